/**
 * Action-point costs and allowances ([SEED], spec §7 and §13). Not part of the replaceable data set: these are rules
 * the sources agree on, kept in one table so they are not scattered through the code.
 */
export const COSTS = {
  /** Action points per action phase. */
  actionPoints: 3,
  /** Sow, grow, harvest: alone on the field / sharing it with another player's marker. */
  alone: 1,
  shared: 2,
  buySeed: 1,
  /** §13.3 variant: a marker of another colour. */
  buyOthersSeed: 2,
  buyJoker: 1,
  /** AP gained per joker discarded. */
  jokerAp: 1,
  /** Joker purchases per player per action phase. */
  jokersPerPhase: 1,
  /** §13.1: the hippo auction's extra action phase. */
  hippoAp: 3,
  /** §4.2 step 6.1: markers each player puts into the boat at the start. */
  openingBoatMarkers: 2,
  /** Markers per field, and per player per field (spec §7). */
  fieldCapacity: 2,
} as const;
