import { randInt } from '../core/rng';
import type { Bot } from '../core/play';
import { randomBot } from './random';

/**
 * One-ply greedy bot using only the Game contract: it samples a state consistent with its own view (`determinize`),
 * applies each legal action there and keeps the one the game's `heuristic` rates best for its seat. Ties are broken at
 * random. Games without a heuristic fall back to the random bot.
 */
export const greedyBot: Bot = (input) => {
  const { game, view, seat, legal, rng } = input;
  if (legal.length === 1 || !game.heuristic || view === null) return randomBot(input);
  const world = game.determinize(view, seat, rng);
  let best: typeof legal = [];
  let bestScore = -Infinity;
  for (const a of legal) {
    let score: number;
    try {
      // apply is pure, so every candidate starts from the same sampled world (same future draws): a fair comparison.
      score = game.heuristic(game.apply(world, seat, a).state, seat);
    } catch {
      continue;
    }
    if (score > bestScore + 1e-12) {
      bestScore = score;
      best = [a];
    } else if (Math.abs(score - bestScore) <= 1e-12) best.push(a);
  }
  if (best.length === 0) return randomBot(input);
  return best[randInt(rng, best.length)]!;
};
