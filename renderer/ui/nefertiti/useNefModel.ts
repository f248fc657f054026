import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NefertitiData } from '../../../engine/nefertiti/material/schema';
import { layoutFor, phoneViews } from '../../scenes/nefertiti/layout';
import type { ModelContext } from '../table/kit';
import type { NefKit, NefModel } from './kitTypes';
import { nefTexts } from './texts';

/** The Nefertiti table's model: the data set kept for the match, the board's layout, the painted texts, phone views. */
export function useNefModel({ table }: ModelContext<NefKit>): NefModel {
  const { t, i18n } = useTranslation();
  const { view, match, bottomSeat } = table;
  // The data set never changes during a game, but every snapshot brings a fresh copy of it: keep the first one, or
  // the layout, the painted board and the whole card atlas would be rebuilt (and re-uploaded) on every move.
  const kept = useRef<{ match: string; data: NefertitiData } | null>(null);
  if (view?.data && kept.current?.match !== match) kept.current = { match, data: view.data };
  const data = view?.data && kept.current?.match === match ? kept.current.data : undefined;
  const players = view?.players ?? 4;
  const memphis = !!view?.memphis;
  const layout = useMemo(() => (data ? layoutFor(data, players, bottomSeat, memphis) : null), [data, players, bottomSeat, memphis]);
  const { cards: cardTexts, board: boardTexts } = useMemo(() => nefTexts(t), [t]);
  const views = useMemo(() => (layout ? phoneViews(layout) : [0]), [layout]);
  const [panned, pan] = useState<number | null>(null);
  return { data, layout, cardTexts, boardTexts, textKey: i18n.language, views, panned, pan };
}
