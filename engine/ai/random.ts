import { randInt } from '../core/rng';
import type { Bot } from '../core/play';

/**
 * Picks an action kind (its `type`) uniformly, then an action of that kind uniformly. A plain uniform pick would let a
 * kind with hundreds of variants (e.g. every pair of cards to trade) crowd out "pass" or "plant".
 */
export const randomBot: Bot = ({ legal, rng }) => {
  if (legal.length === 1) return legal[0]!;
  const types: string[] = [];
  for (const a of legal) if (!types.includes(a.type)) types.push(a.type);
  const t = types[randInt(rng, types.length)];
  let count = 0;
  for (const a of legal) if (a.type === t) count++;
  let k = randInt(rng, count);
  for (const a of legal) if (a.type === t && k-- === 0) return a;
  return legal[0]!;
};
