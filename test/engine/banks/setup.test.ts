import { describe, expect, it } from 'vitest';
import { banks, type BanksState } from '../../../engine/banks';
import { tables } from '../../../engine/banks/material/compile';
import { DEFAULT_DATA } from '../../../engine/banks/material/default-data';
import { F, T, act, eventsOf, fieldMarkers, legal, legalOf, rejects, scenario, boatOf, supplyOf } from './helpers';

const D = tables(DEFAULT_DATA);
const coveredRows = (s: BanksState) => D.rowIds.filter((_, r) => D.rowFields[r]!.every((f) => s.covered[f] === 1));
const fieldsInPlay = (s: BanksState) => s.covered.filter((c) => c === 0).length;

describe('§4.1 rows covered by player count', () => {
  it('German reading (default): 5p none, 4p one 2-row, 3p both 2-rows, 2p one 2-row and one 3-row', () => {
    const at = (players: number) => banks.setup({ players, seed: 'c' });
    expect([5, 4, 3, 2].map((n) => coveredRows(at(n)))).toEqual([[], ['W2'], ['W2', 'E2'], ['W2', 'E3']]);
    expect([5, 4, 3, 2].map((n) => fieldsInPlay(at(n)))).toEqual([28, 26, 24, 23]);
  });

  it('option twoPlayerCover "seed": both 2-rows and a 3-row at 2 players (21 fields)', () => {
    const s = banks.setup({ players: 2, seed: 'c', options: { twoPlayerCover: 'seed' } });
    expect(coveredRows(s).sort()).toEqual(['E2', 'W2', 'W3']);
    expect(fieldsInPlay(s)).toBe(21);
  });
});

describe('§4.2 setup', () => {
  it('pawns on 1, obelisk on 30, tide on FLUT, 15 markers each seed side up (5/4/3/2/1)', () => {
    const s = banks.setup({ players: 3, seed: 'x' });
    expect(s.pawns).toEqual([1, 1, 1]);
    expect(s.obelisk).toBe(30);
    expect(s.tide).toBe(0);
    expect(s.supply).toEqual([5, 4, 3, 2, 1, 5, 4, 3, 2, 1, 5, 4, 3, 2, 1]);
  });

  it('water: floor(45/N) each in two piles of about equal size; the remainder leaves the game unseen', () => {
    for (const [n, each, out] of [[2, 22, 1], [3, 15, 0], [4, 11, 1], [5, 9, 0]] as const) {
      const s = banks.setup({ players: n, seed: `w${n}` });
      for (let p = 0; p < n; p++) {
        const a = s.piles[2 * p]!.length, b = s.piles[2 * p + 1]!.length;
        expect(a + b).toBe(each);
        expect(Math.abs(a - b)).toBeLessThanOrEqual(1);
      }
      expect(s.wOut).toHaveLength(out);
    }
  });

  it('desert: 2 jokers each, 3 on desert-edge fields, the rest face down (option startingJokers)', () => {
    const s = banks.setup({ players: 4, seed: 'd', options: { startDesert: 'random' } });
    expect(s.jokers.map((j) => j.length)).toEqual([2, 2, 2, 2]);
    const placed = s.desert.map((d, f) => (d >= 0 ? f : -1)).filter((f) => f >= 0);
    expect(placed).toHaveLength(3);
    for (const f of placed) expect(D.desertEdge[f] && s.covered[f] === 0).toBe(true);
    expect(s.dPile).toHaveLength(30 - 3 - 8);
    const one = banks.setup({ players: 4, seed: 'd', options: { startingJokers: 1 } });
    expect(one.jokers.map((j) => j.length)).toEqual([1, 1, 1, 1]);
  });

  it('A13: by default the start player lays the 3 starting desert cards on free desert-edge fields', () => {
    const s = banks.setup({ players: 4, seed: 'sd', options: { firstPlayer: 2 } });
    expect(s.step).toBe('startDesert');
    expect(banks.toAct(s)).toEqual([2]);
    const fields = legalOf(s, 'placeDesert').map((a) => (a as { field: string }).field).sort();
    expect(fields).toEqual(['E2-2', 'E3-3', 'E4-4', 'E5-5', 'W3-3', 'W4-4', 'W5-5']); // W2 is covered at 4p
    rejects(s, 2, { type: 'placeDesert', field: 'W5-4' }, 'ILLEGAL_ACTION');
    let cur = s;
    for (const field of ['W5-5', 'E2-2', 'W3-3']) cur = act(cur, 2, { type: 'placeDesert', field }).state;
    expect(cur.desert.filter((d) => d >= 0)).toHaveLength(3);
    expect(cur.step).toBe('openBoat');
    expect(banks.toAct(cur)).toEqual([2]);
  });

  it('option firstPlayer sets the start player; null draws one from the seed', () => {
    expect(banks.setup({ players: 3, seed: 'f', options: { firstPlayer: 1 } }).sp).toBe(1);
    const drawn = new Set(Array.from({ length: 20 }, (_, i) => banks.setup({ players: 3, seed: `f${i}` }).sp));
    expect(drawn.size).toBeGreaterThan(1);
  });
});

describe('§4.2 step 6: the opening', () => {
  function opened(players = 3, options = {}) {
    return banks.setup({ players, seed: 'open', options: { firstPlayer: 1, startDesert: 'random', ...options } });
  }

  it('6.1: each player, clockwise from the start player, puts 2 markers of his choice into the boat', () => {
    let s = opened();
    expect(s.step).toBe('openBoat');
    expect(banks.toAct(s)).toEqual([1]);
    expect(legalOf(s, 'openBoat')).toHaveLength(14); // pairs of 5 kinds, a double only where 2 exist (not aubergine)
    s = act(s, 1, { type: 'openBoat', kinds: ['aubergine', 'flax'] }).state;
    expect(boatOf(s, 1)).toBe(2);
    expect(supplyOf(s, 1)).toBe(13);
    rejects(s, 2, { type: 'openBoat', kinds: ['aubergine', 'aubergine'] }, 'ILLEGAL_ACTION');
    s = act(s, 2, { type: 'openBoat', kinds: ['flax', 'flax'] }).state;
    s = act(s, 0, { type: 'openBoat', kinds: ['wheat', 'onion'] }).state;
    expect(s.step === 'openWater' || s.step === 'openSow').toBe(true);
  });

  it('6.2: each player places one water card by the placement rule; 6.3: one ripe and one seed marker, free', () => {
    const { s } = scenario({ players: 2, sp: 1, piles: [[[[1, 1]], []], [[[2, 2]], [[1, 0]]]] });
    s.step = 'openBoat';
    s.round = 0;
    let cur = act(s, 1, { type: 'openBoat', kinds: ['flax', 'wheat'] }).state;
    cur = act(cur, 0, { type: 'openBoat', kinds: ['flax', 'wheat'] }).state;
    expect(cur.step).toBe('openWater');
    expect(banks.toAct(cur)).toEqual([1]);
    expect(legal(cur).every((a) => a.type === 'placeWater' && a.pile === 1)).toBe(true);
    cur = act(cur, 1, { type: 'placeWater', pile: 1, field: 'W5-1', inner: 1 }).state;
    cur = act(cur, 0, { type: 'placeWater', pile: 0, field: 'W4-1', inner: 1 }).state;
    expect(cur.step).toBe('openSow');
    expect(banks.toAct(cur)).toEqual([1]);
    // Free: no AP; not on water; ripe and seed each once; two different fields.
    expect(legalOf(cur, 'openSow').some((a) => (a as { field: string }).field === 'W5-1')).toBe(false);
    const r = act(cur, 1, { type: 'openSow', kind: 'grapes', field: 'E5-1', ripe: true });
    expect(fieldMarkers(r.state, 'E5-1')).toEqual(['1:grapes:ripe']);
    expect(legalOf(r.state, 'openSow').every((a) => (a as { ripe: boolean }).ripe === false && (a as { field: string }).field !== 'E5-1')).toBe(true);
    rejects(r.state, 1, { type: 'openSow', kind: 'grapes', field: 'E4-1', ripe: true }, 'ILLEGAL_ACTION');
    cur = act(r.state, 1, { type: 'openSow', kind: 'grapes', field: 'E4-1', ripe: false }).state;
    cur = act(cur, 0, { type: 'openSow', kind: 'flax', field: 'E5-1', ripe: false }).state;
    const last = act(cur, 0, { type: 'openSow', kind: 'wheat', field: 'E4-2', ripe: true });
    // Round 1 starts with the marker on FLUT: the start player floods.
    expect(eventsOf(last.events, 'roundStarted')[0]).toMatchObject({ round: 1, startPlayer: 1 });
    expect(eventsOf(last.events, 'tideStarted')[0]).toMatchObject({ seat: 1, tide: 'FLUT' });
  });

  it('6.2: a player whose top cards cannot be placed is skipped', () => {
    const { s } = scenario({ players: 2, piles: [[[[2, 2]], [[2, 0]]], [[[1, 1]], []]] });
    s.step = 'openBoat';
    let cur = act(s, 0, { type: 'openBoat', kinds: ['flax', 'wheat'] }).state;
    const r = act(cur, 1, { type: 'openBoat', kinds: ['flax', 'wheat'] });
    expect(eventsOf(r.events, 'waterSkipped')[0]).toMatchObject({ seat: 0 });
    cur = r.state;
    expect(banks.toAct(cur)).toEqual([1]);
  });

  it('option openingWater 2: each player places two cards', () => {
    const { s } = scenario({ players: 2, options: { openingWater: 2 }, piles: [[[[1, 1], [1, 1]], []], [[[1, 1]], [[1, 1]]]] });
    s.step = 'openBoat';
    let cur = act(act(s, 0, { type: 'openBoat', kinds: ['flax', 'wheat'] }).state, 1, { type: 'openBoat', kinds: ['flax', 'wheat'] }).state;
    cur = act(cur, 0, { type: 'placeWater', pile: 0, field: 'W5-1', inner: 1 }).state;
    expect(banks.toAct(cur)).toEqual([0]);
    cur = act(cur, 0, { type: 'placeWater', pile: 0, field: 'W5-2', inner: 1 }).state;
    expect(banks.toAct(cur)).toEqual([1]);
  });

  it('§12.16: a desert card flooded in the opening is resolved normally and the placing player keeps the joker', () => {
    const { s } = scenario({ players: 2, sp: 0, piles: [[[[1, 1]], []], [[[1, 1]], []]], deserts: { 'E4-1': { ev: 'hippo', arrow: true } } });
    s.step = 'openBoat';
    let cur = act(act(s, 0, { type: 'openBoat', kinds: ['flax', 'wheat'] }).state, 1, { type: 'openBoat', kinds: ['flax', 'wheat'] }).state;
    cur = act(cur, 0, { type: 'placeWater', pile: 0, field: 'W5-1', inner: 1 }).state;
    const r = act(cur, 1, { type: 'placeWater', pile: 0, field: 'E4-1', inner: 1 });
    expect(eventsOf(r.events, 'jokerTaken')[0]).toMatchObject({ seat: 1, source: 'flood' });
    expect(r.state.jokers[1]).toHaveLength(1);
    // An arrow in the opening moves the marker, so round 1 may start with an ebb.
    expect(r.state.tide).toBe(1);
    expect(r.state.desert[F('E4-1')]).toBe(-1);
  });
});

describe('data tables (§3.4)', () => {
  it('the default board has 28 fields, 14 per bank; palms per field as in §3.2', () => {
    expect(T.F).toBe(28);
    expect(T.fieldIds.filter((id) => id.startsWith('W'))).toHaveLength(14);
    const palms = (prefix: string) => T.fieldIds.filter((id) => id.startsWith(prefix)).map((id) => T.palms[F(id)]);
    expect(palms('W5')).toEqual([4, 3, 3, 2, 1]);
    expect(palms('E2')).toEqual([3, 2]);
    const count = (p: number) => T.palms.filter((x) => x === p).length;
    expect([4, 3, 2, 1].map(count)).toEqual([4, 10, 8, 6]);
    expect(T.desertEdge.filter(Boolean)).toHaveLength(8);
  });

  it('the default decks match §6.1 and §9', () => {
    const faces = new Map<string, number>();
    for (const w of DEFAULT_DATA.water) faces.set(w.ends.join('|'), (faces.get(w.ends.join('|')) ?? 0) + 1);
    expect(Object.fromEntries(faces)).toEqual({ '1|1': 12, '1|2': 9, '2|2': 8, '1|0': 9, '2|0': 7 });
    const ev = (list: { event: { kind: string; palms?: number; arrow: boolean } }[]) => {
      const m: Record<string, number> = {};
      for (const c of list) {
        const k = c.event.kind === 'rot' ? `rot${c.event.palms}` : c.event.kind;
        m[k] = (m[k] ?? 0) + 1;
      }
      return { mix: m, arrows: list.filter((c) => c.event.arrow).length };
    };
    expect(ev(DEFAULT_DATA.water)).toEqual({ mix: { rot1: 6, rot2: 5, rot3: 4, rot4: 3, desert: 12, hippo: 15 }, arrows: 9 });
    expect(ev(DEFAULT_DATA.desert)).toEqual({ mix: { rot1: 3, rot2: 3, rot3: 2, rot4: 2, desert: 6, hippo: 14 }, arrows: 6 });
    expect(DEFAULT_DATA.market.map((m) => [m.cap, m.minValue])).toEqual([[3, 4], [4, 3], [4, 2], [5, 1]]);
    expect(DEFAULT_DATA.track).toEqual({ spaces: 30, pawnStart: 1, obeliskStart: 30 });
  });
});
