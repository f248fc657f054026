import type { Seat } from '../../../engine/core/types';
import type { Replayed } from '../../replay/load';

/** Whose eyes the replay shows: a seat, the spectator (null), or every seat's secrets at once ('all'). */
export type Viewer = Seat | null | 'all';

/** The choices of the seat selector: the spectator, each seat, and "reveal all" only once the record is finished. */
export function viewerChoices(replayed: Replayed): Viewer[] {
  const seats = Array.from({ length: replayed.record.players }, (_, i): Viewer => i);
  return [null, ...seats, ...(replayed.finished ? ['all' as const] : [])];
}

/** The stream the table is fed: "reveal all" shows the spectator's table, the secrets go to their own panel. */
export const feedViewer = (v: Viewer): Seat | null => (v === 'all' ? null : v);

/** The selector's value for a viewer, and back (a select holds strings). */
export const viewerValue = (v: Viewer): string => (v === null ? '' : String(v));
export const parseViewer = (s: string): Viewer => (s === '' ? null : s === 'all' ? 'all' : Number(s));
