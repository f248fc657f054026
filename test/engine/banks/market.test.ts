import { describe, expect, it } from 'vitest';
import { marketRowOk } from '../../../engine/banks/rules/market';
import { KIND, ROW, T, act, atActions, keys, legalOf, marketRow, scenario } from './helpers';

const fits = (market: Record<string, string[]>, row: string, kind: string, value: number, options = {}) =>
  marketRowOk(scenario({ market, options }).s, T, ROW(row), KIND(kind), value);

describe('§8 market placement', () => {
  it('the seed example: after …, grapes, wheat, aubergine, wheat and aubergine are forbidden; flax, onion and grapes allowed', () => {
    const market = { M4: ['0:grapes', '1:wheat', '0:aubergine'] };
    expect(fits(market, 'M4', 'wheat', 1)).toBe(false);
    expect(fits(market, 'M4', 'aubergine', 1)).toBe(false);
    expect(fits(market, 'M4', 'flax', 1)).toBe(true);
    expect(fits(market, 'M4', 'onion', 1)).toBe(true);
    expect(fits(market, 'M4', 'grapes', 1)).toBe(true); // three spaces back
  });

  it('the repeat check looks at the last two only, whoever owns them', () => {
    expect(fits({ M3: ['1:flax'] }, 'M3', 'flax', 2)).toBe(false);
    expect(fits({ M3: ['1:flax', '0:wheat'] }, 'M3', 'flax', 2)).toBe(false);
    expect(fits({ M3: ['1:flax', '0:wheat', '1:grapes'] }, 'M3', 'flax', 2)).toBe(true);
    expect(fits({}, 'M3', 'flax', 2)).toBe(true);
  });

  it('value 4 fits any row, 3 the three rightmost, 2 the two rightmost, 1 only M4', () => {
    const rows = (v: number) => ['M1', 'M2', 'M3', 'M4'].filter((r) => fits({}, r, 'flax', v));
    expect(rows(4)).toEqual(['M1', 'M2', 'M3', 'M4']);
    expect(rows(3)).toEqual(['M2', 'M3', 'M4']);
    expect(rows(2)).toEqual(['M3', 'M4']);
    expect(rows(1)).toEqual(['M4']);
  });

  it('a full row takes nothing', () => {
    expect(fits({ M1: ['0:flax', '1:wheat', '0:grapes'] }, 'M1', 'onion', 4)).toBe(false);
    expect(fits({ M1: ['0:flax', '1:wheat'] }, 'M1', 'onion', 4)).toBe(true);
  });

  it('§12.19: spoiled and rotten markers count in the repeat check; option repeatCheckCountsRotten off ignores them', () => {
    const market = { M4: ['0:flax:spoiled', '1:wheat:rotten'] };
    expect(fits(market, 'M4', 'flax', 1)).toBe(false);
    expect(fits(market, 'M4', 'wheat', 1)).toBe(false);
    expect(fits(market, 'M4', 'flax', 1, { repeatCheckCountsRotten: false })).toBe(true);
    expect(fits(market, 'M4', 'wheat', 1, { repeatCheckCountsRotten: false })).toBe(true);
  });

  it('a harvested marker goes into the top-most empty space, and its position is kept for the tie-break', () => {
    const { s } = scenario({ market: { M4: ['1:flax', '1:wheat'] }, markers: { 'W5-5': ['0:grapes:ripe'] } });
    atActions(s, 0);
    expect(keys(legalOf(s, 'harvest'))).toEqual(keys([{ type: 'harvest', field: 'W5-5', row: 'M4' }]));
    const r = act(s, 0, { type: 'harvest', field: 'W5-5', row: 'M4' });
    expect(marketRow(r.state, 'M4')).toEqual(['1:flax:ripe', '1:wheat:ripe', '0:grapes:ripe']);
  });
});
