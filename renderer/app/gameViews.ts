import type { Action } from '../../engine/core/action';
import { isGameId, type GameActions, type GameViews } from '../../engine/games';

export type { GameViews };

/** The games the renderer has a typed view (and a table) for: every registered engine (engine/games.ts). */
export type ViewGame = keyof GameViews;

/**
 * THE single place where a view from outside the renderer's types (the wire's JSON `view: unknown`, or `Game.view()`
 * in a replay) becomes a typed view. The host builds a snapshot's view with that game's own `view()`, so a view of a
 * match of game `game` has that game's view type; `actual` is the game the view came from (a feed's or a record's
 * `game`) and nothing is returned when it is another game, so a view cannot be read as the wrong game's.
 */
export function gameView<G extends ViewGame>(game: G, actual: string | undefined, view: unknown): GameViews[G] | undefined {
  if (actual !== game || view === undefined || view === null) return undefined;
  // The wire boundary: the JSON is typed by the game that produced it (see above).
  return view as GameViews[G];
}

/**
 * The same boundary for a seat's legal actions from the wire: the host lists them with that game's own
 * `legalActions`, so the actions of a match of game `game` are that game's actions; null for another game's.
 */
export function gameActions<G extends ViewGame>(game: G, actual: string | undefined, legal: readonly Action[] | null): GameActions[G][] | null {
  if (actual !== game || !legal) return null;
  // The wire boundary: the host built this list with the game's own legalActions (see above).
  return legal as GameActions[G][];
}

/** Whether `game` has a typed view here: every registered engine has. */
export const isViewGame: (game: string | undefined) => game is ViewGame = isGameId;

/** A view of a match of any of these games (their union), for what all their views share (`players`). */
export function anyGameView(actual: string | undefined, view: unknown): GameViews[ViewGame] | undefined {
  return isViewGame(actual) ? gameView(actual, actual, view) : undefined;
}
