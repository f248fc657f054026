import type { HintMove } from '../../../engine/ai/hints';
import type { HintRequest } from './hint-messages';
import { rankHint } from './hint-ranker';

/** Asks for hints off (or, as a fallback, on) the page's thread: worker-bots.ts `pageHints`. */
export interface HintRunner {
  /** The hard bot's top moves for the request's seat (provisional ones to `onPartial` as it searches); rejects when cancelled. */
  rank(req: Omit<HintRequest, 'id' | 'kind'>, onProgress: (done: number, budget: number) => void, onPartial?: (moves: HintMove[]) => void): Promise<HintMove[]>;
  /** Get ready ahead of the first ask (the worker loads every engine); resolves once a hint would start at once. */
  warm(): Promise<void>;
  /** Fail the hints in progress (their results are dropped). */
  cancel(): void;
  close(): Promise<void>;
}

/**
 * Hints on this thread, where no worker can start (vitest in Node): the search starts after the current task (so the
 * "thinking" state is drawn first) and blocks the thread while it runs; a cancel before then stops it from starting.
 */
export class InThreadHints implements HintRunner {
  private generation = 0;
  private nextId = 1;

  rank(req: Omit<HintRequest, 'id' | 'kind'>, onProgress: (done: number, budget: number) => void, onPartial?: (moves: HintMove[]) => void): Promise<HintMove[]> {
    const gen = this.generation;
    const stale = () => gen !== this.generation;
    return new Promise<HintMove[]>((resolve, reject) => {
      setTimeout(() => {
        if (stale()) return reject(new Error('cancelled'));
        rankHint({ ...req, kind: 'hint', id: this.nextId++ }, (r) => {
          if ('progress' in r) onProgress(r.progress.done, r.progress.budget);
          else if ('partial' in r) onPartial?.(r.partial);
          else if (stale()) reject(new Error('cancelled'));
          else if ('moves' in r) resolve(r.moves);
          else reject(new Error(`hint: ${r.error}`));
        }, stale);
      }, 0);
    });
  }

  /** Nothing to load: the engines are this thread's. */
  async warm(): Promise<void> {}

  cancel(): void {
    this.generation++;
  }

  async close(): Promise<void> {
    this.cancel();
  }
}
