import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { RequestError } from '../../client/request-error';
import type { PresenceMessage } from '../../protocol/messages';
import { closeAfterEach, newClient, waitFor } from '../host/helpers';

const opened = closeAfterEach();

function open(url: string, opts: ConstructorParameters<typeof WebSocket>[2] = {}): Promise<WebSocket> {
  const ws = new WebSocket(url, opts);
  opened.atEnd(() => ws.terminate());
  return new Promise((res, rej) => {
    ws.once('open', () => res(ws));
    ws.once('error', rej);
  });
}

async function waitUntil(pred: () => boolean): Promise<void> {
  const end = Date.now() + 10_000;
  while (!pred()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

const collect = (ws: WebSocket) => {
  const got: { t: string; code?: string }[] = [];
  ws.on('message', (d) => got.push(JSON.parse(d.toString())));
  return got;
};

describe('LAN server hygiene', () => {
  it('heartbeat: a socket that stops answering pings is terminated and its seat shows away', async () => {
    const th = await opened.host({ server: { heartbeatMs: 100 } });
    const m = th.host.createMatch({ game: 'nile', players: 2 });
    const watcher = await opened.client(th.url);
    await watcher.client.join({ id: m.id }, 1);
    // A client whose network died: it never answers pings (autoPong off) and sends nothing.
    const dead = await open(th.url, { autoPong: false });
    dead.send(JSON.stringify({ t: 'hello', v: 1 }));
    dead.send(JSON.stringify({ t: 'join', match: { id: m.id }, as: 0 }));
    const closed = new Promise<number>((r) => dead.once('close', (code) => r(code)));
    await waitFor(watcher, () => watcher.messages.some((x) => x.t === 'presence' && x.seats[0]!.state === 'connected'), 'seat 0 connected');
    expect(await closed).toBe(1006); // terminated, no closing handshake
    await waitFor(watcher, () => {
      const p = watcher.messages.filter((x): x is PresenceMessage => x.t === 'presence').at(-1);
      return p?.seats[0]!.state === 'away';
    }, 'seat 0 away');
    // A live client answering pings is kept.
    await new Promise((r) => setTimeout(r, 350));
    expect(watcher.client.status).toBe('open');
  });

  it('rate limit: a burst beyond the bucket gets one RATE_LIMITED error (not one per frame); a sustained flood closes the connection (1008)', async () => {
    const th = await opened.host({ server: { rateLimit: { perSecond: 1, burst: 20, closeAfter: 50 } } });
    const ws = await open(th.url);
    const got = collect(ws);
    const closed = new Promise<number>((r) => ws.once('close', (code) => r(code)));
    for (let i = 0; i < 200; i++) ws.send(JSON.stringify({ t: 'list' }));
    expect(await closed).toBe(1008);
    expect(got.filter((m) => m.t === 'error' && m.code === 'NO_HELLO')).toHaveLength(20);
    expect(got.filter((m) => m.t === 'error' && m.code === 'RATE_LIMITED')).toHaveLength(1);
    // The host itself is fine.
    const c = await opened.client(th.url);
    expect(await c.client.list()).toEqual([]);
  });

  it('max connections: the next one is refused at the handshake', async () => {
    const th = await opened.host({ server: { maxConnections: 2 } });
    await open(th.url);
    await open(th.url);
    await expect(open(th.url)).rejects.toThrow(/503/);
  });

  it('origin check: a browser page from elsewhere can be refused', async () => {
    const th = await opened.host({ server: { allowOrigin: (o) => o === 'app://river-tables' } });
    await expect(open(th.url, { origin: 'http://evil.example' })).rejects.toThrow(/403/);
    await open(th.url, { origin: 'app://river-tables' });
    await open(th.url); // non-browser clients send no Origin
  });

  it('a client speaking another protocol version is told so', async () => {
    const th = await opened.host();
    const ws = await open(th.url);
    const got = collect(ws);
    ws.send(JSON.stringify({ t: 'hello', v: 999 }));
    ws.send(JSON.stringify({ t: 'list' }));
    await waitUntil(() => got.length >= 2);
    expect(got[0]).toMatchObject({ t: 'error', code: 'BAD_VERSION', for: 'hello' });
    expect(got[1]).toMatchObject({ t: 'error', code: 'NO_HELLO' });
  });

  it('the client library rejects a request cleanly when the host is gone', async () => {
    const th = await opened.host();
    const { client: c, ...rec } = newClient(th.url);
    await c.connect();
    expect(await c.list()).toEqual([]);
    await th.close();
    await waitFor({ client: c, ...rec }, () => c.status === 'closed', 'closed');
    await expect(c.list()).rejects.toBeInstanceOf(RequestError);
    await expect(c.list()).rejects.toMatchObject({ code: 'DISCONNECTED' });
  });
});
