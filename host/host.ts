import type { MatchRecord } from '../engine/core/record';
import type { AnyGame } from '../engine/core/types';
import { games as engineGames } from '../engine/games';
import type { ErrorCode, MatchSummary, ServerMessage } from '../protocol/messages';
import { InThreadBots } from './bots/in-thread';
import type { BotRunner } from './bots/runner';
import type { Connection, LocalPeer } from './connection';
import { Connections } from './connections';
import type { HostContext } from './context';
import { Fanout } from './fanout';
import { receive } from './handlers/inbound';
import { peerGone } from './handlers/seats';
import { Ids } from './ids';
import { RecordShare } from './lan-share';
import { resolveLimits, type Limits } from './limits';
import type { Match } from './match';
import { MatchJournal } from './match-journal';
import { MatchRegistry, type RestoreReport } from './matches';
import { act, undoTo } from './moves';
import { resolveOptions, type CreateMatchParams, type HostConfig, type HostCounters, type HostOptions, type HostStats } from './options';
import { SeatBots } from './seat-bots';
import { inBackground } from './timers';
import { UndoRequests } from './undo-requests';
import { webRandom } from './web-ids';

export type { CreateMatchParams, HostOptions, HostStats };

/**
 * The authoritative match host. Transports (LAN WebSocket server, Electron IPC, tests) attach Connections and hand
 * every inbound message to `receive`; the host validates it (zod), applies it through the engine, journals the
 * result, then pushes each seat its own view and events. One code path for every kind of peer.
 *
 * This class wires the parts together and is their public face: connections.ts (peers), matches.ts (the match
 * registry), handlers/ (one module per kind of message), moves.ts (journal first, then broadcast), fanout.ts (sending).
 */
export class Host {
  readonly id: string;
  readonly name: string;
  readonly games: Record<string, AnyGame>;
  private readonly config: HostConfig;
  private readonly limits: Limits;
  private readonly counters: HostCounters = { actions: 0, errors: 0, journalErrors: 0 };
  private readonly log: (line: string) => void;
  private readonly journal: MatchJournal;
  private readonly out: Fanout;
  private readonly seatBots: SeatBots;
  private readonly undos: UndoRequests;
  private readonly matches: MatchRegistry;
  private readonly peers: Connections;
  private readonly ctx: HostContext;
  private botRunner: BotRunner | null;
  private readonly sweeper: ReturnType<typeof setInterval>;
  private closed = false;
  private readonly changeListeners = new Set<() => void>();

  constructor(opts: HostOptions = {}) {
    this.config = resolveOptions(opts);
    this.limits = resolveLimits(opts);
    const ids = new Ids(opts.random ?? webRandom);
    this.id = opts.id ?? ids.hostId();
    this.name = opts.name ?? 'River Tables host';
    this.games = opts.games ?? engineGames;
    const log = (this.log = opts.log ?? (() => {}));
    const now = opts.now ?? Date.now;
    this.journal = new MatchJournal(opts.storage, {
      counters: this.counters, log, now, retryMs: opts.journalRetryMs ?? 5000,
      // Everyone at the table hears that their game is (or is again) being saved, with who sits where.
      savingChanged: (m) => this.out.presence(m),
    });
    this.botRunner = opts.bots ?? null;
    this.out = new Fanout(this.counters, log);
    this.seatBots = new SeatBots({
      awayTimeoutMs: this.config.awayTimeoutMs ?? null, takeoverBot: this.config.takeoverBot, botDelayMs: this.config.botDelayMs,
      runner: () => this.runner(),
      act: (m, seat, seq, action) => act(this.ctx, m, seat, seq, action),
      takenOver: (m) => {
        this.out.snapshots(m, false);
        this.out.presence(m);
      },
      log, now, pace: opts.pace,
    });
    this.undos = new UndoRequests({
      timeoutMs: opts.undoTimeoutMs ?? 30_000,
      undoNow: (m, keep) => undoTo(this.ctx, m, keep),
      notify: (m, notice, reply) => this.out.undoNotice(m, notice, reply),
    });
    const changed = () => this.changed();
    this.peers = new Connections({ limits: this.limits, log, now, receive: (conn, data) => this.receive(conn, data), gone: (peer) => peerGone(this.ctx, peer) });
    const parts = { games: this.games, config: this.config, limits: this.limits, ids, journal: this.journal, seatBots: this.seatBots, undos: this.undos, out: this.out, changed, log, now };
    this.matches = new MatchRegistry({ ...parts, peerOf: (conn) => this.peers.get(conn) });
    this.ctx = {
      ...parts, id: this.id, name: this.name, matches: this.matches, peers: this.peers, counters: this.counters,
      recordShare: new RecordShare(opts.records ?? true, now),
    };
    const shortestTtl = Math.min(this.config.finishedTtlMs, this.limits.waitingTtlMs ?? Infinity);
    this.sweeper = setInterval(() => this.sweepFinished(), Math.min(60_000, Math.max(1000, shortestTtl / 4)));
    inBackground(this.sweeper);
  }

  /**
   * Close finished matches nobody holds or watches, `finishedTtlMs` after their last change; and delete waiting
   * matches nobody sits in whose seats have not changed for `waitingTtlMs` (restore runs this too).
   */
  sweepFinished(): void {
    this.matches.sweep();
  }

  // -------------------------------------------------------------------------------------------------------------
  // Lifecycle

  /**
   * Reload every journalled match (replayed from its record and checked against its checkpoint). A file that cannot
   * be restored is in `problems`; a match restored from a damaged file (up to the damage, its original copied aside)
   * is in `damaged` with what was kept and lost — present only when some file was damaged, so a clean restore still
   * reads `{ restored, problems }`. Each is logged naming the match: nothing is lost silently.
   */
  restore(): RestoreReport {
    return this.matches.restore();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.sweeper);
    this.peers.stopAccepting();
    this.seatBots.close();
    this.undos.close();
    this.matches.closeAll();
    this.peers.closeAll();
    if (this.botRunner) await this.botRunner.close();
    await this.journal.close();
  }

  private runner(): BotRunner {
    if (!this.botRunner) this.botRunner = new InThreadBots();
    return this.botRunner;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Connections

  attach(conn: Connection): void {
    this.peers.attach(conn);
  }

  /** The peer went away (socket closed, window closed): its seats become away, its spectating ends. */
  detach(conn: Connection): void {
    this.peers.detach(conn);
  }

  /** An in-process peer (Electron IPC, tests): the same validation and outbound path as a LAN socket. */
  connectLocal(onMessage: (msg: ServerMessage) => void, opts: { peer?: string } = {}): LocalPeer {
    return this.peers.connectLocal(onMessage, opts);
  }

  /** One inbound message (text from a socket, or a value from IPC). Never throws; every refusal is an `error`. */
  receive(conn: Connection, data: unknown): void {
    receive(this.ctx, conn, data);
  }

  /** Refuse something the transport caught before parsing (oversized frame, rate limit). */
  refuse(conn: Connection, code: ErrorCode, message: string): void {
    this.out.error(conn, code, message, {});
  }

  // -------------------------------------------------------------------------------------------------------------
  // Queries and local management

  /**
   * Create a match (the local API; `create` messages end here too, with the connection that sent them as `by`).
   * Throws HostError/RuleError naming the problem.
   */
  createMatch(p: CreateMatchParams, by: Connection | null = null): MatchSummary {
    return this.matches.create(p, by);
  }

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
    return this.matches.byCreation().map((m) => m.summary());
  }

  /** Room codes of LAN games with a seat a LAN guest may take, for discovery announcements. */
  openCodes(): string[] {
    return this.matches.openCodes();
  }

  /**
   * End a match for everyone and forget it (its journal file moves to `finished/`, or is deleted with `discard`).
   * `reason` 'expired' (a waiting match nobody joined) also tells its creator, if still connected.
   */
  closeMatch(id: string, opts: { discard?: boolean; reason?: 'closed' | 'expired' } = {}): void {
    this.matches.close(id, opts);
  }

  /** For tests and tools: the match's full record (contains the seed: never send it to a client). */
  recordOf(id: string): Readonly<Match['record']> | undefined {
    return this.matches.get(id)?.record;
  }

  /** A finished match's record, for replays and saving; null while it is not over (a record holds the seed: the deck). */
  finishedRecord(id: string): MatchRecord | null {
    const m = this.matches.get(id);
    return m && m.status === 'over' ? m.record : null;
  }

  /** For tests and tools: the authoritative state (never send it to a client). */
  stateOf(id: string): unknown {
    return this.matches.get(id)?.state;
  }

  stats(): HostStats {
    let playing = 0;
    let seatsConnected = 0;
    let spectators = 0;
    for (const m of this.matches.values()) {
      if (m.status === 'playing') playing++;
      for (const s of m.seats) if (s.holder) seatsConnected++;
      spectators += m.spectators.size;
    }
    return { matches: this.matches.size, playing, connections: this.peers.size, seatsConnected, spectators, unsaved: this.journal.unsavedMatches, ...this.counters };
  }
}
