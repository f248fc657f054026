import type { Seat } from '../core/types';
import { giftPoints } from './rules/prices';
import { nefertitiOutcome } from './rules/scoring';
import type { NefertitiState } from './state';

/**
 * Position value for `seat` in [0, 1]: each player's score if the game ended now (track, gifts at their current price
 * by number of owners, seals, Deben), compared with the best opponent through a logistic curve. Money counts a little
 * more than its end value while markets are still open, since it buys gifts. Uses only public information.
 */
export function nefertitiHeuristic(s: NefertitiState, seat: Seat): number {
  const o = nefertitiOutcome(s);
  if (o) return o.winners.includes(seat) ? 1 / o.winners.length : 0.5 * (1 - (o.places[seat]! - 1) / Math.max(1, s.players - 1)) * 0.5;
  const sealPts = s.data.seals.points;
  const money = Math.max(1, s.options.debenPoints) * 1.1;
  const value = (p: number): number => {
    const pl = s.ps[p]!;
    return pl.score + giftPoints(s, pl.gifts) + pl.seals * sealPts + pl.money * money;
  };
  const mine = value(seat);
  let best = -Infinity;
  for (let p = 0; p < s.players; p++) if (p !== seat) best = Math.max(best, value(p));
  return 1 / (1 + Math.exp(-(mine - best) / 12));
}
