import type { Seat } from '../engine/core/types';
import type { UndoNotice } from '../protocol/messages';
import type { Connection } from './connection';
import { HostError } from './errors';
import type { Match } from './match';
import { inBackground } from './timers';

export interface UndoDeps {
  /** How long the other people at the table have to agree. */
  timeoutMs: number;
  /** Take the match back to its first `keep` actions (journal, snapshots, bots): the host's one undo path. */
  undoNow(m: Match, keep: number): void;
  /** Send a notice to every person's connection at the table; `reply` (the asker's) gets it with the request's ref. */
  notify(m: Match, notice: UndoNotice, reply?: { conn: Connection; ref: string | undefined }): void;
}

interface Pending {
  by: Seat;
  keep: number;
  /** The match seq when asked: any action since cancels the request. */
  seq: number;
  wait: Set<Seat>;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Who must agree to an undo, and the agreement in flight. Alone at the table (solo, or hot-seat: every person's seat
 * held by the asking connection) an undo happens at once; with other people (LAN) each of them must accept within
 * `timeoutMs`, and a refusal, the time running out or any move in between cancels it.
 */
export class UndoRequests {
  private readonly pending = new Map<Match, Pending>();

  constructor(private readonly o: UndoDeps) {}

  /** `seat` (held by `conn`) asks to go back to `keep` actions (Match.undoTarget). Throws HostError when it may not. */
  ask(m: Match, seat: Seat, conn: Connection, keep: number, ref: string | undefined): void {
    if (this.pending.has(m)) throw new HostError('NOT_ALLOWED', 'an undo is already waiting for the players to agree');
    const others = m.seats.filter((s) => s.kind === 'human' && s.holder !== conn);
    if (others.some((s) => !s.holder)) throw new HostError('NOT_ALLOWED', 'every player at the table must agree to an undo, and a player is away');
    if (others.length === 0) {
      this.o.undoNow(m, keep);
      this.o.notify(m, { t: 'undo', match: m.id, by: seat, state: 'done' }, { conn, ref });
      return;
    }
    const wait = others.map((s) => s.seat);
    const timer = setTimeout(() => this.end(m, 'expired'), this.o.timeoutMs);
    inBackground(timer);
    this.pending.set(m, { by: seat, keep, seq: m.seq, wait: new Set(wait), timer });
    this.o.notify(m, { t: 'undo', match: m.id, by: seat, state: 'asked', wait, timeoutMs: this.o.timeoutMs }, { conn, ref });
  }

  /** `seat`'s answer to the undo in flight. */
  answer(m: Match, seat: Seat, accept: boolean): void {
    const p = this.pending.get(m);
    if (!p || !p.wait.has(seat)) throw new HostError('NOT_ALLOWED', 'no undo is waiting for this seat to agree');
    if (!accept) return this.end(m, 'refused');
    p.wait.delete(seat);
    if (p.wait.size > 0) return;
    this.end(m, null);
    this.o.undoNow(m, p.keep);
    this.o.notify(m, { t: 'undo', match: m.id, by: p.by, state: 'done' });
  }

  /** The match moved on (an action was applied) or closed: a request made before is void. */
  moved(m: Match): void {
    const p = this.pending.get(m);
    if (p && (m.closed || m.seq !== p.seq)) this.end(m, m.closed ? null : 'cancelled');
  }

  close(): void {
    for (const p of this.pending.values()) clearTimeout(p.timer);
    this.pending.clear();
  }

  private end(m: Match, why: 'refused' | 'expired' | 'cancelled' | null): void {
    const p = this.pending.get(m);
    if (!p) return;
    clearTimeout(p.timer);
    this.pending.delete(m);
    if (why && !m.closed) this.o.notify(m, { t: 'undo', match: m.id, by: p.by, state: why });
  }
}
