import { z } from 'zod';
import { clip, pathText } from '../../engine/core/clip';
import { playlistSchema, type Playlist } from '../../protocol/playlist';
import type { GameResult, ShowcaseNotice } from './store';

/**
 * Where a renewed kiosk page picks the showcase up (director.ts, `renew`): the playlist position of the next game,
 * the games' count, the day's results and what the loop survived, the scoreboard's time still to run, and how many
 * times the page was renewed.
 */
export interface ShowcaseResume {
  /** The loop's count of the next game (its playlist entry is this modulo the playlist's length). */
  next: number;
  number: number;
  results: GameResult[];
  errors: string[];
  notices: ShowcaseNotice[];
  /** Playlist entries the host refused (not tried again). */
  refused: number[];
  intermissionLeftMs: number;
  renewals: number;
}

const count = z.number().int().min(0).max(1e9);
const resultSchema = z.object({
  game: z.string().max(32),
  players: z.number().int().min(1).max(16),
  options: z.record(z.string().max(64), z.unknown()),
  names: z.array(z.string().max(64)).max(16),
  scores: z.array(z.number()).max(16),
  winners: z.array(z.number().int().min(0).max(15)).max(16),
  seq: count,
  captions: count,
  // What the soak and the bench measured, kept as they were (JSON writes -Infinity, "never ahead", as null).
  pace: z.object({ ahead: z.number(), captionLead: z.number().nullable().transform((v) => v ?? -Infinity), endSeq: z.number(), shownAtEnd: z.number().nullable() }).optional(),
  probe: z.unknown().optional(),
});

const resumeSchema = z.object({
  next: count,
  number: count,
  results: z.array(resultSchema).max(200),
  errors: z.array(z.string().max(500)).max(100),
  notices: z.array(z.object({ kind: z.enum(['skipped', 'restarted']), game: z.string().max(32), reason: z.string().max(500) })).max(20),
  refused: z.array(z.number().int().min(0).max(63)).max(64),
  intermissionLeftMs: z.number().int().min(0).max(600_000),
  renewals: count,
});

/** A hand-over between two pages of one kiosk: the playlist it runs and where it is. */
export const handOverSchema = z.object({ at: z.number(), playlist: playlistSchema, resume: resumeSchema });
export interface HandOver {
  at: number;
  playlist: Playlist;
  resume: ShowcaseResume;
}

/**
 * A saved hand-over read back: null, with the problem, when it is not one (a stale or foreign value in the page's
 * storage must not start a showcase, nor break the page's start).
 */
export function readHandOver(raw: string | null, now: number, maxAgeMs: number): { ok: true; handOver: HandOver } | { ok: false; problem: string } | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
  const r = handOverSchema.safeParse(value);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    // zod names an unknown key whole in its message: paths and messages are clipped, as the playlist's check does.
    return { ok: false, problem: `${pathText(issue.path, '', true)}: ${clip(issue.message, 160)}` };
  }
  if (now - r.data.at > maxAgeMs || r.data.at > now) return { ok: false, problem: `saved ${Math.round((now - r.data.at) / 1000)} s ago` };
  const handOver: HandOver = r.data;
  return { ok: true, handOver };
}
