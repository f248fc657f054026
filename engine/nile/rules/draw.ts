import { CARD_IDS, LOCUST, type CardId } from '../material/cards';
import type { NileEvent } from '../events';
import { handOf, type NileState } from '../state';
import { settleDeck, takeTop } from './deck';

/**
 * Spec §4.2: draw n cards into a hand. A locust is announced and discarded; by DEFAULT it does not count toward n
 * (NO_LOCUST_REPLACEMENT: it does). Returns whether a locust was seen: the caller resolves it when the rules say
 * (after the whole draw; after a payout's speculation discard), once however many were seen (§4.2 `sawLocust`, BGA's
 * single plague flag).
 */
export function drawInto(s: NileState, seat: number, n: number, reason: 'turn' | 'market' | 'payout', ev: NileEvent[]): boolean {
  const hand = handOf(s, seat);
  const got: CardId[] = [];
  let sawLocust = false;
  let counted = 0;
  while (counted < n) {
    const c = takeTop(s, ev);
    if (c < 0) break;
    if (c === LOCUST) {
      sawLocust = true;
      // Announced before a rebuild it causes, so the log follows the cards: the locust, then the new deck.
      ev.push({ type: 'locustDrawn', seat, context: 'draw' });
      if (s.options.noLocustReplacement) counted++;
    } else {
      hand[c]!++;
      got.push(CARD_IDS[c]!);
      counted++;
    }
    settleDeck(s, ev);
  }
  if (got.length > 0 || n > 0) ev.push({ type: 'draw', seat, count: got.length, reason, cards: got });
  return sawLocust;
}
