import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { connectSession } from '../../client/connect';
import type { Session } from '../../client/session';
import type { WsTransport } from '../../client/ws';
import { ArgError, parseArgs, runCli } from './args';
import { rawWebSocket, textFrame } from './attack/raw-ws';

/**
 * npm run bench:attack -- [--slow-readers 60] [--seconds 10] [--flooders 20] [--flood-seconds 10] [--listed 200]
 * Hostile LAN peers against the dedicated host in its own process, on loopback only, bounded in count and time:
 *   slow readers: clients that never read while they watch a busy bot match and ask for the list of `--listed`
 *                 waiting matches 40 times a second; the host's memory (RSS) is sampled throughout;
 *   flooders:     clients that send small requests as fast as their socket takes them; how long each stays connected
 *                 and how many RATE_LIMITED replies they got.
 * Prints one JSON line per phase. The slow readers phase first runs the same busy matches with no slow reader for as
 * long (the control: the host's memory grows with its matches alone), then with them. The host runs with --max-connections-per-address raised so that all the slow
 * readers get in from one address: what is measured is the send-buffer budget, not the per-address cap.
 */
const spec = {
  'slow-readers': { kind: 'int', default: 60, min: 0, help: 'clients that never read' },
  seconds: { kind: 'int', default: 10, min: 1, help: 'how long the slow readers phase lasts' },
  flooders: { kind: 'int', default: 20, min: 0, help: 'clients that flood' },
  'flood-seconds': { kind: 'int', default: 10, min: 1, help: 'the longest a flooder keeps trying' },
  listed: { kind: 'int', default: 200, min: 0, help: 'waiting matches created first (from 127.0.0.2, .3, … within the per-address limits), so that each `list` reply is large' },
  url: { kind: 'string', default: '', help: 'attack an already running host at this ws:// URL instead (with --pid for its memory)' },
  pid: { kind: 'int', default: 0, min: 0, help: 'process id of the host given with --url' },
} as const;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

async function startHost(): Promise<{ port: number; child: ChildProcess; stop(): void }> {
  const journal = mkdtempSync(join(tmpdir(), 'rt-attack-'));
  const cli = fileURLToPath(new URL('./host.ts', import.meta.url));
  const args = ['--import', 'tsx', cli, '--port', '0', '--bind', '127.0.0.1', '--announce', 'off', '--status-ms', '60000', '--bot-delay-ms', '20', '--journal', journal, '--max-connections-per-address', '1000', '--max-connections', '2000'];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const port = await new Promise<number>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`host did not start:\n${out}`)), 30_000);
    child.stdout!.on('data', () => {
      const m = /listening ws:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) {
        clearTimeout(t);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (c) => reject(new Error(`host exited (${c}):\n${out}`)));
  });
  return { port, child, stop: () => (child.kill('SIGKILL'), rmSync(journal, { recursive: true, force: true })) };
}

/** A connected client whose socket leaves from `from` (any 127.x address is this machine). */
function clientFrom(url: string, from: string): Promise<Session<WsTransport>> {
  class From extends WebSocket {
    constructor(u: string) {
      super(u, { localAddress: from });
    }
  }
  return connectSession(url, { WebSocket: From, reconnect: false });
}

/**
 * `n` waiting matches, made the way many LAN devices would: two connections from each of 127.0.0.2, .3, …, each
 * creating two matches (the default per-connection and per-address limits).
 */
async function seedMatches(url: string, n: number): Promise<void> {
  for (let made = 0, i = 0; made < n; i++) {
    const c = await clientFrom(url, `127.0.0.${2 + Math.floor(i / 2)}`);
    for (let k = 0; k < 2 && made < n; k++, made++) await c.create({ game: 'nile', players: 4 });
    c.close();
  }
}

/** Keeps a bot-only match running at all times (a new one when the last ends); `current()` is its id. */
async function feeder(url: string): Promise<{ current(): string; stop(): void }> {
  const c = await connectSession(url, { WebSocket, reconnect: false });
  let id = '';
  let stopped = false;
  const start = async () => {
    if (stopped) return;
    const m = await c.create({ game: 'nile', players: 4, seats: Array.from({ length: 4 }, () => ({ kind: 'bot' as const, bot: 'random' })) });
    id = m.id;
    await c.join({ id }, 'spectator');
  };
  c.on('snapshot', ({ msg }) => {
    if (msg.match !== id || msg.status !== 'over') return;
    c.detach(id); // the session keeps a feed's events: let finished ones go over a long run
    void start().catch(() => {});
  });
  await start();
  return { current: () => id, stop: () => ((stopped = true), c.close()) };
}

async function slowReaders(url: string, port: number, pid: number, n: number, seconds: number): Promise<Record<string, unknown>> {
  const feed = await feeder(url);
  // Control: the same busy matches with nobody reading slowly, for as long as the attack lasts.
  const base0 = rssMb(pid);
  let controlPeak = base0;
  for (const end = Date.now() + seconds * 1000; Date.now() < end; await sleep(100)) controlPeak = Math.max(controlPeak, rssMb(pid));
  const base = rssMb(pid);
  const sockets: Socket[] = [];
  for (let i = 0; i < n; i++) {
    const s = await rawWebSocket(port);
    s.pause(); // never reads again
    s.on('error', () => {});
    s.write(textFrame(JSON.stringify({ t: 'hello', v: 1 })));
    sockets.push(s);
  }
  let peak = base;
  const watched = new Map<Socket, string>();
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    for (const s of sockets) {
      if (s.destroyed) continue;
      // Watch whatever is being played now, and ask for the list: both fill a reader's send buffer.
      if (watched.get(s) !== feed.current()) {
        watched.set(s, feed.current());
        s.write(textFrame(JSON.stringify({ t: 'join', match: { id: feed.current() }, as: 'spectator' })));
      }
      for (let k = 0; k < 4; k++) s.write(textFrame(JSON.stringify({ t: 'list' }))); // 40 a second: within the rate limit
    }
    peak = Math.max(peak, rssMb(pid));
    await sleep(100);
  }
  const last = rssMb(pid);
  for (const s of sockets) s.destroy();
  feed.stop();
  const r1 = (x: number) => Math.round(x * 10) / 10;
  return { bench: 'attack', phase: 'slowReaders', clients: n, seconds, rssBaseMb: base0, controlGrowthMb: r1(controlPeak - base0), rssPeakMb: peak, rssEndMb: last, growthMb: r1(peak - base) };
}

/** One flooder: small requests as fast as the socket takes them, until the host closes it or `ms` pass. */
async function flood(port: number, ms: number): Promise<{ connectedMs: number; frames: number; rateLimited: number; closedByHost: boolean }> {
  const s = await rawWebSocket(port);
  let received = '';
  s.on('data', (d) => (received += d.toString('latin1')));
  s.on('error', () => {});
  // A request with a short answer (NO_MATCH), so that what is measured is the rate limit, not the send buffers.
  const frame = textFrame(JSON.stringify({ t: 'resume', match: 'nope', token: 'x'.repeat(22), lastSeq: 0 }));
  s.write(textFrame(JSON.stringify({ t: 'hello', v: 1 })));
  const t0 = performance.now();
  let frames = 0;
  let closed = false;
  s.once('close', () => (closed = true));
  while (!closed && performance.now() - t0 < ms) {
    for (let i = 0; i < 64 && !closed; i++) {
      frames++;
      if (!s.write(frame)) await new Promise((r) => setTimeout(r, 1));
    }
    await new Promise((r) => setImmediate(r));
  }
  const connectedMs = Math.round(performance.now() - t0);
  s.destroy();
  return { connectedMs, frames, rateLimited: received.split('RATE_LIMITED').length - 1, closedByHost: closed };
}

async function flooders(port: number, n: number, seconds: number): Promise<Record<string, unknown>> {
  const results = await Promise.all(Array.from({ length: n }, () => flood(port, seconds * 1000)));
  const times = results.map((r) => r.connectedMs).sort((a, b) => a - b);
  return {
    bench: 'attack', phase: 'flood', flooders: n, limitSeconds: seconds,
    closedByHost: results.filter((r) => r.closedByHost).length,
    connectedMsP50: times[Math.floor(times.length / 2)], connectedMsMax: times.at(-1),
    rateLimitedReplies: results.reduce((a, r) => a + r.rateLimited, 0),
    framesSent: results.reduce((a, r) => a + r.frames, 0),
  };
}

runCli('bench:attack', spec, async () => {
  const args = parseArgs(spec, process.argv.slice(2));
  if (args._.length) throw new ArgError(`unexpected argument "${args._[0]}"`);
  if (args.url && !args.pid) throw new ArgError('--url needs --pid (the host process, for its memory)');
  if (args.listed > 400) throw new ArgError('--listed must be at most 400 (the host keeps room for its owner)');
  const own = args.url ? null : await startHost();
  const port = own ? own.port : Number(new URL(args.url).port);
  const url = args.url || `ws://127.0.0.1:${port}`;
  const pid = own ? own.child.pid! : args.pid;
  try {
    await seedMatches(url, args.listed);
    if (args['slow-readers'] > 0) console.log(JSON.stringify(await slowReaders(url, port, pid, args['slow-readers'], args.seconds)));
    if (args.flooders > 0) console.log(JSON.stringify(await flooders(port, args.flooders, args['flood-seconds'])));
    const alive = own ? own.child.exitCode === null : true;
    console.log(JSON.stringify({ bench: 'attack', phase: 'after', hostAlive: alive, rssMb: rssMb(pid) }));
  } finally {
    own?.stop();
  }
  process.exit(0);
});
