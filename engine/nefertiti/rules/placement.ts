import type { Seat } from '../../core/types';
import type { NefertitiAction } from '../actions';
import type { NefertitiEvent } from '../events';
import { collectorOf, isCollector, ownerOf, servantOf, type NefertitiState, type Task } from '../state';
import { T, bidsAt, locId, moveDeben, spaceFree, stallAt } from './board';
import { closes } from './closing';

/** Servant and Collector placement (spec §4.1, §4.5) and the closing check (§5.2). */

const affordable = (s: NefertitiState, seat: Seat, value: number): boolean => s.options.bidOverMoney || s.ps[seat]!.money >= value;

/** Location m takes pieces now: an open market, or Memphis before its final allocation. */
const accepts = (s: NefertitiState, m: number): boolean =>
  m < s.markets.length ? s.markets[m]!.open : s.memphis !== null && !s.memphis.closed;

/** Servant placements for `seat`; `only` restricts them to one location (High Priest's second servant). */
export function servantPlacements(s: NefertitiState, seat: Seat, only: number, out: NefertitiAction[]): void {
  placements(s, seat, only, out);
}

/** Whether `seat` has at least one servant placement (without building the list). */
export function canPlaceServant(s: NefertitiState, seat: Seat, only = -1): boolean {
  return placements(s, seat, only, null);
}

/** The placements into `out`; with `out` null, only whether there is one (it stops at the first). */
function placements(s: NefertitiState, seat: Seat, only: number, out: NefertitiAction[] | null): boolean {
  if (s.ps[seat]!.servants <= 0) return false;
  const t = T(s);
  const n = s.markets.length;
  for (let m = 0; m <= n; m++) {
    if ((only >= 0 && m !== only) || !accepts(s, m)) continue;
    const b = bidsAt(s, m);
    if (only < 0 && !s.options.sameStallServants && b.bidPiece.includes(servantOf(seat))) continue;
    const values = stallAt(s, m).values;
    for (let sp = 0; sp < values.length; sp++) {
      if (!spaceFree(b, sp) || !affordable(s, seat, values[sp]!)) continue;
      if (!out) return true;
      out.push({ type: 'place', market: t.locIds[m]!, space: sp });
    }
  }
  return false;
}

/**
 * Collector placements (2 players): a free space of an open location other than `excl`, worth less than the best
 * offer already on that stall (so never on an empty stall, never the best offer).
 */
export function collectorPlacements(s: NefertitiState, seat: Seat, excl: number, out: NefertitiAction[]): void {
  if (s.ps[seat]!.collectors <= 0) return;
  const t = T(s);
  const n = s.markets.length;
  for (let m = 0; m <= n; m++) {
    if (m === excl || !accepts(s, m)) continue;
    const b = bidsAt(s, m);
    if (b.bidSpace.length === 0) continue;
    const values = stallAt(s, m).values;
    let best = -1;
    for (const sp of b.bidSpace) if (values[sp]! > best) best = values[sp]!;
    for (let sp = 0; sp < values.length; sp++) {
      if (values[sp]! < best && spaceFree(b, sp)) out.push({ type: 'placeCollector', market: t.locIds[m]!, space: sp });
    }
  }
}

/** Put a servant down and take the first-servant and coin-space Deben from that location's reserve. */
export function placeServant(s: NefertitiState, seat: Seat, m: number, space: number, ev: NefertitiEvent[]): void {
  const b = bidsAt(s, m);
  const table = stallAt(s, m);
  const first = b.bidPiece.length === 0;
  b.bidSpace.push(space);
  b.bidPiece.push(servantOf(seat));
  const p = s.ps[seat]!;
  p.servants--;
  const id = locId(s, m);
  ev.push({ type: 'servantPlaced', seat, market: id, space, value: table.values[space]!, piece: 'servant' });
  const memphis = m === s.markets.length;
  if (first && (!memphis || s.options.memphisFirstBonus)) {
    const got = moveDeben(s, m, 1);
    if (got > 0) {
      p.money += got;
      ev.push({ type: 'coinTaken', seat, market: id, amount: got, reason: 'firstServant' });
    }
  }
  const coins = T(s).symbolEffects[table.symbols[space]!]!.coins;
  if (coins > 0 && s.options.coinSpace === 'reserve') {
    const got = moveDeben(s, m, coins);
    if (got > 0) {
      p.money += got;
      ev.push({ type: 'coinTaken', seat, market: id, amount: got, reason: 'coinSpace' });
    }
  }
}

/** A Collector takes no money: the neutral player has none (ASSUMPTION: nor does the coin symbol pay it). */
export function placeCollector(s: NefertitiState, seat: Seat, m: number, space: number, ev: NefertitiEvent[]): void {
  const b = bidsAt(s, m);
  b.bidSpace.push(space);
  b.bidPiece.push(collectorOf(seat));
  s.ps[seat]!.collectors--;
  ev.push({ type: 'servantPlaced', seat, market: locId(s, m), space, value: stallAt(s, m).values[space]!, piece: 'collector' });
}

/** Check the active stall's closing rule after a placement by `seat` (Memphis never closes). */
export function stallCloses(s: NefertitiState, m: number, seat: Seat, ev: NefertitiEvent[]): boolean {
  if (m >= s.markets.length) return false;
  const table = stallAt(s, m);
  if (!table.closing) return false;
  const mk = s.markets[m]!;
  return closes(table.closing, {
    table, spaces: mk.bidSpace, pieces: mk.bidPiece, rng: s.rng,
    onRoll: (roll, pieces) => ev.push({ type: 'dieRolled', seat, market: locId(s, m), roll, pieces }),
  });
}

/** Bid indices of a location in resolution order: highest value first; equal values by arrival (spec §5.3). */
function bidOrder(s: NefertitiState, m: number): number[] {
  const b = bidsAt(s, m);
  const values = stallAt(s, m).values;
  const order = b.bidSpace.map((_, i) => i);
  const later = s.options.equalBids === 'laterFirst';
  order.sort((i, j) => values[b.bidSpace[j]!]! - values[b.bidSpace[i]!]! || (later ? j - i : i - j));
  return order;
}

/** Close a market now: it stops taking servants and is resolved, then rotated (tasks to run next, in order). */
export function closeMarket(s: NefertitiState, m: number, seat: Seat, reason: 'rule' | 'noServant' | 'akhenaton' | 'stalemate', ev: NefertitiEvent[]): Task[] {
  s.markets[m]!.open = false;
  ev.push({ type: 'marketClosed', market: locId(s, m), seat, reason });
  return [{ t: 'resolve', m, order: bidOrder(s, m), i: 0, top: false }, { t: 'afterClose', m }];
}

/** Markets where `seat` has a servant (Collectors do not count): the markets it may close with none left (§4.2). */
export function closableMarkets(s: NefertitiState, seat: Seat): number[] {
  const out: number[] = [];
  for (let m = 0; m < s.markets.length; m++) {
    const mk = s.markets[m]!;
    if (!mk.open) continue;
    for (const piece of mk.bidPiece) {
      if (!isCollector(piece) && ownerOf(piece) === seat) {
        out.push(m);
        break;
      }
    }
  }
  return out;
}

/**
 * Why a `place` on this location and space is refused (spec §4.1), in the order a player would check it, or null when
 * no placement rule forbids it (then the generic refusal stands). Stable English texts naming the market and the
 * printed value: renderer/ui/nefertiti/refusals.ts matches them to translate.
 */
export function placeRefusal(s: NefertitiState, seat: Seat, m: number, space: number): string | null {
  const d = s.decision;
  if (!d || (d.k !== 'turn' && d.k !== 'place2')) return null;
  const name = (i: number) => (i < s.markets.length ? s.data.markets[i]!.name : 'Memphis');
  if (d.k === 'place2' && m !== d.m) return `the second servant must go to ${name(d.m)}`;
  if (s.ps[seat]!.servants <= 0) return 'you have no servant left to place';
  if (m === s.markets.length && !s.memphis) return 'Memphis is not in play';
  if (!accepts(s, m)) return `${name(m)} is closed`;
  const values = stallAt(s, m).values;
  if (space >= values.length) return `${name(m)} has no space ${space}`;
  const b = bidsAt(s, m);
  if (!spaceFree(b, space)) return `the ${values[space]} space at ${name(m)} is taken`;
  if (d.k === 'turn' && !s.options.sameStallServants && b.bidPiece.includes(servantOf(seat))) return `you already have a servant at ${name(m)}`;
  if (!affordable(s, seat, values[space]!)) return `a bid of ${values[space]} Deben is more than your ${s.ps[seat]!.money} Deben`;
  return null;
}
