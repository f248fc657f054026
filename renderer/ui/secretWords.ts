import type { TFunction } from 'i18next';
import type { GameViews, ViewGame } from '../app/gameViews';
import type { SecretWords } from './game/gameUi';
import { GAME_UI } from './game/registry';

/**
 * `seat`'s secrets in a `game` table, from its own view and the spectator's: each game's one way to word them (its
 * `GameUi.secretWords`), for the replay's "reveal all".
 */
export function wordSecrets<G extends ViewGame>(t: TFunction, game: G, own: GameViews[G], spectator: GameViews[G], seat: number): string[] {
  const words: SecretWords<G> = GAME_UI[game].secretWords;
  return words(t, own, spectator, seat);
}
