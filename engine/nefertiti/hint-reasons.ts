import type { HintReason, Seat } from '../core/types';
import { pendingGain } from './heuristic';
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
