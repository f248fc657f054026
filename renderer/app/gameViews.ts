import type { BanksView } from '../../engine/banks/view';
import type { NefertitiView } from '../../engine/nefertiti/view';
import type { NiagaraView } from '../../engine/niagara/view';
import type { NileView } from '../../engine/nile/view';
import type { Action } from '../../engine/core/action';
import type { GameActions } from '../../engine/games';

/** Each game's view, as its engine exports it: what a snapshot for that game carries. */
export interface GameViews {
  nile: NileView;
  banks: BanksView;
  niagara: NiagaraView;
  nefertiti: NefertitiView;
}

/** The games the renderer has a typed view (and a 3D table) for. */
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

const VIEW_GAMES: Record<ViewGame, true> = { nile: true, banks: true, niagara: true, nefertiti: true };

export const isViewGame = (game: string | undefined): game is ViewGame => game !== undefined && Object.hasOwn(VIEW_GAMES, game);

/** A view of a match of any of these games (their union), for what all their views share (`players`). */
export function anyGameView(actual: string | undefined, view: unknown): GameViews[ViewGame] | undefined {
  return isViewGame(actual) ? gameView(actual, actual, view) : undefined;
}
