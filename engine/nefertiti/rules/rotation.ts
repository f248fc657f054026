import type { NefertitiEvent } from '../events';
import { AKH, EMPTY, UPPER, type NefertitiState, type Task } from '../state';
import { T, locId, openMarkets } from './board';
import { closeMarket } from './placement';

/**
 * After a market is resolved (spec §5.3 steps 6–7, §5.5): the reserve tile moves onto the stall just used, the
 * "Market Closed" tile moves onto this market and the market it covered reopens and is refilled. Foreign gifts drawn
 * go to Memphis (§5.4); drawing Akhenaton stops everything (§9.1).
 */
export function afterClose(s: NefertitiState, m: number, ev: NefertitiEvent[]): void {
  const mk = s.markets[m]!;
  if (s.options.stallAlternation === 'flip') {
    mk.stall ^= 1;
    ev.push({ type: 'stallSwitched', market: locId(s, m), stall: mk.stall });
  }
  if (s.akhenaton >= 0) {
    // After Akhenaton no market reopens; the game ends with the last open market (close-out DEFAULT).
    if (openMarkets(s) === 0) s.tasks.unshift({ t: 'end', reason: 'lastMarket' });
    return;
  }
  const r = s.closed;
  s.closed = m;
  if (r < 0 || r === m) return;
  const reopened = s.markets[r]!;
  reopened.open = true;
  ev.push({ type: 'marketOpened', market: locId(s, r) });
  const { added, akhenaton } = refill(s, r, ev);
  if (akhenaton) {
    s.akhenaton = r;
    reopened.open = false;
    s.tasks.unshift({ t: 'akhenaton', from: m });
  } else s.tasks.unshift({ t: 'memphisCheck', added });
}

/**
 * Turn face-down cards up and fill the empty slots, upper first then lower left to right; a foreign gift goes to
 * Memphis and the draw goes on; a fresh upper card gets a seal from the supply. Returns the foreign gifts added.
 */
export function refill(s: NefertitiState, r: number, ev: NefertitiEvent[] | null): { added: number; akhenaton: boolean } {
  const t = T(s);
  const mk = s.markets[r]!;
  const id = locId(s, r);
  if (mk.down) {
    for (let k = 0; k < mk.slots.length; k++) {
      if (mk.down & (1 << k)) ev?.push({ type: 'cardTurned', market: id, slot: k, faceDown: false, card: t.cardIds[mk.slots[k]!] ?? 'wanderingThief' });
    }
    mk.down = 0;
  }
  const cards: { slot: number; card: string }[] = [];
  const toMemphis: string[] = [];
  let akhenaton = false;
  fill: for (let k = 0; k < mk.slots.length; k++) {
    if (mk.slots[k] !== EMPTY) continue;
    for (;;) {
      const c = s.deck.pop();
      if (c === undefined) break fill; // cannot happen while Akhenaton is in the deck
      if (c === AKH) {
        akhenaton = true;
        break fill;
      }
      if (s.memphis && t.cardForeign[c]) {
        s.memphis.cards.push(c);
        toMemphis.push(t.cardIds[c]!);
        continue;
      }
      mk.slots[k] = c;
      cards.push({ slot: k, card: t.cardIds[c]! });
      break;
    }
  }
  ev?.push({ type: 'marketRefilled', market: id, cards, toMemphis });
  if (akhenaton) ev?.push({ type: 'akhenatonDrawn', market: id });
  else if (mk.slots[UPPER] !== EMPTY && !mk.seal && s.sealSupply > 0) {
    mk.seal = true;
    s.sealSupply--;
    ev?.push({ type: 'sealPlaced', market: id });
  }
  return { added: toMemphis.length, akhenaton };
}

/** Memphis allocation (seed): only right after a foreign gift arrived, with enough on the port and someone bidding. */
export function memphisCheck(s: NefertitiState, added: number, ev: NefertitiEvent[]): void {
  const mem = s.memphis;
  if (!mem || mem.closed || added === 0) return;
  if (mem.cards.length < s.data.memphis.allocationThreshold || mem.bidPiece.length === 0) return;
  startMemphisAllocation(s, false, ev);
}

function startMemphisAllocation(s: NefertitiState, final: boolean, ev: NefertitiEvent[]): void {
  const mem = s.memphis!;
  const n = s.markets.length;
  const values = T(s).stalls[n]![0]!.values;
  const order = mem.bidSpace.map((_, i) => i);
  const later = s.options.equalBids === 'laterFirst';
  order.sort((i, j) => values[mem.bidSpace[j]!]! - values[mem.bidSpace[i]!]! || (later ? j - i : i - j));
  ev.push({ type: 'memphisAllocated', final, bidders: order.length });
  s.tasks.unshift({ t: 'resolve', m: n, order, i: 0, top: false });
}

/**
 * Akhenaton drawn (spec §9.1): Memphis is allocated one last time and takes no more servants. DEFAULT close-out: play
 * goes on until the last open market closes. Variant "immediate": the open markets with servants are resolved now,
 * clockwise from the market that just closed, and the game ends.
 */
export function akhenatonStep(s: NefertitiState, from: number, ev: NefertitiEvent[]): void {
  const next: Task[] = [];
  if (s.options.afterAkhenaton === 'immediate') {
    const n = s.markets.length;
    for (let i = 1; i <= n; i++) {
      const m = (from + i) % n;
      if (!s.markets[m]!.open) continue;
      // A market without servants closes with an empty resolution (nothing to do but the event).
      next.push(closeMarket(s, m, s.active, 'akhenaton', ev)[0]!);
    }
    next.push({ t: 'end', reason: 'immediate' });
  } else if (openMarkets(s) === 0) next.push({ t: 'end', reason: 'lastMarket' });
  s.tasks.unshift(...next);
  if (s.memphis) {
    s.memphis.closed = true;
    if (s.memphis.bidPiece.length > 0) startMemphisAllocation(s, true, ev);
  }
}
