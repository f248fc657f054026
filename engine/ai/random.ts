import { randInt } from '../core/rng';
import type { Bot } from '../core/play';

/**
 * Picks an action kind (its `type`) uniformly, then an action of that kind uniformly. A plain uniform pick would let a
 * kind with hundreds of variants (e.g. every pair of cards to trade) crowd out "pass" or "plant".
 * Kinds are numbered in order of first appearance; two passes over `legal` (benchmarks call this millions of times).
 */
export const randomBot: Bot = ({ legal, rng }) => {
  const n = legal.length;
  if (n === 1) return legal[0]!;
  const types: string[] = [];
  const counts: number[] = [];
  let last = '', prev = '';
  let lastIdx = -1, prevIdx = -1;
  for (let i = 0; i < n; i++) {
    const t = legal[i]!.type;
    if (t !== last) {
      // Two kinds remembered: NILE lists its trades as market, offering, market, …
      const seen = t === prev ? prevIdx : types.indexOf(t);
      prev = last;
      prevIdx = lastIdx;
      last = t;
      lastIdx = seen;
      if (lastIdx < 0) {
        lastIdx = types.length;
        types.push(t);
        counts.push(0);
      }
    }
    counts[lastIdx]!++;
  }
  const ti = randInt(rng, types.length);
  const t = types[ti]!;
  let k = randInt(rng, counts[ti]!);
  for (let i = 0; i < n; i++) if (legal[i]!.type === t && k-- === 0) return legal[i]!;
  return legal[0]!;
};
