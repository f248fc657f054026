import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../engine/core/errors';
import { replay } from '../../../engine/core/record';
import { randomBot } from '../../../engine/ai';
import { playGame } from '../../../engine/core/play';
import { DEFAULT_DATA, nefertiti, parseDataSet, type NefertitiState } from '../../../engine/nefertiti';
import { tables } from '../../../engine/nefertiti/material/compile';
import { composition } from '../../../engine/nefertiti/setup';
import { AKH, EMPTY } from '../../../engine/nefertiti/state';
import { checkInvariants, fresh, ids } from './helpers';

const clone = <X>(x: X): X => JSON.parse(JSON.stringify(x)) as X;
const chars = (s: NefertitiState) => (nefertiti.view(s, null) as { characters: Record<string, number> }).characters;
const total = (rec: Record<string, number>) => Object.values(rec).reduce((a, b) => a + b, 0);

function expectRuleError(f: () => unknown, code: string, text?: string): RuleError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    expect((e as RuleError).code).toBe(code);
    if (text) expect((e as RuleError).message).toContain(text);
    return e as RuleError;
  }
  throw new Error('expected a RuleError');
}

describe('§3.1 common setup (3–4 players)', () => {
  it('4 players: Louqsor closed, 1 Deben per reserve, 4 gifts and a seal on each open market', () => {
    const s = fresh(4);
    checkInvariants(s);
    const t = tables(s.data);
    expect(s.markets.map((m) => m.open)).toEqual([true, true, false, true]);
    expect(t.locIds[s.closed]).toBe('louqsor');
    expect(s.markets.map((m) => m.reserve)).toEqual([1, 1, 1, 1]);
    for (const m of s.markets) {
      if (m.open) {
        expect(m.slots.every((c) => c >= 0)).toBe(true);
        expect(m.seal).toBe(true);
      } else expect(m.slots.every((c) => c === EMPTY)).toBe(true);
    }
    expect(s.sealSupply).toBe(12 - 3);
    expect(s.deck.length).toBe(46 - 12 + 1);
    expect(s.ps.every((p) => p.servants === 4 && p.seals === 0 && p.score === 0)).toBe(true);
    expect(total(chars(s))).toBe(13);
    expect(s.debenTotal).toBe(40);
  });

  it('step 7: the Akhenaton card is one of the last 5 cards', () => {
    for (let i = 0; i < 30; i++) {
      const s = nefertiti.setup({ players: 4, seed: `akh-${i}` });
      const pos = s.deck.indexOf(AKH);
      expect(pos).toBeGreaterThanOrEqual(0);
      expect(pos).toBeLessThan(5); // index 0 is the bottom card
    }
  });

  it('step 10: starting Deben 8, 9, 9, 10 in turn order from the first player (firstPlayer option)', () => {
    const s = fresh(4, { firstPlayer: 2 });
    expect(s.active).toBe(2);
    expect(nefertiti.toAct(s)).toEqual([2]);
    expect(s.ps.map((p) => p.money)).toEqual([9, 10, 8, 9]);
  });

  it('the first player is rolled from the seed when firstPlayer is empty', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 40; i++) firsts.add(nefertiti.setup({ players: 4, seed: `fp-${i}` }).active);
    expect(firsts.size).toBe(4);
  });

  it('step 2: reservePlacement "printed" uses the printed stalls, "random" picks a side per market', () => {
    const printed = fresh(4, { reservePlacement: 'printed' });
    expect(printed.markets.map((m) => m.stall)).toEqual(DEFAULT_DATA.markets.map((m) => m.printedActiveStall));
    const sides = new Set<number>();
    for (let i = 0; i < 20; i++) for (const m of nefertiti.setup({ players: 4, seed: `rp-${i}` }).markets) sides.add(m.stall);
    expect([...sides].sort()).toEqual([0, 1]);
  });
});

describe('§3.3 3 players', () => {
  it('8, 9, 9 Deben and one Scribe +2 removed', () => {
    const s = fresh(3);
    expect(s.ps.map((p) => p.money)).toEqual([8, 9, 9]);
    expect(chars(s).scribe2).toBe(1);
    expect(chars(s).scribe3).toBe(1);
    expect(total(chars(s))).toBe(12);
    expect(s.debenTotal).toBe(26 + 4);
  });
});

describe('§3.2 2 players (expansion)', () => {
  it('10 and 11 Deben, 4 servants and 2 Collectors each, no Senet, Scribe +3 and one Scribe +2 removed', () => {
    const s = fresh(2);
    checkInvariants(s);
    expect(s.ps.map((p) => [p.money, p.servants, p.collectors])).toEqual([[10, 4, 2], [11, 4, 2]]);
    const comp = ids(s, composition(s.data, 2, false));
    expect(comp.senet).toBeUndefined();
    expect(comp.senet2).toBeUndefined();
    expect(total(comp)).toBe(38);
    expect(chars(s).scribe3).toBeUndefined();
    expect(chars(s).scribe2).toBe(1);
    expect(s.neutral).not.toBeNull();
    expect(s.sealTotal).toBe(14);
  });
});

describe('§3.5 Memphis port', () => {
  it('1 Deben on Memphis; 10 classic gifts replaced by the 10 foreign ones; one Papyrus per player', () => {
    const s = fresh(4, { memphis: true });
    checkInvariants(s);
    expect(s.memphis).not.toBeNull();
    const comp = ids(s, composition(s.data, 4, true));
    expect(comp).toMatchObject({ goldsmith: 4, necklace: 4, statuette: 4, mirror: 4, harp: 6, chair: 6, papyrus: 4 });
    const t = tables(s.data);
    expect(t.cardIds.filter((id, i) => t.cardForeign[i] && comp[id] === 1).length).toBe(10);
    expect(s.debenTotal).toBe(41);
    expect(s.sealTotal).toBe(14);
  });

  it('foreign gifts drawn at setup go to Memphis; the markets get classic gifts only', () => {
    let seen = 0;
    for (let i = 0; i < 20; i++) {
      const s = nefertiti.setup({ players: 3, seed: `mem-${i}`, options: { memphis: true } });
      const t = tables(s.data);
      for (const m of s.markets) for (const c of m.slots) if (c >= 0) expect(t.cardForeign[c]).toBe(false);
      for (const c of s.memphis!.cards) expect(t.cardForeign[c]).toBe(true);
      seen += s.memphis!.cards.length;
      expect(s.markets.filter((m) => m.open).every((m) => m.slots.every((c) => c >= 0))).toBe(true);
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('§3.6 5 players', () => {
  it('Memphis is mandatory, 4 Cups and 5 Papyrus added, 3 servants, 8/8/8/9/9 Deben, 47 Deben in play', () => {
    const s = fresh(5);
    checkInvariants(s);
    expect(s.options.memphis).toBe(true);
    const comp = ids(s, composition(s.data, 5, true));
    expect(comp.cup).toBe(4);
    expect(comp.papyrus).toBe(5);
    expect(s.ps.map((p) => [p.money, p.servants])).toEqual([[8, 3], [8, 3], [8, 3], [9, 3], [9, 3]]);
    expect(s.debenTotal).toBe(47);
    expect(total(chars(s))).toBe(13);
  });

  it('memphis: false with 5 players is refused, naming the option', () => {
    const e = expectRuleError(() => nefertiti.setup({ players: 5, seed: 'x', options: { memphis: false } }), 'BAD_OPTION', '"memphis"');
    expect(e.details).toEqual({ option: 'memphis' });
  });
});

describe('§3.7 expansion character selection', () => {
  it('"random": Scribes and Merchants plus 6 drawn from the other 13 cards, differing by seed', () => {
    const draws = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const c = chars(nefertiti.setup({ players: 4, seed: `ch-${i}`, options: { characters: 'random' } }));
      const { scribe3, scribe2, merchant, ...others } = c;
      expect([scribe3, scribe2, merchant]).toEqual([1, 2, 4]);
      expect(total(others)).toBe(6);
      draws.add(JSON.stringify(others));
    }
    expect(draws.size).toBeGreaterThan(1);
  });

  it('"random" with 3 players still removes one Scribe +2', () => {
    expect(chars(nefertiti.setup({ players: 3, seed: 'r3', options: { characters: 'random' } })).scribe2).toBe(1);
  });

  it.each([
    ['curseOfAmun', { priestOfAmun: 1, merchantOfAmun: 1, vizier: 1, treasurer: 1, beggar: 1, trader: 1 }],
    ['palaceIntrigues', { royalServant: 2, royalScribe: 1, merchantOfAmun: 1, wanderingThief: 1, oracle: 1 }],
    ['raceForTheNile', { highPriest: 1, treasurer: 1, beggar: 1, wanderingThief: 1, thief: 1, trader: 1 }],
  ])('scenario %s', (scenario, expected) => {
    const c = chars(fresh(4, { characters: scenario }));
    expect(c).toEqual({ scribe3: 1, scribe2: 2, merchant: 4, ...expected });
  });

  it('vizierEffect "removed" takes the Vizier out of the base set and of random draws', () => {
    expect(chars(fresh(4)).vizier).toBe(1);
    expect(chars(fresh(4, { vizierEffect: 'removed' })).vizier).toBeUndefined();
    for (let i = 0; i < 10; i++) expect(chars(nefertiti.setup({ players: 4, seed: `v${i}`, options: { characters: 'random', vizierEffect: 'removed' } })).vizier).toBeUndefined();
  });
});

describe('setup errors and the replacement data set', () => {
  it('bad player counts and seeds are BAD_SETUP', () => {
    expectRuleError(() => nefertiti.setup({ players: 1, seed: 'x' }), 'BAD_SETUP', '2 to 5');
    expectRuleError(() => nefertiti.setup({ players: 6, seed: 'x' }), 'BAD_SETUP');
    expectRuleError(() => nefertiti.setup({ players: 4, seed: 5 as unknown as string }), 'BAD_SETUP');
  });

  it('unknown options and bad values are BAD_OPTION naming the option', () => {
    expect(expectRuleError(() => nefertiti.setup({ players: 4, seed: 'x', options: { colour: 'red' } as never }), 'BAD_OPTION', '"colour"').details).toEqual({ option: 'colour' });
    expectRuleError(() => nefertiti.setup({ players: 4, seed: 'x', options: { afterAkhenaton: 'later' } as never }), 'BAD_OPTION', '"afterAkhenaton"');
    expectRuleError(() => nefertiti.setup({ players: 4, seed: 'x', options: { debenPoints: 9 } }), 'BAD_OPTION', '"debenPoints"');
    expectRuleError(() => nefertiti.setup({ players: 3, seed: 'x', options: { firstPlayer: 3 } }), 'BAD_OPTION', '"firstPlayer"');
  });

  it('a replacement data set is used: here a Gizeh left stall with other values', () => {
    const data = clone(DEFAULT_DATA);
    data.markets[0]!.stalls[0]!.spaces[0]!.value = 5;
    const s = nefertiti.setup({ players: 4, seed: 'x', options: { firstPlayer: 0, reservePlacement: 'printed', data } });
    expect(tables(s.data).stalls[0]![0]!.values[0]).toBe(5);
    const legal = nefertiti.legalActions(s, 0);
    expect(legal).toContainEqual({ type: 'place', market: 'gizeh', space: 0 });
    expect(nefertiti.setup({ players: 4, seed: 'x' }).data).toBe(DEFAULT_DATA);
  });

  it.each([
    ['a negative space value', (d: typeof DEFAULT_DATA) => { (d.markets[0]!.stalls[1]!.spaces[2]! as { value: number }).value = -1; }, 'data.markets.0.stalls.1.spaces.2.value'],
    ['an unknown closing rule', (d: typeof DEFAULT_DATA) => { (d.markets[1]!.stalls[0]! as { closing: unknown }).closing = { rule: 'moon' }; }, 'data.markets.1.stalls.0.closing.rule'],
    ['a spaceTaken index past the stall', (d: typeof DEFAULT_DATA) => { d.markets[3]!.stalls[1]!.closing = { rule: 'spaceTaken', space: 12 }; }, 'data.markets.3.stalls.1.closing.space'],
    ['an unknown card in the deck', (d: typeof DEFAULT_DATA) => { (d.deck as Record<string, number>).unicorn = 2; }, 'data.deck.unicorn'],
    ['a card of an unknown type', (d: typeof DEFAULT_DATA) => { d.cards[0]!.type = 'sword'; }, 'data.cards.0.type'],
    ['an empty price table', (d: typeof DEFAULT_DATA) => { d.giftTypes[2]!.prices = []; }, 'data.giftTypes.2.prices'],
    ['a missing scenario', (d: typeof DEFAULT_DATA) => { delete (d.scenarios as Record<string, unknown>).curseOfAmun; }, 'data.scenarios.curseOfAmun'],
    ['a wrong starting Deben list', (d: typeof DEFAULT_DATA) => { d.playerCounts['4']!.startingDeben = [8, 9]; }, 'data.playerCounts.4.startingDeben'],
    ['a Scribe without its bonus', (d: typeof DEFAULT_DATA) => { d.characters[0]!.params = {}; }, 'data.characters.0.params.bonus'],
    ['an unknown field', (d: typeof DEFAULT_DATA) => { (d as Record<string, unknown>).colour = 'blue'; }, 'data'],
  ])('a data set with %s is BAD_SETUP naming %s', (_what, mutate, field) => {
    const data = clone(DEFAULT_DATA);
    mutate(data);
    const e = expectRuleError(() => nefertiti.setup({ players: 4, seed: 'x', options: { data } }), 'BAD_SETUP', `"${field}`);
    expect(String(e.details?.field)).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}`));
    expectRuleError(() => parseDataSet(data), 'BAD_SETUP');
  });

  it('the default data set passes its own validation and is frozen (states and views share it)', () => {
    expect(parseDataSet(JSON.parse(JSON.stringify(DEFAULT_DATA)))).toEqual(DEFAULT_DATA);
    expect(Object.isFrozen(DEFAULT_DATA.markets[0]!.stalls[0]!.spaces[0])).toBe(true);
  });

  it('a match record carrying a replacement data set replays to the same game', () => {
    const data = clone(DEFAULT_DATA);
    data.giftTypes[0]!.prices = [12, 10, 8, 6, 4];
    data.markets[1]!.stalls[1]!.closing = { rule: 'count', n: 3 };
    const options = { memphis: true, data };
    const g = playGame<NefertitiState>(nefertiti, { players: 3, seed: 'custom', options, bots: [randomBot, randomBot, randomBot] });
    expect(g.final.over).toBe(true);
    const r = replay<NefertitiState>({ nefertiti }, JSON.parse(JSON.stringify(g.record)));
    expect(JSON.stringify(r.final)).toBe(JSON.stringify(g.final));
    expect(r.final.data.giftTypes[0]!.prices[0]).toBe(12);
  });

  it('every preset is a valid set of options', () => {
    for (const p of nefertiti.presets) expect(nefertiti.setup({ players: 4, seed: p.id, options: p.values }).players).toBe(4);
  });

  it('a data set whose setup needs more Deben than the box holds is refused', () => {
    const data = clone(DEFAULT_DATA);
    data.coins.base = 30;
    expectRuleError(() => nefertiti.setup({ players: 4, seed: 'x', options: { data } }), 'BAD_SETUP', 'data.coins');
  });

  it('a data set without rules for the player count is refused at setup', () => {
    const data = clone(DEFAULT_DATA);
    delete data.playerCounts['2'];
    expect(nefertiti.setup({ players: 4, seed: 'x', options: { data } }).players).toBe(4);
    expectRuleError(() => nefertiti.setup({ players: 2, seed: 'x', options: { data } }), 'BAD_SETUP', 'data.playerCounts.2');
  });
});
