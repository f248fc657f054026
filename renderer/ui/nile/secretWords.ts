import type { TFunction } from 'i18next';
import type { NileView } from '../../../engine/nile/view';
import { countsList } from './logText';

/** What `seat`'s own view shows of its cards that the spectator's does not: its hand, and its storage until the end. */
export function secretWords(t: TFunction, own: NileView, spectator: NileView, seat: number): string[] {
  const mine = own.seats[seat];
  if (!mine) return [];
  const cards = (rec: Record<string, number>) => countsList(t, rec) || t('replay.secrets.empty');
  const lines: string[] = [];
  if (mine.hand) lines.push(t('replay.secrets.nile.hand', { cards: cards(mine.hand) }));
  if (mine.storage && !spectator.seats[seat]?.storage) lines.push(t('replay.secrets.nile.storage', { cards: cards(mine.storage) }));
  return lines;
}
