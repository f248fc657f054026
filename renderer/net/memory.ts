import { bots } from '../../engine/ai';
import { createRng } from '../../engine/core/rng';
import type { AnyGame, GameEvent } from '../../engine/core/types';
import { isRuleError } from '../../engine/core/errors';
import { getGame, games } from '../../engine/games';
import { PROTOCOL_VERSION, parseClientMessage, type MatchSummary, type SeatSpec } from '../../protocol/messages';
import { Emitter, type ClientMessage, type HostInfo, type ServerMessage, type Transport, type TransportStatus } from './transport';

/**
 * A tiny in-page host that speaks the same protocol as electron/host, for renderer tests and offline development
 * (`?transport=memory`). It is not the product's host: no journal, no LAN, bots on the page's thread.
 */
interface MemSeat {
  spec: SeatSpec;
  token: string | null;
  name: string | null;
}
interface MemMatch {
  id: string;
  code: string;
  game: AnyGame;
  players: number;
  options: Record<string, unknown>;
  seed: string;
  seats: MemSeat[];
  state: unknown;
  seq: number;
  record: { seat: number; action: unknown }[];
}

let counter = 0;
const rid = (n: number) => {
  let s = '';
  const abc = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789abcdefghijkmnpqrstuvwxyz';
  for (let i = 0; i < n; i++) s += abc[Math.floor(Math.random() * abc.length)];
  return s;
};

export class MemoryTransport implements Transport {
  readonly kind = 'memory' as const;
  private readonly messages = new Emitter<ServerMessage>();
  private readonly statuses = new Emitter<TransportStatus>();
  private readonly matches = new Map<string, MemMatch>();
  /** Seats this page holds, per match. */
  private readonly held = new Map<string, Set<number | null>>();
  private closed = false;

  constructor(private readonly opts: { botDelayMs?: number } = {}) {}

  private out(msg: ServerMessage): void {
    // Deliver asynchronously, like a socket.
    queueMicrotask(() => {
      if (!this.closed) this.messages.emit(structuredClone(msg));
    });
  }

  send(raw: ClientMessage): void {
    const r = parseClientMessage(raw);
    if (!r.ok) return this.out({ t: 'error', code: r.code, message: r.message });
    const msg = r.msg;
    try {
      this.handle(msg);
    } catch (e) {
      const ref = 'ref' in msg ? msg.ref : undefined;
      if (isRuleError(e)) this.out({ t: 'error', ref, code: e.code as 'ILLEGAL_ACTION', message: e.message, for: msg.t });
      else this.out({ t: 'error', ref, code: 'INTERNAL', message: String((e as Error).message), for: msg.t });
    }
  }

  private summary(m: MemMatch): MatchSummary {
    const over = m.game.outcome(m.state) !== null;
    const waiting = m.seats.some((s) => s.spec.kind === 'human' && !s.token);
    return {
      id: m.id,
      code: m.code,
      game: m.game.id,
      players: m.players,
      options: m.options,
      status: over ? 'over' : waiting ? 'waiting' : 'playing',
      seq: m.seq,
      seats: m.seats.map((s, seat) => ({
        seat,
        kind: s.spec.kind,
        name: s.name,
        state: s.spec.kind === 'bot' ? 'connected' : s.token ? 'connected' : 'open',
        botPlaying: s.spec.kind === 'bot',
      })),
      spectators: 0,
      spectatorsAllowed: true,
    };
  }

  private err(ref: string | undefined, code: 'NO_MATCH' | 'NO_SEAT' | 'BAD_TOKEN' | 'STALE' | 'NOT_STARTED' | 'NO_GAME', message: string, t: string): void {
    this.out({ t: 'error', ref, code, message, for: t });
  }

  private find(ref: { id: string } | { code: string }): MemMatch | undefined {
    if ('id' in ref) return this.matches.get(ref.id);
    return [...this.matches.values()].find((m) => m.code === ref.code.toUpperCase());
  }

  private handle(msg: ClientMessage): void {
    switch (msg.t) {
      case 'hello':
        this.out({ t: 'welcome', v: PROTOCOL_VERSION, hostId: 'memory', hostName: 'This page', games: Object.values(games).map((g) => ({ id: g.id, name: g.name, players: g.players })) });
        return;
      case 'list':
        this.out({ t: 'matches', ref: msg.ref, matches: [...this.matches.values()].map((m) => this.summary(m)) });
        return;
      case 'create': {
        let game: AnyGame;
        try {
          game = getGame(msg.game);
        } catch {
          return this.err(msg.ref, 'NO_GAME', `unknown game "${msg.game}"`, msg.t);
        }
        const seed = msg.seed ?? rid(16);
        const state = game.setup({ players: msg.players, seed, options: msg.options });
        const specs = msg.seats ?? [];
        const m: MemMatch = {
          id: `mem${++counter}${rid(6)}`,
          code: rid(4).toUpperCase().replace(/[^A-Z2-9]/g, 'K'),
          game,
          players: msg.players,
          options: msg.options ?? {},
          seed,
          seats: Array.from({ length: msg.players }, (_, i) => {
            const spec: SeatSpec = specs[i] ?? { kind: 'human' };
            return { spec, token: null, name: spec.name ?? null };
          }),
          state,
          seq: 0,
          record: [],
        };
        this.matches.set(m.id, m);
        this.out({ t: 'created', ref: msg.ref, match: this.summary(m) });
        return;
      }
      case 'join': {
        const m = this.find(msg.match);
        if (!m) return this.err(msg.ref, 'NO_MATCH', 'no such match', msg.t);
        let seat: number | null;
        if (msg.as === 'spectator') seat = null;
        else if (msg.as === 'any') {
          const i = m.seats.findIndex((s) => s.spec.kind === 'human' && !s.token);
          if (i < 0) return this.err(msg.ref, 'NO_SEAT', 'no open seat', msg.t);
          seat = i;
        } else {
          const s = m.seats[msg.as];
          if (!s || s.spec.kind !== 'human' || s.token) return this.err(msg.ref, 'NO_SEAT', `seat ${msg.as} is not open`, msg.t);
          seat = msg.as;
        }
        let token: string | undefined;
        if (seat !== null) {
          token = rid(24);
          m.seats[seat]!.token = token;
          if (msg.name) m.seats[seat]!.name = msg.name;
        }
        if (!this.held.has(m.id)) this.held.set(m.id, new Set());
        this.held.get(m.id)!.add(seat);
        this.out({ t: 'joined', ref: msg.ref, match: m.id, code: m.code, game: m.game.id, seat, token, catchUp: 'none' });
        this.presence(m);
        this.snapshots(m, false);
        this.botsMaybe(m);
        return;
      }
      case 'resume': {
        const m = this.matches.get(msg.match);
        if (!m) return this.err(msg.ref, 'NO_MATCH', 'no such match', msg.t);
        const seat = m.seats.findIndex((s) => s.token === msg.token);
        if (seat < 0) return this.err(msg.ref, 'BAD_TOKEN', 'unknown token', msg.t);
        this.held.get(m.id)?.add(seat) ?? this.held.set(m.id, new Set([seat]));
        this.out({ t: 'joined', ref: msg.ref, match: m.id, code: m.code, game: m.game.id, seat, catchUp: 'snapshot' });
        this.snapshot(m, seat, true);
        return;
      }
      case 'leave': {
        const m = this.matches.get(msg.match);
        if (!m) return this.err(msg.ref, 'NO_MATCH', 'no such match', msg.t);
        const seat = msg.token ? m.seats.findIndex((s) => s.token === msg.token) : null;
        this.held.get(m.id)?.delete(seat === -1 ? null : seat);
        this.out({ t: 'left', ref: msg.ref, match: m.id, seat: seat === -1 ? null : seat, reason: 'leave' });
        return;
      }
      case 'intent': {
        const m = this.matches.get(msg.match);
        if (!m) return this.err(msg.ref, 'NO_MATCH', 'no such match', msg.t);
        const seat = m.seats.findIndex((s) => s.token === msg.token);
        if (seat < 0) return this.err(msg.ref, 'BAD_TOKEN', 'unknown token', msg.t);
        if (this.summary(m).status === 'waiting') return this.err(msg.ref, 'NOT_STARTED', 'waiting for players', msg.t);
        if (msg.seq !== m.seq) return this.err(msg.ref, 'STALE', `seq ${msg.seq} is not the current ${m.seq}`, msg.t);
        this.play(m, seat, msg.action);
        return;
      }
    }
  }

  private play(m: MemMatch, seat: number, action: unknown): void {
    const r = m.game.apply(m.state, seat, action as { type: string });
    m.state = r.state;
    m.seq++;
    m.record.push({ seat, action });
    for (const viewer of this.held.get(m.id) ?? []) {
      const evs = r.events.map((e: GameEvent) => m.game.eventView(e, viewer)).filter((e: GameEvent | null): e is GameEvent => e !== null);
      this.out({ t: 'events', match: m.id, seq: m.seq, seat: viewer, by: seat, events: evs });
    }
    this.snapshots(m, false);
    this.botsMaybe(m);
  }

  private snapshots(m: MemMatch, resync: boolean): void {
    for (const viewer of this.held.get(m.id) ?? []) this.snapshot(m, viewer, resync);
  }

  private snapshot(m: MemMatch, viewer: number | null, resync: boolean): void {
    const sum = this.summary(m);
    const toAct = m.game.toAct(m.state) as number[];
    const mine = viewer !== null && toAct.includes(viewer) && m.seats[viewer]!.spec.kind === 'human';
    this.out({
      t: 'snapshot',
      match: m.id,
      seq: m.seq,
      seat: viewer,
      status: sum.status,
      view: m.game.view(m.state, viewer),
      toAct,
      legal: mine && sum.status === 'playing' ? (m.game.legalActions(m.state, viewer) as { type: string }[]) : undefined,
      outcome: m.game.outcome(m.state),
      resync,
    });
  }

  private presence(m: MemMatch): void {
    this.out({ t: 'presence', match: m.id, seats: this.summary(m).seats, spectators: 0 });
  }

  private botTimer = new Map<string, ReturnType<typeof setTimeout>>();
  private botsMaybe(m: MemMatch): void {
    if (this.summary(m).status !== 'playing' || this.botTimer.has(m.id)) return;
    const toAct = m.game.toAct(m.state) as number[];
    const seat = toAct.find((s) => m.seats[s]!.spec.kind === 'bot');
    if (seat === undefined) return;
    const t = setTimeout(() => {
      this.botTimer.delete(m.id);
      if (this.closed) return;
      const spec = m.seats[seat]!.spec as { kind: 'bot'; bot: string };
      const bot = bots[spec.bot] ?? bots.random!;
      const legal = m.game.legalActions(m.state, seat);
      const action = bot({ game: m.game, view: m.game.view(m.state, seat), seat, legal, rng: createRng(`${m.seed}/bot/${m.seq}`), players: m.players });
      this.play(m, seat, action);
    }, this.opts.botDelayMs ?? 400);
    this.botTimer.set(m.id, t);
  }

  /** The finished match's record (the memory host has no journal; tests and the replay viewer use this). */
  async record(matchId: string): Promise<unknown | null> {
    const m = this.matches.get(matchId);
    if (!m || m.game.outcome(m.state) === null) return null;
    return { game: m.game.id, version: m.game.version, players: m.players, seed: m.seed, options: m.options, actions: m.record };
  }

  onMessage(cb: (msg: ServerMessage) => void): () => void {
    return this.messages.on(cb);
  }
  onStatus(cb: (s: TransportStatus) => void): () => void {
    return this.statuses.on(cb);
  }
  status(): TransportStatus {
    return this.closed ? 'closed' : 'open';
  }
  async hostInfo(): Promise<HostInfo> {
    return { addresses: [], discovered: [], mode: 'memory' };
  }
  close(): void {
    this.closed = true;
    for (const t of this.botTimer.values()) clearTimeout(t);
  }
}
