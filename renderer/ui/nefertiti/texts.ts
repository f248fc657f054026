import type { TFunction } from 'i18next';
import type { BoardTexts } from '../../scenes/nefertiti/boardArt';
import type { CardTexts } from '../../scenes/nefertiti/cardArt';
import { closingText } from './actionText';

/** What the Nefertiti table paints on its cards and board, in the language of `t` (the table, and Home ahead of it). */
export function nefTexts(t: TFunction): { cards: CardTexts; board: BoardTexts } {
  return {
    cards: {
      type: (id) => t(`nefertitiTable.types.${id}`, { defaultValue: id }),
      character: (id) => t(`nefertitiTable.chars.${id}`, { defaultValue: id }),
      akhenaton: t('nefertitiTable.akhenatonCard'),
      owners: t('nefertitiTable.owners'),
    },
    board: { closing: (r, v) => closingText(t, r, v), memphis: t('nefertitiTable.memphis') },
  };
}
