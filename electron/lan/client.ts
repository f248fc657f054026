/**
 * Client of the host protocol for Node: tests, benches and headless bots (the renderer has its own session,
 * renderer/net/session.ts, over its transports). It imports no Node built-ins: give it a WebSocket constructor (`ws`
 * in Node) or it uses the global one.
 *
 * It keeps the session: the seat tokens it was given and the last seq seen per seat, so that after a drop it
 * reconnects and resumes every seat (missed events or a fresh snapshot), and re-joins what it was watching.
 */
import type { Action, Seat } from '../../engine/core/types';
import {
  LIMITS, PROTOCOL_VERSION, parseServerMessage,
  type ClientMessage, type CreateMessage, type CreatedMessage, type ErrorCode, type ErrorMessage, type EventsMessage,
  type JoinedMessage, type LeftMessage, type MatchesMessage, type MatchSummary, type PresenceMessage, type ServerMessage, type SnapshotMessage,
  type WelcomeMessage,
} from '../../protocol/messages';

/** The subset of the browser WebSocket API the client uses (the `ws` package's WebSocket has it too). */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export interface HostClientOptions {
  /** ws://host:port[/path] */
  url: string;
  /** WebSocket constructor (Node: `import { WebSocket } from 'ws'`); default: globalThis.WebSocket. */
  WebSocket?: new (url: string) => unknown;
  name?: string;
  client?: string;
  /** Reconnect after an unexpected drop, with exponential back-off (default on: 100 ms … 5 s). */
  reconnect?: false | { minMs?: number; maxMs?: number };
  /** Check every host message against the protocol schema (default true). */
  validate?: boolean;
  /** Every raw text frame received, before parsing (tests capture frames with it). */
  onFrame?: (text: string) => void;
  /** Time for connect/requests before they fail. */
  timeoutMs?: number;
}

export class HostRequestError extends Error {
  override readonly name = 'HostRequestError';
  constructor(
    readonly code: ErrorCode | 'DISCONNECTED' | 'TIMEOUT',
    message: string,
    readonly reply?: ErrorMessage,
  ) {
    super(`${code}: ${message}`);
  }
}

export type ClientStatus = 'idle' | 'connecting' | 'open' | 'closed';

interface ClientEvents {
  message: ServerMessage;
  snapshot: SnapshotMessage;
  events: EventsMessage;
  presence: PresenceMessage;
  left: LeftMessage;
  /** Errors not tied to a pending request (or every error, for logging). */
  error: ErrorMessage;
  status: ClientStatus;
  /** A seat (or spectating) was resumed after a reconnect; catchUp says how. */
  resumed: JoinedMessage;
  /** A host message that failed the protocol schema (it is dropped). */
  invalid: { text: string; problem: string };
}

type Listener<T> = (v: T) => void;

interface HeldSeat {
  match: string;
  seat: Seat;
  token: string;
}

interface Pending {
  resolve: (m: ServerMessage) => void;
  reject: (e: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

const OPEN = 1;

export class HostClient {
  private ws: WebSocketLike | null = null;
  private st: ClientStatus = 'idle';
  private readonly listeners = new Map<keyof ClientEvents, Set<Listener<never>>>();
  private readonly pending = new Map<string, Pending>();
  private nextRef = 1;
  private readonly held = new Map<string, HeldSeat>();
  private readonly watching = new Set<string>();
  /** Last seq seen per viewer key `${match}:${seat|'s'}`. */
  private readonly seen = new Map<string, number>();
  /** Latest snapshot per viewer key (so a late subscriber can start from the current state). */
  private readonly snaps = new Map<string, SnapshotMessage>();
  private retry = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private wantOpen = false;
  private opening: Promise<WelcomeMessage> | null = null;
  welcome: WelcomeMessage | null = null;

  constructor(private readonly opts: HostClientOptions) {}

  get status(): ClientStatus {
    return this.st;
  }

  on<K extends keyof ClientEvents>(event: K, cb: Listener<ClientEvents[K]>): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(cb as Listener<never>);
    return () => set!.delete(cb as Listener<never>);
  }

  private emit<K extends keyof ClientEvents>(event: K, v: ClientEvents[K]): void {
    const set = this.listeners.get(event);
    if (set) for (const cb of [...set]) (cb as Listener<ClientEvents[K]>)(v);
  }

  private setStatus(s: ClientStatus): void {
    if (s === this.st) return;
    this.st = s;
    this.emit('status', s);
  }

  /** Open the connection and say hello; after a drop, also resumes every held seat. Resolves with the welcome. */
  connect(): Promise<WelcomeMessage> {
    this.wantOpen = true;
    if (this.opening) return this.opening;
    if (this.st === 'open' && this.welcome) return Promise.resolve(this.welcome);
    this.opening = this.open().finally(() => {
      this.opening = null;
    });
    return this.opening;
  }

  private open(): Promise<WelcomeMessage> {
    const Ctor = (this.opts.WebSocket ?? (globalThis as { WebSocket?: new (url: string) => unknown }).WebSocket) as (new (url: string) => WebSocketLike) | undefined;
    if (!Ctor) return Promise.reject(new Error('no WebSocket implementation: pass options.WebSocket'));
    this.setStatus('connecting');
    return new Promise<WelcomeMessage>((resolve, reject) => {
      let ws: WebSocketLike;
      try {
        ws = new Ctor(this.opts.url);
      } catch (e) {
        this.setStatus('closed');
        reject(e as Error);
        return;
      }
      this.ws = ws;
      let settled = false;
      const fail = (e: Error) => {
        if (settled) return;
        settled = true;
        reject(e);
      };
      ws.onopen = () => {
        const ref = this.ref();
        this.expect(ref)
          .then(async (m) => {
            this.welcome = m as WelcomeMessage;
            this.retry = 0;
            this.setStatus('open');
            await this.resumeAll();
            settled = true;
            resolve(this.welcome);
          })
          .catch((e: Error) => {
            // No welcome (another protocol version, or not a River Tables host): give up on this socket, and do not
            // keep retrying a host that will never accept us.
            if (e instanceof HostRequestError && e.code === 'BAD_VERSION') this.wantOpen = false;
            fail(e);
            ws.close(1000, 'hello refused');
          });
        // hello has no ref field in the protocol; the welcome is matched as the reply to this pseudo-ref.
        this.helloRef = ref;
        this.raw({ t: 'hello', v: PROTOCOL_VERSION, ...(this.opts.name ? { name: this.opts.name } : {}), ...(this.opts.client ? { client: this.opts.client } : {}) });
      };
      ws.onmessage = (ev) => this.onFrame(ev.data);
      ws.onerror = () => {
        /* onclose follows */
      };
      ws.onclose = (ev) => {
        if (this.ws !== ws) return;
        this.ws = null;
        this.welcome = null;
        this.setStatus('closed');
        const err = new HostRequestError('DISCONNECTED', `connection closed (${ev.code}${ev.reason ? `: ${ev.reason}` : ''})`);
        for (const [ref, p] of this.pending) {
          clearTimeout(p.timer);
          p.reject(err);
          this.pending.delete(ref);
        }
        fail(err);
        if (this.wantOpen && this.opts.reconnect !== false) this.scheduleReconnect();
      };
    });
  }

  private helloRef: string | null = null;

  private scheduleReconnect(): void {
    if (this.retryTimer) return;
    const r = this.opts.reconnect || {};
    const delay = Math.min(r.maxMs ?? 5000, (r.minMs ?? 100) * 2 ** this.retry++);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.wantOpen || this.st === 'open' || this.opening) return;
      this.connect().catch(() => {
        /* the close handler schedules the next attempt */
      });
    }, delay);
  }

  /** Resume every held seat and re-join watched matches (after a reconnect). */
  private async resumeAll(): Promise<void> {
    const tasks: Promise<unknown>[] = [];
    for (const h of this.held.values()) {
      tasks.push(
        this.request<JoinedMessage>({ t: 'resume', match: h.match, token: h.token, lastSeq: this.lastSeq(h.match, h.seat) })
          .then((j) => this.emit('resumed', j))
          .catch((e: HostRequestError) => {
            // The seat is gone for good (match closed, token revoked): forget it.
            if (e.code === 'BAD_TOKEN' || e.code === 'NO_MATCH') this.held.delete(key(h.match, h.seat));
          }),
      );
    }
    for (const m of this.watching) {
      tasks.push(this.request<JoinedMessage>({ t: 'join', match: { id: m }, as: 'spectator' }).then((j) => this.emit('resumed', j)).catch(() => this.watching.delete(m)));
    }
    await Promise.all(tasks);
  }

  /** Drop the connection without leaving any seat (as a network failure would). `connect()` resumes. */
  disconnect(): void {
    this.wantOpen = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.ws?.close(4000, 'client disconnect');
  }

  /** Close for good and forget the session. */
  close(): void {
    this.disconnect();
    this.held.clear();
    this.watching.clear();
  }

  private ref(): string {
    return `r${this.nextRef++}`;
  }

  private raw(msg: ClientMessage | Record<string, unknown>): void {
    if (!this.ws || this.ws.readyState !== OPEN) throw new HostRequestError('DISCONNECTED', 'not connected');
    this.ws.send(JSON.stringify(msg));
  }

  /** Send any text (tests use it to send malformed frames). */
  sendRaw(text: string): void {
    if (!this.ws || this.ws.readyState !== OPEN) throw new HostRequestError('DISCONNECTED', 'not connected');
    this.ws.send(text);
  }

  private expect(ref: string): Promise<ServerMessage> {
    return new Promise<ServerMessage>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(ref);
        reject(new HostRequestError('TIMEOUT', `no reply from the host within ${this.opts.timeoutMs ?? 10_000} ms`));
      }, this.opts.timeoutMs ?? 10_000);
      this.pending.set(ref, { resolve, reject, timer });
    });
  }

  /** Send a message with a fresh ref and wait for its reply (rejects with HostRequestError on an error reply). */
  request<T extends ServerMessage>(msg: Exclude<ClientMessage, { t: 'hello' }>): Promise<T> {
    const ref = msg.ref ?? this.ref();
    const p = this.expect(ref);
    try {
      this.raw({ ...msg, ref });
    } catch (e) {
      const pend = this.pending.get(ref);
      if (pend) {
        clearTimeout(pend.timer);
        this.pending.delete(ref);
      }
      return Promise.reject(e);
    }
    return p as Promise<T>;
  }

  private onFrame(data: unknown): void {
    const text = typeof data === 'string' ? data : String(data);
    this.opts.onFrame?.(text);
    let msg: ServerMessage;
    if (this.opts.validate === false) {
      try {
        msg = JSON.parse(text) as ServerMessage;
      } catch {
        this.emit('invalid', { text, problem: 'not JSON' });
        return;
      }
    } else {
      const r = parseServerMessage(text);
      if (!r.ok) {
        this.emit('invalid', { text, problem: r.message });
        return;
      }
      msg = r.msg;
    }
    this.track(msg);
    this.emit('message', msg);
    switch (msg.t) {
      case 'welcome': {
        const ref = this.helloRef;
        this.helloRef = null;
        if (ref) this.settle(ref, msg);
        return;
      }
      case 'snapshot':
        return this.emit('snapshot', msg);
      case 'events':
        return this.emit('events', msg);
      case 'presence':
        return this.emit('presence', msg);
      case 'left':
        if (msg.ref) this.settle(msg.ref, msg);
        return this.emit('left', msg);
      case 'error':
        if (msg.ref && this.pending.has(msg.ref)) this.settle(msg.ref, msg);
        else if (msg.for === 'hello' && this.helloRef) {
          const ref = this.helloRef;
          this.helloRef = null;
          this.settle(ref, msg);
        }
        return this.emit('error', msg);
      default:
        if ('ref' in msg && msg.ref) this.settle(msg.ref, msg);
    }
  }

  private settle(ref: string, msg: ServerMessage): void {
    const p = this.pending.get(ref);
    if (!p) return;
    this.pending.delete(ref);
    clearTimeout(p.timer);
    if (msg.t === 'error') p.reject(new HostRequestError(msg.code, msg.message, msg));
    else p.resolve(msg);
  }

  /** Session bookkeeping: tokens from joins, last seq per viewer, seats lost. */
  private track(msg: ServerMessage): void {
    switch (msg.t) {
      case 'joined':
        if (msg.seat === null) this.watching.add(msg.match);
        else if (msg.token) this.held.set(key(msg.match, msg.seat), { match: msg.match, seat: msg.seat, token: msg.token });
        return;
      case 'snapshot':
        this.snaps.set(key(msg.match, msg.seat), msg);
        this.seen.set(key(msg.match, msg.seat), Math.max(this.seen.get(key(msg.match, msg.seat)) ?? -1, msg.seq));
        return;
      case 'events':
        this.seen.set(key(msg.match, msg.seat), Math.max(this.seen.get(key(msg.match, msg.seat)) ?? -1, msg.seq));
        return;
      case 'left':
        if (msg.seat === null) this.watching.delete(msg.match);
        else this.held.delete(key(msg.match, msg.seat));
        if (msg.reason === 'closed' || msg.reason === 'expired') {
          for (const [k, h] of this.held) if (h.match === msg.match) this.held.delete(k);
          this.watching.delete(msg.match);
        }
        return;
      default:
        return;
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  // Convenience API

  /**
   * Every match of the host, in creation order: the pages of `list`, at most `maxPages` of them (a host keeps a few
   * hundred matches; the bound only stops a misbehaving host from keeping the client paging forever).
   */
  async list(maxPages = 20): Promise<MatchSummary[]> {
    const all: MatchSummary[] = [];
    let after: string | undefined;
    for (let i = 0; i < maxPages; i++) {
      const page = await this.listPage(after);
      all.push(...page.matches);
      if (!page.next) break;
      after = page.next;
    }
    return all;
  }

  /** One page of the match list: after the cursor `after` (the `next` of the previous page; none: the first page). */
  listPage(after?: string, limit: number = LIMITS.maxMatchesListed): Promise<MatchesMessage> {
    return this.request<MatchesMessage>({ t: 'list', limit, ...(after ? { after } : {}) });
  }

  async create(p: Omit<CreateMessage, 't' | 'ref'>): Promise<MatchSummary> {
    return (await this.request<CreatedMessage>({ t: 'create', ...p })).match;
  }

  /** Take a seat (number, or 'any' open one) or watch ('spectator'); by match id or room code. */
  join(match: { id: string } | { code: string }, as: Seat | 'any' | 'spectator', name?: string): Promise<JoinedMessage> {
    return this.request<JoinedMessage>({ t: 'join', match, as, ...(name ? { name } : {}) });
  }

  /** Resume a seat with a token kept from an earlier session (e.g. saved before an app restart). */
  resume(match: string, token: string, lastSeq = -1): Promise<JoinedMessage> {
    return this.request<JoinedMessage>({ t: 'resume', match, token, lastSeq }).then((j) => {
      if (j.seat !== null) this.held.set(key(match, j.seat), { match, seat: j.seat, token });
      return j;
    });
  }

  leave(match: string, seat?: Seat): Promise<LeftMessage> {
    const h = seat === undefined ? undefined : this.held.get(key(match, seat));
    if (seat !== undefined && !h) return Promise.reject(new HostRequestError('NOT_SEATED', `this client holds no seat ${seat} in ${match}`));
    return this.request<LeftMessage>({ t: 'leave', match, ...(h ? { token: h.token } : {}) });
  }

  /**
   * Send an action for a held seat, chosen at `seq` (default: the last seq this seat has seen). Returns the ref; an
   * error reply arrives as an `error` event with that ref (use `act` to await the result instead).
   */
  intent<A extends Action>(match: string, seat: Seat, action: A, seq?: number): string {
    const h = this.held.get(key(match, seat));
    if (!h) throw new HostRequestError('NOT_SEATED', `this client holds no seat ${seat} in ${match}`);
    const ref = this.ref();
    this.raw({ t: 'intent', ref, match, token: h.token, seq: seq ?? this.lastSeq(match, seat), action });
    return ref;
  }

  /** Send an action and wait until its events reach this seat (resolves with them) or it is refused (rejects). */
  act<A extends Action>(match: string, seat: Seat, action: A, seq?: number): Promise<EventsMessage> {
    const from = seq ?? this.lastSeq(match, seat);
    return new Promise<EventsMessage>((resolve, reject) => {
      let ref = '';
      const offEv = this.on('events', (e) => {
        if (e.match === match && e.seat === seat && e.by === seat && e.seq > from) done(() => resolve(e));
      });
      const offErr = this.on('error', (e) => {
        if (e.ref === ref) done(() => reject(new HostRequestError(e.code, e.message, e)));
      });
      const offStatus = this.on('status', (s) => {
        if (s === 'closed') done(() => reject(new HostRequestError('DISCONNECTED', 'connection closed before the action was confirmed')));
      });
      const done = (f: () => void) => {
        offEv();
        offErr();
        offStatus();
        f();
      };
      try {
        ref = this.intent(match, seat, action, from);
      } catch (e) {
        done(() => reject(e as Error));
      }
    });
  }

  /** The latest snapshot this client got for a seat (or as spectator: seat null). */
  snapshot(match: string, seat: Seat | null): SnapshotMessage | undefined {
    return this.snaps.get(key(match, seat));
  }

  /** Last seq this client saw for a seat (or as spectator: seat null); -1 if none. */
  lastSeq(match: string, seat: Seat | null): number {
    return this.seen.get(key(match, seat)) ?? -1;
  }

  /** The seat tokens this client holds (to keep across app restarts; never show or send them elsewhere). */
  seats(): { match: string; seat: Seat; token: string }[] {
    return [...this.held.values()].map((h) => ({ ...h }));
  }
}

const key = (match: string, seat: Seat | null): string => `${match}:${seat === null ? 's' : seat}`;
