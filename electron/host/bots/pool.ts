import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Action } from '../../../engine/core/types';
import type { BotReply, BotRequest } from '../../../host/bots/messages';
import type { BotRunner } from '../../../host/bots/runner';

export interface BotPoolOptions {
  /** Worker threads (default: cores − 1, at least 1, at most 4: the host thread keeps a core). */
  size?: number;
  /** Worker entry; default the TypeScript-source shim worker-entry.mjs (see there for bundled builds). */
  workerUrl?: URL;
  /** Extra modules exporting Game objects (file URLs), loaded in every worker: test fixtures, engines not yet registered. */
  gameModules?: string[];
  /** A decision taking longer than this fails (the host then plays a random legal action) and its worker is replaced. */
  timeoutMs?: number;
}

interface Pending {
  resolve: (a: Action) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
  dead: boolean;
}

/** Bots in worker_threads: a search bot thinking for a second never delays another match's messages. */
export class BotPool implements BotRunner {
  private readonly size: number;
  private readonly workerUrl: URL;
  private readonly timeoutMs: number;
  private slots: Slot[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly opts: BotPoolOptions = {}) {
    this.size = Math.max(1, opts.size ?? Math.min(4, availableParallelism() - 1));
    this.workerUrl = opts.workerUrl ?? new URL('./worker-entry.mjs', import.meta.url);
    this.timeoutMs = opts.timeoutMs ?? 10_000;
  }

  /** Number of live worker threads (they start on first use). */
  get threads(): number {
    return this.slots.filter((s) => !s.dead).length;
  }

  private spawn(): Slot {
    const worker = new Worker(this.workerUrl, { workerData: { gameModules: this.opts.gameModules ?? [] } });
    const slot: Slot = { worker, pending: new Map(), dead: false };
    const fail = (why: string) => {
      if (slot.dead) return;
      slot.dead = true;
      this.slots = this.slots.filter((s) => s !== slot);
      for (const p of slot.pending.values()) {
        clearTimeout(p.timer);
        p.reject(new Error(why));
      }
      slot.pending.clear();
    };
    worker.on('message', (m: BotReply | { ready: true }) => {
      if (!('id' in m)) return;
      const p = slot.pending.get(m.id);
      if (!p) return;
      slot.pending.delete(m.id);
      clearTimeout(p.timer);
      if ('error' in m) p.reject(new Error(`bot: ${m.error}`));
      else p.resolve(m.action);
    });
    worker.on('error', (e) => fail(`bot worker failed: ${e.message}`));
    worker.on('exit', (code) => fail(`bot worker exited (${code})`));
    this.slots.push(slot);
    return slot;
  }

  choose(req: Omit<BotRequest, 'id'>): Promise<Action> {
    if (this.closed) return Promise.reject(new Error('bot pool is closed'));
    let slot: Slot | undefined;
    if (this.slots.length < this.size) slot = this.spawn();
    else slot = this.slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
    const id = this.nextId++;
    const s = slot;
    return new Promise<Action>((resolve, reject) => {
      const timer = setTimeout(() => {
        s.pending.delete(id);
        reject(new Error(`bot took longer than ${this.timeoutMs} ms`));
        // A worker stuck in a search is replaced rather than left to finish.
        void s.worker.terminate();
      }, this.timeoutMs);
      s.pending.set(id, { resolve, reject, timer });
      s.worker.postMessage({ ...req, id } satisfies BotRequest);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const slots = this.slots;
    this.slots = [];
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }
}
