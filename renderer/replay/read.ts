import type { MatchAnalysis } from '../../engine/ai/analysis/types';
import { sizeProblem } from '../../engine/core/bounded';
import { RuleError } from '../../engine/core/errors';
import { RECORD_LIMITS, replay, type MatchRecord } from '../../engine/core/record';
import { games } from '../../engine/games';
import { readRecordFile, type OpenedRecord } from '../analysis/file';

/**
 * Reading a record file the user opened: everything that looks at its untrusted text, in one function a worker runs
 * (read-worker.ts), so a hostile file never holds the page's thread. The reply is plain data (structured-clone safe).
 */
export type ReadReply = { ok: true; record: MatchRecord; analysis: MatchAnalysis | null; note: OpenedRecord['note'] } | { ok: false; error: string };

/** A record file's size in bytes, refused at once when empty or over the cap (before a byte of it is read). */
export function fileSizeProblem(bytes: number): string | null {
  return sizeProblem('the file', bytes, RECORD_LIMITS.text.maxChars);
}

/**
 * Read a record file's text within the record's limits, its analysis with it, and replay it once without keeping the
 * states: a record that cannot be replayed fails here (its first illegal action named), never on the page's thread.
 */
export function readRecordText(text: string): ReadReply {
  try {
    const opened = readRecordFile(text);
    replay(games, opened.record);
    return { ok: true, ...opened };
  } catch (e) {
    if (e instanceof RuleError) return { ok: false, error: e.message };
    // Not a refusal of ours (an engine bug, out of memory): say so without its text, which could be anything.
    return { ok: false, error: `the file could not be read (${e instanceof Error ? e.name : 'unknown error'})` };
  }
}

/** Read a file (a Blob: its size first) or text already read (Electron's file dialog). */
export async function readRecordSource(source: Blob | string): Promise<ReadReply> {
  if (typeof source === 'string') return readRecordText(source);
  const problem = fileSizeProblem(source.size);
  if (problem) return { ok: false, error: problem };
  return readRecordText(await source.text());
}
