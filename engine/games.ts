import type { ActionOf, AnyGame, EventOf, GameId, ViewOf } from './core/types';
import { banks } from './banks';
import { nefertiti } from './nefertiti';
import { niagara } from './niagara';
import { nile } from './nile';

/** Every engine with its own types; `satisfies` makes a GameId without its engine (or the reverse) a type error. */
const registry = { nile, niagara, banks, nefertiti } satisfies Record<GameId, AnyGame>;

/** A GameId's Game type: `GameRegistry['nile']` is `typeof nile` (import it as a type: no engine code follows). */
export type GameRegistry = typeof registry;
/** What a seat sees of each game (`GameViews['banks']` is BanksView). */
export type GameViews = { [G in GameId]: ViewOf<GameRegistry[G]> };
/** Each game's event union (`GameEvents['nile']` is NileEvent). */
export type GameEvents = { [G in GameId]: EventOf<GameRegistry[G]> };
/** Each game's action union (`GameActions['niagara']` is NiagaraAction). */
export type GameActions = { [G in GameId]: ActionOf<GameRegistry[G]> };

/** Every engine, by id. A new engine is registered here by one line; sim, bench, replay, host and tests follow. */
export const games: Partial<Record<GameId, AnyGame>> & Record<string, AnyGame> = registry;

/** Whether `id` names a registered engine. */
export const isGameId = (id: string | undefined): id is GameId => id !== undefined && Object.hasOwn(registry, id);

/** Every registered engine's id, in registration order (for tools that list the games: benches, the rules pictures). */
export const ENGINE_IDS: readonly GameId[] = Object.keys(registry).filter(isGameId);

export function getGame(id: string): AnyGame {
  const g = Object.prototype.hasOwnProperty.call(games, id) ? games[id] : undefined;
  if (!g) throw new Error(`unknown game "${id}" (known: ${Object.keys(games).join(', ')})`);
  return g;
}
