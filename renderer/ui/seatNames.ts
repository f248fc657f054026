import type { TFunction } from 'i18next';
import { cleanName, shownName, type NameRefusal } from '../../protocol/names';
import type { MatchFeed } from '../net';
import type { SeatPresence } from '../../protocol/messages';

type SeatKind = SeatPresence['kind'];

/**
 * One seat's name: as the host knows it (presence: the host cleaned it), else as chosen on this machine (through the
 * same name rule: protocol/names.ts), else by its kind in the language shown now ("Player n", "Bot n"; "Seat n" when
 * the kind is not known). A seat nobody named is stored without a name, so a language switch renames it.
 */
export function seatName(hostName: string | null | undefined, local: string | undefined, t: TFunction, seat: number, kind?: SeatKind): string {
  return hostName ?? shownName(local, defaultSeatName(t, seat, kind));
}

/** What a seat nobody named is called, in the language shown now. */
export function defaultSeatName(t: TFunction, seat: number, kind?: SeatKind): string {
  const n = seat + 1;
  return String(kind === 'bot' ? t('newGame.botName', { n }) : kind === 'human' ? t('newGame.defaultName', { n }) : t('common.seat', { n }));
}

/** Every seat's name (seatName), for a match of `players`. */
export function seatNames(feed: MatchFeed | undefined, local: readonly (string | undefined)[] | undefined, t: TFunction, players: number): string[] {
  const seats = feed?.summary?.seats;
  return Array.from({ length: players }, (_, i) => seatName(seats?.[i]?.name, local?.[i], t, i, seats?.[i]?.kind));
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
