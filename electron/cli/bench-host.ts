import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { createRng, randInt } from '../../engine/core/rng';
import type { Action } from '../../engine/core/types';
import { games } from '../../engine/games';
import { NodeHost } from '../host/node-host';
import { autoPlay } from '../../client/auto-player';
import { connectSession } from '../../client/connect';
import type { Session } from '../../client/session';
import type { SnapshotMessage } from '../../protocol/messages';
import { LanServer } from '../lan/server';
import { ArgError, parseArgs, runCli } from './args';

/**
 * npm run bench:host -- [--matches 50] [--players 4] [--game nile] [--think-ms 100] [--in-process] [--no-journal] [--url ws://…]
 * Runs N concurrent matches, every seat a bot client over loopback WebSocket, against a host in its own process
 * (the dedicated host, as players would use it). Prints one JSON line: matches, actions/s, intent→snapshot latency
 * percentiles, and lost/duplicated messages (per-seat event seqs must be exactly 1, 2, 3, …).
 *
 * Bots think `--think-ms` before each action (still far faster than people). With 0 every match has an intent in
 * flight all the time: the host is saturated and latency is queueing (Little's law: matches / actions per second).
 * RT_BENCH_TRACE=file.json writes every [sent at ms, latency ms] pair, to see when slow ones happened.
 */
const spec = {
  matches: { kind: 'int', default: 50, min: 1, help: 'concurrent matches' },
  players: { kind: 'int', default: 4, min: 1, help: 'seats per match (one bot client each)' },
  game: { kind: 'string', default: 'nile', values: Object.keys(games), help: 'engine' },
  seed: { kind: 'string', default: 'bench', help: 'bot choice seed' },
  'think-ms': { kind: 'int', default: 100, min: 0, help: 'bot think time before each action (0: flat out, a saturation test)' },
  'warmup-ms': { kind: 'int', default: 1500, min: 0, help: 'latencies of intents sent this early are left out (JIT warm-up); counted separately' },
  'in-process': { kind: 'flag', help: 'run the host in this process (default: a separate host process)' },
  'no-journal': { kind: 'flag', help: 'run the host without its journal' },
  url: { kind: 'string', default: '', help: 'benchmark an already running host at this ws:// URL instead' },
} as const;

const BIG = 1_000_000;
const BENCH_LIMITS = { 'max-connections-per-address': BIG, 'matches-per-connection': BIG, 'matches-per-address': BIG, 'max-matches': BIG + 1, 'reserved-for-local': 1 };

/** CPU time (ms) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuMsOf(pid: number): number | null {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = f.slice(f.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function startHostProcess(journal: string | null, maxConnections: number): Promise<{ url: string; stop: () => Promise<void>; child: ChildProcess }> {
  const hostCli = fileURLToPath(new URL('./host.ts', import.meta.url));
  const args = ['--import', 'tsx', hostCli, '--port', '0', '--bind', '127.0.0.1', '--announce', 'off', '--status-ms', '60000', '--bot-delay-ms', '0', '--max-connections', String(maxConnections)];
  // Every bench client comes from 127.0.0.1 and one creates every match: lift the per-client fairness limits
  // (docs/security.md, "Limits"), which exist to stop one hostile peer, not to cap a load test.
  args.push(...Object.entries(BENCH_LIMITS).flatMap(([k, v]) => [`--${k}`, String(v)]));
  if (journal) args.push('--journal', journal);
  else args.push('--journal', join(tmpdir(), `rt-bench-unused-${process.pid}`));
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.on('line', (line) => {
      const m = /^listening (ws:\/\/\S+)/.exec(line);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`host process exited (${code})`)));
  });
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

runCli('bench:host', spec, async () => {
  const args = parseArgs(spec, process.argv.slice(2));
  if (args._.length) throw new ArgError(`unexpected argument "${args._[0]}"`);
  const game = games[args.game]!;
  if (args.players < game.players.min || args.players > game.players.max) throw new ArgError(`--players must be from ${game.players.min} to ${game.players.max} for ${game.id}`);
  const journal = args['no-journal'] ? null : mkdtempSync(join(tmpdir(), 'rt-bench-'));

  let url: string;
  let stop: () => Promise<void>;
  let hostPid: number | null = null;
  if (args.url) {
    url = args.url;
    stop = async () => {};
  } else if (args['in-process']) {
    const host = new NodeHost({ journalDir: journal, matchesPerConnection: BIG, matchesPerAddress: BIG, maxMatches: BIG + 1, reservedForLocal: 1 });
    const server = await LanServer.listen({ host, port: 0, bind: '127.0.0.1', maxConnections: args.matches * args.players + 16, maxConnectionsPerAddress: BIG });
    url = server.url();
    stop = async () => {
      await server.close();
      await host.close();
    };
  } else {
    const p = await startHostProcess(journal, args.matches * args.players + 16);
    // However this benchmark ends, the host process it started ends too.
    process.once('exit', () => p.child.kill('SIGKILL'));
    url = p.url;
    stop = p.stop;
    hostPid = p.child.pid ?? null;
  }

  const latencies: number[] = [];
  const trace: [number, number][] = [];
  let warmupSamples = 0;
  let lost = 0;
  let duplicated = 0;
  let refused = 0;
  let invalid = 0;
  const clients: Session[] = [];
  const open = async () => {
    const c = await connectSession(url, { WebSocket, reconnect: false, validate: false, onInvalid: () => invalid++ }, { timeoutMs: 60_000 });
    clients.push(c);
    return c;
  };

  // Set up every match and seat first, then start them all at once.
  const creator = await open();
  const tables: { id: string; seats: Session[] }[] = [];
  for (let i = 0; i < args.matches; i++) {
    const m = await creator.create({ game: game.id, players: args.players });
    const seats: Session[] = [];
    for (let s = 0; s < args.players; s++) seats.push(await open());
    tables.push({ id: m.id, seats });
  }

  const load0 = loadavg()[0];
  const t0 = performance.now();
  const hostCpu0 = hostPid ? cpuMsOf(hostPid) : null;
  const selfCpu0 = process.cpuUsage();
  const finished: Promise<SnapshotMessage>[] = [];
  let totalActions = 0;
  for (const [i, t] of tables.entries()) {
    t.seats.forEach((c, s) => {
      const rng = createRng(`${args.seed}/${i}/${s}`);
      const choose = (snap: SnapshotMessage): Action => {
        const legal = snap.legal!;
        const types = [...new Set(legal.map((a) => a.type))];
        const ty = types[randInt(rng, types.length)];
        const of = legal.filter((a) => a.type === ty);
        return of[randInt(rng, of.length)]!;
      };
      let sentAt = 0;
      let sentSeq = -1;
      let lastEvent = 0;
      c.on('events', ({ msg: e }) => {
        if (e.match !== t.id) return;
        if (e.seq <= lastEvent) duplicated++;
        else if (e.seq > lastEvent + 1) lost += e.seq - lastEvent - 1;
        lastEvent = Math.max(lastEvent, e.seq);
      });
      const p = autoPlay(c, t.id, s, choose, {
        // Players are not in lockstep: think times vary (uniform 0.5–1.5 × think-ms), or 50 matches would act in bursts.
        thinkMs: args['think-ms'] > 0 ? () => args['think-ms'] * (0.5 + randInt(rng, 1001) / 1000) : 0,
        onSend: (seq) => {
          sentAt = performance.now();
          sentSeq = seq;
        },
        onSnapshot: (snap) => {
          // The snapshot that follows our own action: the round trip a player feels.
          if (sentSeq >= 0 && snap.seq > sentSeq) {
            if (process.env.RT_BENCH_TRACE) trace.push([Math.round(sentAt - t0), +(performance.now() - sentAt).toFixed(2)]);
            if (sentAt - t0 >= args['warmup-ms']) latencies.push(performance.now() - sentAt);
            else warmupSamples++;
            sentSeq = -1;
          }
        },
      });
      finished.push(
        p.finished.then((f) => {
          refused += p.refused.length;
          if (s === 0) {
            totalActions += f.seq;
            if (lastEvent !== f.seq) lost += f.seq - lastEvent;
          }
          return f;
        }),
      );
    });
    // Seats joined last so that every client is listening when its match starts.
    for (const [s, c] of t.seats.entries()) await c.join({ id: t.id }, s);
  }
  const finals = await Promise.all(finished);
  const secs = (performance.now() - t0) / 1000;
  const hostCpu1 = hostPid ? cpuMsOf(hostPid) : null;
  const selfCpu = process.cpuUsage(selfCpu0);
  for (const c of clients) c.close();
  await stop();
  if (journal) rmSync(journal, { recursive: true, force: true });

  latencies.sort((a, b) => a - b);
  const result = {
    game: game.id, players: args.players, matches: args.matches, thinkMs: args['think-ms'], finished: finals.filter((f) => f.status === 'over').length / args.players,
    host: args['in-process'] ? 'in-process' : 'separate process', journal: journal !== null,
    actions: totalActions, seconds: +secs.toFixed(2), actionsPerSec: Math.round(totalActions / secs),
    latencyMs: { p50: +percentile(latencies, 50).toFixed(2), p90: +percentile(latencies, 90).toFixed(2), p99: +percentile(latencies, 99).toFixed(2), max: +(latencies.at(-1) ?? 0).toFixed(2), samples: latencies.length, warmupMs: args['warmup-ms'], warmupSamples },
    lost, duplicated, refused, invalid,
    // CPU actually used (the machine may be shared: wall-clock figures include waiting for a core).
    hostCpuMsPerAction: hostCpu0 !== null && hostCpu1 !== null ? +((hostCpu1 - hostCpu0) / Math.max(1, totalActions)).toFixed(3) : null,
    clientsCpuMsPerAction: +((selfCpu.user + selfCpu.system) / 1000 / Math.max(1, totalActions)).toFixed(3),
    loadAverage: [load0, loadavg()[0]],
  };
  console.log(JSON.stringify(result));
  if (process.env.RT_BENCH_TRACE) writeFileSync(process.env.RT_BENCH_TRACE, JSON.stringify(trace));
  console.error(
    `${args.matches} × ${args.players}-seat ${game.name} matches over loopback: ${result.actions} actions in ${result.seconds} s (${result.actionsPerSec}/s); ` +
      `intent→snapshot p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms; lost ${lost}, duplicated ${duplicated}, refused ${refused}`,
  );
  process.exit(0);
});
