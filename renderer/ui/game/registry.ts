import { isViewGame, type ViewGame } from '../../app/gameViews';
import { banksUi } from '../banks/game';
import { nefertitiUi } from '../nefertiti/game';
import { niagaraUi } from '../niagara/game';
import { nileUi } from '../nile/game';
import type { AnyGameUi, GameUi } from './gameUi';

/**
 * Every game the app shows, in the order Home lists them: a game is its folders (engine, scenes, ui, locales, rules)
 * plus one line here. Home, New Game, the rules, tutorials, the showcase, hints, replays, results and the benches read
 * the games from here.
 */
export const GAME_UI: { readonly [G in ViewGame]: GameUi<G> } = {
  nile: nileUi,
  banks: banksUi,
  niagara: niagaraUi,
  nefertiti: nefertitiUi,
};

/** The games in Home's order. */
export const GAME_IDS: readonly ViewGame[] = Object.values(GAME_UI).map((g) => g.id);

/** A game's entry, for an id from outside the types (a feed's, a record's, a URL's): undefined when unknown. */
export function gameUi(id: string | undefined): AnyGameUi | undefined {
  return isViewGame(id) ? GAME_UI[id] : undefined;
}
