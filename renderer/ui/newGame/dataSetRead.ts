import { RuleError } from '../../../engine/core/errors';
import { dataSetSizeProblem, readDataSet } from '../../../engine/data-sets';

/**
 * Reading a data-set file the player chose on the New Game screen: everything that looks at its untrusted text, in one
 * function a worker runs (dataSetWorker.ts), as record files are read (renderer/replay/read.ts). The reply is plain
 * data (structured-clone safe).
 */
export type DataSetReply = { ok: true; name: string; data: unknown } | { ok: false; error: string };

/** What the worker is asked: the game whose set it is, and the file (or text already read). */
export interface DataSetRequest {
  game: string;
  source: Blob | string;
}

export function readDataSetText(game: string, text: string): DataSetReply {
  try {
    const data = readDataSet(game, text);
    return { ok: true, name: data.name, data };
  } catch (e) {
    if (e instanceof RuleError) return { ok: false, error: e.message };
    // Not a refusal of ours (an engine bug, out of memory): say so without its text, which could be anything.
    return { ok: false, error: `the file could not be read (${e instanceof Error ? e.name : 'unknown error'})` };
  }
}

/** Read a file (a Blob: its size first, before a byte of it is read) or text. */
export async function readDataSetSource({ game, source }: DataSetRequest): Promise<DataSetReply> {
  if (typeof source === 'string') return readDataSetText(game, source);
  const problem = dataSetSizeProblem(source.size);
  if (problem) return { ok: false, error: problem };
  return readDataSetText(game, await source.text());
}
