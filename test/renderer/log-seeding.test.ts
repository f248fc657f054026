/**
 * A table that starts at a later seq (a resumed game, a late joiner, a replay's jump) shows the log of everything
 * before it, built from the feed's past batches once, in `followStream` (renderer/ui/table), without animating it.
 */
import { describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { Emitter } from '../../client/transport';
import type { MatchFeed, SessionEvent } from '../../client/session';
import type { EventsMessage, SnapshotMessage } from '../../protocol/messages';
import { EventAnimator, type LogLine } from '../../renderer/scenes/common/animation/EventAnimator';
import { followStream } from '../../renderer/ui/table/followStream';

type Ev = { type: 'move'; n: number };
interface View {
  at: number;
}
const createStore = () => create<{ log: LogLine<Ev>[]; busy: boolean; shown: number[]; set(p: Partial<{ log: LogLine<Ev>[]; busy: boolean }>): void }>((set) => ({ log: [], busy: false, shown: [], set: (p) => set(p) }));

/** Reduced motion (speed 0): a batch lands at once, so what was animated is what `played` lists. */
class Animator extends EventAnimator<View, Ev, null> {
  readonly played: number[] = [];
  constructor(private readonly st: ReturnType<typeof createStore>) {
    super({ store: st, speed: () => 0 }, () => null, { move: () => {} });
  }
  protected showView(v: View): void {
    this.st.setState({ shown: [...this.st.getState().shown, v.at] });
  }
  protected override still(e: Ev): void {
    this.played.push(e.n);
  }
}

const batch = (seq: number): EventsMessage => ({ t: 'events', match: 'm', seq, seat: 0, events: [{ type: 'move', n: seq }, { type: 'move', n: seq * 10 }] });
const snap = (seq: number, resync = false): SnapshotMessage => ({ t: 'snapshot', match: 'm', seq, seat: 0, status: 'playing', view: { at: seq }, toAct: [0], outcome: null, resync });
const feedAt = (seq: number, batches: number[]): MatchFeed => ({
  id: 'm', code: 'ABCD', game: 'fake', summary: null, held: [{ seat: 0, token: 't'.repeat(20) }], undo: null, ended: null, unsaved: null,
  snapshots: { '0': snap(seq) }, events: { '0': batches.map(batch) },
});
const logSeqs = (st: ReturnType<typeof createStore>) => st.getState().log.map((l) => `${l.seq}:${(l.event as Ev).n}`);

function follow(feed: MatchFeed) {
  const st = createStore();
  const animator = new Animator(st);
  const events = new Emitter<SessionEvent>();
  const asked: number[] = [];
  const askPast = () => asked.push(1);
  const off = followStream({ events, feed, match: 'm', streamKey: '0', animator, follow: { started: false, stream: '0' }, viewOf: (v) => v as View, askPast });
  return { st, animator, events, off, asked };
}

describe('the table log of a table that starts late', () => {
  it('is seeded from the feed up to the first snapshot, at once and without animating the past; the last line is the last move', () => {
    const { st, animator } = follow(feedAt(3, [1, 2, 3]));
    expect(logSeqs(st)).toEqual(['1:1', '1:10', '2:2', '2:20', '3:3', '3:30']);
    expect(animator.played).toEqual([]);
    expect(st.getState().shown).toEqual([3]);
  });

  it('asks the host for the past only when the feed has none of it (joined mid-game)', () => {
    expect(follow(feedAt(3, [1, 2, 3])).asked).toHaveLength(0);
    expect(follow(feedAt(0, [])).asked).toHaveLength(0);
    expect(follow(feedAt(3, [])).asked).toHaveLength(1);
  });

  it('goes on with live batches after the seeded ones, and takes in a history that arrives late', () => {
    const feed = feedAt(3, []);
    const { st, animator, events } = follow(feed);
    expect(logSeqs(st)).toEqual([]);
    const live = batch(4);
    feed.events['0']!.push(live);
    events.emit({ kind: 'events', match: 'm', viewer: '0', msg: live });
    expect(animator.played).toEqual([4, 40]);
    feed.events['0'] = [batch(1), batch(2), batch(3), live];
    events.emit({ kind: 'history', match: 'm', viewer: '0' });
    expect(logSeqs(st)).toEqual(['1:1', '1:10', '2:2', '2:20', '3:3', '3:30', '4:4', '4:40']);
  });

  it('after a jump (a resync snapshot further on) shows the full log up to where it landed', () => {
    const feed = feedAt(1, [1]);
    const { st, animator, events } = follow(feed);
    feed.events['0'] = [1, 2, 3, 4, 5].map(batch);
    feed.snapshots['0'] = snap(5, true);
    events.emit({ kind: 'snapshot', match: 'm', viewer: '0', msg: snap(5, true) });
    expect(logSeqs(st).at(-1)).toBe('5:50');
    expect(logSeqs(st)).toHaveLength(10);
    expect(animator.played).toEqual([]);
  });

  it('keeps lines the feed does not cover (older than the host kept)', () => {
    const feed = feedAt(2, [1, 2]);
    const { st, events } = follow(feed);
    feed.events['0'] = [batch(2), batch(3)];
    feed.snapshots['0'] = snap(3, true);
    events.emit({ kind: 'snapshot', match: 'm', viewer: '0', msg: snap(3, true) });
    expect(logSeqs(st)).toEqual(['1:1', '1:10', '2:2', '2:20', '3:3', '3:30']);
  });
});
