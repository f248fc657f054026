import type { Seat } from '../../../core/types';
import type { NefertitiAction } from '../../actions';
import type { NefertitiEvent } from '../../events';
import { NEUTRAL, type Decision, type NefertitiState } from '../../state';
import { T, characterMarket, faceUpGift, takeFromSlot } from '../board';
import { backToTurn } from '../flow';

/**
 * Exchanges by max value ("valeur maximale"). Merchant (spec §7.2, Q8): one of your gifts for one of another
 * player's (or the neutral collection's), paying that side the difference when you receive more (merchantPays);
 * Deben paid to the neutral player leave the game. Trader (§7.3): up to N of your gifts for face-up gifts of the
 * markets, paying the difference into that market's reserve; the given card takes the taken card's slot.
 * Both are chosen in two steps (what to take, then what to give) so the lists stay short.
 */

type MerchantDecision = Extract<Decision, { k: 'merchant' }>;
type TraderDecision = Extract<Decision, { k: 'trader' }>;

/** Whether `seat` has a gift it can give (and pay the difference for) to receive `take`. */
function canAffordSwap(s: NefertitiState, seat: Seat, take: number, pays: boolean): boolean {
  const t = T(s);
  const p = s.ps[seat]!;
  for (let g = 0; g < p.gifts.length; g++) {
    if (p.gifts[g] === 0) continue;
    const cost = pays ? Math.max(0, t.cardMax[take]! - t.cardMax[g]!) : 0;
    if (cost <= p.money) return true;
  }
  return false;
}

function giveOptions(s: NefertitiState, seat: Seat, take: number, pays: boolean, type: 'exchangeGive' | 'tradeGive', out: NefertitiAction[]): void {
  const t = T(s);
  const p = s.ps[seat]!;
  for (let g = 0; g < p.gifts.length; g++) {
    if (p.gifts[g] === 0) continue;
    const cost = pays ? Math.max(0, t.cardMax[take]! - t.cardMax[g]!) : 0;
    if (cost <= p.money) out.push({ type, card: t.cardIds[g]! });
  }
}

const giftsOf = (s: NefertitiState, who: number): number[] => (who === NEUTRAL ? s.neutral! : s.ps[who]!.gifts);

export function merchantOptions(s: NefertitiState, d: MerchantDecision, out: NefertitiAction[]): void {
  const t = T(s);
  const pays = s.options.merchantPays;
  if (d.take) {
    giveOptions(s, d.seat, t.cardIndex.get(d.take.card)!, pays, 'exchangeGive', out);
    return;
  }
  const others: number[] = [];
  for (let q = 0; q < s.players; q++) if (q !== d.seat) others.push(q);
  if (s.neutral) others.push(NEUTRAL);
  for (const q of others) {
    const gifts = giftsOf(s, q);
    for (let c = 0; c < gifts.length; c++) {
      if (gifts[c]! > 0 && canAffordSwap(s, d.seat, c, pays)) out.push({ type: 'exchangeTake', from: q === NEUTRAL ? 'neutral' : q, card: t.cardIds[c]! });
    }
  }
  out.push({ type: 'skip' });
}

export function applyMerchant(s: NefertitiState, d: MerchantDecision, a: NefertitiAction, ev: NefertitiEvent[]): void {
  const t = T(s);
  if (a.type === 'skip') return backToTurn(s, d.seat);
  if (a.type === 'exchangeTake') {
    d.take = { from: a.from === 'neutral' ? NEUTRAL : a.from, card: a.card };
    return;
  }
  if (a.type !== 'exchangeGive' || !d.take) return;
  const take = t.cardIndex.get(d.take.card)!;
  const give = t.cardIndex.get(a.card)!;
  const q = d.take.from;
  const p = s.ps[d.seat]!;
  const theirs = giftsOf(s, q);
  p.gifts[give]!--;
  p.gifts[take]!++;
  theirs[take]!--;
  theirs[give]!++;
  const cost = s.options.merchantPays ? Math.max(0, t.cardMax[take]! - t.cardMax[give]!) : 0;
  p.money -= cost;
  if (q === NEUTRAL) s.debenOut += cost;
  else s.ps[q]!.money += cost;
  ev.push({ type: 'giftsExchanged', seat: d.seat, with: q === NEUTRAL ? null : q, gave: a.card, took: d.take.card, paid: cost });
  backToTurn(s, d.seat);
}

export function hasMerchantSwap(s: NefertitiState, seat: Seat): boolean {
  const out: NefertitiAction[] = [];
  merchantOptions(s, { k: 'merchant', seat, take: null }, out);
  return out.length > 1;
}

export function traderOptions(s: NefertitiState, d: TraderDecision, out: NefertitiAction[]): void {
  const t = T(s);
  if (d.take) {
    giveOptions(s, d.seat, s.markets[d.take.m]!.slots[d.take.slot]!, true, 'tradeGive', out);
    return;
  }
  for (let m = 0; m < s.markets.length; m++) {
    if (!characterMarket(s, m)) continue;
    const mk = s.markets[m]!;
    for (let k = 0; k < mk.slots.length; k++) {
      if (faceUpGift(mk, k) && canAffordSwap(s, d.seat, mk.slots[k]!, true)) out.push({ type: 'tradeTake', market: t.locIds[m]!, slot: k });
    }
  }
  out.push({ type: 'skip' });
}

export function applyTrader(s: NefertitiState, d: TraderDecision, a: NefertitiAction, ev: NefertitiEvent[]): void {
  const t = T(s);
  if (a.type === 'skip') return backToTurn(s, d.seat);
  if (a.type === 'tradeTake') {
    d.take = { m: t.locIndex.get(a.market)!, slot: a.slot };
    return;
  }
  if (a.type !== 'tradeGive' || !d.take) return;
  const { m, slot } = d.take;
  const mk = s.markets[m]!;
  const give = t.cardIndex.get(a.card)!;
  const take = mk.slots[slot]!;
  const cost = Math.max(0, t.cardMax[take]! - t.cardMax[give]!);
  const p = s.ps[d.seat]!;
  takeFromSlot(s, d.seat, m, slot, 'exchanged', false, ev);
  p.gifts[give]!--;
  mk.slots[slot] = give;
  p.money -= cost;
  mk.reserve += cost;
  ev.push({ type: 'giftsExchanged', seat: d.seat, with: null, market: t.locIds[m]!, slot, gave: a.card, took: t.cardIds[take]!, paid: cost });
  d.done++;
  d.take = null;
  const more: NefertitiAction[] = [];
  if (d.done < d.max) traderOptions(s, d, more);
  if (more.length <= 1) backToTurn(s, d.seat);
}
