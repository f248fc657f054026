import type { TFunction } from 'i18next';
import type { BanksData } from '../../../engine/banks/material/schema';
import type { BanksEvent } from '../../../engine/banks/events';
import { fieldName, kindName, marketRowName } from './names';

/** An event's face in words: "rot (2 palms) with an arrow". */
function eventWords(t: TFunction, ev: { kind: string; palms?: number; arrow?: boolean }): string {
  const base = ev.kind === 'rot' ? t('banksTable.event.rot', { count: ev.palms ?? 1 }) : ev.kind === 'desert' ? t('banksTable.event.desert') : t('banksTable.event.hippo');
  return base + (ev.arrow ? t('banksTable.event.arrow') : '');
}

const LOGGED = new Set(['waterPlaced', 'fieldFlooded', 'waterRemoved', 'eventRevealed', 'rotApplied', 'desertPlaced', 'tideMarkerMoved', 'plantSown', 'plantGrown', 'marketPlaced', 'seedBought', 'boatCleared', 'obeliskMoved', 'rowScored', 'pawnMoved', 'jokerUsed', 'jokerTaken', 'gameOver']);

/** One line of the table's log, or null for events not worth a line. */
export function banksLogLine(t: TFunction, e: BanksEvent, name: (s: number) => string, data: BanksData | null): { text: string; kind: 'round' | 'alert' | 'plain' } | null {
  if (e.type === 'roundStarted') return { text: t('banksTable.log.round', { n: e.round, name: name(e.startPlayer) }), kind: 'round' };
  if (e.type === 'fieldFlooded' && !e.markers.length && !e.desert) return null;
  if (!LOGGED.has(e.type)) return null;
  // Each logged event's words take what it has of these (its phrase ignores the rest).
  const vars: Record<string, unknown> = {
    name: 'seat' in e ? name(e.seat) : '',
    field: 'field' in e ? fieldName(t, data, e.field) : '',
    row: 'row' in e ? marketRowName(t, data, e.row) : '',
    kind: 'kind' in e ? kindName(t, e.kind) : '',
    n: 'to' in e ? e.to : undefined,
    count: e.type === 'boatCleared' ? e.colours : undefined,
    tide: e.type === 'tideMarkerMoved' ? t(`banksTable.${e.to}`) : '',
    event: e.type === 'eventRevealed' ? eventWords(t, e.event) : '',
  };
  const alert = e.type === 'rotApplied' || e.type === 'boatCleared' || e.type === 'desertPlaced' || e.type === 'gameOver';
  return { text: t(`banksTable.log.${e.type}`, vars), kind: alert ? 'alert' : 'plain' };
}
