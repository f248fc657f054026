import { z } from 'zod';
import type { DecisionAnalysis, MatchAnalysis, MoveClass } from '../../engine/ai/analysis/types';
import { RECORD_LIMITS, actionSchema } from '../../engine/core/record';
import type { Action } from '../../engine/core/types';

/**
 * The analysis as it crosses a boundary the page does not trust: a worker's reply, a record file, the page's cache.
 * Checked here so the panel only ever reads the contract's types (engine/ai/analysis/types.ts).
 */
/** The record's own action schema: a type and small fields (RECORD_LIMITS.action). */
const action: z.ZodType<Action> = actionSchema;
const chance = z.number().min(0).max(1);
const seat = z.number().int().min(0).max(15);
const moveClass: z.ZodType<MoveClass> = z.enum(['best', 'good', 'inaccuracy', 'mistake', 'blunder', 'forced']);

/** One analysed decision; a forced move's chances are NaN until `finishAnalysis` fills them (JSON gives null). */
const looseChance = z.union([chance, z.nan(), z.null().transform(() => NaN)]);

export const decisionSchema: z.ZodType<DecisionAnalysis, unknown> = z.object({
  index: z.number().int().min(0),
  seat,
  played: action,
  best: action,
  bestChance: looseChance,
  before: looseChance,
  after: looseChance,
  drop: chance,
  class: moveClass,
  choices: z.number().int().min(0),
});

/** A finished analysis: every chance a number (a stored one has been through `finishAnalysis`). */
export const analysisSchema: z.ZodType<MatchAnalysis, unknown> = z.object({
  version: z.literal(1),
  record: z.string().regex(/^[0-9a-f]{64}$/),
  seats: z.array(seat).max(16),
  decisions: z.array(
    z.object({ index: z.number().int().min(0), seat, played: action, best: action, bestChance: chance, before: chance, after: chance, drop: chance, class: moveClass, choices: z.number().int().min(0) }),
  ).max(RECORD_LIMITS.maxActions),
  turningPoints: z.array(z.object({ index: z.number().int().min(0), seat, swing: z.number().min(-1).max(1) })).max(RECORD_LIMITS.maxActions),
  budget: z.object({ iterations: z.number().int().min(0), worlds: z.number().int().min(0) }),
});

/** Parse an untrusted analysis (a file's, the cache's): null when it is not one. */
export function parseAnalysis(value: unknown): MatchAnalysis | null {
  const r = analysisSchema.safeParse(value);
  return r.success ? r.data : null;
}
