import { describe, expect, it } from 'vitest';
import { createRng } from '../../../engine/core/rng';
import type { AnyGame } from '../../../engine/core/types';
import { banks, type BanksEvent } from '../../../engine/banks';
import { act, atTide, ruleError, scenario } from './helpers';

describe('views', () => {
  it('water piles show only their size and top face; never a card id, an event under it or the RNG', () => {
    const { s } = scenario({ piles: [[[[1, 2, 'desert', true], [2, 2, 'rot4']], [[1, 0, 'rot3']]], [[[2, 0]], []]] });
    const v = banks.view(s, 1);
    expect(v.piles[0]).toEqual([{ size: 2, top: [1, 2] }, { size: 1, top: [0, 1] }]);
    expect(v.piles[1]).toEqual([{ size: 1, top: [0, 2] }, { size: 0, top: null }]);
    const json = JSON.stringify(v);
    expect(json).not.toContain('rng');
    expect(json).not.toContain('rot4');
    expect(v).not.toHaveProperty('wOut');
    expect(v).not.toHaveProperty('dPile');
    // The owner sees no more of his own piles than anybody else.
    expect(banks.view(s, 0)).toMatchObject({ piles: v.piles });
  });

  it('water on the board shows its ends, not its event; revealed water cards show both; desert cards stay face down', () => {
    const { s } = scenario({ tide: 'EBBE1', water: { 'W5-1': { ends: [1, 2], ev: 'rot2', arrow: true }, 'W4-1': { ends: [1, 1], ev: 'desert' } }, deserts: { 'E5-5': 'rot4' }, jokers: [2, 1] });
    atTide(s);
    const v = banks.view(s, null);
    expect(v.fields.find((f) => f.id === 'W5-1')!.water).toEqual({ inner: 1, outer: 2 });
    expect(v.fields.find((f) => f.id === 'E5-5')!.desert).toBe(true);
    expect(v.jokers).toEqual([2, 1]);
    expect(JSON.stringify(v.fields)).not.toContain('rot');
    const r = act(s, 0, { type: 'removeWater', field: 'W4-1' });
    expect(banks.view(r.state, null).waterDiscard).toEqual([{ ends: [1, 1], event: { kind: 'desert', arrow: false } }]);
  });

  it('eventView passes public events unchanged', () => {
    const e: BanksEvent = { type: 'waterPlaced', seat: 0, pile: 0, field: 'W5-1', inner: 1, outer: 1, newTop: null };
    expect(banks.eventView(e, 1)).toEqual(e);
    expect(banks.eventView(e, null)).toEqual(e);
  });
});

describe('determinize', () => {
  it('gives a full state whose view is the same view, with unseen pile contents re-dealt', () => {
    const s = banks.setup({ players: 4, seed: 'det', options: { startDesert: 'random' } });
    const v = banks.view(s, 2);
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const d = banks.determinize(v, 2, createRng(`d${i}`));
      expect(banks.view(d, 2)).toEqual(v);
      seen.add(JSON.stringify(d.piles));
      // Every water and desert card exactly once.
      const w = [...d.wOut, ...d.wDiscard, ...d.piles.flat(), ...d.water.filter((x) => x >= 0).map((x) => x >> 1)].sort((a, b) => a - b);
      expect(w).toEqual([...Array(45).keys()]);
      const dd = [...d.dPile, ...d.dDiscard, ...d.jokers.flat(), ...d.desert.filter((x) => x >= 0)].sort((a, b) => a - b);
      expect(dd).toEqual([...Array(30).keys()]);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('the determinized state plays on like the real one (same legal actions for the viewer)', () => {
    const s = banks.setup({ players: 3, seed: 'det2', options: { startDesert: 'random', firstPlayer: 0 } });
    const d = banks.determinize(banks.view(s, 0), 0, createRng('x'));
    expect(banks.legalActions(d, 0)).toEqual(banks.legalActions(s, 0));
  });

  it('a view carries a replacement data set (null for the default one), and determinize uses it', () => {
    const { s } = scenario({ players: 3, piles: [[[[1, 2, 'rot2']], []]], water: { 'W5-1': [1, 1] }, deserts: { 'E5-5': 'rot3' } });
    const v = banks.view(s, 1);
    expect(v.data).toBe(s.data);
    const d = banks.determinize(v, 1, createRng('t'));
    expect(banks.view(d, 1)).toEqual(v);
    expect(banks.view(banks.setup({ players: 3, seed: 'x' }), 0).data).toBeNull();
  });

  it('throws BAD_VIEW on something that is not this seat’s view', () => {
    const s = banks.setup({ players: 3, seed: 'det3' });
    ruleError(() => banks.determinize(banks.view(s, 1), 0, createRng('x')), 'BAD_VIEW');
    const untyped: AnyGame = banks; // what a bot worker holds: views arrive unchecked
    ruleError(() => untyped.determinize({ game: 'nile' }, 0, createRng('x')), 'BAD_VIEW');
    ruleError(() => untyped.determinize(null, 0, createRng('x')), 'BAD_VIEW');
    const v = banks.view(s, 0);
    ruleError(() => banks.determinize({ ...v, waterOut: 7 }, 0, createRng('x')), 'BAD_VIEW');
  });
});
