import type { Seat } from '../engine/core/types';
import type { ErrorCode, ServerMessage, UndoNotice } from '../protocol/messages';
import type { Connection } from './connection';
import type { HistoryEntry, Match } from './match';
import type { HostCounters } from './options';
import { eventsFor, snapshotFor } from './outbound';

/** What an `error` reply names besides its code and text. */
export interface ErrorContext {
  ref?: string;
  for?: string;
  match?: string;
  details?: Record<string, unknown>;
}

/**
 * Sending: one message to one connection (a failing transport is logged, never thrown to the sender), and a match's
 * changes to each of its viewers as that viewer may see them (outbound.ts). A spectator's share is encoded once for all.
 */
export class Fanout {
  constructor(
    private readonly counters: HostCounters,
    private readonly log: (line: string) => void,
  ) {}

  send(conn: Connection, msg: ServerMessage, text?: string): void {
    try {
      conn.send(msg, text);
    } catch (e) {
      this.log(`send to ${conn.id} failed: ${(e as Error).message}`);
    }
  }

  error(conn: Connection, code: ErrorCode, message: string, extra: ErrorContext): void {
    this.counters.errors++;
    const msg: ServerMessage = { t: 'error', code, message };
    if (extra.ref !== undefined) msg.ref = extra.ref;
    if (extra.for !== undefined) msg.for = extra.for;
    if (extra.match !== undefined) msg.match = extra.match;
    if (extra.details !== undefined) msg.details = extra.details;
    this.send(conn, msg);
  }

  /** Every viewer of the match with the seat(s) it views there. */
  *viewers(m: Match): Generator<[Connection, Seat]> {
    for (const slot of m.seats) if (slot.holder) yield [slot.holder, slot.seat];
  }

  /** One action's events, then the new snapshot, to every seat holder and spectator. */
  action(m: Match, entry: HistoryEntry): void {
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

  snapshots(m: Match, resync: boolean): void {
    for (const [conn, seat] of this.viewers(m)) this.send(conn, snapshotFor(m, seat, resync));
    if (m.spectators.size > 0) {
      const snap = snapshotFor(m, null, resync);
      const text = JSON.stringify(snap);
      for (const conn of m.spectators) this.send(conn, snap, text);
    }
  }

  /** Who sits where and who watches, and whether the match is being saved, once to each connection at the match. */
  presence(m: Match): void {
    const msg: ServerMessage = { t: 'presence', match: m.id, seats: m.presence(), spectators: m.spectators.size, ...(m.unsaved ? { unsaved: m.unsaved } : {}) };
    const text = JSON.stringify(msg);
    const sent = new Set<Connection>();
    for (const [conn] of this.viewers(m)) {
      if (sent.has(conn)) continue;
      sent.add(conn);
      this.send(conn, msg, text);
    }
    for (const conn of m.spectators) if (!sent.has(conn)) this.send(conn, msg, text);
  }

  /** An undo notice to every person's connection at the table (once each) and the spectators; the asker's carries its ref. */
  undoNotice(m: Match, notice: UndoNotice, reply?: { conn: Connection; ref: string | undefined }): void {
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
}
