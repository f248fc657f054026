import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';
import { parseArgs, runCli } from './args';

/**
 * npm run bench:bgio: NILE on this engine (`npm run bench -- --game nile --players 4`) against the same rules ported to
 * boardgame.io 0.50.2 (bench/bgio/, its reducer path, production build), both random 4-player games, started together
 * as two child processes (one per core, pinned to a CPU each and swapped within the round where taskset allows) that
 * measure over the same seconds; per round one JSON line {round, ours, bgio, ratio, cpuRatio, placements, load}
 * (games/s; cpuRatio: the same per CPU-second; the geometric mean of the two placements), then the rounds' medians.
 * `--check`: the port's cross-check against engine/nile (bench/bgio/check.ts). boardgame.io stays out of the app's package.json: bench/bgio has its own, installed here on
 * first use (`npm ci --prefix bench/bgio`).
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BGIO = join(ROOT, 'bench/bgio');
const OUT = join(ROOT, 'dist/cli');

const spec = {
  rounds: { kind: 'int', default: 3, min: 1, help: 'rounds; the summary gives their median' },
  seconds: { kind: 'string', default: '10', help: 'measuring time per placement (both sides at once; a pinned round has two)' },
  players: { kind: 'int', default: 4, min: 2, help: 'players per game (2–5)' },
  check: { kind: 'flag', help: 'instead: play --games games on both engines with the same shuffles and choices, and compare every step' },
  games: { kind: 'int', default: 400, min: 1, help: 'games of --check (player counts 2–5 in turn)' },
  ours: { kind: 'string', default: '', help: 'our side from this bench bundle instead (e.g. one built from another commit, for a before/after)' },
  json: { kind: 'flag', help: 'JSON lines only (no progress notes on stderr)' },
} as const;

type Side = { games: number; gamesPerSec: number; cpuSeconds: number };

/** bench/bgio's own dependencies, installed from its lockfile when missing. */
function ensureInstalled(note: (s: string) => void): void {
  if (existsSync(join(BGIO, 'node_modules/boardgame.io/package.json'))) return;
  note('installing bench/bgio (boardgame.io 0.50.2) with npm ci --prefix bench/bgio …');
  const r = spawnSync('npm', ['ci', '--prefix', BGIO, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm ci --prefix bench/bgio failed');
}

/** Bundles as shipped code is: ours exactly as `npm run bench` builds it; boardgame.io with NODE_ENV=production. */
async function bundle(): Promise<void> {
  const common = { bundle: true, platform: 'node', logLevel: 'warning' } as const;
  await build({ ...common, entryPoints: [join(ROOT, 'electron/cli/bench.ts')], format: 'esm', packages: 'external', outfile: join(OUT, 'bench.mjs') });
  const prod = { ...common, format: 'cjs', define: { 'process.env.NODE_ENV': '"production"' } } as const;
  await build({ ...prod, entryPoints: [join(BGIO, 'worker.ts')], outfile: join(OUT, 'bench-bgio-worker.cjs') });
  await build({ ...prod, entryPoints: [join(BGIO, 'check-cli.ts')], outfile: join(OUT, 'bench-bgio-check.cjs') });
}

/**
 * The two CPUs the sides are pinned to (`taskset`, util-linux), or null (one CPU, or no taskset): a shared machine's
 * cores can differ in speed, and unequally for the two engines (on the 2-core build machine 1.3× for ours, 1.55× for
 * boardgame.io), so unpinned, the core the scheduler gave each side decided a round (50× and 108× in one run).
 */
function cpuPair(): [number, number] | null {
  if (availableParallelism() < 2) return null;
  return spawnSync('taskset', ['-c', '0,1', 'true']).status === 0 ? [0, 1] : null;
}

/** Both sides warm up, then measure over the same `seconds` once both said ready; each on its CPU when pinned. */
async function placement(seconds: string, players: number, oursBundle: string, cpus: [number, number] | null): Promise<{ ours: Side; bgio: Side }> {
  const env = { ...process.env, NODE_ENV: 'production' };
  const args = { ours: [oursBundle, '--game', 'nile', '--players', String(players)], bgio: [join(OUT, 'bench-bgio-worker.cjs'), '--players', String(players)] };
  const kids = Object.entries(args).map(([side, a], i) => {
    const node = [process.execPath, ...a, '--seconds', seconds, '--lockstep'];
    const [cmd, ...rest] = cpus ? ['taskset', '-c', String(cpus[i]), ...node] : node;
    const child = spawn(cmd!, rest, { env, stdio: ['pipe', 'pipe', 'inherit'] });
    const lines = createInterface({ input: child.stdout });
    const ready = new Promise<void>((res) => lines.once('line', () => res()));
    const result = new Promise<Side>((res, rej) => {
      lines.on('line', (l) => l.includes('gamesPerSec') && res(JSON.parse(l) as Side));
      child.on('exit', (code) => rej(new Error(`${side} side exited with ${code} before its result`)));
    });
    return { side, child, ready, result };
  });
  await Promise.all(kids.map((k) => k.ready));
  for (const k of kids) k.child.stdin.end('go\n');
  const [ours, bgio] = await Promise.all(kids.map((k) => k.result));
  return { ours: ours!, bgio: bgio! };
}

/** One placement's figures: games/s of each side, and the ratios on the wall clock and per CPU-second. */
function figures(p: { ours: Side; bgio: Side }): { ours: number; bgio: number; ratio: number; cpuRatio: number } {
  const cpuRatio = p.ours.games / p.ours.cpuSeconds / (p.bgio.games / p.bgio.cpuSeconds);
  return { ours: p.ours.gamesPerSec, bgio: p.bgio.gamesPerSec, ratio: p.ours.gamesPerSec / p.bgio.gamesPerSec, cpuRatio };
}

/**
 * A round: pinned, both placements one after the other (ours on the first CPU, then on the second), and their
 * geometric mean, so neither side keeps the faster core; unpinned, one placement as the scheduler makes it.
 */
async function round(seconds: string, players: number, oursBundle: string, cpus: [number, number] | null) {
  const runs = [await placement(seconds, players, oursBundle, cpus)];
  if (cpus) runs.push(await placement(seconds, players, oursBundle, [cpus[1], cpus[0]]));
  const f = runs.map(figures);
  const geo = (k: keyof (typeof f)[number]): number => Math.exp(f.reduce((s, x) => s + Math.log(x[k]), 0) / f.length);
  return { ours: geo('ours'), bgio: geo('bgio'), ratio: geo('ratio'), cpuRatio: geo('cpuRatio'), placements: f.map((x) => r1(x.ratio)) };
}

const median = (xs: number[]): number => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const r1 = (x: number): number => Math.round(x * 10) / 10;

runCli('bench:bgio', spec, async () => {
  const args = parseArgs(spec, process.argv.slice(2));
  const note = (s: string): void => void (args.json || console.error(s));
  ensureInstalled(note);
  await bundle();
  if (args.check) {
    const r = spawnSync(process.execPath, [join(OUT, 'bench-bgio-check.cjs'), String(args.games)], { stdio: 'inherit' });
    process.exitCode = r.status ?? 1;
    return;
  }
  const cpus = cpuPair();
  note(cpus ? `pinned: each round runs ours on CPU ${cpus[0]}, then on CPU ${cpus[1]} (boardgame.io on the other)` : 'not pinned (one CPU or no taskset): a round is one placement, as the scheduler makes it');
  const rows: { ours: number; bgio: number; ratio: number; cpuRatio: number }[] = [];
  for (let i = 1; i <= args.rounds; i++) {
    const load = loadavg()[0]!;
    const r = await round(args.seconds, args.players, args.ours ? resolve(args.ours) : join(OUT, 'bench.mjs'), cpus);
    // cpuRatio: games per CPU-second of each side, a check on the wall-clock ratio when the two got unequal shares.
    const row = { ours: Math.round(r.ours), bgio: r1(r.bgio), ratio: r1(r.ratio), cpuRatio: r1(r.cpuRatio) };
    rows.push(row);
    console.log(JSON.stringify({ round: i, ...row, ...(cpus ? { placements: r.placements } : {}), load: r1(load) }));
  }
  const pick = (k: keyof (typeof rows)[number]): number => median(rows.map((r) => r[k]));
  const summary = { summary: 'median', rounds: rows.length, players: args.players, seconds: Number(args.seconds), pinned: cpus !== null, ours: pick('ours'), bgio: pick('bgio'), ratio: pick('ratio'), cpuRatio: pick('cpuRatio') };
  console.log(JSON.stringify(summary));
});
