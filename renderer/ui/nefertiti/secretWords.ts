import type { TFunction } from 'i18next';
import type { NefertitiView } from '../../../engine/nefertiti/view';
import { nefNames } from './actionText';

/**
 * What `seat`'s own view shows that the spectator's does not: the cards its Oracle looks at (and the order chosen so
 * far). A Beggar's face-down card is hidden from every seat alike, so it is no one's secret.
 */
export function secretWords(t: TFunction, own: NefertitiView, _spectator: NefertitiView, seat: number): string[] {
  const d = own.decision;
  if (!d || d.k !== 'oracle' || d.seat !== seat || !('cards' in d)) return [];
  const n = nefNames(t, own);
  const list = (ids: readonly string[]) => ids.map((c) => n.card(c)).join(', ') || t('replay.secrets.empty');
  const lines = [t('replay.secrets.nefertiti.oracle', { cards: list(d.cards) })];
  if (d.order?.length) lines.push(t('replay.secrets.nefertiti.order', { cards: list(d.order) }));
  return lines;
}
