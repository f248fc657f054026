import { CARD_IDS, CROPS, CROP_COUNT, CROP_MASK, LOCUST, type CardId } from '../material/cards';
import type { NileEvent } from '../events';
import { fieldsOf, setSpecs, storageOf, type NileState } from '../state';
import { settleDeck, takeTop } from './deck';
import { drawInto } from './draw';
import { resolveLocust, strikeAfterDraw } from './locust';

/** Crop mask that the current flood blocks (0 before the first flood). */
export const floodMask = (s: NileState): number => (s.currentFlood < 0 ? 0 : CROP_MASK[s.currentFlood]!);

const popcount = (m: number): number => {
  let n = 0;
  for (; m; m &= m - 1) n++;
  return n;
};

/**
 * Spec §4.1: flip flood cards until one is not the locust (each locust handled by `floodLocust`), settle pending
 * speculation, resolve a payout locust, then harvest. Used at the start of a turn and by every Offering.
 */
export function revealFlood(s: NileState, ev: NileEvent[]): void {
  let c: number;
  for (;;) {
    c = takeTop(s, ev);
    if (c < 0) return; // the final pass ran out before a flood card: nothing floods
    if (c !== LOCUST) break;
    floodLocust(s, ev);
  }
  // On the pile before any rebuild this flip causes (§9: the rebuild takes the whole flood pile, the current flood
  // card included); it still harvests and restricts this turn.
  s.floodPile[c]!++;
  s.currentFlood = c;
  s.floodOnPile = true;
  ev.push({ type: 'flood', card: CARD_IDS[c]!, seat: s.active });
  settleDeck(s, ev);
  // END_IMMEDIATELY (BGA before 2022): the final card ends the game at once, unharvested.
  if (s.lastCardDrawn && s.options.endImmediately) return;
  const { paid, sawLocust } = settleSpeculations(s, c, ev);
  if (sawLocust) strikeAfterDraw(s, ev); // after the payout and the speculation discard, before the harvest (§13.3)
  if (s.lastCardDrawn && paid && (s.options.bgaPayoutEndsGame || s.options.endImmediately)) return;
  harvest(s, c, ev);
}

/**
 * A locust flipped at the flood step (§8, §13.2), already on the discard pile: announced, then resolved before the
 * replacement is drawn (§4.1). Under BGA_FLOOD_BURN one card is first burned face down onto the flood pile; with
 * BGA_LOCUST_AFTER_BURN the strike waits until that burn (and any rebuild it causes) is done, as BGA's draw routine
 * finishes before its plague state, so fields it discards stay out of that rebuild.
 */
function floodLocust(s: NileState, ev: NileEvent[]): void {
  ev.push({ type: 'locustDrawn', seat: s.active, context: 'flood' });
  settleDeck(s, ev); // a locust that empties the deck is shuffled straight back in
  const burn = s.options.bgaFloodBurn;
  const strikeLater = burn && s.options.bgaLocustAfterBurn;
  if (!strikeLater) resolveLocust(s, ev);
  if (burn) burnCard(s, ev, !strikeLater);
  if (strikeLater) resolveLocust(s, ev); // once, however many locusts the burn met: BGA has a single plague flag
}

/**
 * BGA_FLOOD_BURN: one card flipped face down onto the flood pile, never announced or harvested. BGA's draw routine
 * replaces a locust wherever it is drawn, so a locust met here (possible only on top of a freshly rebuilt deck) is
 * announced and discarded and another card is burned; it strikes at once in the spec's order (`strikeEach`).
 */
function burnCard(s: NileState, ev: NileEvent[], strikeEach: boolean): void {
  for (;;) {
    const b = takeTop(s, ev);
    if (b < 0) return; // the final pass ran out: nothing to burn
    if (b === LOCUST) {
      ev.push({ type: 'locustDrawn', seat: s.active, context: 'flood' });
      settleDeck(s, ev);
      if (strikeEach) resolveLocust(s, ev);
      continue;
    }
    s.floodPile[b]!++; // on the pile before the rebuild it may cause, like a flood card
    ev.push({ type: 'floodBurned', seat: s.active });
    settleDeck(s, ev);
    return;
  }
}

/**
 * Spec §7: every pending speculation is paid against the flood card, then discarded, won or lost. Under
 * BGA_DISCARD_BEFORE_PAYOUT a winning card is discarded before its payout is drawn (BGA), so a rebuild during the
 * payout takes it in; losing cards are discarded after the payouts either way.
 */
function settleSpeculations(s: NileState, flood: number, ev: NileEvent[]): { paid: boolean; sawLocust: boolean } {
  const fm = CROP_MASK[flood]!;
  const early = s.options.bgaDiscardBeforePayout;
  let paid = false;
  let sawLocust = false;
  for (let i = 0; i < s.players; i++) {
    const p = (s.active + i) % s.players;
    const specs = s.specs[p]!;
    if (specs.length === 0) continue;
    // Its cards, those that won (they show a flooded crop) and how many flooded symbols they show.
    const cards: CardId[] = [];
    const won: CardId[] = [];
    let symbols = 0;
    for (const c of specs) {
      cards.push(CARD_IDS[c]!);
      if (!(CROP_MASK[c]! & fm)) continue;
      won.push(CARD_IDS[c]!);
      symbols += popcount(CROP_MASK[c]! & fm);
    }
    let payout: number;
    if (s.options.payoutFlat3) payout = won.length > 0 ? 3 : 0;
    else if (s.options.payoutPerSymbol) payout = 3 * symbols;
    else payout = 3 * won.length;
    ev.push({ type: 'speculationSettled', seat: p, cards, won, payout });
    setSpecs(s, p, []);
    const wonFirst = early && payout > 0;
    if (wonFirst) for (const c of specs) if (CROP_MASK[c]! & fm) s.discard[c]!++;
    if (payout > 0) {
      paid = true;
      if (drawInto(s, p, payout, 'payout', ev)) sawLocust = true;
    }
    for (const c of specs) if (!wonFirst || !(CROP_MASK[c]! & fm)) s.discard[c]!++;
  }
  return { paid, sawLocust };
}

/** Spec §4 step 2: for each flooded crop, its one field (any seat) moves one card to storage. */
function harvest(s: NileState, flood: number, ev: NileEvent[]): void {
  const fm = CROP_MASK[flood]!;
  for (let k = 0; k < CROP_COUNT; k++) {
    if (!(fm & (1 << k))) continue;
    for (let p = 0; p < s.players; p++) {
      if (s.fields[p]![k]! > 0) {
        fieldsOf(s, p)[k]!--;
        storageOf(s, p)[k]!++;
        ev.push({ type: 'harvest', seat: p, crop: CROPS[k]! });
        break;
      }
    }
  }
}
