import type { AnyGame, GameId } from './core/types';
import { banks } from './banks';
import { nefertiti } from './nefertiti';
import { niagara } from './niagara';
import { nile } from './nile';

/** Every engine, by id. A new engine is registered here by one line; sim, bench, replay, host and tests follow. */
export const games: Partial<Record<GameId, AnyGame>> & Record<string, AnyGame> = {
  nile,
  niagara,
  banks,
  nefertiti,
};

export function getGame(id: string): AnyGame {
  const g = Object.prototype.hasOwnProperty.call(games, id) ? games[id] : undefined;
  if (!g) throw new Error(`unknown game "${id}" (known: ${Object.keys(games).join(', ')})`);
  return g;
}
