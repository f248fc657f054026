import { z } from 'zod';
import type { DecisionAnalysis } from '../../engine/ai/analysis/types';
import { matchRecordSchema, type MatchRecord } from '../../engine/core/record';
import { decisionSchema } from './schema';

/** What the pool asks an analysis worker: one decision of a record (the worker replays the record itself). */
export interface AnalyseRequest {
  id: number;
  record: MatchRecord;
  /** Index in `record.actions` of the decision to analyse. */
  index: number;
}

/** A worker's answer to one request: the analysed decision, or why it could not be. */
export type AnalyseReply = { id: number; decision: DecisionAnalysis } | { id: number; error: string };

export const requestSchema: z.ZodType<AnalyseRequest, unknown> = z.object({
  id: z.number().int(),
  record: matchRecordSchema,
  index: z.number().int().min(0),
});

export const replySchema: z.ZodType<AnalyseReply, unknown> = z.union([
  z.object({ id: z.number().int(), decision: decisionSchema }),
  z.object({ id: z.number().int(), error: z.string() }),
]);

/** The id of a message that had none (a reply to it can only say it was bad). */
export const NO_ID = -1;
