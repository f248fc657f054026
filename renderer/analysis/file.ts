import { recordKey } from '../../engine/ai/analysis';
import type { MatchAnalysis } from '../../engine/ai/analysis/types';
import { readJson } from '../../engine/core/bounded';
import { RECORD_LIMITS, parseRecord, type MatchRecord } from '../../engine/core/record';
import { pageCache, type AnalysisCache } from './cache';
import { parseAnalysis } from './schema';

/**
 * The record file's format, in one place: the record's own fields, plus `analysis` when the record has been analysed
 * (a record file without it is still a plain record: every reader of records ignores the extra field).
 */

/** The text "Save the record" writes: the record, with its analysis from the cache when there is one. */
export function recordFileText(record: MatchRecord, cache: AnalysisCache | null = pageCache()): string {
  const analysis = cache?.get(recordKey(record)) ?? null;
  return JSON.stringify(analysis ? { ...record, analysis } : record, null, 1);
}

export interface OpenedRecord {
  record: MatchRecord;
  analysis: MatchAnalysis | null;
  /** Why a carried analysis was ignored (bad, or another record's); null when there was none or it was kept. */
  note: 'badAnalysis' | 'otherRecord' | null;
}

/**
 * Read a record file (text or parsed JSON) within the record's limits, and the analysis it may carry, touching nothing
 * else (a worker runs this: renderer/replay/read.ts). Throws like `parseRecord`, naming "the file" in its messages.
 */
export function readRecordFile(input: unknown): OpenedRecord {
  const value = typeof input === 'string' ? readJson(input, RECORD_LIMITS.text, 'the file') : input;
  const record = parseRecord(value);
  const carried = typeof value === 'object' && value !== null && 'analysis' in value ? value.analysis : undefined;
  if (carried === undefined) return { record, analysis: null, note: null };
  const analysis = parseAnalysis(carried);
  if (!analysis) return { record, analysis: null, note: 'badAnalysis' };
  if (analysis.record !== recordKey(record)) return { record, analysis: null, note: 'otherRecord' };
  return { record, analysis, note: null };
}

/** `readRecordFile`, then a valid analysis of this very record fills the cache, so opening the file shows it at once. */
export function openRecordFile(input: unknown, cache: AnalysisCache | null = pageCache()): OpenedRecord {
  const opened = readRecordFile(input);
  if (opened.analysis) cache?.put(opened.analysis);
  return opened;
}
