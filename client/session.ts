import {
  LIMITS, PROTOCOL_VERSION,
  type ClientMessage, type CreateMessage, type ErrorMessage, type EventsMessage, type HistoryMessage, type JoinedMessage, type LeftMessage, type MatchesMessage,
  type MatchSummary, type ServerMessage, type ServerMessageType, type SnapshotMessage, type UndoNotice, type WelcomeMessage,
} from '../protocol/messages';
import type { Action, Seat } from '../engine/core/types';
import { RequestError } from './request-error';
import { loadSaved, storeSaved, type HeldSeat, type SavedSeats } from './saved-seats';
import { Emitter, type Transport, type TransportStatus } from './transport';

export type { HeldSeat, SavedSeats };
export { RequestError };

export interface MatchFeed {
  /** The match's id, room code and game id. */
  id: string;
  code: string;
  game: string;
  /** The host's summary of it, kept up to date by snapshots and presence (null until created or joined here). */
  summary: MatchSummary | null;
  /** The seats this client holds in it (seat null: watching). */
  held: HeldSeat[];
  /** Latest snapshot per viewer key (`String(seat)` or "spectator"). */
  snapshots: Record<string, SnapshotMessage>;
  /** Event batches per viewer key, in seq order (kept whole for the log). */
  events: Record<string, EventsMessage[]>;
  /** Set when the host ended the match for this client: 'closed' by its owner, or 'expired' (nobody joined in time). */
  ended: 'closed' | 'expired' | null;
  /** An undo asked for and waiting for the players to agree (the host's `asked` notice), else null. */
  undo: UndoNotice | null;
}

/** The host's match list as `Session.listAll` gathered it. */
export interface MatchList {
  matches: MatchSummary[];
  /** How many matches the host has (its paged replies say; an older host's reply: the number listed). */
  total: number;
  /** False when the host has more than the pages fetched: `total - matches.length` are not listed. */
  complete: boolean;
}

/** Pages of the match list fetched at most (LIMITS.maxMatchesListed each): more than a host keeps by default. */
const MAX_LIST_PAGES = 5;

export type SessionEvent =
  | { kind: 'events'; match: string; viewer: string; msg: EventsMessage }
  | { kind: 'snapshot'; match: string; viewer: string; msg: SnapshotMessage }
  | { kind: 'presence'; match: string }
  /** The match's past batches for `viewer` arrived (`history`) and are now in `feed.events`. */
  | { kind: 'history'; match: string; viewer: string }
  | { kind: 'left'; match: string; msg: LeftMessage }
  | { kind: 'undo'; match: string; msg: UndoNotice }
  /** `intent`: what this session sent under the error's ref, when it refuses one of its intents (for the rule link). */
  | { kind: 'error'; msg: ErrorMessage; intent?: SentIntent }
  | { kind: 'status'; status: TransportStatus }
  | { kind: 'welcome'; msg: WelcomeMessage };

/** An intent this session sent: its match, that match's game and the action (the refused one, when an error names its ref). */
export interface SentIntent {
  match: string;
  game: string;
  action: Action;
}

/** How many sent intents the session remembers for naming refusals (a refusal answers within a round trip). */
const SENT_INTENTS_KEPT = 64;

export type SessionEventKind = SessionEvent['kind'];
type EventOf<K extends SessionEventKind> = Extract<SessionEvent, { kind: K }>;
type Reply<K extends ServerMessageType> = Extract<ServerMessage, { t: K }>;
/** Every message with a reply but hello, which the session sends itself on each (re)connect. */
export type Request = Exclude<ClientMessage, { t: 'hello' } | { t: 'shown' }>;

const isKind = <K extends SessionEventKind>(e: SessionEvent, kind: K): e is EventOf<K> => e.kind === kind;
const isReply = <K extends ServerMessageType>(m: ServerMessage, t: K): m is Reply<K> => m.t === t;

export const viewerKey = (seat: number | null): string => (seat === null ? 'spectator' : String(seat));

export interface SessionOptions {
  /** Who we are, in hello (the host logs it). */
  client?: string;
  /** A display name, in hello. */
  name?: string;
  /** Time a request waits for its reply before it fails with TIMEOUT (default 20 s). */
  timeoutMs?: number;
}

interface Pending {
  settle(m: ServerMessage): boolean;
  reject(e: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

interface Greeting {
  done: Promise<WelcomeMessage>;
  resolve(w: WelcomeMessage): void;
  reject(e: Error): void;
}

/**
 * The client side of the host protocol over any Transport, for the page and for Node (tests, benches, headless
 * players): hello on every (re)connect, request/reply by `ref` with typed errors, the seats this client holds, their
 * latest snapshots and event batches, intents stamped with the right token and seq, and resume after a reconnect
 * (every held seat with its token and last seq, every watched match re-joined). It never decides a rule: it forwards
 * what the host sends.
 */
export class Session<T extends Transport = Transport> {
  readonly feeds = new Map<string, MatchFeed>();
  readonly events = new Emitter<SessionEvent>();
  /** Every host message, once the session's feeds include it (after the session's own events about it). */
  readonly messages = new Emitter<ServerMessage>();
  /** The host's latest welcome (kept across drops: the screens read its game list). */
  welcome: WelcomeMessage | null = null;
  private nextRef = 1;
  private readonly pending = new Map<string, Pending>();
  /** The latest intents by ref, oldest first, so a refusal can say which action it refused. */
  private readonly sentIntents = new Map<string, SentIntent>();
  /** Matches joined with `pace` (re-joined so after a reconnect). */
  private readonly paced = new Set<string>();
  private readonly offs: (() => void)[] = [];
  private readonly opts: SessionOptions;
  private greeting: Greeting;
  /** Whether hello went out on the current connection. */
  private greeted = false;

  constructor(
    readonly transport: T,
    opts: SessionOptions | string = {},
  ) {
    this.opts = typeof opts === 'string' ? { client: opts } : opts;
    this.greeting = newGreeting();
    this.offs.push(transport.onMessage((m) => this.receive(m)));
    this.offs.push(transport.onStatus((s) => this.statusChanged(s)));
    // Hello goes out when the connection opens, never into a transport's queue: a queued hello would be sent again
    // after a first attempt that failed, on top of the one every new connection says.
    if (transport.status() === 'open') this.hello();
  }

  get status(): TransportStatus {
    return this.transport.status();
  }

  /** Listen to one kind of session event. */
  on<K extends SessionEventKind>(kind: K, cb: (e: EventOf<K>) => void): () => void {
    return this.events.on((e) => {
      if (isKind(e, kind)) cb(e);
    });
  }

  /**
   * Resolves with the welcome once the host greeted this connection and every held seat is resumed; after a drop
   * (`disconnect`, or a transport that does not reconnect by itself) it opens the transport again first.
   */
  connect(): Promise<WelcomeMessage> {
    if (this.status === 'closed') {
      if (!this.transport.reopen) return Promise.reject(new RequestError('DISCONNECTED', 'not connected'));
      this.transport.reopen();
    }
    return this.greeting.done;
  }

  /** Drop the connection without leaving any seat (as a network failure would); `connect()` resumes them. */
  disconnect(): void {
    this.transport.drop?.();
  }

  private hello(): void {
    this.greeted = true;
    const { client = 'river-tables/0.1', name } = this.opts;
    this.transport.send({ t: 'hello', v: PROTOCOL_VERSION, client, ...(name ? { name } : {}) });
  }

  private statusChanged(s: TransportStatus): void {
    if (s === 'open' && !this.greeted) this.hello();
    if (s === 'closed') this.dropped();
    this.events.emit({ kind: 'status', status: s });
  }

  /** The connection is gone: every request in flight fails, and the next connection greets (and resumes) again. */
  private dropped(): void {
    this.greeted = false;
    const err = new RequestError('DISCONNECTED', 'the connection to the host closed');
    for (const [ref, p] of this.pending) {
      clearTimeout(p.timer);
      this.pending.delete(ref);
      p.reject(err);
    }
    this.greeting.reject(err);
    this.greeting = newGreeting();
  }

  private async welcomed(m: WelcomeMessage): Promise<void> {
    const again = this.welcome !== null;
    this.welcome = m;
    this.events.emit({ kind: 'welcome', msg: m });
    if (again) await this.resumeAll();
    this.greeting.resolve(m);
  }

  private helloRefused(m: ErrorMessage): void {
    // Another protocol version, or not a River Tables host: retrying cannot help.
    if (m.code === 'BAD_VERSION') this.transport.drop?.();
    this.greeting.reject(new RequestError(m.code, m.message, m));
  }

  /** After a reconnect: resume every held seat from the last seq seen, re-join every watched match. */
  private async resumeAll(): Promise<void> {
    const tasks: Promise<unknown>[] = [];
    for (const f of this.feeds.values()) {
      for (const h of f.held) {
        if (h.seat === null) {
          const pace = this.paced.has(f.id) ? { pace: true } : {};
          tasks.push(this.request({ t: 'join', match: { id: f.id }, as: 'spectator', ...pace }, 'joined').catch(() => this.release(f, null)));
        } else if (h.token) {
          const seat = h.seat;
          const resume = this.request({ t: 'resume', match: f.id, token: h.token, lastSeq: this.lastSeq(f.id, seat) }, 'joined');
          // The seat is gone for good (match closed, token revoked): forget it. Other failures may pass; keep it.
          tasks.push(resume.catch((e: unknown) => e instanceof RequestError && (e.code === 'BAD_TOKEN' || e.code === 'NO_MATCH') && this.release(f, seat)));
        }
      }
    }
    await Promise.all(tasks);
  }

  private release(f: MatchFeed, seat: number | null): void {
    f.held = f.held.filter((h) => h.seat !== seat);
    this.persist(f);
  }

  /** Send a request with a fresh ref; resolves with the reply of type `expect`, rejects with a RequestError. */
  request<K extends ServerMessageType>(msg: Request, expect: K): Promise<Reply<K>> {
    if (this.status === 'closed') return Promise.reject(new RequestError('DISCONNECTED', 'not connected to the host'));
    const ref = `r${this.nextRef++}`;
    const ms = this.opts.timeoutMs ?? 20_000;
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
      this.transport.send({ ...msg, ref });
    });
  }

  private settle(m: ServerMessage): void {
    const ref = 'ref' in m ? m.ref : undefined;
    const p = ref === undefined ? undefined : this.pending.get(ref);
    if (!p || !p.settle(m)) return;
    clearTimeout(p.timer);
    this.pending.delete(ref!);
  }

  private feed(id: string, code = '', game = ''): MatchFeed {
    let f = this.feeds.get(id);
    if (!f) {
      f = { id, code, game, summary: null, held: [], snapshots: {}, events: {}, ended: null, undo: null };
      this.feeds.set(id, f);
    }
    if (code) f.code = code;
    if (game) f.game = game;
    return f;
  }

  private receive(m: ServerMessage): void {
    this.settle(m);
    this.track(m);
    this.messages.emit(m);
  }

  /** Keep the feeds up to date and say what changed. */
  private track(m: ServerMessage): void {
    switch (m.t) {
      case 'welcome':
        return void this.welcomed(m);
      case 'created':
        this.feed(m.match.id, m.match.code, m.match.game).summary = m.match;
        return;
      case 'joined':
        return this.joined(m);
      case 'snapshot':
        return this.snapshotIn(m);
      case 'events': {
        const key = viewerKey(m.seat);
        (this.feed(m.match).events[key] ??= []).push(m);
        return this.events.emit({ kind: 'events', match: m.match, viewer: key, msg: m });
      }
      case 'presence': {
        const f = this.feed(m.match);
        if (f.summary) f.summary = { ...f.summary, seats: m.seats, spectators: m.spectators };
        return this.events.emit({ kind: 'presence', match: m.match });
      }
      case 'left':
        return this.left(m);
      case 'undo': {
        const f = this.feed(m.match);
        f.undo = m.state === 'asked' ? m : null;
        return this.events.emit({ kind: 'undo', match: m.match, msg: m });
      }
      case 'error':
        if (m.for === 'hello' && !m.ref) this.helloRefused(m);
        return this.events.emit(this.refusal(m));
      case 'matches':
        return;
      case 'history':
        return this.historyIn(m);
    }
  }

  private joined(m: JoinedMessage): void {
    const f = this.feed(m.match, m.code, m.game);
    // A joiner's only source of the players' names until the next presence (which updates the summary it has).
    if (m.summary) f.summary = m.summary;
    const existing = f.held.find((h) => h.seat === m.seat);
    if (existing) {
      if (m.token) existing.token = m.token;
    } else f.held.push({ seat: m.seat, token: m.token });
    this.persist(f);
  }

  private snapshotIn(m: SnapshotMessage): void {
    const f = this.feed(m.match);
    const key = viewerKey(m.seat);
    const prev = f.snapshots[key];
    if (prev && prev.seq > m.seq && !m.resync) return;
    // A resync that went back (an undo): the batches after it no longer stand.
    const batches = f.events[key];
    if (m.resync && batches?.some((b) => b.seq > m.seq)) f.events[key] = batches.filter((b) => b.seq <= m.seq);
    f.snapshots[key] = m;
    if (f.summary) f.summary = { ...f.summary, status: m.status, seq: m.seq };
    this.events.emit({ kind: 'snapshot', match: m.match, viewer: key, msg: m });
  }

  private left(m: LeftMessage): void {
    const f = this.feeds.get(m.match);
    if (f) f.held = f.held.filter((h) => h.seat !== m.seat);
    if (m.reason === 'closed' || m.reason === 'expired') {
      // The match is gone from the host: its saved seats can never be resumed.
      if (f) {
        f.held = [];
        f.ended = m.reason;
      }
      this.forget(m.match);
    }
    this.events.emit({ kind: 'left', match: m.match, msg: m });
  }

  /** Past batches merge under the ones already here (seq order, one batch per seq: a live one may have come first). */
  private historyIn(m: HistoryMessage): void {
    const key = viewerKey(m.seat);
    const f = this.feed(m.match);
    const bySeq = new Map<number, EventsMessage>();
    for (const b of m.batches) bySeq.set(b.seq, b);
    for (const b of f.events[key] ?? []) bySeq.set(b.seq, b);
    f.events[key] = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
    this.events.emit({ kind: 'history', match: m.match, viewer: key });
  }

  private persist(f: MatchFeed): void {
    const list = loadSaved().filter((s) => s.match !== f.id);
    const seats = f.held.filter((h) => h.token);
    if (seats.length) list.push({ match: f.id, code: f.code, game: f.game, seats, savedAt: Date.now() });
    storeSaved(list);
  }

  saved(): SavedSeats[] {
    return loadSaved();
  }

  forget(match: string): void {
    storeSaved(loadSaved().filter((s) => s.match !== match));
  }

  /** The latest snapshot this client got for a seat (seat null: as spectator). */
  snapshot(match: string, seat: Seat | null): SnapshotMessage | undefined {
    return this.feeds.get(match)?.snapshots[viewerKey(seat)];
  }

  /** The last seq this client saw (events or snapshot) for a seat (seat null: as spectator); -1 if none. */
  lastSeq(match: string, seat: Seat | null): number {
    const f = this.feeds.get(match);
    const key = viewerKey(seat);
    return Math.max(f?.snapshots[key]?.seq ?? -1, f?.events[key]?.at(-1)?.seq ?? -1);
  }

  /** Every match of the host (creation order), at most `maxPages` pages of it. */
  async list(maxPages = MAX_LIST_PAGES): Promise<MatchSummary[]> {
    return (await this.listAll(maxPages)).matches;
  }

  /**
   * The host's matches, page by page (at most `maxPages`), with the total so a screen can say what is not shown.
   * An older host answers without `next`: its one reply is the whole list.
   */
  async listAll(maxPages = MAX_LIST_PAGES): Promise<MatchList> {
    const matches: MatchSummary[] = [];
    let after: string | undefined;
    let total = 0;
    for (let page = 0; page < maxPages; page++) {
      const r = await this.listPage(after);
      matches.push(...r.matches);
      total = r.total ?? matches.length;
      if (!r.next) return { matches, total, complete: true };
      after = r.next;
    }
    return { matches, total, complete: false };
  }

  /** One page of the match list: after the cursor `after` (the `next` of the previous page; none: the first page). */
  listPage(after?: string, limit: number = LIMITS.maxMatchesListed): Promise<MatchesMessage> {
    return this.request({ t: 'list', limit, ...(after ? { after } : {}) }, 'matches');
  }

  async create(p: Omit<CreateMessage, 't' | 'ref'>): Promise<MatchSummary> {
    return (await this.request({ t: 'create', ...p }, 'created')).match;
  }

  /**
   * Take a seat (number, or 'any' open one) or watch ('spectator'); by match id or room code. `pace`: the host's bots
   * wait for what this client's table has shown (acked with `shown`), e.g. the showcase kiosk.
   */
  join(match: { id: string } | { code: string }, as: Seat | 'any' | 'spectator', name?: string, opts: { pace?: boolean } = {}): Promise<JoinedMessage> {
    const joined = this.request({ t: 'join', match, as, ...(name ? { name } : {}), ...(opts.pace ? { pace: true } : {}) }, 'joined');
    if (opts.pace && 'id' in match) this.paced.add(match.id);
    return joined;
  }

  /** Tell the host this client's table has shown `match` up to `seq` (only for a match joined with `pace`). */
  shown(match: string, seq: number): void {
    if (!this.paced.has(match) || this.status !== 'open') return;
    this.transport.send({ t: 'shown', match, seq });
  }

  /** Take back seats saved by an earlier session (e.g. before an app restart). */
  async resume(saved: SavedSeats): Promise<void> {
    for (const h of saved.seats) {
      if (!h.token) continue;
      const f = this.feed(saved.match, saved.code, saved.game);
      if (!f.held.some((x) => x.seat === h.seat)) f.held.push({ ...h });
      await this.request({ t: 'resume', match: saved.match, token: h.token, lastSeq: -1 }, 'joined');
      // The table's log: without it a resumed game starts with an empty one. Not having it is no reason to fail.
      await this.history(saved.match, h.seat).catch(() => {});
    }
  }

  /**
   * Ask for the match's past batches as a held seat (or, seat null, as a spectator) so a table that starts late can
   * show its log; they land in `feed.events` before this resolves.
   */
  async history(match: string, seat: Seat | null): Promise<void> {
    const token = seat === null ? undefined : this.feeds.get(match)?.held.find((h) => h.seat === seat)?.token;
    if (seat !== null && !token) throw new RequestError('NOT_SEATED', `this client holds no seat ${seat} in ${match}`);
    await this.request({ t: 'history', match, ...(token ? { token } : {}) }, 'history');
  }

  /** Keep the match's seats saved as played now (Save and leave): the saved list says when it was last played. */
  keep(match: string): void {
    const f = this.feeds.get(match);
    if (f) this.persist(f);
  }

  /**
   * Abandon the match: end it for good when nobody else plays in it (`close`), else give up this client's seats
   * (`leave`); either way it is no longer saved here.
   */
  async abandon(match: string): Promise<void> {
    this.forget(match); // off the saved list at once, whatever the host answers
    const token = this.feeds.get(match)?.held.find((h) => h.token)?.token;
    if (token) {
      try {
        await this.request({ t: 'close', match, token }, 'left');
      } catch {
        // Someone else plays in it (or it is gone already): giving up the seats below is all this player can do.
      }
    }
    await this.leave(match);
  }

  /**
   * A finished match's record over the protocol (a LAN guest's way; the host's own page has its transport's
   * `record`). Sends a held seat's token, so a seat that reconnected but did not resume still counts. Rejects with
   * the host's refusal: NOT_OVER, NOT_ALLOWED (records not shared, or not a player or spectator), TOO_BIG, RATE_LIMITED.
   */
  async record(match: string): Promise<unknown> {
    const token = this.feeds.get(match)?.held.find((h) => h.token)?.token;
    return (await this.request({ t: 'record', match, ...(token ? { token } : {}) }, 'record')).record;
  }

  /** Stop following a match without giving up the seats (they can be resumed later). */
  detach(match: string): void {
    this.feeds.delete(match);
    this.paced.delete(match);
  }

  /**
   * Give up one held seat (resolves when the host confirms), or, without `seat`, every seat held in the match: then
   * the match is forgotten at once and the host's replies are not awaited.
   */
  async leave(match: string, seat?: Seat): Promise<void> {
    const held = this.feeds.get(match)?.held.filter((h) => h.token && (seat === undefined || h.seat === seat)) ?? [];
    if (seat !== undefined) {
      if (!held[0]) throw new RequestError('NOT_SEATED', `this client holds no seat ${seat} in ${match}`);
      await this.request({ t: 'leave', match, token: held[0].token }, 'left');
      return;
    }
    for (const h of held) this.request({ t: 'leave', match, token: h.token }, 'left').catch(() => {});
    this.forget(match);
    this.feeds.delete(match);
  }

  /**
   * Send a held seat's action, chosen at `seq` (default: the last seq this seat saw), stamped with its token. Returns
   * the ref (intents' refs start with "i"); a refusal arrives as an `error` event with it. Throws when this client
   * holds no such seat or is not connected.
   */
  intent<A extends Action>(match: string, seat: Seat, action: A, seq?: number): string {
    if (this.status === 'closed') throw new RequestError('DISCONNECTED', 'not connected to the host');
    const ref = this.sendIntent(match, seat, action, seq ?? this.lastSeq(match, seat));
    if (!ref) throw new RequestError('NOT_SEATED', `this client holds no seat ${seat} in ${match}`);
    return ref;
  }

  /**
   * `intent` for screens, at the seq of the seat's latest snapshot: a seat this screen does not hold comes back as an
   * `error` event, like the host's refusals; while the connection is down the transport queues it.
   */
  act(match: string, seat: Seat, action: Action): void {
    const snap = this.snapshot(match, seat);
    if (snap && this.sendIntent(match, seat, action, snap.seq)) return;
    this.events.emit({ kind: 'error', msg: { t: 'error', code: 'NOT_SEATED', message: 'this screen does not hold that seat', match } });
  }

  private sendIntent(match: string, seat: Seat, action: Action, seq: number): string | null {
    const token = this.feeds.get(match)?.held.find((x) => x.seat === seat)?.token;
    if (!token) return null;
    const ref = `i${this.nextRef++}`;
    this.sentIntents.set(ref, { match, game: this.feeds.get(match)?.game ?? '', action });
    if (this.sentIntents.size > SENT_INTENTS_KEPT) this.sentIntents.delete(this.sentIntents.keys().next().value!);
    this.transport.send({ t: 'intent', match, token, seq, action, ref });
    return ref;
  }

  /**
   * Take back a held seat's last move (and the bots' moves after it), as of its latest snapshot. Resolves with the
   * host's answer: `done` (fresh snapshots follow), or `asked` when the other people at the table must agree first.
   */
  undo(match: string, seat: Seat): Promise<UndoNotice> {
    const token = this.feeds.get(match)?.held.find((x) => x.seat === seat)?.token;
    if (!token) return Promise.reject(new RequestError('NOT_SEATED', `this client holds no seat ${seat} in ${match}`));
    return this.request({ t: 'undo', match, token, seq: this.snapshot(match, seat)?.seq ?? this.lastSeq(match, seat) }, 'undo');
  }

  /** A held seat's answer to an undo another player asked for; a refusal of it arrives as an `error` event. */
  answerUndo(match: string, seat: Seat, accept: boolean): void {
    const token = this.feeds.get(match)?.held.find((x) => x.seat === seat)?.token;
    if (!token) throw new RequestError('NOT_SEATED', `this client holds no seat ${seat} in ${match}`);
    this.transport.send({ t: 'undoAnswer', match, token, accept, ref: `u${this.nextRef++}` });
  }

  /** An error event; when it refuses one of this session's intents, with what was sent. */
  private refusal(m: ErrorMessage): Extract<SessionEvent, { kind: 'error' }> {
    const intent = m.ref === undefined ? undefined : this.sentIntents.get(m.ref);
    return intent ? { kind: 'error', msg: m, intent } : { kind: 'error', msg: m };
  }

  /** Send an action and wait until its events reach this seat (resolves with them) or it is refused (rejects). */
  actAndWait<A extends Action>(match: string, seat: Seat, action: A, seq?: number): Promise<EventsMessage> {
    const from = seq ?? this.lastSeq(match, seat);
    return new Promise<EventsMessage>((resolve, reject) => {
      let ref = '';
      const offs = [
        this.on('events', ({ msg: e }) => {
          if (e.match === match && e.seat === seat && e.by === seat && e.seq > from) done(() => resolve(e));
        }),
        this.on('error', ({ msg: e }) => {
          if (e.ref === ref) done(() => reject(new RequestError(e.code, e.message, e)));
        }),
        this.on('status', ({ status }) => {
          if (status === 'closed') done(() => reject(new RequestError('DISCONNECTED', 'connection closed before the action was confirmed')));
        }),
      ];
      const done = (f: () => void) => {
        for (const off of offs) off();
        f();
      };
      try {
        ref = this.intent(match, seat, action, from);
      } catch (e) {
        done(() => reject(e));
      }
    });
  }

  /** Close for good: requests in flight fail, the transport closes. Saved seats stay saved. */
  close(): void {
    for (const off of this.offs) off();
    this.dropped();
    this.transport.close();
  }
}

function newGreeting(): Greeting {
  let resolve!: (w: WelcomeMessage) => void;
  let reject!: (e: Error) => void;
  const done = new Promise<WelcomeMessage>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Nobody may be waiting for this connection's welcome: its failure is then not an unhandled rejection.
  done.catch(() => {});
  return { done, resolve, reject };
}
