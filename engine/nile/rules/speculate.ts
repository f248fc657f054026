import { zeros } from '../../core/zeros';
import { CARD_IDS, CROP_MASK, FIRST_SPEC } from '../material/cards';
import { SPECULATE, SPECULATIONS } from '../action-cache';
import type { NileAction } from '../actions';
import type { NileEvent } from '../events';
import { handOf, specsOf, type NileState } from '../state';
import { floodMask } from './flood';

/** Spec §7: 1 or 2 speculation cards from hand; by DEFAULT none may show a flooded crop. */
export function speculateError(s: NileState, seat: number, cards: readonly number[]): string | null {
  const hand = s.hands[seat]!;
  const fm = s.options.specIgnoresFlood ? 0 : floodMask(s);
  for (const c of cards) {
    if (hand[c]! < 1) return `you have no ${CARD_IDS[c]} speculation card in hand`;
    if (CROP_MASK[c]! & fm) return `${CARD_IDS[c]} shows a flooded crop: it cannot be played this turn`;
  }
  return null;
}

export function applySpeculate(s: NileState, seat: number, cards: readonly number[], ev: NileEvent[]): void {
  for (const c of cards) {
    handOf(s, seat)[c]!--;
    specsOf(s, seat).push(c);
  }
  ev.push({ type: 'speculate', seat, cards: cards.map((c) => CARD_IDS[c]!) });
}

// Scratch of enumerateSpeculations (never re-entered): the playable cards' rows in SPECULATE, first `m` entries.
const ok = zeros(SPECULATIONS);

/** Every legal speculation written into `out` from index `n`; returns the new end (module-level values read into
 * locals, as in enumeratePlants). */
export function enumerateSpeculations(s: NileState, seat: number, out: NileAction[], n: number): number {
  const hand = s.hands[seat]!;
  const fm = s.options.specIgnoresFlood ? 0 : floodMask(s);
  const rows = ok, table = SPECULATE, masks = CROP_MASK, first = FIRST_SPEC, specs = SPECULATIONS;
  let m = 0;
  for (let c = first, end = first + specs; c < end; c++) if (hand[c]! > 0 && !(masks[c]! & fm)) rows[m++] = c - first;
  for (let i = 0; i < m; i++) {
    const row = rows[i]! * specs;
    out[n++] = table[row + rows[i]!]!;
    for (let j = i + 1; j < m; j++) out[n++] = table[row + rows[j]!]!;
  }
  return n;
}
