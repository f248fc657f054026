import { choice, count, countOrNull, flag, type OptionPreset, type OptionSchema, type OptionsFrom } from '../core/options';

/**
 * Rounds after which a game is stopped unfinished. Real games take about 10–20 rounds; random bots take longer. The
 * stopped game is over, with `outcome(s).note === 'roundCap'` and `s.capped === true`.
 */
export const BANKS_ROUND_CAP = 100;

/** Consecutive idle rounds that end a locked-up game (option stalemateRounds). */
export const BANKS_STALEMATE_ROUNDS = 5;

/**
 * Every reading of spec §12 that offers a choice, the ASSUMPTIONs of §14 that are behaviour (the material ones are in
 * the data set), and the four variants of §13. Defaults follow the spec.
 */
export type BanksOptions = OptionsFrom<typeof banksOptionSchema>;

/** The one source of truth for the options of An den Ufern des Nils: keys, defaults, limits and the new-game screen's texts. */
export const banksOptionSchema = {
  /** §4.1, §12.1, A6: rows covered at 2 players: one 2-row + one 3-row (German sources) or both 2-rows + a 3-row (seed). */
  twoPlayerCover: choice([['german', 'One 2-row and one 3-row (German rules)'], ['seed', 'Both 2-rows and one 3-row (French summary)']], 'german', { variant: 'TWO_PLAYER_COVER', label: 'Rows covered at 2 players', help: 'How many field rows the cover strips hide in a 2-player game.' }),
  /** §4.2 step 3, §12.15, A13: who places the three starting desert cards. */
  startDesert: choice([['startPlayer', 'The start player places them'], ['random', 'Random desert-edge fields']], 'startPlayer', { label: 'Starting desert cards', help: 'Who puts the three starting desert cards on desert-edge fields.' }),
  /** §4.2 step 5: the start player ("the oldest player"); null = drawn from the seed. Ignored with startBidding. */
  firstPlayer: countOrNull(0, 4, null, { label: 'Start player', help: 'Seat that takes the pillar first (the oldest player); empty for a random choice.' }),
  /** §4.2 step 3, §12.12: desert cards dealt to each player as jokers (seed 2, ludorium 1). */
  startingJokers: count(0, 4, 2, { label: 'Starting jokers', help: 'Desert cards each player gets as jokers at the start (most sources: 2; ludorium: 1).' }),
  /** §4.2 step 6.2, §12.11: water cards each player places in the opening (seed 1, ludorium 2). */
  openingWater: count(1, 2, 1, { label: 'Opening water cards', help: 'Water cards each player places before round 1 (most sources: 1; ludorium: 2).' }),
  /** §7, §12.4, A14: buying a marker from the boat is that marker's one action for the phase (no buy-and-sow). */
  buyCountsAsAction: flag(true, { label: 'Bought markers rest this phase', help: 'A marker bought from the boat cannot also be sown in the same action phase.' }),
  /** §12.5, A7: which water cards the ebb may remove. */
  ebbRemoval: choice([['any', 'Any water card'], ['outermostOnly', 'Only the outermost card of a run']], 'any', { label: 'Ebb removes', help: 'Which water cards the start player may take away at ebb; outermost makes the water recede from the desert.' }),
  /** §9, §12.6, A8: which two markers of the chosen row rot. */
  rotPick: choice([['choose', 'Start player picks two'], ['newest', 'The two newest in the row']], 'choose', { label: 'Rotting markers', help: 'Which two markers of the chosen market row a rot event affects.' }),
  /** §10, §12.7, A9: rotten penalties netted against awards row by row, or over the whole scoring phase. */
  penaltyNetting: choice([['perRow', 'Netted per row'], ['perScoring', 'Netted over the whole scoring']], 'perRow', { label: 'Rotten penalties', help: 'Penalties never move a pawn back; this sets whether they are set off against each row or the whole phase.' }),
  /** §10, §12.8, A10: the boat is cleared at every scoring phase, or only when a full row is scored. */
  boatClearance: choice([['everyRound', 'Every round'], ['whenScoring', 'Only when a row is scored']], 'everyRound', { label: 'Boat clearance', help: 'When unbought markers in the boat are lost and move the obelisk.' }),
  /** §5.1, §12.9, A11: an arrow that switches flood ↔ ebb ends the tide phase at once (off: it only moves the marker). */
  arrowStopsTide: flag(true, { label: 'Arrow can end the tide', help: 'An arrow that turns flood into ebb (or back) ends the tide phase at once.' }),
  /** §7, §12.14: also forbid two markers of the same kind on one field (Japanese review). */
  noSameKindPerField: flag(false, { label: 'No two of a kind per field', help: 'Also forbid two markers of the same kind on one field (Japanese review).' }),
  /** §9, §12.18, A12: an empty desert draw pile is refilled by shuffling the desert discard. */
  desertReshuffle: flag(true, { label: 'Reshuffle desert discard', help: 'When the desert draw pile is empty, shuffle the discard into a new one.' }),
  /** §8, §12.19: spoiled and rotten markers count in the market's no-repeat check. */
  repeatCheckCountsRotten: flag(true, { label: 'Spoiled markers block repeats', help: 'Spoiled and rotten markers count as their kind in the market no-repeat rule.' }),
  /** §13.1 variant: a revealed hippo auctions an extra 3-AP action phase (secret simultaneous bids). */
  hippoAuction: flag(false, { variant: 'HIPPO_AUCTION', label: 'Hippo auction', help: 'A revealed hippo auctions an extra 3-AP action phase for markers bid in secret.' }),
  /** §13.2 variant: secret marker bids choose the start player; the opening "2 markers into the boat" is skipped. */
  startBidding: flag(false, { variant: 'START_BIDDING', label: 'Bid for start player', help: 'Players bid markers in secret for the pillar; the bids go into the boat.' }),
  /** §13.2 loop guard: after this many all-tied bidding rounds the start player is drawn among the tied bidders. */
  startBidRounds: count(1, 20, 3, { label: 'Bidding rounds before a draw', help: 'With start-player bidding: after this many tied rounds, the start player is drawn among the tied highest.' }),
  /** §13.3 variant: buy another colour's marker from the boat for 2 AP; it goes back to its owner's supply (§12.22). */
  buyOthersSeeds: flag(false, { variant: 'BUY_OTHERS_SEEDS', label: "Buy others' seeds", help: 'Buy another colour’s marker from the boat for 2 AP; it returns to its owner.' }),
  /** §13.4 variant: discard a joker to turn a spoiled marker in the market back to ripe: off, own markers, any. */
  jokerHeals: choice([['off', 'Off'], ['own', 'Own spoiled markers'], ['any', 'Any spoiled marker']], 'off', { variant: 'JOKER_HEALS', label: 'Jokers heal', help: 'Discard a joker to turn a spoiled market marker back to ripe; rotten ones cannot be healed.' }),
  /** Safety stop for simulations: the game ends after this many rounds (outcome note 'roundCap'); null = none. */
  roundCap: countOrNull(1, 100_000, BANKS_ROUND_CAP, { label: 'Round limit', help: 'Safety stop: the game ends unfinished after this many rounds (ranked as it stands); empty for none.' }),
  /**
   * ASSUMPTION (no source): the game ends as it stands (outcome note 'stalemate') after this many consecutive rounds in
   * which no marker moved, changed side or rotted, and no pawn or the obelisk moved; null = never. The reconstructed
   * rules can lock up (e.g. every market row ends in the only two kinds anyone still has, with nothing left to buy).
   */
  stalemateRounds: countOrNull(1, 1000, BANKS_STALEMATE_ROUNDS, { label: 'Stalemate after', help: 'The game ends as it stands after this many rounds in a row in which no marker, pawn or the obelisk moved; empty for never.' }),
} satisfies OptionSchema;

export const banksPresets: OptionPreset<BanksOptions>[] = [
  { id: 'frenchSummary', label: 'French summary', help: 'The seed text where it differs from the German sources: both 2-rows and a 3-row covered at 2 players.', values: { twoPlayerCover: 'seed' } },
  { id: 'allVariants', label: 'All variants', help: 'Hippo auction, start-player bidding, buying others’ seeds and healing jokers.', values: { hippoAuction: true, startBidding: true, buyOthersSeeds: true, jokerHeals: 'own' } },
  { id: 'receding', label: 'Receding water', help: 'The ebb takes only the outermost water card of a run, so the river withdraws from the desert side.', values: { ebbRemoval: 'outermostOnly' } },
];
