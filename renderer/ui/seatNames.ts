import type { TFunction } from 'i18next';
import type { MatchFeed } from '../net';

/** Seat names as the host knows them (presence), else as chosen on this screen, else "Seat n". */
export function seatNames(feed: MatchFeed | undefined, local: string[] | undefined, t: TFunction, players: number): string[] {
  return Array.from({ length: players }, (_, i) => feed?.summary?.seats[i]?.name ?? local?.[i] ?? String(t('common.seat', { n: i + 1 })));
}
