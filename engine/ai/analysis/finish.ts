import type { MatchRecord } from '../../core/record';
import type { Seat } from '../../core/types';
import { ANALYSIS_BUDGET, type AnalysisBudget } from './budget';
import { recordKey } from './key';
import { turningPoints } from './turning';
import type { DecisionAnalysis, MatchAnalysis } from './types';

/**
 * The analysis of a record from its decisions (in record order, from any number of workers): forced moves carry the
 * seat's previous estimate (at the start: an equal share), then the turning points. `budget`: what the decisions
 * were searched with (stored with the analysis).
 */
export function finishAnalysis(record: MatchRecord, seats: Seat[], decisions: DecisionAnalysis[], budget: AnalysisBudget = ANALYSIS_BUDGET): MatchAnalysis {
  const last = new Map<Seat, number>();
  const done = decisions.map((d) => {
    const prev = last.get(d.seat) ?? 1 / record.players;
    const out = d.class === 'forced' ? { ...d, bestChance: prev, before: prev, after: prev } : d;
    last.set(d.seat, out.after);
    return out;
  });
  return { version: 1, record: recordKey(record), seats, decisions: done, turningPoints: turningPoints(done), budget: { iterations: budget.iterations, worlds: budget.worlds } };
}
