/**
 * What the LAN may see and have of this host's matches. A match the host's own app creates stays on this machine
 * unless its creator made it a LAN game (`Match.lan`); within a LAN game, seats kept for players at the host
 * (`SeatSlot.here`) are never a LAN guest's. A finished match's record goes to the LAN only when the host and the
 * match's creator share records, only to the people who played or watched it, bounded in size and rate.
 */
import { LIMITS, utf8Length, type MatchSummary } from '../protocol/messages';
import type { Connection } from './connection';
import { HostError } from './errors';
import type { Match, SeatSlot } from './match';
import { requestBucket, type TokenBucket } from './rate-limit';

/** Whether `conn` may know of `m` at all (list, join, watch, room code): LAN guests see LAN games only. */
export function visibleTo(m: Match, conn: Connection): boolean {
  return conn.kind === 'local' || m.lan;
}

/**
 * `m` as `conn` may reach it. A LAN guest who names a local game (a guessed id or room code) is told it does not
 * exist, exactly as for a match that does not: the refusal itself must not say that there is one.
 */
export function reachable(m: Match | undefined, conn: Connection, what: string): Match {
  if (!m || !visibleTo(m, conn)) throw new HostError('NO_MATCH', `no match with ${what} on this host`);
  return m;
}

/** Whether `conn` may take this (open, human) seat: seats kept for the host's own players are not a LAN guest's. */
export function seatOpenTo(slot: SeatSlot, conn: Connection): boolean {
  return conn.kind === 'local' || !slot.here;
}

/**
 * `m` as the match list shows it to `conn`: to a LAN guest, a seat kept for the host's players is never "open" (its
 * player is away and the stand-in plays it), so the join page does not count it as a free seat.
 */
export function summaryFor(m: Match, conn: Connection): MatchSummary {
  const summary = m.summary();
  if (conn.kind === 'local') return summary;
  const kept = (seat: number) => m.seats[seat]?.here === true;
  return { ...summary, seats: summary.seats.map((s) => (s.state === 'open' && kept(s.seat) ? { ...s, state: 'away' as const } : s)) };
}

/** Whether a LAN guest could take a seat of `m` now (discovery announces only those room codes). */
export function openOnLan(m: Match): boolean {
  return m.lan && m.status !== 'over' && m.seats.some((s) => s.kind === 'human' && !s.tokenHash && !s.here);
}

/** Who asks for a record, as the host knows them. */
export interface RecordAsker {
  conn: Connection;
  /** Holds a seat of the match or watches it on this connection. */
  present: boolean;
  /** A seat token it sent that holds a seat of the match (after a reconnect, before resuming). */
  seated: boolean;
}

/**
 * Serves finished records: checks who may have one, bounds how often one connection asks (a flood costs a refusal,
 * not a megabyte each), and encodes each record once (a finished record does not change).
 */
export class RecordShare {
  private readonly buckets = new WeakMap<Connection, TokenBucket>();
  private readonly texts = new WeakMap<Match, { text: string; bytes: number }>();

  constructor(
    /** Host-wide: whether LAN players may have records at all (HostOptions.records). */
    private readonly enabled: boolean,
    private readonly now: () => number,
  ) {}

  /** The `record` reply to `asker` as JSON text (`ref` echoed), or a HostError saying why not. */
  replyText(m: Match, asker: RecordAsker, ref: string | undefined): string {
    if (asker.conn.kind !== 'local') {
      this.pace(asker.conn);
      if (!this.enabled || !m.records) throw new HostError('NOT_ALLOWED', 'the host does not share the records of this match');
      if (!asker.present && !asker.seated) throw new HostError('NOT_ALLOWED', 'only the players and spectators of a match may have its record');
    }
    if (m.status !== 'over') throw new HostError('NOT_OVER', 'the match is not over: its record would reveal the deck');
    let done = this.texts.get(m);
    if (done === undefined) {
      const text = JSON.stringify(m.record);
      done = { text, bytes: utf8Length(text) };
      this.texts.set(m, done);
    }
    if (done.bytes > LIMITS.maxRecordBytes) {
      throw new HostError('TOO_BIG', `this record is larger than ${LIMITS.maxRecordBytes} bytes: save it at the host`, { max: LIMITS.maxRecordBytes });
    }
    // The record's text is spliced in as encoded once, rather than encoding the whole record again per request.
    const head = JSON.stringify({ t: 'record', ref, match: m.id });
    return `${head.slice(0, -1)},"record":${done.text}}`;
  }

  private pace(conn: Connection): void {
    let bucket = this.buckets.get(conn);
    if (!bucket) {
      bucket = requestBucket(LIMITS.recordRequests, this.now);
      this.buckets.set(conn, bucket);
    }
    if (!bucket.take()) throw new HostError('RATE_LIMITED', `at most one record every ${LIMITS.recordRequests.everyMs / 1000} s`, { everyMs: LIMITS.recordRequests.everyMs });
  }
}
