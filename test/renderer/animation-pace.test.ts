/**
 * The solo pace of the common animator (renderer/scenes/common/animation/pace.ts, Motion, EventAnimator): the
 * player's own batch plays in full; another seat's batch stays within its budget; the longer the queue, the faster each
 * batch plays, down to no time at all; an event kind seen before is sped up evenly rather than cut at the end.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { EventAnimator, type LogLine } from '../../renderer/scenes/common/animation/EventAnimator';
import type { EventTable } from '../../renderer/scenes/common/animation/eventTable';
import type { Motion } from '../../renderer/scenes/common/animation/Motion';
import { batchPace, FULL_PACE, PACE, type BatchKind } from '../../renderer/scenes/common/animation/pace';
import { useFlights } from '../../renderer/scenes/common/flights';

type FakeEvent = { type: 'add'; by: number } | { type: 'mark' } | { type: 'turn'; seat: number };
interface FakeState {
  total: number;
  log: LogLine<FakeEvent>[];
  busy: boolean;
  set(p: Partial<Omit<FakeState, 'set'>>): void;
}
const createStore = () => create<FakeState>((set) => ({ total: 0, log: [], busy: false, set: (p) => set(p) }));
type Store = ReturnType<typeof createStore>;

/** What a batch asks for at 1×: a 1 s flight, then a 0.5 s wait (1.5 s). */
const FAKE_EVENTS: EventTable<FakeEvent, { store: Store; motion: Motion }> = {
  async add(t, e) {
    await t.motion.fly([{ face: 'x', from: { p: [0, 0, 0], r: [0, 0, 0] }, to: { p: [1, 0, 0], r: [0, 0, 0] }, delay: 0, duration: 1, arc: 0.5 }]);
    t.store.getState().set({ total: t.store.getState().total + e.by });
  },
  async mark(t) {
    await t.motion.wait(0.5);
  },
  turn() {},
};
const BATCH: FakeEvent[] = [{ type: 'add', by: 1 }, { type: 'mark' }];
const FULL_SECONDS = 1.5;

class FakeAnimator extends EventAnimator<{ total: number }, FakeEvent, { store: Store; motion: Motion }> {
  constructor(store: Store, speed: number, kind: (seq: number) => BatchKind, mine?: (seat: number) => boolean) {
    super({ store, speed: () => speed, batchKind: kind, mine }, (motion) => ({ store, motion }), FAKE_EVENTS);
  }
  protected override turnStarts(e: FakeEvent): number | null {
    return e.type === 'turn' ? e.seat : null;
  }
  // The caught-up view changes nothing here: what the table shows is what the events did.
  protected showView(): void {}
}

/** Fake-clock seconds until the table is no longer busy. */
async function playTime(store: Store): Promise<number> {
  let ms = 0;
  while (store.getState().busy && ms < 60_000) {
    await vi.advanceTimersByTimeAsync(10);
    ms += 10;
  }
  return ms / 1000;
}

/** A fresh table at seq 0 whose batches are all of `kind` (and no flight left in the air by a test before). */
function freshTable(kind: BatchKind, speed = 1): { store: Store; a: FakeAnimator } {
  useFlights.getState().clear();
  const store = createStore();
  const a = new FakeAnimator(store, speed, () => kind);
  a.reset({ total: 0 }, 0);
  return { store, a };
}

/** The play time of `n` batches of `kind` arriving at once at a fresh table. */
async function queueOf(n: number, kind: BatchKind, speed = 1): Promise<{ seconds: number; store: Store; a: FakeAnimator }> {
  const { store, a } = freshTable(kind, speed);
  for (let s = 1; s <= n; s++) a.events(s, BATCH);
  a.snapshot(n, { total: n }, false);
  return { seconds: await playTime(store), store, a };
}

describe('batch pace (the plan)', () => {
  it("the player's own batch plays in full, whatever waits behind it", () => {
    expect(batchPace('own', 0, 5)).toEqual(FULL_PACE);
    expect(batchPace('own', 10, 5)).toEqual(FULL_PACE);
  });

  it("another seat's batch: the budget shrinks and the boost grows with the queue, then no time at all", () => {
    const plans = [0, 1, 2, 3].map((n) => batchPace('other', n, 0));
    expect(plans.map((p) => p.budget)).toEqual([0, 1, 2, 3].map((n) => PACE.budget / (1 + n)));
    expect(plans.map((p) => p.boost)).toEqual([1, 2, 3, 4]);
    expect(batchPace('other', PACE.instantBacklog, 0).boost).toBe(Infinity);
    // A batch known to be long is sped up to fit its budget (with slack).
    expect(batchPace('other', 0, 3).boost).toBeCloseTo(3 / (PACE.budget * PACE.fit));
  });

  it('a watched table (spectator, showcase) plays each batch in full unless batches queue up', () => {
    expect(batchPace('watch', 0, 3)).toEqual(FULL_PACE);
    expect(batchPace('watch', 2, 0)).toEqual(batchPace('other', 2, 0));
  });
});

describe('batch pace (the animator)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("the player's own batch keeps its full animation", async () => {
    const { seconds } = await queueOf(1, 'own');
    expect(seconds).toBeGreaterThanOrEqual(FULL_SECONDS);
    expect(seconds).toBeLessThan(FULL_SECONDS + 0.1);
  });

  it("the player's own batch that goes on into another seat's turn: that part keeps to another seat's budget", async () => {
    // Own move (1.5 s), then seat 1's turn opens with two more moves (3 s at 1×) in the same batch.
    const batch: FakeEvent[] = [...BATCH, { type: 'turn', seat: 1 }, ...BATCH, ...BATCH];
    const time = async (mine: (seat: number) => boolean) => {
      useFlights.getState().clear();
      const store = createStore();
      const a = new FakeAnimator(store, 1, () => 'own', mine);
      a.reset({ total: 0 }, 0);
      a.events(1, batch);
      a.snapshot(1, { total: 3 }, false);
      const seconds = await playTime(store);
      expect(store.getState().total).toBe(3);
      return seconds;
    };
    const handedOver = await time((seat) => seat === 0);
    expect(handedOver).toBeGreaterThanOrEqual(FULL_SECONDS);
    expect(handedOver).toBeLessThanOrEqual(FULL_SECONDS + PACE.budget + 0.05);
    // Hot-seat: seat 1 is played at this screen too, so its turn's opening plays in full.
    expect(await time(() => true)).toBeGreaterThanOrEqual(3 * FULL_SECONDS);
  });

  it("another seat's batch stays within its budget, at any speed setting", async () => {
    expect((await queueOf(1, 'other')).seconds).toBeLessThanOrEqual(PACE.budget + 0.05);
    // Slow (0.5×) doubles the budget's wall time, as it doubles every animation.
    const slow = (await queueOf(1, 'other', 0.5)).seconds;
    expect(slow).toBeLessThanOrEqual(2 * PACE.budget + 0.05);
    expect(slow).toBeGreaterThan(PACE.budget);
  });

  it('an event kind seen before is sped up evenly: its flight is shorter from the start', async () => {
    const { store, a } = freshTable('other');
    a.events(1, BATCH);
    a.snapshot(1, { total: 1 }, false);
    // First sight: nothing known, the flight starts at its full second (the budget then cuts it short).
    const first = useFlights.getState().flights[0]!.duration;
    await playTime(store);
    a.events(2, BATCH);
    a.snapshot(2, { total: 2 }, false);
    const second = useFlights.getState().flights[0]!.duration;
    expect(second).toBeCloseTo(1 / (FULL_SECONDS / (PACE.budget * PACE.fit)), 2);
    expect(second).toBeLessThan(first);
    await playTime(store);
    expect(store.getState().total).toBe(2);
  });

  it('a queue of N batches: the longer it is, the less each batch takes; every move still shown in order', async () => {
    const per: number[] = [];
    for (const n of [1, 2, 4, 8]) {
      const { seconds, store, a } = await queueOf(n, 'other');
      per.push(seconds / n);
      expect(seconds).toBeLessThanOrEqual(n * PACE.budget + 0.05);
      expect(store.getState().total).toBe(n);
      expect(store.getState().log.map((l) => l.seq)).toEqual(Array.from({ length: n }, (_, i) => [i + 1, i + 1]).flat());
      expect(a.seq).toBe(n);
    }
    for (let i = 1; i < per.length; i++) expect(per[i]).toBeLessThan(per[i - 1]!);
    // A long backlog catches up within a few budgets, not 8 × 1.5 s (the first batch starts before the rest arrive).
    expect(per[3]! * 8).toBeLessThan(3.2 * PACE.budget);
  });

  it('batches that arrive while one plays speed up the rest of it', async () => {
    const markFirst: FakeEvent[] = [{ type: 'mark' }, { type: 'add', by: 1 }];
    const timeOfFirst = async (arrivals: number): Promise<number> => {
      const { a } = freshTable('other');
      a.events(1, markFirst);
      await vi.advanceTimersByTimeAsync(100);
      for (let s = 2; s <= 1 + arrivals; s++) a.events(s, markFirst);
      let ms = 100;
      for (; a.seq < 1 && ms < 10_000; ms += 10) await vi.advanceTimersByTimeAsync(10);
      return ms / 1000;
    };
    const alone = await timeOfFirst(0);
    // Its wait had begun; its flight, still to come, is cut to the much smaller budget of a batch with 3 behind it.
    expect(await timeOfFirst(3)).toBeLessThan(alone - 0.3);
  });

  it('with a backlog, batches beyond the instant threshold fly nothing', async () => {
    const { store, a } = freshTable('other');
    // The total shown whenever a flight starts.
    const flewAt: number[] = [];
    const off = useFlights.subscribe((s) => s.flights.length && flewAt.push(store.getState().total));
    // Batch 1 plays; meanwhile batch 2 and, behind it, a backlog of `instantBacklog` batches arrive.
    const n = PACE.instantBacklog + 2;
    for (let s = 1; s <= n; s++) a.events(s, BATCH);
    a.snapshot(n, { total: n }, false);
    await playTime(store);
    off();
    // Batch 2 ran through at once (no flight while the total was 1); the batches after it, less backed up, flew.
    expect(flewAt).toContain(0);
    expect(flewAt).not.toContain(1);
    expect(flewAt).toContain(2);
    expect(store.getState().total).toBe(n);
  });
});
