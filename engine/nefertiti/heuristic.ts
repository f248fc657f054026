import type { Seat } from '../core/types';
import { T, bidsAt, buyable, stallAt } from './rules/board';
import { giftPoints, owners, ownsType, price } from './rules/prices';
import { nefertitiOutcome } from './rules/scoring';
import { UPPER, WT, isCollector, ownerOf, type NefertitiState } from './state';

/**
 * Tuning (fixed: the bot levels were measured with these values). pending: share of a servant's expected gain (gifts at their price for the bidder
 * less the bid, or half the reserve) counted before its market closes, since later and higher bids may still come.
 * liquidity: extra worth of a Deben (up to `purse` of them) while gifts are still to be bought: money buys gifts worth
 * several points each, and a player short of money can only bid on the cheap spaces. scale: logistic scale.
 */
const NEFERTITI_HEURISTIC = { pending: 0.6, liquidity: 1.4, purse: 30, scale: 12 } as const;

/** Points a card would bring `seat` if it took it now: its type's price with `seat` among the owners, plus bonuses. */
export function cardWorth(s: NefertitiState, seat: Seat, card: number, sealPts: number): number {
  if (card === WT) return 4; // the Wandering Thief character: a free theft later
  if (card < 0) return 0;
  const t = T(s);
  const ty = t.cardType[card]!;
  const n = owners(s, ty) + (ownsType(t, s.ps[seat]!.gifts, ty) ? 0 : 1);
  return (price(t, ty, n) + (t.cardForeign[card] ? t.cardBonus[card]! : 0)) * t.cardUnits[card]! + (t.typeSeal[ty] ? sealPts : 0);
}

/**
 * Expected gain of every servant of `seat` waiting on an open stall (or Memphis), as if its market closed now: bids
 * are resolved by value, highest first; the top bidder pays and takes the better of the sealed upper card (with its
 * Royal Seal) and the two best lower cards; each later bidder the better of the best card left less its bid, and half
 * the reserve. A bid the player cannot pay is worth nothing.
 */
export function pendingGain(s: NefertitiState, seat: Seat, sealPts: number): number {
  let gain = 0;
  const locations = s.markets.length + (s.memphis && !s.memphis.closed ? 1 : 0);
  for (let m = 0; m < locations; m++) {
    const b = bidsAt(s, m);
    if (b.bidPiece.length === 0) continue;
    if (m < s.markets.length && !s.markets[m]!.open) continue;
    let mine = false;
    for (let i = 0; i < b.bidPiece.length && !mine; i++) mine = !isCollector(b.bidPiece[i]!) && ownerOf(b.bidPiece[i]!) === seat;
    if (!mine) continue;
    const values = stallAt(s, m).values;
    // Bids by value, highest first (equal values: earlier first). Insertion sorts here and below: a handful of bids and
    // cards, many times per search iteration, where Array.prototype.sort's comparator calls cost more than the sort.
    const order: number[] = [];
    for (let i = 0; i < b.bidPiece.length; i++) {
      const v = values[b.bidSpace[i]!]!;
      let j = order.length;
      for (; j > 0 && values[b.bidSpace[order[j - 1]!]!]! < v; j--) order[j] = order[j - 1]!;
      order[j] = i;
    }
    // Cards on offer, by their worth to `seat` (an approximation for every bidder); those before `next` are taken.
    const cards: number[] = [];
    let next = 0;
    let upper = -1;
    if (m < s.markets.length) {
      const mk = s.markets[m]!;
      for (let k = 0; k < mk.slots.length; k++) {
        if (!buyable(mk, k)) continue;
        const w = cardWorth(s, seat, mk.slots[k]!, sealPts);
        if (k === UPPER) upper = w + (mk.seal ? sealPts : 0);
        else insertDescending(cards, w);
      }
    } else for (const c of s.memphis!.cards) insertDescending(cards, cardWorth(s, seat, c, sealPts));
    let reserve = b.reserve;
    let money = s.ps[seat]!.money;
    for (let r = 0; r < order.length; r++) {
      const i = order[r]!;
      const piece = b.bidPiece[i]!;
      const bid = values[b.bidSpace[i]!]!;
      const own = !isCollector(piece) && ownerOf(piece) === seat;
      if (r === 0) {
        const two = (cards[next] ?? 0) + (cards[next + 1] ?? 0);
        const takeUpper = upper >= two;
        if (own && money >= bid) {
          gain += Math.max(upper, two) - bid;
          money -= bid;
        }
        if (takeUpper) upper = -1;
        else next += 2;
        reserve += bid;
      } else {
        const best = Math.max(upper, cards[next] ?? 0);
        const half = Math.ceil(reserve / 2);
        if (best - bid > half && money >= bid) {
          if (own) {
            gain += best - bid;
            money -= bid;
          }
          if (best === upper) upper = -1;
          else next++;
          reserve += bid;
        } else {
          if (own) gain += half;
          reserve -= half;
        }
      }
    }
  }
  return gain;
}

/** Insert `x` into `list`, kept highest first. */
function insertDescending(list: number[], x: number): void {
  let j = list.length;
  for (; j > 0 && list[j - 1]! < x; j--) list[j] = list[j - 1]!;
  list[j] = x;
}

/**
 * Position value for `seat` in [0, 1]: each player's score if the game ended now (track, gifts at their current price
 * by the number of owners — fewer owners, higher price — seals, Deben at their end rate), plus what its servants on
 * open stalls should bring when their markets close, plus a liquidity premium on money while gifts remain to be
 * bought; compared with the best opponent through a logistic curve. The outcome of a finished game is exact.
 */
export function nefertitiHeuristic(s: NefertitiState, seat: Seat): number {
  const o = nefertitiOutcome(s);
  if (o) return o.winners.includes(seat) ? 1 / o.winners.length : 0.5 * (1 - (o.places[seat]! - 1) / Math.max(1, s.players - 1)) * 0.5;
  const W = NEFERTITI_HEURISTIC;
  const sealPts = s.data.seals.points;
  const rate = s.options.debenPoints;
  // Share of the game still to play: gifts left in the deck (markets still to refill).
  const left = Math.min(1, s.deck.length / 24);
  const value = (p: number): number => {
    const pl = s.ps[p]!;
    return (
      pl.score + giftPoints(s, pl.gifts) + pl.seals * sealPts + pl.money * rate +
      W.liquidity * left * Math.min(pl.money, W.purse) + W.pending * pendingGain(s, p, sealPts)
    );
  };
  const mine = value(seat);
  let best = -Infinity;
  for (let p = 0; p < s.players; p++) if (p !== seat) best = Math.max(best, value(p));
  return 1 / (1 + Math.exp(-(mine - best) / W.scale));
}
