import { ANALYSIS_BUDGET, type AnalysisBudget } from '../../engine/ai/analysis';
import { PROBES, e2ePage } from '../app/probes';

/** A small search, for end-to-end tests only: the same pipeline (workers, progress, chart) in seconds, not minutes. */
const QUICK: AnalysisBudget = { iterations: 48, worlds: 8, playedVisits: 4, playedIterations: 24 };

/**
 * The budget the page analyses with: the hard bot's, or QUICK on a test page that asks for it (`?e2e=1&analysis=quick`).
 * PROBES first: the minifier sees that constant, not what e2ePage returns, and drops the test's branch.
 */
export function pageBudget(): AnalysisBudget {
  return PROBES && e2ePage() && new URLSearchParams(location.search).get('analysis') === 'quick' ? QUICK : ANALYSIS_BUDGET;
}
