import { describe, expect, it } from 'vitest';
import { banks } from '../../../engine/banks';
import { F, act, atTide, boatOf, eventsOf, keys, legal, marketRow, rejects, scenario, type ScenarioSpec } from './helpers';

const remove = (field: string) => ({ type: 'removeWater', field });

/** An ebb scenario whose first removal (W5-1) reveals `ev`. */
function reveal(ev: NonNullable<Extract<NonNullable<ScenarioSpec['water']>[string], { ends: unknown }>['ev']>, arrow = false, spec: ScenarioSpec = {}) {
  const { s } = scenario({ tide: 'EBBE1', ...spec, water: { 'W5-1': { ends: [1, 1], ev, arrow }, ...spec.water } });
  atTide(s);
  return act(s, 0, remove('W5-1'));
}

describe('§9 rot', () => {
  it('rot 1 hits only the rightmost row: with two markers there, both rot at once', () => {
    const r = reveal('rot1', false, { market: { M4: ['0:flax', '1:wheat:spoiled'], M1: ['0:flax'] } });
    expect(marketRow(r.state, 'M4')).toEqual(['0:flax:spoiled', '1:wheat:rotten']);
    expect(marketRow(r.state, 'M1')).toEqual(['0:flax:ripe']);
    expect(eventsOf(r.events, 'rotApplied')[0]).toMatchObject({ row: 'M4', changes: [{ pos: 1, from: 'ripe', to: 'spoiled' }, { pos: 2, from: 'spoiled', to: 'rotten' }] });
  });

  it('rot k lets the start player choose among the k rightmost rows (an empty one too) and two markers', () => {
    const r = reveal('rot3', false, { market: { M1: ['1:flax'], M2: ['1:flax', '1:wheat', '1:grapes'], M4: ['1:onion'] }, water: { 'W4-1': [1, 1] } });
    expect(r.state.ectx?.wait).toBe(true);
    expect(banks.toAct(r.state)).toEqual([0]);
    expect(keys(legal(r.state))).toEqual(
      keys([
        { type: 'rot', row: 'M2', picks: [1, 2] },
        { type: 'rot', row: 'M2', picks: [1, 3] },
        { type: 'rot', row: 'M2', picks: [2, 3] },
        { type: 'rot', row: 'M3', picks: [] },
        { type: 'rot', row: 'M4', picks: [1] },
      ]),
    );
    rejects(r.state, 0, { type: 'rot', row: 'M1', picks: [1] }, 'ILLEGAL_ACTION');
    rejects(r.state, 0, { type: 'rot', row: 'M2', picks: [1] }, 'ILLEGAL_ACTION');
    const done = act(r.state, 0, { type: 'rot', row: 'M2', picks: [3, 1] });
    expect(marketRow(done.state, 'M2')).toEqual(['1:flax:spoiled', '1:wheat:ripe', '1:grapes:spoiled']);
    expect(done.state.ectx).toBeNull();
    expect(done.state.step).toBe('tide');
  });

  it('a rotten marker cannot get worse', () => {
    const r = reveal('rot1', false, { market: { M4: ['0:flax:rotten'] } });
    expect(marketRow(r.state, 'M4')).toEqual(['0:flax:rotten']);
  });

  it('option rotPick "newest": the two markers placed last rot', () => {
    const r = reveal('rot1', false, { options: { rotPick: 'newest' }, market: { M4: ['0:flax', '1:wheat', '0:grapes'] } });
    expect(marketRow(r.state, 'M4')).toEqual(['0:flax:ripe', '1:wheat:spoiled', '0:grapes:spoiled']);
  });
});

describe('§9 desert', () => {
  it('a desert card goes into the same row, on the desert-edge field or next to a desert card; markers there go to the boat', () => {
    const r = reveal('desert', false, { dPile: ['hippo'], deserts: { 'W5-5': 'hippo' }, markers: { 'W5-4': ['1:flax:ripe'] } });
    // W5-5 holds a desert card: only W5-4 (next to it) is legal, so no choice is needed.
    expect(r.state.desert[F('W5-4')]).toBeGreaterThanOrEqual(0);
    expect(boatOf(r.state, 1)).toBe(1);
    expect(eventsOf(r.events, 'desertPlaced')[0]).toMatchObject({ field: 'W5-4', reason: 'event', markers: [{ colour: 1, kind: 'flax', state: 'ripe' }] });
    expect(r.state.dPile).toEqual([]);
  });

  it('with several legal fields the start player chooses', () => {
    const r = reveal('desert', false, { dPile: ['hippo'], deserts: { 'W5-3': 'hippo' } });
    expect(keys(legal(r.state))).toEqual(keys(['W5-2', 'W5-4', 'W5-5'].map((field) => ({ type: 'placeDesert', field }))));
    rejects(r.state, 0, { type: 'placeDesert', field: 'W4-4' }, 'ILLEGAL_ACTION');
    const d = act(r.state, 0, { type: 'placeDesert', field: 'W5-2' });
    expect(d.state.desert[F('W5-2')]).toBeGreaterThanOrEqual(0);
  });

  it('the row context is the removed card’s row, and the vacated field itself may be covered', () => {
    const { s } = scenario({ tide: 'EBBE1', dPile: ['hippo'], water: { 'E2-1': [1, 1], 'E2-2': { ends: [1, 1], ev: 'desert' } } });
    atTide(s);
    const r = act(s, 0, remove('E2-2'));
    expect(r.state.desert[F('E2-2')]).toBeGreaterThanOrEqual(0);
  });

  it('no legal field: nothing happens and the card stays in the pile', () => {
    const r = reveal('desert', false, { dPile: ['hippo'], water: { 'W5-2': [1, 1], 'W5-3': [1, 1], 'W5-4': [1, 1], 'W5-5': [1, 0] } });
    expect(eventsOf(r.events, 'desertEventFizzled')[0]).toMatchObject({ reason: 'noField' });
    expect(r.state.dPile).toHaveLength(1);
  });

  it('empty pile: the discard is reshuffled; with desertReshuffle off (or nothing to reshuffle) nothing happens', () => {
    const r = reveal('desert', false, { dPile: [], deserts: { 'W5-5': 'hippo' } });
    expect(eventsOf(r.events, 'desertReshuffled')).toHaveLength(1);
    expect(r.state.desert[F('W5-4')]).toBeGreaterThanOrEqual(0);
    const off = reveal('desert', false, { dPile: [], deserts: { 'W5-5': 'hippo' }, options: { desertReshuffle: false } });
    expect(eventsOf(off.events, 'desertEventFizzled')[0]).toMatchObject({ reason: 'noCard' });
  });

  it('a flooded desert card’s desert event uses the flooded field’s row', () => {
    const { s } = scenario({ piles: [[[[1, 1]], []]], dPile: ['hippo'], deserts: { 'E4-1': 'desert' } });
    atTide(s);
    const r = act(s, 0, { type: 'placeWater', pile: 0, field: 'E4-1', inner: 1 });
    expect(eventsOf(r.events, 'desertPlaced')[0]).toMatchObject({ field: 'E4-4' });
  });
});

describe('§9 hippo and arrows', () => {
  it('a hippo has no effect in the base game', () => {
    const { s } = scenario({ tide: 'EBBE1', water: { 'W5-1': { ends: [1, 1], ev: 'hippo' }, 'W4-1': [1, 1] } });
    atTide(s);
    const before = JSON.stringify({ ...s, wDiscard: [], water: [] });
    const r = act(s, 0, remove('W5-1'));
    expect(r.state.hippo).toBeNull();
    expect(JSON.stringify({ ...r.state, wDiscard: [], water: [], tDone: s.tDone })).toBe(before);
  });

  it('the arrow moves the tide marker after the main effect', () => {
    const r = reveal('rot1', true, { market: { M4: ['0:flax'] }, water: { 'W4-1': [1, 1] } });
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('rotApplied')).toBeLessThan(types.indexOf('tideMarkerMoved'));
    expect(r.state.tide).toBe(2);
  });

  it('with a choice pending, the arrow waits until the choice is made', () => {
    const r = reveal('rot4', true, { market: { M1: ['0:flax', '1:wheat', '0:grapes'] }, water: { 'W4-1': [1, 1] } });
    expect(r.state.tide).toBe(1);
    const d = act(r.state, 0, { type: 'rot', row: 'M1', picks: [1, 2] });
    expect(d.state.tide).toBe(2);
  });
});
