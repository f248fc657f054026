/**
 * Scenario builder and small readers for the An den Ufern des Nils rule tests.
 *
 * Scenarios run on TEST_DATA: the default board, market and track, with a water deck holding every face × event ×
 * arrow combination three times and a desert deck holding every event × arrow combination, so a test can ask for exactly
 * the card it needs (`W([1, 2], 'rot2', true)`). `scenario()` starts from a real setup (options validated, the
 * engine's own RNG) and then overwrites every zone; markers not placed anywhere stay in their owner's supply, so all
 * counts are conserved.
 */
import fc from 'fast-check';
import { actAllOn, actOn, eventsOf, rejectsOn, ruleError, type Step as SharedStep } from '../support';
export { ruleError };
import { RuleError, type RuleErrorCode } from '../../../engine/core/errors';
import type { Seat } from '../../../engine/core/types';
import { banks, type BanksAction, type BanksState } from '../../../engine/banks';
import { DEFAULT_DATA } from '../../../engine/banks/material/default-data';
import { tables, type Tables } from '../../../engine/banks/material/compile';
import type { BanksData, CardEvent } from '../../../engine/banks/material/schema';
import type { BanksOptions } from '../../../engine/banks/options';
import { COSTS } from '../../../engine/banks/material/costs';
import { beginActionPhase } from '../../../engine/banks/rules/actionPhase';
import { startTide } from '../../../engine/banks/rules/tide';
import { EBBE1, EBBE2, FLUT, M_RIPE, M_ROTTEN, M_SPOILED, RIPE, mCode, type BanksState as S } from '../../../engine/banks/state';
import type { BanksEvent } from '../../../engine/banks/events';

export type EvName = 'hippo' | 'desert' | 'rot1' | 'rot2' | 'rot3' | 'rot4';
const EV_NAMES: EvName[] = ['hippo', 'desert', 'rot1', 'rot2', 'rot3', 'rot4'];
const FACES: [number, number][] = [[1, 1], [1, 2], [2, 2], [1, 0], [2, 0]];

export function toEvent(name: EvName, arrow: boolean): CardEvent {
  if (name.startsWith('rot')) return { kind: 'rot', palms: Number(name.slice(3)), arrow };
  return { kind: name as 'hippo' | 'desert', arrow };
}

export const TEST_DATA: BanksData = {
  ...DEFAULT_DATA,
  name: 'test deck',
  water: FACES.flatMap((ends) => EV_NAMES.flatMap((e) => [false, true].flatMap((arrow) => [0, 1, 2].map(() => ({ ends: [ends[0], ends[1]] as [number, number], event: toEvent(e, arrow) }))))),
  desert: EV_NAMES.flatMap((e) => [false, true].flatMap((arrow) => [0, 1, 2].map(() => ({ event: toEvent(e, arrow) })))),
};
export const T: Tables = tables(TEST_DATA);

const sameEvent = (a: CardEvent, b: CardEvent) => a.kind === b.kind && a.arrow === b.arrow && (a.kind !== 'rot' || (b.kind === 'rot' && a.palms === b.palms));

/** Card picker: each call returns an unused card with this face/event (reset per scenario). */
export class Cards {
  private usedW = new Set<number>();
  private usedD = new Set<number>();
  /** A water card with this face; without an event given, a hippo (no effect), else a rot 1 (no arrow). */
  W(ends: [number, number], ev?: EvName, arrow = false): number {
    const find = (want: CardEvent) => TEST_DATA.water.findIndex((c, i) => !this.usedW.has(i) && c.ends[0] === ends[0] && c.ends[1] === ends[1] && sameEvent(c.event, want));
    let i = find(toEvent(ev ?? 'hippo', arrow));
    if (i < 0 && ev === undefined) i = find(toEvent('rot1', false));
    if (i < 0) throw new Error(`no more water cards ${ends} ${ev} ${arrow}`);
    this.usedW.add(i);
    return i;
  }
  D(ev: EvName = 'hippo', arrow = false): number {
    const want = toEvent(ev, arrow);
    const i = TEST_DATA.desert.findIndex((c, i) => !this.usedD.has(i) && sameEvent(c.event, want));
    if (i < 0) throw new Error(`no more desert cards ${ev} ${arrow}`);
    this.usedD.add(i);
    return i;
  }
  restW(): number[] {
    return TEST_DATA.water.map((_, i) => i).filter((i) => !this.usedW.has(i));
  }
  restD(): number[] {
    return TEST_DATA.desert.map((_, i) => i).filter((i) => !this.usedD.has(i));
  }
}

export const F = (id: string): number => {
  const f = T.fieldIndex.get(id);
  if (f === undefined) throw new Error(`no field ${id}`);
  return f;
};
export const KIND = (id: string): number => T.kindIndex.get(id)!;
export const ROW = (id: string): number => T.marketIndex.get(id)!;

/** "0:flax:ripe" → field code; "2:wheat:spoiled" → market code. */
export function fieldMarker(spec: string): number {
  const [c, k, st] = spec.split(':');
  return mCode(Number(c), KIND(k!), st === 'ripe' ? RIPE : 0);
}
export function marketMarker(spec: string): number {
  const [c, k, st] = spec.split(':');
  const low = st === 'spoiled' ? M_SPOILED : st === 'rotten' ? M_ROTTEN : M_RIPE;
  return mCode(Number(c), KIND(k!), low);
}

/** A water card on the board: its face as [inner, outer] and optionally its event. */
export type WaterSpec = [number, number] | { ends: [number, number]; ev?: EvName; arrow?: boolean };

export interface ScenarioSpec {
  players?: number;
  seed?: string;
  options?: Partial<BanksOptions>;
  sp?: Seat;
  tide?: 'FLUT' | 'EBBE1' | 'EBBE2';
  water?: Record<string, WaterSpec>;
  /** Desert cards on fields: field id → event (default hippo). */
  deserts?: Record<string, EvName | { ev: EvName; arrow: boolean }>;
  markers?: Record<string, string[]>;
  market?: Record<string, string[]>;
  /** Per seat, per pile, cards listed TOP FIRST as [ends, event?, arrow?]. */
  piles?: [number, number, EvName?, boolean?][][][];
  /** Desert draw pile, TOP FIRST; `true` = fill with every unused desert card. */
  dPile?: (EvName | [EvName, boolean])[] | true;
  jokers?: number[];
  /** Boat: "colour:kind" × count, taken from that colour's supply. */
  boat?: string[];
  pawns?: number[];
  obelisk?: number;
  lost?: number[];
}

export function scenario(spec: ScenarioSpec = {}): { s: BanksState; cards: Cards } {
  const players = spec.players ?? 2;
  const s = banks.setup({ players, seed: spec.seed ?? 'scenario', options: { firstPlayer: 0, startDesert: 'random', ...spec.options, data: TEST_DATA } as Partial<BanksOptions> });
  const cards = new Cards();
  const K = T.K;
  s.round = 1;
  s.sp = spec.sp ?? 0;
  s.cur = s.sp;
  s.done = 0;
  s.left = 0;
  s.tide = spec.tide === 'EBBE1' ? EBBE1 : spec.tide === 'EBBE2' ? EBBE2 : FLUT;
  s.water = new Array<number>(T.F).fill(-1);
  s.desert = new Array<number>(T.F).fill(-1);
  s.fm = new Array<number>(2 * T.F).fill(-1);
  s.market = T.cap.map(() => []);
  s.supply = Array.from({ length: players * K }, (_, i) => T.kindCount[i % K]!);
  s.boat = new Array<number>(players * K).fill(0);
  s.frozen = new Array<number>(players * K).fill(0);
  s.ectx = null;
  s.hippo = null;
  s.bids = new Array<number>(players).fill(-1);
  s.payLeft = new Array<number>(players).fill(0);
  const take = (code: number) => {
    const i = (code >> 5) * K + ((code >> 2) & 7);
    s.supply[i]!--;
    if (s.supply[i]! < 0) throw new Error('scenario uses too many markers of one kind');
  };
  for (const [id, w] of Object.entries(spec.water ?? {})) {
    const { ends, ev, arrow } = Array.isArray(w) ? { ends: w, ev: undefined, arrow: false } : { ev: undefined, arrow: false, ...w };
    const sorted: [number, number] = ends[0] === 0 || (ends[0] === 2 && ends[1] === 1) ? [ends[1], ends[0]] : [ends[0], ends[1]];
    const card = cards.W(sorted, ev, arrow);
    s.water[F(id)] = card * 2 + (T.wEnds[card]![0] === ends[0] ? 0 : 1);
  }
  for (const [id, d] of Object.entries(spec.deserts ?? {})) {
    s.desert[F(id)] = typeof d === 'string' ? cards.D(d) : cards.D(d.ev, d.arrow);
  }
  for (const [id, list] of Object.entries(spec.markers ?? {})) {
    list.forEach((m, i) => {
      const code = fieldMarker(m);
      take(code);
      s.fm[2 * F(id) + i] = code;
    });
  }
  for (const [id, list] of Object.entries(spec.market ?? {})) {
    s.market[ROW(id)] = list.map((m) => {
      const code = marketMarker(m);
      take(code);
      return code;
    });
  }
  for (const b of spec.boat ?? []) {
    const [c, k] = b.split(':');
    const code = mCode(Number(c), KIND(k!), 0);
    take(code);
    s.boat[Number(c) * K + KIND(k!)]!++;
  }
  s.piles = [];
  for (let p = 0; p < players; p++) {
    for (let i = 0; i < 2; i++) {
      const list = spec.piles?.[p]?.[i] ?? [];
      // Engine piles have the top LAST.
      s.piles.push(list.map(([a, b, ev, arrow]) => cards.W([a, b], ev, arrow ?? false)).reverse());
    }
  }
  s.jokers = Array.from({ length: players }, (_, p) => Array.from({ length: spec.jokers?.[p] ?? 0 }, () => cards.D()));
  if (spec.dPile === true) s.dPile = cards.restD().reverse();
  else s.dPile = (spec.dPile ?? []).map((e) => (typeof e === 'string' ? cards.D(e) : cards.D(e[0], e[1]))).reverse();
  s.dDiscard = spec.dPile === true ? [] : cards.restD();
  s.wDiscard = [];
  s.wOut = cards.restW();
  s.pawns = spec.pawns ?? new Array<number>(players).fill(1);
  s.obelisk = spec.obelisk ?? 30;
  s.lost = spec.lost ?? new Array<number>(players).fill(0);
  s.over = false;
  s.capped = false;
  s.stalemate = false;
  s.sig = '';
  s.idle = 0;
  return { s, cards };
}

/** Put a scenario at the start of `seat`'s action phase (its own round position: done = seats before it). */
export function atActions(s: BanksState, seat: Seat = s.sp, ap: number = COSTS.actionPoints): BanksEvent[] {
  s.step = 'actions';
  s.cur = seat;
  s.done = (seat - s.sp + s.players) % s.players;
  const ev: BanksEvent[] = [];
  beginActionPhase(s, T, ev, seat, ap, false);
  return ev;
}

/** Start the tide phase of a scenario (the machine runs until the start player must choose). */
export function atTide(s: BanksState): BanksEvent[] {
  const ev: BanksEvent[] = [];
  startTide(s, T, ev);
  return ev;
}

export type Step = SharedStep<BanksState, BanksEvent>;

/** Apply an action, checking that the input state is left untouched. */
export function act(state: BanksState, seat: Seat, action: BanksAction | Record<string, unknown>): Step {
  return actOn(banks, state, seat, action);
}

/** Apply several actions, each by the first seat to act. */
export function actAll(state: BanksState, actions: (BanksAction | Record<string, unknown>)[]): Step {
  return actAllOn(banks, state, actions, (s) => banks.toAct(s)[0]!);
}

/** apply must throw `code` and leave the state deep-equal to a copy taken before. */
export function rejects(state: BanksState, seat: Seat, action: unknown, code: RuleErrorCode): RuleError {
  return rejectsOn(banks, state, seat, action, code);
}

export { eventsOf };
export const legal = (s: S, seat: Seat = banks.toAct(s)[0]!): BanksAction[] => banks.legalActions(s, seat);
export const legalOf = (s: S, type: string, seat?: Seat): BanksAction[] => legal(s, seat).filter((a) => a.type === type);
export const keys = (list: readonly unknown[]): string[] => list.map((a) => JSON.stringify(a)).sort();

/** Markers on a field as "colour:kind:side" strings. */
export function fieldMarkers(s: S, id: string): string[] {
  const out: string[] = [];
  for (let i = 2 * F(id); i < 2 * F(id) + 2; i++) {
    const m = s.fm[i]!;
    if (m >= 0) out.push(`${m >> 5}:${T.kindIds[(m >> 2) & 7]}:${m & RIPE ? 'ripe' : 'seed'}`);
  }
  return out;
}
export function marketRow(s: S, id: string): string[] {
  return s.market[ROW(id)]!.map((m) => `${m >> 5}:${T.kindIds[(m >> 2) & 7]}:${['seed', 'ripe', 'spoiled', 'rotten'][m & 3]}`);
}
export const boatOf = (s: S, colour: Seat): number => s.boat.slice(colour * T.K, colour * T.K + T.K).reduce((a, b) => a + b, 0);
export const supplyOf = (s: S, colour: Seat): number => s.supply.slice(colour * T.K, colour * T.K + T.K).reduce((a, b) => a + b, 0);

/** Every marker of every colour, per colour: supply + fields + market + boat + lost. */
export function markerTotals(s: S): number[] {
  const t = tables(s.data);
  const out = new Array<number>(s.players).fill(0);
  for (let p = 0; p < s.players; p++) {
    for (let k = 0; k < t.K; k++) out[p]! += s.supply[p * t.K + k]! + s.boat[p * t.K + k]!;
    out[p]! += s.lost[p]!;
  }
  for (const m of s.fm) if (m >= 0) out[m >> 5]!++;
  for (const row of s.market) for (const m of row) out[m >> 5]!++;
  return out;
}

/** Every water card id exactly once across piles, board, discard and the unseen remainder. */
export function waterIds(s: S): number[] {
  const ids: number[] = [...s.wOut, ...s.wDiscard];
  for (const p of s.piles) ids.push(...p);
  for (const w of s.water) if (w >= 0) ids.push(w >> 1);
  return ids.sort((a, b) => a - b);
}
export function desertIds(s: S): number[] {
  const ids: number[] = [...s.dPile, ...s.dDiscard];
  for (const j of s.jokers) ids.push(...j);
  for (const d of s.desert) if (d >= 0) ids.push(d);
  if (s.ectx && s.ectx.joker >= 0) ids.push(s.ectx.joker);
  return ids.sort((a, b) => a - b);
}

/** Random option sets for property tests: every variant switch and choice. */
export const optionsArb = fc.record({
  twoPlayerCover: fc.constantFrom('german', 'seed'),
  startDesert: fc.constantFrom('startPlayer', 'random'),
  startingJokers: fc.integer({ min: 0, max: 4 }),
  openingWater: fc.integer({ min: 1, max: 2 }),
  buyCountsAsAction: fc.boolean(),
  ebbRemoval: fc.constantFrom('any', 'outermostOnly'),
  rotPick: fc.constantFrom('choose', 'newest'),
  penaltyNetting: fc.constantFrom('perRow', 'perScoring'),
  boatClearance: fc.constantFrom('everyRound', 'whenScoring'),
  arrowStopsTide: fc.boolean(),
  noSameKindPerField: fc.boolean(),
  desertReshuffle: fc.boolean(),
  repeatCheckCountsRotten: fc.boolean(),
  hippoAuction: fc.boolean(),
  startBidding: fc.boolean(),
  buyOthersSeeds: fc.boolean(),
  jokerHeals: fc.constantFrom('off', 'own', 'any'),
});

/** Equivalent spellings: the order of the two opening kinds and of the rot positions does not matter. */
export function canonical(a: BanksAction, s: BanksState): string {
  const t = tables(s.data);
  if (a.type === 'openBoat') return JSON.stringify({ ...a, kinds: [...a.kinds].sort((x, y) => t.kindIndex.get(x)! - t.kindIndex.get(y)!) });
  if (a.type === 'rot') return JSON.stringify({ ...a, picks: [...a.picks].sort((x, y) => x - y) });
  return JSON.stringify(a);
}
