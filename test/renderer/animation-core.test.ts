/**
 * The event-animation core every table plays on (renderer/scenes/common/animation), with a fake game of two event
 * kinds: a missed seq jumps to the newest view, dispose stops every timer and flight, and reduced motion lands a
 * batch at once (logged, shots published, `still` bookkeeping done) with nothing moving; the acting pieces the
 * showcase's camera frames come from the flights by themselves and last until their event ends.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { EventAnimator, type LogLine } from '../../renderer/scenes/common/animation/EventAnimator';
import type { EventTable } from '../../renderer/scenes/common/animation/eventTable';
import { Motion } from '../../renderer/scenes/common/animation/Motion';
import { useFlights } from '../../renderer/scenes/common/flights';
import { useActing } from '../../renderer/scenes/common/acting';

type FakeEvent = { type: 'add'; by: number } | { type: 'mark'; label: string };
interface FakeView {
  total: number;
}
interface FakeState {
  total: number | null;
  marks: string[];
  shots: string[];
  log: LogLine<FakeEvent>[];
  busy: boolean;
  set(p: Partial<Omit<FakeState, 'set'>>): void;
}
const createStore = () => create<FakeState>((set) => ({ total: null, marks: [], shots: [], log: [], busy: false, set: (p) => set(p) }));
type Store = ReturnType<typeof createStore>;

class FakeTable {
  constructor(
    readonly store: Store,
    readonly motion: Motion,
  ) {}
}

const FAKE_EVENTS: EventTable<FakeEvent, FakeTable> = {
  // A card flies for a second, then the total moves.
  async add(t, e) {
    await t.motion.fly([{ face: 'x', from: { p: [0, 0, 0], r: [0, 0, 0] }, to: { p: [1, 0, 0], r: [0, 0, 0] }, delay: 0, duration: 1, arc: 0.5 }]);
    t.store.getState().set({ total: (t.store.getState().total ?? 0) + e.by });
  },
  async mark(t, e) {
    await t.motion.wait(0.5);
    t.store.getState().set({ marks: [...t.store.getState().marks, e.label] });
  },
};

class FakeAnimator extends EventAnimator<FakeView, FakeEvent, FakeTable> {
  constructor(
    private readonly fake: Store,
    speed: number,
  ) {
    // Every batch at full length (as the player's own): the queue's rules are timed here, the pace in animation-pace.test.ts.
    super({ store: fake, speed: () => speed, batchKind: () => 'own' }, (motion) => new FakeTable(fake, motion), FAKE_EVENTS);
  }
  protected showView(v: FakeView): void {
    this.fake.getState().set({ total: v.total });
  }
  protected override publish(e: FakeEvent): void {
    this.fake.getState().set({ shots: [...this.fake.getState().shots, e.type] });
  }
  protected override still(e: FakeEvent): void {
    if (e.type === 'mark') this.fake.getState().set({ marks: [...this.fake.getState().marks, e.label] });
  }
  /** A deal of `seconds` before the view at `seq` is on screen (NILE's first snapshot with motion on). */
  dealFrom(view: FakeView, seq: number, seconds: number): void {
    this.intro(view, seq, async () => {
      await this.motion.wait(seconds);
      this.showView(view);
    });
  }
}

const add = (by: number): FakeEvent => ({ type: 'add', by });

describe('event-animation core (a fake game)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useFlights.getState().clear();
  });
  afterEach(() => vi.useRealTimers());

  it('plays batches in seq order with motion and ends on the newest view', async () => {
    const store = createStore();
    const a = new FakeAnimator(store, 1);
    a.reset({ total: 0 }, 0);
    a.events(1, [add(1), { type: 'mark', label: 'one' }]);
    // Queued while 1 plays, out of order: they wait their turn in seq order.
    a.events(3, [add(100)]);
    a.events(2, [add(10)]);
    expect(store.getState().busy).toBe(true);
    expect(useFlights.getState().flights).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.getState().total).toBe(111);
    expect(store.getState().marks).toEqual(['one']);
    expect(store.getState().log.map((l) => l.seq)).toEqual([1, 1, 2, 3]);
    a.snapshot(3, { total: 111 }, false);
    expect(a.seq).toBe(3);
    expect(store.getState().busy).toBe(false);
  });

  it('an intro (a deal) shows its view only once played: shownSeq stays -1 meanwhile, the queue waits for it', async () => {
    const store = createStore();
    const a = new FakeAnimator(store, 1);
    a.dealFrom({ total: 5 }, 3, 2);
    a.events(4, [add(1)]);
    expect(store.getState().busy).toBe(true);
    // The queue counts from the intro's seq at once; what the table shows waits for the deal.
    expect(a.seq).toBe(3);
    expect(a.shownSeq).toBe(-1);
    await vi.advanceTimersByTimeAsync(1900);
    expect(a.shownSeq).toBe(-1);
    expect(store.getState().total).toBe(null);
    await vi.advanceTimersByTimeAsync(200);
    expect(store.getState().total).toBe(5);
    expect(a.shownSeq).toBe(3);
    await vi.advanceTimersByTimeAsync(5000);
    expect(a.shownSeq).toBe(4);
    expect(store.getState().total).toBe(6);
    // A reset during a deal shows its own view at once.
    a.dealFrom({ total: 0 }, 10, 2);
    a.reset({ total: 50 }, 12);
    expect(a.shownSeq).toBe(12);
    await vi.advanceTimersByTimeAsync(3000);
    expect(a.shownSeq).toBe(12);
  });

  it('a missed seq jumps to the newest view, then plays what follows it', async () => {
    const store = createStore();
    const a = new FakeAnimator(store, 1);
    a.reset({ total: 0 }, 0);
    a.events(1, [add(1)]);
    // While 1 plays, the view of 3 arrives and then batches 3 and 4: batch 2 was lost.
    a.snapshot(3, { total: 30 }, false);
    a.events(4, [add(1)]);
    a.events(3, [add(99)]);
    await vi.advanceTimersByTimeAsync(1100);
    expect(store.getState().total).toBe(30);
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.getState().total).toBe(31);
    expect(a.seq).toBe(4);
    // A resync snapshot that skips ahead resets at once.
    a.snapshot(9, { total: 90 }, true);
    expect(store.getState().total).toBe(90);
    expect(a.seq).toBe(9);
  });

  it('dispose cancels every flight and timer (twice is harmless); revive plays on', async () => {
    const store = createStore();
    const a = new FakeAnimator(store, 1);
    a.reset({ total: 0 }, 0);
    a.events(1, [{ type: 'mark', label: 'late' }, add(5)]);
    a.events(2, [add(7)]);
    await vi.advanceTimersByTimeAsync(600);
    expect(useFlights.getState().flights).toHaveLength(1);
    a.dispose();
    a.dispose();
    expect(useFlights.getState().flights).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.getState().total).toBe(0);
    expect(a.debug().disposed).toBe(true);
    a.revive();
    a.snapshot(2, { total: 12 }, false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.getState().total).toBe(12);
  });

  it('reduced motion: a batch lands at once, logged, shots published, `still` done, nothing moving', () => {
    const store = createStore();
    const a = new FakeAnimator(store, 0);
    a.reset({ total: 0 }, 0);
    const seen: number[] = [];
    const off = useFlights.subscribe((s) => seen.push(s.flights.length));
    a.events(1, [add(3), { type: 'mark', label: 'm' }]);
    off();
    expect(a.seq).toBe(1);
    expect(seen.every((n) => n === 0)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(store.getState().log.map((l) => l.event.type)).toEqual(['add', 'mark']);
    expect(store.getState().shots).toEqual(['add', 'mark']);
    expect(store.getState().marks).toEqual(['m']);
    expect(store.getState().busy).toBe(false);
    // The events' own motion did not run: the view brings the total.
    expect(store.getState().total).toBe(0);
    a.snapshot(1, { total: 3 }, false);
    expect(store.getState().total).toBe(3);
  });

  it('the acting pieces: where a flight leaves, the top of its arc, where it lands, until its event ends; none with reduced motion', async () => {
    const store = createStore();
    const a = new FakeAnimator(store, 1);
    a.reset({ total: 0 }, 0);
    a.events(1, [add(1), { type: 'mark', label: 'after' }]);
    expect(useActing.getState().acting?.points).toEqual([[0, 0, 0], [0.5, 0.5, 0], [1, 0, 0]]);
    expect(useActing.getState().acting?.wall).toBeCloseTo(1, 5);
    // The flight landed and its event ended: the next event (a wait) names no pieces.
    await vi.advanceTimersByTimeAsync(1100);
    expect(store.getState().total).toBe(1);
    expect(useActing.getState().acting).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    const still = new FakeAnimator(createStore(), 0);
    still.reset({ total: 0 }, 0);
    still.events(1, [add(1)]);
    expect(useActing.getState().acting).toBeNull();
  });

  it('a table names pieces changed in place (`focus`) at its pace; dispose forgets them', () => {
    const m = new Motion(() => 2);
    m.focus([[1, 2, 3]], 0.6);
    expect(useActing.getState().acting).toMatchObject({ points: [[1, 2, 3]], wall: 0.3 });
    m.cancel();
    expect(useActing.getState().acting).toBeNull();
    new Motion(() => 0).focus([[1, 2, 3]], 0.6);
    expect(useActing.getState().acting).toBeNull();
  });
});
