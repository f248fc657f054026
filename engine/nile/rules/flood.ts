import { CARD_IDS, CROPS, CROP_COUNT, CROP_MASK, LOCUST } from '../material/cards';
import type { NileEvent } from '../events';
import type { NileState } from '../state';
import { drawRaw } from './deck';
import { drawInto } from './draw';
import { resolveLocust } from './locust';

/** Crop mask that the current flood blocks (0 before the first flood). */
export const floodMask = (s: NileState): number => (s.currentFlood < 0 ? 0 : CROP_MASK[s.currentFlood]!);

const popcount = (m: number): number => {
  let n = 0;
  for (; m; m &= m - 1) n++;
  return n;
};

/**
 * Spec §4.1: flip flood cards until one is not the locust (each locust resolves before its replacement), settle
 * pending speculation, resolve a payout locust, then harvest. Used at the start of a turn and by every Offering.
 */
export function revealFlood(s: NileState, ev: NileEvent[]): void {
  let c: number;
  for (;;) {
    c = drawRaw(s, ev);
    if (c < 0) return; // the final pass ran out before a flood card: nothing floods
    if (c !== LOCUST) break;
    ev.push({ type: 'locustDrawn', seat: s.active, context: 'flood' });
    resolveLocust(s, ev);
    if (s.options.bgaFloodBurn) {
      // BGA quirk (§13.2): one card is flipped into the flood pile unseen, never harvested, before the real flip.
      const b = drawRaw(s, ev);
      if (b < 0) return;
      if (b !== LOCUST) s.floodPile[b]!++;
      ev.push({ type: 'floodBurned', seat: s.active });
    }
  }
  s.floodPile[c]!++;
  s.currentFlood = c;
  s.floodOnPile = true;
  ev.push({ type: 'flood', card: CARD_IDS[c]!, seat: s.active });
  // END_IMMEDIATELY (BGA before 2022): the final card ends the game at once, unharvested.
  if (s.lastCardDrawn && s.options.endImmediately) return;
  const { paid, sawLocust } = settleSpeculations(s, c, ev);
  if (sawLocust) resolveLocust(s, ev); // after the payout and the speculation discard, before the harvest (§13.3)
  if (s.lastCardDrawn && paid && (s.options.bgaPayoutEndsGame || s.options.endImmediately)) return;
  harvest(s, c, ev);
}

/** Spec §7: every pending speculation is paid against the flood card, then discarded, won or lost. */
function settleSpeculations(s: NileState, flood: number, ev: NileEvent[]): { paid: boolean; sawLocust: boolean } {
  const fm = CROP_MASK[flood]!;
  let paid = false;
  let sawLocust = false;
  for (let i = 0; i < s.players; i++) {
    const p = (s.active + i) % s.players;
    const specs = s.specs[p]!;
    if (specs.length === 0) continue;
    const won = specs.filter((c) => (CROP_MASK[c]! & fm) !== 0);
    let payout: number;
    if (s.options.payoutFlat3) payout = won.length > 0 ? 3 : 0;
    else if (s.options.payoutPerSymbol) payout = 3 * won.reduce((t, c) => t + popcount(CROP_MASK[c]! & fm), 0);
    else payout = 3 * won.length;
    ev.push({ type: 'speculationSettled', seat: p, cards: specs.map((c) => CARD_IDS[c]!), won: won.map((c) => CARD_IDS[c]!), payout });
    if (payout > 0) {
      paid = true;
      if (drawInto(s, p, payout, 'payout', ev)) sawLocust = true;
    }
    for (const c of specs) s.discard[c]!++;
    s.specs[p] = [];
  }
  return { paid, sawLocust };
}

/** Spec §4 step 2: for each flooded crop, its one field (any seat) moves one card to storage. */
export function harvest(s: NileState, flood: number, ev: NileEvent[]): void {
  const fm = CROP_MASK[flood]!;
  for (let k = 0; k < CROP_COUNT; k++) {
    if (!(fm & (1 << k))) continue;
    for (let p = 0; p < s.players; p++) {
      const f = s.fields[p]!;
      if (f[k]! > 0) {
        f[k]!--;
        s.storage[p]![k]!++;
        ev.push({ type: 'harvest', seat: p, crop: CROPS[k]! });
        break;
      }
    }
  }
}
