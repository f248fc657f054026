import { randomBot } from '../../engine/ai/random';
import { createRng } from '../../engine/core/rng';
import type { Action, AnyGame, Seat } from '../../engine/core/types';
import type { RulesFigure } from './format';

type FigureGame = Pick<RulesFigure, 'players' | 'seed' | 'options' | 'plies'>;

export interface Ply {
  seat: Seat;
  action: Action;
}

/**
 * The one rule that turns a figure into a position, shared by the picture script and its test: set the game up with
 * the figure's players/seed/options, then for each ply the first seat to act plays the random bot's choice, its rng
 * seeded with `<seed>/ply/<n>` (one rng per ply, so a figure's first plies never change when `plies` grows).
 */
export function figurePlies(game: AnyGame, f: FigureGame): Ply[] {
  let state = game.setup({ players: f.players, seed: f.seed, options: f.options });
  const plies: Ply[] = [];
  for (let n = 0; n < f.plies; n++) {
    const ply = figurePly(game, state, f, n);
    if (!ply) throw new Error(`${game.id} figure ${f.seed}: the game ended after ${n} plies, before ${f.plies}`);
    state = game.apply(state, ply.seat, ply.action).state;
    plies.push(ply);
  }
  return plies;
}

/** Ply `n` of a figure in `state` by the rule above; null when nobody is to act (the game is over). */
export function figurePly(game: AnyGame, state: unknown, f: Pick<FigureGame, 'players' | 'seed'>, n: number): Ply | null {
  const seat = game.toAct(state)[0];
  if (seat === undefined) return null;
  const legal = game.legalActions(state, seat);
  return { seat, action: randomBot({ game, view: null, seat, legal, rng: createRng(`${f.seed}/ply/${n}`), players: f.players }) };
}
