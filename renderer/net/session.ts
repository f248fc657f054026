import {
  LIMITS, PROTOCOL_VERSION,
  type ErrorMessage, type EventsMessage, type LeftMessage, type MatchesMessage, type MatchSummary, type SeatSpec, type ServerMessage, type SnapshotMessage, type WelcomeMessage,
} from '../../protocol/messages';
import type { Action } from '../../engine/core/types';
import { Emitter, type Transport, type TransportStatus } from './transport';

/** A seat this client holds in a match (several for hot-seat play). */
export interface HeldSeat {
  seat: number | null;
  token?: string;
  name?: string;
}

/** What the client keeps to come back to a match later (save/resume): tokens stay on this machine. */
export interface SavedSeats {
  match: string;
  code: string;
  game: string;
  seats: HeldSeat[];
  savedAt: number;
}

export interface MatchFeed {
  id: string;
  code: string;
  game: string;
  summary: MatchSummary | null;
  held: HeldSeat[];
  /** Latest snapshot per viewer key (`String(seat)` or "spectator"). */
  snapshots: Record<string, SnapshotMessage>;
  /** Event batches per viewer key, in seq order (kept whole for the log). */
  events: Record<string, EventsMessage[]>;
  /** Set when the host ended the match for this client: 'closed' by its owner, or 'expired' (nobody joined in time). */
  ended: 'closed' | 'expired' | null;
}

/** The host's match list as `Session.list` gathered it. */
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
  | { kind: 'left'; match: string; msg: LeftMessage }
  | { kind: 'error'; msg: ErrorMessage }
  | { kind: 'status'; status: TransportStatus }
  | { kind: 'welcome'; msg: WelcomeMessage };

export const viewerKey = (seat: number | null): string => (seat === null ? 'spectator' : String(seat));

const SAVE_KEY = 'riverTables.seats.v1';

function loadSaved(): SavedSeats[] {
  try {
    const raw = globalThis.localStorage?.getItem(SAVE_KEY);
    const v = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(v) ? (v as SavedSeats[]).filter((s) => s && typeof s.match === 'string' && Array.isArray(s.seats)) : [];
  } catch {
    return [];
  }
}

function storeSaved(list: SavedSeats[]): void {
  try {
    globalThis.localStorage?.setItem(SAVE_KEY, JSON.stringify(list.slice(-50)));
  } catch {
    /* private mode: resume is then not available */
  }
}

export class RequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/**
 * The client side of the host protocol over any Transport: hello, request/reply by `ref`, the seats this client
 * holds, their latest snapshots and event batches, intents stamped with the right token and seq, and resume after a
 * reconnect. It never decides a rule: it forwards what the host sends.
 */
export class Session {
  readonly feeds = new Map<string, MatchFeed>();
  readonly events = new Emitter<SessionEvent>();
  welcome: WelcomeMessage | null = null;
  private nextRef = 1;
  private readonly pending = new Map<string, { resolve: (m: ServerMessage) => void; reject: (e: Error) => void; expect: string[] }>();
  private readonly offs: (() => void)[] = [];

  constructor(
    readonly transport: Transport,
    private readonly clientName = 'river-tables/0.1',
  ) {
    this.offs.push(transport.onMessage((m) => this.receive(m)));
    this.offs.push(
      transport.onStatus((s) => {
        this.events.emit({ kind: 'status', status: s });
        if (s === 'open') this.reconnected();
      }),
    );
    this.hello();
  }

  private hello(): void {
    this.transport.send({ t: 'hello', v: PROTOCOL_VERSION, client: this.clientName });
  }

  /** After a dropped socket: hello again and resume every held seat from the last seq seen. */
  private reconnected(): void {
    if (!this.welcome) return; // first open: hello already queued
    this.hello();
    for (const f of this.feeds.values()) {
      for (const h of f.held) {
        if (!h.token) continue;
        const snap = f.snapshots[viewerKey(h.seat)];
        this.transport.send({ t: 'resume', match: f.id, token: h.token, lastSeq: snap ? snap.seq : -1 });
      }
    }
  }

  private request<T extends ServerMessage>(msg: Record<string, unknown> & { t: string }, expect: string[]): Promise<T> {
    const ref = `r${this.nextRef++}`;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(ref, { resolve: resolve as (m: ServerMessage) => void, reject, expect });
      this.transport.send({ ...msg, ref } as never);
      setTimeout(() => {
        if (this.pending.delete(ref)) reject(new RequestError('TIMEOUT', `no reply from the host to "${msg.t}"`));
      }, 20_000);
    });
  }

  private feed(id: string, code = '', game = ''): MatchFeed {
    let f = this.feeds.get(id);
    if (!f) {
      f = { id, code, game, summary: null, held: [], snapshots: {}, events: {}, ended: null };
      this.feeds.set(id, f);
    }
    if (code) f.code = code;
    if (game) f.game = game;
    return f;
  }

  private receive(m: ServerMessage): void {
    if ('ref' in m && m.ref && this.pending.has(m.ref)) {
      const p = this.pending.get(m.ref)!;
      if (m.t === 'error') {
        this.pending.delete(m.ref);
        p.reject(new RequestError(m.code, m.message, m.details));
        return;
      }
      if (p.expect.includes(m.t)) {
        this.pending.delete(m.ref);
        p.resolve(m);
      }
    }
    switch (m.t) {
      case 'welcome':
        this.welcome = m;
        this.events.emit({ kind: 'welcome', msg: m });
        break;
      case 'created':
        this.feed(m.match.id, m.match.code, m.match.game).summary = m.match;
        break;
      case 'matches':
        break;
      case 'joined': {
        const f = this.feed(m.match, m.code, m.game);
        const existing = f.held.find((h) => h.seat === m.seat);
        if (existing) {
          if (m.token) existing.token = m.token;
        } else f.held.push({ seat: m.seat, token: m.token });
        this.persist(f);
        break;
      }
      case 'snapshot': {
        const f = this.feed(m.match);
        const key = viewerKey(m.seat);
        const prev = f.snapshots[key];
        if (prev && prev.seq > m.seq && !m.resync) break;
        f.snapshots[key] = m;
        if (f.summary) f.summary = { ...f.summary, status: m.status, seq: m.seq };
        this.events.emit({ kind: 'snapshot', match: m.match, viewer: key, msg: m });
        break;
      }
      case 'events': {
        const f = this.feed(m.match);
        const key = viewerKey(m.seat);
        (f.events[key] ??= []).push(m);
        this.events.emit({ kind: 'events', match: m.match, viewer: key, msg: m });
        break;
      }
      case 'presence': {
        const f = this.feed(m.match);
        if (f.summary) f.summary = { ...f.summary, seats: m.seats, spectators: m.spectators };
        this.events.emit({ kind: 'presence', match: m.match });
        break;
      }
      case 'left': {
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
        break;
      }
      case 'error':
        this.events.emit({ kind: 'error', msg: m });
        break;
    }
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

  /** Every match of the host (creation order). */
  async list(): Promise<MatchSummary[]> {
    return (await this.listAll()).matches;
  }

  /**
   * The host's matches, page by page (at most MAX_LIST_PAGES), with the total so a screen can say what is not shown.
   * An older host (or the memory transport) answers without `next`: its one reply is the whole list.
   */
  async listAll(): Promise<MatchList> {
    const matches: MatchSummary[] = [];
    let after: string | undefined;
    let total = 0;
    for (let page = 0; page < MAX_LIST_PAGES; page++) {
      const r = await this.listPage(after);
      matches.push(...r.matches);
      total = r.total ?? matches.length;
      if (!r.next) return { matches, total, complete: true };
      after = r.next;
    }
    return { matches, total, complete: false };
  }

  private listPage(after: string | undefined): Promise<MatchesMessage> {
    const msg: Record<string, unknown> & { t: string } = { t: 'list', limit: LIMITS.maxMatchesListed };
    if (after) msg.after = after;
    return this.request<MatchesMessage>(msg, ['matches']);
  }

  async create(p: { game: string; players: number; options: Record<string, unknown>; seed?: string; seats: SeatSpec[] }): Promise<MatchSummary> {
    const msg: Record<string, unknown> & { t: string } = { t: 'create', game: p.game, players: p.players, options: p.options, seats: p.seats };
    if (p.seed) msg.seed = p.seed;
    const r = await this.request<Extract<ServerMessage, { t: 'created' }>>(msg, ['created']);
    return r.match;
  }

  async join(match: { id: string } | { code: string }, as: number | 'any' | 'spectator', name?: string): Promise<{ match: string; seat: number | null; code: string; game: string }> {
    const msg: Record<string, unknown> & { t: string } = { t: 'join', match, as };
    if (name) msg.name = name;
    const r = await this.request<Extract<ServerMessage, { t: 'joined' }>>(msg, ['joined']);
    return { match: r.match, seat: r.seat, code: r.code, game: r.game };
  }

  async resume(saved: SavedSeats): Promise<void> {
    for (const h of saved.seats) {
      if (!h.token) continue;
      const f = this.feed(saved.match, saved.code, saved.game);
      if (!f.held.some((x) => x.seat === h.seat)) f.held.push({ ...h });
      await this.request({ t: 'resume', match: saved.match, token: h.token, lastSeq: -1 }, ['joined']);
    }
  }

  /** Stop following a match without giving up the seats (they can be resumed later). */
  detach(match: string): void {
    this.feeds.delete(match);
  }

  async leave(match: string): Promise<void> {
    const f = this.feeds.get(match);
    if (!f) return;
    for (const h of f.held) {
      if (h.token) this.transport.send({ t: 'leave', match, token: h.token });
    }
    this.forget(match);
    this.feeds.delete(match);
  }

  /** Send the seat's intent stamped with its token and the seq it was chosen at. Errors come back as events. */
  act(match: string, seat: number, action: Action): void {
    const f = this.feeds.get(match);
    const h = f?.held.find((x) => x.seat === seat);
    const snap = f?.snapshots[viewerKey(seat)];
    if (!f || !h?.token || !snap) {
      this.events.emit({ kind: 'error', msg: { t: 'error', code: 'NOT_SEATED', message: 'this screen does not hold that seat', match } });
      return;
    }
    this.transport.send({ t: 'intent', match, token: h.token, seq: snap.seq, action, ref: `i${this.nextRef++}` });
  }

  close(): void {
    for (const off of this.offs) off();
    this.transport.close();
  }
}
