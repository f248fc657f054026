/**
 * `npm run bench:showcase`'s simulated clock and per-hour figures. The page plays on a fast clock (every pause of the
 * kiosk and every table animation divided by the speed), so wall time says little about the kiosk's day: each game
 * is instead credited the time the kiosk at its real pace would spend on it (`creditMs`), and the figures are grouped
 * by the simulated hour in which each game ended. Pure (unit-tested).
 */
import type { Playlist } from '../../../protocol/playlist';

export const HOUR_MS = 3_600_000;

/** The playlist's timings a game is credited with (the real kiosk's, not the fast clock's). */
export type KioskTimings = Pick<Playlist, 'botDelayMs' | 'intermissionMs' | 'claimMs' | 'attractMs'>;

/** How long a finished game's last picture stays before the scoreboard (renderer/showcase/director.ts `finale`). */
export const finaleHoldMs = (t: KioskTimings): number => Math.min(4000, t.intermissionMs / 2);

/** How long the kiosk pauses after a game it had to skip (director.ts `loop`). */
export const skipPauseMs = (t: KioskTimings): number => Math.min(2000, t.intermissionMs);

/**
 * The real kiosk's time for one game of `moves` moves: the visitor seat's claim time, then each move's bot pause
 * (during which the table animates the move before: a spectator's batch plays in full, most within 1.2 s at 1×),
 * the finale's hold and the scoreboard's intermission. A lower bound (the bots' thinking and moves whose animation
 * outlasts the pause add to it), so the bench plays at least as many games as the kiosk would in that time.
 */
export function creditMs(t: KioskTimings, moves: number): number {
  return t.claimMs + moves * t.botDelayMs + finaleHoldMs(t) + t.intermissionMs;
}

/** The time credited for what the loop did: a game played (`creditMs`), or the pause after one it skipped. */
export const gameCreditMs = (t: KioskTimings, g: { moves: number; skipped: boolean }): number => (g.skipped ? skipPauseMs(t) : creditMs(t, g.moves));

/** The playlist the page plays on a clock `speed` times faster: every pause divided by it (the watchdog kept). */
export function fastPlaylist(p: Playlist, speed: number): Playlist {
  const fast = (ms: number) => Math.round(ms / speed);
  return { ...p, botDelayMs: fast(p.botDelayMs), intermissionMs: fast(p.intermissionMs), claimMs: fast(p.claimMs), attractMs: fast(p.attractMs) };
}

/** three.js's `renderer.info`: live geometries and textures, compiled programs. */
export interface GpuCounts {
  geometries: number;
  textures: number;
  programs: number;
}

/** A count of samples and of those that hit (desyncs; framed samples). */
export interface Tally {
  samples: number;
  hits: number;
}

/** What the bench measured around one game (or one skipped game), read at the scoreboard after it. */
export interface GameSample {
  game: string;
  /** Moves played (the host's seq at the end); 0 for a skipped game. */
  moves: number;
  skipped: boolean;
  /** Simulated time when the game's scoreboard ended (ms from the kiosk's start). */
  endSimMs: number;
  wallMs: number;
  /** JS heap after a forced GC, MB; DOM nodes and JS event listeners (after that GC). */
  heapMB: number;
  domNodes: number;
  listeners: number;
  /** The most the stage held while the game played, and the most any stage disposed since held once disposed. */
  inGame: GpuCounts | null;
  afterDispose: GpuCounts | null;
  /** Caption/turn desyncs and framing, sampled during play; null when the page has no such probe. */
  desync: Tally | null;
  framing: Tally | null;
  /** Errors since the previous game: the loop's (a skipped game) and the page's own. */
  errors: number;
  /** The kiosk renewed its page after this game (the playlist's `renewEvery`): its heap is read on the new page. */
  renewed: boolean;
}

/** The JSON line printed per simulated hour. */
export interface HourLine {
  hour: number;
  /** Simulated hours when its last game ended, and wall minutes spent on its games. */
  simHours: number;
  wallMin: number;
  games: number;
  moves: number;
  /** Heap, DOM nodes and listeners after the hour's last game; the heap's range over its games. */
  heapMB: number;
  heapMinMB: number;
  heapMaxMB: number;
  domNodes: number;
  listeners: number;
  /** The most during a game, and the most left in a disposed stage (0 expected). */
  inGame: GpuCounts | null;
  betweenGames: GpuCounts | null;
  /** Samples where the caption header and the table's turn differed (null: not measured). */
  desyncs: number | null;
  desyncSamples: number;
  /** Framed samples ÷ samples with someone acting (null: not measured). */
  framingRate: number | null;
  framingSamples: number;
  framed: number;
  errors: number;
  /** Page renewals after the hour's games. */
  renewals: number;
}

/** The simulated hour (0-based) a game ending at `endSimMs` belongs to; the last hour takes the run's overshoot. */
export function hourOf(endSimMs: number, hours: number): number {
  return Math.min(Math.floor(endSimMs / HOUR_MS), Math.max(0, Math.ceil(hours) - 1));
}

const round = (x: number, digits = 1): number => Number(x.toFixed(digits));

/** The most of each count over the samples that have one. */
export function maxCounts(list: readonly (GpuCounts | null)[]): GpuCounts | null {
  const present = list.filter((c): c is GpuCounts => c !== null);
  if (present.length === 0) return null;
  const most = (k: keyof GpuCounts) => Math.max(...present.map((c) => c[k]));
  return { geometries: most('geometries'), textures: most('textures'), programs: most('programs') };
}

/** The tallies added up; null when none was measured. */
export function sumTallies(list: readonly (Tally | null)[]): Tally | null {
  const present = list.filter((t): t is Tally => t !== null);
  if (present.length === 0) return null;
  return { samples: present.reduce((s, t) => s + t.samples, 0), hits: present.reduce((s, t) => s + t.hits, 0) };
}

/** The line for simulated hour `hour` (0-based) from the games that ended in it (at least one). */
export function hourLine(hour: number, games: readonly GameSample[]): HourLine {
  const last = games[games.length - 1];
  if (!last) throw new Error(`hour ${hour + 1}: no game`);
  const heaps = games.map((g) => g.heapMB);
  const desync = sumTallies(games.map((g) => g.desync));
  const framing = sumTallies(games.map((g) => g.framing));
  return {
    hour: hour + 1,
    simHours: round(last.endSimMs / HOUR_MS, 2),
    wallMin: round(games.reduce((s, g) => s + g.wallMs, 0) / 60_000),
    games: games.filter((g) => !g.skipped).length,
    moves: games.reduce((s, g) => s + g.moves, 0),
    heapMB: round(last.heapMB),
    heapMinMB: round(Math.min(...heaps)),
    heapMaxMB: round(Math.max(...heaps)),
    domNodes: last.domNodes,
    listeners: last.listeners,
    inGame: maxCounts(games.map((g) => g.inGame)),
    betweenGames: maxCounts(games.map((g) => g.afterDispose)),
    desyncs: desync ? desync.hits : null,
    desyncSamples: desync?.samples ?? 0,
    framingRate: framing && framing.samples > 0 ? round(framing.hits / framing.samples, 3) : null,
    framingSamples: framing?.samples ?? 0,
    framed: framing?.hits ?? 0,
    errors: games.reduce((s, g) => s + g.errors, 0),
    renewals: games.filter((g) => g.renewed).length,
  };
}

/**
 * The director's framing per title over the whole run: games, looks with pieces acting, and the share framed; and per
 * game (the issue holds each game to it): the worst game's share and how many games framed less than 95 % of looks.
 */
export interface TitleFraming {
  game: string;
  games: number;
  samples: number;
  rate: number | null;
  worstGame: number | null;
  gamesBelow95: number;
}

/** Framing per title (the check: at least 95 % of looks per title, over three or more games of each). */
export function framingByTitle(games: readonly GameSample[]): TitleFraming[] {
  const titles = [...new Set(games.filter((g) => !g.skipped).map((g) => g.game))];
  return titles.map((game) => {
    const mine = games.filter((g) => g.game === game && !g.skipped);
    const t = sumTallies(mine.map((g) => g.framing));
    const rates = mine.flatMap((g) => (g.framing && g.framing.samples > 0 ? [g.framing.hits / g.framing.samples] : []));
    return {
      game,
      games: mine.length,
      samples: t?.samples ?? 0,
      rate: t && t.samples > 0 ? Number((t.hits / t.samples).toFixed(3)) : null,
      worstGame: rates.length > 0 ? Number(Math.min(...rates).toFixed(3)) : null,
      gamesBelow95: rates.filter((r) => r < 0.95).length,
    };
  });
}
