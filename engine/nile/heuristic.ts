import type { Seat } from '../core/types';
import { CROP_COUNT } from './material/cards';
import { nileOutcome } from './rules/scoring';
import type { NileState } from './state';

/** Weights over the sorted piles: the weakest crop decides the game (§10), the rest break ties. */
const PILE_WEIGHTS = [10, 4, 2, 1, 0.5];

/**
 * Position value for `seat` in [0, 1]: storage counts fully, fields count as future harvests (less the largest,
 * which the locust threatens), hand crops a little; compared with the best opponent through a logistic curve.
 */
export function nileHeuristic(s: NileState, seat: Seat): number {
  const o = nileOutcome(s);
  if (o) return o.winners.includes(seat) ? 1 / Math.max(1, o.winners.length) : 0;
  let maxField = 0;
  for (const f of s.fields) for (let k = 0; k < CROP_COUNT; k++) if (f[k]! > maxField) maxField = f[k]!;
  const value = (p: number): number => {
    const v = new Array<number>(CROP_COUNT);
    for (let k = 0; k < CROP_COUNT; k++) {
      const f = s.fields[p]![k]!;
      v[k] = s.storage[p]![k]! + (f === maxField ? 0.25 : 0.6) * f + 0.15 * s.hands[p]![k]!;
    }
    v.sort((a, b) => a - b);
    let t = 0;
    for (let i = 0; i < CROP_COUNT; i++) t += PILE_WEIGHTS[i]! * v[i]!;
    return t;
  };
  const mine = value(seat);
  let best = -Infinity;
  for (let p = 0; p < s.players; p++) if (p !== seat) best = Math.max(best, value(p));
  return 1 / (1 + Math.exp(-(mine - best) / 8));
}
