import { ANALYSIS_BUDGET, QUICK_BUDGET, type AnalysisBudget } from '../../engine/ai/analysis';
import { PROBES, e2ePage } from '../app/probes';

/**
 * The budget the page analyses with: the hard bot's, or QUICK_BUDGET on a test page that asks for it
 * (`?e2e=1&analysis=quick`). PROBES first: the minifier sees that constant, not what e2ePage returns, and drops the
 * test's branch.
 */
export function pageBudget(): AnalysisBudget {
  return PROBES && e2ePage() && new URLSearchParams(location.search).get('analysis') === 'quick' ? QUICK_BUDGET : ANALYSIS_BUDGET;
}
