import { greedyBot, randomBot } from '../../../engine/ai';
import { createRng } from '../../../engine/core/rng';
import type { SearchConfig } from '../../../engine/ai/ismcts/config';
import { SEARCH_LEVELS } from '../../../engine/ai/levels';
import type { Action, AnyGame, Seat } from '../../../engine/core/types';
import { games } from '../../../engine/games';

/** A position `steps` moves into a 4-player game of `id` (random moves), and the seat to act there. */
export function midGame(id: string, steps: number, seed = 'pos'): { game: AnyGame; state: unknown; seat: Seat } {
  const game = games[id]!;
  let state: unknown = game.setup({ players: 4, seed });
  const rng = createRng(`${seed}/moves`);
  for (let i = 0; i < steps && game.toAct(state).length > 0; i++) {
    const seat = game.toAct(state)[0]!;
    const legal = game.legalActions(state, seat);
    const bot = i % 2 === 0 ? greedyBot : randomBot;
    state = game.apply(state, seat, bot({ game, view: game.view(state, seat), seat, legal, rng })).state;
  }
  // A seat with a real choice: move on until someone has more than one legal action.
  while (game.toAct(state).length > 0) {
    const seat = game.toAct(state)[0]!;
    const legal = game.legalActions(state, seat);
    if (legal.length > 1) return { game, state, seat };
    state = game.apply(state, seat, legal[0]!).state;
  }
  throw new Error(`${id}: the game ended before a real choice`);
}

export const GAME_IDS = ['nile', 'niagara', 'banks', 'nefertiti'] as const;

/** Small budgets keep the search tests quick; the behaviour under test does not depend on the size. */
export const small: SearchConfig = { ...SEARCH_LEVELS.hard, iterations: 80, worlds: 8 };

/** The input a bot gets for `seat` in `state`: built only from view() and legalActions(), like the host does. */
export function inputFor(game: AnyGame, state: unknown, seat: Seat, seed: string) {
  return { game, view: game.view(state, seat), seat, legal: game.legalActions(state, seat) as Action[], rng: createRng(seed), players: 4 };
}
