import type { HintReason, Seat } from '../core/types';
import type { NefertitiAction } from './actions';
import { cardWorth, pendingGain } from './heuristic';
import { gainReasons, playOut } from './hint-effects';
import { giftValues, moveReasons, placeName, sealCost } from './hint-moves';
import { T, bidsAt, buyable, stallAt } from './rules/board';
import { UPPER, type NefertitiState } from './state';

/** Expected gain (in points) a new bid must add, by the heuristic's estimate, before a reason calls it a good bid. */
const GOOD_BID = 1;

/** Moves whose effect goes on with more choices (a character's), read at the end of it: what the character gives. */
const PLAYED_OUT = new Set(['character', 'chooseType']);

/**
 * Nefertiti reasons for a hinted move (engine/ai/hints.ts): what the move does (hint-moves.ts: the market closed, the
 * character's lasting part, the card picked), what the seat gains or gives by it (hint-effects.ts: prestige, gifts
 * and their worth, Deben, seals, the rivals' discards; a character's effect played to its end), and the expected gain
 * of its servants on open stalls (a bid worth more than it costs); a character's cost, a seal.
 */
export function nefertitiReasons(before: NefertitiState, after: NefertitiState, seat: Seat, action?: NefertitiAction): HintReason[] {
  const out = action ? moveReasons(before, seat, action) : [];
  const end = action && PLAYED_OUT.has(action.type) ? playOut(after) : after;
  // A single card turned face down is named by the move itself.
  out.push(...gainReasons(before, end, seat).filter((r) => action?.type !== 'beggarFlip' || r.code !== 'flipsGifts'));
  const seal = before.data.seals.points;
  if (pendingGain(end, seat, seal) - pendingGain(before, seat, seal) >= GOOD_BID) out.push({ code: 'goodBid' });
  if (action?.type === 'character') out.push(sealCost(before, seat));
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
 * What sets a Nefertiti move apart from a similar one: a bid's price, where (the market's printed name, a proper noun)
 * and the best gift there for the seat; which cards of which market a move takes or turns; the card given up (an
 * exchange for a card of the same kind changes nothing else); a foreign gift; the type named; whose gift an exchange
 * takes.
 */
export function nefertitiDetail(before: NefertitiState, action: NefertitiAction, seat: Seat): HintReason | null {
  const t = T(before);
  const d = before.decision;
  switch (action.type) {
    case 'place':
    case 'placeCollector': {
      const m = t.locIndex.get(action.market);
      const bid = m === undefined ? undefined : stallAt(before, m).values[action.space];
      if (m === undefined || bid === undefined) return null;
      return { code: 'bidDetail', values: { count: bid, market: placeName(before, m), worth: Math.round(bestGift(before, seat, m)) } };
    }
    case 'takeGifts':
    case 'buy':
      return d && 'm' in d ? slotsDetail(before, d.m, action.slots) : null;
    case 'beggarFlip':
    case 'collectGift':
      return d && 'm' in d ? slotsDetail(before, d.m, [action.slot]) : null;
    case 'steal':
    case 'tradeTake':
    case 'wanderingThiefSwap':
      return slotsDetail(before, t.locIndex.get(action.market)!, [action.slot]);
    case 'discard':
    case 'exchangeGive':
    case 'tradeGive':
      return { code: 'givesGift', values: giftValues(before, seat, t.cardIndex.get(action.card)!) };
    case 'oracleSwap':
      return { code: 'givesGift', values: giftValues(before, seat, t.cardIndex.get(action.give)!) };
    case 'oracleOrder':
    case 'select': {
      // A foreign gift beside a classic one of its type: the bonus it adds to each card of the type scored.
      const c = t.cardIndex.get(action.card);
      return c !== undefined && t.cardForeign[c] ? { code: 'foreignGift', values: { gift: t.typeIds[t.cardType[c]!]!, count: t.cardBonus[c]! } } : null;
    }
    case 'chooseType':
      return { code: 'namesType', values: { gift: action.giftType } };
    case 'exchangeTake':
      return action.from === 'neutral' ? { code: 'fromNeutral' } : { code: 'fromSeat', values: { n: action.from + 1 } };
    default:
      return null;
  }
}

/** Which cards of a location: the sealed upper card and the lower ones by place (1 = leftmost), and the market. */
function slotsDetail(s: NefertitiState, m: number, slots: readonly number[]): HintReason {
  const market = placeName(s, m);
  const sealed = m < s.markets.length && slots.includes(UPPER);
  const lower = slots.filter((k) => m >= s.markets.length || k !== UPPER).map((k) => (m < s.markets.length ? k : k + 1));
  if (lower.length === 0) return { code: 'sealedAt', values: { market } };
  return { code: sealed ? 'sealedLowerAt' : 'lowerAt', values: { market, list: lower.join(', ') } };
}
