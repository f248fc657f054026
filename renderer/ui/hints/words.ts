import type { TFunction } from 'i18next';
import type { Action, GameId } from '../../../engine/core/types';
import type { NileAction } from '../../../engine/nile/actions';
import { actionLabel } from '../GenericTable';

/** A hinted move in words, for the game it belongs to. */
type Words = (t: TFunction, action: Action) => string;

/** NILE: the move's kind (the HUD's own button words) and the cards it names. */
const nileWords = (t: TFunction, action: Action): string => {
  // (Actions come from the host's legal list for a NILE table: the game's own action type.)
  const a = action as NileAction;
  const crop = (id: string) => t(`crops.${id}`, { defaultValue: id });
  // A speculation card's id is its two crops' letters.
  const card = (id: string) => (id.length === 2 ? `${crop(id[0]!)} / ${crop(id[1]!)}` : crop(id));
  const kind = t(`actions.${a.type}`);
  switch (a.type) {
    case 'plant':
      return `${kind}: ${Object.entries(a.crops).map(([c, n]) => `${n} × ${crop(c)}`).join(', ')}`;
    case 'speculate':
      return `${kind}: ${a.cards.map(card).join(', ')}`;
    case 'market':
    case 'offering':
      return `${kind}: ${a.pay.map((p) => card(p.card)).join(', ')}`;
    default:
      return kind;
  }
};

/**
 * Each game's words for a move in the hint panel. The per-game "what this action does" functions
 * (renderer/ui/<game>/actionText.ts) replace these entries as they come; until then the generic label stands in.
 */
export const hintWords: Record<GameId, Words> = {
  nile: nileWords,
  banks: (_t, a) => actionLabel(a),
  niagara: (_t, a) => actionLabel(a),
  nefertiti: (_t, a) => actionLabel(a),
};

/** `game`'s words for `action` (the generic label for a game without its own). */
export function hintText(t: TFunction, game: string, action: Action): string {
  return isWorded(game) ? hintWords[game](t, action) : actionLabel(action);
}

const isWorded = (game: string): game is GameId => Object.prototype.hasOwnProperty.call(hintWords, game);
