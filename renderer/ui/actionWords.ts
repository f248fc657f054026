import type { TFunction } from 'i18next';
import type { GameActions } from '../../engine/games';
import type { GameViews, ViewGame } from '../app/gameViews';
import type { ActionWords } from './game/gameUi';
import { GAME_UI } from './game/registry';

/**
 * `action` of a `game` table in words, from `seat`'s view: each game's one way to say an action (its
 * `GameUi.actionWords`, `renderer/ui/<game>/actionText.ts`), which the HUD buttons, hints and tutorials all use.
 */
export function wordAction<G extends ViewGame>(t: TFunction, game: G, view: GameViews[G], seat: number, action: GameActions[G], names?: readonly string[]): string {
  const words: ActionWords<G> = GAME_UI[game].actionWords;
  return words(t, view, seat, action, names);
}
