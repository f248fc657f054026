/**
 * The showcase playlist: which games run one after another on the event screen, with how many players, which bot
 * level and how slowly. Read from a JSON file (`npm run showcase -- playlist.json`), from the settings screen, or
 * from the page URL; always validated here. Imports nothing but zod and engine/core's plain limits, so the CLI,
 * Electron main and the renderer share it (like messages.ts beside it).
 */
import { z } from 'zod';
import { boundsProblem, readJson, type TextLimits } from '../engine/core/bounded';
import { clip, pathText, quote } from '../engine/core/clip';
import { isRuleError } from '../engine/core/errors';
import { RECORD_LIMITS } from '../engine/core/record';

/**
 * A playlist file's limits: 64 games with their options (a data set each at most) fit well within 1 MB; the default
 * playlist is about 200 bytes.
 */
export const PLAYLIST_LIMITS: TextLimits = { maxChars: 1024 * 1024, maxDepth: 32 };

/**
 * A bot level is a name the host's bot registry must know ('random', 'greedy' today; 'easy' | 'normal' | 'hard' when
 * those land). The schema only checks its shape; `checkPlaylist` checks it against the registry it is given.
 */
const botName = z.string().regex(/^[a-z][a-zA-Z0-9_-]{0,31}$/, 'a bot level is a short name such as "greedy"');

const playlistEntrySchema = z.strictObject({
  game: z.string().min(1).max(32),
  players: z.number().int().min(1).max(16),
  /** Engine options (the host's engine refuses an unknown one, naming it), within a record's option limits. */
  options: z
    .record(z.string().max(64), z.unknown())
    .superRefine((value, ctx) => {
      const p = boundsProblem(value, RECORD_LIMITS.options);
      if (p) ctx.addIssue({ code: 'custom', message: p.problem, path: p.path });
    })
    .optional(),
  /** Bot level for this game (default: the playlist's `bot`). */
  bot: botName.optional(),
});
export type PlaylistEntry = z.infer<typeof playlistEntrySchema>;

export const playlistSchema = z.strictObject({
  version: z.literal(1).optional(),
  games: z.array(playlistEntrySchema).min(1, 'the playlist needs at least one game').max(64),
  bot: botName.default('greedy'),
  /** Pause before each bot move (normal play: 500 ms): slower, so people can follow the animations. */
  botDelayMs: z.number().int().min(0).max(20_000).default(1500),
  /** Scoreboard between games. */
  intermissionMs: z.number().int().min(0).max(600_000).default(12_000),
  /** How long the next game waits for a visitor to claim its seat from a phone (0: no visitor seat). */
  claimMs: z.number().int().min(0).max(600_000).default(20_000),
  /** A game with no move for this long is stalled: it is restarted once, then skipped. */
  watchdogMs: z.number().int().min(1000).max(3_600_000).default(90_000),
  /** Attract screen before the first game and whenever nothing is playing. */
  attractMs: z.number().int().min(0).max(600_000).default(8000),
  /** The kiosk renews its page (a fresh JS heap) at the scoreboard after this many games on it (0: never). */
  renewEvery: z.number().int().min(0).max(10_000).default(24),
});
export type Playlist = z.infer<typeof playlistSchema>;

/** What the playlist is checked against: the host's games (with player ranges) and bot names. */
export interface PlaylistRegistry {
  games: { id: string; players: { min: number; max: number } }[];
  /** Omitted: bot names are checked by the host when each game is created. */
  bots?: readonly string[];
}

export type PlaylistResult = { ok: true; playlist: Playlist } | { ok: false; error: string };


/** Validate a parsed JSON value; the error names the bad field, e.g. `games[2].players: nefertiti is for 2–5 players`. */
export function checkPlaylist(value: unknown, registry?: PlaylistRegistry): PlaylistResult {
  const r = playlistSchema.safeParse(value);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    // zod names an unknown key whole in its message: paths and messages are clipped.
    return { ok: false, error: `${pathText(issue.path)}: ${clip(issue.message, 160)}` };
  }
  const pl = r.data;
  if (registry) {
    for (const [i, e] of pl.games.entries()) {
      const g = registry.games.find((x) => x.id === e.game);
      if (!g) return { ok: false, error: `games[${i}].game: unknown game ${quote(e.game, 32)} (games: ${registry.games.map((x) => x.id).join(', ')})` };
      if (e.players < g.players.min || e.players > g.players.max) return { ok: false, error: `games[${i}].players: ${e.game} is for ${g.players.min}–${g.players.max} players, not ${e.players}` };
      if (registry.bots && e.bot && !registry.bots.includes(e.bot)) return { ok: false, error: `games[${i}].bot: unknown bot level ${quote(e.bot, 32)} (levels: ${registry.bots.join(', ')})` };
    }
    if (registry.bots && !registry.bots.includes(pl.bot)) return { ok: false, error: `bot: unknown bot level ${quote(pl.bot, 32)} (levels: ${registry.bots.join(', ')})` };
  }
  return { ok: true, playlist: pl };
}

/** Parse JSON text, then validate it. */
export function parsePlaylist(text: string, registry?: PlaylistRegistry): PlaylistResult {
  let v: unknown;
  try {
    v = readJson(text, PLAYLIST_LIMITS, 'the playlist');
  } catch (e) {
    if (isRuleError(e)) return { ok: false, error: e.message };
    throw e;
  }
  return checkPlaylist(v, registry);
}

/** The default event playlist: every title, short player counts, greedy bots. */
export const DEFAULT_PLAYLIST: Playlist = playlistSchema.parse({
  games: [
    { game: 'nile', players: 3 },
    { game: 'niagara', players: 3 },
    { game: 'banks', players: 3 },
    { game: 'nefertiti', players: 3 },
  ],
});

/** The playlist as a URL-safe string (the page's `?showcase=` parameter), and back (validated). */
export function encodePlaylist(p: Playlist): string {
  const bytes = new TextEncoder().encode(JSON.stringify(p));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodePlaylist(s: string, registry?: PlaylistRegistry): PlaylistResult {
  try {
    const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
    return parsePlaylist(text, registry);
  } catch (e) {
    return { ok: false, error: `the showcase parameter is not a playlist: ${clip(e instanceof Error ? e.message : String(e), 120)}` };
  }
}
