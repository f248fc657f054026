import type { Seat } from '../../../core/types';
import type { NefertitiAction } from '../../actions';
import type { NefertitiEvent } from '../../events';
import { AKH, type Decision, type NefertitiState } from '../../state';
import { T } from '../board';
import { backToTurn } from '../flow';

/**
 * Oracle (spec §7.3): look at the deck's last cards (4 gifts + Akhenaton), swap any of your gifts for them (each taken
 * card worth at most the one given, Akhenaton never), then put them back under the deck in an order you choose, one
 * card at a time from the first to be drawn. The cards are held in the decision meanwhile; only the Oracle's player
 * sees them (view.ts). A Papyrus taken here brings no seal: it is not taken from the board (spec §6.4).
 */

type OracleDecision = Extract<Decision, { k: 'oracle' }>;
export const AKH_ID = 'akhenaton';

export function startOracle(s: NefertitiState, seat: Seat, count: number, ev: NefertitiEvent[]): void {
  const t = T(s);
  const k = Math.min(count, s.deck.length);
  if (k === 0) return backToTurn(s, seat);
  // The bottom k cards, in the order they would be drawn (the deck's top is its last element).
  const group = s.deck.splice(0, k).reverse();
  const cards = group.map((c) => (c === AKH ? AKH_ID : t.cardIds[c]!));
  s.decision = { k: 'oracle', seat, cards, swapped: cards.map(() => false), order: null };
  ev.push({ type: 'oracleLooked', seat, count: k, cards: cards.slice() });
}

function remaining(d: OracleDecision): string[] {
  const rest = d.cards.slice();
  for (const c of d.order!) rest.splice(rest.indexOf(c), 1);
  return rest;
}

export function oracleOptions(s: NefertitiState, d: OracleDecision, out: NefertitiAction[]): void {
  const t = T(s);
  if (d.order) {
    for (const c of new Set(remaining(d))) out.push({ type: 'oracleOrder', card: c });
    return;
  }
  const gifts = s.ps[d.seat]!.gifts;
  const takes = new Set<string>();
  d.cards.forEach((c, i) => {
    if (!d.swapped[i] && c !== AKH_ID) takes.add(c);
  });
  for (const take of takes) {
    const tv = t.cardMax[t.cardIndex.get(take)!]!;
    for (let g = 0; g < gifts.length; g++) if (gifts[g]! > 0 && tv <= t.cardMax[g]!) out.push({ type: 'oracleSwap', give: t.cardIds[g]!, take });
  }
  out.push({ type: 'oracleDone' });
}

function finish(s: NefertitiState, d: OracleDecision, ev: NefertitiEvent[]): void {
  const t = T(s);
  const order = d.order!.concat(remaining(d));
  // Back under the deck: the last card drawn is the bottom (index 0).
  const back = order.map((c) => (c === AKH_ID ? AKH : t.cardIndex.get(c)!)).reverse();
  s.deck.unshift(...back);
  ev.push({ type: 'oracleReordered', seat: d.seat, order });
  backToTurn(s, d.seat);
}

function autoFinish(s: NefertitiState, d: OracleDecision, ev: NefertitiEvent[]): void {
  if (new Set(remaining(d)).size <= 1) finish(s, d, ev);
}

export function applyOracle(s: NefertitiState, d: OracleDecision, a: NefertitiAction, ev: NefertitiEvent[]): void {
  const t = T(s);
  if (a.type === 'oracleSwap') {
    const i = d.cards.findIndex((c, j) => c === a.take && !d.swapped[j]);
    d.cards[i] = a.give;
    d.swapped[i] = true;
    const gifts = s.ps[d.seat]!.gifts;
    gifts[t.cardIndex.get(a.give)!]!--;
    gifts[t.cardIndex.get(a.take)!]!++;
    ev.push({ type: 'oracleSwapped', seat: d.seat, gave: a.give, took: a.take });
    return;
  }
  if (a.type === 'oracleDone') {
    d.order = [];
    return autoFinish(s, d, ev);
  }
  if (a.type === 'oracleOrder') {
    d.order!.push(a.card);
    return autoFinish(s, d, ev);
  }
}
