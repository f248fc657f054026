import type { Playlist } from '../../protocol/playlist';
import { readHandOver, type HandOver, type ShowcaseResume } from './resume';

/** The page's session storage key of a kiosk page's hand-over to the next (this tab only, gone with it). */
const KEY = 'riverTables.showcaseHandOver';
/** A hand-over older than this is not picked up: it was not this reload's. */
const MAX_AGE_MS = 60_000;

/**
 * A kiosk page may renew itself between games: the browser's page full screen would end with the reload (it needs
 * a click to come back), so a page in it is not renewed. Electron's kiosk window and a browser started full screen are.
 */
export const mayRenew = (): boolean => typeof document !== 'undefined' && !document.fullscreenElement;

/** Save where the showcase is and reload the page: the new page picks it up (`takeHandOver`). */
export function handOverAndReload(playlist: Playlist, resume: ShowcaseResume): void {
  const value: HandOver = { at: Date.now(), playlist, resume };
  sessionStorage.setItem(KEY, JSON.stringify(value));
  location.reload();
}

/** The hand-over this page was reloaded for, taken (read once, then removed); null when there is none. */
export function takeHandOver(): HandOver | null {
  if (typeof sessionStorage === 'undefined') return null;
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  const r = readHandOver(raw, Date.now(), MAX_AGE_MS);
  if (r && !r.ok) console.warn(`showcase: the saved hand-over is not used (${r.problem})`);
  return r?.ok ? r.handOver : null;
}
