import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs, runCli } from './args';
import { withAppSession } from './browserApp';
import { BENCH_QUALITIES, BENCH_TABLES, benchLine, benchTable, type BenchLine, type BenchSample, type BenchTable } from './render-bench/format';
import { benchMatch, playMoves } from './render-bench/match';
import { THINK_MS, measure } from './render-bench/page';

/**
 * `npm run bench:render`: for each table (NILE, An den Ufern des Nils, Niagara, Nefertiti) and the bare canvas
 * (`?bench=bare`: the app's stage with one lit box, the machine's floor), at quality low and medium, in a fresh
 * system Chromium (SwiftShader) per measurement: time to first frame, frame times during a scripted camera orbit and
 * while moves are played and animated, draw calls, triangles, textures, programs, JS heap. Measures in rounds (the
 * bare canvas, then each table) and prints one JSON line per (table, quality) with the medians over `--runs` and the
 * ratios to the bare canvas taken round by round, then a markdown table.
 * Builds the renderer if stale; loopback only; stops by itself (a few minutes per run).
 */
const spec = {
  table: { kind: 'string', default: 'all', values: ['all', ...BENCH_TABLES], help: 'one table (the bare canvas is always measured)' },
  quality: { kind: 'string', default: 'all', values: ['all', ...BENCH_QUALITIES], help: 'one quality level' },
  runs: { kind: 'int', default: 1, min: 1, help: 'measurements per table and quality (the line holds their median)' },
  profile: { kind: 'string', default: '', help: 'directory: save each table\'s CPU profile of its opening (<table>-<quality>-<run>.cpuprofile) and print its heaviest functions' },
  shots: { kind: 'string', default: '', help: 'directory: save each table\'s screenshots at the nearest and farthest zoom (<table>-<quality>-min|max.png)' },
  json: { kind: 'flag', help: 'JSON lines only (no table)' },
} as const;

runCli('bench:render', spec, async () => {
  const args = parseArgs(spec, process.argv.slice(2));
  const tables: BenchTable[] = ['bare', ...BENCH_TABLES.filter((t) => args.table === 'all' || t === args.table)];
  const qualities = BENCH_QUALITIES.filter((q) => args.quality === 'all' || q === args.quality);
  const t0 = performance.now();
  for (const dir of [args.profile, args.shots]) if (dir) mkdirSync(dir, { recursive: true });
  const lines: BenchLine[] = [];
  await withAppSession('bench-render', async (app, session) => {
    for (const quality of qualities) {
      // Round by round: the bare canvas, then each table, so that each table's n-th measurement has the bare canvas'
      // n-th beside it in time (the ratios are taken run by run: format.ts).
      const samples = new Map<BenchTable, BenchSample[]>(tables.map((t) => [t, []]));
      for (let run = 0; run < args.runs; run++) {
        for (const table of tables) {
          const match = table === 'bare' ? null : await benchMatch(session, table, `bench-render-${table}-${run}`);
          const profile = args.profile ? join(args.profile, `${table}-${quality}-${run}.cpuprofile`) : undefined;
          const shots = args.shots && run === 0 ? { dir: args.shots, name: `${table}-${quality}` } : undefined;
          samples.get(table)!.push(await measure({ url: app.url, quality, match, profile, shots, play: () => (match ? playMoves(session, match, THINK_MS) : () => {}) }));
        }
      }
      for (const table of tables) {
        const line = benchLine(table, quality, samples.get(table)!, table === 'bare' ? null : samples.get('bare')!);
        lines.push(line);
        console.log(JSON.stringify(line));
      }
    }
  });
  if (!args.json) console.log(`\n${benchTable(lines)}\n\n${((performance.now() - t0) / 1000).toFixed(0)} s, load ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
});
