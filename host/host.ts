import { bots as knownBots } from '../engine/ai';
import type { MatchRecord } from '../engine/core/record';
import type { Action, AnyGame, Seat } from '../engine/core/types';
import { games as engineGames } from '../engine/games';
import {
  LIMITS, PROTOCOL_VERSION, parseClientMessage,
  type ClientMessage, type CloseMessage, type CreateMessage, type ErrorCode, type HistoryRequest, type IntentMessage, type JoinMessage, type LeaveMessage,
  type ListMessage, type MatchesMessage, type MatchSummary, type RecordRequest, type ResumeMessage, type SeatSpec, type ServerMessage,
  type UndoAnswerMessage, type UndoMessage, type UndoNotice,
} from '../protocol/messages';
import type { ShownMessage } from '../protocol/messages';
import { InThreadBots } from './bots/in-thread';
import type { BotRunner } from './bots/runner';
import { newConnectionId, type Connection, type LocalPeer } from './connection';
import { HostError, toHostError } from './errors';
import { requestBucket, type TokenBucket } from './rate-limit';
import { Ids, normalizeRoomCode, type RandomPort } from './ids';
import { JOURNAL_EXT } from './journal-format';
import { RecordShare, openOnLan, reachable, seatOpenTo, summaryFor, visibleTo } from './lan-share';
import type { JournalLoad, JournalProblem } from './journal-lines';
import type { JournalStore, JournalStoreFactory } from './journal-store';
import { checkCreate, checkSeat, isAbandoned, resolveLimits, type LimitOptions, type Limits } from './limits';
import { Match, type HistoryEntry } from './match';
import { eventsFor, historyFor, snapshotFor } from './outbound';
import { SeatBots } from './seat-bots';
import type { PaceOptions } from './pacers';
import { inBackground } from './timers';
import { UndoRequests } from './undo-requests';
import { webRandom } from './web-ids';

/** Fairness limits (per-client caps, hello deadline, waiting-match expiry): see LimitOptions and HOST_LIMITS. */
export interface HostOptions extends LimitOptions {
  /** Shown to clients and in discovery. */
  name?: string;
  id?: string;
  /** Engines by id (default engine/games.ts); tests add fixtures. */
  games?: Record<string, AnyGame>;
  /** Where matches are journalled (electron/host/journal.ts on disk, memory-journal.ts); null/undefined: no journal (matches die with the host). */
  storage?: JournalStoreFactory | null;
  /** Randomness and hashing for ids, room codes, seeds and seat tokens (default: Web Crypto, see web-ids.ts). */
  random?: RandomPort;
  /** Actions between journalled full-state checkpoints. */
  checkpointEvery?: number;
  /** Action results kept per match for resume with missed events; older drops get a fresh snapshot. */
  historyLimit?: number;
  /** A human seat away this long is played by a bot until its player resumes (default 60 s); null: never (the match waits). */
  awayTimeoutMs?: number | null;
  /** Bot used for taken-over seats. */
  takeoverBot?: string;
  /** Pause before each bot move, so people can follow (0 for tests and benchmarks). */
  botDelayMs?: number;
  /** How far bots may run ahead of clients that asked to be waited on (default PACE_DEFAULTS in host/pacers.ts). */
  pace?: PaceOptions;
  /** A finished match nobody is looking at is closed (and its journal filed away) this long after it ended. */
  finishedTtlMs?: number;
  /** How long the other people at a LAN table have to agree to an undo (default 30 s). */
  undoTimeoutMs?: number;
  /** Whether LAN players may ask for a finished match's record (default true; each match's creator may still say no). */
  records?: boolean;
  /** Who picks bot moves (default: this thread; electron/host NodeHost uses worker_threads). Closed with the host. */
  bots?: BotRunner;
  /** Whether LAN clients may create matches (local connections always may). */
  remoteCreate?: boolean;
  /** Who may choose a match seed (a seed reveals the deck order): 'local' connections only by default. */
  seeds?: 'local' | 'all' | 'none';
  /** Host log (operator only). Lines never contain actions, views or state. */
  log?: (line: string) => void;
  now?: () => number;
}

export interface CreateMatchParams {
  game: string;
  players: number;
  options?: Record<string, unknown>;
  seed?: string;
  seats?: SeatSpec[];
  spectators?: boolean;
  /** Offered to LAN guests (default true here: the host's tools make matches for its LAN; see onCreate for the app's). */
  lan?: boolean;
  /** LAN players may have the finished record (default true). */
  records?: boolean;
}

export interface HostStats {
  matches: number;
  playing: number;
  connections: number;
  seatsConnected: number;
  spectators: number;
  actions: number;
  errors: number;
  journalErrors: number;
}

interface PeerState {
  conn: Connection;
  hello: boolean;
  name: string | null;
  /** Seats this connection holds, per match id. */
  seats: Map<string, Set<Seat>>;
  watching: Set<string>;
  /** Closes the connection if no valid hello comes in time (remote connections only). */
  helloTimer: ReturnType<typeof setTimeout> | null;
  /** How often it may still ask for a match's history. */
  history: TokenBucket;
}

/**
 * The authoritative match host. Transports (LAN WebSocket server, Electron IPC, tests) attach Connections and hand
 * every inbound message to `receive`; the host validates it (zod), applies it through the engine, journals the
 * result, then pushes each seat its own view and events. One code path for every kind of peer.
 */
export class Host {
  readonly id: string;
  readonly name: string;
  readonly games: Record<string, AnyGame>;
  private readonly matchesById = new Map<string, Match>();
  private readonly matchesByCode = new Map<string, Match>();
  private readonly peers = new Map<Connection, PeerState>();
  private readonly journal: JournalStore | null;
  private readonly ids: Ids;
  private botRunner: BotRunner | null = null;
  private readonly seatBots: SeatBots;
  private readonly undos: UndoRequests;
  private readonly recordShare: RecordShare;
  private readonly opts: Required<Pick<HostOptions, 'checkpointEvery' | 'historyLimit' | 'takeoverBot' | 'botDelayMs' | 'remoteCreate' | 'seeds' | 'finishedTtlMs'>> & HostOptions;
  private readonly limits: Limits;
  private readonly sweeper: ReturnType<typeof setInterval>;
  private readonly log: (line: string) => void;
  private readonly now: () => number;
  private counters = { actions: 0, errors: 0, journalErrors: 0 };
  private closed = false;
  private readonly changeListeners = new Set<() => void>();

  constructor(opts: HostOptions = {}) {
    this.opts = {
      checkpointEvery: 20, historyLimit: 256, takeoverBot: 'greedy', botDelayMs: 0, remoteCreate: true, seeds: 'local',
      finishedTtlMs: 2 * 60 * 60 * 1000,
      ...opts,
      awayTimeoutMs: opts.awayTimeoutMs === undefined ? 60_000 : opts.awayTimeoutMs,
    };
    this.limits = resolveLimits(opts);
    this.ids = new Ids(opts.random ?? webRandom);
    this.id = opts.id ?? this.ids.hostId();
    this.name = opts.name ?? 'River Tables host';
    this.games = opts.games ?? engineGames;
    this.journal =
      opts.storage?.((e) => {
        this.counters.journalErrors++;
        this.log(`journal checkpoint failed: ${e.message}`);
      }) ?? null;
    this.log = opts.log ?? (() => {});
    this.now = opts.now ?? Date.now;
    this.botRunner = opts.bots ?? null;
    this.seatBots = new SeatBots({
      awayTimeoutMs: this.opts.awayTimeoutMs ?? null, takeoverBot: this.opts.takeoverBot, botDelayMs: this.opts.botDelayMs,
      runner: () => this.runner(),
      act: (m, seat, seq, action) => this.act(m, seat, seq, action),
      takenOver: (m) => {
        this.broadcastSnapshots(m, false);
        this.broadcastPresence(m);
      },
      log: this.log, now: this.now, pace: opts.pace,
    });
    this.undos = new UndoRequests({
      timeoutMs: opts.undoTimeoutMs ?? 30_000,
      undoNow: (m, keep) => this.undoNow(m, keep),
      notify: (m, notice, reply) => this.notifyUndo(m, notice, reply),
    });
    this.recordShare = new RecordShare(opts.records ?? true, this.now);
    const shortestTtl = Math.min(this.opts.finishedTtlMs, this.limits.waitingTtlMs ?? Infinity);
    this.sweeper = setInterval(() => this.sweepFinished(), Math.min(60_000, Math.max(1000, shortestTtl / 4)));
    inBackground(this.sweeper);
  }

  /**
   * Close finished matches nobody holds or watches, `finishedTtlMs` after their last change; and delete waiting
   * matches nobody sits in whose seats have not changed for `waitingTtlMs` (restore runs this too, so a restart does
   * not bring back long-abandoned ones).
   */
  sweepFinished(): void {
    const now = this.now();
    const limit = now - this.opts.finishedTtlMs;
    for (const m of [...this.matchesById.values()]) {
      if (isAbandoned(m, now, this.limits.waitingTtlMs)) {
        this.log(`match ${m.id} waited ${Math.round((now - m.updatedAt) / 60_000)} min without players: expired`);
        this.closeMatch(m.id, { discard: true, reason: 'expired' });
        continue;
      }
      if (m.status !== 'over' || m.updatedAt > limit || m.spectators.size > 0 || m.seats.some((s) => s.holder)) continue;
      this.log(`match ${m.id} ended a while ago: filed away`);
      this.closeMatch(m.id);
    }
  }

  /**
   * Below `cap` matches, if finished ones nobody looks at can make the room (oldest first): all-bot matches finish on
   * their own, and a client that starts them one after another must not fill the host for the finished-match TTL.
   */
  private makeRoom(cap: number): void {
    if (this.matchesById.size < cap) return;
    const idle = [...this.matchesById.values()]
      .filter((m) => m.status === 'over' && m.spectators.size === 0 && !m.seats.some((s) => s.holder))
      .sort((a, b) => a.updatedAt - b.updatedAt);
    for (const m of idle) {
      if (this.matchesById.size < cap) return;
      this.log(`match ${m.id} is over and nobody looks at it: filed away to make room`);
      this.closeMatch(m.id);
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  // Lifecycle

  /**
   * Reload every journalled match (replayed from its record and checked against its checkpoint). A file that cannot
   * be restored is in `problems`; a match restored from a damaged file (up to the damage, its original copied aside)
   * is in `damaged` with what was kept and lost — present only when some file was damaged, so a clean restore still
   * reads `{ restored, problems }`. Each is logged naming the match: nothing is lost silently.
   */
  restore(): { restored: string[]; problems: JournalProblem[]; damaged?: JournalLoad['damaged'] } {
    if (!this.journal) return { restored: [], problems: [] };
    const load = this.journal.loadAll();
    const problems = load.problems;
    const damageOf = new Map(load.damaged.map((d) => [d.id, d]));
    const restored: string[] = [];
    for (const entry of load.entries) {
      try {
        if (this.matchesById.has(entry.id)) throw new Error('duplicate match id');
        if (this.matchesByCode.has(entry.code)) throw new Error(`room code ${entry.code} already in use`);
        const m = Match.restore(this.games, entry, this.opts.historyLimit, this.now());
        // Compacted: a torn or damaged tail is gone before new appends (loadAll copied a damaged original aside first).
        this.journal.create(m.journalEntry());
        this.matchesById.set(m.id, m);
        this.matchesByCode.set(m.code, m);
        restored.push(m.id);
        this.log(`restored match ${m.id} (${m.game.id}, ${m.players}p, seq ${m.seq}, ${m.status})`);
      } catch (e) {
        const d = damageOf.get(entry.id);
        damageOf.delete(entry.id);
        const error = d ? `${(e as Error).message}; the file is damaged too: ${d.problem}` : (e as Error).message;
        problems.push({ id: entry.id, file: `${entry.id}${JOURNAL_EXT}`, error });
      }
    }
    const damaged = [...damageOf.values()];
    for (const p of problems) this.log(`journal: match ${p.id} not restored (${p.file}): ${p.error}`);
    for (const d of damaged) this.log(`journal: match ${d.id} ${d.message}`);
    for (const id of restored) {
      const m = this.matchesById.get(id)!;
      this.seatBots.checkTakeovers(m);
      this.seatBots.schedule(m);
    }
    this.sweepFinished();
    return { restored: restored.filter((id) => this.matchesById.has(id)), problems, ...(damaged.length ? { damaged } : {}) };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.sweeper);
    for (const peer of this.peers.values()) clearHelloTimer(peer);
    this.seatBots.close();
    this.undos.close();
    for (const m of this.matchesById.values()) m.closed = true;
    for (const p of [...this.peers.keys()]) p.close(1001, 'host closing');
    this.peers.clear();
    if (this.botRunner) await this.botRunner.close();
    await this.journal?.close();
  }

  // -------------------------------------------------------------------------------------------------------------
  // Connections

  attach(conn: Connection): void {
    if (this.closed) {
      conn.close(1001, 'host closing');
      return;
    }
    this.peers.set(conn, { conn, hello: false, name: null, seats: new Map(), watching: new Set(), helloTimer: this.helloDeadline(conn), history: requestBucket(LIMITS.historyRequests, this.now) });
  }

  /**
   * Remote sockets must say hello within `helloTimeoutMs`, or they are closed: otherwise silent sockets fill the LAN
   * server's connection slots. Local connections are this machine's own app (they say hello at once) and use no slot.
   */
  private helloDeadline(conn: Connection): ReturnType<typeof setTimeout> | null {
    const ms = this.limits.helloTimeoutMs;
    if (conn.kind === 'local' || ms === null) return null;
    const timer = setTimeout(() => {
      const peer = this.peers.get(conn);
      if (!peer || peer.hello) return;
      this.log(`${conn.id} (${conn.peer}): no hello within ${ms} ms, closed`);
      conn.close(1008, `no hello within ${ms / 1000} s`);
    }, ms);
    inBackground(timer);
    return timer;
  }

  /** The peer went away (socket closed, window closed): its seats become away, its spectating ends. */
  detach(conn: Connection): void {
    const peer = this.peers.get(conn);
    if (!peer) return;
    clearHelloTimer(peer);
    this.peers.delete(conn);
    const now = this.now();
    for (const [matchId, seats] of peer.seats) {
      const m = this.matchesById.get(matchId);
      if (!m) continue;
      for (const seat of seats) {
        const slot = m.seats[seat]!;
        if (slot.holder !== conn) continue;
        slot.holder = null;
        slot.awaySince = now;
      }
      this.seatBots.checkTakeovers(m);
      this.broadcastPresence(m);
    }
    for (const matchId of peer.watching) {
      const m = this.matchesById.get(matchId);
      if (m && m.spectators.delete(conn)) this.broadcastPresence(m);
    }
    this.seatBots.unpace(conn.id, this.matchesById.values());
  }

  /** An in-process peer (Electron IPC, tests): the same validation and outbound path as a LAN socket. */
  connectLocal(onMessage: (msg: ServerMessage) => void, opts: { peer?: string } = {}): LocalPeer {
    let closed = false;
    const conn: Connection = {
      id: newConnectionId('local-'),
      kind: 'local',
      peer: opts.peer ?? 'local',
      address: null,
      send(msg, text) {
        if (closed) return;
        // A copy, so the peer can never hold (or mutate) the host's own objects; delivered after the current
        // host step, as a socket would.
        // (A JSON round trip: the messages are plain JSON, and this is several times faster than structuredClone.)
        const copy = JSON.parse(text ?? JSON.stringify(msg)) as ServerMessage;
        queueMicrotask(() => {
          if (!closed) onMessage(copy);
        });
      },
      close: () => {
        if (closed) return;
        closed = true;
        this.detach(conn);
      },
    };
    this.attach(conn);
    return {
      connection: conn,
      send: (msg: unknown) => {
        if (closed) throw new Error('local connection is closed');
        let copy: unknown;
        try {
          copy = structuredClone(msg);
        } catch {
          copy = undefined; // functions, symbols…: refused below as BAD_MESSAGE
        }
        this.receive(conn, copy);
      },
      close: () => conn.close(1000, 'closed'),
      get closed() {
        return closed;
      },
    };
  }

  /** One inbound message (text from a socket, or a value from IPC). Never throws; every refusal is an `error`. */
  receive(conn: Connection, data: unknown): void {
    const peer = this.peers.get(conn);
    if (!peer) return;
    const parsed = parseClientMessage(data, LIMITS.maxMessageBytes);
    if (!parsed.ok) {
      this.sendError(conn, parsed.code, parsed.message, { ref: parsed.ref, for: parsed.t });
      return;
    }
    const msg = parsed.msg;
    try {
      this.dispatch(peer, msg);
    } catch (e) {
      const err = toHostError(e);
      if (err.code === 'INTERNAL') this.log(`internal error on ${msg.t} from ${conn.id}: ${(e as Error)?.stack ?? String(e)}`);
      this.sendError(conn, err.code, err.message, {
        ref: 'ref' in msg ? msg.ref : undefined, for: msg.t, match: matchOf(msg), details: err.details,
      });
    }
  }

  /** Refuse something the transport caught before parsing (oversized frame, rate limit). */
  refuse(conn: Connection, code: ErrorCode, message: string): void {
    this.sendError(conn, code, message, {});
  }

  private dispatch(peer: PeerState, msg: ClientMessage): void {
    if (msg.t === 'hello') return this.onHello(peer, msg.v, msg.name ?? null);
    if (!peer.hello) throw new HostError('NO_HELLO', `send hello (protocol version ${PROTOCOL_VERSION}) before ${msg.t}`);
    switch (msg.t) {
      case 'list':
        return this.send(peer.conn, this.onList(msg, peer.conn));
      case 'create':
        return this.onCreate(peer, msg);
      case 'join':
        return this.onJoin(peer, msg);
      case 'resume':
        return this.onResume(peer, msg);
      case 'leave':
        return this.onLeave(peer, msg);
      case 'intent':
        return this.onIntent(peer, msg);
      case 'undo':
        return this.onUndo(peer, msg);
      case 'undoAnswer':
        return this.onUndoAnswer(peer, msg);
      case 'history':
        return this.onHistory(peer, msg);
      case 'close':
        return this.onClose(peer, msg);
      case 'shown':
        return this.onShown(peer, msg);
      case 'record':
        return this.onRecord(peer, msg);
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  // Messages

  private onHello(peer: PeerState, v: number, name: string | null): void {
    if (v !== PROTOCOL_VERSION) throw new HostError('BAD_VERSION', `this host speaks protocol version ${PROTOCOL_VERSION}, not ${v}`, { v: PROTOCOL_VERSION });
    peer.hello = true;
    peer.name = name;
    clearHelloTimer(peer);
    this.send(peer.conn, {
      t: 'welcome', v: PROTOCOL_VERSION, hostId: this.id, hostName: this.name,
      games: Object.values(this.games).map((g) => ({ id: g.id, name: g.name, players: { ...g.players } })),
    });
  }

  private onCreate(peer: PeerState, msg: CreateMessage): void {
    const local = peer.conn.kind === 'local';
    if (!local && !this.opts.remoteCreate) throw new HostError('NOT_ALLOWED', 'this host does not let LAN clients create matches');
    if (msg.seed !== undefined && !(this.opts.seeds === 'all' || (this.opts.seeds === 'local' && local))) {
      throw new HostError('NOT_ALLOWED', 'this host chooses match seeds itself (a seed would reveal the deck)');
    }
    this.makeRoom(Math.max(0, this.limits.maxMatches - this.limits.reservedForLocal));
    checkCreate(this.matchesById.values(), this.matchesById.size, peer.conn, this.limits);
    // A LAN client's match is a LAN game, and keeps no seat for the host's players; the app's own is a LAN game only
    // when its creator says so (New Game's LAN seats).
    const seats = local ? msg.seats : msg.seats?.map((x) => (x.kind === 'human' ? { ...x, here: undefined } : x));
    const summary = this.createMatch({ ...msg, seats, lan: local ? (msg.lan ?? false) : true }, peer.conn);
    this.send(peer.conn, { t: 'created', ref: msg.ref, match: summary });
  }

  /**
   * Create a match (the local API; `create` messages end here too, with the connection that sent them as `by`).
   * Throws HostError/RuleError naming the problem.
   */
  createMatch(p: CreateMatchParams, by: Connection | null = null): MatchSummary {
    if (this.closed) throw new HostError('BUSY', 'the host is closing');
    const game = Object.prototype.hasOwnProperty.call(this.games, p.game) ? this.games[p.game] : undefined;
    if (!game) throw new HostError('NO_GAME', `unknown game "${p.game}" (games: ${Object.keys(this.games).join(', ')})`);
    if (!Number.isInteger(p.players) || p.players < game.players.min || p.players > game.players.max) {
      throw new HostError('BAD_SETUP', `${game.name} is for ${game.players.min}–${game.players.max} players, not ${p.players}`);
    }
    const specs = p.seats ?? [];
    if (specs.length > p.players) throw new HostError('BAD_SETUP', `${specs.length} seats given for ${p.players} players`);
    specs.forEach((s, i) => {
      const bot = s.kind === 'bot' ? s.bot : s.standIn;
      if (bot !== undefined && !Object.prototype.hasOwnProperty.call(knownBots, bot)) {
        const what = s.kind === 'bot' ? 'bot' : `stand-in bot for seat ${i}`;
        throw new HostError('BAD_SETUP', `unknown ${what} "${bot}" (bots: ${Object.keys(knownBots).join(', ')})`);
      }
    });
    this.makeRoom(this.limits.maxMatches);
    if (this.matchesById.size >= this.limits.maxMatches) throw new HostError('BUSY', `this host already runs ${this.limits.maxMatches} matches (its limit)`);
    const seats = Array.from({ length: p.players }, (_, i) => {
      const s = specs[i] ?? { kind: 'human' as const };
      return s.kind === 'bot' ? { kind: 'bot' as const, bot: s.bot, name: s.name } : { kind: 'human' as const, bot: s.standIn, name: s.name, here: s.here };
    });
    // A chosen seed fixes the bots' choices too, so the same seed and the same human moves give the same game (as the
    // New Game screen promises); without one, both are fresh.
    const m = Match.create(
      {
        id: this.ids.matchId(), code: this.ids.roomCode((c) => this.matchesByCode.has(c)), game, players: p.players, seed: p.seed ?? this.ids.seed(),
        options: p.options ?? {}, seats, spectators: p.spectators ?? true, lan: p.lan ?? true, records: p.records ?? true, botSeed: p.seed !== undefined ? `${p.seed}/bots` : this.ids.seed(), now: this.now(),
      },
      this.opts.historyLimit,
    );
    if (by) m.creator = { conn: by, address: by.address };
    this.matchesById.set(m.id, m);
    this.matchesByCode.set(m.code, m);
    this.save(m);
    this.log(`created match ${m.id} code ${m.code} (${game.id}, ${p.players}p)`);
    this.seatBots.schedule(m);
    this.changed();
    return m.summary();
  }

  private lookup(ref: { id: string } | { code: string }): Match | undefined {
    return 'id' in ref ? this.matchesById.get(ref.id) : this.matchesByCode.get(normalizeRoomCode(ref.code));
  }

  private findMatch(ref: { id: string } | { code: string }): Match {
    const m = this.lookup(ref);
    if (!m) throw new HostError('NO_MATCH', `no match with ${matchName(ref)} on this host`);
    return m;
  }

  /** `findMatch` for a message that names a match without a seat token: LAN guests reach LAN games only. */
  private findVisible(ref: { id: string } | { code: string }, conn: Connection): Match {
    return reachable(this.lookup(ref), conn, matchName(ref));
  }

  private onJoin(peer: PeerState, msg: JoinMessage): void {
    const m = this.findVisible(msg.match, peer.conn);
    const conn = peer.conn;
    if (msg.as === 'spectator') {
      if (!m.spectatorsAllowed) throw new HostError('NO_SPECTATORS', 'this match does not allow spectators');
      m.spectators.add(conn);
      peer.watching.add(m.id);
      this.joinPacing(peer, m, msg);
      this.send(conn, { t: 'joined', ref: msg.ref, match: m.id, code: m.code, game: m.game.id, seat: null, catchUp: 'none', summary: m.summary() });
      this.send(conn, snapshotFor(m, null, true));
      this.broadcastPresence(m);
      return;
    }
    let seat: Seat;
    if (msg.as === 'any') {
      const open = m.seats.find((s) => s.kind === 'human' && s.tokenHash === null && seatOpenTo(s, conn));
      if (!open) throw new HostError('NO_SEAT', 'no open seat in this match (join as a spectator, or resume your seat with its token)');
      seat = open.seat;
    } else {
      seat = msg.as;
      if (seat >= m.players) throw new HostError('NO_SEAT', `seat ${seat} does not exist (this match has seats 0–${m.players - 1})`);
      const slot = m.seats[seat]!;
      if (slot.kind === 'bot') throw new HostError('SEAT_TAKEN', `seat ${seat} is played by a bot`);
      if (slot.tokenHash !== null) throw new HostError('SEAT_TAKEN', `seat ${seat} is taken (its player can resume it with their token)`);
      if (!seatOpenTo(slot, conn)) throw new HostError('SEAT_TAKEN', `seat ${seat} is kept for a player at the host`);
    }
    if (m.status === 'over') throw new HostError('GAME_OVER', 'the match is over; join as a spectator to see it');
    checkSeat(m, conn, this.limits);
    const slot = m.seats[seat]!;
    const token = this.ids.token();
    slot.tokenHash = this.ids.hashToken(token);
    slot.holder = conn;
    slot.awaySince = null;
    slot.name = msg.name ?? peer.name ?? `Player ${seat + 1}`;
    if (conn.kind === 'local') slot.here = true; // a player at the host: the seat stays theirs, even once left
    this.seatBots.handBack(m, seat);
    addSeat(peer, m.id, seat);
    this.joinPacing(peer, m, msg);
    const started = m.refreshStatus();
    this.saveSeats(m);
    this.log(`match ${m.id}: seat ${seat} joined by ${conn.id}`);
    this.send(conn, { t: 'joined', ref: msg.ref, match: m.id, code: m.code, game: m.game.id, seat, token, catchUp: 'none', summary: m.summary() });
    if (started) this.broadcastSnapshots(m, false);
    else this.send(conn, snapshotFor(m, seat, true));
    if (started) this.seatBots.checkTakeovers(m); // players who dropped while waiting start their grace period now
    this.broadcastPresence(m);
    this.seatBots.schedule(m);
    this.changed();
  }

  private seatByToken(m: Match, token: string): Seat {
    const seat = this.tokenSeat(m, token);
    if (seat === null) throw new HostError('BAD_TOKEN', 'this token does not hold a seat in this match');
    return seat;
  }

  private tokenSeat(m: Match, token: string): Seat | null {
    const h = this.ids.hashToken(token);
    return m.seats.find((s) => this.ids.hashMatches(h, s.tokenHash))?.seat ?? null;
  }

  private onResume(peer: PeerState, msg: ResumeMessage): void {
    const m = this.findMatch({ id: msg.match });
    const seat = this.seatByToken(m, msg.token);
    const slot = m.seats[seat]!;
    const conn = peer.conn;
    if (slot.holder && slot.holder !== conn) {
      // The same token from a new connection wins (the old one is usually a half-open socket).
      const old = slot.holder;
      const oldPeer = this.peers.get(old);
      oldPeer?.seats.get(m.id)?.delete(seat);
      this.send(old, { t: 'left', match: m.id, seat, reason: 'replaced' });
    }
    slot.holder = conn;
    slot.awaySince = null;
    this.seatBots.clearTimer(m, seat);
    this.seatBots.handBack(m, seat);
    addSeat(peer, m.id, seat);
    const missed = m.historyAfter(msg.lastSeq);
    const catchUp = msg.lastSeq > m.seq || missed === null ? 'snapshot' : missed.length > 0 ? 'events' : 'none';
    this.log(`match ${m.id}: seat ${seat} resumed by ${conn.id} (${catchUp})`);
    this.send(conn, { t: 'joined', ref: msg.ref, match: m.id, code: m.code, game: m.game.id, seat, catchUp, summary: m.summary() });
    if (catchUp === 'events') for (const e of missed!) this.send(conn, eventsFor(m, e, seat));
    this.send(conn, snapshotFor(m, seat, catchUp === 'snapshot'));
    this.seatBots.checkTakeovers(m); // someone is back: seats still away may now hold them up
    this.broadcastPresence(m);
    this.seatBots.schedule(m);
  }

  private onLeave(peer: PeerState, msg: LeaveMessage): void {
    const m = this.findMatch({ id: msg.match });
    const conn = peer.conn;
    if (msg.token === undefined) {
      if (!m.spectators.delete(conn)) throw new HostError('NOT_SEATED', 'you are not watching this match (to give up a seat, send its token)');
      peer.watching.delete(m.id);
      this.seatBots.unpace(conn.id, [m]);
      this.send(conn, { t: 'left', ref: msg.ref, match: m.id, seat: null, reason: 'leave' });
      this.broadcastPresence(m);
      return;
    }
    const seat = this.seatByToken(m, msg.token);
    const slot = m.seats[seat]!;
    if (slot.holder) {
      const holderPeer = this.peers.get(slot.holder);
      holderPeer?.seats.get(m.id)?.delete(seat);
      if (slot.holder !== conn) this.send(slot.holder, { t: 'left', match: m.id, seat, reason: 'leave' });
    }
    slot.tokenHash = null;
    slot.holder = null;
    slot.awaySince = null;
    slot.name = null;
    this.seatBots.clearTimer(m, seat);
    // Mid-game, an abandoned seat is played by a bot (unless this host never takes seats over) until someone joins.
    if (m.status === 'playing' && this.opts.awayTimeoutMs !== null) slot.takenOver = true;
    this.saveSeats(m);
    this.log(`match ${m.id}: seat ${seat} left`);
    this.send(conn, { t: 'left', ref: msg.ref, match: m.id, seat, reason: 'leave' });
    this.broadcastSnapshots(m, false); // legal actions of that seat are no longer offered to anyone
    this.broadcastPresence(m);
    this.seatBots.schedule(m);
    this.changed();
  }

  private onIntent(peer: PeerState, msg: IntentMessage): void {
    const { m, seat } = this.heldSeat(peer, msg);
    this.act(m, seat, msg.seq, msg.action as Action);
  }

  /** The match and seat a seat-token message names, held by this connection. */
  private heldSeat(peer: PeerState, msg: { match: string; token: string }): { m: Match; seat: Seat } {
    const m = this.findMatch({ id: msg.match });
    const seat = this.seatByToken(m, msg.token);
    if (m.seats[seat]!.holder !== peer.conn) throw new HostError('NOT_SEATED', `this connection does not hold seat ${seat}: resume it with its token first`);
    return { m, seat };
  }

  private onUndo(peer: PeerState, msg: UndoMessage): void {
    const { m, seat } = this.heldSeat(peer, msg);
    const keep = m.undoTarget(seat);
    if (keep === null) throw new HostError('NOT_ALLOWED', 'nothing to take back: a card was drawn or something hidden revealed since, or another player moved');
    // Asked at a seq the match went back from (a second click after an undo), or before the seat saw its own move.
    // Bot moves since are fine: they are taken back with it.
    if (msg.seq > m.seq || msg.seq <= keep) throw new HostError('STALE', `undo was asked at seq ${msg.seq}, but the match is at seq ${m.seq}`, { seq: m.seq });
    this.undos.ask(m, seat, peer.conn, keep, msg.ref);
  }

  /** A finished match's record, to the people who played or watched it (lan-share.ts says who and how often). */
  private onRecord(peer: PeerState, msg: RecordRequest): void {
    const m = this.findVisible({ id: msg.match }, peer.conn);
    const present = (peer.seats.get(m.id)?.size ?? 0) > 0 || peer.watching.has(m.id);
    const seated = msg.token !== undefined && this.tokenSeat(m, msg.token) !== null;
    const text = this.recordShare.replyText(m, { conn: peer.conn, present, seated }, msg.ref);
    this.send(peer.conn, { t: 'record', ref: msg.ref, match: m.id, record: m.record }, text);
  }

  private onUndoAnswer(peer: PeerState, msg: UndoAnswerMessage): void {
    const { m, seat } = this.heldSeat(peer, msg);
    this.undos.answer(m, seat, msg.accept);
  }

  /** The match's past as the seat this connection holds (token) or as the spectator it is, within its budget. */
  private onHistory(peer: PeerState, msg: HistoryRequest): void {
    const m = this.findMatch({ id: msg.match });
    let viewer: Seat | null = null;
    if (msg.token !== undefined) viewer = this.heldSeat(peer, { match: msg.match, token: msg.token }).seat;
    else if (!m.spectators.has(peer.conn)) throw new HostError('NOT_SEATED', 'history: watch this match or name a seat you hold (its token)');
    if (!peer.history.take()) throw new HostError('RATE_LIMITED', 'history asked for too often; try again in a few seconds');
    this.send(peer.conn, historyFor(m, viewer, msg.ref));
  }

  /**
   * Abandon: the match ends for good, but only when nobody else plays in it (every claimed human seat is held by
   * this connection); otherwise the player gives up their seats with `leave`.
   */
  private onClose(peer: PeerState, msg: CloseMessage): void {
    const { m, seat } = this.heldSeat(peer, msg);
    const others = m.seats.some((s) => s.kind === 'human' && s.tokenHash !== null && s.holder !== peer.conn);
    if (others) throw new HostError('NOT_ALLOWED', 'other players are in this match: leave your seat instead');
    this.log(`match ${m.id}: closed by the player of seat ${seat}`);
    this.send(peer.conn, { t: 'left', ref: msg.ref, match: m.id, seat, reason: 'closed' });
    this.closeMatch(m.id, { discard: m.status !== 'over' });
  }

  /**
   * `pace: true` on a join: the bots wait for what this client has shown. Only a local client, the match's creator or
   * a player at the table may ask: a LAN spectator must not slow other people's game (its flag is ignored).
   */
  private joinPacing(peer: PeerState, m: Match, msg: JoinMessage): void {
    const conn = peer.conn;
    if (msg.pace && (conn.kind === 'local' || m.creator?.conn === conn || msg.as !== 'spectator')) this.seatBots.pace(m, conn.id);
  }

  /** A pacing client's ack of what its table has shown (no reply). */
  private onShown(peer: PeerState, msg: ShownMessage): void {
    const m = this.findMatch({ id: msg.match });
    if (!this.seatBots.shown(m, peer.conn.id, msg.seq)) throw new HostError('NOT_SEATED', 'this connection does not pace this match (join it with pace: true)');
  }

  /** Take the match back to its first `keep` actions: journalled first, then everyone gets a fresh snapshot. */
  private undoNow(m: Match, keep: number): void {
    const checkpoint = m.checkpoint;
    m.undoTo(keep, this.now());
    this.journalOp(m, (j) => j.appendUndo(m.id, keep, m.checkpoint !== checkpoint ? m.checkpoint : null, m.updatedAt));
    this.log(`match ${m.id}: undo back to seq ${keep}`);
    this.broadcastSnapshots(m, true);
    this.seatBots.schedule(m);
  }

  /** An undo notice to every person's connection at the table (once each) and the spectators; the asker's carries its ref. */
  private notifyUndo(m: Match, notice: UndoNotice, reply?: { conn: Connection; ref: string | undefined }): void {
    const sent = new Set<Connection>();
    if (reply) {
      this.send(reply.conn, reply.ref === undefined ? notice : { ...notice, ref: reply.ref });
      sent.add(reply.conn);
    }
    for (const conn of [...[...this.viewers(m)].map(([c]) => c), ...m.spectators]) {
      if (sent.has(conn)) continue;
      sent.add(conn);
      this.send(conn, notice);
    }
  }

  /** Apply one action (from a person or a bot), journal it, then push every viewer its share. */
  private act(m: Match, seat: Seat, seq: number, action: Action): void {
    const entry = m.apply(seat, seq, action, this.now());
    this.counters.actions++;
    // On disk before anyone hears of it: a killed host never un-does what a client saw.
    this.journalOp(m, (j) => j.appendAction(m.id, entry.seq, seat, action, m.updatedAt));
    if (m.maybeCheckpoint(this.opts.checkpointEvery)) this.journal?.checkpoint(m.id, () => m.journalEntry());
    this.undos.moved(m);
    this.broadcastAction(m, entry);
    if (m.status === 'over') {
      this.log(`match ${m.id} is over after ${m.seq} actions`);
      this.broadcastPresence(m);
      this.changed();
    }
    this.seatBots.schedule(m);
  }

  // -------------------------------------------------------------------------------------------------------------
  // Bots

  private runner(): BotRunner {
    if (!this.botRunner) this.botRunner = new InThreadBots();
    return this.botRunner;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Outbound

  private send(conn: Connection, msg: ServerMessage, text?: string): void {
    try {
      conn.send(msg, text);
    } catch (e) {
      this.log(`send to ${conn.id} failed: ${(e as Error).message}`);
    }
  }

  private sendError(conn: Connection, code: ErrorCode, message: string, extra: { ref?: string; for?: string; match?: string; details?: Record<string, unknown> }): void {
    this.counters.errors++;
    const msg: ServerMessage = { t: 'error', code, message };
    if (extra.ref !== undefined) msg.ref = extra.ref;
    if (extra.for !== undefined) msg.for = extra.for;
    if (extra.match !== undefined) msg.match = extra.match;
    if (extra.details !== undefined) msg.details = extra.details;
    this.send(conn, msg);
  }

  /** Every viewer of the match with the seat(s) it views there. */
  private *viewers(m: Match): Generator<[Connection, Seat]> {
    for (const slot of m.seats) if (slot.holder) yield [slot.holder, slot.seat];
  }

  private broadcastAction(m: Match, entry: HistoryEntry): void {
    for (const [conn, seat] of this.viewers(m)) {
      this.send(conn, eventsFor(m, entry, seat));
      this.send(conn, snapshotFor(m, seat, false));
    }
    if (m.spectators.size > 0) {
      const ev = eventsFor(m, entry, null);
      const snap = snapshotFor(m, null, false);
      const evText = JSON.stringify(ev);
      const snapText = JSON.stringify(snap);
      for (const conn of m.spectators) {
        this.send(conn, ev, evText);
        this.send(conn, snap, snapText);
      }
    }
  }

  private broadcastSnapshots(m: Match, resync: boolean): void {
    for (const [conn, seat] of this.viewers(m)) this.send(conn, snapshotFor(m, seat, resync));
    if (m.spectators.size > 0) {
      const snap = snapshotFor(m, null, resync);
      const text = JSON.stringify(snap);
      for (const conn of m.spectators) this.send(conn, snap, text);
    }
  }

  private broadcastPresence(m: Match): void {
    const msg: ServerMessage = { t: 'presence', match: m.id, seats: m.presence(), spectators: m.spectators.size };
    const text = JSON.stringify(msg);
    const sent = new Set<Connection>();
    for (const [conn] of this.viewers(m)) {
      if (sent.has(conn)) continue;
      sent.add(conn);
      this.send(conn, msg, text);
    }
    for (const conn of m.spectators) if (!sent.has(conn)) this.send(conn, msg, text);
  }

  /** A new match's journal file. */
  private save(m: Match): void {
    this.journalOp(m, (j) => j.create(m.journalEntry()));
  }

  /** Journal a seat change. It also counts as activity (as it does for a restored match): waiting ones expire after. */
  private saveSeats(m: Match): void {
    m.updatedAt = this.now();
    this.journalOp(m, (j) => j.appendSeats(m.id, m.journalSeats(), m.status, m.updatedAt));
  }

  private journalOp(m: Match, op: (j: JournalStore) => void): void {
    if (!this.journal) return;
    try {
      op(this.journal);
    } catch (e) {
      // The match goes on in memory; the operator sees the failure in the log and the status line.
      this.counters.journalErrors++;
      this.log(`journal write for match ${m.id} failed: ${(e as Error).message}`);
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  // Queries and local management

  /** Called after a match is created, filled, left, finished or closed (discovery re-announces open codes). */
  onChange(cb: () => void): () => void {
    this.changeListeners.add(cb);
    return () => this.changeListeners.delete(cb);
  }

  private changed(): void {
    for (const cb of [...this.changeListeners]) {
      try {
        cb();
      } catch (e) {
        this.log(`change listener failed: ${(e as Error).message}`);
      }
    }
  }

  /** Every match, in creation order (the local API: not limited to a page). */
  listMatches(): MatchSummary[] {
    return this.byCreation().map((m) => m.summary());
  }

  /** Matches oldest first (ties by id), the stable order `list` pages through. */
  private byCreation(): Match[] {
    return [...this.matchesById.values()].sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /**
   * One page of `list`: the matches after the cursor `after`, at most `limit`. A `list` with neither field (older
   * clients) gets the first page in the reply shape it knows, without `total`/`next`, which its schema would refuse.
   */
  private onList(msg: ListMessage, conn: Connection): MatchesMessage {
    const all = this.byCreation().filter((m) => visibleTo(m, conn));
    const paged = msg.after !== undefined || msg.limit !== undefined;
    const from = msg.after === undefined ? 0 : pageStart(all, msg.after);
    const page = all.slice(from, from + (msg.limit ?? LIMITS.maxMatchesListed));
    const matches = page.map((m) => summaryFor(m, conn));
    if (!paged) return { t: 'matches', ref: msg.ref, matches };
    const last = page[page.length - 1];
    const next = last && from + page.length < all.length ? cursorOf(last) : null;
    return { t: 'matches', ref: msg.ref, matches, total: all.length, next };
  }

  /** Room codes of LAN games with a seat a LAN guest may take, for discovery announcements. */
  openCodes(): string[] {
    return [...this.matchesById.values()].filter(openOnLan).map((m) => m.code);
  }

  /**
   * End a match for everyone and forget it (its journal file moves to `finished/`, or is deleted with `discard`).
   * `reason` 'expired' (a waiting match nobody joined) also tells its creator, if still connected.
   */
  closeMatch(id: string, opts: { discard?: boolean; reason?: 'closed' | 'expired' } = {}): void {
    const m = this.matchesById.get(id);
    if (!m) throw new HostError('NO_MATCH', `no match with id "${id}" on this host`);
    const reason = opts.reason ?? 'closed';
    m.closed = true;
    this.undos.moved(m);
    for (const slot of m.seats) this.seatBots.clearTimer(m, slot.seat);
    this.seatBots.forget(m);
    const notified = new Set<Connection>();
    for (const [conn, seat] of this.viewers(m)) {
      this.peers.get(conn)?.seats.delete(m.id);
      this.send(conn, { t: 'left', match: m.id, seat, reason });
      notified.add(conn);
    }
    for (const conn of m.spectators) {
      this.peers.get(conn)?.watching.delete(m.id);
      if (!notified.has(conn)) this.send(conn, { t: 'left', match: m.id, seat: null, reason });
      notified.add(conn);
    }
    const creator = m.creator?.conn;
    if (reason === 'expired' && creator && this.peers.has(creator) && !notified.has(creator)) {
      this.send(creator, { t: 'left', match: m.id, seat: null, reason });
    }
    this.matchesById.delete(id);
    this.matchesByCode.delete(m.code);
    const j = this.journal;
    if (j) void (opts.discard ? j.remove(id) : j.archive(id)).catch((e: Error) => this.log(`journal: could not file away match ${id}: ${e.message}`));
    this.changed();
  }

  /** For tests and tools: the match's full record (contains the seed: never send it to a client). */
  recordOf(id: string): Readonly<Match['record']> | undefined {
    return this.matchesById.get(id)?.record;
  }

  /** A finished match's record, for replays and saving; null while it is not over (a record holds the seed: the deck). */
  finishedRecord(id: string): MatchRecord | null {
    const m = this.matchesById.get(id);
    return m && m.status === 'over' ? m.record : null;
  }

  /** For tests and tools: the authoritative state (never send it to a client). */
  stateOf(id: string): unknown {
    return this.matchesById.get(id)?.state;
  }

  stats(): HostStats {
    let playing = 0;
    let seatsConnected = 0;
    let spectators = 0;
    for (const m of this.matchesById.values()) {
      if (m.status === 'playing') playing++;
      for (const s of m.seats) if (s.holder) seatsConnected++;
      spectators += m.spectators.size;
    }
    return { matches: this.matchesById.size, playing, connections: this.peers.size, seatsConnected, spectators, ...this.counters };
  }
}

function clearHelloTimer(peer: PeerState): void {
  if (peer.helloTimer) clearTimeout(peer.helloTimer);
  peer.helloTimer = null;
}

/** A list cursor: where `m` stands in creation order (see listCursor in protocol/messages.ts). */
function cursorOf(m: Match): string {
  return `${m.createdAt}~${m.id}`;
}

/** Index of the first match after `cursor` (which may name a match closed since: its place still counts). */
function pageStart(all: Match[], cursor: string): number {
  const sep = cursor.indexOf('~');
  const at = Number(cursor.slice(0, sep));
  const id = cursor.slice(sep + 1);
  if (!Number.isFinite(at)) throw new HostError('BAD_MESSAGE', 'list: field "after": not a cursor from this host (send back the "next" of the previous reply)');
  const i = all.findIndex((m) => m.createdAt > at || (m.createdAt === at && m.id > id));
  return i === -1 ? all.length : i;
}

/** How a refusal names the match a message asked for. */
function matchName(ref: { id: string } | { code: string }): string {
  return 'id' in ref ? `id "${ref.id}"` : `room code "${ref.code.toUpperCase()}"`;
}

function addSeat(peer: PeerState, matchId: string, seat: Seat): void {
  let set = peer.seats.get(matchId);
  if (!set) peer.seats.set(matchId, (set = new Set()));
  set.add(seat);
}

function matchOf(msg: ClientMessage): string | undefined {
  if (msg.t === 'resume' || msg.t === 'leave' || msg.t === 'intent' || msg.t === 'undo' || msg.t === 'undoAnswer') return msg.match;
  if (msg.t === 'history' || msg.t === 'close' || msg.t === 'record') return msg.match;
  if (msg.t === 'join') return 'id' in msg.match ? msg.match.id : undefined;
  if (msg.t === 'shown') return msg.match;
  return undefined;
}
