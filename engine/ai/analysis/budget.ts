import type { AnyGame } from '../../core/types';
import type { SearchConfig } from '../ismcts/config';
import { SEARCH_LEVELS } from '../levels';
import { profileOf } from '../profiles';

/** How much search an analysed decision gets. */
export interface AnalysisBudget {
  /** The full search of the decision (every legal move). */
  iterations: number;
  worlds: number;
  /**
   * A played move the full search visited fewer times than this is searched again on its own (its mean over a few
   * visits is noise, and 0 when unvisited): `playedIterations` iterations with the root limited to it.
   */
  playedVisits: number;
  playedIterations: number;
}

/**
 * The hard bot's budget (iteration-budgeted: no clock, so exactly repeatable). The played move's second search: a
 * played move with under 10% of the visits gets a quarter of the budget on its own. Measured (npm run bench:bots
 * --calibration, and the analysis test's noise check): below ~200 visits the mean of an edge moves by several points
 * between seeds; 500 iterations on one move settle it within ~2 points of a 2000-iteration search of that move.
 */
export const ANALYSIS_BUDGET: AnalysisBudget = { iterations: SEARCH_LEVELS.hard.iterations, worlds: SEARCH_LEVELS.hard.worlds, playedVisits: 200, playedIterations: 500 };

/** The hard level's search settings for `game` (its own tuning included) with the analysis budget. */
export function analysisConfig(game: AnyGame, budget: AnalysisBudget): SearchConfig {
  return { ...SEARCH_LEVELS.hard, ...profileOf(game).tune?.hard, iterations: budget.iterations, worlds: budget.worlds };
}
