import { z } from 'zod';
import type { AnalysisBudget } from '../../engine/ai/analysis';
import type { DecisionAnalysis } from '../../engine/ai/analysis/types';
import { matchRecordSchema, type MatchRecord } from '../../engine/core/record';
import { decisionSchema } from './schema';

/** What the pool asks an analysis worker: one decision of a record (the worker replays the record itself). */
export interface AnalyseRequest {
  id: number;
  record: MatchRecord;
  /** Index in `record.actions` of the decision to analyse. */
  index: number;
  /** The search budget (default: the hard bot's, ANALYSIS_BUDGET). */
  budget?: AnalysisBudget;
}

const count = (max: number) => z.number().int().min(0).max(max);
/** A budget a worker accepts: bounded, so a bad message cannot ask for an endless search. */
const budgetSchema = z.object({ iterations: count(100_000).min(1), worlds: count(4096).min(1), playedVisits: count(100_000), playedIterations: count(100_000) });

/** A worker's answer to one request: the analysed decision, or why it could not be. */
export type AnalyseReply = { id: number; decision: DecisionAnalysis } | { id: number; error: string };

export const requestSchema: z.ZodType<AnalyseRequest, unknown> = z.object({
  id: z.number().int(),
  record: matchRecordSchema,
  index: z.number().int().min(0),
  budget: budgetSchema.optional(),
});

export const replySchema: z.ZodType<AnalyseReply, unknown> = z.union([
  z.object({ id: z.number().int(), decision: decisionSchema }),
  z.object({ id: z.number().int(), error: z.string() }),
]);

/** The id of a message that had none (a reply to it can only say it was bad). */
export const NO_ID = -1;
