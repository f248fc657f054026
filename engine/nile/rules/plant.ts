import { CROPS, CROP_COUNT } from '../material/cards';
import type { CropId } from '../material/cards';
import type { NileAction } from '../actions';
import type { NileEvent } from '../events';
import { fieldsOf, handOf, type NileState } from '../state';
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
          fieldsOf(s, q)[k] = 0;
          ev.push({ type: 'takeover', seat, from: q, crop: CROPS[k]!, count: size });
        }
      }
    }
    handOf(s, seat)[k]! -= n;
    fieldsOf(s, seat)[k]! += n;
  }
  ev.push({ type: 'plant', seat, crops });
}

// Scratch of enumeratePlants (it runs for every decision of every playout; nothing in it is kept or re-entered).
const cnt = [0, 0, 0, 0, 0];
const own = [0, 0, 0, 0, 0]; // the crops of own fields open to pattern C, first `owned` entries
let owned = 0;

/**
 * Every legal plant, each once (A, B and C are disjoint by construction), written into `out` from index `n`; returns
 * the new end. Crops are bit masks; opponents' fields are read once, and only when a crop could start a new field.
 * Module-level values are read into locals first: the bundle makes them mutable bindings, which optimized code would
 * re-read and re-check on every pass of a loop.
 */
export function enumeratePlants(s: NileState, seat: number, out: NileAction[], n: number): number {
  const hand = s.hands[seat]!;
  const mine = s.fields[seat]!;
  const fm = floodMask(s);
  const crops = CROP_COUNT, one = PLANT_ONE, perCrop = PER_CROP;
  // Open crops: not flooded and in hand.
  let fresh = 0; // open crops without a field of the seat's own: patterns A and B
  let pair = 0; // open crops one card of which may go into pattern B: own fields, and new fields no opponent holds
  let ownMask = 0;
  for (let k = 0; k < crops; k++) {
    const h = hand[k]!;
    if (h === 0 || fm & (1 << k)) continue;
    if (mine[k]! > 0) ownMask |= 1 << k;
    else fresh |= 1 << k;
  }
  pair = ownMask;
  if (fresh !== 0) {
    const fields = s.fields, players = s.players;
    for (let k = 0; k < crops; k++) {
      if (!(fresh & (1 << k))) continue;
      // A: a new single-crop field of n ≥ 2 that beats any opponent field of that crop (at most one seat has one).
      let opp = 0;
      for (let q = 0; q < players; q++) {
        const f = fields[q]![k]!;
        if (f > opp) opp = f;
      }
      const h = hand[k]!, row = k * perCrop;
      for (let c = opp < 2 ? 2 : opp + 1; c <= h; c++) out[n++] = one[row + c]!;
      if (opp === 0) pair |= 1 << k;
    }
    // B: one card each of two crops, at least one new; a 1-card new field never beats an opponent's field.
    const two = PLANT_TWO;
    for (let a = 0; a < crops; a++) {
      if (!(pair & (1 << a))) continue;
      for (let b = a + 1; b < crops; b++) {
        if (pair & (1 << b) && fresh & ((1 << a) | (1 << b))) out[n++] = two[a * crops + b]!;
      }
    }
  }
  if (ownMask === 0) return n;
  // C: any non-empty combination onto own existing fields; one own crop is PLANT_ONE's row, in the same order.
  owned = 0;
  for (let k = 0; k < crops; k++) if (ownMask & (1 << k)) own[owned++] = k;
  if (owned === 1) {
    const k = own[0]!, row = k * perCrop, h = hand[k]!;
    for (let c = 1; c <= h; c++) out[n++] = one[row + c]!;
    return n;
  }
  return ownCombinations(hand, 0, false, out, n);
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
