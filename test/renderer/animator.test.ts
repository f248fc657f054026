/**
 * The table follows the host's events: played event by event (flights, then the piles move), it always ends on
 * exactly what the newest view says; with reduced motion it jumps there at once. Hidden cards stay hidden.
 */
import { describe, expect, it, vi } from 'vitest';
import { nile, type NileEvent, type NileState } from '../../engine/nile';
import type { NileView } from '../../engine/nile/view';
import { NileAnimator } from '../../renderer/scenes/nile/animator';
import { seatFrames } from '../../renderer/scenes/nile/layout';
import { displayFromView } from '../../renderer/scenes/nile/model';
import { createNileTableStore } from '../../renderer/scenes/nile/tableStore';
import { useFlights } from '../../renderer/scenes/common/flights';

function run(seat: number, steps: number) {
  let s: NileState = nile.setup({ players: 3, seed: 'animator' });
  const batches: { seq: number; view: NileView; events: NileEvent[] }[] = [];
  for (let i = 0; i < steps; i++) {
    const who = nile.toAct(s)[0]!;
    const legal = nile.legalActions(s, who);
    const a = legal.find((x) => x.type === 'speculate') ?? legal.find((x) => x.type === 'plant') ?? legal.find((x) => x.type === 'market') ?? legal[0]!;
    const r = nile.apply(s, who, a);
    s = r.state;
    batches.push({ seq: i + 1, view: nile.view(s, seat) as NileView, events: r.events.map((e) => nile.eventView(e, seat)).filter((e) => e !== null) });
  }
  return { start: nile.view(nile.setup({ players: 3, seed: 'animator' }), seat) as NileView, batches };
}

function make(speed: number, reveal: number | null) {
  const store = createNileTableStore();
  const frames = seatFrames(3, reveal ?? 0);
  const a = new NileAnimator({ store, frames: () => frames, reveal: () => reveal, speed: () => speed });
  return { a, store };
}

describe('NILE animator', () => {
  it('plays every event with motion and lands exactly on the newest view', async () => {
    vi.useFakeTimers();
    const { start, batches } = run(0, 14);
    const { a, store } = make(50, 0);
    a.reset(start, 0);
    const kinds = new Set<string>();
    let flightsSeen = 0;
    const off = useFlights.subscribe((st) => (flightsSeen = Math.max(flightsSeen, st.flights.length)));
    for (const b of batches) {
      a.events(b.seq, b.events);
      a.snapshot(b.seq, b.view, false);
      for (const e of b.events) kinds.add(e.type);
    }
    for (let i = 0; i < 400 && (store.getState().busy || a.seq < batches.length); i++) await vi.advanceTimersByTimeAsync(50);
    off();
    vi.useRealTimers();
    const last = batches[batches.length - 1]!;
    expect(a.seq).toBe(last.seq);
    expect(store.getState().busy).toBe(false);
    const d = store.getState().display!;
    const want = displayFromView(last.view, 0, d.discardTop);
    expect(d).toEqual(want);
    expect(flightsSeen).toBeGreaterThan(0);
    expect(store.getState().log.length).toBe(batches.reduce((t, b) => t + b.events.length, 0));
    expect([...kinds]).toEqual(expect.arrayContaining(['turn', 'flood', 'draw']));
  });

  it('with reduced motion jumps straight to each new view (no flights)', () => {
    const { start, batches } = run(1, 8);
    const { a, store } = make(0, 1);
    a.reset(start, 0);
    useFlights.getState().clear();
    for (const b of batches) {
      a.events(b.seq, b.events);
      a.snapshot(b.seq, b.view, false);
      expect(store.getState().display!.deck).toBe(b.view.deckSize);
      expect(store.getState().display!.seats[1]!.handCards).toEqual(displayFromView(b.view, 1).seats[1]!.handCards);
    }
    expect(useFlights.getState().flights).toEqual([]);
  });

  it('never shows another seat\'s cards: only the revealed seat has hand or storage contents', () => {
    const { batches } = run(2, 6);
    const last = batches[batches.length - 1]!;
    const d = displayFromView(last.view, 2);
    d.seats.forEach((s, i) => {
      if (i === 2) expect(s.handCards).not.toBeNull();
      else {
        expect(s.handCards).toBeNull();
        expect(s.storageCrops).toBeNull();
      }
    });
    // A view of seat 2 shown with nobody revealed (a hot-seat hand-off) shows no hand at all.
    expect(displayFromView(last.view, null).seats.every((s) => s.handCards === null)).toBe(true);
  });

  it('jumps to the newest view when a batch is missing (lost message)', () => {
    const { start, batches } = run(0, 6);
    const { a, store } = make(0, 0);
    a.reset(start, 0);
    const b3 = batches[2]!;
    a.snapshot(b3.seq, b3.view, false);
    a.events(b3.seq, b3.events); // seq 3 arrives without 1 and 2
    expect(store.getState().display!.deck).toBe(b3.view.deckSize);
    expect(a.seq).toBe(3);
  });
});
