import { describe, expect, it } from 'vitest';
import { createRng } from '../../../engine/core/rng';
import { nefertiti } from '../../../engine/nefertiti';
import { DEFAULT_DATA } from '../../../engine/nefertiti/material/default-data';
import { tables } from '../../../engine/nefertiti/material/compile';
import type { ClosingRule } from '../../../engine/nefertiti/material/schema';
import { closes } from '../../../engine/nefertiti/rules/closing';
import { fresh, giveTurn, setMarket, setPlayer } from './helpers';

const T = tables(DEFAULT_DATA);
const stall = (m: number, k: number) => T.stalls[m]![k]!;

/** Evaluate a rule on a stall with pieces [space, piece code]. */
function check(rule: ClosingRule, m: number, k: number, pieces: [number, number][], seed = 'r'): { closed: boolean; rolls: number[] } {
  const rolls: number[] = [];
  const closed = closes(rule, {
    table: stall(m, k), spaces: pieces.map((p) => p[0]), pieces: pieces.map((p) => p[1]), rng: createRng(seed), onRoll: (r) => rolls.push(r),
  });
  return { closed, rolls };
}

describe('§5.2 closing predicates', () => {
  it('count: n pieces on the stall (Louqsor left: 5 servants)', () => {
    const rule = stall(2, 0).closing!;
    expect(check(rule, 2, 0, [[0, 0], [1, 2], [2, 4], [5, 6]]).closed).toBe(false);
    expect(check(rule, 2, 0, [[0, 0], [1, 2], [2, 4], [5, 6], [8, 0]]).closed).toBe(true);
  });

  it('colours or count: Gizeh right closes on 3 colours or 4 servants', () => {
    const rule = stall(0, 1).closing!;
    expect(check(rule, 0, 1, [[0, 0], [1, 0], [2, 2]]).closed).toBe(false); // 2 colours, 3 servants
    expect(check(rule, 0, 1, [[0, 0], [1, 2], [2, 4]]).closed).toBe(true); // 3 colours
    expect(check(rule, 0, 1, [[0, 0], [1, 0], [2, 2], [3, 2]]).closed).toBe(true); // 4 servants
  });

  it('2 players at Gizeh right (seed): 2 servants of different colours + 1 Collector, or 2 Collectors of different colours + 1 servant', () => {
    const rule = stall(0, 1).closing!;
    const red = 0, redC = 1, black = 2, blackC = 3;
    expect(check(rule, 0, 1, [[0, red], [1, black], [2, redC]]).closed).toBe(true);
    expect(check(rule, 0, 1, [[0, redC], [1, blackC], [2, red]]).closed).toBe(true);
    expect(check(rule, 0, 1, [[0, red], [1, red], [2, redC]]).closed).toBe(false);
    expect(check(rule, 0, 1, [[0, red], [1, redC], [2, red]]).closed).toBe(false);
  });

  it('line: n pieces on adjacent spaces of a row (Gizeh left 3, Akhet-Aton left 4)', () => {
    expect(check(stall(0, 0).closing!, 0, 0, [[2, 0], [3, 2], [5, 4]]).closed).toBe(false);
    expect(check(stall(0, 0).closing!, 0, 0, [[2, 0], [4, 2], [3, 4]]).closed).toBe(true);
    expect(check(stall(1, 0).closing!, 1, 0, [[0, 0], [1, 2], [2, 4], [4, 6]]).closed).toBe(false);
    expect(check(stall(1, 0).closing!, 1, 0, [[5, 0], [6, 2], [7, 4], [8, 6]]).closed).toBe(true);
  });

  it('diagonal: a full diagonal of the Akhet-Aton right grid, either way; a row or an L does not close', () => {
    const rule = stall(1, 1).closing!;
    // Grid indices: row 0 = 0,1,2; row 1 = 3,4,5; row 2 = 6,7,8.
    expect(check(rule, 1, 1, [[0, 0], [4, 2], [8, 4]]).closed).toBe(true);
    expect(check(rule, 1, 1, [[2, 0], [4, 2], [6, 4]]).closed).toBe(true);
    expect(check(rule, 1, 1, [[0, 0], [1, 2], [2, 4]]).closed).toBe(false);
    expect(check(rule, 1, 1, [[0, 0], [4, 2], [7, 4], [3, 6]]).closed).toBe(false);
  });

  it('sumAbove: Abou Simbel left closes when the bids total more than 17', () => {
    const rule = stall(3, 0).closing!;
    // Values: 1, 2, 3, 4, 5, 6, 8, 10 → 10 + 5 + 2 = 17 stays open; 10 + 8 = 18 closes.
    expect(check(rule, 3, 0, [[7, 0], [4, 2], [1, 4]]).closed).toBe(false);
    expect(check(rule, 3, 0, [[7, 0], [6, 2]]).closed).toBe(true);
  });

  it('spaceTaken or count: Abou Simbel right closes when the 12 is taken, or with 4 servants', () => {
    const rule = stall(3, 1).closing!;
    expect(check(rule, 3, 1, [[7, 0]]).closed).toBe(true);
    expect(check(rule, 3, 1, [[0, 0], [1, 2], [2, 4]]).closed).toBe(false);
    expect(check(rule, 3, 1, [[0, 0], [1, 2], [2, 4], [3, 6]]).closed).toBe(true);
  });

  it('die: one roll per check, closing when it equals the number of pieces (Louqsor right)', () => {
    const rule = stall(2, 1).closing!;
    let hits = 0;
    for (let i = 0; i < 60; i++) {
      const r = check(rule, 2, 1, [[0, 0], [1, 2]], `die-${i}`);
      expect(r.rolls.length).toBe(1);
      expect(r.rolls[0]).toBeGreaterThanOrEqual(1);
      expect(r.rolls[0]).toBeLessThanOrEqual(6);
      expect(r.closed).toBe(r.rolls[0] === 2);
      if (r.closed) hits++;
    }
    expect(hits).toBeGreaterThan(0);
    // 7 pieces can never match a d6.
    expect(check(rule, 2, 1, [[0, 0], [1, 2], [2, 4], [3, 0], [4, 2], [5, 4], [6, 0]]).closed).toBe(false);
  });
});

describe('§5.2 closing through play', () => {
  it('the third colour on Gizeh right closes the market at once and it is resolved', () => {
    const s = fresh(4);
    setMarket(s, 'gizeh', { stall: 1, bids: [[0, 1], [2, 2]] });
    giveTurn(s, 0);
    const r = nefertiti.apply(s, 0, { type: 'place', market: 'gizeh', space: 4 });
    expect(r.events.map((e) => e.type)).toContain('marketClosed');
    expect(r.events.find((e) => e.type === 'marketClosed')).toMatchObject({ market: 'gizeh', seat: 0, reason: 'rule' });
    expect(r.state.markets[0]!.open).toBe(false);
    // The top bidder (seat 0 on the 5) must now choose.
    expect(r.state.decision).toMatchObject({ k: 'top', seat: 0 });
  });

  it('a placement on Louqsor right rolls the die (dieRolled event)', () => {
    const s = fresh(4);
    setMarket(s, 'louqsor', { open: true, stall: 1, slots: ['harp', 'chair', 'mirror', 'senet'], seal: true });
    setMarket(s, 'gizeh', { open: false });
    s.closed = 0;
    setPlayer(s, 0, { money: 9 });
    giveTurn(s, 0);
    const r = nefertiti.apply(s, 0, { type: 'place', market: 'louqsor', space: 3 });
    const roll = r.events.find((e) => e.type === 'dieRolled');
    expect(roll).toMatchObject({ market: 'louqsor', pieces: 1 });
    expect(r.state.markets[2]!.open).toBe((roll as unknown as { roll: number }).roll !== 1);
  });
});
