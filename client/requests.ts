import type { Action } from '../engine/core/types';
import type { ClientMessage, ServerMessage, ServerMessageType } from '../protocol/messages';
import { RequestError } from './request-error';

/** The reply of type `K`. */
export type Reply<K extends ServerMessageType> = Extract<ServerMessage, { t: K }>;
/** Every message with a reply but hello, which the session sends itself on each (re)connect. */
export type Request = Exclude<ClientMessage, { t: 'hello' } | { t: 'shown' }>;

const isReply = <K extends ServerMessageType>(m: ServerMessage, t: K): m is Reply<K> => m.t === t;

interface Pending {
  settle(m: ServerMessage): boolean;
  reject(e: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Requests in flight, by `ref`: each waits for its reply (or the host's error under its ref) until `timeoutMs`, and
 * fails with the connection. Refs come from one counter, whatever their prefix.
 */
export class Requests {
  private nextRef = 1;
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly send: (msg: ClientMessage) => void,
    private readonly timeoutMs: number,
  ) {}

  /** A fresh ref: `r` requests, `i` intents, `u` undo answers. */
  ref(prefix: string): string {
    return `${prefix}${this.nextRef++}`;
  }

  /** Send a request with a fresh ref; resolves with the reply of type `expect`, rejects with a RequestError. */
  request<K extends ServerMessageType>(msg: Request, expect: K): Promise<Reply<K>> {
    const ref = this.ref('r');
    const ms = this.timeoutMs;
    return new Promise<Reply<K>>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (this.pending.delete(ref)) reject(new RequestError('TIMEOUT', `no reply from the host to "${msg.t}" within ${ms} ms`));
      }, ms);
      const settle = (m: ServerMessage): boolean => {
        if (m.t === 'error') reject(new RequestError(m.code, m.message, m));
        else if (isReply(m, expect)) resolve(m);
        else return false; // another message about this request (not its reply)
        return true;
      };
      this.pending.set(ref, { settle, reject, timer });
      this.send({ ...msg, ref });
    });
  }

  /** Settle the request a host message answers, if any. */
  settle(m: ServerMessage): void {
    const ref = 'ref' in m ? m.ref : undefined;
    if (ref === undefined) return;
    const p = this.pending.get(ref);
    if (!p || !p.settle(m)) return;
    clearTimeout(p.timer);
    this.pending.delete(ref);
  }

  /** The connection is gone: every request in flight fails with `err`. */
  failAll(err: Error): void {
    for (const [ref, p] of this.pending) {
      clearTimeout(p.timer);
      this.pending.delete(ref);
      p.reject(err);
    }
  }
}

/** An intent this session sent: its match, that match's game and the action (the refused one, when an error names its ref). */
export interface SentIntent {
  match: string;
  game: string;
  action: Action;
}

/** How many sent intents the session remembers for naming refusals (a refusal answers within a round trip). */
const SENT_INTENTS_KEPT = 64;

/** The latest intents by ref, oldest first, so a refusal can say which action it refused. */
export class SentIntents {
  private readonly byRef = new Map<string, SentIntent>();

  add(ref: string, intent: SentIntent): void {
    this.byRef.set(ref, intent);
    const oldest = this.byRef.keys().next();
    if (this.byRef.size > SENT_INTENTS_KEPT && !oldest.done) this.byRef.delete(oldest.value);
  }

  get(ref: string | undefined): SentIntent | undefined {
    return ref === undefined ? undefined : this.byRef.get(ref);
  }
}
