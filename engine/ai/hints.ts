import type { BotInput } from '../core/play';
import { cloneRng, type RngState } from '../core/rng';
import type { SearchConfig } from '../core/search';
import type { Action, AnyGame, HintReason, Seat } from '../core/types';
import type { SearchHooks } from './ismcts/config';
import { rankRootMoves, type RankedMove } from './ismcts/rank';
import type { RootMove } from './ismcts/search';
import { levelRanking } from './levels';

/** What put the even moves of a hint in their order: the search itself, their one-ply value, or the game's rule of thumb. */
export type HintOrder = 'search' | 'value' | 'rule';

/** A hinted move: the hard bot's rating of it, and the reasons the game's heuristic can give. */
export interface HintMove extends RankedMove {
  reasons: HintReason[];
  /** Half-width of the 95% interval of the win rate (from the visits and the rewards' spread; 1 when unvisited). */
  margin: number;
  /** Within the search's noise of the best move: the top group (the first move included) when it has two or more. */
  even: boolean;
  /** What decided this move's place: 'search' outside the top group, else what told the even moves apart. */
  by: HintOrder;
}

/** z of a two-sided 95% interval: win rates closer than that many combined standard errors are within the noise. */
const Z = 1.96;
/**
 * The smallest spread assumed for a move's rewards: a few visits with nearly equal heuristic cut-offs would otherwise
 * look certain (a reward in [0, 1] varies by at least that much over a game that is still open).
 */
const MIN_SD = 0.05;
/** Worlds a move's one-ply value is averaged over (the hidden cards differ between them, as for the root priors). */
const VALUE_WORLDS = 8;
/** Values closer than this are equal (sums of floating-point heuristics over worlds). */
const EPS = 1e-9;
/**
 * An opening the first search learned nothing about (every move the same win rate: its effect lies beyond the
 * own-turn horizon, e.g. Niagara's first paddle card) is searched again this much further: one cycle on, played out.
 */
const DEEPER: Partial<SearchConfig> = { lookahead: 1, rolloutDepth: 200 };

/** Half-width of the 95% interval of a ranked move's win rate. */
export function marginOf(m: RankedMove): number {
  return m.visits > 0 ? Z * Math.max(m.sd, MIN_SD) / Math.sqrt(m.visits) : 1;
}

/** Two ranked moves whose win rates cannot be told apart at this many visits (an unvisited move is never even). */
export function withinNoise(a: RankedMove, b: RankedMove): boolean {
  if (a.visits === 0 || b.visits === 0) return a.visits === b.visits;
  const se = (m: RankedMove) => Math.max(m.sd, MIN_SD) / Math.sqrt(m.visits);
  return Math.abs(a.winRate - b.winRate) <= Z * Math.hypot(se(a), se(b));
}

/** True when the search rated every visited move alike (nothing learned: an opening beyond its horizon). */
function learnedNothing(ranked: readonly RankedMove[]): boolean {
  const seen = ranked.filter((m) => m.visits > 0);
  if (seen.length < 2) return false;
  const rates = seen.map((m) => m.winRate);
  return Math.max(...rates) - Math.min(...rates) < EPS;
}

/** A move's evaluation without search: the heuristic after it (averaged over worlds) and the game's rule of thumb. */
export interface Evaluation {
  value: number;
  rule: number;
}

/** One-ply evaluation of `a` for `seat` over the sampled worlds (a world where it is not legal is skipped). */
export function evaluateMove(game: AnyGame, worlds: readonly unknown[], seat: Seat, a: Action): Evaluation {
  let t = 0, n = 0;
  for (const w of worlds) {
    try {
      t += game.heuristic ? game.heuristic(game.apply(w, seat, a).state, seat) : 0;
      n++;
    } catch {
      // another information set's move: skip that world
    }
  }
  const rule = game.search?.ruleOfThumb && worlds.length > 0 ? game.search.ruleOfThumb(worlds[0], a, seat) : 0;
  return { value: n > 0 ? t / n : 0, rule };
}

/**
 * The search's ranking with the moves within its noise of the best one (the top group) ordered by what the search
 * could not see: their one-ply value, then the game's rule of thumb, then the search's own order (so a full tie
 * keeps the search's seeded order, never the list's). Returns the new order, each move marked even or not, and
 * what ordered the group.
 */
export function orderTopGroup(ranked: readonly RankedMove[], evals: readonly Evaluation[]): { order: number[]; even: boolean[]; by: HintOrder } {
  const idx = ranked.map((_, i) => i);
  if (ranked.length === 0) return { order: [], even: [], by: 'search' };
  const group = idx.filter((i) => i === 0 || withinNoise(ranked[0]!, ranked[i]!));
  const rest = idx.filter((i) => !group.includes(i));
  const key = (i: number): [number, number] => [evals[i]!.value, evals[i]!.rule];
  group.sort((a, b) => {
    const [va, ra] = key(a), [vb, rb] = key(b);
    if (Math.abs(va - vb) > EPS) return vb - va;
    if (Math.abs(ra - rb) > EPS) return rb - ra;
    return a - b;
  });
  const differ = (k: 0 | 1) => group.some((i) => Math.abs(key(i)[k] - key(group[0]!)[k]) > EPS);
  const by: HintOrder = group.length < 2 ? 'search' : differ(0) ? 'value' : differ(1) ? 'rule' : 'search';
  const even = idx.map((i) => group.length > 1 && group.includes(i));
  return { order: [...group, ...rest], even, by };
}

/**
 * Where provisional hints go while the search runs: `due` is asked before one is finished (that costs a few applies),
 * and only when there is one to show (a look that finds nothing keeps the next one due).
 */
export interface PartialHints {
  due(): boolean;
  show(moves: HintMove[]): void;
}

/**
 * A hint: the hard bot's top `limit` moves for the seat (engine/ai/ismcts/rank.ts), each explained on one world
 * sampled from the seat's own view after the search (so the reasons never use what the seat cannot see). Moves the
 * search cannot tell apart are marked even and ordered by their one-ply value or the game's rule of thumb; an
 * opening the search learned nothing about is searched again further ahead (DEEPER). `partial`: provisional hints
 * from the search so far (every SearchHooks.peekEvery iterations, when due).
 */
export function hintMoves(input: BotInput, hooks: SearchHooks = {}, limit = 3, partial?: PartialHints): HintMove[] {
  const { view } = input;
  // Provisional hints while the search runs, finished on a copy of the generator (so the search itself, and the
  // final hint, are the same with or without them); none while every move looks alike (the opening's list order).
  const peek = partial && {
    onPeek: (edges: RootMove[]) => {
      const ranked = rankRootMoves(edges);
      if (ranked.length > 1 && !learnedNothing(ranked) && partial.due()) partial.show(finish(input, ranked, cloneRng(input.rng), limit));
    },
  };
  const progress = chainedProgress(hooks.onProgress);
  const searchHooks = { ...hooks, ...peek, onProgress: progress.first };
  let ranked = levelRanking('hard', input, searchHooks, Infinity);
  if (view === null || ranked.length < 2) return ranked.slice(0, limit).map((m) => ({ ...m, reasons: [], margin: marginOf(m), even: false, by: 'search' }));
  if (learnedNothing(ranked) && !hooks.aborted?.()) {
    // What the hint would be without going deeper (ordered by value and rule of thumb) is shown meanwhile.
    if (partial?.due()) partial.show(finish(input, ranked, cloneRng(input.rng), limit));
    ranked = levelRanking('hard', input, { ...searchHooks, onProgress: progress.then }, Infinity, DEEPER);
  }
  return finish(input, ranked, input.rng, limit);
}

/**
 * Progress over the first search and a deeper one after it: the second goes on from the first's budget (done and
 * budget both after it), so a progress bar goes on from where it was instead of starting again from nothing.
 */
function chainedProgress(report: SearchHooks['onProgress']): { first: SearchHooks['onProgress']; then: SearchHooks['onProgress'] } {
  if (!report) return { first: undefined, then: undefined };
  let before = 0;
  return {
    first: (done, budget) => {
      before = budget;
      report(done, budget);
    },
    then: (done, budget) => report(before + done, before + budget),
  };
}

/** The shown hint from the search's ranking: the top group ordered (orderTopGroup), reasons on a sampled world. */
function finish(input: BotInput, ranked: readonly RankedMove[], rng: RngState, limit: number): HintMove[] {
  const { game, view, seat } = input;
  const worlds = Array.from({ length: VALUE_WORLDS }, () => game.determinize(view, seat, rng));
  const evals = ranked.map((m) => evaluateMove(game, worlds, seat, m.action));
  const { order, even, by } = orderTopGroup(ranked, evals);
  const shown = order.slice(0, limit).map((i) => ranked[i]!);
  const detailed = distinguish(game, worlds[0], seat, shown.map((m) => m.action), shown.map((m) => reasonsFor(game, worlds[0], seat, m.action)));
  const reasons = rankNow(detailed, order.slice(0, limit).map((i) => evals[i]!.value));
  return shown.map((m, j) => {
    const i = order[j]!;
    return { ...m, reasons: reasons[j]!, margin: marginOf(m), even: even[i]!, by: even[i] ? by : 'search' };
  });
}

/** The game's reasons for `a` on one world sampled from the seat's view. */
function reasonsFor(game: AnyGame, world: unknown, seat: Seat, a: Action): HintReason[] {
  try {
    return game.hintReasons?.(world, game.apply(world, seat, a).state, seat, a) ?? [];
  } catch {
    // Not legal in the sampled world (should not happen for the seat's own legal moves): no reasons.
    return [];
  }
}

const same = (a: HintReason[], b: HintReason[]): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Reason codes for a move's place among the hinted ones by its value right away: the most, the second most, the least. */
const NOW_RANK = ['nowBest', 'nowSecond', 'nowLeast'] as const;

/**
 * The last resort where hinted moves' reasons still read the same (or say nothing) after the game's detail: where
 * each stands by what it does right away (its one-ply value), when those values differ. `values`: per shown move.
 */
export function rankNow(reasons: readonly HintReason[][], values: readonly number[]): HintReason[][] {
  return reasons.map((r, i) => {
    const clash = r.length === 0 || reasons.some((o, j) => j !== i && same(o, r));
    if (!clash) return r;
    const better = values.filter((v) => v > values[i]! + EPS).length;
    const worse = values.filter((v) => v < values[i]! - EPS).length;
    if (better + worse === 0) return r; // nothing tells it apart right away either
    const code = worse === 0 ? NOW_RANK[2] : better === 0 ? NOW_RANK[0] : NOW_RANK[1];
    return [...r, { code }];
  });
}

/**
 * Each hinted move's own reasons: where two would read the same (or a move has none), the game's distinguishing
 * fact about each (Game.hintDetail: how many cards, what price, how far) is added, so different moves never carry
 * one identical reason line.
 */
export function distinguish(game: AnyGame, world: unknown, seat: Seat, actions: readonly Action[], reasons: readonly HintReason[][]): HintReason[][] {
  return reasons.map((r, i) => {
    const clash = r.length === 0 || reasons.some((o, j) => j !== i && same(o, r));
    if (!clash || !game.hintDetail) return r;
    let detail: HintReason | null = null;
    try {
      detail = game.hintDetail(world, actions[i]!, seat);
    } catch {
      // a move the sampled world cannot price: no detail
    }
    return detail ? [...r, detail] : r;
  });
}
