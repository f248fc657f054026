import { RuleError } from '../core/errors';
import { nextU32, randInt, shuffle, type RngState } from '../core/rng';
import type { Seat } from '../core/types';
import type { BanksEvent, EventFace, MarkerInfo } from './events';
import { coveredFields, tables, type Tables } from './material/compile';
import { DEFAULT_DATA } from './material/default-data';
import type { BanksData } from './material/schema';
import type { BanksOptions } from './options';
import { MARKET_STATES, fieldMarkerInfo, innerEnd, marketMarkerInfo, outerEnd } from './rules/board';
import { eventFace } from './rules/cardEvents';
import { banksToAct, decision, type Decision } from './rules/decision';
import { pileTop } from './rules/flooding';
import { ACTED, RIPE, TIDE_NAMES, mCode, type BanksState, type Step, type TideName } from './state';

export interface FieldView {
  id: string;
  palms: number;
  covered: boolean;
  /** A water card lying here: the wave ends toward the Nile and toward the desert. Its event is hidden. */
  water: { inner: number; outer: number } | null;
  /** A desert card lies here (desert side up: its event is hidden). */
  desert: boolean;
  markers: (MarkerInfo & { acted: boolean })[];
}

/** A secret bid as others see it: null = not placed yet, 'hidden' = placed, a number once revealed (or your own). */
export type BidView = number | 'hidden' | null;

/**
 * What one seat (or a spectator) sees: the whole board and market, every supply and the boat, pile sizes and only the
 * wave face of each pile's top card, revealed water cards in the discard, counts of desert cards (their events stay
 * hidden), and own secret bids only. Never a card's identity, the deck order or the RNG.
 */
export interface BanksView {
  game: 'banks';
  viewer: Seat | null;
  players: number;
  options: BanksOptions;
  /** The replacement data set given at setup, or null for the default set (DEFAULT_DATA). */
  data: BanksData | null;
  round: number;
  step: Step;
  decision: Decision;
  toAct: Seat[];
  startPlayer: Seat;
  current: Seat;
  done: number;
  left: number;
  tide: TideName;
  tideMode: 'flood' | 'ebb';
  tideDone: number;
  tideSwitched: boolean;
  fields: FieldView[];
  market: { id: string; markers: MarkerInfo[] }[];
  supply: Record<string, number>[];
  /** Markers bought this action phase (may not be sown until the next one). */
  frozen: Record<string, number>[];
  boat: Record<string, number>[];
  lost: number[];
  pawns: number[];
  obelisk: number;
  /** Per seat, pile 0 and pile 1: size and the top card's wave face (ends sorted). */
  piles: { size: number; top: [number, number] | null }[][];
  waterOut: number;
  waterDiscard: { ends: [number, number]; event: EventFace }[];
  desertPile: number;
  desertDiscard: number;
  jokers: number[];
  actor: Seat;
  ap: number;
  jokersBought: number;
  noJokers: boolean;
  /** The event being resolved. `joker`: a flooded desert card (with this event) goes to the chooser afterwards. */
  pending: { kind: 'rot' | 'desert' | 'hippo'; palms: number; arrow: boolean; row: string; chooser: Seat; joker: boolean; wait: boolean } | null;
  hippo: { stage: 'bid' | 'pay' | 'act'; bids: BidView[]; winner: Seat | null; pay: number } | null;
  startBids: BidView[] | null;
  bidRound: number;
  payLeft: number[];
  /** Stalemate rule: the previous round's marker/score signature and the idle rounds so far. */
  sig: string;
  idle: number;
  over: boolean;
  capped: boolean;
  stalemate: boolean;
}

const countsOf = (t: Tables, a: readonly number[], seat: Seat): Record<string, number> => {
  const out: Record<string, number> = {};
  for (let k = 0; k < t.K; k++) out[t.kindIds[k]!] = a[seat * t.K + k]!;
  return out;
};

const sortedEnds = (e: readonly [number, number]): [number, number] => (e[0] <= e[1] ? [e[0], e[1]] : [e[1], e[0]]);

function bidView(bids: readonly number[], viewer: Seat | null, reveal: boolean): BidView[] {
  return bids.map((b, p) => (b < 0 ? null : reveal || p === viewer ? b : 'hidden'));
}

export function banksView(s: BanksState, viewer: Seat | null): BanksView {
  const t = tables(s.data);
  const n = s.players;
  const seats = [...Array(n).keys()];
  const fields: FieldView[] = t.fieldIds.map((id, f) => {
    const w = s.water[f]!;
    const markers: FieldView['markers'] = [];
    for (let i = 2 * f; i < 2 * f + 2; i++) {
      const m = s.fm[i]!;
      if (m >= 0) markers.push({ ...fieldMarkerInfo(t, m), acted: (m & ACTED) !== 0 });
    }
    return { id, palms: t.palms[f]!, covered: s.covered[f] === 1, water: w < 0 ? null : { inner: innerEnd(t, w), outer: outerEnd(t, w) }, desert: s.desert[f]! >= 0, markers };
  });
  const e = s.ectx;
  return {
    game: 'banks',
    viewer,
    players: n,
    options: s.opts,
    data: s.customData ? s.data : null,
    round: s.round,
    step: s.step,
    decision: decision(s),
    toAct: banksToAct(s),
    startPlayer: s.sp,
    current: s.cur,
    done: s.done,
    left: s.left,
    tide: TIDE_NAMES[s.tide]!,
    tideMode: s.tMode === 0 ? 'flood' : 'ebb',
    tideDone: s.tDone,
    tideSwitched: s.tSwitched,
    fields,
    market: s.market.map((row, r) => ({ id: t.marketIds[r]!, markers: row.map((m) => marketMarkerInfo(t, m)) })),
    supply: seats.map((p) => countsOf(t, s.supply, p)),
    frozen: seats.map((p) => countsOf(t, s.frozen, p)),
    boat: seats.map((p) => countsOf(t, s.boat, p)),
    lost: s.lost.slice(),
    pawns: s.pawns.slice(),
    obelisk: s.obelisk,
    piles: seats.map((p) => [0, 1].map((i) => ({ size: s.piles[p * 2 + i]!.length, top: pileTop(s, t, p, i) }))),
    waterOut: s.wOut.length,
    waterDiscard: s.wDiscard.map((c) => ({ ends: sortedEnds(t.wEnds[c]!), event: eventFace(t.wEvent[c]!) })),
    desertPile: s.dPile.length,
    desertDiscard: s.dDiscard.length,
    jokers: s.jokers.map((j) => j.length),
    actor: s.actor,
    ap: s.ap,
    jokersBought: s.jokersBought,
    noJokers: s.noJokers,
    pending: e ? { kind: e.kind, palms: e.palms, arrow: e.arrow, row: t.rowIds[e.row]!, chooser: e.chooser, joker: e.joker >= 0, wait: e.wait } : null,
    hippo: s.hippo
      ? { stage: s.hippo.stage, bids: bidView(s.hippo.bids, viewer, s.hippo.stage !== 'bid'), winner: s.hippo.winner < 0 ? null : s.hippo.winner, pay: s.hippo.pay }
      : null,
    startBids: s.step === 'startBid' ? bidView(s.bids, viewer, false) : null,
    bidRound: s.bidRound,
    payLeft: s.payLeft.slice(),
    sig: s.sig,
    idle: s.idle,
    over: s.over,
    capped: s.capped,
    stalemate: s.stalemate,
  };
}

/** Others see that a secret bid was placed, never how many markers. Everything else is public. */
export function banksEventView(e: BanksEvent, viewer: Seat | null): BanksEvent | null {
  if (e.type === 'bidPlaced' && e.seat !== viewer) {
    const { markers: _hidden, ...rest } = e;
    return rest;
  }
  return e;
}

// ---- determinize ---------------------------------------------------------------------------------------------------

const badView = (why: string): RuleError => new RuleError('BAD_VIEW', `not a banks view: ${why}`);

function need<T>(x: T | undefined | null, why: string): T {
  if (x === undefined || x === null) throw badView(why);
  return x;
}

/** Take a random card of the pool matching `ok`; the pool keeps its order otherwise. */
function takeMatching(pool: number[], rng: RngState, ok: (c: number) => boolean, why: string): number {
  const hits: number[] = [];
  for (let i = 0; i < pool.length; i++) if (ok(pool[i]!)) hits.push(i);
  if (hits.length === 0) throw badView(why);
  const i = hits[randInt(rng, hits.length)]!;
  return pool.splice(i, 1)[0]!;
}

const sameFace = (a: EventFace, b: { kind: string; palms?: number; arrow: boolean }): boolean =>
  a.kind === b.kind && a.arrow === b.arrow && (a.kind !== 'rot' || a.palms === b.palms);

/**
 * A full state consistent with `view` (the view of `seat`). Unseen things are sampled: the water cards under each
 * pile's top and out of the game, the events of water cards on the board and on pile tops (any card with the visible
 * face), every desert card's identity, and other players' secret bids.
 */
export function banksDeterminize(v: BanksView, seat: Seat, rngIn: RngState): BanksState {
  // Checked although typed: callers that handle any game (AnyGame: bots, workers) pass views unchecked.
  if (!v || typeof v !== 'object' || v.game !== 'banks' || v.viewer !== seat || !Array.isArray(v.fields)) {
    throw new RuleError('BAD_VIEW', `not a banks view of seat ${seat}`);
  }
  const rng: RngState = [nextU32(rngIn), nextU32(rngIn), nextU32(rngIn), nextU32(rngIn) | 1];
  const data = v.data ?? DEFAULT_DATA;
  const t = tables(data);
  const n = v.players;
  const K = t.K;
  if (v.fields.length !== t.F) throw badView('field count');
  const kind = (id: string): number => need(t.kindIndex.get(id), `kind ${id}`);
  const counts = (list: Record<string, number>[]): number[] => {
    const out = new Array<number>(n * K).fill(0);
    list.forEach((rec, p) => t.kindIds.forEach((id, k) => (out[p * K + k] = need(rec[id], 'count'))));
    return out;
  };
  // Water: revealed discards first (their faces and events are known), then every visible face, then the rest.
  const wPool = [...data.water.keys()];
  const wDiscard = v.waterDiscard.map((d) =>
    takeMatching(wPool, rng, (c) => {
      const e = sortedEnds(t.wEnds[c]!);
      return e[0] === d.ends[0] && e[1] === d.ends[1] && sameFace(d.event, t.wEvent[c]!);
    }, 'water discard'),
  );
  const face = (a: number, b: number) => (c: number) => {
    const e = t.wEnds[c]!;
    return (e[0] === a && e[1] === b) || (e[0] === b && e[1] === a);
  };
  const water = v.fields.map((f) => {
    if (!f.water) return -1;
    const c = takeMatching(wPool, rng, face(f.water.inner, f.water.outer), `water on ${f.id}`);
    return c * 2 + (t.wEnds[c]![0] === f.water.inner ? 0 : 1);
  });
  const tops = v.piles.map((ps) => ps.map((p) => (p.top ? takeMatching(wPool, rng, face(p.top[0], p.top[1]), 'pile top') : -1)));
  shuffle(rng, wPool);
  const piles: number[][] = [];
  v.piles.forEach((ps, q) =>
    ps.forEach((p, i) => {
      const size = p.size;
      if (size > 0 && tops[q]![i]! < 0) throw badView('pile without a top');
      const body = wPool.splice(0, Math.max(0, size - 1));
      if (body.length !== Math.max(0, size - 1)) throw badView('too many water cards');
      piles.push(size > 0 ? [...body, tops[q]![i]!] : []);
    }),
  );
  if (wPool.length !== v.waterOut) throw badView('water card count');
  // Desert cards: only the flooded card about to become a joker has a known event.
  const dPool = shuffle(rng, [...data.desert.keys()]);
  const pend = v.pending;
  const jokerCard = pend && pend.joker ? takeMatching(dPool, rng, (c) => sameFace(pend, t.dEvent[c]!), 'pending joker') : -1;
  const takeD = (k: number): number[] => {
    if (dPool.length < k) throw badView('desert card count');
    return dPool.splice(0, k);
  };
  const desert = v.fields.map((f) => (f.desert ? takeD(1)[0]! : -1));
  const jokers = v.jokers.map((k) => takeD(k));
  const dDiscard = takeD(v.desertDiscard);
  const dPile = takeD(v.desertPile);
  if (dPool.length) throw badView('desert card count');
  const fm: number[] = [];
  for (const f of v.fields) {
    for (let i = 0; i < 2; i++) {
      const m = f.markers[i];
      fm.push(m ? mCode(m.colour, kind(m.kind), (m.state === 'ripe' ? RIPE : 0) | (m.acted ? ACTED : 0)) : -1);
    }
  }
  const supply = counts(v.supply);
  const supplyOf = (p: Seat) => supply.slice(p * K, p * K + K).reduce((a, b) => a + b, 0);
  const secret = (bids: BidView[]): number[] => bids.map((b, p) => (b === null ? -1 : b === 'hidden' ? randInt(rng, supplyOf(p) + 1) : b));
  const covered = coveredFields(t, n, v.options.twoPlayerCover);
  v.fields.forEach((f, i) => {
    if (f.covered !== (covered[i] === 1)) throw badView('covered rows');
  });
  const tideIx = TIDE_NAMES.indexOf(v.tide);
  if (tideIx < 0) throw badView('tide');
  return {
    game: 'banks',
    players: n,
    opts: v.options,
    data,
    customData: v.data !== null,
    rng,
    round: v.round,
    step: v.step,
    sp: v.startPlayer,
    cur: v.current,
    done: v.done,
    left: v.left,
    tide: tideIx,
    tMode: v.tideMode === 'flood' ? 0 : 1,
    tDone: v.tideDone,
    tSwitched: v.tideSwitched,
    covered,
    water,
    desert,
    fm,
    market: v.market.map((row) => row.markers.map((m) => mCode(m.colour, kind(m.kind), MARKET_STATES.indexOf(m.state!)))),
    supply,
    frozen: counts(v.frozen),
    boat: counts(v.boat),
    lost: v.lost.slice(),
    pawns: v.pawns.slice(),
    obelisk: v.obelisk,
    piles,
    wOut: wPool,
    wDiscard,
    dPile,
    dDiscard,
    jokers,
    actor: v.actor,
    ap: v.ap,
    jokersBought: v.jokersBought,
    noJokers: v.noJokers,
    ectx: pend
      ? { kind: pend.kind, palms: pend.palms, arrow: pend.arrow, row: need(t.rowIndex.get(pend.row), 'pending row'), chooser: pend.chooser, joker: jokerCard, wait: pend.wait }
      : null,
    hippo: v.hippo ? { stage: v.hippo.stage, bids: secret(v.hippo.bids), winner: v.hippo.winner ?? -1, pay: v.hippo.pay } : null,
    bids: v.startBids ? secret(v.startBids) : new Array<number>(n).fill(-1),
    bidRound: v.bidRound,
    payLeft: v.payLeft.slice(),
    sig: v.sig,
    idle: v.idle,
    over: v.over,
    capped: v.capped,
    stalemate: v.stalemate,
  };
}
