import { shuffle } from '../../core/rng';
import { CARD_TYPES, LOCUST } from '../material/cards';
import type { NileEvent } from '../events';
import type { NileState } from '../state';

/**
 * Shuffle discard + flood pile (+ the locust, which lies in the discard) into a new deck (spec §9).
 * DEFAULT: the current flood card goes in too, but its restriction stays until the next reveal.
 */
export function rebuild(s: NileState, ev: NileEvent[]): void {
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
  shuffle(s.rng, deck);
  s.deck = deck;
  s.reshufflesLeft--;
  ev.push({ type: 'rebuild', deckSize: deck.length, reshufflesLeft: s.reshufflesLeft });
}

/**
 * Take the top card (a locust is put on the discard pile at once), rebuilding the deck when the rules say so; -1 when the final pass is exhausted (the game then
 * ends after the current step: `lastCardDrawn`). Eager rebuild (DEFAULT, BGA) happens the moment the deck empties.
 */
export function drawRaw(s: NileState, ev: NileEvent[]): number {
  if (s.deck.length === 0) {
    if (s.lastCardDrawn || s.reshufflesLeft <= 0) {
      s.lastCardDrawn = true;
      return -1;
    }
    rebuild(s, ev); // LAZY_REBUILD, or an eager rebuild that came up empty earlier
    if (s.deck.length === 0) {
      // ASSUMPTION (spec §9): an empty rebuilt deck ends the game.
      s.lastCardDrawn = true;
      return -1;
    }
  }
  const c = s.deck.pop()!;
  // The locust always ends on the discard pile (§8); putting it there before a rebuild keeps one locust per pass.
  if (c === LOCUST) s.discard[LOCUST]!++;
  if (s.deck.length === 0) {
    if (s.reshufflesLeft <= 0) s.lastCardDrawn = true;
    else if (!s.options.lazyRebuild) {
      rebuild(s, ev);
      if (s.deck.length === 0) s.lastCardDrawn = true;
    }
  }
  return c;
}
