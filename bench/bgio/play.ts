/** boardgame.io's reducer path for the port: InitializeGame, then CreateGameReducer's MAKE_MOVE for each move. */
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import type { State } from 'boardgame.io';
import { createRng, randInt, type RngState } from '../../engine/core/rng';
import { nileGame } from './nile/game';
import type { Move } from './nile/legal';
import type { Chance, NileG } from './nile/rules';

/** engine/ai/random.ts's policy: a move kind uniformly, then a move of that kind uniformly. */
export function pickMove(moves: Move[], rng: RngState): Move {
  const kinds = [...new Set(moves.map((m) => m.move))];
  const kind = kinds[randInt(rng, kinds.length)]!;
  const of = moves.filter((m) => m.move === kind);
  return of[randInt(rng, of.length)]!;
}

/** A match on the reducer path, as a boardgame.io server runs one; `chanceFor` as in nileGame. */
export function bgioMatch(chanceFor?: () => Chance) {
  const game = ProcessGameConfig(nileGame(chanceFor));
  const reducer = CreateGameReducer({ game, isClient: false });
  return {
    start: (seed: string, players: number): State<NileG> => InitializeGame({ game: { ...game, seed }, numPlayers: players }) as State<NileG>,
    moves: (state: State<NileG>): Move[] => game.ai!.enumerate(state.G, state.ctx, state.ctx.currentPlayer) as Move[],
    play(state: State<NileG>, m: Move): State<NileG> {
      const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: m.move, args: m.args, playerID: state.ctx.currentPlayer } }) as State<NileG>;
      if (next.G === state.G && next.ctx === state.ctx) throw new Error(`boardgame.io refused ${JSON.stringify(m)}`);
      return next;
    },
  };
}

const match = bgioMatch();

/** One whole random game; returns its number of moves. */
export function playBgio(seed: string, players: number): number {
  let state = match.start(seed, players);
  const rng = createRng(`${seed}/bots`);
  let n = 0;
  for (; state.ctx.gameover === undefined; n++) state = match.play(state, pickMove(match.moves(state), rng));
  return n;
}
