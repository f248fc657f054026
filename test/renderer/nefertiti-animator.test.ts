/**
 * The Nefertiti animator plays the host's events (as one seat sees them) onto the table: whole games with the
 * expansion (Memphis, random characters) and without, every batch must end exactly at the view the host sends next,
 * and the event bookkeeping alone must track the board closely (the snapshot only corrects what an event does not
 * spell out). The showcase shots of a market closing and the final scoring are published on the way.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomBot } from '../../engine/ai';
import { createRng } from '../../engine/core/rng';
import { nefertiti, type NefertitiEvent, type NefertitiState, type NefertitiView } from '../../engine/nefertiti';
import { useCinematic } from '../../renderer/scenes/common/cinematic';
import { useFlights } from '../../renderer/scenes/common/flights';
import { NefAnimator } from '../../renderer/scenes/nefertiti/animator';
import { layoutFor } from '../../renderer/scenes/nefertiti/layout';
import { displayFromView } from '../../renderer/scenes/nefertiti/model';
import { createNefTableStore } from '../../renderer/scenes/nefertiti/tableStore';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** JSON with object keys sorted: gift counts are records whose key order says nothing. */
const canon = (x: unknown): string =>
  JSON.stringify(x, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v));

/** Where each player's marker stands on the track: the final total once scored, the score of play before. */
const markers = (d: Pick<NefertitiView, 'seats' | 'final'>) => d.seats.map((s, i) => (d.final ? d.final[i]!.total : s.score));

/** A whole seeded game of random bots: each step's events and the state after it. */
function game(players: number, seed: string, options: Record<string, unknown>): { first: NefertitiState; steps: { events: NefertitiEvent[]; after: NefertitiState }[] } {
  const first = nefertiti.setup({ players, seed, options });
  const rng = createRng(`${seed}/bots`);
  const steps: { events: NefertitiEvent[]; after: NefertitiState }[] = [];
  let s = first;
  while (nefertiti.toAct(s).length > 0 && steps.length < 2000) {
    const seat = nefertiti.toAct(s)[0]!;
    const legal = nefertiti.legalActions(s, seat);
    const a = randomBot({ game: nefertiti as never, view: null, seat, legal, rng });
    const r = nefertiti.apply(s, seat, a as never);
    steps.push({ events: r.events, after: r.state });
    s = r.state;
  }
  return { first, steps };
}

/** The parts of the table the events move (decision prompts and counters are the snapshot's job). */
const BOARD_KEYS = ['markets', 'memphis', 'seats', 'characters', 'sealSupply', 'closed', 'akhenaton'] as const;

describe('Nefertiti animator', () => {
  afterEach(() => {
    vi.useRealTimers();
    useFlights.getState().remove(useFlights.getState().flights.map((f) => f.id));
  });

  it.each([
    ['base game', 4, 'anim-base', {}],
    ['expansion: Memphis and random characters', 5, 'anim-memphis', { memphis: true, characters: 'random' }],
  ] as const)('%s: every event batch lands on the host view, and the events alone track the board', async (_name, players, seed, options) => {
    vi.useFakeTimers();
    useCinematic.getState().reset();
    const { first, steps } = game(players, seed, options);
    expect(nefertiti.outcome(steps.at(-1)!.after), 'the game ran to its end').not.toBeNull();
    const viewer = 1;
    const v0 = nefertiti.view(first, viewer) as NefertitiView;
    const store = createNefTableStore();
    const animator = new NefAnimator({ store, layout: () => layoutFor(v0.data, players, viewer, !!v0.memphis), speed: () => 4 });
    animator.reset(v0, 0);
    let mismatches = 0;
    let closings = 0;
    for (let i = 0; i < steps.length; i++) {
      const seq = i + 1;
      const evs = steps[i]!.events.map((e) => nefertiti.eventView(e, viewer)).filter((e) => e !== null);
      closings += evs.filter((e) => e.type === 'marketClosed').length;
      animator.events(seq, evs);
      // Before the snapshot arrives, the events alone should bring the board to the host's view.
      await vi.advanceTimersByTimeAsync(120_000);
      const view = nefertiti.view(steps[i]!.after, viewer) as NefertitiView;
      const shown = store.getState().display!;
      // Seats without their score: the final count-up walks the marker (compared just below) rather than the score.
      const seats = (x: Pick<NefertitiView, 'seats'>) => x.seats.map(({ score: _s, ...rest }) => rest);
      const board = (x: NefertitiView | typeof shown) => canon({ ...Object.fromEntries(BOARD_KEYS.map((k) => [k, x[k]])), seats: seats(x), markers: markers(x) });
      if (board(shown) !== board(view)) mismatches++;
      animator.snapshot(seq, view, false);
      await vi.advanceTimersByTimeAsync(10);
      expect(store.getState().busy, `step ${seq}: still busy`).toBe(false);
      expect(same(store.getState().display, displayFromView(view)), `step ${seq}: the table equals the host view`).toBe(true);
    }
    expect(closings).toBeGreaterThan(3);
    expect(store.getState().closings).toBe(closings);
    // The final scoring breakdown is shown, one row per player, totals equal to the engine's scores.
    const scoring = store.getState().scoring;
    const outcome = nefertiti.outcome(steps.at(-1)!.after)!;
    expect(scoring?.rows.map((r) => r.total)).toEqual(outcome.scores);
    expect(mismatches, `${mismatches} of ${steps.length} batches needed the snapshot's correction`).toBe(0);
    const shots = new Set(useCinematic.getState().history);
    expect(shots).toContain('nefertiti.marketClosing');
    expect(shots).toContain('nefertiti.finalScoring');
    animator.dispose();
  }, 120_000);
});
