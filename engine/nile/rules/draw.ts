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
  const got = drawn;
  let k = 0;
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
      got[k++] = c;
      counted++;
    }
    settleDeck(s, ev);
  }
  if (k > 0 || n > 0) ev.push({ type: 'draw', seat, count: k, reason, cards: cardIds(k) });
  return sawLocust;
}

// Scratch of drawInto (never re-entered): the cards drawn, first `k` entries, for the event's list.
const drawn: number[] = [];

/** The ids of the first `k` cards drawn; one or two (a market's or a turn's draw) as a literal, where pushing onto an
 * empty list grows its storage. */
function cardIds(k: number): CardId[] {
  const d = drawn, ids = CARD_IDS;
  if (k === 1) return [ids[d[0]!]!];
  if (k === 2) return [ids[d[0]!]!, ids[d[1]!]!];
  const out: CardId[] = [];
  for (let i = 0; i < k; i++) out.push(ids[d[i]!]!);
  return out;
}
