import type { AnyGame } from '../core/types';
import { greedyRollout, randomRollout, type RolloutPolicy, type SearchProfile } from './ismcts/profile';
import type { RolloutSpec } from '../core/search';

/**
 * The search profile of a game, built from its own search settings (`Game.search`, in engine/<game>/index.ts): the
 * playout policy, which phases are secret simultaneous choices, and per-level tuning. Every level uses the game's own
 * heuristic (engine/<game>/heuristic.ts). A game without settings gets random playouts and the common level settings.
 * Measurements (npm run bench:bots, 4 players) are in docs/benchmarks.md, "Bots".
 */
export function profileOf(game: AnyGame): SearchProfile {
  let p = cache.get(game);
  if (!p) {
    const s = game.search;
    p = s
      ? { rollout: rolloutOf(s.rollout), secret: s.secret, cycleDone: s.cycleDone, playout: s.playout, tune: s.tune }
      : { rollout: randomRollout };
    cache.set(game, p);
  }
  return p;
}

const cache = new WeakMap<AnyGame, SearchProfile>();

function rolloutOf(spec: RolloutSpec | undefined): RolloutPolicy {
  return spec?.kind === 'greedy' ? greedyRollout(spec.eps, spec.k) : randomRollout;
}
