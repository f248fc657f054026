import type { Emitter, MatchFeed, SessionEvent } from '../../net';
import type { GameEvent } from '../../../engine/core/types';

/** What the table screen drives in a game's animator (each game's animator has this public API). */
export interface TableAnimator<V> {
  readonly seq: number;
  /** The seq whose view is on screen (-1 while an intro deals it): what the table has shown (shown.ts). */
  readonly shownSeq: number;
  /** Show `view` at `seq` at once (the first snapshot of a stream). */
  reset(view: V, seq: number): void;
  events(seq: number, events: GameEvent[]): void;
  snapshot(seq: number, view: V, resync: boolean): void;
  /** Fill the log from the match's past batches, up to what is shown (a table that starts at a later seq). */
  seedLog(batches: readonly { seq: number; events: readonly GameEvent[] }[]): void;
  /** Redraw from the current perspective (the animators whose display depends on the revealed seat). */
  refresh?(): void;
  revive(): void;
  dispose(): void;
}

/** Whether the animator was started, and the viewer stream it follows (kept by the screen across renders). */
export interface StreamFollow {
  started: boolean;
  stream: string;
}

export interface FollowParams<V, A extends TableAnimator<V>> {
  events: Pick<Emitter<SessionEvent>, 'on'>;
  feed: MatchFeed;
  match: string;
  /** The viewer stream the screen shows now (`viewerKey`). */
  streamKey: string;
  animator: A;
  follow: StreamFollow;
  /** A view from the wire as the game's view (nothing when it is another game's). */
  viewOf: (v: unknown) => V | undefined;
  /** Ask the host for the stream's past (its reply comes back as a `history` event), when the feed has none of it. */
  askPast?: () => void;
  /** How the first snapshot starts the animator (default `reset`). */
  start?: (animator: A, view: V, seq: number) => void;
}

/**
 * One step of following a table's viewer stream, run whenever the stream or its first snapshot changes: the first
 * snapshot starts the animator and the log is seeded from the feed's past batches (a table that starts at a later
 * seq shows what happened before, without animating it); a new viewer continues from what was shown; then the
 * session's events, snapshots and late history for that stream reach the animator. Returns the unsubscribe, or
 * nothing while the stream has no snapshot yet.
 */
export function followStream<V, A extends TableAnimator<V>>(p: FollowParams<V, A>): (() => void) | undefined {
  const { feed, animator, follow: f, streamKey, match, viewOf } = p;
  const s0 = feed.snapshots[streamKey];
  const v0 = viewOf(s0?.view);
  if (!f.started) {
    if (!s0 || !v0) return;
    f.started = true;
    f.stream = streamKey;
    if (p.start) p.start(animator, v0, s0.seq);
    else animator.reset(v0, s0.seq);
    const past = feed.events[streamKey] ?? [];
    animator.seedLog(past);
    // Joined mid-game (a resume already brought the past along): the log is asked for once.
    if (s0.seq > 0 && !past.some((b) => b.seq <= s0.seq)) p.askPast?.();
  } else if (f.stream !== streamKey) {
    f.stream = streamKey;
    for (const b of feed.events[streamKey] ?? []) if (b.seq > animator.seq) animator.events(b.seq, b.events);
    if (s0 && v0) animator.snapshot(s0.seq, v0, false);
    animator.refresh?.();
  }
  return p.events.on((e) => {
    if (e.kind === 'events' && e.match === match && e.viewer === f.stream) {
      // A batch the table has already passed (a replay's jump ahead sends the jumped batches after its snapshot):
      // not played, only logged.
      if (e.msg.seq <= animator.seq) animator.seedLog([e.msg]);
      else animator.events(e.msg.seq, e.msg.events);
    }
    if (e.kind === 'snapshot' && e.match === match && e.viewer === f.stream) {
      const v = viewOf(e.msg.view);
      if (v) animator.snapshot(e.msg.seq, v, e.msg.resync);
      // A jump (a resume without events, a replay's seek): the log is rebuilt from the feed up to where it landed.
      if (v && e.msg.resync) animator.seedLog(feed.events[f.stream] ?? []);
    }
    // The past came after the table started (asked for as it opened): the log gets what it missed.
    if (e.kind === 'history' && e.match === match && e.viewer === f.stream) animator.seedLog(feed.events[f.stream] ?? []);
  });
}
