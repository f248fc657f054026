import type { Seat } from '../../engine/core/types';
import type { MatchSummary, SeatPresence, SnapshotMessage } from '../../protocol/messages';
import { stateSnapshot, viewedEvents } from '../../host/outbound';
import { Session } from '../../client/session';
import type { Replayed } from './load';
import { ReplayTransport } from './transport';

/** The match id a replay's session knows its one match by. */
export const REPLAY_MATCH = 'replay';

/**
 * A replayed match as one viewer's host would have sent it, over a session of its own: the table screens show it
 * exactly as live play (same messages, same animators). `viewer` is a seat (what that seat saw: its stream only) or
 * null (the spectator). Step k is the state after k actions (seq k): one step forward is that action's events and a
 * snapshot (animated); any other move is a resync snapshot, and the feed keeps the batches of steps 1..k for the log.
 */
export class ReplayFeed {
  readonly session: Session<ReplayTransport>;
  readonly match = REPLAY_MATCH;
  private at: number;

  constructor(
    readonly replayed: Replayed,
    readonly viewer: Seat | null,
    step: number,
    names: readonly string[],
  ) {
    const transport = new ReplayTransport(replayed.record);
    this.session = new Session(transport, 'river-tables/replay');
    this.at = this.clamp(step);
    const { game } = replayed.record;
    transport.push({ t: 'joined', ref: 'replay', match: this.match, code: '', game, seat: viewer, catchUp: 'none', summary: this.summary(names) });
    for (let k = 1; k <= this.at; k++) this.sendEvents(k);
    transport.push(this.snapshot(this.at, false));
  }

  /** The step shown (0: the setup; `total`: after the last action). */
  get step(): number {
    return this.at;
  }

  get total(): number {
    return this.replayed.record.actions.length;
  }

  /** Show step `to`: animated when it is the next one, else at once. */
  go(to: number): void {
    const target = this.clamp(to);
    const from = this.at;
    if (target === from) return;
    this.at = target;
    const t = this.session.transport;
    if (target === from + 1) {
      this.sendEvents(target);
      t.push(this.snapshot(target, false));
      return;
    }
    // Back (the session drops the later batches) or a jump ahead: the table jumps; the jumped batches follow the
    // snapshot, so the table has passed them (not replayed) and the feed still holds them.
    t.push(this.snapshot(target, true));
    for (let k = from + 1; k <= target; k++) this.sendEvents(k);
  }

  /** The snapshot of step `k` for this viewer: the engine's view of it, never any legal action. */
  snapshot(k: number, resync: boolean): SnapshotMessage {
    const { game, states } = this.replayed;
    const state = states[k];
    const over = game.outcome(state) !== null;
    return stateSnapshot(game, state, { match: this.match, seq: k, status: over ? 'over' : 'playing', toAct: game.toAct(state) }, this.viewer, resync);
  }

  close(): void {
    this.session.close();
  }

  private sendEvents(k: number): void {
    const { game, events, record } = this.replayed;
    this.session.transport.push(viewedEvents(game, this.match, k, events[k - 1]!, this.viewer, record.actions[k - 1]!.seat));
  }

  private clamp(step: number): number {
    return Math.max(0, Math.min(this.total, Math.round(step)));
  }

  private summary(names: readonly string[]): MatchSummary {
    const { record } = this.replayed;
    const seats = Array.from({ length: record.players }, (_, seat): SeatPresence => ({ seat, kind: 'human', name: names[seat] ?? null, state: 'connected', botPlaying: false }));
    return { id: this.match, code: '', game: record.game, players: record.players, options: record.options, status: 'playing', seq: this.at, seats, spectators: 0, spectatorsAllowed: true, updatedAt: 0 };
  }
}
