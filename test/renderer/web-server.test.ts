/**
 * The app server of `npm start` (browser mode) and of Electron's LAN listener: strict headers, no path escapes, the
 * trusted /local WebSocket only for this machine's own page, match records only for finished matches.
 */
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { NodeHost } from '../../electron/host/node-host';
import { startAppListener, type AppListener } from '../../electron/web/server';

const dir = mkdtempSync(join(tmpdir(), 'rt-web-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><meta name="rt-endpoint" content="/ws"><p>app</p>');
writeFileSync(join(dir, 'assets', 'a.js'), 'console.log(1)');
const host = new NodeHost({ botDelayMs: 0 });
const info = { addresses: () => ['http://192.0.2.10:7420'], discovered: () => [], lanPort: () => 7420 };
let local: AppListener;
let lan: AppListener;

beforeAll(async () => {
  local = await startAppListener({ staticDir: dir, role: 'local', host, info, port: 0 });
  lan = await startAppListener({ staticDir: dir, role: 'lan', host, info, port: 0, bind: '127.0.0.1' });
});
afterAll(async () => {
  await local.close();
  await lan.close();
  await host.close();
});

const wsOpen = (url: string, origin?: string) =>
  new Promise<{ ws: WebSocket; first: Promise<unknown> } | { status: number }>((resolve) => {
    const ws = new WebSocket(url, origin ? { origin } : {});
    ws.once('unexpected-response', (_req, res) => resolve({ status: res.statusCode ?? 0 }));
    ws.once('error', () => resolve({ status: -1 }));
    ws.once('open', () => resolve({ ws, first: new Promise((r) => ws.once('message', (d) => r(JSON.parse(String(d))))) }));
  });

describe('app server', () => {
  it('serves the app with a strict CSP and tells the page which endpoint is its own', async () => {
    const r = await fetch(local.url);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await r.text()).toContain('content="/local"');
    expect(await (await fetch(`http://127.0.0.1:${lan.port}/`)).text()).toContain('content="/ws"');
    expect((await fetch(`${local.url}assets/a.js`)).headers.get('content-type')).toMatch(/javascript/);
  });

  it('never serves a file outside the app folder', async () => {
    for (const p of ['/..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd']) {
      const r = await fetch(`${local.url.slice(0, -1)}${p}`);
      expect([403, 404]).toContain(r.status);
    }
    expect((await fetch(`${local.url}index.html`, { method: 'POST' })).status).toBe(405);
  });

  it('answers /api/info with the LAN addresses', async () => {
    const j = (await (await fetch(`${local.url}api/info`)).json()) as { addresses: string[]; lanPort: number; mode: string };
    expect(j).toMatchObject({ addresses: ['http://192.0.2.10:7420'], lanPort: 7420, mode: 'browser' });
  });

  it('gives a match record only for a finished match, only on the local listener', async () => {
    const m = host.createMatch({ game: 'nile', players: 2, seats: [{ kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }] });
    const early = await fetch(`${local.url}api/record/${m.id}`);
    expect([200, 403]).toContain(early.status); // bots may already have finished it
    for (let i = 0; i < 200 && host.listMatches().find((x) => x.id === m.id)!.status !== 'over'; i++) await new Promise((r) => setTimeout(r, 25));
    const r = await fetch(`${local.url}api/record/${m.id}`);
    expect(r.status).toBe(200);
    expect(((await r.json()) as { game: string }).game).toBe('nile');
    expect((await fetch(`http://127.0.0.1:${lan.port}/api/record/${m.id}`)).status).toBe(403);
    expect((await fetch(`${local.url}api/record/nope`)).status).toBe(404);
    const open = host.createMatch({ game: 'nile', players: 2 });
    expect((await fetch(`${local.url}api/record/${open.id}`)).status).toBe(403);
  });

  it('opens /local only to this machine\'s own page (Origin checked)', async () => {
    const base = `ws://127.0.0.1:${local.port}/local`;
    const evil = await wsOpen(base, 'http://evil.example');
    expect(evil).toEqual({ status: 403 });
    const ok = await wsOpen(base, `http://127.0.0.1:${local.port}`);
    expect('ws' in ok).toBe(true);
    if ('ws' in ok) {
      ok.ws.send(JSON.stringify({ t: 'hello', v: 1 }));
      expect(await ok.first).toMatchObject({ t: 'welcome' });
      ok.ws.close();
    }
  });
});
