import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanksAssets } from '../../scenes/banks/assets';
import { layoutFor } from '../../scenes/banks/BanksScene';
import type { ModelContext } from '../table/kit';
import type { BanksKit, BanksModel } from './kitTypes';
import { boardWords } from './texts';

/** Before the first view: a board of the default data set for two. */
const NO_BOARD = { data: null, players: 2 };

/**
 * The banks table's model: its card assets for the screen's life, the words painted on the board, and its layout,
 * which follows what is shown (else the latest view) and the shape the scene lays the table out in (`store.shape`,
 * which the scene sets for its canvas), so the animator flies pieces to the places the scene draws.
 */
export function useBanksModel({ table, store, display }: ModelContext<BanksKit>): BanksModel {
  const { t } = useTranslation();
  const assets = useBanksAssets();
  const words = useMemo(() => boardWords(t), [t]);
  const tideNames = useMemo(() => ({ FLUT: t('banksTable.FLUT'), EBBE1: t('banksTable.EBBE1'), EBBE2: t('banksTable.EBBE2') }), [t]);
  const board = display ?? table.view ?? NO_BOARD;
  return { assets, words, tideNames, layout: () => layoutFor(board, store.getState().shape) };
}
