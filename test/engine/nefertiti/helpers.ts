import { expect } from 'vitest';
import { createRng } from '../../../engine/core/rng';
import { nefertiti, type NefertitiAction, type NefertitiState } from '../../../engine/nefertiti';
import { tables } from '../../../engine/nefertiti/material/compile';
import { composition, playerCount } from '../../../engine/nefertiti/setup';
import { AKH, EMPTY, WT, isCollector, ownerOf } from '../../../engine/nefertiti/state';
import { AKH_ID } from '../../../engine/nefertiti/rules/characters/oracle';

/** Every conservation invariant of a Nefertiti state (spec §3.7 closed economy, seals, gifts, pieces). */
export function checkInvariants(s: NefertitiState): void {
  const t = tables(s.data);
  // Deben: a closed economy; only payments to the neutral player leave it.
  // Deben a Collector took and is still placing (spread decision) are in transit.
  let deben = s.debenOut + (s.memphis?.reserve ?? 0) + (s.decision?.k === 'spread' ? s.decision.left : 0);
  for (const p of s.ps) {
    expect(p.money).toBeGreaterThanOrEqual(0);
    deben += p.money;
  }
  for (const mk of s.markets) {
    expect(mk.reserve).toBeGreaterThanOrEqual(0);
    deben += mk.reserve;
  }
  expect(deben).toBe(s.debenTotal);
  // Seals.
  let seals = s.sealSupply + s.sealsOut;
  for (const p of s.ps) seals += p.seals;
  for (const mk of s.markets) if (mk.seal) seals++;
  expect(seals).toBe(s.sealTotal);
  expect(s.sealSupply).toBeGreaterThanOrEqual(0);
  // Gifts: each card in exactly one place.
  const counts = new Array<number>(t.cardIds.length).fill(0);
  let akh = 0;
  let wt = 0;
  for (const c of s.deck) {
    if (c === AKH) akh++;
    else counts[c]!++;
  }
  const d = s.decision;
  if (d && d.k === 'oracle') for (const id of d.cards) id === AKH_ID ? akh++ : counts[t.cardIndex.get(id)!]!++;
  for (const mk of s.markets) {
    for (const c of mk.slots) {
      if (c === WT) wt++;
      else if (c !== EMPTY) counts[c]!++;
    }
  }
  for (const c of s.memphis?.cards ?? []) {
    expect(t.cardForeign[c]).toBe(true);
    counts[c]!++;
  }
  const add = (g: readonly number[]) => g.forEach((n, c) => {
    expect(n).toBeGreaterThanOrEqual(0);
    counts[c]! += n;
  });
  s.ps.forEach((p) => add(p.gifts));
  if (s.neutral) add(s.neutral);
  add(s.removed);
  expect(counts).toEqual(composition(s.data, s.players, s.options.memphis));
  expect(akh).toBe(s.akhenaton >= 0 ? 0 : 1);
  expect(wt).toBeLessThanOrEqual(1);
  if (s.wtGone) expect(wt).toBe(0);
  // Pieces: servants and Collectors are in the supply or on a stall.
  const pc = playerCount(s.data, s.players);
  const onBoard = s.ps.map(() => [0, 0]);
  const bids = [...s.markets.map((m) => m.bidPiece), s.memphis?.bidPiece ?? []];
  for (const list of bids) for (const piece of list) onBoard[ownerOf(piece)]![isCollector(piece) ? 1 : 0]!++;
  s.ps.forEach((p, i) => {
    expect(p.servants + onBoard[i]![0]!).toBe(pc.servants);
    expect(p.collectors + onBoard[i]![1]!).toBe(s.players === 2 ? pc.collectors : 0);
  });
  s.markets.forEach((mk, m) => {
    expect(new Set(mk.bidSpace).size).toBe(mk.bidSpace.length);
    if (!mk.open && !s.tasks.some((t) => t.t === 'resolve' && t.m === m)) expect(mk.bidPiece.length).toBe(0);
  });
  for (const n of s.characters) expect(n).toBeGreaterThanOrEqual(0);
  // Before Akhenaton, between turns exactly one market is closed.
  if (s.akhenaton < 0 && d && d.k === 'turn') expect(s.markets.filter((m) => m.open).length).toBe(s.markets.length - 1);
}

/** A state from setup with seat 0 first, reserves on the printed side, for hand-built scenarios. */
export function fresh(players: number, options: Record<string, unknown> = {}, seed = 'fixed'): NefertitiState {
  return nefertiti.setup({ players, seed, options: { firstPlayer: 0, reservePlacement: 'printed', ...options } });
}

export const card = (s: NefertitiState, id: string): number => tables(s.data).cardIndex.get(id)!;
export const mIdx = (s: NefertitiState, id: string): number => tables(s.data).locIndex.get(id)!;

/** Gift counts from a {cardId: n} record. */
export function giftsOf(s: NefertitiState, rec: Record<string, number>): number[] {
  const g = new Array<number>(tables(s.data).cardIds.length).fill(0);
  for (const [id, n] of Object.entries(rec)) g[card(s, id)] = n;
  return g;
}

/** Apply a list of [seat, action] and return the last state and all events. */
export function play(s: NefertitiState, steps: [number, NefertitiAction][]): { state: NefertitiState; events: { type: string; [k: string]: unknown }[] } {
  const events: { type: string; [k: string]: unknown }[] = [];
  for (const [seat, a] of steps) {
    const r = nefertiti.apply(s, seat, a);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

export const rng = (seed: string) => createRng(seed);

export interface MarketSetup {
  slots?: (string | null)[];
  seal?: boolean;
  reserve?: number;
  stall?: number;
  open?: boolean;
  /** [space, seat] or [space, seat, 'collector'], in arrival order; pieces come out of the owners' supplies. */
  bids?: ([number, number] | [number, number, 'collector'])[];
  down?: number;
}

/** Overwrite a market (or "memphis": slots = its cards) of a hand-built scenario. */
export function setMarket(s: NefertitiState, id: string, m: MarketSetup): void {
  const t = tables(s.data);
  const i = mIdx(s, id);
  const b = i < s.markets.length ? s.markets[i]! : s.memphis!;
  if (m.bids) {
    for (const piece of b.bidPiece) isCollector(piece) ? s.ps[ownerOf(piece)]!.collectors++ : s.ps[ownerOf(piece)]!.servants++;
    b.bidSpace = m.bids.map((x) => x[0]);
    b.bidPiece = m.bids.map((x) => x[1] * 2 + (x[2] ? 1 : 0));
    for (const x of m.bids) x[2] ? s.ps[x[1]]!.collectors-- : s.ps[x[1]]!.servants--;
  }
  if (m.reserve !== undefined) b.reserve = m.reserve;
  if (i === s.markets.length) {
    if (m.slots) s.memphis!.cards = m.slots.map((c) => t.cardIndex.get(c!)!);
    return;
  }
  const mk = s.markets[i]!;
  if (m.slots) mk.slots = m.slots.map((c) => (c === null ? EMPTY : c === 'wanderingThief' ? WT : t.cardIndex.get(c)!));
  if (m.seal !== undefined) mk.seal = m.seal;
  if (m.stall !== undefined) mk.stall = m.stall;
  if (m.open !== undefined) mk.open = m.open;
  if (m.down !== undefined) mk.down = m.down;
}

export function setPlayer(s: NefertitiState, seat: number, p: { money?: number; gifts?: Record<string, number>; seals?: number; servants?: number }): void {
  const pl = s.ps[seat]!;
  if (p.money !== undefined) pl.money = p.money;
  if (p.gifts) pl.gifts = giftsOf(s, p.gifts);
  if (p.seals !== undefined) pl.seals = p.seals;
  if (p.servants !== undefined) pl.servants = p.servants;
}

/** Give the turn to `seat` (start of its turn, no character played yet). */
export function giveTurn(s: NefertitiState, seat: number): void {
  s.active = seat;
  s.decision = { k: 'turn', seat, char: false, hp: false };
  s.tasks = [];
}

/** Set the deck from top (drawn first) to bottom; "akhenaton" is the Akhenaton card. */
export function setDeck(s: NefertitiState, topFirst: string[]): void {
  s.deck = topFirst.map((id) => (id === 'akhenaton' ? AKH : card(s, id))).reverse();
}

export const ids = (s: NefertitiState, counts: readonly number[]): Record<string, number> => {
  const t = tables(s.data);
  const out: Record<string, number> = {};
  counts.forEach((n, i) => {
    if (n) out[t.cardIds[i]!] = n;
  });
  return out;
};

/** Recompute the conserved totals after a hand-built scenario moved money or seals around. */
export function retotal(s: NefertitiState): void {
  s.debenTotal = s.debenOut + (s.memphis?.reserve ?? 0) + s.ps.reduce((a, p) => a + p.money, 0) + s.markets.reduce((a, m) => a + m.reserve, 0);
  s.sealTotal = s.sealSupply + s.sealsOut + s.ps.reduce((a, p) => a + p.seals, 0) + s.markets.filter((m) => m.seal).length;
}
