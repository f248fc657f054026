import { clip } from '../../engine/core/clip';
import { readRecordSource, type ReadReply } from './read';

/**
 * Read a record file off the page's thread, in a worker (renderer/replay/read-worker.ts; Vite bundles it like the
 * analysis workers). Parsing and checking a file near the size cap takes several hundred milliseconds; on the page's
 * thread it would freeze it (docs/security.md, "Files"). The worker is started once and kept: starting one (it loads
 * every engine) and ending it are themselves tasks of 100 ms and more on the page's thread.
 */

/** A reader that never answers (it cannot happen with a file under the cap) is given up after this long. */
export const READ_TIMEOUT_MS = 15_000;

let reader: Worker | null = null;
/** One file at a time: the screen disables its input while a file is read. */
let pending: ((reply: ReadReply) => void) | null = null;

function startReader(): Worker {
  const w = new Worker(new URL('./read-worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = (e: MessageEvent<ReadReply>) => pending?.(e.data);
  w.onerror = (e) => pending?.({ ok: false, error: `the file could not be read (${clip(e.message, 120)})` });
  return w;
}

/**
 * Start the reader before a file is chosen (the replay screen opens it): its start, a task of about 100 ms on the
 * page, then falls while the player picks a file rather than between the choice and the message.
 */
export function warmRecordReader(): void {
  try {
    reader ??= startReader();
  } catch {
    // No worker here: files are read on the page's thread (readRecordOffThread).
  }
}

export function readRecordOffThread(source: Blob | string): Promise<ReadReply> {
  try {
    reader ??= startReader();
  } catch {
    // No worker here (a locked-down browser, or tests in Node): read on this thread, after the current task.
    return new Promise((done) => setTimeout(() => void readRecordSource(source).then(done), 0));
  }
  const worker = reader;
  return new Promise<ReadReply>((done) => {
    const timer = setTimeout(() => {
      // A stuck reader is ended; the next file starts a new one.
      worker.terminate();
      if (reader === worker) reader = null;
      finish({ ok: false, error: `the file could not be read within ${READ_TIMEOUT_MS / 1000} s` });
    }, READ_TIMEOUT_MS);
    const finish = (reply: ReadReply) => {
      clearTimeout(timer);
      pending = null;
      done(reply);
    };
    pending = finish;
    worker.postMessage(source);
  });
}
