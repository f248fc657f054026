/**
 * The banks table's offers come from the host's legal actions only (every lit field and button is a legal action,
 * every legal action can be reached by a click), and the animator plays the engine's events to exactly the view the
 * host sends, publishing the showcase shots on the way.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { banks, type BanksAction, type BanksEvent, type BanksState, type BanksView } from '../../engine/banks';
import { BanksAnimator } from '../../renderer/scenes/banks/animator';
import { BanksChoices, actionCost, actionField } from '../../renderer/scenes/banks/choices';
import { layoutFor } from '../../renderer/scenes/banks/BanksScene';
import { displayFromView } from '../../renderer/scenes/banks/model';
import { createBanksTableStore } from '../../renderer/scenes/banks/tableStore';
import { useCinematic } from '../../renderer/scenes/common/cinematic';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every decision of a 3-player game (seeded), with the state it was taken in. */
function decisions(seed: string, max = 500): { s: BanksState; seat: number; legal: BanksAction[]; pick: BanksAction; events: BanksEvent[] }[] {
  let s = banks.setup({ players: 3, seed });
  const out: { s: BanksState; seat: number; legal: BanksAction[]; pick: BanksAction; events: BanksEvent[] }[] = [];
  for (let i = 0; i < max && banks.toAct(s).length; i++) {
    const seat = banks.toAct(s)[0]!;
    const legal = banks.legalActions(s, seat);
    const pick = legal.find((x) => x.type === 'harvest') ?? legal.find((x) => x.type === 'grow') ?? legal[(i * 11) % legal.length]!;
    const r = banks.apply(s, seat, pick);
    out.push({ s, seat, legal, pick, events: r.events });
    s = r.state;
  }
  return out;
}

describe('banks table choices (legal actions → what the table offers)', () => {
  const steps = decisions('choices', 400);

  it('lights only fields of legal actions, and a click on a lit field sends a legal action', () => {
    let checked = 0;
    for (const { legal } of steps) {
      const c = new BanksChoices(legal);
      const sels = [{}, ...c.sowKinds().map((k) => ({ kind: k.kind, ripe: k.ripe })), ...c.piles().flatMap((pile) => c.inners(pile).map((inner) => ({ pile, inner })))];
      for (const sel of sels) {
        for (const [field] of c.fields(sel)) {
          const opts = c.atField(field, sel);
          expect(opts.length, `${field} lit but no move`).toBeGreaterThan(0);
          for (const a of opts) expect(legal.some((l) => same(l, a)), JSON.stringify(a)).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('every legal field action can be reached by choosing in the HUD and clicking its field', () => {
    for (const { legal } of steps) {
      const c = new BanksChoices(legal);
      for (const a of legal) {
        const field = actionField(a);
        if (field === undefined) continue;
        const sel = a.type === 'placeWater' ? { pile: a.pile, inner: a.inner } : a.type === 'sow' ? { kind: a.kind } : a.type === 'openSow' ? { kind: a.kind, ripe: a.ripe } : {};
        expect(c.fields(sel).has(field), JSON.stringify(a)).toBe(true);
        expect(c.atField(field, sel).some((x) => same(x, a)), JSON.stringify(a)).toBe(true);
      }
    }
  });

  it('offers rot rows then picks, buttons and costs from the legal actions', () => {
    const rot = steps.find((x) => x.legal.some((a) => a.type === 'rot'));
    expect(rot).toBeDefined();
    const c = new BanksChoices(rot!.legal);
    for (const row of c.rotRows()) for (const a of c.rotPicks(row)) expect(rot!.legal).toContainEqual(a);
    expect(c.rotRows().flatMap((row) => c.rotPicks(row))).toHaveLength(rot!.legal.length);
    // Costs shown: sowing onto another player's field costs 2, alone 1, a joker gives 1.
    const act = steps.find((x) => x.legal.some((a) => a.type === 'sow'))!;
    const d = displayFromView(banks.view(act.s, act.seat) as BanksView);
    for (const a of act.legal.filter((x) => x.type === 'sow')) {
      const f = d.fields.find((x) => x.id === a.field)!;
      expect(actionCost(a, d, act.seat)).toBe(f.markers.some((m) => m.colour !== act.seat) ? 2 : 1);
    }
    expect(actionCost({ type: 'useJoker' }, d, act.seat)).toBe(-1);
  });
});

describe('banks animator', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('plays every event batch of a game to the host view, and publishes the flood circle, harvest and scoring shots', async () => {
    vi.useFakeTimers();
    useCinematic.getState().reset();
    const steps = decisions('animator', 260);
    const store = createBanksTableStore();
    const viewer = 0;
    const first = banks.view(steps[0]!.s, viewer) as BanksView;
    const animator = new BanksAnimator({ store, layout: () => layoutFor(first), reveal: () => viewer, speed: () => 4 });
    animator.reset(first, 0);
    let seq = 0;
    let mismatches = 0;
    for (let i = 0; i < steps.length; i++) {
      const next = i + 1 < steps.length ? steps[i + 1]!.s : banks.apply(steps[i]!.s, steps[i]!.seat, steps[i]!.pick).state;
      seq++;
      const evs = steps[i]!.events.map((e) => banks.eventView(e, viewer)).filter((e) => e !== null);
      animator.events(seq, evs);
      // Before the snapshot arrives, the events alone must bring the table to the host's view.
      await vi.advanceTimersByTimeAsync(30_000);
      const view = banks.view(next, viewer) as BanksView;
      const shown = store.getState().display!;
      const keys = ['fields', 'market', 'pawns', 'obelisk', 'tide', 'jokers', 'supply', 'boat'] as const;
      if (!keys.every((k) => same(shown[k], view[k]))) mismatches++;
      animator.snapshot(seq, view, false);
      await vi.advanceTimersByTimeAsync(10);
      expect(store.getState().busy).toBe(false);
      expect(same(store.getState().display, view)).toBe(true);
    }
    // The animation bookkeeping tracks the board closely (the snapshot only corrects rare details).
    expect(mismatches / steps.length).toBeLessThan(0.05);
    const shots = new Set(useCinematic.getState().history);
    expect(shots).toContain('banks.floodCircle');
    expect(shots).toContain('banks.harvest');
    expect(shots).toContain('banks.scoring');
    animator.dispose();
  }, 60_000);
});

describe('banks table: turning the water card', () => {
  it('a card turned to a way that fits no field stays turned and lights no field; turned back, its fields light again', () => {
    const legal: BanksAction[] = [
      { type: 'placeWater', pile: 0, field: 'W5-1', inner: 1 },
      { type: 'placeWater', pile: 0, field: 'E5-1', inner: 1 },
    ];
    const c = new BanksChoices(legal);
    expect(c.settle({})).toEqual({ pile: 0, inner: 1 });
    expect(c.settle({ pile: 0, inner: 2 })).toEqual({ pile: 0, inner: 2 });
    expect(c.fields({ pile: 0, inner: 2 }).size).toBe(0);
    expect([...c.fields({ pile: 0, inner: 1 }).keys()].sort()).toEqual(['E5-1', 'W5-1']);
  });
});
