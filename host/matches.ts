import type { AnyGame } from '../engine/core/types';
import type { MatchSummary } from '../protocol/messages';
import type { Connection } from './connection';
import type { PeerState } from './connections';
import { HostError } from './errors';
import type { Fanout } from './fanout';
import { normalizeRoomCode, type Ids } from './ids';
import { JOURNAL_EXT } from './journal-format';
import type { JournalLoad, JournalProblem } from './journal-lines';
import { openOnLan, reachable } from './lan-share';
import { isAbandoned, type Limits } from './limits';
import { Match } from './match';
import { ruledStatus } from './restored-status';
import type { MatchJournal } from './match-journal';
import { matchSetup } from './match-setup';
import type { CreateMatchParams, HostConfig } from './options';
import type { SeatBots } from './seat-bots';
import type { UndoRequests } from './undo-requests';

export interface RegistryDeps {
  games: Record<string, AnyGame>;
  config: HostConfig;
  limits: Limits;
  ids: Ids;
  journal: MatchJournal;
  seatBots: SeatBots;
  undos: UndoRequests;
  out: Fanout;
  /** The state of an attached connection (closing a match lets go of its seats there). */
  peerOf: (conn: Connection) => PeerState | undefined;
  /** Tell the host's change listeners. */
  changed: () => void;
  log: (line: string) => void;
  now: () => number;
}

/** A match as a message names it: by id, or by the room code people type. */
export type MatchRef = { id: string } | { code: string };

/** What `restore` reports (see Host.restore). */
export interface RestoreReport {
  restored: string[];
  problems: JournalProblem[];
  damaged?: JournalLoad['damaged'];
  /** Matches whose file claimed a status the rules contradict: restored with the rules' status, the file kept aside. */
  mismatched?: StatusMismatch[];
}

/** A journal whose status the rules contradict (restored-status.ts). */
export interface StatusMismatch {
  id: string;
  file: string;
  /** File name (in the journal directory) of the untouched copy. */
  savedAs: string;
  /** The whole report, e.g. `the file says the match is over, but the rules have seat 2 to act …; restored as playing; …`. */
  message: string;
}

/** The host's live matches, by id and by room code: created, restored from the journal, looked up, closed, expired. */
export class MatchRegistry {
  private readonly byId = new Map<string, Match>();
  private readonly byCode = new Map<string, Match>();
  private closing = false;

  constructor(private readonly o: RegistryDeps) {}

  get size(): number {
    return this.byId.size;
  }

  get(id: string): Match | undefined {
    return this.byId.get(id);
  }

  values(): IterableIterator<Match> {
    return this.byId.values();
  }

  lookup(ref: MatchRef): Match | undefined {
    return 'id' in ref ? this.byId.get(ref.id) : this.byCode.get(normalizeRoomCode(ref.code));
  }

  find(ref: MatchRef): Match {
    const m = this.lookup(ref);
    if (!m) throw new HostError('NO_MATCH', `no match with ${matchName(ref)} on this host`);
    return m;
  }

  /** `find` for a message that names a match without a seat token: LAN guests reach LAN games only. */
  findVisible(ref: MatchRef, conn: Connection): Match {
    return reachable(this.lookup(ref), conn, matchName(ref));
  }

  /** Matches oldest first (ties by id), the stable order `list` pages through. */
  byCreation(): Match[] {
    return [...this.byId.values()].sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /** Room codes of LAN games with a seat a LAN guest may take, for discovery announcements. */
  openCodes(): string[] {
    return [...this.byId.values()].filter(openOnLan).map((m) => m.code);
  }

  /** Create a match (`by`: the connection that asked, for per-client limits). Throws HostError/RuleError naming the problem. */
  create(p: CreateMatchParams, by: Connection | null): MatchSummary {
    if (this.closing) throw new HostError('BUSY', 'the host is closing');
    const { game, seats } = matchSetup(this.o.games, p);
    const { limits, ids } = this.o;
    this.makeRoom(limits.maxMatches);
    if (this.byId.size >= limits.maxMatches) throw new HostError('BUSY', `this host already runs ${limits.maxMatches} matches (its limit)`);
    // A chosen seed fixes the bots' choices too, so the same seed and the same human moves give the same game (as the
    // New Game screen promises); without one, both are fresh.
    const m = Match.create(
      {
        id: ids.matchId(), code: ids.roomCode((c) => this.byCode.has(c)), game, players: p.players, seed: p.seed ?? ids.seed(),
        options: p.options ?? {}, seats, spectators: p.spectators ?? true, lan: p.lan ?? true, records: p.records ?? true, botSeed: p.seed !== undefined ? `${p.seed}/bots` : ids.seed(), now: this.o.now(),
      },
      this.o.config.historyLimit,
    );
    if (by) m.creator = { conn: by, address: by.address };
    this.add(m);
    this.o.journal.created(m);
    this.o.log(`created match ${m.id} code ${m.code} (${game.id}, ${p.players}p)`);
    // Before the bots' first decision is scheduled: a pacing creator sees every move.
    if (by && p.pace) this.o.seatBots.pace(m, by.id);
    this.o.seatBots.schedule(m);
    this.o.changed();
    return m.summary();
  }

  private add(m: Match): void {
    this.byId.set(m.id, m);
    this.byCode.set(m.code, m);
  }

  /** Reload every journalled match (see Host.restore); bots resume and long-finished or abandoned ones are swept. */
  restore(): RestoreReport {
    const load = this.o.journal.loadAll();
    if (!load) return { restored: [], problems: [] };
    const problems = load.problems;
    const damageOf = new Map(load.damaged.map((d) => [d.id, d]));
    const restored: Match[] = [];
    const mismatched: StatusMismatch[] = [];
    for (const entry of load.entries) {
      try {
        if (this.byId.has(entry.id)) throw new Error('duplicate match id');
        if (this.byCode.has(entry.code)) throw new Error(`room code ${entry.code} already in use`);
        const m = Match.restore(this.o.games, entry, this.o.config.historyLimit, this.o.now());
        const mismatch = this.statusMismatch(entry.status, m);
        if (mismatch) mismatched.push(mismatch);
        // Compacted: a torn or damaged tail is gone before new appends (loadAll copied a damaged original aside first).
        this.o.journal.rewrite(m);
        this.add(m);
        restored.push(m);
        this.o.log(`restored match ${m.id} (${m.game.id}, ${m.players}p, seq ${m.seq}, ${m.status})`);
      } catch (e) {
        const d = damageOf.get(entry.id);
        damageOf.delete(entry.id);
        const error = d ? `${(e as Error).message}; the file is damaged too: ${d.problem}` : (e as Error).message;
        problems.push({ id: entry.id, file: `${entry.id}${JOURNAL_EXT}`, error });
      }
    }
    const damaged = [...damageOf.values()];
    for (const p of problems) this.o.log(`journal: match ${p.id} not restored (${p.file}): ${p.error}`);
    for (const d of damaged) this.o.log(`journal: match ${d.id} ${d.message}`);
    for (const x of mismatched) this.o.log(`journal: match ${x.id} ${x.message}`);
    for (const m of restored) {
      this.o.seatBots.checkTakeovers(m);
      this.o.seatBots.schedule(m);
    }
    this.sweep();
    const kept = restored.filter((m) => this.byId.has(m.id)).map((m) => m.id);
    return { restored: kept, problems, ...(damaged.length ? { damaged } : {}), ...(mismatched.length ? { mismatched } : {}) };
  }

  /**
   * When the file claimed a status the rules contradict: its untouched copy kept aside (before the rewrite), and the
   * report. Throws (the match is then not restored) when no copy can be kept, since the rewrite would lose the file.
   */
  private statusMismatch(claimed: Match['status'], m: Match): StatusMismatch | null {
    const { mismatch } = ruledStatus(claimed, m.game.toAct(m.state), m.seq);
    if (!mismatch) return null;
    let savedAs: string | null;
    try {
      savedAs = this.o.journal.keepAside(m.id);
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      throw new Error(`${mismatch}, and no copy of the file could be kept (${why}): not restored, left as it is`);
    }
    const file = `${m.id}${JOURNAL_EXT}`;
    return { id: m.id, file, savedAs: savedAs ?? file, message: `${mismatch}: restored as ${m.status}; the original file is kept as ${savedAs ?? file}` };
  }

  /**
   * Close finished matches nobody holds or watches, `finishedTtlMs` after their last change; and delete waiting
   * matches nobody sits in whose seats have not changed for `waitingTtlMs` (restore runs this too, so a restart does
   * not bring back long-abandoned ones).
   */
  sweep(): void {
    const now = this.o.now();
    const limit = now - this.o.config.finishedTtlMs;
    for (const m of [...this.byId.values()]) {
      if (isAbandoned(m, now, this.o.limits.waitingTtlMs)) {
        this.o.log(`match ${m.id} waited ${Math.round((now - m.updatedAt) / 60_000)} min without players: expired`);
        this.close(m.id, { discard: true, reason: 'expired' });
        continue;
      }
      if (m.status !== 'over' || m.updatedAt > limit || m.spectators.size > 0 || m.seats.some((s) => s.holder)) continue;
      this.o.log(`match ${m.id} ended a while ago: filed away`);
      this.close(m.id);
    }
  }

  /**
   * Below `cap` matches, if finished ones nobody looks at can make the room (oldest first): all-bot matches finish on
   * their own, and a client that starts them one after another must not fill the host for the finished-match TTL.
   */
  makeRoom(cap: number): void {
    if (this.byId.size < cap) return;
    const idle = [...this.byId.values()]
      .filter((m) => m.status === 'over' && m.spectators.size === 0 && !m.seats.some((s) => s.holder))
      .sort((a, b) => a.updatedAt - b.updatedAt);
    for (const m of idle) {
      if (this.byId.size < cap) return;
      this.o.log(`match ${m.id} is over and nobody looks at it: filed away to make room`);
      this.close(m.id);
    }
  }

  /**
   * End a match for everyone and forget it (its journal file moves to `finished/`, or is deleted with `discard`).
   * `reason` 'expired' (a waiting match nobody joined) also tells its creator, if still connected.
   */
  close(id: string, opts: { discard?: boolean; reason?: 'closed' | 'expired' } = {}): void {
    const m = this.byId.get(id);
    if (!m) throw new HostError('NO_MATCH', `no match with id "${id}" on this host`);
    const reason = opts.reason ?? 'closed';
    m.closed = true;
    this.o.undos.moved(m);
    for (const slot of m.seats) this.o.seatBots.clearTimer(m, slot.seat);
    this.o.seatBots.forget(m);
    this.tellClosed(m, reason);
    this.byId.delete(id);
    this.byCode.delete(m.code);
    this.o.journal.fileAway(id, opts.discard === true);
    this.o.changed();
  }

  /** `left` to everyone at a closing match (once per connection), and to its creator when it expired unjoined. */
  private tellClosed(m: Match, reason: 'closed' | 'expired'): void {
    const { out, peerOf } = this.o;
    const notified = new Set<Connection>();
    for (const [conn, seat] of out.viewers(m)) {
      peerOf(conn)?.seats.delete(m.id);
      out.send(conn, { t: 'left', match: m.id, seat, reason });
      notified.add(conn);
    }
    for (const conn of m.spectators) {
      peerOf(conn)?.watching.delete(m.id);
      if (!notified.has(conn)) out.send(conn, { t: 'left', match: m.id, seat: null, reason });
      notified.add(conn);
    }
    const creator = m.creator?.conn;
    if (reason === 'expired' && creator && peerOf(creator) && !notified.has(creator)) {
      out.send(creator, { t: 'left', match: m.id, seat: null, reason });
    }
  }

  /** The host is closing: no new match, and late bot answers and timers of every match are dropped. */
  closeAll(): void {
    this.closing = true;
    for (const m of this.byId.values()) m.closed = true;
  }
}

/** How a refusal names the match a message asked for. */
function matchName(ref: MatchRef): string {
  return 'id' in ref ? `id "${ref.id}"` : `room code "${ref.code.toUpperCase()}"`;
}
