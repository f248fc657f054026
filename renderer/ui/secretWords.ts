import type { TFunction } from 'i18next';
import type { GameViews, ViewGame } from '../app/gameViews';
import { secretWords as banksSecrets } from './banks/secretWords';
import { secretWords as nefertitiSecrets } from './nefertiti/secretWords';
import { secretWords as niagaraSecrets } from './niagara/secretWords';
import { secretWords as nileSecrets } from './nile/secretWords';

/**
 * What `seat`'s own view of game G shows that the spectator's view of the same moment does not, as lines in the
 * player's language (empty: nothing hidden). Read from those two views only, so it can name nothing else.
 */
export type SecretWords<G extends ViewGame> = (t: TFunction, own: GameViews[G], spectator: GameViews[G], seat: number) => string[];

/** Each game's one way to word a seat's secrets (`renderer/ui/<game>/secretWords.ts`): the replay's "reveal all". */
export const SECRET_WORDS: { [G in ViewGame]: SecretWords<G> } = {
  nile: nileSecrets,
  banks: banksSecrets,
  niagara: niagaraSecrets,
  nefertiti: nefertitiSecrets,
};

/** `seat`'s secrets in a `game` table, from its own view and the spectator's. */
export function wordSecrets<G extends ViewGame>(t: TFunction, game: G, own: GameViews[G], spectator: GameViews[G], seat: number): string[] {
  const words: SecretWords<G> = SECRET_WORDS[game];
  return words(t, own, spectator, seat);
}
