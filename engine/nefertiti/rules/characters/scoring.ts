import type { Seat } from '../../../core/types';
import type { NefertitiAction } from '../../actions';
import type { NefertitiEvent } from '../../events';
import type { Decision, NefertitiState } from '../../state';
import { T } from '../board';
import { backToTurn } from '../flow';
import { foreignBonus, owners, ownsType, price, unitsOf } from '../prices';

/**
 * Characters that score gifts during the game: Scribe +X (spec §7.2), Royal Scribe, Merchant of Amun (§7.3) and the
 * Vizier (Q7: the designer's variety table, or the old stand-in). Scored or discarded gifts leave the game.
 */

type SelectDecision = Extract<Decision, { k: 'select' }>;

function removeGift(s: NefertitiState, gifts: number[], card: number, n: number): void {
  gifts[card]! -= n;
  s.removed[card]! += n;
}

/** Gift types `seat` owns. */
export function ownedTypes(s: NefertitiState, seat: Seat): number[] {
  const t = T(s);
  const out: number[] = [];
  for (let ty = 0; ty < t.typeIds.length; ty++) if (ownsType(t, s.ps[seat]!.gifts, ty)) out.push(ty);
  return out;
}

/** Scribe +X, whole type (DEFAULT): every card of the type at its current price + X per unit, plus foreign bonuses. */
export function scribeAll(s: NefertitiState, seat: Seat, type: number, bonus: number, ev: NefertitiEvent[]): void {
  const t = T(s);
  const gifts = s.ps[seat]!.gifts;
  const unitPts = price(t, type, owners(s, type)) + bonus + foreignBonus(t, gifts, type);
  const pts = unitPts * unitsOf(t, gifts, type);
  const cards: string[] = [];
  for (const c of t.typeCards[type]!) {
    for (let i = 0; i < gifts[c]!; i++) cards.push(t.cardIds[c]!);
    removeGift(s, gifts, c, gifts[c]!);
  }
  s.ps[seat]!.score += pts;
  ev.push({ type: 'scored', seat, points: pts, reason: 'scribe', cards });
}

/**
 * Vizier (DEFAULT, the designer's description of it: it rewards variety): the card's table read at the number of gift
 * types `seat` owns (more types than the table lists: its last entry); nothing is discarded.
 */
export function vizierVariety(s: NefertitiState, seat: Seat, byTypes: readonly number[], ev: NefertitiEvent[]): void {
  const n = ownedTypes(s, seat).length;
  const pts = byTypes[Math.min(n, byTypes.length - 1)] ?? 0;
  s.ps[seat]!.score += pts;
  ev.push({ type: 'scored', seat, points: pts, reason: 'vizier' });
}

/** Vizier, the old stand-in (option 'standIn'): price of a type another player owns × your own units of it; nothing is discarded. */
export function vizierTypes(s: NefertitiState, seat: Seat): number[] {
  const t = T(s);
  const out: number[] = [];
  for (let ty = 0; ty < t.typeIds.length; ty++) if (s.ps.some((p, q) => q !== seat && ownsType(t, p.gifts, ty))) out.push(ty);
  return out;
}

export function vizierScore(s: NefertitiState, seat: Seat, type: number, ev: NefertitiEvent[]): void {
  const t = T(s);
  const pts = price(t, type, owners(s, type)) * unitsOf(t, s.ps[seat]!.gifts, type);
  s.ps[seat]!.score += pts;
  ev.push({ type: 'scored', seat, points: pts, reason: 'vizier' });
}

/** Gift selection (Royal Scribe, or a Scribe under scribeScope "someOfType"): add one card at a time, then score. */
export function selectOptions(s: NefertitiState, d: SelectDecision, out: NefertitiAction[]): void {
  const t = T(s);
  const gifts = s.ps[d.seat]!.gifts;
  for (let c = 0; c < gifts.length; c++) {
    if (gifts[c] === 0 || (d.type >= 0 && t.cardType[c] !== d.type)) continue;
    const id = t.cardIds[c]!;
    let chosen = 0;
    for (const x of d.sel) if (x === id) chosen++;
    if (chosen < gifts[c]!) out.push({ type: 'select', card: id });
  }
  out.push({ type: 'selectDone' });
}

export function applySelect(s: NefertitiState, d: SelectDecision, a: NefertitiAction, ev: NefertitiEvent[]): void {
  if (a.type === 'select') {
    d.sel.push(a.card);
    return;
  }
  const t = T(s);
  const gifts = s.ps[d.seat]!.gifts;
  const chosen = new Array<number>(gifts.length).fill(0);
  for (const id of d.sel) chosen[t.cardIndex.get(id)!]!++;
  // Prices and bonuses are read before anything is discarded: the cards are scored together.
  let pts = 0;
  for (let ty = 0; ty < t.typeIds.length; ty++) {
    const u = unitsOf(t, chosen, ty);
    if (u === 0) continue;
    const fb = s.options.partialForeignBonus === 'owned' ? foreignBonus(t, gifts, ty) : foreignBonus(t, chosen, ty);
    pts += (price(t, ty, owners(s, ty)) + d.bonus + fb) * u;
  }
  for (let c = 0; c < chosen.length; c++) if (chosen[c]) removeGift(s, gifts, c, chosen[c]!);
  s.ps[d.seat]!.score += pts;
  ev.push({ type: 'scored', seat: d.seat, points: pts, reason: d.why, cards: d.sel.slice() });
  backToTurn(s, d.seat);
}

/** Merchant of Amun: discard gifts one at a time for a fixed number of points per unit (double Senet = 2). */
export function amunOptions(s: NefertitiState, seat: Seat, out: NefertitiAction[]): void {
  const t = T(s);
  const gifts = s.ps[seat]!.gifts;
  for (let c = 0; c < gifts.length; c++) if (gifts[c]! > 0) out.push({ type: 'discard', card: t.cardIds[c]! });
  out.push({ type: 'discardDone' });
}

export function applyAmun(s: NefertitiState, d: Extract<Decision, { k: 'amun' }>, a: NefertitiAction, ev: NefertitiEvent[]): void {
  if (a.type !== 'discard') return backToTurn(s, d.seat);
  const t = T(s);
  const c = t.cardIndex.get(a.card)!;
  const gifts = s.ps[d.seat]!.gifts;
  removeGift(s, gifts, c, 1);
  const pts = d.points * t.cardUnits[c]!;
  s.ps[d.seat]!.score += pts;
  ev.push({ type: 'giftDiscarded', seat: d.seat, card: a.card, reason: 'merchantOfAmun' });
  ev.push({ type: 'scored', seat: d.seat, points: pts, reason: 'merchantOfAmun', cards: [a.card] });
  if (!gifts.some((g) => g > 0)) backToTurn(s, d.seat);
}
