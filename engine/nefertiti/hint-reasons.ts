import type { HintReason, Seat } from '../core/types';
import type { NefertitiAction } from './actions';
import { cardWorth, pendingGain } from './heuristic';
import { T, bidsAt, buyable, stallAt } from './rules/board';
import type { NefertitiState } from './state';

/** Expected gain (in points) a new bid must add, by the heuristic's estimate, before a reason calls it a good bid. */
const GOOD_BID = 1;

const gifts = (s: NefertitiState, seat: Seat): number => s.ps[seat]!.gifts.reduce((a, b) => a + b, 0);

/**
 * Nefertiti reasons for a hinted move (engine/ai/hints.ts), from the parts of the heuristic: prestige scored now,
 * gifts taken, and the expected gain of the seat's servants on open stalls (a bid worth more than it costs).
 */
export function nefertitiReasons(before: NefertitiState, after: NefertitiState, seat: Seat): HintReason[] {
  const out: HintReason[] = [];
  const scored = after.ps[seat]!.score - before.ps[seat]!.score;
  if (scored > 0) out.push({ code: 'scoresPrestige', values: { count: scored } });
  const taken = gifts(after, seat) - gifts(before, seat);
  if (taken > 0) out.push({ code: 'takesGifts', values: { count: taken } });
  const seal = before.data.seals.points;
  if (pendingGain(after, seat, seal) - pendingGain(before, seat, seal) >= GOOD_BID) out.push({ code: 'goodBid' });
  return out;
}

/** The best gift on offer at location m, by what it would bring `seat` now (the heuristic's card worth). */
function bestGift(s: NefertitiState, seat: Seat, m: number): number {
  const seal = s.data.seals.points;
  const b = bidsAt(s, m);
  if (!('slots' in b)) return Math.max(0, ...b.cards.map((c) => cardWorth(s, seat, c, seal)));
  let best = 0;
  for (let k = 0; k < b.slots.length; k++) if (buyable(b, k)) best = Math.max(best, cardWorth(s, seat, b.slots[k]!, seal));
  return best;
}

/**
 * What sets a Nefertiti bid apart from a similar one: its price, where (the market's printed name, a proper noun), and
 * the best gift there for the seat.
 */
export function nefertitiDetail(before: NefertitiState, action: NefertitiAction, seat: Seat): HintReason | null {
  if (action.type !== 'place' && action.type !== 'placeCollector') return null;
  const m = T(before).locIndex.get(action.market);
  if (m === undefined) return null;
  const bid = stallAt(before, m).values[action.space];
  if (bid === undefined) return null;
  const market = before.data.markets[m]?.name ?? 'Memphis';
  return { code: 'bidDetail', values: { count: bid, market, worth: Math.round(bestGift(before, seat, m)) } };
}
