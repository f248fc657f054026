import type { Seat } from '../../../core/types';
import type { NefertitiAction } from '../../actions';
import type { NefertitiEvent } from '../../events';
import type { Decision, NefertitiState } from '../../state';
import { T, characterMarket, faceUpGift, locId } from '../board';
import { backToTurn } from '../flow';

/**
 * Treasurer (spec §7.2, Q9): up to `amount` Deben from each market's reserve, open or closed. Beggar (§7.3): on each
 * market, take `amount` Deben from its reserve or turn one of its gifts face down until the market reopens. Never
 * Memphis, never the market where Akhenaton was drawn.
 */

function takeReserve(s: NefertitiState, seat: Seat, m: number, amount: number, reason: 'treasurer' | 'beggar', ev: NefertitiEvent[]): void {
  const mk = s.markets[m]!;
  const got = Math.min(amount, mk.reserve);
  if (got <= 0) return;
  mk.reserve -= got;
  s.ps[seat]!.money += got;
  ev.push({ type: 'coinTaken', seat, market: locId(s, m), amount: got, reason });
}

export function treasurer(s: NefertitiState, seat: Seat, amount: number, ev: NefertitiEvent[]): void {
  for (let m = 0; m < s.markets.length; m++) if (characterMarket(s, m)) takeReserve(s, seat, m, amount, 'treasurer', ev);
  backToTurn(s, seat);
}

function nextBeggarMarket(s: NefertitiState, after: number): number {
  for (let m = after + 1; m < s.markets.length; m++) if (characterMarket(s, m)) return m;
  return -1;
}

export function startBeggar(s: NefertitiState, seat: Seat): void {
  const m = nextBeggarMarket(s, -1);
  if (m < 0) return backToTurn(s, seat);
  s.decision = { k: 'beggar', seat, m };
}

export function beggarOptions(s: NefertitiState, m: number, out: NefertitiAction[]): void {
  out.push({ type: 'beggarCoin' });
  const mk = s.markets[m]!;
  for (let k = 0; k < mk.slots.length; k++) if (faceUpGift(mk, k)) out.push({ type: 'beggarFlip', slot: k });
}

export function applyBeggar(s: NefertitiState, d: Extract<Decision, { k: 'beggar' }>, amount: number, a: NefertitiAction, ev: NefertitiEvent[]): void {
  if (a.type === 'beggarCoin') takeReserve(s, d.seat, d.m, amount, 'beggar', ev);
  else if (a.type === 'beggarFlip') {
    s.markets[d.m]!.down |= 1 << a.slot;
    ev.push({ type: 'cardTurned', market: T(s).locIds[d.m]!, slot: a.slot, faceDown: true });
  }
  const next = nextBeggarMarket(s, d.m);
  if (next < 0) backToTurn(s, d.seat);
  else d.m = next;
}
