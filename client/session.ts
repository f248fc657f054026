import {
  LIMITS, PROTOCOL_VERSION,
  type CheckedMessage, type CreateMessage, type ErrorMessage, type EventsMessage, type JoinedMessage, type MatchesMessage,
  type MatchSummary, type ServerMessage, type ServerMessageType, type SnapshotMessage, type UndoNotice, type WelcomeMessage,
} from '../protocol/messages';
import type { Action, Seat } from '../engine/core/types';
import { feedMatch, holdSeat, lastSeqOf, namedFeed, reduceFeed, releaseSeat, tokenOf, viewerKey, type FeedMessage, type MatchFeed } from './feeds';
import { MAX_LIST_PAGES, gatherPages, type MatchList } from './match-list';
import { Greeter, resumeAll } from './reconnect';
import { RequestError } from './request-error';
import { Requests, SentIntents, type Reply, type Request, type SentIntent } from './requests';
import { forgetSaved, loadSaved, saveSeats, type HeldSeat, type SavedSeats } from './saved-seats';
import { feedEvent, isKind, type EventOf, type SessionEvent, type SessionEventKind } from './session-events';
import { Emitter, type Transport, type TransportStatus } from './transport';

export type { HeldSeat, MatchFeed, MatchList, Request, SavedSeats, SentIntent, SessionEvent, SessionEventKind };
export { RequestError, viewerKey };

export interface SessionOptions {
  /** Who we are, in hello (the host logs it). */
  client?: string;
  /** A display name, in hello. */
  name?: string;
  /** Time a request waits for its reply before it fails with TIMEOUT (default 20 s). */
  timeoutMs?: number;
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
  private readonly requests: Requests;
  private readonly sentIntents = new SentIntents();
  /** Matches joined with `pace` (re-joined so after a reconnect). */
  private readonly paced = new Set<string>();
  private readonly offs: (() => void)[] = [];
  private readonly opts: SessionOptions;
  private readonly greeter: Greeter;

  constructor(
    readonly transport: T,
    opts: SessionOptions | string = {},
  ) {
    this.opts = typeof opts === 'string' ? { client: opts } : opts;
    this.requests = new Requests((m) => transport.send(m), this.opts.timeoutMs ?? 20_000);
    this.greeter = new Greeter({ hello: () => this.hello(), resume: () => this.resumeAll() });
    this.offs.push(transport.onMessage((m) => this.receive(m)));
    this.offs.push(transport.onStatus((s) => this.statusChanged(s)));
    if (transport.status() === 'open') this.greeter.opened();
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
    return this.greeter.done;
  }

  /** Drop the connection without leaving any seat (as a network failure would); `connect()` resumes them. */
  disconnect(): void {
    this.transport.drop?.();
  }

  private hello(): void {
    const { client = 'river-tables/0.1', name } = this.opts;
    this.transport.send({ t: 'hello', v: PROTOCOL_VERSION, client, ...(name ? { name } : {}) });
  }

  private statusChanged(s: TransportStatus): void {
    if (s === 'open') this.greeter.opened();
    if (s === 'closed') this.dropped();
    this.events.emit({ kind: 'status', status: s });
  }

  /** The connection is gone: every request in flight fails, and the next connection greets (and resumes) again. */
  private dropped(): void {
    const err = new RequestError('DISCONNECTED', 'the connection to the host closed');
    this.requests.failAll(err);
    this.greeter.dropped(err);
  }

  private welcomed(m: WelcomeMessage): Promise<void> {
    const again = this.welcome !== null;
    this.welcome = m;
    this.events.emit({ kind: 'welcome', msg: m });
    return this.greeter.welcomed(m, again);
  }

  private helloRefused(m: ErrorMessage): void {
    // Another protocol version, or not a River Tables host: retrying cannot help.
    if (m.code === 'BAD_VERSION') this.transport.drop?.();
    this.greeter.refused(new RequestError(m.code, m.message, m));
  }

  private resumeAll(): Promise<void> {
    return resumeAll(this.feeds.values(), { paced: this.paced, join: (msg) => this.request(msg, 'joined'), release: (f, seat) => this.release(f, seat) });
  }

  private release(f: MatchFeed, seat: number | null): void {
    update(f, releaseSeat(f, seat));
    this.persist(f);
  }

  /** Send a request with a fresh ref; resolves with the reply of type `expect`, rejects with a RequestError. */
  request<K extends ServerMessageType>(msg: Request, expect: K): Promise<Reply<K>> {
    if (this.status === 'closed') return Promise.reject(new RequestError('DISCONNECTED', 'not connected to the host'));
    return this.requests.request(msg, expect);
  }

  private receive(m: ServerMessage): void {
    this.requests.settle(m);
    this.track(m);
    this.messages.emit(m);
  }

  /** Keep the feeds up to date and say what changed. */
  private track(m: ServerMessage): void {
    switch (m.t) {
      case 'welcome':
        return void this.welcomed(m);
      case 'error':
        if (m.for === 'hello' && !m.ref) this.helloRefused(m);
        return this.events.emit(this.refusal(m));
      case 'matches':
      case 'record':
      case 'checked':
        return;
      default:
        return this.feedIn(m);
    }
  }

  /** Apply a message to its match's feed (feeds.ts), then say what changed. */
  private feedIn(m: FeedMessage): void {
    const id = feedMatch(m);
    const before = this.feeds.get(id);
    const after = reduceFeed(before, m);
    const f = after ? this.store(id, after) : before;
    if (m.t === 'joined' && f) this.persist(f);
    // The match is gone from the host: its saved seats can never be resumed.
    if (m.t === 'left' && (m.reason === 'closed' || m.reason === 'expired')) this.forget(m.match);
    if (m.t === 'snapshot' && after === before) return; // older than the one held: nothing changed
    const e = feedEvent(m);
    if (e) this.events.emit(e);
  }

  /**
   * Keep a reducer's result as the feed of `id`. A feed already kept stays the same object, updated in place: the
   * screens hold it and re-read it on each event. Returns the kept feed.
   */
  private store(id: string, next: MatchFeed): MatchFeed {
    const kept = this.feeds.get(id);
    if (!kept) this.feeds.set(id, next);
    else update(kept, next);
    return kept ?? next;
  }

  /** The feed of `id` (a new one when there is none), with the room code and game when given. */
  private feed(id: string, code: string, game: string): MatchFeed {
    return this.store(id, namedFeed(this.feeds.get(id), id, code, game));
  }

  private persist(f: MatchFeed): void {
    saveSeats(f, f.held);
  }

  saved(): SavedSeats[] {
    return loadSaved();
  }

  forget(match: string): void {
    forgetSaved(match);
  }

  /** The latest snapshot this client got for a seat (seat null: as spectator). */
  snapshot(match: string, seat: Seat | null): SnapshotMessage | undefined {
    return this.feeds.get(match)?.snapshots[viewerKey(seat)];
  }

  /** The last seq this client saw (events or snapshot) for a seat (seat null: as spectator); -1 if none. */
  lastSeq(match: string, seat: Seat | null): number {
    return lastSeqOf(this.feeds.get(match), seat);
  }

  /** Every match of the host (creation order), at most `maxPages` pages of it. */
  async list(maxPages = MAX_LIST_PAGES): Promise<MatchSummary[]> {
    return (await this.listAll(maxPages)).matches;
  }

  /** The host's matches, page by page (at most `maxPages`), with the total so a screen can say what is not shown. */
  listAll(maxPages = MAX_LIST_PAGES): Promise<MatchList> {
    return gatherPages((after) => this.listPage(after), maxPages);
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
      update(f, holdSeat(f, h));
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
    const token = seat === null ? undefined : tokenOf(this.feeds.get(match), seat);
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

  /**
   * Ask the host whether a held seat's action would be taken now (a dry run: nothing is applied), at the seq of the
   * seat's latest snapshot. Resolves with `checked`; rejects with the RequestError an intent with that action would
   * get (its `reply` is the host's error, as for an intent), or RATE_LIMITED. Not an intent: a refusal is no `error`
   * event (no toast), the asker shows it.
   */
  check(match: string, seat: Seat, action: Action): Promise<CheckedMessage> {
    const token = tokenOf(this.feeds.get(match), seat);
    if (!token) return Promise.reject(new RequestError('NOT_SEATED', `this client holds no seat ${seat} in ${match}`));
    const seq = this.snapshot(match, seat)?.seq ?? this.lastSeq(match, seat);
    return this.request({ t: 'check', match, token, seq, action }, 'checked');
  }

  private sendIntent(match: string, seat: Seat, action: Action, seq: number): string | null {
    const token = tokenOf(this.feeds.get(match), seat);
    if (!token) return null;
    const ref = this.requests.ref('i');
    this.sentIntents.add(ref, { match, game: this.feeds.get(match)?.game ?? '', action });
    this.transport.send({ t: 'intent', match, token, seq, action, ref });
    return ref;
  }

  /**
   * Take back a held seat's last move (and the bots' moves after it), as of its latest snapshot. Resolves with the
   * host's answer: `done` (fresh snapshots follow), or `asked` when the other people at the table must agree first.
   */
  undo(match: string, seat: Seat): Promise<UndoNotice> {
    const token = tokenOf(this.feeds.get(match), seat);
    if (!token) return Promise.reject(new RequestError('NOT_SEATED', `this client holds no seat ${seat} in ${match}`));
    return this.request({ t: 'undo', match, token, seq: this.snapshot(match, seat)?.seq ?? this.lastSeq(match, seat) }, 'undo');
  }

  /** A held seat's answer to an undo another player asked for; a refusal of it arrives as an `error` event. */
  answerUndo(match: string, seat: Seat, accept: boolean): void {
    const token = tokenOf(this.feeds.get(match), seat);
    if (!token) throw new RequestError('NOT_SEATED', `this client holds no seat ${seat} in ${match}`);
    this.transport.send({ t: 'undoAnswer', match, token, accept, ref: this.requests.ref('u') });
  }

  /** An error event; when it refuses one of this session's intents, with what was sent. */
  private refusal(m: ErrorMessage): Extract<SessionEvent, { kind: 'error' }> {
    const intent = this.sentIntents.get(m.ref);
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

/** Store a reducer's result in the feed object the session keeps (the screens hold it: it is updated in place). */
function update(f: MatchFeed, next: MatchFeed): void {
  if (next !== f) Object.assign(f, next);
}
