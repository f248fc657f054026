import type { BotInput } from '../core/play';
import type { HintReason } from '../core/types';
import type { SearchHooks } from './ismcts/config';
import type { RankedMove } from './ismcts/rank';
import { levelRanking } from './levels';

/** A hinted move: the hard bot's rating of it, and the reasons the game's heuristic can give. */
export interface HintMove extends RankedMove {
  reasons: HintReason[];
}

/**
 * A hint: the hard bot's top `limit` moves for the seat (engine/ai/ismcts/rank.ts), each explained on one world
 * sampled from the seat's own view after the search (so the reasons never use what the seat cannot see).
 */
export function hintMoves(input: BotInput, hooks: SearchHooks = {}, limit = 3): HintMove[] {
  const { game, view, seat, rng } = input;
  const ranked = levelRanking('hard', input, hooks, limit);
  if (view === null) return ranked.map((m) => ({ ...m, reasons: [] }));
  const world = game.determinize(view, seat, rng);
  return ranked.map((m) => {
    let reasons: HintReason[] = [];
    try {
      reasons = game.hintReasons?.(world, game.apply(world, seat, m.action).state, seat) ?? [];
    } catch {
      // Not legal in the sampled world (should not happen for the seat's own legal moves): no reasons.
    }
    return { ...m, reasons };
  });
}
