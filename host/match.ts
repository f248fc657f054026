import { newRecord, replay, type MatchRecord, type ReplayResult } from '../engine/core/record';
import type { Action, AnyGame, GameEvent, Seat } from '../engine/core/types';
import { isUndoBarrier } from '../engine/core/undo';
import type { MatchStatus, MatchSummary, SeatPresence, Unsaved } from '../protocol/messages';
import type { Connection, Creator } from './connection';
import { HostError } from './errors';
import { JOURNAL_FORMAT, type JournalEntry, type JournalSeat } from './journal-format';
import { ruledStatus } from './restored-status';

/** One seat of a match and who holds it. */
export interface SeatSlot {
  readonly seat: Seat;
  readonly kind: 'human' | 'bot';
  /** Bot name: a bot seat's bot, or the stand-in that plays a human seat nobody holds (null: the host's takeover bot). */
  readonly bot: string | null;
  name: string | null;
  /** Hash of the seat token; null while a human seat is open (and always for bot seats). */
  tokenHash: string | null;
  /** The connection that currently holds the seat (null: open, away, or a bot seat). */
  holder: Connection | null;
  /** When the holder dropped (host clock, ms); null when present or open. */
  awaySince: number | null;
  /** A human seat the takeover bot plays for now (away too long, or left mid-game). Handed back on resume/join. */
  takenOver: boolean;
  /** Kept for a player at the host's machine: LAN guests never take it (see `here` in protocol/messages.ts). */
  here: boolean;
}

/** The raw (unfiltered) result of one action; only ever sent out through eventView. */
export interface HistoryEntry {
  seq: number;
  by: Seat;
  events: GameEvent[];
}

export interface MatchInit {
  id: string;
  code: string;
  game: AnyGame;
  players: number;
  seed: string;
  options: Record<string, unknown>;
  /** `bot` of a human seat: its stand-in (see SeatSlot.bot). */
  seats: { kind: 'human' | 'bot'; bot?: string; name?: string; here?: boolean }[];
  spectators: boolean;
  /** Offered to LAN guests; and whether they may have its finished record (see `lan`/`records` in protocol/messages.ts). */
  lan: boolean;
  records: boolean;
  botSeed: string;
  now: number;
}

/**
 * The authoritative state of one match: the engine state, its record, the seq counter, the seats and recent history.
 * Pure bookkeeping: no I/O and no transport; the Host journals, broadcasts and runs bots around it.
 *
 * `seq` is the number of actions applied. An intent names the seq it was chosen at; it is accepted when that seq is
 * not older than the moment its seat last had to act on something new (`actSince`). So for secret simultaneous
 * choices, one seat's choice does not make another's stale, while a replayed or outdated intent is refused.
 */
export class Match {
  readonly id: string;
  readonly code: string;
  readonly game: AnyGame;
  readonly createdAt: number;
  updatedAt: number;
  readonly spectatorsAllowed: boolean;
  readonly lan: boolean;
  readonly records: boolean;
  readonly botSeed: string;
  readonly record: MatchRecord;
  state: unknown;
  status: MatchStatus;
  readonly seats: SeatSlot[];
  readonly spectators = new Set<Connection>();
  /** Last `historyLimit` action results, for resume with missed events. */
  readonly history: HistoryEntry[] = [];
  private actSince: number[];
  checkpoint: { seq: number; state: unknown };
  /** Set when the match is closed; late bot answers and timers check it. */
  closed = false;
  /**
   * The connection that created it, for per-client limits and the expiry notice. Null for matches created through the
   * local API and for restored ones (a restart disconnected their creators; they count only against `maxMatches`).
   */
  creator: Creator | null = null;
  /** Per seat: the ticket of a bot decision in flight (null: none). Clearing it drops a late answer. */
  readonly botBusy: (number | null)[];
  /** How many of the first actions can never be taken back: up to and including the last undo barrier. */
  undoFloor = 0;
  /** Set while the journal cannot save the match (see match-journal.ts); null: every change so far is saved. */
  unsaved: Unsaved | null = null;

  private constructor(
    init: Omit<MatchInit, 'seats' | 'players' | 'seed' | 'options'> & { record: MatchRecord; state: unknown; seats: SeatSlot[] },
    private readonly historyLimit: number,
  ) {
    this.id = init.id;
    this.code = init.code;
    this.game = init.game;
    this.createdAt = init.now;
    this.updatedAt = init.now;
    this.spectatorsAllowed = init.spectators;
    this.lan = init.lan;
    this.records = init.records;
    this.botSeed = init.botSeed;
    this.record = init.record;
    this.state = init.state;
    this.seats = init.seats;
    this.status = 'waiting';
    this.actSince = new Array<number>(init.record.players).fill(0);
    this.botBusy = new Array<number | null>(init.record.players).fill(null);
    this.checkpoint = { seq: 0, state: init.state };
  }

  /** New match; `game.setup` throws RuleError (BAD_OPTION / BAD_SETUP) naming a bad option or player count. */
  static create(init: MatchInit, historyLimit: number): Match {
    const { game } = init;
    if (init.seats.length !== init.players) throw new HostError('BAD_SETUP', `${init.seats.length} seat kinds given for ${init.players} players`);
    const state = game.setup({ players: init.players, seed: init.seed, options: init.options });
    const record = newRecord(game, init.players, init.seed, init.options);
    const seats = init.seats.map((s, seat): SeatSlot => ({
      seat, kind: s.kind, bot: s.kind === 'bot' ? (s.bot ?? 'random') : (s.bot ?? null), name: s.name ?? null,
      tokenHash: null, holder: null, awaySince: null, takenOver: false, here: s.kind === 'human' && s.here === true,
    }));
    const m = new Match({ ...init, record, state, seats }, historyLimit);
    m.refreshStatus();
    return m;
  }

  /**
   * Rebuild a match from its journal entry: replay the record from the seed (engine/core/record.ts replay, which
   * fails at the first illegal action) and check that the replay passes through the journalled checkpoint. The status
   * is the rules' (restored-status.ts), not the file's.
   */
  static restore(games: Record<string, AnyGame>, entry: JournalEntry, historyLimit: number, now: number): Match {
    const r = replay<unknown>(games, entry.record, { keepStates: true });
    const game = games[entry.record.game]!;
    const cp = entry.snapshot;
    if (cp.seq > entry.record.actions.length) throw new Error(`checkpoint seq ${cp.seq} is past the record's ${entry.record.actions.length} actions`);
    if (JSON.stringify(r.states[cp.seq]) !== JSON.stringify(cp.state)) {
      throw new Error(`the replayed state at seq ${cp.seq} differs from the journalled checkpoint`);
    }
    const seats = entry.seats.map((s, seat): SeatSlot => ({
      seat, kind: s.kind, bot: s.bot, name: s.name, tokenHash: s.tokenHash, holder: null,
      // Everyone was disconnected by the restart: held human seats are away from now on (a fresh grace period, however
      // long the host was down, so players can reconnect before a bot takes their seat).
      awaySince: s.kind === 'human' && s.tokenHash ? now : null, takenOver: false, here: s.here === true,
    }));
    const m = new Match(
      {
        id: entry.id, code: entry.code, game, spectators: entry.spectators, botSeed: entry.botSeed, now: entry.createdAt, record: entry.record, state: r.final, seats,
        // Journals from before these fields: not offered on the LAN (their seated guests still resume with their tokens).
        lan: entry.lan ?? false, records: entry.records ?? true,
      },
      historyLimit,
    );
    m.updatedAt = entry.updatedAt;
    m.checkpoint = { seq: cp.seq, state: r.states[cp.seq] };
    m.rebuild(r);
    m.undoFloor = m.seats.some((s) => s.kind === 'human') ? lastBarrier(game, entry.record, r) : entry.record.actions.length;
    m.status = ruledStatus(entry.status, game.toAct(r.final), entry.record.actions.length).status;
    m.refreshStatus();
    // A human seat left open in a started match was being played by the takeover bot.
    if (m.status !== 'waiting') for (const s of m.seats) if (s.kind === 'human' && !s.tokenHash) s.takenOver = true;
    return m;
  }

  /** Recompute exactly what live play would have from a replay of the record: history for catch-up, actSince for the seq check. */
  private rebuild(r: ReplayResult<unknown>): void {
    const game = this.game;
    this.state = r.final;
    this.actSince.fill(0);
    let acting = new Set(game.toAct(r.states[0]));
    this.record.actions.forEach((a, i) => {
      const next = game.toAct(r.states[i + 1]);
      for (const s of next) if (!acting.has(s) || s === a.seat) this.actSince[s] = i + 1;
      acting = new Set(next);
    });
    this.history.length = 0;
    const from = Math.max(0, r.events.length - this.historyLimit);
    for (let i = from; i < r.events.length; i++) this.history.push({ seq: i + 1, by: this.record.actions[i]!.seat, events: r.events[i]! });
  }

  /**
   * Where an undo by `seat` would take the match back to (the number of actions that stay), or null when it may not
   * undo now: it takes back the seat's last own action and every bot action after it, never an undo barrier
   * (engine/core/undo.ts) nor another person's move. Only while playing, and only for a seat its person plays.
   */
  undoTarget(seat: Seat): number | null {
    if (this.status !== 'playing' || this.seats[seat]?.kind !== 'human' || this.botPlays(seat)) return null;
    for (let i = this.seq - 1; i >= this.undoFloor; i--) {
      const by = this.record.actions[i]!.seat;
      if (by === seat) return i;
      if (this.seats[by]!.kind !== 'bot') return null;
    }
    return null;
  }

  /** Take the match back to its first `keep` actions: the record keeps only what stands; state, history and seq follow. */
  undoTo(keep: number, now: number): void {
    if (keep < this.undoFloor || keep >= this.seq) throw new HostError('NOT_ALLOWED', 'nothing that may be taken back');
    this.record.actions.splice(keep);
    const r = replay<unknown>({ [this.game.id]: this.game }, this.record, { keepStates: true });
    this.rebuild(r);
    if (this.checkpoint.seq > keep) this.checkpoint = { seq: keep, state: r.final };
    this.botBusy.fill(null); // a bot decision in flight was made for a state that no longer stands
    this.updatedAt = now;
    this.refreshStatus();
  }

  get seq(): number {
    return this.record.actions.length;
  }

  get players(): number {
    return this.record.players;
  }

  toAct(): Seat[] {
    return this.status === 'playing' ? this.game.toAct(this.state) : [];
  }

  /** Whether a bot chooses this seat's actions now. */
  botPlays(seat: Seat): boolean {
    const s = this.seats[seat]!;
    return s.kind === 'bot' || s.takenOver;
  }

  /** waiting → playing once every human seat has been claimed; → over when nobody is left to act. */
  refreshStatus(): boolean {
    const before = this.status;
    if (this.status === 'waiting' && this.seats.every((s) => s.kind === 'bot' || s.tokenHash !== null)) this.status = 'playing';
    if (this.status === 'playing' && this.game.toAct(this.state).length === 0) this.status = 'over';
    return this.status !== before;
  }

  /**
   * Whether `seat` may act now at `seq` (the match's own checks before the engine's); throws HostError (NOT_STARTED,
   * GAME_OVER, NOT_YOUR_TURN, STALE). Returns the seats to act.
   */
  private mayAct(seat: Seat, seq: number): readonly Seat[] {
    if (this.status === 'waiting') throw new HostError('NOT_STARTED', 'the match has not started: some seats are still open');
    if (this.status === 'over') throw new HostError('GAME_OVER', 'the match is over');
    const acting = this.game.toAct(this.state);
    if (!acting.includes(seat)) {
      throw new HostError('NOT_YOUR_TURN', `seat ${seat} may not act now (waiting for seat${acting.length > 1 ? 's' : ''} ${acting.join(', ')})`, { toAct: acting });
    }
    if (seq > this.seq || seq < this.actSince[seat]!) {
      throw new HostError('STALE', `intent was chosen at seq ${seq}, but the match is at seq ${this.seq}${seq < this.seq ? ' (something happened since: use the latest snapshot)' : ''}`, { seq: this.seq });
    }
    return acting;
  }

  /**
   * A dry run of `apply`: the same checks, in the same order, with the same refusals (the engine's `apply` is pure:
   * it works on a copy, so running it in full also catches a rule that checks as it runs), and nothing kept.
   */
  check(seat: Seat, seq: number, action: Action): void {
    this.mayAct(seat, seq);
    this.game.apply(this.state, seat, action);
  }

  /**
   * Validate and apply one action of `seat`, chosen at `seq`. Throws HostError (NOT_STARTED, GAME_OVER, NOT_YOUR_TURN,
   * STALE) or the engine's RuleError, in which case nothing has changed.
   */
  apply(seat: Seat, seq: number, action: Action, now: number): HistoryEntry {
    const acting = this.mayAct(seat, seq);
    const before = this.state;
    const r = this.game.apply(before, seat, action);
    this.state = r.state;
    this.record.actions.push({ seat, action });
    const newSeq = this.seq;
    // Only a match with a person in it can undo: bot-only matches skip the check (it samples worlds).
    if (!this.seats.some((s) => s.kind === 'human') || isUndoBarrier(this.game, before, r.state, seat, action, r.events)) this.undoFloor = newSeq;
    const next = this.game.toAct(r.state);
    for (const s of next) if (!acting.includes(s) || s === seat) this.actSince[s] = newSeq;
    const entry: HistoryEntry = { seq: newSeq, by: seat, events: r.events };
    this.history.push(entry);
    if (this.history.length > this.historyLimit) this.history.splice(0, this.history.length - this.historyLimit);
    this.updatedAt = now;
    this.refreshStatus();
    return entry;
  }

  /** Take a checkpoint every `every` actions (and at the end); returns whether one was taken. */
  maybeCheckpoint(every: number): boolean {
    if (this.seq - this.checkpoint.seq >= every || (this.status === 'over' && this.checkpoint.seq !== this.seq)) {
      this.checkpoint = { seq: this.seq, state: this.state };
      return true;
    }
    return false;
  }

  /** History entries after `lastSeq`, or null when some of them are no longer kept. */
  historyAfter(lastSeq: number): HistoryEntry[] | null {
    if (lastSeq >= this.seq) return [];
    const first = this.history[0];
    if (!first || first.seq > lastSeq + 1) return null;
    return this.history.slice(lastSeq + 1 - first.seq);
  }

  presence(): SeatPresence[] {
    return this.seats.map((s) => ({
      seat: s.seat,
      kind: s.kind,
      name: s.name,
      state: s.kind === 'bot' || s.holder ? 'connected' : s.tokenHash ? 'away' : 'open',
      botPlaying: this.botPlays(s.seat),
    }));
  }

  summary(): MatchSummary {
    return {
      id: this.id, code: this.code, game: this.game.id, players: this.players, options: this.record.options,
      status: this.status, seq: this.seq, seats: this.presence(), spectators: this.spectators.size, spectatorsAllowed: this.spectatorsAllowed,
      updatedAt: this.updatedAt,
      ...(this.unsaved ? { unsaved: this.unsaved } : {}),
    };
  }

  journalSeats(): JournalSeat[] {
    return this.seats.map((s) => ({ kind: s.kind, bot: s.bot, name: s.name, tokenHash: s.tokenHash, ...(s.here ? { here: true as const } : {}) }));
  }

  journalEntry(): JournalEntry {
    return {
      format: JOURNAL_FORMAT, id: this.id, code: this.code, createdAt: this.createdAt, updatedAt: this.updatedAt,
      status: this.status, spectators: this.spectatorsAllowed, botSeed: this.botSeed, lan: this.lan, records: this.records,
      seats: this.journalSeats(), record: this.record, snapshot: this.checkpoint,
    };
  }
}

/** The number of actions up to and including the record's last undo barrier (checked from the end: only the last one matters). */
function lastBarrier(game: AnyGame, record: MatchRecord, r: ReplayResult<unknown>): number {
  for (let i = record.actions.length - 1; i >= 0; i--) {
    const { seat, action } = record.actions[i]!;
    if (isUndoBarrier(game, r.states[i], r.states[i + 1], seat, action, r.events[i]!)) return i + 1;
  }
  return 0;
}
