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

/** A decision met along a seeded bot game: the state, the seat to act, and the kinds of its legal moves. */
export interface Decision {
  game: AnyGame;
  state: unknown;
  seat: Seat;
  kinds: string;
}

/**
 * Decisions along a seeded `players`-player game of `id` (greedy and random moves in turn, as midGame plays), the
 * first `perKind` of each kind of decision (the set of its legal moves' types) where the seat has a real choice: the
 * whole game's kinds, from the opening to the end (a boat being loaded, a character's effect, a cargo choice).
 */
export function decisionsAlong(id: string, players: number, options: Record<string, unknown> = {}, perKind = 1, seed = 'along'): Decision[] {
  const game = games[id]!;
  let state: unknown = game.setup({ players, seed: `${seed}/${id}/${players}`, options });
  const rng = createRng(`${seed}/moves`);
  const seen = new Map<string, number>();
  const out: Decision[] = [];
  for (let i = 0; game.toAct(state).length > 0 && i < 3000; i++) {
    const seat = game.toAct(state)[0]!;
    const legal = game.legalActions(state, seat) as Action[];
    const kinds = [...new Set(legal.map((a) => a.type))].sort().join(',');
    const n = seen.get(kinds) ?? 0;
    if (legal.length > 1 && n < perKind) {
      seen.set(kinds, n + 1);
      out.push({ game, state, seat, kinds });
    }
    const bot = i % 2 === 0 ? greedyBot : randomBot;
    state = game.apply(state, seat, bot({ game, view: game.view(state, seat), seat, legal, rng })).state;
  }
  return out;
}
