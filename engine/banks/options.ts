import type { OptionPreset, OptionSchema } from '../core/options';

/**
 * Every reading of spec §12 that offers a choice, the ASSUMPTIONs of §14 that are behaviour (the material ones are in
 * the data set), and the four variants of §13. Defaults follow the spec.
 */
export interface BanksOptions {
  /** §4.1, §12.1, A6: rows covered at 2 players: one 2-row + one 3-row (German sources) or both 2-rows + a 3-row (seed). */
  twoPlayerCover: 'german' | 'seed';
  /** §4.2 step 3, §12.15, A13: who places the three starting desert cards. */
  startDesert: 'startPlayer' | 'random';
  /** §4.2 step 5: the start player ("the oldest player"); null = drawn from the seed. Ignored with startBidding. */
  firstPlayer: number | null;
  /** §4.2 step 3, §12.12: desert cards dealt to each player as jokers (seed 2, ludorium 1). */
  startingJokers: number;
  /** §4.2 step 6.2, §12.11: water cards each player places in the opening (seed 1, ludorium 2). */
  openingWater: number;
  /** §7, §12.4, A14: buying a marker from the boat is that marker's one action for the phase (no buy-and-sow). */
  buyCountsAsAction: boolean;
  /** §12.5, A7: which water cards the ebb may remove. */
  ebbRemoval: 'any' | 'outermostOnly';
  /** §9, §12.6, A8: which two markers of the chosen row rot. */
  rotPick: 'choose' | 'newest';
  /** §10, §12.7, A9: rotten penalties netted against awards row by row, or over the whole scoring phase. */
  penaltyNetting: 'perRow' | 'perScoring';
  /** §10, §12.8, A10: the boat is cleared at every scoring phase, or only when a full row is scored. */
  boatClearance: 'everyRound' | 'whenScoring';
  /** §5.1, §12.9, A11: an arrow that switches flood ↔ ebb ends the tide phase at once (off: it only moves the marker). */
  arrowStopsTide: boolean;
  /** §7, §12.14: also forbid two markers of the same kind on one field (Japanese review). */
  noSameKindPerField: boolean;
  /** §9, §12.18, A12: an empty desert draw pile is refilled by shuffling the desert discard. */
  desertReshuffle: boolean;
  /** §8, §12.19: spoiled and rotten markers count in the market's no-repeat check. */
  repeatCheckCountsRotten: boolean;
  /** §13.1 variant: a revealed hippo auctions an extra 3-AP action phase (secret simultaneous bids). */
  hippoAuction: boolean;
  /** §13.2 variant: secret marker bids choose the start player; the opening "2 markers into the boat" is skipped. */
  startBidding: boolean;
  /** §13.2 loop guard: after this many all-tied bidding rounds the start player is drawn among the tied bidders. */
  startBidRounds: number;
  /** §13.3 variant: buy another colour's marker from the boat for 2 AP; it goes back to its owner's supply (§12.22). */
  buyOthersSeeds: boolean;
  /** §13.4 variant: discard a joker to turn a spoiled marker in the market back to ripe: off, own markers, any. */
  jokerHeals: 'off' | 'own' | 'any';
  /** Safety stop for simulations: the game ends after this many rounds (outcome note 'roundCap'); null = none. */
  roundCap: number | null;
  /**
   * ASSUMPTION (no source): the game ends as it stands (outcome note 'stalemate') after this many consecutive rounds in
   * which no marker moved, changed side or rotted, and no pawn or the obelisk moved; null = never. The reconstructed
   * rules can lock up (e.g. every market row ends in the only two kinds anyone still has, with nothing left to buy).
   */
  stalemateRounds: number | null;
}

/**
 * Rounds after which a game is stopped unfinished. Real games take about 10–20 rounds; random bots take longer. The
 * stopped game is over, with `outcome(s).note === 'roundCap'` and `s.capped === true`.
 */
export const BANKS_ROUND_CAP = 100;

/** Consecutive idle rounds that end a locked-up game (option stalemateRounds). */
export const BANKS_STALEMATE_ROUNDS = 5;

const yes = (label: string, help: string, def: boolean, variant?: string) =>
  ({ kind: 'boolean', default: def, label, help, ...(variant ? { variant } : {}) }) as const;

export const banksOptionSchema: OptionSchema = {
  twoPlayerCover: {
    kind: 'enum', default: 'german', label: 'Rows covered at 2 players', variant: 'TWO_PLAYER_COVER',
    values: [
      { value: 'german', label: 'One 2-row and one 3-row (German rules)' },
      { value: 'seed', label: 'Both 2-rows and one 3-row (French summary)' },
    ],
    help: 'How many field rows the cover strips hide in a 2-player game.',
  },
  startDesert: {
    kind: 'enum', default: 'startPlayer', label: 'Starting desert cards',
    values: [
      { value: 'startPlayer', label: 'The start player places them' },
      { value: 'random', label: 'Random desert-edge fields' },
    ],
    help: 'Who puts the three starting desert cards on desert-edge fields.',
  },
  firstPlayer: {
    kind: 'int', default: null, nullable: true, min: 0, max: 4, label: 'Start player',
    help: 'Seat that takes the pillar first (the oldest player); empty for a random choice.',
  },
  startingJokers: {
    kind: 'int', default: 2, min: 0, max: 4, label: 'Starting jokers',
    help: 'Desert cards each player gets as jokers at the start (most sources: 2; ludorium: 1).',
  },
  openingWater: {
    kind: 'int', default: 1, min: 1, max: 2, label: 'Opening water cards',
    help: 'Water cards each player places before round 1 (most sources: 1; ludorium: 2).',
  },
  buyCountsAsAction: yes('Bought markers rest this phase', 'A marker bought from the boat cannot also be sown in the same action phase.', true),
  ebbRemoval: {
    kind: 'enum', default: 'any', label: 'Ebb removes',
    values: [
      { value: 'any', label: 'Any water card' },
      { value: 'outermostOnly', label: 'Only the outermost card of a run' },
    ],
    help: 'Which water cards the start player may take away at ebb; outermost makes the water recede from the desert.',
  },
  rotPick: {
    kind: 'enum', default: 'choose', label: 'Rotting markers',
    values: [
      { value: 'choose', label: 'Start player picks two' },
      { value: 'newest', label: 'The two newest in the row' },
    ],
    help: 'Which two markers of the chosen market row a rot event affects.',
  },
  penaltyNetting: {
    kind: 'enum', default: 'perRow', label: 'Rotten penalties',
    values: [
      { value: 'perRow', label: 'Netted per row' },
      { value: 'perScoring', label: 'Netted over the whole scoring' },
    ],
    help: 'Penalties never move a pawn back; this sets whether they are set off against each row or the whole phase.',
  },
  boatClearance: {
    kind: 'enum', default: 'everyRound', label: 'Boat clearance',
    values: [
      { value: 'everyRound', label: 'Every round' },
      { value: 'whenScoring', label: 'Only when a row is scored' },
    ],
    help: 'When unbought markers in the boat are lost and move the obelisk.',
  },
  arrowStopsTide: yes('Arrow can end the tide', 'An arrow that turns flood into ebb (or back) ends the tide phase at once.', true),
  noSameKindPerField: yes('No two of a kind per field', 'Also forbid two markers of the same kind on one field (Japanese review).', false),
  desertReshuffle: yes('Reshuffle desert discard', 'When the desert draw pile is empty, shuffle the discard into a new one.', true),
  repeatCheckCountsRotten: yes('Spoiled markers block repeats', 'Spoiled and rotten markers count as their kind in the market no-repeat rule.', true),
  hippoAuction: yes('Hippo auction', 'A revealed hippo auctions an extra 3-AP action phase for markers bid in secret.', false, 'HIPPO_AUCTION'),
  startBidding: yes('Bid for start player', 'Players bid markers in secret for the pillar; the bids go into the boat.', false, 'START_BIDDING'),
  startBidRounds: {
    kind: 'int', default: 3, min: 1, max: 20, label: 'Bidding rounds before a draw',
    help: 'With start-player bidding: after this many tied rounds, the start player is drawn among the tied highest.',
  },
  buyOthersSeeds: yes("Buy others' seeds", 'Buy another colour’s marker from the boat for 2 AP; it returns to its owner.', false, 'BUY_OTHERS_SEEDS'),
  jokerHeals: {
    kind: 'enum', default: 'off', label: 'Jokers heal', variant: 'JOKER_HEALS',
    values: [
      { value: 'off', label: 'Off' },
      { value: 'own', label: 'Own spoiled markers' },
      { value: 'any', label: 'Any spoiled marker' },
    ],
    help: 'Discard a joker to turn a spoiled market marker back to ripe; rotten ones cannot be healed.',
  },
  roundCap: {
    kind: 'int', default: BANKS_ROUND_CAP, nullable: true, min: 1, max: 100_000, label: 'Round limit',
    help: 'Safety stop: the game ends unfinished after this many rounds (ranked as it stands); empty for none.',
  },
  stalemateRounds: {
    kind: 'int', default: BANKS_STALEMATE_ROUNDS, nullable: true, min: 1, max: 1000, label: 'Stalemate after',
    help: 'The game ends as it stands after this many rounds in a row in which no marker, pawn or the obelisk moved; empty for never.',
  },
};

export const banksPresets: OptionPreset[] = [
  {
    id: 'frenchSummary',
    label: 'French summary',
    help: 'The seed text where it differs from the German sources: both 2-rows and a 3-row covered at 2 players.',
    values: { twoPlayerCover: 'seed' },
  },
  {
    id: 'allVariants',
    label: 'All variants',
    help: 'Hippo auction, start-player bidding, buying others’ seeds and healing jokers.',
    values: { hippoAuction: true, startBidding: true, buyOthersSeeds: true, jokerHeals: 'own' },
  },
  {
    id: 'receding',
    label: 'Receding water',
    help: 'The ebb takes only the outermost water card of a run, so the river withdraws from the desert side.',
    values: { ebbRemoval: 'outermostOnly' },
  },
];
