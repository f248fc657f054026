import { RuleError } from '../core/errors';
import { nextU32, randInt, shuffle, type RngState } from '../core/rng';
import type { Seat } from '../core/types';
import type { NefertitiEvent } from './events';
import { tables, type Tables } from './material/compile';
import type { NefertitiData } from './material/schema';
import type { NefertitiOptions } from './options';
import { AKH_ID } from './rules/characters/oracle';
import { composition } from './setup';
import {
  AKH, EMPTY, WT, collectorOf, isCollector, ownerOf, servantOf,
  type Decision, type EndReason, type FinalScore, type MarketState, type NefertitiState, type Task,
} from './state';

/** A card slot as seen: a card id, "wanderingThief", "faceDown" (Beggar; the card is hidden) or null (empty). */
export type SlotView = string | null;

export interface BidView {
  space: number;
  seat: Seat;
  collector: boolean;
}

export interface MarketView {
  id: string;
  open: boolean;
  stall: number;
  reserve: number;
  seal: boolean;
  slots: SlotView[];
  bids: BidView[];
}

export interface SeatView {
  money: number;
  servants: number;
  collectors: number;
  seals: number;
  score: number;
  gifts: Record<string, number>;
  priestOfAmun: boolean;
  royalScribe: boolean;
}

/** The Oracle's decision as others see it: how many cards, never which. */
export interface HiddenOracleView {
  k: 'oracle';
  seat: Seat;
  count: number;
  swapped: boolean[];
  ordering: boolean;
  placed: number;
}

/**
 * What one seat (or a spectator) may see of a Nefertiti game: everything on the table (gifts, money, seals are public)
 * but never the deck order, a face-down (Beggar) card, the Oracle's cards of another seat, or the RNG.
 */
export interface NefertitiView {
  game: 'nefertiti';
  viewer: Seat | null;
  players: number;
  options: NefertitiOptions;
  data: NefertitiData;
  active: Seat;
  turn: number;
  over: boolean;
  toAct: Seat[];
  decision: Decision | HiddenOracleView | null;
  tasks: Task[];
  deckSize: number;
  akhenaton: string | null;
  closed: string;
  markets: MarketView[];
  memphis: { reserve: number; cards: string[]; bids: BidView[]; closed: boolean } | null;
  seats: SeatView[];
  neutral: Record<string, number> | null;
  characters: Record<string, number>;
  sealSupply: number;
  sealsOut: number;
  debenOut: number;
  removed: Record<string, number>;
  wtGone: boolean;
  debenTotal: number;
  sealTotal: number;
  passes: number;
  endReason: EndReason | null;
  final: FinalScore[] | null;
}

const countsToRecord = (ids: readonly string[], counts: readonly number[]): Record<string, number> => {
  const out: Record<string, number> = {};
  for (let i = 0; i < ids.length; i++) if (counts[i]! > 0) out[ids[i]!] = counts[i]!;
  return out;
};

const bidsView = (space: number[], piece: number[]): BidView[] =>
  space.map((sp, i) => ({ space: sp, seat: ownerOf(piece[i]!), collector: isCollector(piece[i]!) }));

function slotView(t: Tables, mk: MarketState, k: number): SlotView {
  const c = mk.slots[k]!;
  if (c === EMPTY) return null;
  if (mk.down & (1 << k)) return 'faceDown';
  return c === WT ? 'wanderingThief' : t.cardIds[c]!;
}

function decisionView(d: Decision | null, viewer: Seat | null): NefertitiView['decision'] {
  if (!d) return null;
  if (d.k === 'oracle' && d.seat !== viewer) {
    return { k: 'oracle', seat: d.seat, count: d.cards.length, swapped: d.swapped.slice(), ordering: d.order !== null, placed: d.order?.length ?? 0 };
  }
  return structuredCloneSmall(d);
}

/** Decisions are tiny: a JSON copy keeps views independent of the state. */
const structuredCloneSmall = <X>(x: X): X => JSON.parse(JSON.stringify(x)) as X;

export function nefertitiView(s: NefertitiState, viewer: Seat | null): NefertitiView {
  const t = tables(s.data);
  return {
    game: 'nefertiti',
    viewer,
    players: s.players,
    options: s.options,
    data: s.data,
    active: s.active,
    turn: s.turn,
    over: s.over,
    toAct: s.decision && !s.over ? [s.decision.seat] : [],
    decision: decisionView(s.decision, viewer),
    tasks: structuredCloneSmall(s.tasks),
    deckSize: s.deck.length,
    akhenaton: s.akhenaton >= 0 ? t.locIds[s.akhenaton]! : null,
    closed: t.locIds[s.closed]!,
    markets: s.markets.map((mk, m) => ({
      id: t.locIds[m]!,
      open: mk.open,
      stall: mk.stall,
      reserve: mk.reserve,
      seal: mk.seal,
      slots: mk.slots.map((_, k) => slotView(t, mk, k)),
      bids: bidsView(mk.bidSpace, mk.bidPiece),
    })),
    memphis: s.memphis
      ? { reserve: s.memphis.reserve, cards: s.memphis.cards.map((c) => t.cardIds[c]!), bids: bidsView(s.memphis.bidSpace, s.memphis.bidPiece), closed: s.memphis.closed }
      : null,
    seats: s.ps.map((p) => ({
      money: p.money, servants: p.servants, collectors: p.collectors, seals: p.seals, score: p.score,
      gifts: countsToRecord(t.cardIds, p.gifts), priestOfAmun: p.priestOfAmun, royalScribe: p.royalScribe,
    })),
    neutral: s.neutral ? countsToRecord(t.cardIds, s.neutral) : null,
    characters: countsToRecord(t.charIds, s.characters),
    sealSupply: s.sealSupply,
    sealsOut: s.sealsOut,
    debenOut: s.debenOut,
    removed: countsToRecord(t.cardIds, s.removed),
    wtGone: s.wtGone,
    debenTotal: s.debenTotal,
    sealTotal: s.sealTotal,
    passes: s.passes,
    endReason: s.endReason,
    final: s.final ? s.final.map((f) => ({ ...f })) : null,
  };
}

/** Only the Oracle's own events show the deck's last cards and their new order. */
export function nefertitiEventView(e: NefertitiEvent, viewer: Seat | null): NefertitiEvent | null {
  if (e.type === 'oracleLooked' && e.seat !== viewer) {
    const { cards: _c, ...rest } = e;
    return rest;
  }
  if (e.type === 'oracleReordered' && e.seat !== viewer) {
    const { order: _o, ...rest } = e;
    return rest;
  }
  return e;
}

const badView = (why: string): RuleError => new RuleError('BAD_VIEW', `not a Nefertiti view: ${why}`);

function recordToCounts(t: Tables, rec: unknown, what: string): number[] {
  if (typeof rec !== 'object' || rec === null) throw badView(`${what} missing`);
  const out = new Array<number>(t.cardIds.length).fill(0);
  for (const [k, n] of Object.entries(rec as Record<string, unknown>)) {
    const i = t.cardIndex.get(k);
    if (i === undefined || typeof n !== 'number' || !Number.isInteger(n) || n < 0) throw badView(`bad ${what} entry "${k}"`);
    out[i] = n;
  }
  return out;
}

const cardOf = (t: Tables, id: string, what: string): number => {
  const i = t.cardIndex.get(id);
  if (i === undefined) throw badView(`unknown card "${id}" in ${what}`);
  return i;
};

/**
 * A full state consistent with `seat`'s view: the unseen gifts (composition minus everything visible) are dealt at
 * random into the face-down slots, another seat's Oracle cards and the deck, with Akhenaton somewhere among the last
 * `akhenatonDepth` cards, as at setup. The RNG is fresh from `rng`.
 */
export function nefertitiDeterminize(v: NefertitiView, seat: Seat, rng: RngState): NefertitiState {
  // Checked although typed: callers that handle any game (AnyGame: bots, workers) pass views unchecked.
  if (!v || typeof v !== 'object' || v.game !== 'nefertiti' || v.viewer !== seat || !Array.isArray(v.markets) || !Array.isArray(v.seats)) {
    throw badView(`expected the view of seat ${seat}`);
  }
  if (!v.data || !Array.isArray(v.data.cards)) throw badView('data set missing');
  const t = tables(v.data);
  const players = v.players;
  if (v.seats.length !== players || v.markets.length !== t.nMarkets) throw badView('seat or market count does not match');
  const loc = (id: string): number => {
    const i = t.locIndex.get(id);
    if (i === undefined) throw badView(`unknown market "${id}"`);
    return i;
  };
  const unseen = composition(v.data, players, v.options.memphis);
  const see = (c: number, n = 1) => {
    unseen[c]! -= n;
  };
  const faceDown: [number, number][] = [];
  const markets: MarketState[] = v.markets.map((mv, m) => {
    let down = 0;
    const slots = mv.slots.map((sv, k) => {
      if (sv === null) return EMPTY;
      if (sv === 'wanderingThief') return WT;
      if (sv === 'faceDown') {
        down |= 1 << k;
        faceDown.push([m, k]);
        return EMPTY;
      }
      const c = cardOf(t, sv, 'a market');
      see(c);
      return c;
    });
    return {
      open: mv.open, stall: mv.stall, reserve: mv.reserve, slots, down, seal: mv.seal,
      bidSpace: mv.bids.map((b) => b.space), bidPiece: mv.bids.map((b) => (b.collector ? collectorOf(b.seat) : servantOf(b.seat))),
    };
  });
  const memphis = v.memphis
    ? {
        reserve: v.memphis.reserve,
        cards: v.memphis.cards.map((id) => {
          const c = cardOf(t, id, 'Memphis');
          see(c);
          return c;
        }),
        bidSpace: v.memphis.bids.map((b) => b.space),
        bidPiece: v.memphis.bids.map((b) => (b.collector ? collectorOf(b.seat) : servantOf(b.seat))),
        closed: v.memphis.closed,
      }
    : null;
  const ps = v.seats.map((sv) => {
    const gifts = recordToCounts(t, sv.gifts, 'gifts');
    gifts.forEach((n, c) => see(c, n));
    return { money: sv.money, servants: sv.servants, collectors: sv.collectors, seals: sv.seals, score: sv.score, gifts, priestOfAmun: sv.priestOfAmun, royalScribe: sv.royalScribe };
  });
  const neutral = v.neutral ? recordToCounts(t, v.neutral, 'neutral') : null;
  neutral?.forEach((n, c) => see(c, n));
  const removed = recordToCounts(t, v.removed, 'removed');
  removed.forEach((n, c) => see(c, n));

  // The Oracle's cards: known to its own seat, hidden from the others.
  let decision: Decision | null = v.decision ? (JSON.parse(JSON.stringify(v.decision)) as Decision) : null;
  let hiddenOracle = 0;
  let akhVisible = false;
  if (decision && decision.k === 'oracle') {
    if ('cards' in decision) {
      for (const id of decision.cards) {
        if (id === AKH_ID) akhVisible = true;
        else see(cardOf(t, id, 'the Oracle'));
      }
      for (const id of decision.order ?? []) if (!decision.cards.includes(id)) throw badView('Oracle order');
    } else hiddenOracle = (decision as unknown as HiddenOracleView).count;
  }
  const pool: number[] = [];
  unseen.forEach((n, c) => {
    if (n < 0) throw badView(`more "${t.cardIds[c]}" cards visible than the game has`);
    for (let k = 0; k < n; k++) pool.push(c);
  });
  const r: RngState = [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng) | 1];
  const withAkh = v.akhenaton === null && !akhVisible ? 1 : 0;
  if (pool.length + withAkh !== v.deckSize + faceDown.length + hiddenOracle) {
    throw badView(`hidden card count ${v.deckSize + faceDown.length + hiddenOracle} does not match the ${pool.length + withAkh} unseen cards`);
  }
  shuffle(r, pool);
  for (const [m, k] of faceDown) markets[m]!.slots[k] = pool.pop()!;
  // Bottom-first sequence of the deck and a hidden Oracle group; Akhenaton among the last `akhenatonDepth` cards.
  const seq = pool;
  if (withAkh) {
    const depth = Math.max(1, Math.min(v.data.akhenatonDepth, seq.length + 1));
    seq.splice(randInt(r, depth), 0, AKH);
  }
  if (hiddenOracle > 0 && decision && decision.k === 'oracle') {
    const group = seq.splice(0, hiddenOracle).reverse();
    const hv = decision as unknown as HiddenOracleView;
    const cards = group.map((c) => (c === AKH ? AKH_ID : t.cardIds[c]!));
    // Cards already put in order are the first ones of the group.
    decision = { k: 'oracle', seat: hv.seat, cards, swapped: hv.swapped.slice(), order: hv.ordering ? cards.slice(0, hv.placed) : null };
  }
  const o = v.options;
  return {
    game: 'nefertiti',
    players,
    options: o,
    data: v.data,
    rng: r,
    deck: seq,
    markets,
    memphis,
    closed: loc(v.closed),
    akhenaton: v.akhenaton === null ? -1 : loc(v.akhenaton),
    ps,
    neutral,
    characters: (() => {
      const out = new Array<number>(t.charIds.length).fill(0);
      for (const [id, n] of Object.entries(v.characters)) {
        const i = t.charIndex.get(id);
        if (i === undefined) throw badView(`unknown character "${id}"`);
        out[i] = n;
      }
      return out;
    })(),
    sealSupply: v.sealSupply,
    sealsOut: v.sealsOut,
    debenOut: v.debenOut,
    removed,
    wtGone: v.wtGone,
    debenTotal: v.debenTotal,
    sealTotal: v.sealTotal,
    active: v.active,
    turn: v.turn,
    passes: v.passes,
    tasks: JSON.parse(JSON.stringify(v.tasks)) as Task[],
    decision,
    over: v.over,
    endReason: v.endReason,
    final: v.final ? v.final.map((f) => ({ ...f })) : null,
  };
}
