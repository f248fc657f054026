import type { TFunction } from 'i18next';
import { cleanName, shownName, type NameRefusal } from '../../protocol/names';
import type { MatchFeed } from '../net';

/**
 * One seat's name: as the host knows it (presence: the host cleaned it), else as chosen on this machine (through the
 * same name rule: protocol/names.ts), else "Seat n".
 */
export function seatName(hostName: string | null | undefined, local: string | undefined, t: TFunction, seat: number): string {
  const fallback = String(t('common.seat', { n: seat + 1 }));
  return hostName ?? shownName(local, fallback);
}

/** Every seat's name (seatName), for a match of `players`. */
export function seatNames(feed: MatchFeed | undefined, local: string[] | undefined, t: TFunction, players: number): string[] {
  return Array.from({ length: players }, (_, i) => seatName(feed?.summary?.seats[i]?.name, local?.[i], t, i));
}

/**
 * A name typed on this machine (the join page, the showcase's visitor seat), before it is sent: nothing typed is no
 * name (the host names the seat), else the clean name, or the reason the name rule refuses it (said before the host
 * would refuse it in English).
 */
export function typedName(raw: string): { ok: true; name: string | undefined } | { ok: false; reason: NameRefusal } {
  if (raw.trim() === '') return { ok: true, name: undefined };
  const r = cleanName(raw);
  return r.ok ? r : { ok: false, reason: r.reason };
}
