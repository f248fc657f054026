import { describe, expect, it } from 'vitest';
import { banks, type BanksEvent } from '../../../engine/banks';
import { EBBE1, EBBE2, FLUT } from '../../../engine/banks/state';
import { act, atTide, eventsOf, keys, legal, legalOf, scenario, type ScenarioSpec } from './helpers';

const place = (pile: number, field: string, inner = 1) => ({ type: 'placeWater', pile, field, inner });
const remove = (field: string) => ({ type: 'removeWater', field });
const tideMoves = (events: BanksEvent[]) =>
  eventsOf(events, 'tideMarkerMoved').map((e) => `${e.from}>${e.to}:${e.reason}`);

function tide(spec: ScenarioSpec) {
  const { s } = scenario(spec);
  const ev = atTide(s);
  return { s, ev };
}

describe('§5.1 flood (marker on FLUT)', () => {
  it('the start player must place two cards; with both placed the marker stays on FLUT', () => {
    const { s, ev } = tide({ piles: [[[[1, 1], [1, 1]], [[1, 1]]]] });
    expect(eventsOf(ev, 'tideStarted')[0]).toMatchObject({ seat: 0, tide: 'FLUT' });
    expect(banks.toAct(s)).toEqual([0]);
    // Placing is compulsory: the only actions are placements.
    expect(new Set(legal(s).map((a) => a.type))).toEqual(new Set(['placeWater']));
    const r1 = act(s, 0, place(0, 'W5-1'));
    expect(r1.state.step).toBe('tide');
    const r2 = act(r1.state, 0, place(0, 'W5-2'));
    expect(r2.state.tide).toBe(FLUT);
    expect(eventsOf(r2.events, 'tideEnded')).toHaveLength(1);
    expect(r2.state.step).toBe('actions');
    expect(r2.state.actor).toBe(0);
  });

  it('the 3-card choice: after the first card, the new top of that pile and the other top', () => {
    const { s } = tide({ piles: [[[[1, 1], [1, 2]], [[1, 0]]]] });
    expect(new Set(legalOf(s, 'placeWater').map((a) => `${(a as { pile: number }).pile}`))).toEqual(new Set(['0', '1']));
    const r = act(s, 0, place(1, 'W5-1'));
    // Pile 1 is empty now; pile 0 still shows its first card (1|1).
    expect(new Set(legalOf(r.state, 'placeWater').map((a) => (a as { pile: number }).pile))).toEqual(new Set([0]));
    const r2 = act(s, 0, place(0, 'W5-1'));
    // Pile 0 now shows its second card (1|2); pile 1 still shows 1|0: three cards seen in all.
    const faces = r2.state.piles.slice(0, 2).map((p) => p[p.length - 1]);
    expect(faces.every((c) => c !== undefined)).toBe(true);
    expect(banks.view(r2.state, 1)).toMatchObject({ piles: [[{ size: 1, top: [1, 2] }, { size: 1, top: [0, 1] }], expect.anything()] });
  });

  it('one card placed, then nothing fits: the marker goes to EBBE1 and the next start player ebbs', () => {
    const { s } = tide({ piles: [[[[1, 0]], [[2, 2]]]] });
    const r = act(s, 0, place(0, 'W5-1'));
    expect(tideMoves(r.events)).toEqual(['FLUT>EBBE1:floodStalled']);
    expect(r.state.tide).toBe(EBBE1);
    expect(r.state.step).toBe('actions');
  });

  it('no card fits at all: the marker goes to EBBE1 and the start player ebbs at once', () => {
    const { s, ev } = tide({ piles: [[[[2, 2]], []]], water: { 'E5-1': [1, 1], 'E5-2': [1, 1] } });
    expect(tideMoves(ev)).toEqual(['FLUT>EBBE1:floodStalled']);
    expect(s.step).toBe('tide');
    expect(s.tMode).toBe(1);
    expect(keys(legal(s))).toEqual(keys([remove('E5-1'), remove('E5-2')]));
    const r = act(s, 0, remove('E5-2'));
    const r2 = act(r.state, 0, remove('E5-1'));
    expect(r2.state.tide).toBe(EBBE1);
    expect(r2.state.step).toBe('actions');
  });

  it('two cards placed and nothing more fits: the marker stays on FLUT; the next start player finds nothing, moves it and ebbs at once', () => {
    const { s } = tide({ piles: [[[[1, 0], [1, 0]], []], []] });
    const r = act(act(s, 0, place(0, 'W5-1')).state, 0, place(0, 'W4-1'));
    expect(r.state.tide).toBe(FLUT);
    const end = act(act(r.state, 0, { type: 'endTurn' }).state, 1, { type: 'endTurn' });
    expect(end.state.sp).toBe(1);
    expect(tideMoves(end.events)).toEqual(['FLUT>EBBE1:floodStalled']);
    expect(end.state.step).toBe('tide');
    expect(banks.toAct(end.state)).toEqual([1]);
    expect(legal(end.state).every((a) => a.type === 'removeWater')).toBe(true);
  });
});

describe('§5.1 ebb (marker on EBBE1 or EBBE2)', () => {
  it('two cards removed: the marker stays; each removed card shows its event and goes to the discard', () => {
    const { s } = tide({ tide: 'EBBE1', water: { 'W5-1': [1, 1], 'W5-2': [1, 1], 'E4-1': [1, 1] } });
    const r = act(s, 0, remove('W5-2'));
    expect(eventsOf(r.events, 'waterRemoved')[0]).toMatchObject({ field: 'W5-2', inner: 1, outer: 1 });
    expect(eventsOf(r.events, 'eventRevealed')[0]).toMatchObject({ source: 'water', field: 'W5-2', event: { kind: 'hippo' } });
    expect(r.state.wDiscard).toHaveLength(1);
    const r2 = act(r.state, 0, remove('E4-1'));
    expect(r2.state.tide).toBe(EBBE1);
    expect(r2.state.step).toBe('actions');
  });

  it('one card removed, then none left: the marker goes to FLUT and the next start player floods', () => {
    const { s } = tide({ tide: 'EBBE2', water: { 'W5-1': [1, 1] }, piles: [[[[1, 1]], []]] });
    const r = act(s, 0, remove('W5-1'));
    expect(tideMoves(r.events)).toEqual(['EBBE2>FLUT:ebbStalled']);
    expect(r.state.step).toBe('actions');
  });

  it('nothing to remove: the marker goes to FLUT and the start player floods at once', () => {
    const { s, ev } = tide({ tide: 'EBBE1', piles: [[[[1, 1]], []]] });
    expect(tideMoves(ev)).toEqual(['EBBE1>FLUT:ebbStalled']);
    expect(s.tMode).toBe(0);
    expect(legal(s).every((a) => a.type === 'placeWater')).toBe(true);
  });

  it('option ebbRemoval "outermostOnly": only the outer end of each run may be taken', () => {
    const water = { 'W5-1': [1, 1], 'W5-2': [1, 1], 'W5-4': [1, 1], 'E2-1': [1, 0] } as ScenarioSpec['water'];
    const any = tide({ tide: 'EBBE1', water }).s;
    expect(legal(any)).toHaveLength(4);
    const outer = tide({ tide: 'EBBE1', water, options: { ebbRemoval: 'outermostOnly' } }).s;
    expect(keys(legal(outer))).toEqual(keys([remove('W5-2'), remove('W5-4'), remove('E2-1')]));
  });
});

describe('§5.1 arrows and the loop guard', () => {
  it('an arrow during a flood (FLUT → EBBE1) ends the tide phase at once', () => {
    const { s } = tide({ piles: [[[[1, 1], [1, 1]], []]], deserts: { 'W5-1': { ev: 'hippo', arrow: true } } });
    const r = act(s, 0, place(0, 'W5-1'));
    expect(tideMoves(r.events)).toEqual(['FLUT>EBBE1:arrow']);
    expect(r.state.step).toBe('actions');
    expect(r.state.piles[0]).toHaveLength(1);
  });

  it('an arrow during an ebb from EBBE1 to EBBE2 does not stop it', () => {
    const { s } = tide({ tide: 'EBBE1', water: { 'W5-1': { ends: [1, 1], arrow: true }, 'W4-1': [1, 1] } });
    const r = act(s, 0, remove('W5-1'));
    expect(tideMoves(r.events)).toEqual(['EBBE1>EBBE2:arrow']);
    expect(r.state.step).toBe('tide');
    const r2 = act(r.state, 0, remove('W4-1'));
    expect(r2.state.tide).toBe(EBBE2);
    expect(r2.state.step).toBe('actions');
  });

  it('an arrow from EBBE2 (→ FLUT) ends the ebb at once: two arrows cut an ebb short', () => {
    const { s } = tide({ tide: 'EBBE2', water: { 'W5-1': { ends: [1, 1], arrow: true }, 'W4-1': [1, 1] } });
    const r = act(s, 0, remove('W5-1'));
    expect(tideMoves(r.events)).toEqual(['EBBE2>FLUT:arrow']);
    expect(r.state.step).toBe('actions');
    expect(r.state.water.filter((w) => w >= 0)).toHaveLength(1);
  });

  it('option arrowStopsTide off: the arrow only moves the marker and the flood goes on', () => {
    const { s } = tide({ options: { arrowStopsTide: false }, piles: [[[[1, 1], [1, 1]], []]], deserts: { 'W5-1': { ev: 'hippo', arrow: true } } });
    const r = act(s, 0, place(0, 'W5-1'));
    expect(r.state.tide).toBe(EBBE1);
    expect(r.state.step).toBe('tide');
    const r2 = act(r.state, 0, place(0, 'W5-2'));
    expect(r2.state.step).toBe('actions');
    expect(r2.state.tide).toBe(EBBE1);
  });

  it('loop guard: no card to place and no water to remove switches once, then ends the phase', () => {
    const { s, ev } = tide({ piles: [[[], []]] });
    expect(tideMoves(ev)).toEqual(['FLUT>EBBE1:floodStalled', 'EBBE1>FLUT:ebbStalled']);
    expect(s.step).toBe('actions');
    expect(s.tide).toBe(FLUT);
    const { s: e, ev: ev2 } = tide({ tide: 'EBBE1', piles: [[[[2, 2]], []]] });
    expect(tideMoves(ev2)).toEqual(['EBBE1>FLUT:ebbStalled', 'FLUT>EBBE1:floodStalled']);
    expect(e.step).toBe('actions');
  });

  it('a flood that stalls after switching from an ebb does not switch back', () => {
    // Ebb finds nothing → flood at once, one card placed, nothing more: EBBE1, and the phase ends.
    const { s } = tide({ tide: 'EBBE1', piles: [[[[1, 0]], []]] });
    const r = act(s, 0, place(0, 'W5-1'));
    expect(tideMoves(r.events)).toEqual(['FLUT>EBBE1:floodStalled']);
    expect(r.state.step).toBe('actions');
  });
});
