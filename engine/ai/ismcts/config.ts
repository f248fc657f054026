import type { Action } from '../../core/types';

/** One of the root's moves as the search has it so far (search.ts keeps them; hooks and rankings read them). */
export interface RootMove {
  action: Action;
  visits: number;
  mean: number;
  /** Standard deviation of the rewards through it (0 with fewer than two visits). */
  sd: number;
}
export type { SearchConfig } from '../../core/search';

/** Hooks from the caller's world (engine code has no clock of its own). */
export interface SearchHooks {
  /** Milliseconds clock; without it there is no time cap and the search is exactly deterministic. */
  now?: () => number;
  /** Told what each search did (benchmarks and tests). */
  onSearch?: (s: SearchStats) => void;
  /** Told every few dozen iterations how many are done out of the budget (a hint's "thinking" bar). */
  onProgress?: (done: number, budget: number) => void;
  /**
   * Shown the searching seat's root moves as they stand every `peekEvery` iterations (a hint refined while it runs).
   * Reading the statistics changes nothing in the search: the same seed still gives the same result.
   */
  onPeek?: (moves: RootMove[], done: number) => void;
  /** Iterations between two `onPeek` calls (default 256). */
  peekEvery?: number;
  /** Asked before every iteration: true ends the search now (a cancelled hint); what was searched so far stands. */
  aborted?: () => boolean;
  /**
   * Analysis only (engine/ai/analysis; bots never set it): the searching seat's first decision limited to these moves,
   * so one move gets the whole budget (a played move the full search hardly visited gets its own sound estimate).
   */
  rootMoves?: readonly Action[];
}

export interface SearchStats {
  iterations: number;
  /** True when the time cap stopped the search before its iteration budget. */
  capped: boolean;
  /** Other seats' secret same-time choices that were sampled by the rollout policy instead of searched in the tree. */
  sampled: number;
  /** Root edges with at least one visit, and the chosen edge's visits (how focused the search was). */
  rootEdges: number;
  chosenVisits: number;
  nodes: number;
  /** Moves played by the rollout policy (playouts and, with opponents: 'policy', the other seats' moves). */
  policyMoves: number;
}
