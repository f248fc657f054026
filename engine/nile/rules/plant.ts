import { CROPS, CROP_COUNT } from '../material/cards';
import type { CropId } from '../material/cards';
import type { NileAction } from '../actions';
import type { NileEvent } from '../events';
import type { NileState } from '../state';
import { floodMask } from './flood';
import { PER_CROP, PLANT_ONE, PLANT_TWO, plantAction } from '../action-cache';

/**
 * Spec §6.2 legalPlant: patterns A (≥2 of one new crop), B (exactly 1+1 of two crops, at least one new), C (any
 * cards onto own existing fields); never a flooded crop; a new field must strictly outnumber an opponent's field of
 * that crop. Returns the reason it is illegal (BGA's texts where it has one), or null.
 */
export function plantError(s: NileState, seat: number, cnt: readonly number[]): string | null {
  const hand = s.hands[seat]!;
  const mine = s.fields[seat]!;
  const fm = floodMask(s);
  let kinds = 0;
  let total = 0;
  let newKinds = 0;
  for (let k = 0; k < CROP_COUNT; k++) {
    const n = cnt[k]!;
    if (n === 0) continue;
    if (n > hand[k]!) return `you have only ${hand[k]} ${CROPS[k]} in hand`;
    if (fm & (1 << k)) return `${CROPS[k]} is flooded: it cannot be planted this turn`;
    kinds++;
    total += n;
    if (mine[k] === 0) newKinds++;
  }
  if (total === 0) return 'plant at least one card';
  if (newKinds > 0) {
    if (kinds === 1 && total < 2) return 'two or more cards must be played';
    if (kinds === 2 && total !== 2) return 'exactly two cards of different types, or cards of one type only';
    if (kinds > 2) return 'exactly two cards of different types, or cards of one type only';
  }
  for (let k = 0; k < CROP_COUNT; k++) {
    const n = cnt[k]!;
    if (n === 0 || mine[k]! > 0) continue;
    for (let q = 0; q < s.players; q++) {
      if (q !== seat && s.fields[q]![k]! >= n) return 'an opponent has a field of equal or greater size already';
    }
  }
  return null;
}

/** Plant (assumes plantError returned null): take over smaller opponent fields, then move the cards. */
export function applyPlant(s: NileState, seat: number, cnt: readonly number[], ev: NileEvent[]): void {
  const crops: Partial<Record<CropId, number>> = {};
  for (let k = 0; k < CROP_COUNT; k++) {
    const n = cnt[k]!;
    if (n === 0) continue;
    crops[CROPS[k]!] = n;
    if (s.fields[seat]![k] === 0) {
      for (let q = 0; q < s.players; q++) {
        const size = s.fields[q]![k]!;
        if (q !== seat && size > 0) {
          // §6.1: the beaten field goes to the discard pile, not to its owner's storage.
          s.discard[k]! += size;
          s.fields[q]![k] = 0;
          ev.push({ type: 'takeover', seat, from: q, crop: CROPS[k]!, count: size });
        }
      }
    }
    s.hands[seat]![k]! -= n;
    s.fields[seat]![k]! += n;
  }
  ev.push({ type: 'plant', seat, crops });
}

/** The largest field of crop `k` among the other seats (0: none). */
function opponentMax(s: NileState, seat: number, k: number): number {
  let max = 0;
  for (let q = 0; q < s.players; q++) if (q !== seat && s.fields[q]![k]! > max) max = s.fields[q]![k]!;
  return max;
}

// Scratch of enumeratePlants (it runs for every decision of every playout; nothing in it is kept or re-entered).
const cnt = [0, 0, 0, 0, 0];
const own = [0, 0, 0, 0, 0]; // the crops of own fields open to pattern C, first `owned` entries
let owned = 0;

/**
 * Every legal plant, each once (A, B and C are disjoint by construction), written into `out` from index `n`; returns
 * the new end. Crops are bit masks, and opponents' fields are read only for crops that could start a new field.
 */
export function enumeratePlants(s: NileState, seat: number, out: NileAction[], n: number): number {
  const hand = s.hands[seat]!;
  const mine = s.fields[seat]!;
  const fm = floodMask(s);
  // Open crops: not flooded and in hand.
  let fresh = 0; // open crops without a field of the seat's own: patterns A and B
  let pair = 0; // open crops one card of which may go into pattern B: own fields, and new fields no opponent holds
  owned = 0;
  for (let k = 0; k < CROP_COUNT; k++) {
    if (fm & (1 << k) || hand[k]! === 0) continue;
    if (mine[k]! > 0) {
      own[owned++] = k;
      pair |= 1 << k;
      continue;
    }
    fresh |= 1 << k;
    // A: a new single-crop field of n ≥ 2 that beats any opponent field of that crop.
    const opp = opponentMax(s, seat, k);
    for (let c = Math.max(2, opp + 1); c <= hand[k]!; c++) out[n++] = PLANT_ONE[k * PER_CROP + c]!;
    if (opp === 0) pair |= 1 << k;
  }
  // B: one card each of two crops, at least one new; a 1-card new field never beats an opponent's field.
  for (let a = 0; a < CROP_COUNT; a++) {
    if (!(pair & (1 << a))) continue;
    for (let b = a + 1; b < CROP_COUNT; b++) {
      if (pair & (1 << b) && fresh & ((1 << a) | (1 << b))) out[n++] = PLANT_TWO[a * CROP_COUNT + b]!;
    }
  }
  // C: any non-empty combination onto own existing fields.
  return owned > 0 ? ownCombinations(hand, 0, false, out, n) : n;
}

/** Pattern C: every count of own[i], own[i+1], … (the first crop outermost), the all-zero one left out; written into
 * `out` from index `n`, returns the new end. */
function ownCombinations(hand: readonly number[], i: number, any: boolean, out: NileAction[], n: number): number {
  if (i === owned) {
    if (any) out[n++] = plantAction(cnt);
    return n;
  }
  const k = own[i]!;
  for (let c = 0; c <= hand[k]!; c++) {
    cnt[k] = c;
    n = ownCombinations(hand, i + 1, any || c > 0, out, n);
  }
  cnt[k] = 0;
  return n;
}
