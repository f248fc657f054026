import { cloneRng, shuffle } from '../../core/rng';
import { CARD_TYPES, LOCUST } from '../material/cards';
import type { NileEvent } from '../events';
import type { NileState } from '../state';

/**
 * Shuffle discard + flood pile (+ the locust, which lies in the discard) into a new deck (spec §9).
 * DEFAULT: the current flood card goes in too, but its restriction stays until the next reveal.
 */
function rebuild(s: NileState, ev: NileEvent[]): void {
  const deck: number[] = [];
  for (let c = 0; c < CARD_TYPES; c++) {
    for (let n = s.discard[c]!; n > 0; n--) deck.push(c);
    s.discard[c] = 0;
  }
  if (!s.options.discardOnlyRebuild) {
    const keepTop = s.options.keepCurrentFlood && s.floodOnPile ? s.currentFlood : -1;
    for (let c = 0; c < CARD_TYPES; c++) {
      let n = s.floodPile[c]!;
      if (c === keepTop) n--;
      for (; n > 0; n--) deck.push(c);
      s.floodPile[c] = c === keepTop ? 1 : 0;
    }
    if (keepTop < 0) s.floodOnPile = false;
  }
  s.rng = cloneRng(s.rng); // shared with the state the step was applied to (state.ts cloneForStep)
  shuffle(s.rng, deck);
  s.deck = deck;
  s.reshufflesLeft--;
  ev.push({ type: 'rebuild', deckSize: deck.length, reshufflesLeft: s.reshufflesLeft });
}

/**
 * Take the top card, or -1 when the final pass is exhausted (the game then ends after the current step:
 * `lastCardDrawn`). A locust goes straight to the discard pile (§8), so a rebuild its own draw causes shuffles it back
 * in and every pass holds exactly one. A deck left empty by an earlier draw is rebuilt here first (LAZY_REBUILD, or
 * an eager rebuild that came up empty).
 *
 * This does NOT rebuild after taking: the caller first puts the card where it goes, then calls `settleDeck`. That
 * order is the rule, not a detail: a flood or burned card that empties the deck must already lie on the flood pile
 * when the rebuild takes the whole pile (§9; BGA draws it straight into the flood location).
 */
export function takeTop(s: NileState, ev: NileEvent[]): number {
  if (s.deck.length === 0) {
    if (s.lastCardDrawn || s.reshufflesLeft <= 0) {
      s.lastCardDrawn = true;
      return -1;
    }
    rebuild(s, ev);
    if (s.deck.length === 0) {
      // ASSUMPTION (spec §9): an empty rebuilt deck ends the game.
      s.lastCardDrawn = true;
      return -1;
    }
  }
  const c = s.deck.pop()!;
  if (c === LOCUST) s.discard[LOCUST]!++;
  return c;
}

/**
 * Call once the card taken by `takeTop` lies in its zone: if that emptied the deck, rebuild at once (DEFAULT, BGA:
 * eager) or mark the final pass exhausted. Under LAZY_REBUILD the empty deck waits for the next `takeTop`.
 */
export function settleDeck(s: NileState, ev: NileEvent[]): void {
  if (s.deck.length > 0) return;
  if (s.reshufflesLeft <= 0) s.lastCardDrawn = true;
  else if (!s.options.lazyRebuild) {
    rebuild(s, ev);
    if (s.deck.length === 0) s.lastCardDrawn = true;
  }
}
