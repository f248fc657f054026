import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../engine/core/errors';
import { createRng } from '../../../engine/core/rng';
import type { AnyGame } from '../../../engine/core/types';
import { nefertiti, type NefertitiState } from '../../../engine/nefertiti';
import { AKH } from '../../../engine/nefertiti/state';
import { checkInvariants, fresh, giveTurn, play, retotal, setDeck, setMarket, setPlayer } from './helpers';

function expectCode(s: NefertitiState, seat: number, action: unknown, code: string): RuleError {
  const before = JSON.stringify(s);
  let err: unknown;
  try {
    nefertiti.apply(s, seat, action as never);
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(RuleError);
  expect((err as RuleError).code).toBe(code);
  expect(JSON.stringify(s)).toBe(before); // a refused action changes nothing
  return err as RuleError;
}

describe('bad input', () => {
  it('a seat that is not to act: NOT_YOUR_TURN; not a seat: BAD_SEAT', () => {
    const s = fresh(4);
    expectCode(s, 1, { type: 'place', market: 'gizeh', space: 0 }, 'NOT_YOUR_TURN');
    for (const seat of [4, -1, 1.5, NaN]) expectCode(s, seat, { type: 'pass' }, 'BAD_SEAT');
  });

  it('during a resolution only the bidder to choose may act', () => {
    const s = fresh(4);
    setMarket(s, 'gizeh', { bids: [[7, 1], [5, 2]] });
    giveTurn(s, 0);
    const st = nefertiti.apply(s, 0, { type: 'place', market: 'gizeh', space: 6 }).state;
    expect(nefertiti.toAct(st)).toEqual([1]);
    expectCode(st, 0, { type: 'takeHalf' }, 'NOT_YOUR_TURN');
    expect(nefertiti.legalActions(st, 0)).toEqual([]);
  });

  it.each([
    ['not an object', null],
    ['a string', 'place'],
    ['an unknown type', { type: 'fly' }],
    ['a missing field', { type: 'place', market: 'gizeh' }],
    ['an unknown market', { type: 'place', market: 'rome', space: 1 }],
    ['a fractional space', { type: 'place', market: 'gizeh', space: 1.5 }],
    ['a negative space', { type: 'place', market: 'gizeh', space: -1 }],
    ['an extra field', { type: 'place', market: 'gizeh', space: 1, cheat: true }],
    ['a repeated slot', { type: 'takeGifts', slots: [1, 1] }],
    ['slots that are not a list', { type: 'buy', slots: 2 }],
    ['an unknown card', { type: 'select', card: 'unicorn' }],
    ['an unknown character', { type: 'character', character: 'pharaoh' }],
    ['Memphis for a §4.2 close', { type: 'closeMarket', market: 'memphis' }],
    ['a bad seat in an exchange', { type: 'exchangeTake', from: 'bank', card: 'harp' }],
  ])('%s is MALFORMED_ACTION', (_what, action) => {
    expectCode(fresh(4), 0, action, 'MALFORMED_ACTION');
  });

  it.each([
    ['an occupied space', { type: 'place', market: 'gizeh', space: 3 }],
    ['a space he cannot afford', { type: 'place', market: 'gizeh', space: 7 }],
    ['a space past the stall', { type: 'place', market: 'gizeh', space: 20 }],
    ['a closed market', { type: 'place', market: 'louqsor', space: 0 }],
    ['Memphis when not in play', { type: 'place', market: 'memphis', space: 0 }],
    ['a character without a seal', { type: 'character', character: 'treasurer' }],
    ['a choice of another step', { type: 'takeHalf' }],
    ['closing with servants to place', { type: 'closeMarket', market: 'gizeh' }],
    ['passing when he can place', { type: 'pass' }],
  ])('%s is ILLEGAL_ACTION', (_what, action) => {
    const s = fresh(4);
    setMarket(s, 'gizeh', { bids: [[3, 1], [2, 0]] });
    setPlayer(s, 0, { money: 5 });
    giveTurn(s, 0);
    expectCode(s, 0, action, 'ILLEGAL_ACTION');
  });

  it('after the end every action is GAME_OVER', () => {
    const s = fresh(3);
    for (const id of ['gizeh', 'akhetaton', 'abousimbel']) setMarket(s, id, { open: false });
    s.ps.forEach((p) => (p.money = 0));
    giveTurn(s, 0);
    const st = play(s, [[0, { type: 'pass' }], [1, { type: 'pass' }], [2, { type: 'pass' }]]).state;
    expect(nefertiti.toAct(st)).toEqual([]);
    expectCode(st, 0, { type: 'pass' }, 'GAME_OVER');
  });

  it('apply never changes its input, even for a legal action', () => {
    const s = fresh(4, { memphis: true });
    const before = JSON.stringify(s);
    nefertiti.apply(s, s.active, nefertiti.legalActions(s, s.active)[0]!);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('views: what each seat may see', () => {
  it('gifts, money, seals and the board are public; the deck order and the RNG are not', () => {
    const s = fresh(4);
    setPlayer(s, 2, { gifts: { harp: 2 }, money: 3, seals: 1 });
    for (const viewer of [0, 2, null]) {
      const v = nefertiti.view(s, viewer);
      expect(v.seats[2]).toMatchObject({ gifts: { harp: 2 }, money: 3, seals: 1 });
      expect(v.deckSize).toBe(s.deck.length);
      expect(v).not.toHaveProperty('deck');
      expect(v).not.toHaveProperty('rng');
      expect(v.markets[0]!.slots.every((c) => typeof c === 'string')).toBe(true);
    }
  });

  it('events are public except the Oracle’s cards', () => {
    const s = fresh(4);
    setMarket(s, 'gizeh', { bids: [[7, 1], [5, 2]] });
    giveTurn(s, 0);
    const r = nefertiti.apply(s, 0, { type: 'place', market: 'gizeh', space: 6 });
    for (const e of r.events) expect(nefertiti.eventView(e, 3)).toEqual(e);
  });
});

describe('determinize', () => {
  it('re-deals the unseen deck consistently with the view (Akhenaton among the last 5)', () => {
    const s = fresh(4);
    const v = nefertiti.view(s, 1);
    const orders = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const w = nefertiti.determinize(v, 1, createRng(`d${i}`));
      checkInvariants(w);
      expect(nefertiti.view(w, 1)).toEqual(v);
      expect(w.deck.indexOf(AKH)).toBeLessThan(5);
      orders.add(JSON.stringify(w.deck));
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('samples another seat’s Oracle cards and face-down cards; the Oracle’s player keeps his', () => {
    const s = fresh(4, { characters: 'palaceIntrigues' });
    setPlayer(s, 0, { seals: 1 });
    setMarket(s, 'gizeh', { down: 1 << 2 });
    retotal(s);
    giveTurn(s, 0);
    const st = nefertiti.apply(s, 0, { type: 'character', character: 'oracle' }).state;
    const own = nefertiti.determinize(nefertiti.view(st, 0), 0, createRng('o'));
    expect(own.decision).toEqual(st.decision);
    const other = nefertiti.determinize(nefertiti.view(st, 2), 2, createRng('x'));
    checkInvariants(other);
    expect(other.decision).toMatchObject({ k: 'oracle', seat: 0 });
    expect(nefertiti.view(other, 2)).toEqual(nefertiti.view(st, 2));
  });

  it('refuses anything that is not that seat’s view (BAD_VIEW)', () => {
    const s = fresh(4);
    const untyped: AnyGame = nefertiti; // what a bot worker holds: views arrive unchecked
    for (const [view, seat] of [[nefertiti.view(s, 1), 2], [nefertiti.view(s, null), 0], [{ game: 'nile' }, 0], [null, 0]] as const) {
      try {
        untyped.determinize(view, seat, createRng('b'));
        throw new Error('accepted');
      } catch (e) {
        expect((e as RuleError).code).toBe('BAD_VIEW');
      }
    }
  });

  it('refuses a view that shows more cards than the game has', () => {
    const s = fresh(4);
    setDeck(s, ['harp', 'akhenaton']);
    const v = nefertiti.view(s, 0);
    v.seats[1]!.gifts = { harp: 20 };
    expect(() => nefertiti.determinize(v, 0, createRng('b'))).toThrow(/BAD_VIEW|more "harp"/);
  });
});

describe('heuristic', () => {
  it('stays in [0, 1] and prefers more gifts, seals and Deben', () => {
    const s = fresh(4);
    const base = nefertiti.heuristic!(s, 0);
    expect(base).toBeGreaterThan(0);
    expect(base).toBeLessThan(1);
    setPlayer(s, 0, { gifts: { necklace: 2 }, seals: 1 });
    expect(nefertiti.heuristic!(s, 0)).toBeGreaterThan(base);
    expect(nefertiti.heuristic!(s, 1)).toBeLessThan(base + 1e-9);
  });
});
