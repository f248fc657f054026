import { readFileSync, statSync } from 'node:fs';
import { sizeProblem } from '../../../engine/core/bounded';
import { bots } from '../../../engine/ai';
import { games } from '../../../engine/games';
import type { Host } from '../../../host/host';
import { ShowcaseJanitor } from './janitor';
import { DEFAULT_PLAYLIST, PLAYLIST_LIMITS, encodePlaylist, parsePlaylist, type Playlist, type PlaylistRegistry } from '../../../protocol/playlist';

/** What this host can run: its engines with their player ranges, and its bot registry (checked at start). */
export function hostRegistry(gameTable: Record<string, { id: string; players: { min: number; max: number } }> = games, botTable: Record<string, unknown> = bots): PlaylistRegistry {
  return { games: Object.values(gameTable).map((g) => ({ id: g.id, players: { ...g.players } })), bots: Object.keys(botTable) };
}

/** Read and validate a playlist file; the error names the file and the bad field. No file: the default playlist. */
export function loadPlaylist(file: string | null, registry: PlaylistRegistry = hostRegistry()): Playlist {
  if (!file) return DEFAULT_PLAYLIST;
  let text: string;
  try {
    // The size first: a huge file is refused before it is read (PLAYLIST_LIMITS).
    const problem = sizeProblem('the playlist', statSync(file).size, PLAYLIST_LIMITS.maxChars);
    if (problem) throw new Error(`${file}: ${problem}`);
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if (!(e as NodeJS.ErrnoException).code) throw e;
    throw new Error(`${file}: cannot read the playlist (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  const r = parsePlaylist(text, registry);
  if (!r.ok) throw new Error(`${file}: ${r.error}`);
  return r.playlist;
}

/** The page address of the kiosk screen for this playlist. */
export function showcaseUrl(base: string, p: Playlist): string {
  const u = new URL(base);
  u.searchParams.set('showcase', encodePlaylist(p));
  return u.toString();
}

/** The host-side watchdog for a showcase host: stalled matches go after twice the screen's watchdog. */
export function startJanitor(host: Host, p: Playlist, log?: (l: string) => void): ShowcaseJanitor {
  return new ShowcaseJanitor(host, { staleMs: p.watchdogMs * 2, overMs: Math.max(60_000, p.intermissionMs * 2), log }).start();
}
