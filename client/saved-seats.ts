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

/** Save the seats of a match this client holds with a token (none: the match is no longer saved). */
export function saveSeats(match: { id: string; code: string; game: string }, held: HeldSeat[]): void {
  const list = loadSaved().filter((s) => s.match !== match.id);
  const seats = held.filter((h) => h.token);
  if (seats.length) list.push({ match: match.id, code: match.code, game: match.game, seats, savedAt: Date.now() });
  storeSaved(list);
}

/** Take a match off the saved list. */
export function forgetSaved(match: string): void {
  storeSaved(loadSaved().filter((s) => s.match !== match));
}
