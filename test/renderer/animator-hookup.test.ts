/**
 * Each table's animator is hooked up to the common event-animation core: with real host events of its game, a missed
 * seq is recovered from the newest view, dispose leaves nothing moving and nothing playing, and reduced motion lands
 * each batch at once with nothing in the air (the rule the core's own test checks with a fake game).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { banks, type BanksView } from '../../engine/banks';
import type { Action, Game, GameEvent } from '../../engine/core/types';
import { nefertiti, type NefertitiView } from '../../engine/nefertiti';
import { niagara, type NiagaraView } from '../../engine/niagara';
import { nile, type NileView } from '../../engine/nile';
import { BanksAnimator } from '../../renderer/scenes/banks/animator';
import { layoutFor as banksLayout } from '../../renderer/scenes/banks/BanksScene';
import { displayFromView as banksDisplay } from '../../renderer/scenes/banks/model';
import { createBanksTableStore } from '../../renderer/scenes/banks/tableStore';
import { useFlights } from '../../renderer/scenes/common/flights';
import { NefAnimator } from '../../renderer/scenes/nefertiti/animator';
import { layoutFor as nefLayout } from '../../renderer/scenes/nefertiti/layout';
import { displayFromView as nefDisplay } from '../../renderer/scenes/nefertiti/model';
import { createNefTableStore } from '../../renderer/scenes/nefertiti/tableStore';
import { NiagaraAnimator } from '../../renderer/scenes/niagara/animator';
import { seatFrames as niagaraFrames } from '../../renderer/scenes/niagara/layout';
import { displayFromView as niagaraDisplay } from '../../renderer/scenes/niagara/model';
import { createNiagaraTableStore } from '../../renderer/scenes/niagara/tableStore';
import { NileAnimator } from '../../renderer/scenes/nile/animator';
import { seatFrames as nileFrames } from '../../renderer/scenes/nile/layout';
import { displayFromView as nileDisplay } from '../../renderer/scenes/nile/model';
import { createNileTableStore } from '../../renderer/scenes/nile/tableStore';

const SEAT = 0;
const PLAYERS = 3;

interface Batch<V> {
  seq: number;
  events: GameEvent[];
  view: V;
}

/** One table under test: its animator, what it shows, and what is moving on it. */
interface Harness<V> {
  animator: { seq: number; reset(v: V, seq: number): void; events(seq: number, e: GameEvent[]): void; snapshot(seq: number, v: V, resync: boolean): void; dispose(): void };
  shown(): unknown;
  /** What the table shows for `v` once caught up. */
  want(v: V): unknown;
  /** Pieces in the air (shared flights and the table's own moving pieces). */
  moving(): number;
  logged(): number;
}

interface Case<V> {
  name: string;
  first: V;
  batches: Batch<V>[];
  make(speed: number, first: V): Harness<V>;
}

/** Plays `steps` actions of a game (varied but deterministic) and records each batch of events and view for SEAT. */
function play<S, A extends Action, O, V>(game: Game<S, A, O>, seed: string, viewOf: (s: S) => V, steps: number): { first: V; batches: Batch<V>[] } {
  let s = game.setup({ players: PLAYERS, seed });
  const first = viewOf(s);
  const batches: Batch<V>[] = [];
  for (let i = 1; i <= steps && game.outcome(s) === null; i++) {
    const seat = game.toAct(s)[0]!;
    const legal = game.legalActions(s, seat);
    const r = game.apply(s, seat, legal[(i * 7) % legal.length]!);
    s = r.state;
    batches.push({ seq: i, view: viewOf(s), events: r.events.map((e) => game.eventView(e, SEAT)).filter((e): e is GameEvent => e !== null) });
  }
  return { first, batches };
}

const flying = () => useFlights.getState().flights.length;

// The engines' views are the contract's `unknown` until the typed contract lands.
const nileCase = (): Case<NileView> => ({
  name: 'NILE',
  ...play(nile, 'hookup', (s) => nile.view(s, SEAT), 30),
  make(speed) {
    const store = createNileTableStore();
    const frames = nileFrames(PLAYERS, SEAT);
    const animator = new NileAnimator({ store, frames: () => frames, reveal: () => SEAT, speed: () => speed });
    return { animator, shown: () => store.getState().display, want: (v) => nileDisplay(v, SEAT, store.getState().display?.discardTop ?? null), moving: flying, logged: () => store.getState().log.length };
  },
});

const banksCase = (): Case<BanksView> => ({
  name: 'banks',
  ...play(banks, 'hookup', (s) => banks.view(s, SEAT), 30),
  make(speed, first) {
    const store = createBanksTableStore();
    const animator = new BanksAnimator({ store, layout: () => banksLayout(first), reveal: () => SEAT, speed: () => speed });
    return { animator, shown: () => store.getState().display, want: banksDisplay, moving: flying, logged: () => store.getState().log.length };
  },
});

const niagaraCase = (): Case<NiagaraView> => ({
  name: 'Niagara',
  ...play(niagara, 'hookup', (s) => niagara.view(s, SEAT), 30),
  make(speed) {
    const store = createNiagaraTableStore();
    const animator = new NiagaraAnimator({ store, frames: () => niagaraFrames(PLAYERS, SEAT), reveal: () => SEAT, speed: () => speed });
    const own = () => {
      const s = store.getState();
      return (s.move ? 1 : 0) + (s.push ? 1 : 0);
    };
    // The HUD's last river speed is the animator's own (not in the view).
    const board = (d: ReturnType<typeof niagaraDisplay> | null) => d && { ...d, speed: null };
    return { animator, shown: () => board(store.getState().display), want: (v) => board(niagaraDisplay(v, SEAT)), moving: () => flying() + own(), logged: () => store.getState().log.length };
  },
});

const nefertitiCase = (): Case<NefertitiView> => ({
  name: 'Nefertiti',
  ...play(nefertiti, 'hookup', (s) => nefertiti.view(s, SEAT), 40),
  make(speed, first) {
    const store = createNefTableStore();
    const animator = new NefAnimator({ store, layout: () => nefLayout(first.data, PLAYERS, SEAT, !!first.memphis), speed: () => speed });
    return { animator, shown: () => store.getState().display, want: nefDisplay, moving: flying, logged: () => store.getState().log.length };
  },
});

function hookup<V>(make: () => Case<V>): void {
  const c = make();
  describe(`${c.name} animator on the common core`, () => {
    beforeEach(() => {
      vi.useFakeTimers();
      useFlights.getState().clear();
    });
    afterEach(() => vi.useRealTimers());

    it('recovers from a missed seq: the newest view, then what follows it', async () => {
      const { animator, shown, want } = c.make(1, c.first);
      // Batches 2 to 5 are lost: the view of 6, batch 7 (nothing visible happened) and batch 6 arrive while 1 plays.
      const [b1, b6] = [c.batches[0]!, c.batches[5]!];
      animator.reset(c.first, 0);
      animator.events(1, b1.events);
      animator.snapshot(6, b6.view, false);
      animator.events(7, []);
      animator.events(6, b6.events);
      await vi.advanceTimersByTimeAsync(120_000);
      // The table jumped to the view of 6 (batch 6's events not played over a wrong start), then took batch 7.
      expect(animator.seq).toBe(7);
      expect(shown()).toEqual(want(b6.view));
    });

    it('dispose leaves nothing moving and nothing playing', async () => {
      const { animator, shown, moving, logged } = c.make(1, c.first);
      animator.reset(c.first, 0);
      for (const b of c.batches) animator.events(b.seq, b.events);
      for (let i = 0; i < 2000 && moving() === 0; i++) await vi.advanceTimersByTimeAsync(20);
      expect(moving(), 'something was moving').toBeGreaterThan(0);
      animator.dispose();
      animator.dispose();
      expect(moving()).toBe(0);
      const before = { shown: structuredClone(shown()), logged: logged() };
      await vi.advanceTimersByTimeAsync(120_000);
      expect(moving()).toBe(0);
      expect(logged()).toBe(before.logged);
      expect(shown()).toEqual(before.shown);
    });

    it('reduced motion: each batch lands at once, logged, with nothing in the air', async () => {
      const { animator, shown, want, moving, logged } = c.make(0, c.first);
      animator.reset(c.first, 0);
      let most = 0;
      const off = useFlights.subscribe(() => (most = Math.max(most, moving())));
      let events = 0;
      for (const b of c.batches) {
        animator.events(b.seq, b.events);
        await vi.advanceTimersByTimeAsync(0);
        events += b.events.length;
        expect(animator.seq).toBe(b.seq);
        expect(logged()).toBe(events);
        animator.snapshot(b.seq, b.view, false);
        expect(shown()).toEqual(want(b.view));
      }
      off();
      expect(most).toBe(0);
      expect(moving()).toBe(0);
    });
  });
}

hookup(nileCase);
hookup(banksCase);
hookup(niagaraCase);
hookup(nefertitiCase);
