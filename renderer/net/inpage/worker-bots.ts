import type { HintMove } from '../../../engine/ai/hints';
import type { Action } from '../../../engine/core/types';
import { InThreadBots } from '../../../host/bots/in-thread';
import type { BotReply, BotRequest } from '../../../host/bots/messages';
import type { BotRunner } from '../../../host/bots/runner';
import type { HintReply, HintRequest, WarmReply, WarmRequest } from './hint-messages';
import { InThreadHints, type HintRunner } from './in-thread-hints';

type Reply = BotReply | HintReply | WarmReply;

interface Pending {
  /** Takes a reply to this request; true when it was the last one (a hint's progress reports are not). */
  take: (r: Reply) => boolean;
  reject: (e: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Bots in one Web Worker (bot-worker.ts), so a search never freezes the page: the in-page host's bot moves, and a
 * table's hints. A request taking longer than `timeoutMs` fails (the host then plays a random legal action) and the
 * worker is replaced; so does a cancelled hint (a worker busy searching cannot read a message until it is done).
 */
export class WorkerBots implements BotRunner, HintRunner {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly timeoutMs = 10_000) {}

  private start(): Worker {
    const worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<Reply>) => {
      const p = this.pending.get(e.data.id);
      if (!p || !p.take(e.data)) return;
      this.pending.delete(e.data.id);
      clearTimeout(p.timer);
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

  /** Post a request; `take` answers its replies (see Pending). */
  private post<T>(req: Omit<BotRequest, 'id'> | Omit<HintRequest, 'id'> | Omit<WarmRequest, 'id'>, take: (r: Reply, resolve: (v: T) => void, reject: (e: Error) => void) => boolean): Promise<T> {
    if (this.closed) return Promise.reject(new Error('bot runner is closed'));
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => this.stop(`bot took longer than ${this.timeoutMs} ms`), this.timeoutMs);
      this.pending.set(id, { take: (r) => take(r, resolve, reject), reject, timer });
      worker.postMessage({ ...req, id });
    });
  }

  choose(req: Omit<BotRequest, 'id'>): Promise<Action> {
    return this.post<Action>(req, (r, resolve, reject) => {
      if ('action' in r) resolve(r.action);
      else reject(new Error(`bot: ${'error' in r ? r.error : 'unexpected reply'}`));
      return true;
    });
  }

  rank(req: Omit<HintRequest, 'id' | 'kind'>, onProgress: (done: number, budget: number) => void, onPartial?: (moves: HintMove[]) => void): Promise<HintMove[]> {
    return this.post<HintMove[]>({ ...req, kind: 'hint' }, (r, resolve, reject) => {
      if ('progress' in r) {
        onProgress(r.progress.done, r.progress.budget);
        return false;
      }
      if ('partial' in r) {
        onPartial?.(r.partial);
        return false;
      }
      if ('moves' in r) resolve(r.moves);
      else reject(new Error(`hint: ${'error' in r ? r.error : 'unexpected reply'}`));
      return true;
    });
  }

  /** Starts the worker now (it stays for the next requests) and resolves once it has loaded its engines. */
  warm(): Promise<void> {
    return this.post<void>({ kind: 'warm' }, (r, resolve, reject) => {
      if ('warm' in r) resolve();
      else reject(new Error(`bot worker: ${'error' in r ? r.error : 'unexpected reply'}`));
      return true;
    });
  }

  cancel(): void {
    this.stop('cancelled');
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stop('bot runner is closed');
  }
}

/** A Web Worker where the platform has one; on this thread otherwise (vitest in Node). */
export const pageBots = (): BotRunner => (typeof Worker === 'undefined' ? new InThreadBots() : new WorkerBots());

/** A table's hint runner: its own worker (a cancel replaces it without touching the host's bots); this thread without one. */
export const pageHints = (): HintRunner => (typeof Worker === 'undefined' ? new InThreadHints() : new WorkerBots(60_000));
