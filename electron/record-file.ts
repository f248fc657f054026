import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { sizeProblem } from '../engine/core/bounded';
import { RECORD_LIMITS } from '../engine/core/record';
import type { OpenRecordResult } from '../protocol/ipc';

/**
 * Read a record file the user chose in the file dialog, for the page: its size is checked on the open file before a
 * byte is read (empty, or over the record's cap: refused with a message naming the size and the cap), so main never
 * holds a huge file in memory. The page then reads the text within the record's limits (renderer/replay/read.ts).
 */
export async function readRecordFileText(path: string, maxBytes: number = RECORD_LIMITS.text.maxChars): Promise<OpenRecordResult> {
  const name = basename(path);
  let file;
  try {
    file = await open(path, 'r');
  } catch (e) {
    return { json: null, name, error: `the file cannot be opened (${errorCode(e)})` };
  }
  try {
    const st = await file.stat();
    if (!st.isFile()) return { json: null, name, error: 'the file is not a regular file' };
    const problem = sizeProblem('the file', st.size, maxBytes);
    if (problem) return { json: null, name, error: problem };
    const text = await file.readFile('utf8');
    // It may have grown since the size was read: the cap holds for what was read, too.
    const grown = sizeProblem('the file', text.length, maxBytes);
    return grown ? { json: null, name, error: grown } : { json: text, name };
  } catch (e) {
    return { json: null, name, error: `the file cannot be read (${errorCode(e)})` };
  } finally {
    await file.close();
  }
}

function errorCode(e: unknown): string {
  return e instanceof Error && 'code' in e && typeof e.code === 'string' ? e.code : 'read error';
}
