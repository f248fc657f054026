/**
 * No request can end the process. The app runs as `npm start` does (browser mode, its own process), with
 * the LAN listener open; hostile requests go to both listeners and to the dedicated host (`npm run host`) over
 * loopback, and a fuzz of thousands of generated requests runs while a match is played on the same host.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ROOT } from '../../electron/cli/buildApp';
import { autoPlay } from '../../client/auto-player';
import { connectSession } from '../../client/connect';
import { E2E_BUILD, ensureRenderer, startApp, type AppServer } from '../e2e/servers';
import { randomChooser, tempDir } from '../host/helpers';
import { fuzzRequest, fuzzRng } from './http-fuzz';
import { HEADERS_TIMEOUT_MS } from '../../electron/lan/http/guard';
import { rawRequest, slowHeaders, upgradeRequest } from './support';

let app: AppServer;
let localPort: number;
let lanPort: number;
let dedicated: { proc: ChildProcess; port: number; out: () => string } | null = null;
const journal = tempDir('rt-sec-http-');

/** `npm run host` on loopback; resolves with its port from the first (machine-readable) line. */
function startDedicated(): Promise<{ proc: ChildProcess; port: number; out: () => string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'electron/cli/host.ts'), '--port', '0', '--bind', '127.0.0.1', '--journal', journal.dir, '--announce', 'off'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout!.on('data', (d) => (out += String(d)));
  proc.stderr!.on('data', (d) => (out += String(d)));
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`host did not start:\n${out}`)), 30_000);
    proc.stdout!.on('data', () => {
      const m = /listening ws:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) {
        clearTimeout(t);
        resolve({ proc, port: Number(m[1]), out: () => out });
      }
    });
    proc.on('exit', (code) => reject(new Error(`host exited (${code}):\n${out}`)));
  });
}

beforeAll(async () => {
  await ensureRenderer([E2E_BUILD]);
  app = await startApp(['--lan-now']);
  localPort = Number(new URL(app.url).port);
  const info = (await (await fetch(`${app.url}api/info`)).json()) as { lanPort: number };
  lanPort = info.lanPort;
  dedicated = await startDedicated();
}, 240_000);

afterAll(async () => {
  await app?.stop();
  dedicated?.proc.kill('SIGTERM');
  journal.remove();
});

const alive = (p: ChildProcess) => p.exitCode === null && p.signalCode === null;

/** The requests that ended the process before: each must get a 4xx answer and leave the process serving. */
const killers = (port: number): [string, string, number][] => [
  ['bad percent-escape', `GET /%ZZ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`, 400],
  ['cut UTF-8 escape', `GET /%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`, 400],
  ['absolute-form invalid URL', `GET http://[ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`, 400],
  ['absolute-form URL', `GET http://127.0.0.1:${port}/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`, 400],
  ['invalid URL with upgrade headers', upgradeRequest('http://[', { Host: `127.0.0.1:${port}` }), 400],
  ['bad escape with upgrade headers', upgradeRequest('/%ZZ', { Host: `127.0.0.1:${port}` }), 400],
  ['upgrade with a cut escape', upgradeRequest('/%E0%A4%A', { Host: `127.0.0.1:${port}` }), 400],
  ['no Host header', 'GET / HTTP/1.1\r\n\r\n', 400],
];

describe('HTTP layer: no request ends the process', () => {
  it('the requests that killed `npm start` are answered 4xx on the page port and the LAN port', async () => {
    for (const port of [localPort, lanPort]) {
      for (const [what, bytes, status] of killers(port)) {
        const r = await rawRequest(port, bytes);
        expect(r.status, `${what} on port ${port === localPort ? 'page' : 'LAN'}`).toBe(status);
        expect(alive(app.proc), `${what}: process alive`).toBe(true);
      }
    }
    expect((await fetch(app.url)).status).toBe(200);
  });

  it('an upgrade to a path nothing serves is answered 404 and closed, never left hanging', async () => {
    for (const port of [localPort, lanPort]) {
      for (const path of ['/nothing', '/ws/x', '/local/', '/api/info']) {
        const r = await rawRequest(port, upgradeRequest(path, { Host: `127.0.0.1:${port}` }), 5000);
        expect(r.status, `${path} on ${port}`).toBe(404);
        expect(r.end, `${path} on ${port} closed by the server`).toBe('closed');
      }
    }
  });

  it('the dedicated host answers the same requests (400 for bad upgrades, 426 for plain HTTP) and keeps serving', async () => {
    const port = dedicated!.port;
    for (const [what, bytes] of killers(port)) {
      const r = await rawRequest(port, bytes);
      expect([400, 426], what).toContain(r.status);
    }
    expect((await rawRequest(port, `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`)).status).toBe(426);
    expect(alive(dedicated!.proc)).toBe(true);
    const c = await connectSession(`ws://127.0.0.1:${port}`, { WebSocket, reconnect: false });
    expect(await c.list()).toEqual([]);
    c.close();
  });

  it('a client that sends its headers a byte at a time is closed at the 10 s header timeout on every listener', async () => {
    const ports = { page: localPort, lan: lanPort, dedicated: dedicated!.port };
    const closedAfter = await Promise.all(Object.values(ports).map((port) => slowHeaders(port, 2000, 20_000)));
    const seconds = Object.fromEntries(Object.keys(ports).map((k, i) => [k, Math.round((closedAfter[i] ?? 0) / 100) / 10]));
    for (const [listener, s] of Object.entries(seconds)) {
      expect(s, `${listener}: closed after ${s} s (${JSON.stringify(seconds)})`).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS / 1000 - 1);
      expect(s, `${listener}: closed after ${s} s (${JSON.stringify(seconds)})`).toBeLessThanOrEqual(HEADERS_TIMEOUT_MS / 1000 + 1);
    }
    expect(alive(app.proc) && alive(dedicated!.proc)).toBe(true);
  }, 40_000);

  it('fuzz: 3,000 generated request lines, headers and upgrades on both listeners while a match is played: the match goes on', async () => {
    const c = await connectSession(`ws://127.0.0.1:${lanPort}/ws`, { WebSocket, reconnect: false });
    const m = await c.create({ game: 'nile', players: 2, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }] });
    await c.join({ id: m.id }, 0);
    const player = autoPlay(c, m.id, 0, randomChooser('fuzz'), { thinkMs: 15 });
    const seqAt = () => c.lastSeq(m.id, 0);
    while (seqAt() < 2) await new Promise((r) => setTimeout(r, 20));
    const before = seqAt();

    const rng = fuzzRng('http-fuzz');
    const statuses = new Map<number, number>();
    const total = 3000;
    let next = 0;
    const worker = async () => {
      while (next < total) {
        const i = next++;
        const port = i % 2 === 0 ? localPort : lanPort;
        const r = await rawRequest(port, fuzzRequest(rng, port), 4000);
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 24 }, worker));
    const after = seqAt();
    player.stop();
    c.close();

    expect(alive(app.proc), `process alive; its output:\n${app.output().slice(-2000)}`).toBe(true);
    // No request was a server error, and every answered status is one we mean to send.
    expect(statuses.get(500) ?? 0, JSON.stringify([...statuses])).toBe(0);
    for (const s of statuses.keys()) expect([0, 101, 200, 400, 403, 404, 405, 408, 413, 414, 426, 429, 431, 501, 503, 505], `status ${s}`).toContain(s);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(500);
    expect(after, 'the match went on during the fuzz').toBeGreaterThan(before);
    expect((await fetch(app.url)).status).toBe(200);
    expect(app.output()).not.toMatch(/request failed|upgrade failed/);
  }, 120_000);
});
