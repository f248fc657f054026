import { zeros } from '../../core/zeros';
import { CARD_IDS, CROP_COUNT, LOCUST, isCrop } from '../material/cards';
import { SOURCES, TRADES, tradeAt } from '../action-cache';
import type { NileAction } from '../actions';
import type { NileEvent, TradePayment } from '../events';
import { handOf, storageOf, type NileState } from '../state';
import { drawInto } from './draw';
import { strikeAfterDraw } from './locust';
import { revealFlood } from './flood';

type PayIdx = { storage: boolean; card: number };

/** Why these 2 cards cannot pay for a trade, or null (spec §5: any 2 cards from hand and/or storage). */
export function tradeError(s: NileState, seat: number, pay: PayIdx[]): string | null {
  const hand = s.hands[seat]!;
  const store = s.storage[seat]!;
  for (const p of pay) {
    if (p.storage && !isCrop(p.card)) return `storage holds only crops, not ${CARD_IDS[p.card]}`;
    if (!p.storage && s.options.tradeCropsOnly && !isCrop(p.card)) return 'only crop cards may pay for a trade (tradeCropsOnly)';
  }
  const same = pay[0]!.storage === pay[1]!.storage && pay[0]!.card === pay[1]!.card;
  for (const p of pay) {
    const have = p.storage ? store[p.card]! : hand[p.card]!;
    if (have < (same ? 2 : 1)) return `you do not have ${same ? 'two' : 'a'} ${CARD_IDS[p.card]} in your ${p.storage ? 'storage' : 'hand'}`;
  }
  return null;
}

const payment = (p: PayIdx): TradePayment => ({ from: p.storage ? 'storage' : 'hand', card: CARD_IDS[p.card]! });

export function applyTrade(s: NileState, seat: number, kind: 'market' | 'offering', pay: PayIdx[], ev: NileEvent[]): void {
  for (const p of pay) {
    if (p.storage) storageOf(s, seat)[p.card]!--;
    else handOf(s, seat)[p.card]!--;
    s.discard[p.card]!++;
  }
  // Always two cards (parseAction): a literal, where pushing onto an empty list grows its storage.
  const paid: TradePayment[] = [payment(pay[0]!), payment(pay[1]!)];
  // HIDE_TRADE_PAYMENT (BGA): the event says so, and eventView shows the cards only to the payer.
  ev.push(s.options.hideTradePayment ? { type: 'trade', seat, kind, paid, hidden: true } : { type: 'trade', seat, kind, paid });
  if (kind === 'market') {
    // §13.4: a locust drawn at the Market resolves after the card is drawn; trading may go on.
    if (drawInto(s, seat, 1, 'market', ev)) strikeAfterDraw(s, ev);
  } else {
    revealFlood(s, ev);
  }
}

// Scratch of tradeSources and writeTrades (never re-entered): the sources held, numbered as action-cache.ts's SOURCES
// (hand cards, then storage crops), first `held` entries; bit i of `twice`: the i-th is held twice or more.
const src = zeros(SOURCES);
let held = 0;
let twice = 0;

/**
 * Read the seat's payment sources for writeTrades; returns how many distinct pairs of cards can pay (each listed as a
 * market and an offering). Module-level values are read into locals: the bundle makes them mutable bindings, which
 * optimized code re-reads and re-checks on every pass of a loop.
 */
export function tradeSources(s: NileState, seat: number): number {
  const hand = s.hands[seat]!;
  const store = s.storage[seat]!;
  const crops = CROP_COUNT, locust = LOCUST, at = src;
  const handLimit = s.options.tradeCropsOnly ? crops : locust;
  let m = 0, t = 0, doubles = 0;
  for (let c = 0; c < handLimit; c++) {
    const h = hand[c]!;
    if (h === 0) continue;
    if (h > 1) {
      t |= 1 << m;
      doubles++;
    }
    at[m++] = c;
  }
  for (let k = 0; k < crops; k++) {
    const h = store[k]!;
    if (h === 0) continue;
    if (h > 1) {
      t |= 1 << m;
      doubles++;
    }
    at[m++] = locust + k;
  }
  held = m;
  twice = t;
  return (m * (m - 1)) / 2 + doubles;
}

/** Every distinct pair of the sources tradeSources read, market then offering, written into `out` from index `n`;
 * returns the new end. */
export function writeTrades(out: NileAction[], n: number): number {
  const at = src, pairs = TRADES, m = held, t = twice;
  // tradeAt(a, b) is tradeAt(a, 0) + 2b: the market, and the offering after it.
  for (let i = 0; i < m; i++) {
    const row = tradeAt(at[i]!, 0);
    for (let j = t & (1 << i) ? i : i + 1; j < m; j++) {
      const x = row + 2 * at[j]!;
      out[n++] = pairs[x]!;
      out[n++] = pairs[x + 1]!;
    }
  }
  return n;
}
