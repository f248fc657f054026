import { ANALYSIS_BUDGET, finishAnalysis, type AnalysisBudget } from '../../engine/ai/analysis';
import type { AnalysisProgress, DecisionAnalysis, MatchAnalysis } from '../../engine/ai/analysis/types';
import type { MatchRecord } from '../../engine/core/record';
import type { Seat } from '../../engine/core/types';
import { replySchema, type AnalyseRequest } from './messages';

/** Somewhere decisions are analysed: a Web Worker (lanes.ts), this thread, or a test's fake. */
export interface Lane {
  post(req: AnalyseRequest): void;
  /** Set by the pool: every message the lane answers with (checked by the pool, untrusted). */
  onReply: ((reply: unknown) => void) | null;
  /** Stop it, even mid-decision (a worker is terminated). */
  close(): void;
}

export interface PoolRun {
  /** How many lanes at most (never more than decisions). */
  lanes: number;
  lane: () => Lane;
  onProgress?: (p: AnalysisProgress) => void;
  /** Aborting closes every lane and rejects the run with an AbortError. */
  signal?: AbortSignal;
  /** The search budget per decision (default: the hard bot's). */
  budget?: AnalysisBudget;
}

export class AnalysisCancelled extends Error {
  override name = 'AbortError';
}

/**
 * Analyse every decision of `record` over a pool of lanes: each lane is handed the next undone decision when it
 * answers its previous one (so a slow decision holds up only its lane). The result is the same whatever the number of
 * lanes: decisions are put back in record order before `finishAnalysis`. A bad or error reply fails the run.
 */
export function analyseRecord(record: MatchRecord, seats: Seat[], run: PoolRun): Promise<MatchAnalysis> {
  const total = record.actions.length;
  const budget = run.budget ?? ANALYSIS_BUDGET;
  return new Promise<MatchAnalysis>((resolve, reject) => {
    const found: DecisionAnalysis[] = [];
    const lanes: Lane[] = [];
    let next = 0;
    let over = false;
    const end = (e?: Error) => {
      if (over) return;
      over = true;
      for (const l of lanes) l.close();
      run.signal?.removeEventListener('abort', abort);
      if (e) reject(e);
      else resolve(finishAnalysis(record, seats, found.sort((a, b) => a.index - b.index), budget));
    };
    const abort = () => end(new AnalysisCancelled('analysis cancelled'));
    const feed = (lane: Lane) => {
      if (next < total) lane.post({ id: next, record, index: next++, ...(run.budget ? { budget } : {}) });
    };
    const take = (lane: Lane, message: unknown) => {
      if (over) return;
      const r = replySchema.safeParse(message);
      if (!r.success) return end(new Error(`bad reply from an analysis worker: ${r.error.issues[0]?.message ?? 'invalid'}`));
      if ('error' in r.data) return end(new Error(`analysis of decision #${r.data.id}: ${r.data.error}`));
      if (r.data.decision.index !== r.data.id || found.some((d) => d.index === r.data.id)) return end(new Error(`unexpected analysis of decision #${r.data.id}`));
      found.push(r.data.decision);
      run.onProgress?.({ done: found.length, total });
      if (found.length === total) end();
      else feed(lane);
    };
    if (run.signal?.aborted) return abort();
    run.signal?.addEventListener('abort', abort);
    run.onProgress?.({ done: 0, total });
    if (total === 0) return end();
    for (let i = 0; i < Math.max(1, Math.min(run.lanes, total)); i++) {
      const lane = run.lane();
      lanes.push(lane);
      lane.onReply = (m) => take(lane, m);
      feed(lane);
    }
  });
}
