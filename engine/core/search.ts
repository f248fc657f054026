import type { RngState } from './rng';
import type { Action } from './action';
import type { Seat } from './seat';

/** How much a search may do. Levels (engine/ai/levels.ts) are made of these;
 * a game may change them per level (GameSearch.tune). */
export interface SearchConfig {
  /** Iterations per decision: the real budget. The same seed and the same budget give the same move. */
  iterations: number;
  /**
   * Wall-clock safety net in ms, used only when the caller passes a clock (`SearchHooks.now`): the search stops early
   * past it, which makes that one decision depend on machine speed. Benchmarks count how often it happens.
   */
  timeCapMs: number;
  /** Determinizations sampled per decision and reused round-robin (sampling a world costs as much as a few moves). */
  worlds: number;
  /**
   * How far an iteration looks before the heuristic scores the position, in the game's cycles (GameSearch.cycleDone: for
   * most games "until the bot's own next decision after the others have played"; Niagara: the next round).
   * 0: stop at the first open decision of another seat (the rest of the bot's own turn, its secret choice and what
   * resolves before anyone else decides).
   */
  lookahead: number;
  /** Safety cap on the playout moves (rollout policy) played after leaving the tree, before the horizon. */
  rolloutDepth: number;
  /**
   * 'policy': other seats' decisions are played by the game's rollout policy (a model of a sensible opponent), and the
   * tree holds only the bot's own decisions; 'tree': they are searched in the tree too (max-n, each seat maximising
   * its own heuristic), which spreads a budget thin when replies are many.
   */
  opponents: 'policy' | 'tree';
  /** PUCT exploration weight (on the scale of the rewards, heuristic values in [0, 1], or of normalized ones). */
  exploration: number;
  /** Rescale the mean values at each node to [0, 1] between its lowest and highest (scale-free exploration). */
  normalizeQ: boolean;
  /**
   * Common worlds at the root: each root action goes through the sampled worlds in the same order (its n-th visit in
   * world n mod `worlds`), so two actions are compared on the same deals and draws, and the luck of the worlds no
   * longer hides the difference between them (false: the worlds in turn, whatever the action).
   */
  pairedRoot: boolean;
  /** Softmax temperature turning one-ply heuristic values into priors (smaller: sharper). */
  priorTemperature: number;
  /**
   * 0: play the most visited root action. τ > 0: draw the move with probability ∝ visits^(1/τ) — a weaker level that
   * settles for a good move now and then rather than always the best it found.
   */
  finalTemperature: number;
  /** Worlds the root's priors are averaged over (1: the first sampled world only). */
  rootPriorWorlds: number;
  /** A node gets heuristic priors once it has been passed this many times (cheaper than computing them at birth). */
  priorAfter: number;
}

/**
 * The hard level's search where looking past the own turn pays (a game's `tune.hard`: Niagara, Nefertiti, banks): one
 * cycle ahead, the others played by the rollout policy (a model of the normal bots), at 400 iterations over 64 worlds:
 * a played-out iteration costs 3–20 own-turn ones, and 2,000 of them measured no better (Niagara; docs/benchmarks.md,
 * "Hard against normal").
 */
export const CYCLE_AHEAD: Partial<SearchConfig> = { lookahead: 1, rolloutDepth: 200, iterations: 400, worlds: 64 };

/**
 * A playout policy the search bots build for a game: 'random' (an action kind uniformly, then an action of that kind,
 * like the random bot), or 'greedy' (epsilon-greedy on the game's heuristic: with probability `eps` a random move, else
 * the best of at most `k` candidate moves by the heuristic value of the state it leads to).
 */
export type RolloutSpec = { kind: 'random' } | { kind: 'greedy'; eps: number; k: number };

/**
 * What the search bots (engine/ai) need to know about a game beyond the rest of the Game contract: the game's own
 * search settings, kept on its Game object (`Game.search`) so the bots import only engine/core. Every member is
 * optional; a game without settings gets random playouts and the common level settings.
 */
export interface GameSearch<S = unknown, A extends Action = Action> {
  /** The playout policy for moves the tree does not search. Default: random. */
  rollout?: RolloutSpec;
  /**
   * True while the seats to act choose in secret at the same time (Niagara's paddle cards, bidding variants): the
   * others' choices are then sampled with the rollout policy as hidden information, never searched in the tree, so
   * the tree never lets them react to the bot's own secret choice. Default: several seats to act at once.
   */
  secret?(s: S): boolean;
  /**
   * True once a playout that started at `root` has gone one cycle further (see SearchConfig.lookahead). Default: the
   * bot is to decide again after at least one other seat made a decision.
   */
  cycleDone?(root: S, s: S, me: Seat, othersDecided: boolean): boolean;
  /**
   * Optional fast playout policy: a legal move for `seat` in a full state without the legal-action list (which can be
   * the costliest part of a playout). Used instead of `rollout` for every move the tree does not search.
   */
  playout?(s: S, seat: Seat, rng: RngState): A;
  /** Per-level changes to the search settings for this game (measured with npm run bench:bots). */
  tune?: Partial<Record<'normal' | 'hard', Partial<SearchConfig>>>;
  /**
   * A hint's rule of thumb for moves that neither the search nor the heuristic can tell apart (an opening choice whose
   * effect only shows much later): larger is better. Hints only (engine/ai/hints.ts); the bots never read it.
   */
  ruleOfThumb?(s: S, a: A, seat: Seat): number;
}
