import type { TFunction } from 'i18next';
import type { BanksData } from '../../../engine/banks/material/schema';
import type { GameEvent } from '../../../engine/core/types';
import { fieldName, kindName, marketRowName } from './names';

type E = GameEvent & Record<string, unknown>;

/** An event's face in words: "rot (2 palms) with an arrow". */
function eventWords(t: TFunction, ev: { kind: string; palms?: number; arrow?: boolean }): string {
  const base = ev.kind === 'rot' ? t('banksTable.event.rot', { count: ev.palms ?? 1 }) : ev.kind === 'desert' ? t('banksTable.event.desert') : t('banksTable.event.hippo');
  return base + (ev.arrow ? t('banksTable.event.arrow') : '');
}

const LOGGED = new Set(['waterPlaced', 'fieldFlooded', 'waterRemoved', 'eventRevealed', 'rotApplied', 'desertPlaced', 'tideMarkerMoved', 'plantSown', 'plantGrown', 'marketPlaced', 'seedBought', 'boatCleared', 'obeliskMoved', 'rowScored', 'pawnMoved', 'jokerUsed', 'jokerTaken', 'gameOver']);

/** One line of the table's log, or null for events not worth a line. */
export function banksLogLine(t: TFunction, ev: GameEvent, name: (s: number) => string, data: BanksData | null): { text: string; kind: 'round' | 'alert' | 'plain' } | null {
  const e = ev as E;
  if (e.type === 'roundStarted') return { text: t('banksTable.log.round', { n: e.round, name: name(e.startPlayer as number) }), kind: 'round' };
  if (e.type === 'fieldFlooded' && !(e.markers as unknown[])?.length && !e.desert) return null;
  if (!LOGGED.has(e.type)) return null;
  const vars: Record<string, unknown> = {
    name: typeof e.seat === 'number' ? name(e.seat) : '',
    field: typeof e.field === 'string' ? fieldName(t, data, e.field) : '',
    row: typeof e.row === 'string' ? marketRowName(t, data, e.row) : '',
    kind: kindName(t, String(e.kind)),
    n: e.to,
    count: e.type === 'boatCleared' ? e.colours : undefined,
    tide: e.type === 'tideMarkerMoved' ? t(`banksTable.${String(e.to)}`) : '',
    event: e.type === 'eventRevealed' ? eventWords(t, e.event as { kind: string }) : '',
  };
  const alert = e.type === 'rotApplied' || e.type === 'boatCleared' || e.type === 'desertPlaced' || e.type === 'gameOver';
  return { text: t(`banksTable.log.${e.type}`, vars), kind: alert ? 'alert' : 'plain' };
}
