import { describe, expect, it } from 'vitest';
import { banks } from '../../../engine/banks';
import { tables } from '../../../engine/banks/material/compile';
import { placementLegal } from '../../../engine/banks/rules/water';
import { F, T, act, atTide, eventsOf, fieldMarkers, keys, legalOf, rejects, scenario, boatOf, TEST_DATA, type ScenarioSpec } from './helpers';

/** Is a card with (inner, outer) legal on field `id` in a scenario with this water? */
const ok = (water: ScenarioSpec['water'], id: string, inner: number, outer: number, extra: ScenarioSpec = {}) =>
  placementLegal(scenario({ ...extra, water }).s, T, F(id), inner, outer);

describe('§6.2 placement rule, clause by clause', () => {
  it('field 1 touches the Nile, a single wave: the inner end must be 1', () => {
    expect(ok({}, 'W5-1', 1, 1)).toBe(true);
    expect(ok({}, 'W5-1', 1, 2)).toBe(true);
    expect(ok({}, 'W5-1', 1, 0)).toBe(true);
    expect(ok({}, 'W5-1', 2, 2)).toBe(false);
    expect(ok({}, 'W5-1', 2, 1)).toBe(false);
    expect(ok({}, 'W5-1', 0, 1)).toBe(false);
  });

  it('"next to a wave only a wave": a single facing end needs a single end', () => {
    expect(ok({ 'W5-1': [1, 1] }, 'W5-2', 1, 2)).toBe(true);
    expect(ok({ 'W5-1': [1, 1] }, 'W5-2', 2, 2)).toBe(false);
  });

  it('"next to a double wave only a double wave"', () => {
    expect(ok({ 'W5-1': [1, 2] }, 'W5-2', 2, 2)).toBe(true);
    expect(ok({ 'W5-1': [1, 2] }, 'W5-2', 2, 0)).toBe(true);
    expect(ok({ 'W5-1': [1, 2] }, 'W5-2', 1, 1)).toBe(false);
  });

  it('"next to a card without waves nothing": a blank facing end blocks that side completely', () => {
    for (const [a, b] of [[1, 1], [2, 2], [1, 2], [2, 1], [1, 0], [2, 0]] as const) expect(ok({ 'W5-1': [1, 0] }, 'W5-2', a, b)).toBe(false);
  });

  it('the outer side: a water card further out must show a matching, non-blank inner end', () => {
    // A gap left by the ebb: W5-2 is dry between W5-1 and W5-3.
    const water = { 'W5-1': [1, 2] as [number, number], 'W5-3': [1, 1] as [number, number] };
    expect(ok(water, 'W5-2', 2, 1)).toBe(true);
    expect(ok(water, 'W5-2', 2, 2)).toBe(false); // outer 2 faces a single end
    expect(ok({ 'W5-1': [1, 2], 'W5-3': [0, 1] }, 'W5-2', 2, 2)).toBe(false); // blank end further out blocks
    expect(ok({ 'W5-1': [1, 2], 'W5-3': [0, 1] }, 'W5-2', 2, 0)).toBe(false);
  });

  it('a card may connect only from the desert side (an isolated run left by the ebb)', () => {
    expect(ok({ 'W5-3': [1, 1] }, 'W5-2', 2, 1)).toBe(true);
    expect(ok({ 'W5-3': [1, 1] }, 'W5-2', 1, 2)).toBe(false);
  });

  it('the card must touch the Nile or another water card', () => {
    expect(ok({}, 'W5-2', 1, 1)).toBe(false);
    expect(ok({ 'W5-1': [1, 1] }, 'W5-3', 1, 1)).toBe(false);
  });

  it('only neighbours along the same row count: side-by-side fields of other rows never constrain (Dagger)', () => {
    // W4-2 lies next to W5-2 on the board but in another row.
    expect(ok({ 'W5-1': [1, 1], 'W5-2': [1, 0], 'W4-1': [1, 2] }, 'W4-2', 2, 2)).toBe(true);
    expect(ok({ 'W5-1': [1, 1], 'W5-2': [1, 1] }, 'W4-2', 1, 1)).toBe(false);
  });

  it('the desert-edge field has no outer neighbour to match', () => {
    expect(ok({ 'E2-1': [1, 2] }, 'E2-2', 2, 0)).toBe(true);
    expect(ok({ 'E2-1': [1, 2] }, 'E2-2', 2, 2)).toBe(true);
  });

  it('a field with water, or a covered field, never takes a card', () => {
    expect(ok({ 'W5-1': [1, 1] }, 'W5-1', 1, 1)).toBe(false);
    // 4 players: W2 is covered (§4.1 A6).
    expect(ok({}, 'W2-1', 1, 1, { players: 4 })).toBe(false);
    expect(ok({}, 'E2-1', 1, 1, { players: 4 })).toBe(true);
  });

  it('a field holding markers or a desert card may be flooded', () => {
    expect(ok({ 'W5-1': [1, 1] }, 'W5-2', 1, 1, { markers: { 'W5-2': ['0:flax:ripe', '1:wheat'] } })).toBe(true);
    expect(ok({ 'W5-1': [1, 1] }, 'W5-2', 1, 1, { deserts: { 'W5-2': 'hippo' } })).toBe(true);
  });

  it("the Nile's end comes from the data set (nileEnd)", () => {
    const data = { ...TEST_DATA, nileEnd: 2 };
    const t = tables(data);
    const { s } = scenario();
    s.data = data;
    expect(placementLegal(s, t, F('W5-1'), 2, 1)).toBe(true);
    expect(placementLegal(s, t, F('W5-1'), 1, 1)).toBe(false);
  });
});

describe('§6.3 placement options: either pile, both orientations (180° turn), every legal field', () => {
  it('lists each distinct orientation of the top card of each pile, and nothing else', () => {
    const { s } = scenario({ piles: [[[[1, 2]], [[2, 2]]]], water: { 'W5-1': [1, 2] } });
    atTide(s);
    const list = legalOf(s, 'placeWater', 0);
    // Pile 0 (1|2): inner 1 on every free Nile field (at 2 players W2 and E3 are covered), or inner 2 after W5-1's
    // double end; pile 1 (2|2) fits only after W5-1.
    const fields1 = list.filter((a) => a.type === 'placeWater' && a.pile === 0 && a.inner === 1).map((a) => (a as { field: string }).field).sort();
    expect(fields1).toEqual(['E2-1', 'E4-1', 'E5-1', 'W3-1', 'W4-1']);
    expect(keys(list.filter((a) => (a as { inner: number }).inner === 2))).toEqual(
      keys([
        { type: 'placeWater', pile: 0, field: 'W5-2', inner: 2 },
        { type: 'placeWater', pile: 1, field: 'W5-2', inner: 2 },
      ]),
    );
    // A symmetric card has one orientation only.
    expect(list.filter((a) => (a as { pile: number }).pile === 1)).toHaveLength(1);
  });

  it('a turned card lies with the chosen end toward the Nile (waterPlaced shows the orientation)', () => {
    const { s } = scenario({ piles: [[[[1, 2]], []]], water: { 'W5-1': [1, 2] } });
    atTide(s);
    const r = act(s, 0, { type: 'placeWater', pile: 0, field: 'W5-2', inner: 2 });
    expect(eventsOf(r.events, 'waterPlaced')[0]).toMatchObject({ field: 'W5-2', inner: 2, outer: 1, newTop: null });
    expect(banks.view(r.state, null)).toMatchObject({ fields: expect.arrayContaining([expect.objectContaining({ id: 'W5-2', water: { inner: 2, outer: 1 } })]) });
  });

  it('apply refuses a placement that breaks the rule or an end the card does not have', () => {
    const { s } = scenario({ piles: [[[[1, 1]], [[2, 2]]]] });
    atTide(s);
    rejects(s, 0, { type: 'placeWater', pile: 1, field: 'W5-1', inner: 2 }, 'ILLEGAL_ACTION');
    rejects(s, 0, { type: 'placeWater', pile: 0, field: 'W5-1', inner: 2 }, 'ILLEGAL_ACTION');
    rejects(s, 0, { type: 'placeWater', pile: 0, field: 'W5-2', inner: 1 }, 'ILLEGAL_ACTION');
  });
});

describe('§6.4 flooding', () => {
  it('markers on a flooded field go to the boat seed side up', () => {
    const { s } = scenario({ piles: [[[[1, 1]], []]], markers: { 'W5-1': ['0:flax:ripe', '1:wheat'] } });
    atTide(s);
    const r = act(s, 0, { type: 'placeWater', pile: 0, field: 'W5-1', inner: 1 });
    expect(fieldMarkers(r.state, 'W5-1')).toEqual([]);
    expect(boatOf(r.state, 0)).toBe(1);
    expect(boatOf(r.state, 1)).toBe(1);
    expect(eventsOf(r.events, 'fieldFlooded')[0]).toMatchObject({
      field: 'W5-1',
      markers: [{ colour: 0, kind: 'flax', state: 'ripe' }, { colour: 1, kind: 'wheat', state: 'seed' }],
      desert: false,
    });
  });

  it('a flooded desert card is turned over, its event resolved, and the start player takes it as a joker', () => {
    const { s } = scenario({ piles: [[[[1, 1]], [[1, 1]]], []], deserts: { 'W5-1': { ev: 'hippo', arrow: true } } });
    atTide(s);
    const jokers = s.jokers[0]!.length;
    const r = act(s, 0, { type: 'placeWater', pile: 0, field: 'W5-1', inner: 1 });
    const types = r.events.map((e) => e.type);
    expect(types.slice(0, 6)).toEqual(['waterPlaced', 'fieldFlooded', 'eventRevealed', 'tideMarkerMoved', 'jokerTaken', 'tideEnded']);
    expect(eventsOf(r.events, 'eventRevealed')[0]).toMatchObject({ source: 'desert', field: 'W5-1', event: { kind: 'hippo', arrow: true } });
    expect(r.state.jokers[0]!.length).toBe(jokers + 1);
    expect(r.state.desert[F('W5-1')]).toBe(-1);
    // The arrow turned the flood into an ebb: the tide phase ended after one card (§5.1).
    expect(r.state.tide).toBe(1);
    expect(r.state.step).toBe('actions');
  });
});
