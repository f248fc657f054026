/**
 * Origin and Host: a web page elsewhere must not use the player's browser to reach the host. WebSocket
 * upgrades accept no Origin (native clients, the Electron app) or this listener's own page origin, and nothing else;
 * HTTP answers only Host values that are this machine's own names and addresses (DNS rebinding). Loopback only; the
 * same rules on a LAN interface are checked inside a network namespace in origin-host-netns.test.ts.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NodeHost } from '../../electron/host/node-host';
import type { RemoteEnvelopeOut } from '../../protocol/ipc';
import { LanServer } from '../../electron/lan/server';
import { LanSession } from '../../electron/lan/session';
import { startAppListener, type AppListener } from '../../electron/web/server';
import { hello, rawRequest, upgradeRequest, wsTry } from './support';

const dir = mkdtempSync(join(tmpdir(), 'rt-sec-origin-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><meta name="rt-endpoint" content="/ws"><p>app</p>');
const host = new NodeHost({ botDelayMs: 0 });
const info = { addresses: () => [], discovered: () => [], lanPort: () => null };
let local: AppListener;
let lan: AppListener;
let session: LanSession;
let dedicated: LanServer;
let finishedId: string;

beforeAll(async () => {
  local = await startAppListener({ staticDir: dir, role: 'local', host, info, port: 0 });
  lan = await startAppListener({ staticDir: dir, role: 'lan', host, info, port: 0, bind: '127.0.0.1' });
  session = await LanSession.open({ host, upgrades: lan.upgrades, announce: false });
  dedicated = await LanServer.listen({ host, port: 0, bind: '127.0.0.1' });
  const m = host.createMatch({ game: 'nile', players: 2, seats: [{ kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }] });
  for (let i = 0; i < 400 && host.listMatches().find((x) => x.id === m.id)!.status !== 'over'; i++) await new Promise((r) => setTimeout(r, 25));
  finishedId = m.id;
}, 30_000);
afterAll(async () => {
  await session.close();
  await dedicated.close();
  await local.close();
  await lan.close();
  await host.close();
});

const get = (port: number, path: string, hostHeader: string) => rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: ${hostHeader}\r\nConnection: close\r\n\r\n`);
/** A non-loopback address of this machine, if it has one (only its name is used, in a header: no traffic goes there). */
const lanAddress = Object.values(networkInterfaces()).flat().find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

describe('WebSocket Origin on the LAN listener (app page port) and the dedicated host', () => {
  it('accepts no Origin and the listener\'s own page origins', async () => {
    const p = lan.port;
    expect(await hello(await wsTry(`ws://127.0.0.1:${p}/ws`))).toBe('welcome');
    expect(await hello(await wsTry(`ws://127.0.0.1:${p}/ws`, { origin: `http://127.0.0.1:${p}` }))).toBe('welcome');
    expect(await hello(await wsTry(`ws://127.0.0.1:${p}/ws`, { origin: `http://localhost:${p}` }))).toBe('welcome');
    expect(await hello(await wsTry(`ws://127.0.0.1:${dedicated.address().port}`))).toBe('welcome');
  });

  it('refuses every other Origin at the upgrade (403), before any message', async () => {
    const p = lan.port;
    const foreign = ['http://evil.example', `http://evil.example:${p}`, 'null', 'app://river-tables', `http://127.0.0.1:${local.port}`, `http://127.0.0.1.evil.example:${p}`, `https://127.0.0.1:${p}`, `http://[::1]:${p + 1}`, 'file://', '%'];
    for (const origin of foreign) {
      expect(await hello(await wsTry(`ws://127.0.0.1:${p}/ws`, { origin })), origin).toBe('refused 403');
      expect(await hello(await wsTry(`ws://127.0.0.1:${dedicated.address().port}`, { origin })), `dedicated ${origin}`).toBe('refused 403');
    }
  });

  it('refuses a foreign Host at the upgrade even without an Origin (rebinding from a non-browser context)', async () => {
    for (const h of ['evil.example', `evil.example:${lan.port}`, '127.0.0.1.evil.example', 'localhost.evil.example']) {
      expect(await hello(await wsTry(`ws://127.0.0.1:${lan.port}/ws`, { host: h })), h).toBe('refused 403');
      expect(await hello(await wsTry(`ws://127.0.0.1:${dedicated.address().port}`, { host: h })), `dedicated ${h}`).toBe('refused 403');
      expect(await hello(await wsTry(`ws://127.0.0.1:${local.port}/local`, { host: h })), `local ${h}`).toBe('refused 403');
    }
  });
});

describe('HTTP Host header (DNS rebinding)', () => {
  it('the record API of a finished match answers only to this machine\'s own names', async () => {
    const p = local.port;
    expect((await get(p, `/api/record/${finishedId}`, `evil.example:${p}`)).status).toBe(403);
    expect((await get(p, `/api/record/${finishedId}`, 'evil.example')).status).toBe(403);
    expect((await get(p, `/api/record/${finishedId}`, `127.0.0.1.evil.example:${p}`)).status).toBe(403);
    const ok = await get(p, `/api/record/${finishedId}`, `127.0.0.1:${p}`);
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('"game":"nile"');
    expect((await get(p, `/api/record/${finishedId}`, `localhost:${p}`)).status).toBe(200);
  });

  it('the page, the join page and /api/info: foreign Host refused, own names served', async () => {
    for (const port of [local.port, lan.port]) {
      for (const path of ['/', '/?join=ABCD', '/api/info', '/index.html']) {
        const bad = await get(port, path, `evil.example:${port}`);
        expect(bad.status, `${path} on ${port}`).toBe(403);
        expect(bad.text).not.toContain('<p>app</p>');
        expect((await get(port, path, `127.0.0.1:${port}`)).status, `${path} on ${port}`).toBe(200);
        if (lanAddress) expect((await get(port, path, `${lanAddress}:${port}`)).status, `${path} by LAN address`).toBe(200);
      }
    }
  });

  it('the served page\'s CSP lets it connect only to the WebSocket of the host:port it came from', async () => {
    const r = await get(lan.port, '/', `127.0.0.1:${lan.port}`);
    const csp = /content-security-policy: (.*)\r\n/i.exec(r.text)?.[1] ?? '';
    expect(csp).toContain(`connect-src 'self' ws://127.0.0.1:${lan.port};`);
    expect(csp).not.toMatch(/connect-src[^;]*(ws:|wss:)\s*(;|$)/);
  });

  it('an upgrade with a foreign Host is refused before the WebSocket exists', async () => {
    const r = await rawRequest(lan.port, upgradeRequest('/ws', { Host: 'evil.example' }));
    expect(r.status).toBe(403);
    expect(r.end).toBe('closed');
  });
});

describe("browser mode's /remote bridge (this machine's page joins another host without opening a socket to it)", () => {
  it('is for this machine\'s own page only', async () => {
    expect(await hello(await wsTry(`ws://127.0.0.1:${local.port}/remote`, { origin: 'http://evil.example' }))).toBe('refused 403');
    expect(await hello(await wsTry(`ws://127.0.0.1:${local.port}/remote`, { origin: `http://127.0.0.1:${lan.port}` }))).toBe('refused 403');
  });

  it('opens a connection to a host, relays hello → welcome, and refuses bad messages and non-LAN addresses', async () => {
    const r = await wsTry(`ws://127.0.0.1:${local.port}/remote`, { origin: `http://127.0.0.1:${local.port}` });
    if (!r.ok) throw new Error(`refused ${r.status}`);
    const got: RemoteEnvelopeOut[] = [];
    r.ws.on('message', (d) => got.push(JSON.parse(String(d))));
    const until = async (pred: () => boolean) => {
      for (let i = 0; i < 200 && !pred(); i++) await new Promise((res) => setTimeout(res, 10));
      expect(pred()).toBe(true);
    };
    r.ws.send(JSON.stringify({ op: 'open', ref: 1, url: `ws://127.0.0.1:${dedicated.address().port}` }));
    await until(() => got.some((e) => e.op === 'status' && e.status.status === 'open'));
    const opened = got.find((e) => e.op === 'opened');
    if (opened?.op !== 'opened' || !opened.result.ok) throw new Error(`not opened: ${JSON.stringify(opened)}`);
    const id = opened.result.id;
    r.ws.send(JSON.stringify({ op: 'send', id, msg: { t: 'hello', v: 1 } }));
    r.ws.send(JSON.stringify({ op: 'send', id, msg: { t: 'nonsense' } }));
    await until(() => got.filter((e) => e.op === 'message').length >= 2);
    const msgs = got.flatMap((e) => (e.op === 'message' ? [e.msg] : []));
    expect(msgs).toEqual(expect.arrayContaining([expect.objectContaining({ t: 'welcome' }), expect.objectContaining({ t: 'error', code: 'BAD_MESSAGE' })]));
    r.ws.send(JSON.stringify({ op: 'open', ref: 2, url: 'ws://203.0.113.9:7420' }));
    await until(() => got.some((e) => e.op === 'opened' && e.ref === 2));
    expect(got.find((e) => e.op === 'opened' && e.ref === 2)).toMatchObject({ result: { ok: false, error: expect.stringMatching(/not a LAN address/) } });
    r.ws.close();
  });
});
