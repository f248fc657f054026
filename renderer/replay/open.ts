import { clip } from '../../engine/core/clip';
import { readRecordSource, type ReadReply } from './read';

/**
 * Read a record file off the page's thread: a worker of its own per file (renderer/replay/read-worker.ts; Vite bundles
 * it like the analysis workers), ended once it answers. Parsing and checking a file near the size cap takes several
 * hundred milliseconds; on the page's thread it would freeze it (docs/security.md, "Files").
 */

/** A reader that never answers (it cannot happen with a file under the cap) is given up after this long. */
export const READ_TIMEOUT_MS = 15_000;

export function readRecordOffThread(source: Blob | string): Promise<ReadReply> {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./read-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    // No worker here (a locked-down browser, or tests in Node): read on this thread, after the current task.
    return new Promise((done) => setTimeout(() => void readRecordSource(source).then(done), 0));
  }
  return new Promise<ReadReply>((done) => {
    const finish = (reply: ReadReply) => {
      clearTimeout(timer);
      worker.terminate();
      done(reply);
    };
    const timer = setTimeout(() => finish({ ok: false, error: `the file could not be read within ${READ_TIMEOUT_MS / 1000} s` }), READ_TIMEOUT_MS);
    worker.onmessage = (e: MessageEvent<ReadReply>) => finish(e.data);
    worker.onerror = (e) => finish({ ok: false, error: `the file could not be read (${clip(e.message, 120)})` });
    worker.postMessage(source);
  });
}
