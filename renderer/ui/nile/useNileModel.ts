import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSameList } from '../../app/hooks';
import { useNileAssets } from '../../scenes/nile/assets';
import { seatFrames } from '../../scenes/nile/layout';
import type { ModelContext } from '../table/kit';
import type { NileKit, NileModel } from './kitTypes';
import { handOf } from './picks';

/** A hand card's width on screen: 7 % of the window's width, within 62–118 px. */
const cardWidth = (): number => Math.round(Math.max(62, Math.min(118, (typeof window !== 'undefined' ? window.innerWidth : 1280) * 0.07)));

/** The NILE table's model: the seats' places around the table (from the bottom seat), the card faces, the hand. */
export function useNileModel({ table, display }: ModelContext<NileKit>): NileModel {
  const { t } = useTranslation();
  const players = table.view?.players ?? table.feed?.summary?.players ?? 4;
  const frames = useMemo(() => seatFrames(players, table.bottomSeat), [players, table.bottomSeat]);
  const assets = useNileAssets({
    crops: { P: t('crops.P'), W: t('crops.W'), L: t('crops.L'), C: t('crops.C'), F: t('crops.F') },
    speculation: t('crops.speculation'),
    locust: t('crops.X'),
  });
  // A new array on every display update: kept while the cards are the same, so the selection does not recompute.
  const handCards = useSameList(display ? handOf(display, table.reveal) : []);
  return { frames, assets, handCards, cardPx: cardWidth() };
}
