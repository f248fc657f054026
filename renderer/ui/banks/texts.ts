import type { TFunction } from 'i18next';
import type { BoardWords } from '../../scenes/banks/boardArt';

/** The words the An den Ufern des Nils table paints on its board, in the language of `t` (the table, and Home ahead of it). */
export const boardWords = (t: TFunction): BoardWords => ({
  market: t('banksTable.market'),
  boat: t('banksTable.boat'),
  desertDraw: t('banksTable.desertDraw'),
  desertDiscard: t('banksTable.desertDiscard'),
  waterDiscard: t('banksTable.waterDiscard'),
});
