import { describe, expect, it } from 'vitest';
import { banks } from '../../../engine/banks';
import { KIND, act, actAll, atActions, boatOf, eventsOf, fieldMarkers, keys, legalOf, marketRow, rejects, scenario, supplyOf } from './helpers';

const sow = (kind: string, field: string) => ({ type: 'sow', kind, field });
const grow = (field: string) => ({ type: 'grow', field });
const harvest = (field: string, row: string) => ({ type: 'harvest', field, row });

describe('§7 action points', () => {
  it('3 AP per phase; unused AP are lost when the phase ends', () => {
    const { s } = scenario();
    atActions(s, 0);
    expect(s.ap).toBe(3);
    const r = act(s, 0, sow('flax', 'W5-1'));
    expect(r.state.ap).toBe(2);
    const e = act(r.state, 0, { type: 'endTurn' });
    expect(e.state.actor).toBe(1);
    expect(e.state.ap).toBe(3);
    expect(eventsOf(e.events, 'actionPhaseEnded')[0]).toMatchObject({ seat: 0 });
  });

  it('the phase ends by itself when AP are spent and no joker is left', () => {
    const { s } = scenario();
    atActions(s, 0);
    const r = actAll(s, [sow('flax', 'W5-1'), sow('flax', 'W5-2'), sow('flax', 'W5-3')]);
    expect(r.state.actor).toBe(1);
  });

  it('a joker is discarded for +1 AP at any time in the phase; its event is ignored', () => {
    const { s } = scenario({ jokers: [1, 0] });
    atActions(s, 0);
    const r = actAll(s, [sow('flax', 'W5-1'), sow('flax', 'W5-2'), sow('flax', 'W5-3')]);
    expect(r.state.actor).toBe(0); // a joker is still there: the player decides
    const j = act(r.state, 0, { type: 'useJoker' });
    expect(j.state.ap).toBe(1);
    expect(j.state.jokers[0]).toEqual([]);
    expect(j.state.dDiscard).toContain(s.jokers[0]![0]);
    expect(eventsOf(j.events, 'eventRevealed')).toEqual([]);
  });
});

describe('§7 sow', () => {
  it('costs 1 on an empty field and 2 next to another player’s marker', () => {
    const { s } = scenario({ markers: { 'W5-2': ['1:wheat'] } });
    atActions(s, 0);
    const r = act(s, 0, sow('flax', 'W5-1'));
    expect(eventsOf(r.events, 'plantSown')[0]).toMatchObject({ seat: 0, kind: 'flax', field: 'W5-1', ripe: false, cost: 1 });
    const r2 = act(r.state, 0, sow('flax', 'W5-2'));
    expect(eventsOf(r2.events, 'plantSown')[0]).toMatchObject({ cost: 2 });
    expect(fieldMarkers(r2.state, 'W5-2')).toEqual(['1:wheat:seed', '0:flax:seed']);
    expect(r2.state.actor).toBe(1);
  });

  it('never on water, a desert card, a covered field, a full field or a field holding your own marker', () => {
    const { s } = scenario({ water: { 'W5-1': [1, 1] }, deserts: { 'W5-5': 'hippo' }, markers: { 'W4-1': ['1:flax'], 'W4-2': ['0:wheat'] } });
    atActions(s, 0);
    const fields = new Set(legalOf(s, 'sow').map((a) => (a as { field: string }).field));
    for (const bad of ['W5-1', 'W5-5', 'W2-1', 'W2-2', 'E3-1', 'W4-2']) expect(fields.has(bad)).toBe(false);
    expect(fields.has('W4-1')).toBe(true);
    rejects(s, 0, sow('flax', 'W5-1'), 'ILLEGAL_ACTION');
    rejects(s, 0, sow('flax', 'W2-1'), 'ILLEGAL_ACTION');
    rejects(s, 0, sow('flax', 'W4-2'), 'ILLEGAL_ACTION');
    // A full field (2 markers).
    const { s: full } = scenario({ players: 3, markers: { 'W5-1': ['1:flax', '2:flax'] } });
    atActions(full, 0);
    rejects(full, 0, sow('flax', 'W5-1'), 'ILLEGAL_ACTION');
  });

  it('only a kind the supply still holds', () => {
    const { s } = scenario({ markers: { 'W5-1': ['0:aubergine'] } });
    atActions(s, 0);
    expect(legalOf(s, 'sow').some((a) => (a as { kind: string }).kind === 'aubergine')).toBe(false);
    rejects(s, 0, sow('aubergine', 'W5-2'), 'ILLEGAL_ACTION');
  });

  it('option noSameKindPerField: also no two markers of one kind on a field', () => {
    const { s } = scenario({ markers: { 'W5-1': ['1:flax'] }, options: { noSameKindPerField: true } });
    atActions(s, 0);
    rejects(s, 0, sow('flax', 'W5-1'), 'ILLEGAL_ACTION');
    act(s, 0, sow('wheat', 'W5-1'));
    const { s: off } = scenario({ markers: { 'W5-1': ['1:flax'] } });
    atActions(off, 0);
    act(off, 0, sow('flax', 'W5-1'));
  });
});

describe('§7 grow and harvest', () => {
  it('grow flips your seed marker to ripe: 1 AP alone, 2 AP when shared', () => {
    const { s } = scenario({ markers: { 'W5-1': ['0:flax'], 'W5-2': ['0:wheat', '1:flax'] } });
    atActions(s, 0);
    const r = act(s, 0, grow('W5-1'));
    expect(fieldMarkers(r.state, 'W5-1')).toEqual(['0:flax:ripe']);
    expect(r.state.ap).toBe(2);
    const r2 = act(r.state, 0, grow('W5-2'));
    expect(eventsOf(r2.events, 'plantGrown')[0]).toMatchObject({ field: 'W5-2', cost: 2 });
    expect(r2.state.actor).toBe(1);
  });

  it('one action per marker per phase: a marker sown this phase cannot grow, a grown one cannot be harvested', () => {
    const { s } = scenario({ markers: { 'W5-2': ['0:wheat'] } });
    atActions(s, 0);
    const r = act(s, 0, sow('flax', 'W5-1'));
    rejects(r.state, 0, grow('W5-1'), 'ILLEGAL_ACTION');
    expect(legalOf(r.state, 'grow').map((a) => (a as { field: string }).field)).toEqual(['W5-2']);
    const r2 = act(r.state, 0, grow('W5-2'));
    rejects(r2.state, 0, harvest('W5-2', 'M2'), 'ILLEGAL_ACTION');
    expect(legalOf(r2.state, 'harvest')).toEqual([]);
    // Next phase the flags are gone.
    const next = act(r2.state, 0, { type: 'endTurn' });
    const after = act(next.state, 1, { type: 'endTurn' });
    expect(after.state.fm.every((m) => m < 0 || (m & 2) === 0)).toBe(true);
  });

  it('harvest moves your ripe marker to the market; its value is the field’s palms', () => {
    const { s } = scenario({ markers: { 'W5-1': ['0:flax:ripe'], 'W5-4': ['0:wheat:ripe', '1:grapes'] } });
    atActions(s, 0);
    // W5-1 has 4 palms: any row; W5-4 has 2 palms: M3 or M4.
    expect(keys(legalOf(s, 'harvest'))).toEqual(
      keys([harvest('W5-1', 'M1'), harvest('W5-1', 'M2'), harvest('W5-1', 'M3'), harvest('W5-1', 'M4'), harvest('W5-4', 'M3'), harvest('W5-4', 'M4')]),
    );
    const r = act(s, 0, harvest('W5-4', 'M3'));
    expect(eventsOf(r.events, 'plantHarvested')[0]).toMatchObject({ kind: 'wheat', value: 2, cost: 2 });
    expect(eventsOf(r.events, 'marketPlaced')[0]).toMatchObject({ row: 'M3', pos: 1, kind: 'wheat' });
    expect(marketRow(r.state, 'M3')).toEqual(['0:wheat:ripe']);
    expect(fieldMarkers(r.state, 'W5-4')).toEqual(['1:grapes:seed']);
    // 1 AP left: enough for the lone flax on W5-1; it goes directly under the wheat.
    const r2 = act(r.state, 0, harvest('W5-1', 'M3'));
    expect(marketRow(r2.state, 'M3')).toEqual(['0:wheat:ripe', '0:flax:ripe']);
  });

  it('only ripe markers are harvested, and the market must accept them', () => {
    const { s } = scenario({ markers: { 'W5-1': ['0:flax'], 'W5-5': ['0:wheat:ripe'] }, market: { M4: ['1:wheat', '1:flax', '1:wheat', '1:grapes', '1:onion'] } });
    atActions(s, 0);
    rejects(s, 0, harvest('W5-1', 'M4'), 'ILLEGAL_ACTION');
    rejects(s, 0, harvest('W5-5', 'M4'), 'ILLEGAL_ACTION'); // M4 is full; value 1 fits nowhere else
    expect(legalOf(s, 'harvest')).toEqual([]);
  });
});

describe('§7 buying', () => {
  it('buy seed: 1 AP, one marker of your colour from the boat into your supply', () => {
    const { s } = scenario({ boat: ['0:flax', '1:wheat'] });
    atActions(s, 0);
    expect(keys(legalOf(s, 'buySeed'))).toEqual(keys([{ type: 'buySeed', colour: 0, kind: 'flax' }]));
    const r = act(s, 0, { type: 'buySeed', colour: 0, kind: 'flax' });
    expect(boatOf(r.state, 0)).toBe(0);
    expect(supplyOf(r.state, 0)).toBe(15);
    expect(r.state.ap).toBe(2);
    rejects(s, 0, { type: 'buySeed', colour: 1, kind: 'wheat' }, 'ILLEGAL_ACTION');
  });

  it('A14: a bought marker may not be sown in the same phase (option buyCountsAsAction)', () => {
    const { s } = scenario({ boat: ['0:aubergine'] });
    atActions(s, 0);
    const r = act(s, 0, { type: 'buySeed', colour: 0, kind: 'aubergine' });
    rejects(r.state, 0, sow('aubergine', 'W5-1'), 'ILLEGAL_ACTION');
    const { s: off } = scenario({ boat: ['0:aubergine'], options: { buyCountsAsAction: false } });
    atActions(off, 0);
    const r2 = act(off, 0, { type: 'buySeed', colour: 0, kind: 'aubergine' });
    act(r2.state, 0, sow('aubergine', 'W5-1'));
  });

  it('A14: with one flax bought and one already in supply, one flax may still be sown', () => {
    const { s } = scenario({ boat: ['0:flax'], markers: { 'W5-1': ['0:flax'], 'W5-2': ['0:flax'], 'W5-3': ['0:flax'], 'W4-1': ['0:flax'] } });
    atActions(s, 0);
    const r = act(s, 0, { type: 'buySeed', colour: 0, kind: 'flax' });
    expect(r.state.supply[KIND('flax')]).toBe(1);
    expect(legalOf(r.state, 'sow').some((a) => (a as { kind: string }).kind === 'flax')).toBe(false);
  });

  it('buy joker: 1 AP, the top desert card, at most one per phase', () => {
    const { s } = scenario({ dPile: ['rot2', 'desert'] });
    atActions(s, 0);
    const top = s.dPile[s.dPile.length - 1];
    const r = act(s, 0, { type: 'buyJoker' });
    expect(r.state.jokers[0]).toEqual([top]);
    expect(eventsOf(r.events, 'jokerTaken')[0]).toMatchObject({ seat: 0, source: 'bought' });
    expect(legalOf(r.state, 'buyJoker')).toEqual([]);
    rejects(r.state, 0, { type: 'buyJoker' }, 'ILLEGAL_ACTION');
  });

  it('an empty desert pile is refilled from the discard (option desertReshuffle)', () => {
    const { s } = scenario({ dPile: [] });
    expect(s.dDiscard.length).toBeGreaterThan(0);
    atActions(s, 0);
    const r = act(s, 0, { type: 'buyJoker' });
    expect(eventsOf(r.events, 'desertReshuffled')).toHaveLength(1);
    const { s: off } = scenario({ dPile: [], options: { desertReshuffle: false } });
    atActions(off, 0);
    expect(legalOf(off, 'buyJoker')).toEqual([]);
    rejects(off, 0, { type: 'buyJoker' }, 'ILLEGAL_ACTION');
  });
});

describe('§7 turn order', () => {
  it('each player spends all his AP before the next; clockwise from the start player', () => {
    const { s } = scenario({ players: 3, sp: 2 });
    atActions(s, 2);
    expect(banks.toAct(s)).toEqual([2]);
    const r = act(s, 2, { type: 'endTurn' });
    expect(banks.toAct(r.state)).toEqual([0]);
    const r2 = act(r.state, 0, { type: 'endTurn' });
    expect(banks.toAct(r2.state)).toEqual([1]);
    rejects(r2.state, 0, { type: 'endTurn' }, 'NOT_YOUR_TURN');
  });
});
