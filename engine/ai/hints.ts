import type { BotInput } from '../core/play';
import type { GameId, Seat, StateOf } from '../core/types';
import type { GameRegistry } from '../games';
import type { SearchHooks } from './ismcts/config';
import type { RankedMove } from './ismcts/rank';
import { levelRanking } from './levels';
import { bankReasons } from '../banks/hint-reasons';
import { nefertitiReasons } from '../nefertiti/hint-reasons';
import { niagaraReasons } from '../niagara/hint-reasons';
import { nileReasons } from '../nile/hint-reasons';

/** Why a hinted move is good, as a code the renderer words (hints.json `reasons.<code>`), with values for the text. */
export interface HintReason {
  code: string;
  values?: Record<string, string | number>;
}

/** A game's reasons for a move: what changed for `seat` in the parts of its heuristic from `before` to `after`. */
export type ExplainMove<S> = (before: S, after: S, seat: Seat) => HintReason[];

/** A hinted move: the hard bot's rating of it, and the reasons the game's heuristic can give. */
export interface HintMove extends RankedMove {
  reasons: HintReason[];
}

/** Each game's reasons (engine/<game>/hint-reasons.ts). */
const explainers = { nile: nileReasons, banks: bankReasons, niagara: niagaraReasons, nefertiti: nefertitiReasons } satisfies {
  [G in GameId]: ExplainMove<StateOf<GameRegistry[G]>>;
};

/**
 * A hint: the hard bot's top `limit` moves for the seat (engine/ai/ismcts/rank.ts), each explained on one world
 * sampled from the seat's own view after the search (so the reasons never use what the seat cannot see).
 */
export function hintMoves(input: BotInput, hooks: SearchHooks = {}, limit = 3): HintMove[] {
  const { game, view, seat, rng } = input;
  const ranked = levelRanking('hard', input, hooks, limit);
  if (view === null) return ranked.map((m) => ({ ...m, reasons: [] }));
  const explain = explainers[game.id];
  // (AnyGame: the world is untyped here; each game's explainer takes its own state.)
  const world = game.determinize(view, seat, rng);
  return ranked.map((m) => {
    let reasons: HintReason[] = [];
    try {
      reasons = explain(world, game.apply(world, seat, m.action).state, seat);
    } catch {
      // Not legal in the sampled world (should not happen for the seat's own legal moves): no reasons.
    }
    return { ...m, reasons };
  });
}
