import { Worker } from 'node:worker_threads';
import type { Lane } from '../../../renderer/analysis/pool';

/**
 * The page's Web Worker lane (renderer/analysis/lanes.ts `workerLane`) as a Node worker thread running `script`, whose
 * worker side answers each message with the page's own analyst (renderer/analysis/analyst.ts), as worker.ts does.
 */
export function threadWorkerLane(script: URL): Lane {
  const worker = new Worker(script);
  const lane: Lane = {
    onReply: null,
    post: (req) => worker.postMessage(req),
    close: () => void worker.terminate(),
  };
  worker.on('message', (m: unknown) => lane.onReply?.(m));
  worker.on('error', (e) => lane.onReply?.({ id: -1, error: `analysis worker failed: ${e.message}` }));
  return lane;
}
