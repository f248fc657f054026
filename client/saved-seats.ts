/**
 * Seat tokens kept on this machine so a player can come back to a match later (after closing the app). Stored in
 * localStorage when there is one (the page); in Node there is none and nothing is kept.
 */

/** A seat this client holds in a match (several for hot-seat play; seat null: watching). */
export interface HeldSeat {
  seat: number | null;
  token?: string;
  name?: string;
}

/** What the client keeps to come back to a match later (save/resume): tokens stay on this machine. */
export interface SavedSeats {
  match: string;
  code: string;
  game: string;
  seats: HeldSeat[];
  savedAt: number;
}

const SAVE_KEY = 'riverTables.seats.v1';

export function loadSaved(): SavedSeats[] {
  try {
    const raw = globalThis.localStorage?.getItem(SAVE_KEY);
    const v = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(v) ? (v as SavedSeats[]).filter((s) => s && typeof s.match === 'string' && Array.isArray(s.seats)) : [];
  } catch {
    return [];
  }
}

export function storeSaved(list: SavedSeats[]): void {
  try {
    globalThis.localStorage?.setItem(SAVE_KEY, JSON.stringify(list.slice(-50)));
  } catch {
    /* private mode: resume is then not available */
  }
}
