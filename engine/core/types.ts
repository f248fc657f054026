import type { OptionPreset, OptionSchema } from './options';
import type { RngState } from './rng';
import type { GameSearch } from './search';
import type { Action } from './action';
import type { KindLayout } from './kind-layout';
import type { Seat } from './seat';

// Seat and Action live in files of their own so that search.ts (GameSearch) needs nothing from this file.
export type { Action, KindLayout, Seat };

export type GameId = 'nile' | 'banks' | 'niagara' | 'nefertiti';

/**
 * Something that happened; drives animation and the game log. Always plain JSON. Each game's events are its own
 * union (NileEvent, …) of such objects; code that handles any game sees only `type`.
 */
// A type alias, not an interface: object types declared so are assignable to records (the wire's `WireEvent`).
export type GameEvent = { type: string };

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

export interface ApplyResult<S, E extends GameEvent = GameEvent> {
  state: S;
  events: E[];
}

/**
 * The contract every engine implements (see docs/ARCHITECTURE.md). All functions are pure: they never mutate their
 * inputs, and state, views and events are plain JSON. Randomness comes only from the RNG kept inside the state.
 * S: full state, A: action union, O: options, V: what a seat sees (view), E: event union.
 */
/** Why a hinted move is good, as a code the renderer words (hints.json `reasons.<code>`), with values for the text. */
export interface HintReason {
  code: string;
  values?: Record<string, string | number>;
}

export interface Game<S, A extends Action = Action, O = Record<string, unknown>, V = unknown, E extends GameEvent = GameEvent> {
  id: GameId;
  /** Human name for menus and logs. */
  name: string;
  /** Engine rules version; stored in match records, checked on replay. */
  version: string;
  /**
   * Per older rules version, the option values its records played with where a default has changed since: replay
   * puts the record's own options over them, so an old record replays as it was played (absent: refused).
   */
  pastDefaults?: Readonly<Record<string, Partial<O>>>;
  players: { min: number; max: number };
  /** Every DEFAULT and named variant of the game's spec. */
  optionSchema: OptionSchema;
  defaultOptions: O;
  presets: OptionPreset<O>[];
  /** Throws RuleError('BAD_OPTION'|'BAD_SETUP') naming the problem. */
  setup(p: { players: number; seed: string; options?: Partial<O> }): S;
  /** Seats that must act now; several at once for secret simultaneous choices; [] when the game is over. */
  toAct(s: S): Seat[];
  /** Complete list of legal actions for that seat now ([] if it may not act). */
  legalActions(s: S, seat: Seat): A[];
  /**
   * Optional: the layout of `legal` if it is the list this game's legalActions returned last (frozen, so that it
   * still holds), else null. Valid until the next legalActions call; randomBot reads it at once.
   */
  kindLayout?(legal: readonly A[]): KindLayout | null;
  /** Pure; throws RuleError on a wrong seat, a malformed or an illegal action, and leaves `s` untouched. */
  apply(s: S, seat: Seat, a: A): ApplyResult<S, E>;
  /** What `viewer` may see and nothing more (null: spectator). */
  view(s: S, viewer: Seat | null): V;
  /** The event as `viewer` may see it, or null when it must not see it at all. */
  eventView(e: E, viewer: Seat | null): E | null;
  outcome(s: S): Outcome | null;
  /** A full state consistent with `view` (the view of `seat`), with every unseen thing sampled from `rng`. */
  determinize(view: V, seat: Seat, rng: RngState): S;
  /**
   * Optional evaluation of `s` for `seat`, roughly in [0, 1] (1 = certain win). Used by the greedy bot and as the
   * cut-off evaluation of search bots. Must only use what `seat` may see (it is called on determinized states).
   */
  heuristic?(s: S, seat: Seat): number;
  /**
   * Optional: whether the step `before` → `after` revealed something hidden that the generic rule of
   * engine/core/undo.ts (the RNG moved; the actor's result depended on what it could not see) may miss, e.g. a card
   * taken from a deck shuffled at setup. Such a step can never be taken back (Undo).
   */
  undoBarrier?(before: S, after: S, events: E[]): boolean;
  /**
   * Optional: why a move is good for `seat`, from what changed in the parts of the game's heuristic between `before`
   * and `after` (a hint's reasons; engine/ai/hints.ts), and the move itself (what tells two similar moves apart).
   * Runs on a world sampled from the seat's own view.
   */
  hintReasons?(before: S, after: S, seat: Seat, action?: A): HintReason[];
  /**
   * Optional: the fact that sets a move apart from similar ones (how many cards, what price, which row), added to a
   * hinted move's reasons when they would read the same as another hinted move's, or when it has none.
   */
  hintDetail?(before: S, action: A, seat: Seat): HintReason | null;
  /** Optional settings of the search bots for this game (playout policy, secret phases, per-level tuning). */
  search?: GameSearch<S, A>;
}

/** Any game, for code that really handles every game alike (host, replay, bots); it sees views and events untyped. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any, any>;

/** The parts of a game's type, read off its Game object: `ViewOf<typeof nile>` is NileView. */
export type StateOf<G extends AnyGame> = ReturnType<G['setup']>;
export type ActionOf<G extends AnyGame> = Parameters<G['apply']>[2];
export type OptionsOf<G extends AnyGame> = G['defaultOptions'];
export type ViewOf<G extends AnyGame> = ReturnType<G['view']>;
export type EventOf<G extends AnyGame> = ReturnType<G['apply']>['events'][number];
