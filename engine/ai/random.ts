import { randInt } from '../core/rng';
import type { Bot } from '../core/play';

/**
 * Picks an action kind (its `type`) uniformly, then an action of that kind uniformly. A plain uniform pick would let a
 * kind with hundreds of variants (e.g. every pair of cards to trade) crowd out "pass" or "plant".
 * Kinds are numbered in order of first appearance; two passes over `legal` (benchmarks call this millions of times),
 * or none when the game gives the list's layout (Game.kindLayout).
 */
// Scratch of randomBot (synchronous, never re-entered): no new lists per decision, and no `length = 0` (a runtime
// call): only the first `kinds` entries are read.
const types: string[] = [];
const counts: number[] = [];

/** Index of kind `t` among the first `kinds` entries of `types`, or -1. */
function kindIndex(t: string, kinds: number): number {
  for (let j = 0; j < kinds; j++) if (types[j] === t) return j;
  return -1;
}

export const randomBot: Bot = ({ game, legal, rng }) => {
  const n = legal.length;
  if (n === 1) return legal[0]!;
  // The game's own layout of the list, when it has one: the same two draws, no pass over the list.
  const layout = game.kindLayout?.(legal);
  if (layout) {
    const ti = randInt(rng, layout.kinds);
    return legal[layout.first[ti]! + randInt(rng, layout.counts[ti]!) * layout.step[ti]!]!;
  }
  let kinds = 0;
  let last = '', prev = '';
  let lastIdx = -1, prevIdx = -1;
  for (let i = 0; i < n; i++) {
    const t = legal[i]!.type;
    if (t !== last) {
      // Two kinds remembered: NILE lists its trades as market, offering, market, …
      const seen = t === prev ? prevIdx : kindIndex(t, kinds);
      prev = last;
      prevIdx = lastIdx;
      last = t;
      lastIdx = seen;
      if (lastIdx < 0) {
        lastIdx = kinds++;
        types[lastIdx] = t;
        counts[lastIdx] = 0;
      }
    }
    counts[lastIdx]!++;
  }
  const ti = randInt(rng, kinds);
  const t = types[ti]!;
  let k = randInt(rng, counts[ti]!);
  for (let i = 0; i < n; i++) if (legal[i]!.type === t && k-- === 0) return legal[i]!;
  return legal[0]!;
};
