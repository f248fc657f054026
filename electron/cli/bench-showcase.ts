import { loadavg } from 'node:os';
import { loadPlaylist } from '../host/showcase/config';
import { ArgError, parseArgs, runCli } from './args';
import { buildRenderer, rendererIsStale } from './buildApp';
import { startApp } from './browserApp';
import { hourTable, summarize } from './showcase-bench/format';
import { HeapWatch } from './showcase-bench/heapWatch';
import { nextGame, type Cursor } from './showcase-bench/game';
import { HOUR_MS, fastPlaylist, framingByTitle, gameCreditMs, hourLine, hourOf, type GameSample, type HourLine } from './showcase-bench/ledger';
import { SHOWCASE_QUALITIES, openKiosk } from './showcase-bench/page';
import { trendText, type HeapPoint } from './showcase-bench/trend';

/**
 * `npm run bench:showcase`: the showcase kiosk all day, on a fast clock. The kiosk page plays the playlist in the
 * system Chromium (SwiftShader) against a browser-mode app on loopback, with every pause of the kiosk (bot delay,
 * claim, intermission, attract) divided by `--speed` and the tables animating that much faster, paced by its table as
 * the real kiosk is. Each game is credited the time the kiosk at its real pace would spend on it
 * (showcase-bench/ledger.ts), until `--hours` simulated hours; one JSON line per simulated hour (JS heap after a
 * forced GC, three.js geometries/textures/programs during and between games, DOM nodes, caption/turn desyncs, the
 * director's framing rate, games, errors), a summary line with the heap's trend after the first hour, then a table.
 */
const spec = {
  hours: { kind: 'string', default: '8', help: 'simulated hours to play (a number, e.g. 0.5)' },
  quality: { kind: 'string', default: 'low', values: SHOWCASE_QUALITIES, help: "the page's render quality" },
  playlist: { kind: 'string', default: '', help: 'a playlist file (default: the default four-game playlist)' },
  speed: { kind: 'int', default: 10, min: 1, help: "the fast clock: the kiosk's pauses and the tables' animations this many times faster" },
  json: { kind: 'flag', help: 'JSON lines only (no table)' },
  'js-flags': { kind: 'string', default: '', help: 'flags for the page\'s V8, a diagnosis (e.g. "--no-opt --no-maglev": no optimized code)' },
  'heap-diff': { kind: 'flag', help: "a heap snapshot every simulated hour: the heap split into the page's JS values, code and the engine's objects, each with its trend, and the kinds of object that grew most since the first hour" },
} as const;

function hoursArg(v: string): number {
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0 || n > 48) throw new ArgError(`--hours must be a number of hours above 0 (at most 48), got "${v}"`);
  return n;
}

runCli('bench:showcase', spec, async () => {
  const args = parseArgs(spec, process.argv.slice(2));
  const hours = hoursArg(args.hours);
  const playlist = loadPlaylist(args.playlist || null);
  const fast = fastPlaylist(playlist, args.speed);
  const quality = SHOWCASE_QUALITIES.find((q) => q === args.quality) ?? 'low';
  const t0 = Date.now();
  if (rendererIsStale('bench')) await buildRenderer({ mode: 'bench', quiet: true });
  const app = await startApp(fast.botDelayMs);
  const kiosk = await openKiosk(app.url, fast, quality, args.speed, args['js-flags']);
  const lines: HourLine[] = [];
  const heaps: HeapPoint[] = [];
  const all: GameSample[] = [];
  const watch = args['heap-diff'] ? new HeapWatch(kiosk.cdp) : null;
  try {
    // The attract screen comes first, once.
    let simMs = playlist.attractMs;
    let hourGames: GameSample[] = [];
    const cursor: Cursor = { results: 0, errors: 0, checkedUpTo: -1, renewals: 0 };
    const close = (hour: number) => {
      const line = hourLine(hour, hourGames);
      lines.push(line);
      console.log(JSON.stringify(line));
      hourGames = [];
    };
    // --heap-diff: a census while the page is held after the game that closes an hour, or the run.
    const atRest = async (g: { moves: number; skipped: boolean }) => {
      const next = simMs + gameCreditMs(playlist, g);
      if (next >= hours * HOUR_MS || hourOf(next, hours) > hourOf(simMs, hours)) await watch?.take(next);
    };
    while (simMs < hours * HOUR_MS) {
      const played = await nextGame(kiosk, cursor, watch ? atRest : undefined);
      const before = simMs;
      simMs += gameCreditMs(playlist, played);
      // A game crossing an hour's end closes that hour: its figures go to the hour it ends in.
      if (hourGames.length > 0 && hourOf(simMs, hours) > hourOf(before, hours)) close(hourOf(before, hours));
      hourGames.push({ ...played, endSimMs: simMs });
      all.push({ ...played, endSimMs: simMs });
      heaps.push({ hours: simMs / HOUR_MS, heapMB: played.heapMB });
      // Progress on stderr (stdout keeps the JSON lines and the table).
      console.error(`${played.game}: ${played.moves} moves in ${(played.wallMs / 1000).toFixed(1)} s, simulated ${(simMs / HOUR_MS).toFixed(2)} h, heap ${played.heapMB.toFixed(1)} MB`);
    }
    if (hourGames.length > 0) close(hourOf(simMs, hours));
  } finally {
    await kiosk.close();
    app.proc.kill('SIGTERM');
  }
  const summary = { ...summarize({ hours, speed: args.speed, quality, wallMs: Date.now() - t0 }, lines, heaps), framingByTitle: framingByTitle(all) };
  console.log(JSON.stringify(summary));
  const found = watch?.report() ?? null;
  if (found) console.log(JSON.stringify(found));
  if (!args.json) console.log(`\n${hourTable(lines)}\n\nheap after the first hour: ${trendText(summary.heap)}\nframing by title: ${summary.framingByTitle.map((f) => `${f.game} ${f.rate === null ? 'not measured' : `${(f.rate * 100).toFixed(1)} %`} of ${f.samples} looks in ${f.games} games (worst game ${f.worstGame === null ? '–' : `${(f.worstGame * 100).toFixed(1)} %`}, ${f.gamesBelow95} under 95 %)`).join(', ')}\n${summary.wallMin} min for ${summary.simHours} simulated hours (${summary.wallMinPerSimHour} min each), load ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  if (found && !args.json) console.log(`\nafter the first hour, the page's JS values: ${trendText(found.partTrends.js)}; compiled code: ${trendText(found.partTrends.code)}; the engine's objects: ${trendText(found.partTrends.engine)}`);
  if (found && !args.json) console.log(`\ngrown since the first hour (kind: objects, bytes):\n${found.heapDiff.map((g) => `  ${g.kind}: ${g.count >= 0 ? '+' : ''}${g.count}, ${g.bytes >= 0 ? '+' : ''}${g.bytes}`).join('\n')}`);
});
