/** Victory conditions (spec §9), counted on a player's scoring reserve. Any one of them is enough. */
export const VICTORY = {
  /** This many gems of one colour. */
  sameColour: 4,
  /** One gem of each of this many different colours (all 5). */
  differentColours: 5,
  /** This many gems in total, any colours. */
  anyColours: 7,
} as const;
