import { createAnalyst } from './analyst';
import type { Lane } from './pool';

/**
 * The pool's size on this machine: one worker per core, at least 1, at most 4. The page's own thread only draws the
 * progress while the analysis runs, so it needs no core of its own. On the 2-core machine, An den Ufern des Nils'
 * typical game in the page (Chromium): two workers 7.6-9.0 s against one's 9.5-10.0 s, and the page still drew at 60
 * frames a second (p95 67 ms) with the progress moving every 0.1-0.5 s (docs/benchmarks.md, "Analysis time").
 */
export function poolSize(cores: number | undefined = globalThis.navigator?.hardwareConcurrency): number {
  return Math.max(1, Math.min(4, cores ?? 2));
}

/** A lane in its own Web Worker (worker.ts; Vite bundles it as a same-origin module the app's CSP allows). */
export function workerLane(): Lane {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  const lane: Lane = {
    onReply: null,
    post: (req) => worker.postMessage(req),
    close: () => worker.terminate(),
  };
  worker.onmessage = (e: MessageEvent<unknown>) => lane.onReply?.(e.data);
  worker.onerror = (e) => lane.onReply?.({ id: -1, error: `analysis worker failed: ${e.message}` });
  return lane;
}

/**
 * A lane on this thread, where no worker can start: each decision runs after the current task, so the page draws the
 * progress between decisions; a closed lane starts nothing more.
 */
export function threadLane(): Lane {
  const answer = createAnalyst();
  let closed = false;
  const lane: Lane = {
    onReply: null,
    post: (req) =>
      setTimeout(() => {
        if (!closed) lane.onReply?.(answer(req));
      }, 0),
    close: () => {
      closed = true;
    },
  };
  return lane;
}

/** The page's lanes: Web Workers where the platform has them; else one lane on this thread. */
export function pageLanes(): { lanes: number; lane: () => Lane } {
  if (typeof Worker === 'undefined') return { lanes: 1, lane: threadLane };
  // A worker that cannot even be constructed (a locked-down browser) leaves that lane on this thread.
  const lane = (): Lane => {
    try {
      return workerLane();
    } catch {
      return threadLane();
    }
  };
  return { lanes: poolSize(), lane };
}
