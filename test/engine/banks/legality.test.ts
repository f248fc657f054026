/**
 * One shape of legality for An den Ufern des Nils: `validate` alone decides, on the untouched state, whether an action
 * is legal. Over random positions, every action legalActions lists validates, and mutated actions (another field,
 * kind, row or position, an unknown id, more than the supply or the AP allow) are refused by validate exactly when
 * apply refuses them, with the same code and message, and exactly when legalActions leaves them out.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../engine/ai';
import { RuleError } from '../../../engine/core/errors';
import { createRng, randInt, type RngState } from '../../../engine/core/rng';
import type { AnyGame, Seat } from '../../../engine/core/types';
import { banks, type BanksAction, type BanksState } from '../../../engine/banks';
import { tables } from '../../../engine/banks/material/compile';
import { COSTS } from '../../../engine/banks/material/costs';
import { M_SPOILED, mLow } from '../../../engine/banks/state';
import { ALLOWED, decision } from '../../../engine/banks/rules/decision';
import { validate } from '../../../engine/banks/rules/legal';
import { act, atTide, canonical, optionsArb, scenario } from './helpers';

interface Counts {
  accepted: number;
  refused: number;
}

// apply as the host calls it: an untrusted action of any shape (the mutants are not BanksActions).
const game: AnyGame = banks;

const pick = <T>(r: RngState, list: readonly T[]): T => list[randInt(r, list.length)]!;

/** A copy of `a` with one field changed to another value of the right shape (or, now and then, an unknown id). */
function mutate(s: BanksState, seat: Seat, a: BanksAction, r: RngState): Record<string, unknown> {
  const t = tables(s.data);
  const x: Record<string, unknown> = { ...a };
  const keys = Object.keys(a).filter((k) => k !== 'type');
  if (keys.length === 0) return x;
  const key = pick(r, keys);
  if (randInt(r, 12) === 0) {
    x[key] = 'nope'; // an id the data does not know (or a string where a number belongs): MALFORMED_ACTION
    return x;
  }
  const supply = s.supply.slice(seat * t.K, seat * t.K + t.K).reduce((m, n) => m + n, 0);
  const row = typeof x.row === 'string' ? t.marketIndex.get(x.row)! : 0;
  switch (key) {
    case 'field':
      x.field = pick(r, t.fieldIds);
      break;
    case 'kind':
      x.kind = pick(r, t.kindIds);
      break;
    case 'kinds':
      x.kinds = [pick(r, t.kindIds), pick(r, t.kindIds)];
      break;
    case 'row':
      x.row = pick(r, t.marketIds);
      break;
    case 'markers':
      x.markers = pick(r, [supply, supply + 1, randInt(r, supply + 2)]);
      break;
    case 'pile':
      x.pile = 1 - (a as { pile: number }).pile;
      break;
    case 'inner':
      x.inner = randInt(r, 3);
      break;
    case 'ripe':
      x.ripe = !(a as { ripe: boolean }).ripe;
      break;
    case 'colour':
      x.colour = randInt(r, 5);
      break;
    case 'pos':
      x.pos = 1 + randInt(r, t.cap[row]!);
      break;
    case 'picks': {
      const i = 1 + randInt(r, t.cap[row]!);
      const j = 1 + randInt(r, t.cap[row]!);
      x.picks = pick(r, [[], [i], i === j ? [i] : [i, j]]);
      break;
    }
  }
  return x;
}

function outcome(f: () => unknown): RuleError | null {
  try {
    f();
    return null;
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return e;
  }
}

/** validate and apply agree on `x` (refusing it alike, or both accepting it), legalActions too, and nothing changes. */
function agree(s: BanksState, seat: Seat, x: Record<string, unknown>, legal: Set<string>): boolean {
  const before = JSON.stringify(s);
  const v = outcome(() => validate(s, seat, x));
  const a = outcome(() => game.apply(s, seat, x));
  expect(JSON.stringify(s)).toBe(before);
  const what = `${JSON.stringify(x)} at ${decision(s)}`;
  expect(a?.code, what).toBe(v?.code);
  expect(a?.message, what).toBe(v?.message);
  // A mutant is an action of the right shape with one field changed (a real untyped input); canonical only puts its
  // opening kinds and rot positions in order, and an unknown id simply matches no listed action.
  expect(v === null, `${what}: validate and legalActions disagree`).toBe(legal.has(canonical(x as BanksAction, s)));
  return v === null;
}

/** Actions the random mutations rarely reach: the ones without fields, and a heal of every spoiled market marker. */
function extras(s: BanksState): Record<string, unknown>[] {
  const t = tables(s.data);
  const out: Record<string, unknown>[] = [];
  for (const type of ALLOWED[decision(s)]) {
    if (type === 'buyJoker' || type === 'useJoker' || type === 'endTurn') out.push({ type });
    if (type !== 'heal') continue;
    t.marketIds.forEach((row, r) => s.market[r]!.forEach((m, i) => mLow(m) === M_SPOILED && out.push({ type, row, pos: i + 1 })));
  }
  return out;
}

/** Every listed action validates; mutants of a sample of them, and the extras, are judged alike by validate, apply and legalActions. */
function checkPosition(s: BanksState, seat: Seat, r: RngState, counts: Counts): void {
  const list = banks.legalActions(s, seat);
  const legal = new Set(list.map((a) => canonical(a, s)));
  for (const a of list) expect(() => validate(s, seat, a), JSON.stringify(a)).not.toThrow();
  const judge = (x: Record<string, unknown>) => counts[agree(s, seat, x, legal) ? 'accepted' : 'refused']++;
  for (let i = 0; i < 6 && list.length > 0; i++) judge(mutate(s, seat, pick(r, list), r));
  for (const x of extras(s)) judge(x);
}

/**
 * The same position with fewer action points left, or with this phase's joker already bought: each action listed
 * before is judged again, some of them now unaffordable.
 */
function checkPoorer(s: BanksState, seat: Seat, r: RngState, counts: Counts): void {
  const p = structuredClone(s);
  if (randInt(r, 2) === 0) p.ap = randInt(r, s.ap);
  else p.jokersBought = COSTS.jokersPerPhase;
  const legal = new Set(banks.legalActions(p, seat).map((a) => canonical(a, p)));
  for (const a of banks.legalActions(s, seat)) counts[agree(p, seat, a, legal) ? 'accepted' : 'refused']++;
}

describe('validate alone decides legality', () => {
  it('over random positions: listed actions validate; mutated ones are refused by validate exactly when apply refuses them', () => {
    const counts = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.string({ minLength: 1, maxLength: 8 }), optionsArb, (players, seed, options) => {
        let s = banks.setup({ players, seed, options });
        const r = createRng(`${seed}/legality`);
        for (let steps = 0; banks.toAct(s).length > 0; steps++) {
          const seats = banks.toAct(s);
          const seat = pick(r, seats);
          // Action phases are most of a game: a sample of them, and every other decision (rarer, more kinds).
          const d = decision(s);
          if (d !== 'actions') checkPosition(s, seat, r, counts);
          else if (steps % 8 === 0) {
            checkPosition(s, seat, r, counts);
            if (s.ap > 0) checkPoorer(s, seat, r, counts);
          }
          const legal = banks.legalActions(s, seat);
          s = banks.apply(s, seat, randomBot({ game, view: null, seat, legal, rng: r })).state;
        }
      }),
      { numRuns: 6 },
    );
    // The sample must hold both kinds, or the comparison proves nothing.
    expect(counts.accepted).toBeGreaterThan(100);
    expect(counts.refused).toBeGreaterThan(100);
  });

  it('a desert event with several fields (rare in random games): every field is judged alike by validate, apply and legalActions', () => {
    const { s: s0 } = scenario({ tide: 'EBBE1', dPile: ['hippo'], deserts: { 'W5-3': 'hippo' }, water: { 'W5-1': { ends: [1, 1], ev: 'desert' } } });
    atTide(s0);
    const s = act(s0, 0, { type: 'removeWater', field: 'W5-1' }).state;
    expect(decision(s)).toBe('desertEvent');
    const legal = new Set(banks.legalActions(s, 0).map((a) => canonical(a, s)));
    const accepted = tables(s.data).fieldIds.filter((field) => agree(s, 0, { type: 'placeDesert', field }, legal));
    expect(accepted).toEqual(['W5-2', 'W5-4', 'W5-5']);
  });
});
