import type { Action } from '../../../engine/core/types';
import { InThreadBots } from '../../../host/bots/in-thread';
import type { BotReply, BotRequest } from '../../../host/bots/messages';
import type { BotRunner } from '../../../host/bots/runner';

interface Pending {
  resolve: (a: Action) => void;
  reject: (e: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Bots for the in-page host in one Web Worker (bot-worker.ts), so a search never freezes the page. A decision taking
 * longer than `timeoutMs` fails (the host then plays a random legal action) and the worker is replaced.
 */
export class WorkerBots implements BotRunner {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly timeoutMs = 10_000) {}

  private start(): Worker {
    const worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<BotReply>) => {
      const p = this.pending.get(e.data.id);
      if (!p) return;
      this.pending.delete(e.data.id);
      clearTimeout(p.timer);
      if ('error' in e.data) p.reject(new Error(`bot: ${e.data.error}`));
      else p.resolve(e.data.action);
    };
    worker.onerror = (e) => this.stop(`bot worker failed: ${e.message}`);
    return worker;
  }

  /** End the worker and fail what it was still thinking about. */
  private stop(why: string): void {
    this.worker?.terminate();
    this.worker = null;
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(new Error(why));
    }
    this.pending.clear();
  }

  choose(req: Omit<BotRequest, 'id'>): Promise<Action> {
    if (this.closed) return Promise.reject(new Error('bot runner is closed'));
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise<Action>((resolve, reject) => {
      const timer = setTimeout(() => this.stop(`bot took longer than ${this.timeoutMs} ms`), this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ ...req, id } satisfies BotRequest);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stop('bot runner is closed');
  }
}

/** A Web Worker where the platform has one; on this thread otherwise (vitest in Node). */
export const pageBots = (): BotRunner => (typeof Worker === 'undefined' ? new InThreadBots() : new WorkerBots());
