import type { TFunction } from 'i18next';
import type { GameActions } from '../../engine/games';
import type { GameViews, ViewGame } from '../app/gameViews';
import { actionWords as banksWords } from './banks/actionText';
import { actionWords as nefertitiWords } from './nefertiti/actionText';
import { actionWords as niagaraWords } from './niagara/actionText';
import { actionWords as nileWords } from './nile/actionText';

/** What a legal action of game G does, in the player's language, read from the acting seat's view. */
export type ActionWords<G extends ViewGame> = (t: TFunction, view: GameViews[G], seat: number, action: GameActions[G]) => string;

/**
 * Each game's one way to say an action in words (`renderer/ui/<game>/actionText.ts`): the HUD buttons, hints and
 * tutorials all word actions through it.
 */
export const ACTION_WORDS: { [G in ViewGame]: ActionWords<G> } = {
  nile: nileWords,
  banks: banksWords,
  niagara: niagaraWords,
  nefertiti: nefertitiWords,
};

/** `action` of a `game` table in words, from `seat`'s view. */
export function wordAction<G extends ViewGame>(t: TFunction, game: G, view: GameViews[G], seat: number, action: GameActions[G]): string {
  const words: ActionWords<G> = ACTION_WORDS[game];
  return words(t, view, seat, action);
}
