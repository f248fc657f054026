import { CARD_IDS, LOCUST, type CardId } from '../material/cards';
import type { NileEvent } from '../events';
import type { NileState } from '../state';
import { drawRaw } from './deck';

/**
 * Spec §4.2: draw n cards into a hand. A locust is announced and discarded; by DEFAULT it does not count toward n
 * (NO_LOCUST_REPLACEMENT: it does). Returns how many locusts were seen: the caller resolves them when the rules say
 * (after the whole draw; after a payout's speculation discard).
 */
export function drawInto(s: NileState, seat: number, n: number, reason: 'turn' | 'market' | 'payout', ev: NileEvent[]): boolean {
  const hand = s.hands[seat]!;
  const got: CardId[] = [];
  let sawLocust = false;
  let counted = 0;
  while (counted < n) {
    const c = drawRaw(s, ev);
    if (c < 0) break;
    if (c === LOCUST) {
      sawLocust = true;
      ev.push({ type: 'locustDrawn', seat, context: 'draw' });
      if (s.options.noLocustReplacement) counted++;
      continue;
    }
    hand[c]!++;
    got.push(CARD_IDS[c]!);
    counted++;
  }
  if (got.length > 0 || n > 0) ev.push({ type: 'draw', seat, count: got.length, reason, cards: got });
  return sawLocust;
}
