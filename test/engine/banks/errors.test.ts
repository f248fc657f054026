import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../engine/ai';
import { playGame } from '../../../engine/core/play';
import { banks, parseDataSet, DEFAULT_DATA } from '../../../engine/banks';
import { act, atActions, atTide, rejects, ruleError, scenario } from './helpers';

describe('bad input to apply: the right code, the state unchanged', () => {
  const { s } = scenario();
  atActions(s, 0);

  it('BAD_SEAT for a seat that is not in the game', () => {
    for (const seat of [2, -1, 0.5, NaN]) rejects(s, seat, { type: 'endTurn' }, 'BAD_SEAT');
    rejects(s, '0' as unknown as number, { type: 'endTurn' }, 'BAD_SEAT');
  });

  it('NOT_YOUR_TURN for a seat that may not act now', () => {
    rejects(s, 1, { type: 'endTurn' }, 'NOT_YOUR_TURN');
  });

  it('MALFORMED_ACTION for anything that is not a well-formed action', () => {
    const bad: unknown[] = [
      null,
      'endTurn',
      [],
      {},
      { type: 'fly' },
      { type: 'sow' },
      { type: 'sow', kind: 'flax', field: 'Z9-1' },
      { type: 'sow', kind: 'rice', field: 'W5-1' },
      { type: 'sow', kind: 'flax', field: 'W5-1', extra: 1 },
      { type: 'placeWater', pile: 2, field: 'W5-1', inner: 1 },
      { type: 'placeWater', pile: 0, field: 'W5-1', inner: 3 },
      { type: 'placeWater', pile: '0', field: 'W5-1', inner: 1 },
      { type: 'harvest', field: 'W5-1', row: 'M9' },
      { type: 'rot', row: 'M4', picks: [1, 1] },
      { type: 'rot', row: 'M1', picks: [4] },
      { type: 'rot', row: 'M4', picks: [1, 2, 3] },
      { type: 'hippoBid', markers: -1 },
      { type: 'openBoat', kinds: ['flax'] },
      { type: 'openSow', kind: 'flax', field: 'W5-1', ripe: 'yes' },
      { type: 'buySeed', colour: 7, kind: 'flax' },
      { type: 'heal', row: 'M1', pos: 0 },
    ];
    for (const a of bad) rejects(s, 0, a, 'MALFORMED_ACTION');
  });

  it('ILLEGAL_ACTION for a well-formed action the rules forbid now', () => {
    rejects(s, 0, { type: 'placeWater', pile: 0, field: 'W5-1', inner: 1 }, 'ILLEGAL_ACTION');
    rejects(s, 0, { type: 'rot', row: 'M4', picks: [] }, 'ILLEGAL_ACTION');
    rejects(s, 0, { type: 'grow', field: 'W5-1' }, 'ILLEGAL_ACTION');
    rejects(s, 0, { type: 'buySeed', colour: 0, kind: 'flax' }, 'ILLEGAL_ACTION');
    const { s: t } = scenario({ piles: [[[[1, 1]], []]] });
    atTide(t);
    rejects(t, 0, { type: 'endTurn' }, 'ILLEGAL_ACTION');
    rejects(t, 0, { type: 'removeWater', field: 'W5-1' }, 'ILLEGAL_ACTION');
  });

  it('GAME_OVER once the game has ended', () => {
    const { s: e } = scenario({ pawns: [29, 1], obelisk: 30, market: { M4: ['0:flax', '0:wheat', '0:grapes', '0:onion', '0:aubergine'] } });
    atActions(e, 0);
    e.done = 1;
    const r = act(e, 0, { type: 'endTurn' });
    expect(r.state.over).toBe(true);
    rejects(r.state, 0, { type: 'endTurn' }, 'GAME_OVER');
    expect(banks.legalActions(r.state, 0)).toEqual([]);
  });
});

describe('bad setup', () => {
  it('BAD_OPTION names an unknown option or a bad value', () => {
    const e = ruleError(() => banks.setup({ players: 3, seed: 'x', options: { flood: true } as never }), 'BAD_OPTION');
    expect(e.details).toMatchObject({ option: 'flood' });
    for (const [k, v] of [['ebbRemoval', 'all'], ['startingJokers', 7], ['hippoAuction', 'yes'], ['roundCap', 0], ['jokerHeals', true]] as const) {
      const err = ruleError(() => banks.setup({ players: 3, seed: 'x', options: { [k]: v } as never }), 'BAD_OPTION');
      expect(err.message).toContain(k);
      expect(err.details).toMatchObject({ option: k });
    }
    const fp = ruleError(() => banks.setup({ players: 3, seed: 'x', options: { firstPlayer: 3 } }), 'BAD_OPTION');
    expect(fp.details).toMatchObject({ option: 'firstPlayer' });
  });

  it('BAD_SETUP for a bad player count or seed', () => {
    for (const n of [1, 6, 2.5]) ruleError(() => banks.setup({ players: n, seed: 'x' }), 'BAD_SETUP');
    ruleError(() => banks.setup({ players: 2, seed: 3 as unknown as string }), 'BAD_SETUP');
  });
});

describe('replacement data set: validated, errors name the field', () => {
  const copy = () => structuredClone(DEFAULT_DATA) as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const fails = (mutate: (d: Record<string, any>) => void, field: string, text?: string) => { // eslint-disable-line @typescript-eslint/no-explicit-any
    const d = copy();
    mutate(d);
    const e = ruleError(() => banks.setup({ players: 3, seed: 'x', options: { data: d } as never }), 'BAD_SETUP');
    expect(e.details).toMatchObject({ field });
    expect(e.message.startsWith(`${field}:`)).toBe(true);
    if (text) expect(e.message).toContain(text);
    return e;
  };

  it('shape errors', () => {
    fails((d) => (d.market[2].cap = 0), 'data.market[2].cap', 'expected a positive integer');
    fails((d) => (d.market[2].cap = 'four'), 'data.market[2].cap', 'expected a positive integer');
    fails((d) => (d.rows[0].palms[1] = 1.5), 'data.rows[0].palms[1]');
    fails((d) => (d.water[3].ends = [1, 3]), 'data.water[3].ends[1]');
    fails((d) => (d.water[4].event = { kind: 'locust', arrow: false }), 'data.water[4].event.kind');
    fails((d) => (d.desert[0].event.arrow = 'no'), 'data.desert[0].event.arrow');
    fails((d) => (d.track.extra = 1), 'data.track.extra', 'unknown field');
    fails((d) => delete d.awards, 'data.awards');
    fails((d) => (d.kinds = []), 'data.kinds');
  });

  it('consistency errors', () => {
    fails((d) => (d.water[0].ends = [0, 0]), 'data.water[0].ends', 'at least one end');
    fails((d) => (d.market[1].id = 'M1'), 'data.market[1].id', 'duplicate');
    fails((d) => (d.cover.german['4'] = ['X9']), 'data.cover.german.4[0]', 'unknown row');
    fails((d) => (d.desert[2].event = { kind: 'rot', palms: 5, arrow: false }), 'data.desert[2].event.palms');
    fails((d) => (d.awards[1] = [4]), 'data.awards[1]');
    fails((d) => (d.track.obeliskStart = 40), 'data.track.obeliskStart');
    fails((d) => (d.desert = d.desert.slice(0, 8)), 'data.desert', 'at least 9');
    fails((d) => (d.water = d.water.slice(0, 5)), 'data.water', 'at least 6');
    fails((d) => (d.startDeserts = 9), 'data.startDeserts');
  });

  it('parseDataSet validates in advance with the same errors; the default set passes', () => {
    expect(parseDataSet(DEFAULT_DATA)).toEqual(DEFAULT_DATA);
    const e = ruleError(() => parseDataSet({ ...DEFAULT_DATA, nileEnd: 3 }), 'BAD_SETUP');
    expect(e.details).toMatchObject({ field: 'data.nileEnd' });
  });

  it('a valid replacement set is used: different rows, market and kinds, and a game plays to the end', () => {
    const d = copy();
    d.rows = [
      { id: 'A', bank: 'W', palms: [4, 4, 2] },
      { id: 'B', bank: 'E', palms: [3, 1] },
      { id: 'C', bank: 'E', palms: [2, 2, 2, 1] },
    ];
    d.cover = { german: { 2: [], 3: [], 4: [], 5: [] }, seed: { 2: ['B'], 3: [], 4: [], 5: [] } };
    d.kinds = [{ id: 'dates', name: 'Dates', count: 6 }, { id: 'figs', name: 'Figs', count: 6 }, { id: 'papyrus', name: 'Papyrus', count: 6 }];
    d.market = [{ id: 'X', cap: 2, minValue: 3 }, { id: 'Y', cap: 3, minValue: 1 }];
    d.water = d.water.map((w: { event: { kind: string; palms?: number } }) => ({ ...w, event: w.event.kind === 'rot' ? { ...w.event, palms: Math.min(2, w.event.palms!) } : w.event }));
    d.desert = d.desert.map((c: { event: { kind: string; palms?: number } }) => ({ event: c.event.kind === 'rot' ? { ...c.event, palms: Math.min(2, c.event.palms!) } : c.event }));
    const s = banks.setup({ players: 3, seed: 'alt', options: { data: d } as never });
    expect(s.supply).toEqual([6, 6, 6, 6, 6, 6, 6, 6, 6]);
    expect(s.covered).toHaveLength(9);
    const g = playGame(banks, { players: 3, seed: 'alt', options: { data: d }, bots: [randomBot, randomBot, randomBot] });
    expect(g.capped).toBe(false);
    expect(banks.outcome(g.final as never)).not.toBeNull();
  });
});
