import { replay, type MatchRecord } from '../../core/record';
import type { AnyGame, Seat } from '../../core/types';
import { ANALYSIS_BUDGET, type AnalysisBudget } from './budget';
import { analyseDecision } from './decision';
import { finishAnalysis } from './finish';
import type { AnalysisProgress, DecisionAnalysis, MatchAnalysis } from './types';

export interface AnalyseRecordOptions {
  /** Seats whose decisions are classified (default: every seat). Every decision is analysed either way (the chart). */
  seats?: Seat[];
  /** Told after every decision. */
  onProgress?: (p: AnalysisProgress) => void;
  /** Asked between decisions and during each search: true cancels (the result is then null). */
  aborted?: () => boolean;
  /** Tests and benchmarks: a smaller budget. */
  budget?: AnalysisBudget;
}

/**
 * The whole analysis of a record in this thread (tests, the bench, and the page when it has no workers): every
 * decision in order, then `finishAnalysis`. Null when cancelled. Throws the replay's RuleError on a bad record.
 */
export function analyseRecord(game: AnyGame, record: MatchRecord, opts: AnalyseRecordOptions = {}): MatchAnalysis | null {
  const { states } = replay({ [game.id]: game }, record, { keepStates: true });
  const budget = opts.budget ?? ANALYSIS_BUDGET;
  const total = record.actions.length;
  const decisions: DecisionAnalysis[] = [];
  for (let i = 0; i < total; i++) {
    if (opts.aborted?.()) return null;
    decisions.push(analyseDecision(game, record, states[i], i, { aborted: opts.aborted }, budget));
    opts.onProgress?.({ done: i + 1, total });
  }
  if (opts.aborted?.()) return null;
  const seats = opts.seats ?? Array.from({ length: record.players }, (_, s) => s);
  return finishAnalysis(record, seats, decisions, budget);
}
