import type { Seat } from '../../core/types';
import type { NefertitiAction } from '../actions';
import type { NefertitiEvent } from '../events';
import { EMPTY, UPPER, WT, isCollector, ownerOf, type NefertitiState, type Task } from '../state';
import { T, bidsAt, buyable, characterMarket, faceUpGift, isMemphis, locId, lowestSlots, releaseSeal, stallAt, takeFromSlot } from './board';

/**
 * Resolving a closed market or a Memphis allocation (spec §5.3, §5.4): every piece in bid order. The top bidder pays
 * and takes the upper sealed card or 2 lower cards (symbols change the count); each later servant pays for 1 gift or
 * takes half the reserve rounded up; a Collector (2p) moves Deben or takes a gift for the neutral collection.
 */

type ResolveTask = Extract<Task, { t: 'resolve' }>;

/** Slots (market) or card indices (Memphis) a bidder may take; the upper slot only if `upper`. */
function buyableSlots(s: NefertitiState, m: number, upper: boolean): number[] {
  if (isMemphis(s, m)) return s.memphis!.cards.map((_, i) => i);
  const mk = s.markets[m]!;
  const out: number[] = [];
  for (let k = upper ? 0 : 1; k < mk.slots.length; k++) if (buyable(mk, k)) out.push(k);
  return out;
}

function combos(items: number[], k: number, out: number[][], start = 0, cur: number[] = []): void {
  if (cur.length === k) {
    out.push(cur.slice());
    return;
  }
  for (let i = start; i < items.length; i++) {
    cur.push(items[i]!);
    combos(items, k, out, i + 1, cur);
    cur.pop();
  }
}

/** Memphis cards are interchangeable by kind: keep one index combination per multiset of kinds. */
function dedupeMemphis(s: NefertitiState, list: number[][]): number[][] {
  const cards = s.memphis!.cards;
  const seen = new Set<string>();
  return list.filter((c) => {
    const key = c.map((i) => cards[i]!).sort((a, b) => a - b).join(',');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What the symbol of the bid's space does (data table `symbolEffects`). */
const effectOf = (s: NefertitiState, m: number, bid: number) => T(s).symbolEffects[stallAt(s, m).symbols[bidsAt(s, m).bidSpace[bid]!]!]!;

/**
 * The top bidder's choices: the upper card (+ `topUpperExtra` lower cards, e.g. with the +1 gift symbol), or
 * `topLower` lower cards (2; 3 with +1 gift; 1 with single gift); fewer if fewer are there. Memphis has no upper card.
 */
export function topOptions(s: NefertitiState, m: number, bid: number, out: NefertitiAction[]): void {
  const eff = effectOf(s, m, bid);
  const k = eff.topLower;
  const lists: number[][] = [];
  if (isMemphis(s, m)) {
    combos(buyableSlots(s, m, false), Math.min(k, s.memphis!.cards.length), lists);
    for (const slots of dedupeMemphis(s, lists)) out.push({ type: 'takeGifts', slots });
    return;
  }
  const lower = buyableSlots(s, m, false);
  if (buyable(s.markets[m]!, UPPER)) {
    const extra = Math.min(eff.topUpperExtra, lower.length);
    if (extra > 0) {
      const withUpper: number[][] = [];
      combos(lower, extra, withUpper);
      for (const l of withUpper) lists.push([UPPER, ...l]);
    } else lists.push([UPPER]);
  }
  const size = Math.min(k, lower.length);
  if (size > 0) combos(lower, size, lists);
  for (const slots of lists) out.push({ type: 'takeGifts', slots });
}

/** A later bidder's choices: buy `laterBuys` gifts (1; 2 on a +1 gift space), or half the reserve. */
export function bidOptions(s: NefertitiState, m: number, bid: number, out: NefertitiAction[]): void {
  const cnt = effectOf(s, m, bid).laterBuys;
  const avail = buyableSlots(s, m, s.options.laterBuyUpper);
  let lists: number[][] = [];
  combos(avail, Math.min(cnt, avail.length), lists);
  if (isMemphis(s, m)) lists = dedupeMemphis(s, lists);
  for (const slots of lists) if (slots.length) out.push({ type: 'buy', slots });
  out.push({ type: 'takeHalf' });
}

/** Gifts a Collector may take for the neutral collection (never the Wandering Thief card). */
function collectableSlots(s: NefertitiState, m: number): number[] {
  if (isMemphis(s, m)) return s.memphis!.cards.map((_, i) => i);
  const mk = s.markets[m]!;
  const out: number[] = [];
  for (let k = 0; k < mk.slots.length; k++) if (faceUpGift(mk, k)) out.push(k);
  return out;
}

export function collectOptions(s: NefertitiState, m: number, out: NefertitiAction[]): void {
  out.push({ type: 'collectDeben' });
  const slots = collectableSlots(s, m);
  if (isMemphis(s, m)) {
    const seen = new Set<number>();
    for (const i of slots) {
      const c = s.memphis!.cards[i]!;
      if (!seen.has(c)) {
        seen.add(c);
        out.push({ type: 'collectGift', slot: i });
      }
    }
  } else for (const k of slots) out.push({ type: 'collectGift', slot: k });
}

/** Reserves other than m that a Collector's Deben go to (all markets, and Memphis when in play). */
function otherReserves(s: NefertitiState, m: number): number[] {
  const out: number[] = [];
  const last = s.memphis ? s.markets.length : s.markets.length - 1;
  for (let r = 0; r <= last; r++) if (r !== m) out.push(r);
  return out;
}

export function spreadOptions(s: NefertitiState, m: number, used: readonly number[], out: NefertitiAction[]): void {
  const t = T(s);
  for (const r of otherReserves(s, m)) if (!used.includes(r)) out.push({ type: 'spread', market: t.locIds[r]! });
}

/** Wandering Thief card bought at m: targets are the lowest gifts of the other markets (not Akhenaton's). */
export function wtSwapOptions(s: NefertitiState, m: number, out: NefertitiAction[]): void {
  const t = T(s);
  for (let o = 0; o < s.markets.length; o++) {
    if (o === m || !characterMarket(s, o)) continue;
    for (const slot of lowestSlots(s, o)) out.push({ type: 'wanderingThiefSwap', market: t.locIds[o]!, slot });
  }
}

function bidInfo(s: NefertitiState, m: number, bid: number) {
  const b = bidsAt(s, m);
  const piece = b.bidPiece[bid]!;
  const space = b.bidSpace[bid]!;
  return { seat: ownerOf(piece), piece: isCollector(piece) ? ('collector' as const) : ('servant' as const), space, value: stallAt(s, m).values[space]! };
}

function takeHalfNow(s: NefertitiState, m: number, bid: number, role: 'top' | 'other', ev: NefertitiEvent[]): void {
  const b = bidsAt(s, m);
  const info = bidInfo(s, m, bid);
  const amount = Math.ceil(b.reserve / 2);
  b.reserve -= amount;
  s.ps[info.seat]!.money += amount;
  if (amount > 0) ev.push({ type: 'coinTaken', seat: info.seat, market: locId(s, m), amount, reason: 'half' });
  ev.push({ type: 'bidResolved', market: locId(s, m), ...info, role, result: 'half', amount });
}

/** Collector option (a): take one Deben per other reserve and put one on each; if short, the owner places them. */
function collectDebenNow(s: NefertitiState, m: number, bid: number, ev: NefertitiEvent[]): void {
  const b = bidsAt(s, m);
  const info = bidInfo(s, m, bid);
  const others = otherReserves(s, m);
  const take = Math.min(others.length, b.reserve);
  b.reserve -= take;
  ev.push({ type: 'bidResolved', market: locId(s, m), ...info, role: 'other', result: 'spread', amount: take });
  if (take === others.length) {
    for (const r of others) {
      bidsAt(s, r).reserve++;
      ev.push({ type: 'debenMoved', seat: null, from: locId(s, m), to: locId(s, r), amount: 1 });
    }
  } else if (take > 0) s.decision = { k: 'spread', seat: info.seat, m, left: take, used: [] };
}

/** Pay the bid and take the gifts; a bought Wandering Thief card must be used at once. */
function buyNow(s: NefertitiState, m: number, bid: number, slots: number[], role: 'top' | 'other', ev: NefertitiEvent[]): void {
  const info = bidInfo(s, m, bid);
  const p = s.ps[info.seat]!;
  p.money -= info.value;
  bidsAt(s, m).reserve += info.value;
  ev.push({ type: 'bidResolved', market: locId(s, m), ...info, role, result: 'paid', amount: info.value });
  let gotWt = false;
  if (isMemphis(s, m)) {
    const t = T(s);
    const cards = s.memphis!.cards;
    for (const i of slots.slice().sort((a, b) => b - a)) {
      const c = cards[i]!;
      cards.splice(i, 1);
      p.gifts[c]!++;
      ev.push({ type: 'giftTaken', seat: info.seat, market: 'memphis', slot: i, card: t.cardIds[c]!, how: 'bought' });
    }
  } else {
    for (const k of slots) if (takeFromSlot(s, info.seat, m, k, 'bought', true, ev) === WT) gotWt = true;
  }
  if (gotWt) useBoughtWanderingThief(s, info.seat, m, ev);
}

function useBoughtWanderingThief(s: NefertitiState, seat: Seat, m: number, ev: NefertitiEvent[]): void {
  const opts: NefertitiAction[] = [];
  wtSwapOptions(s, m, opts);
  if (opts.length > 0) s.decision = { k: 'wtUse', seat, m };
  else {
    // ASSUMPTION: with no gift to swap on the other markets, the card leaves the game.
    s.wtGone = true;
    ev.push({ type: 'wanderingThiefPlaced', seat, market: locId(s, m), slot: -1, took: null });
  }
}

/**
 * Run the resolution at the front of the task list until a bidder must choose (sets s.decision) or it is over
 * (pieces go home, the task is removed). Forced outcomes (no gift left, cannot pay) are applied without asking.
 */
export function stepResolve(s: NefertitiState, task: ResolveTask, ev: NefertitiEvent[]): void {
  const m = task.m;
  const b = bidsAt(s, m);
  while (task.i < task.order.length) {
    const bid = task.order[task.i]!;
    const piece = b.bidPiece[bid]!;
    const seat = ownerOf(piece);
    if (isCollector(piece)) {
      if (collectableSlots(s, m).length === 0) {
        task.i++;
        collectDebenNow(s, m, bid, ev);
        if (s.decision) return;
        continue;
      }
      s.decision = { k: 'collect', seat, m, bid };
      return;
    }
    const value = stallAt(s, m).values[b.bidSpace[bid]!]!;
    const canPay = s.ps[seat]!.money >= value;
    const anyGift = buyableSlots(s, m, !task.top || s.options.laterBuyUpper).length > 0;
    if (!anyGift) {
      task.i++;
      takeHalfNow(s, m, bid, task.top ? 'other' : 'top', ev);
      continue;
    }
    if (!task.top) {
      if (!canPay) {
        // ASSUMPTION (spec Q14): a top bidder who cannot pay gets nothing (or half); the top choice passes on.
        task.i++;
        if (s.options.unpaidTopBid === 'half') takeHalfNow(s, m, bid, 'top', ev);
        else ev.push({ type: 'bidResolved', market: locId(s, m), ...bidInfo(s, m, bid), role: 'top', result: 'nothing', amount: 0 });
        continue;
      }
      s.decision = { k: 'top', seat, m, bid };
      return;
    }
    if (!canPay) {
      task.i++;
      takeHalfNow(s, m, bid, 'other', ev);
      continue;
    }
    s.decision = { k: 'bid', seat, m, bid };
    return;
  }
  returnPieces(s, m, ev);
  s.tasks.shift();
}

function returnPieces(s: NefertitiState, m: number, ev: NefertitiEvent[]): void {
  const b = bidsAt(s, m);
  for (const piece of b.bidPiece) {
    const p = s.ps[ownerOf(piece)]!;
    if (isCollector(piece)) p.collectors++;
    else p.servants++;
  }
  b.bidPiece = [];
  b.bidSpace = [];
  ev.push({ type: 'servantsReturned', market: locId(s, m) });
}

const currentTask = (s: NefertitiState): ResolveTask => s.tasks[0] as ResolveTask;

/** Apply a resolution choice (already checked legal) for the decision at hand. */
export function applyResolutionChoice(s: NefertitiState, a: NefertitiAction, ev: NefertitiEvent[]): void {
  const d = s.decision!;
  const t = T(s);
  switch (d.k) {
    case 'top':
    case 'bid': {
      const task = currentTask(s);
      s.decision = null;
      task.i++;
      const role = d.k === 'top' ? 'top' : 'other';
      if (d.k === 'top') task.top = true;
      if (a.type === 'takeHalf') takeHalfNow(s, d.m, d.bid, role, ev);
      else if (a.type === 'takeGifts' || a.type === 'buy') buyNow(s, d.m, d.bid, a.slots, role, ev);
      return;
    }
    case 'collect': {
      const task = currentTask(s);
      s.decision = null;
      task.i++;
      if (a.type === 'collectDeben') collectDebenNow(s, d.m, d.bid, ev);
      else if (a.type === 'collectGift') collectGiftNow(s, d.m, d.bid, a.slot, ev);
      return;
    }
    case 'spread': {
      if (a.type !== 'spread') return;
      const r = t.locIndex.get(a.market)!;
      bidsAt(s, r).reserve++;
      ev.push({ type: 'debenMoved', seat: null, from: locId(s, d.m), to: a.market, amount: 1 });
      d.used.push(r);
      d.left--;
      if (d.left === 0) s.decision = null;
      return;
    }
    case 'wtUse': {
      if (a.type !== 'wanderingThiefSwap') return;
      s.decision = null;
      const o = t.locIndex.get(a.market)!;
      const took = takeFromSlot(s, d.seat, o, a.slot, 'exchanged', false, ev);
      s.markets[o]!.slots[a.slot] = WT;
      ev.push({ type: 'wanderingThiefPlaced', seat: d.seat, market: a.market, slot: a.slot, took: t.cardIds[took]! });
      return;
    }
    default:
      return;
  }
}

/** Collector option (b): a gift to the neutral collection; a seal on it is discarded. */
function collectGiftNow(s: NefertitiState, m: number, bid: number, slot: number, ev: NefertitiEvent[]): void {
  const t = T(s);
  const info = bidInfo(s, m, bid);
  let card: number;
  if (isMemphis(s, m)) {
    card = s.memphis!.cards[slot]!;
    s.memphis!.cards.splice(slot, 1);
  } else {
    const mk = s.markets[m]!;
    card = mk.slots[slot]!;
    mk.slots[slot] = EMPTY;
    if (slot === UPPER && mk.seal) {
      mk.seal = false;
      ev.push({ type: 'sealDiscarded', market: locId(s, m), toSupply: releaseSeal(s) });
    }
  }
  s.neutral![card]!++;
  ev.push({ type: 'bidResolved', market: locId(s, m), ...info, role: 'other', result: 'took', amount: 0 });
  ev.push({ type: 'giftTaken', seat: null, market: locId(s, m), slot, card: t.cardIds[card]!, how: 'collected' });
}
