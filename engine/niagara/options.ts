import { choice, countOrNull, flag, type OptionPreset, type OptionSchema, type OptionsFrom } from '../core/options';

/**
 * Default round cap (option `roundCap`): a game nobody has won by then stops with outcome note 'roundCap' and no winner.
 * Human and greedy-bot games end far sooner (greedy: median ~22 rounds, longest seen 121 in 1500 3-player games); random
 * bots practically never win, so simulations see their games stop here and count them as capped.
 */
export const NIAGARA_ROUND_CAP = 200;

/**
 * Every ASSUMPTION / OPEN point of spec §12, the §9 tie rules and the §10 two-player house variant. Defaults follow the
 * spec's stated choices.
 */
export type NiagaraOptions = OptionsFrom<typeof niagaraOptionSchema>;

/** The one source of truth for Niagara options: keys, defaults, limits and the new-game screen's texts. */
export const niagaraOptionSchema = {
  /** §3.1, §12.1: which arm(s) give access to the pink cave. */
  pinkCaves: choice([['both', 'From both arms (L7 and R7)'], ['left', 'Left arm only (L7)'], ['right', 'Right arm only (R7)']], 'both', { variant: 'PINK_CAVES', label: 'Pink cave access', help: 'Which slots just above the falls have a pier to the pink cave; blue is reachable from both arms in any case.' }),
  /** §4.7, §12.2: the arm that takes the first disc at the fork. 'random' is drawn at the first push. */
  forkStart: choice([['left', 'Left'], ['right', 'Right'], ['random', 'Random']], 'left', { variant: 'FORK_START', label: 'First disc at the fork', help: 'The arm that receives the first disc pushed past T5; after that the discs alternate.' }),
  /** §7.3, §12.2: strict alternation, or a random arm for each pushed disc (a jamming physical board). */
  forkMode: choice([['alternate', 'Strict alternation'], ['random', 'Random arm each push']], 'alternate', { variant: 'FORK_MODE', label: 'Fork behaviour', help: 'Discs reaching the fork go left and right in strict turn, or each one picks an arm at random like a jamming board.' }),
  /** §6.2, §12.3: may a canoe paddle down past L7/R7 over the falls on purpose (it is lost, leftover points too)? */
  paddleOverFalls: flag(false, { variant: 'PADDLE_OVER_FALLS', label: 'Paddle over the falls', help: 'A canoe on L7/R7 may paddle on downstream over the falls: it is lost with its gem, leftover points are forfeited.' }),
  /** §6.2, §12.4: one cargo block per canoe per turn (before OR after the move), or one before AND one after. */
  cargoBlocks: choice([['one', 'One: before or after the move'], ['beforeAndAfter', 'One before and one after the move']], 'one', { variant: 'CARGO_BLOCKS', label: 'Cargo actions per canoe', help: 'How many load / unload / swap blocks a canoe may do in a turn; never in the middle of its move.' }),
  /**
   * §6.2, §12.4: may a canoe spend the whole card on cargo without moving (card 2 = load/unload, 4 = swap)? On: the
   * rules text lists loading among the ways to spend a canoe's points and sets no minimum move (docs/rules-notes.md).
   */
  cargoOnlyTurn: flag(true, { variant: 'CARGO_ONLY_TURN', label: 'Cargo without moving', help: 'A canoe may spend the whole card on cargo and stay put (card 2: load or unload; card 4: swap).' }),
  /** §6.1, §12.5: a player whose only canoe is on the bank (the other lost) must launch it with a number card. */
  loneBankCanoeMustLaunch: flag(true, { variant: 'LONE_BANK_MUST_LAUNCH', label: 'Lone bank canoe must launch', help: 'With one canoe lost and the other on the bank, a number card must launch it (off: launching is optional).' }),
  /** §5, §12.6: at most one canoe bought back per colour per round. */
  oneBuyBackPerRound: flag(true, { variant: 'ONE_BUY_BACK', label: 'One canoe back per round', help: 'A player may buy back at most one lost canoe per round (off: both in the same round).' }),
  /** §6.2, §12.7 (S9): a gem of any colour may be unloaded into any cave; off: only into its own colour's cave. */
  unloadAnyCave: flag(true, { variant: 'UNLOAD_ANY_CAVE', label: 'Unload into any cave', help: 'A gem of any colour may be unloaded into any cave, which then holds mixed colours (off: only its own cave).' }),
  /** §6.4, §12.8: after a steal, points held back may still pay an after-move cargo block (e.g. unload the stolen gem). */
  cargoAfterSteal: flag(true, { variant: 'CARGO_AFTER_STEAL', label: 'Cargo after a steal', help: 'Points kept for an after-move cargo action may still be spent after stealing, e.g. to unload the stolen gem (off: a steal needs all points used by the move).' }),
  /** §5: a cloud on an end cell of the weather track may also stay put (default: it must move back inward). */
  cloudMayStayAtEdge: flag(false, { variant: 'CLOUD_STAY_AT_EDGE', label: 'Cloud may stay at the track end', help: 'On −1 or +2 the cloud card may leave the marker where it is (default: it must move one cell back inward).' }),
  /** §9, §12.9: several players meeting a victory condition in the same round. */
  tieBreak: choice([['shared', 'Shared win (Zoch rules)'], ['gemValue', 'Highest gem value (BGA: violet 1 … pink 5)'], ['mostGemsThenFirst', 'Most gems, then first to qualify']], 'shared', { variant: 'TIE_BREAK', label: 'Several winners in one round', help: 'Everyone who meets a victory condition in the ending round wins, or the tie is broken as named.' }),
  /** §10: 2-player house variant, each player runs two colours (4 canoes, 2 card sets, one combined reserve). */
  twoColoursEach: flag(false, { variant: 'TWO_PLAYER_TWO_COLOURS', label: 'Two players, two colours each', help: 'House variant for 2 players: each player runs two colours (4 canoes, 2 card sets) and wins on their combined gems.' }),
  /** Seat holding the life ring in round 1; null = drawn from the seed (§4.6 "choose a start player"). */
  firstPlayer: countOrNull(0, 4, null, { label: 'Start player', help: 'Seat that holds the life ring in the first round; empty for a random choice.' }),
  /** Safety cap for simulations: the game stops unfinished after this many rounds (outcome note "roundCap"). */
  roundCap: countOrNull(1, 100_000, NIAGARA_ROUND_CAP, { label: 'Round limit', help: 'Stop an unfinished game after this many rounds with no winner (for simulations); empty for no limit.' }),
} satisfies OptionSchema;

export const niagaraPresets: OptionPreset<NiagaraOptions>[] = [
  { id: 'bga', label: 'Board Game Arena tie-break', help: 'Ties in the final round are broken on gem values (violet 1, white 2, yellow 3, blue 4, pink 5).', values: { tieBreak: 'gemValue' } },
  { id: 'jp', label: 'Japanese write-up tie-break', help: 'Ties in the final round go to the player with more gems, then to whoever met the condition first.', values: { tieBreak: 'mostGemsThenFirst' } },
  { id: 'twoPlayer', label: 'Two players (house rule)', help: 'Each of the two players runs two colours.', values: { twoColoursEach: true } },
];
