import type { Seat } from '../core/types';
import { CARD_IDS, CROPS, CROP_COUNT, CROP_MASK, FIRST_SPEC, LOCUST, type CropId, type SpeculationId } from './material/cards';
import type { NileAction } from './actions';
import type { NileState } from './state';

/**
 * A fast playout policy for search bots (no legal-action list, no trades): plant where it helps the weakest piles,
 * else speculate, else pass. Each crop is rated by need (few cards in storage and fields); a new field that takes over
 * an opponent's gains their field's worth too; a field that would become the table's largest while the Plague is still
 * in the deck is rated down. It only ever builds legal plants (§6.1 patterns A, B, C); reads the determinized state.
 */
export function nilePlayout(s: NileState, seat: Seat): NileAction {
  const hand = s.hands[seat]!, mine = s.fields[seat]!, store = s.storage[seat]!;
  const fm = s.currentFlood < 0 ? 0 : CROP_MASK[s.currentFlood]!;
  let tableMax = 0;
  const oppMax = [0, 0, 0, 0, 0];
  for (let q = 0; q < s.players; q++) {
    const f = s.fields[q]!;
    for (let k = 0; k < CROP_COUNT; k++) {
      if (f[k]! > tableMax) tableMax = f[k]!;
      if (q !== seat && f[k]! > oppMax[k]!) oppMax[k] = f[k]!;
    }
  }
  const locust = s.discard[LOCUST] === 0;
  const need = (k: number, add: number): number => {
    const after = mine[k]! + add;
    const risky = locust && after >= 3 && after >= tableMax;
    return (add / (1 + store[k]! + 0.8 * mine[k]!)) * (risky ? 0.4 : 1);
  };
  let best = 0;
  let plant: number[] | null = null;
  // Pattern C: every hand card of the crops of its own (unflooded) fields.
  const c = [0, 0, 0, 0, 0];
  let gainC = 0;
  for (let k = 0; k < CROP_COUNT; k++) {
    if (mine[k]! > 0 && hand[k]! > 0 && !(fm & (1 << k))) {
      c[k] = hand[k]!;
      gainC += 0.6 * need(k, hand[k]!);
    }
  }
  if (gainC > best) {
    best = gainC;
    plant = c;
  }
  for (let k = 0; k < CROP_COUNT; k++) {
    if (mine[k]! > 0 || fm & (1 << k) || hand[k]! < 2 || hand[k]! <= oppMax[k]!) continue;
    // Pattern A: a new field of all of that crop (taking over a smaller one).
    const gain = need(k, hand[k]!) + 0.3 * oppMax[k]!;
    if (gain > best) {
      best = gain;
      plant = [0, 0, 0, 0, 0];
      plant[k] = hand[k]!;
    }
  }
  // Pattern B: one card each of two crops, at least one of them a new field no opponent holds.
  for (let a = 0; a < CROP_COUNT; a++) {
    for (let b = a + 1; b < CROP_COUNT; b++) {
      if (hand[a]! < 1 || hand[b]! < 1 || fm & ((1 << a) | (1 << b))) continue;
      const newA = mine[a] === 0, newB = mine[b] === 0;
      if ((!newA && !newB) || (newA && oppMax[a]! > 0) || (newB && oppMax[b]! > 0)) continue;
      const gain = need(a, 1) + need(b, 1) - (newA ? 0.15 : 0) - (newB ? 0.15 : 0);
      if (gain > best) {
        best = gain;
        plant = [0, 0, 0, 0, 0];
        plant[a] = 1;
        plant[b] = 1;
      }
    }
  }
  if (plant && best > 0.12) {
    const crops: Partial<Record<CropId, number>> = {};
    for (let k = 0; k < CROP_COUNT; k++) if (plant[k]! > 0) crops[CROPS[k]!] = plant[k]!;
    return { type: 'plant', crops };
  }
  // Speculate with up to two cards that show no flooded crop.
  const specs: SpeculationId[] = [];
  const fmSpec = s.options.specIgnoresFlood ? 0 : fm;
  for (let card = FIRST_SPEC; card < LOCUST && specs.length < 2; card++) {
    if (hand[card]! > 0 && !(CROP_MASK[card]! & fmSpec)) specs.push(CARD_IDS[card] as SpeculationId);
  }
  if (specs.length > 0) return { type: 'speculate', cards: specs };
  if (plant) {
    const crops: Partial<Record<CropId, number>> = {};
    for (let k = 0; k < CROP_COUNT; k++) if (plant[k]! > 0) crops[CROPS[k]!] = plant[k]!;
    return { type: 'plant', crops };
  }
  return { type: 'pass' };
}
