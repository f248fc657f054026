/**
 * Plays one held seat through a Session: whenever the seat's snapshot offers legal actions, pick one and send it,
 * with at most one intent in flight (a snapshot caused by another seat's simultaneous choice must not make it send a
 * second one). Used by the host benchmark, tests and headless LAN bots. Browser-safe.
 */
import type { Action, Seat } from '../engine/core/types';
import type { ErrorMessage, SnapshotMessage } from '../protocol/messages';
import type { Session } from './session';

export interface AutoPlayer {
  stop(): void;
  /** Intents sent, and errors received for them. */
  readonly sent: number;
  readonly refused: ErrorMessage[];
  /** Resolves with the final snapshot when the match is over. */
  readonly finished: Promise<SnapshotMessage>;
}

export interface AutoPlayOptions {
  /** Called right before an intent is sent (the bench timestamps here). */
  onSend?: (seq: number) => void;
  /** Called for every snapshot of this seat (after bookkeeping). */
  onSnapshot?: (s: SnapshotMessage) => void;
  /** Wait this long before each action, like a player thinking (0: act at once); a function is asked each time. */
  thinkMs?: number | (() => number);
}

export function autoPlay(
  client: Session,
  match: string,
  seat: Seat,
  choose: (s: SnapshotMessage) => Action,
  opts: AutoPlayOptions = {},
): AutoPlayer {
  let latest: SnapshotMessage | null = null;
  let inFlight: { ref: string; seq: number } | null = null;
  let stopped = false;
  let sent = 0;
  /** Refusals at the current seq: retried a few times (a random choice may differ), then we wait for news. */
  let retries = { seq: -1, n: 0 };
  const refused: ErrorMessage[] = [];
  let finish!: (s: SnapshotMessage) => void;
  const finished = new Promise<SnapshotMessage>((r) => (finish = r));

  let thinking = false;
  const maybeAct = () => {
    if (stopped || inFlight || thinking || !latest || latest.status !== 'playing' || !latest.legal || latest.legal.length === 0) return;
    const wait = typeof opts.thinkMs === 'function' ? opts.thinkMs() : (opts.thinkMs ?? 0);
    if (wait > 0) {
      thinking = true;
      setTimeout(() => {
        thinking = false;
        act();
      }, wait);
      return;
    }
    act();
  };
  const act = () => {
    if (stopped || inFlight || !latest || latest.status !== 'playing' || !latest.legal || latest.legal.length === 0) return;
    const s = latest;
    if (retries.seq === s.seq && retries.n >= 3) return;
    const action = choose(s);
    try {
      opts.onSend?.(s.seq);
      const ref = client.intent(match, seat, action, s.seq);
      inFlight = { ref, seq: s.seq };
      sent++;
    } catch {
      // Disconnected: the resume brings a fresh snapshot, which triggers the next attempt.
    }
  };
  const offs = [
    client.on('snapshot', ({ msg: s }) => {
      if (s.match !== match || s.seat !== seat) return;
      latest = s;
      opts.onSnapshot?.(s);
      if (s.status === 'over') finish(s);
      maybeAct();
    }),
    client.on('events', ({ msg: e }) => {
      if (e.match !== match || e.seat !== seat || !inFlight || e.by !== seat || e.seq <= inFlight.seq) return;
      inFlight = null; // our action went through; the snapshot that follows carries the next decision
    }),
    client.on('error', ({ msg: e }) => {
      if (!inFlight || e.ref !== inFlight.ref) return;
      refused.push(e);
      retries = retries.seq === inFlight.seq ? { seq: retries.seq, n: retries.n + 1 } : { seq: inFlight.seq, n: 1 };
      inFlight = null;
      maybeAct();
    }),
    client.on('status', ({ status: st }) => {
      if (st === 'closed') inFlight = null; // after resume, decide again from the fresh snapshot
    }),
  ];
  // The snapshot that started the match may have arrived before this player was attached.
  const current = client.snapshot(match, seat);
  if (current) {
    latest = current;
    if (current.status === 'over') finish(current);
    queueMicrotask(maybeAct);
  }
  return {
    stop() {
      stopped = true;
      for (const off of offs) off();
    },
    get sent() {
      return sent;
    },
    refused,
    finished,
  };
}
