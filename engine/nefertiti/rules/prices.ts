import type { Tables } from '../material/compile';
import type { NefertitiState } from '../state';
import { T } from './board';

/** Gift prices (spec §6.2–6.3): the "cours" by number of owners, foreign bonuses, max values. */

export function ownsType(t: Tables, gifts: readonly number[], type: number): boolean {
  for (const c of t.typeCards[type]!) if (gifts[c]! > 0) return true;
  return false;
}

/** Players (and the 2-player neutral collection) with at least one card of the type. */
export function owners(s: NefertitiState, type: number): number {
  const t = T(s);
  let n = 0;
  for (const p of s.ps) if (ownsType(t, p.gifts, type)) n++;
  if (s.neutral && ownsType(t, s.neutral, type)) n++;
  return n;
}

/** Price per unit with that many owners; more owners than the table lists use its last entry. */
export function price(t: Tables, type: number, ownerCount: number): number {
  const p = t.typePrices[type]!;
  return p[Math.min(Math.max(ownerCount, 1), p.length) - 1]!;
}

/** Sum of the foreign bonuses of the type's foreign cards in `gifts` (each counts for every card of the type). */
export function foreignBonus(t: Tables, gifts: readonly number[], type: number): number {
  let b = 0;
  for (const c of t.typeCards[type]!) if (t.cardForeign[c] && gifts[c]! > 0) b += t.cardBonus[c]! * gifts[c]!;
  return b;
}

/** Units (double Senet = 2) of a type in `gifts`. */
export function unitsOf(t: Tables, gifts: readonly number[], type: number): number {
  let u = 0;
  for (const c of t.typeCards[type]!) u += gifts[c]! * t.cardUnits[c]!;
  return u;
}

/** Final value of a set of gifts at the current prices (spec §9.2 step 1). */
export function giftPoints(s: NefertitiState, gifts: readonly number[]): number {
  const t = T(s);
  let pts = 0;
  for (let ty = 0; ty < t.typeIds.length; ty++) {
    const u = unitsOf(t, gifts, ty);
    if (u === 0) continue;
    pts += (price(t, ty, owners(s, ty)) + foreignBonus(t, gifts, ty)) * u;
  }
  return pts;
}
