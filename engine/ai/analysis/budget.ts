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
 * The hard bot's budget (iteration-budgeted: no clock, so exactly repeatable). A played move with under 50 visits gets
 * a second search of 500 iterations (a quarter of the budget) on its own. Measured on 86 non-best moves of 19 mid-game
 * positions (4 games, 4 players), against a 2000-iteration search of the move alone: with 1–49 visits the full
 * search's mean was off by 4.9 points on average (up to 37: a move tried once is judged at its shallowest), the
 * 500-iteration search by 1.2; with 50–199 visits by 0.7 against 0.4; from 200 visits by 0.5 against 0.4. Under the
 * `good` threshold (2 points) from 50 visits on, so only the rarely visited moves pay for a second search.
 */
export const ANALYSIS_BUDGET: AnalysisBudget = { iterations: SEARCH_LEVELS.hard.iterations, worlds: SEARCH_LEVELS.hard.worlds, playedVisits: 50, playedIterations: 500 };

/** A small search, for tests only (end-to-end, bench:analysis --quick): the same pipeline in seconds, not minutes. */
export const QUICK_BUDGET: AnalysisBudget = { iterations: 48, worlds: 8, playedVisits: 4, playedIterations: 24 };

/**
 * The analysis' horizon: the own turn, scored by the heuristic, even where the hard bot looks a cycle ahead
 * (CYCLE_AHEAD), and the worlds in turn, even where it compares its moves on common worlds (Nefertiti's pairedRoot).
 * Its win chances were calibrated with these (docs/benchmarks.md, "Analysis calibration"), and at the analysis budget
 * a played-out iteration would cost 3–20 own-turn ones at every decision of a game.
 */
const ANALYSIS_HORIZON: Pick<SearchConfig, 'lookahead' | 'rolloutDepth' | 'pairedRoot'> = { lookahead: 0, rolloutDepth: 0, pairedRoot: false };

/** The hard level's search settings for `game` (its own tuning included) with the analysis budget and horizon. */
export function analysisConfig(game: AnyGame, budget: AnalysisBudget): SearchConfig {
  return { ...SEARCH_LEVELS.hard, ...profileOf(game).tune?.hard, ...ANALYSIS_HORIZON, iterations: budget.iterations, worlds: budget.worlds };
}
