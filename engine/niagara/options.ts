import type { OptionPreset, OptionSchema } from '../core/options';

/**
 * Every ASSUMPTION / OPEN point of spec §12, the §9 tie rules and the §10 two-player house variant. Defaults follow the
 * spec's stated choices.
 */
export interface NiagaraOptions {
  /** §3.1, §12.1: which arm(s) give access to the pink cave. */
  pinkCaves: 'both' | 'left' | 'right';
  /** §4.7, §12.2: the arm that takes the first disc at the fork. 'random' is drawn at the first push. */
  forkStart: 'left' | 'right' | 'random';
  /** §7.3, §12.2: strict alternation, or a random arm for each pushed disc (a jamming physical board). */
  forkMode: 'alternate' | 'random';
  /** §6.2, §12.3: may a canoe paddle down past L7/R7 over the falls on purpose (it is lost, leftover points too)? */
  paddleOverFalls: boolean;
  /** §6.2, §12.4: one cargo block per canoe per turn (before OR after the move), or one before AND one after. */
  cargoBlocks: 'one' | 'beforeAndAfter';
  /** §6.2, §12.4: may a canoe spend the whole card on cargo without moving (card 2 = load/unload, 4 = swap)? */
  cargoOnlyTurn: boolean;
  /** §6.1, §12.5: a player whose only canoe is on the bank (the other lost) must launch it with a number card. */
  loneBankCanoeMustLaunch: boolean;
  /** §5, §12.6: at most one canoe bought back per colour per round. */
  oneBuyBackPerRound: boolean;
  /** §6.2, §12.7 (S9): a gem of any colour may be unloaded into any cave; off: only into its own colour's cave. */
  unloadAnyCave: boolean;
  /** §6.4, §12.8: after a steal, points held back may still pay an after-move cargo block (e.g. unload the stolen gem). */
  cargoAfterSteal: boolean;
  /** §5: a cloud on an end cell of the weather track may also stay put (default: it must move back inward). */
  cloudMayStayAtEdge: boolean;
  /** §9, §12.9: several players meeting a victory condition in the same round. */
  tieBreak: 'shared' | 'gemValue' | 'mostGemsThenFirst';
  /** §10: 2-player house variant, each player runs two colours (4 canoes, 2 card sets, one combined reserve). */
  twoColoursEach: boolean;
  /** Seat holding the life ring in round 1; null = drawn from the seed (§4.6 "choose a start player"). */
  firstPlayer: number | null;
  /** Safety cap for simulations: the game stops unfinished after this many rounds (outcome note "roundCap"). */
  roundCap: number | null;
}

/**
 * Default round cap (option `roundCap`): a game nobody has won by then stops with outcome note 'roundCap' and no winner.
 * Human and greedy-bot games end far sooner (greedy: median ~22 rounds, longest seen 121 in 1500 3-player games); random
 * bots practically never win, so simulations see their games stop here and count them as capped.
 */
export const NIAGARA_ROUND_CAP = 200;

export const niagaraOptionSchema: OptionSchema = {
  pinkCaves: {
    kind: 'enum', default: 'both', label: 'Pink cave access', variant: 'PINK_CAVES',
    values: [
      { value: 'both', label: 'From both arms (L7 and R7)' },
      { value: 'left', label: 'Left arm only (L7)' },
      { value: 'right', label: 'Right arm only (R7)' },
    ],
    help: 'Which slots just above the falls have a pier to the pink cave; blue is reachable from both arms in any case.',
  },
  forkStart: {
    kind: 'enum', default: 'left', label: 'First disc at the fork', variant: 'FORK_START',
    values: [
      { value: 'left', label: 'Left' },
      { value: 'right', label: 'Right' },
      { value: 'random', label: 'Random' },
    ],
    help: 'The arm that receives the first disc pushed past T5; after that the discs alternate.',
  },
  forkMode: {
    kind: 'enum', default: 'alternate', label: 'Fork behaviour', variant: 'FORK_MODE',
    values: [
      { value: 'alternate', label: 'Strict alternation' },
      { value: 'random', label: 'Random arm each push' },
    ],
    help: 'Discs reaching the fork go left and right in strict turn, or each one picks an arm at random like a jamming board.',
  },
  paddleOverFalls: {
    kind: 'boolean', default: false, label: 'Paddle over the falls', variant: 'PADDLE_OVER_FALLS',
    help: 'A canoe on L7/R7 may paddle on downstream over the falls: it is lost with its gem, leftover points are forfeited.',
  },
  cargoBlocks: {
    kind: 'enum', default: 'one', label: 'Cargo actions per canoe', variant: 'CARGO_BLOCKS',
    values: [
      { value: 'one', label: 'One: before or after the move' },
      { value: 'beforeAndAfter', label: 'One before and one after the move' },
    ],
    help: 'How many load / unload / swap blocks a canoe may do in a turn; never in the middle of its move.',
  },
  cargoOnlyTurn: {
    kind: 'boolean', default: true, label: 'Cargo without moving', variant: 'CARGO_ONLY_TURN',
    help: 'A canoe may spend the whole card on cargo and stay put (card 2: load or unload; card 4: swap).',
  },
  loneBankCanoeMustLaunch: {
    kind: 'boolean', default: true, label: 'Lone bank canoe must launch', variant: 'LONE_BANK_MUST_LAUNCH',
    help: 'With one canoe lost and the other on the bank, a number card must launch it (off: launching is optional).',
  },
  oneBuyBackPerRound: {
    kind: 'boolean', default: true, label: 'One canoe back per round', variant: 'ONE_BUY_BACK',
    help: 'A player may buy back at most one lost canoe per round (off: both in the same round).',
  },
  unloadAnyCave: {
    kind: 'boolean', default: true, label: 'Unload into any cave', variant: 'UNLOAD_ANY_CAVE',
    help: 'A gem of any colour may be unloaded into any cave, which then holds mixed colours (off: only its own cave).',
  },
  cargoAfterSteal: {
    kind: 'boolean', default: true, label: 'Cargo after a steal', variant: 'CARGO_AFTER_STEAL',
    help: 'Points kept for an after-move cargo action may still be spent after stealing, e.g. to unload the stolen gem (off: a steal needs all points used by the move).',
  },
  cloudMayStayAtEdge: {
    kind: 'boolean', default: false, label: 'Cloud may stay at the track end', variant: 'CLOUD_STAY_AT_EDGE',
    help: 'On −1 or +2 the cloud card may leave the marker where it is (default: it must move one cell back inward).',
  },
  tieBreak: {
    kind: 'enum', default: 'shared', label: 'Several winners in one round', variant: 'TIE_BREAK',
    values: [
      { value: 'shared', label: 'Shared win (Zoch rules)' },
      { value: 'gemValue', label: 'Highest gem value (BGA: violet 1 … pink 5)' },
      { value: 'mostGemsThenFirst', label: 'Most gems, then first to qualify' },
    ],
    help: 'Everyone who meets a victory condition in the ending round wins, or the tie is broken as named.',
  },
  twoColoursEach: {
    kind: 'boolean', default: false, label: 'Two players, two colours each', variant: 'TWO_PLAYER_TWO_COLOURS',
    help: 'House variant for 2 players: each player runs two colours (4 canoes, 2 card sets) and wins on their combined gems.',
  },
  firstPlayer: {
    kind: 'int', default: null, nullable: true, min: 0, max: 4, label: 'Start player',
    help: 'Seat that holds the life ring in the first round; empty for a random choice.',
  },
  roundCap: {
    kind: 'int', default: NIAGARA_ROUND_CAP, nullable: true, min: 1, max: 100_000, label: 'Round limit',
    help: 'Stop an unfinished game after this many rounds with no winner (for simulations); empty for no limit.',
  },
};

export const niagaraPresets: OptionPreset[] = [
  {
    id: 'bga',
    label: 'Board Game Arena tie-break',
    help: 'Ties in the final round are broken on gem values (violet 1, white 2, yellow 3, blue 4, pink 5).',
    values: { tieBreak: 'gemValue' },
  },
  {
    id: 'jp',
    label: 'Japanese write-up tie-break',
    help: 'Ties in the final round go to the player with more gems, then to whoever met the condition first.',
    values: { tieBreak: 'mostGemsThenFirst' },
  },
  {
    id: 'twoPlayer',
    label: 'Two players (house rule)',
    help: 'Each of the two players runs two colours.',
    values: { twoColoursEach: true },
  },
];
