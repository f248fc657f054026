import type { OptionPreset, OptionSchema } from './options';
import type { RngState } from './rng';
import type { GameSearch } from './search';

/** Seats are numbered 0..players-1 in clockwise order. `null` as a viewer means a spectator. */
export type Seat = number;

export type GameId = 'nile' | 'banks' | 'niagara' | 'nefertiti';

/** Something that happened; drives animation and the game log. Always plain JSON. */
export interface GameEvent {
  type: string;
  [k: string]: unknown;
}

/** Every action is a small JSON object with a `type`. */
export interface Action {
  type: string;
}

export interface Outcome {
  /** 1-based place per seat; tied seats share a place (two 1sts, then 3rd). */
  places: number[];
  /** The game's headline score per seat (e.g. NILE: the smallest storage pile). */
  scores: number[];
  /** Seats in 1st place; empty when the rules say nobody wins (e.g. NILE `replayOnFullTie`). */
  winners: Seat[];
  /** Everything used to break ties, per seat, so a results screen can show why. */
  tiebreak: unknown[];
  /** Set when the result is not a normal win: 'replay' (a full tie the rules say to replay), 'roundCap' (cut off by the
   *  game's own round cap, which sim and bench count as capped). */
  note?: string;
}

export interface ApplyResult<S> {
  state: S;
  events: GameEvent[];
}

/**
 * The contract every engine implements (see docs/ARCHITECTURE.md). All functions are pure: they never mutate their
 * inputs, and state, views and events are plain JSON. Randomness comes only from the RNG kept inside the state.
 */
export interface Game<S, A extends Action = Action, O = Record<string, unknown>> {
  id: GameId;
  /** Human name for menus and logs. */
  name: string;
  /** Engine rules version; stored in match records, checked on replay. */
  version: string;
  players: { min: number; max: number };
  /** Every DEFAULT and named variant of the game's spec. */
  optionSchema: OptionSchema;
  defaultOptions: O;
  presets: OptionPreset[];
  /** Throws RuleError('BAD_OPTION'|'BAD_SETUP') naming the problem. */
  setup(p: { players: number; seed: string; options?: Partial<O> }): S;
  /** Seats that must act now; several at once for secret simultaneous choices; [] when the game is over. */
  toAct(s: S): Seat[];
  /** Complete list of legal actions for that seat now ([] if it may not act). */
  legalActions(s: S, seat: Seat): A[];
  /** Pure; throws RuleError on a wrong seat, a malformed or an illegal action, and leaves `s` untouched. */
  apply(s: S, seat: Seat, a: A): ApplyResult<S>;
  /** What `viewer` may see and nothing more (null: spectator). */
  view(s: S, viewer: Seat | null): unknown;
  /** The event as `viewer` may see it, or null when it must not see it at all. */
  eventView(e: GameEvent, viewer: Seat | null): GameEvent | null;
  outcome(s: S): Outcome | null;
  /** A full state consistent with `view` (the view of `seat`), with every unseen thing sampled from `rng`. */
  determinize(view: unknown, seat: Seat, rng: RngState): S;
  /**
   * Optional evaluation of `s` for `seat`, roughly in [0, 1] (1 = certain win). Used by the greedy bot and as the
   * cut-off evaluation of search bots. Must only use what `seat` may see (it is called on determinized states).
   */
  heuristic?(s: S, seat: Seat): number;
  /** Optional settings of the search bots for this game (playout policy, secret phases, per-level tuning). */
  search?: GameSearch<S, A>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any>;
