import { clip } from '../../../engine/core/clip';
import { READ_TIMEOUT_MS } from '../../replay/open';
import { readDataSetSource, type DataSetReply, type DataSetRequest } from './dataSetRead';

/**
 * Read a data-set file off the page's thread, in a worker started for the file and ended after it (a set is read
 * once per game set up, not at every screen, so no reader is kept). A hostile file cannot hold the page: the worker
 * is ended after READ_TIMEOUT_MS, as the record reader's is (renderer/replay/open.ts).
 */
export function readDataSetOffThread(request: DataSetRequest): Promise<DataSetReply> {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./dataSetWorker.ts', import.meta.url), { type: 'module' });
  } catch {
    // No worker here (a locked-down browser, or tests in Node): read on this thread, after the current task.
    return new Promise((done) => setTimeout(() => void readDataSetSource(request).then(done), 0));
  }
  return new Promise<DataSetReply>((done) => {
    const finish = (reply: DataSetReply) => {
      clearTimeout(timer);
      worker.terminate();
      done(reply);
    };
    const timer = setTimeout(() => finish({ ok: false, error: `the file could not be read within ${READ_TIMEOUT_MS / 1000} s` }), READ_TIMEOUT_MS);
    worker.onmessage = (e: MessageEvent<DataSetReply>) => finish(e.data);
    worker.onerror = (e) => finish({ ok: false, error: `the file could not be read (${clip(e.message, 120)})` });
    worker.postMessage(request);
  });
}
