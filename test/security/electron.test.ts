/**
 * Electron hardening, without the Electron binary: `electron` is mocked as in
 * test/renderer/electron.test.ts. Hostile URLs never reach shell.openExternal nor the window, DevTools are off in
 * packaged builds, app:// pages carry a CSP with no WebSocket, and the remote bridge ("Join a LAN game") reaches a
 * real host on loopback with the protocol checked both ways and no Origin header.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocketServer } from 'ws';

const h = vi.hoisted(() => {
  process.env.RIVER_TABLES_NO_AUTOSTART = '1';
  return {
    on: new Map<string, (...a: unknown[]) => unknown>(),
    handle: new Map<string, (...a: unknown[]) => unknown>(),
    openExternal: [] as string[],
    windows: [] as { options: Electron.BrowserWindowConstructorOptions; webContentsOn: Map<string, () => void>; closeDevTools: () => void }[],
    packaged: false,
  };
});

vi.mock('electron', () => ({
  app: {
    whenReady: () => new Promise(() => {}), on: vi.fn(), enableSandbox: vi.fn(), requestSingleInstanceLock: () => true, getPath: () => '/tmp', quit: vi.fn(),
    get isPackaged() {
      return h.packaged;
    },
  },
  BrowserWindow: class {
    readonly webContents = { on: (ev: string, fn: () => void) => this.record.webContentsOn.set(ev, fn), closeDevTools: vi.fn() };
    private readonly record;
    constructor(options: Electron.BrowserWindowConstructorOptions) {
      this.record = { options, webContentsOn: new Map<string, () => void>(), closeDevTools: this.webContents?.closeDevTools };
      h.windows.push(this.record);
    }
    once() {}
    async loadURL() {}
  },
  Menu: { setApplicationMenu: vi.fn() },
  dialog: {},
  net: { fetch: vi.fn(async () => new Response('<!doctype html><title>x</title>', { status: 200, headers: { 'Content-Type': 'text/html' } })) },
  protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
  session: { defaultSession: {} },
  shell: { openExternal: async (url: string) => void h.openExternal.push(url) },
  ipcMain: {
    on: (ch: string, fn: (...a: unknown[]) => unknown) => h.on.set(ch, fn),
    handle: (ch: string, fn: (...a: unknown[]) => unknown) => h.handle.set(ch, fn),
  },
}));

import { IPC } from '../../protocol/ipc';
import { PROTOCOL_VERSION, type ServerMessage } from '../../protocol/messages';
import { createWindow, lockDown, registerIpc, serveRenderer } from '../../electron/main';
import { RemoteBridge, lanOnlyLookup } from '../../electron/remote-bridge';
import type { RemoteStatusDto } from '../../protocol/ipc';
import { startHost, type TestHost } from '../host/helpers';
import { externalCases } from './hostile-urls';

/** lockDown on a fake WebContents: its handlers, to call like Electron would. */
function lockedContents() {
  const handlers = new Map<string, (e: { preventDefault(): void }, url: string) => void>();
  let openHandler: (d: { url: string }) => { action: string } = () => ({ action: 'allow' });
  const contents = {
    on: (ev: string, fn: (e: { preventDefault(): void }, url: string) => void) => handlers.set(ev, fn),
    setWindowOpenHandler: (fn: typeof openHandler) => (openHandler = fn),
  };
  lockDown(contents as unknown as Electron.WebContents);
  const prevented = (ev: string, url: string) => {
    const e = { preventDefault: vi.fn() };
    handlers.get(ev)!(e, url);
    return e.preventDefault.mock.calls.length > 0;
  };
  return { prevented, open: (url: string) => openHandler({ url }) };
}

const hostile = externalCases.filter(([, verdict]) => verdict === null).map(([url]) => url);
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('window.open: only LAN links reach the system browser', () => {
  const c = lockedContents();

  it.each(hostile)('%s: denied, never opened externally', async (url) => {
    h.openExternal.length = 0;
    expect(c.open(url).action).toBe('deny');
    await flush();
    expect(h.openExternal).toEqual([]);
  });

  it('a LAN host page opens in the system browser (and no window opens in the app)', async () => {
    h.openExternal.length = 0;
    expect(c.open('http://192.168.1.20:7420/').action).toBe('deny');
    expect(c.open('http://192.168.1.20:7420/?join=K7QX').action).toBe('deny');
    await flush();
    expect(h.openExternal).toEqual(['http://192.168.1.20:7420/', 'http://192.168.1.20:7420/?join=K7QX']);
  });
});

describe('navigation and redirects: only our own pages', () => {
  const c = lockedContents();
  const refused = [...hostile, 'http://192.168.1.20:7420/', 'app://river-tables.evil/', 'app://river-tables@evil/', 'app://evil@river-tables/', 'app://river-tables:1/', 'https://example.com/'];

  it.each(refused)('%s: navigation and redirect prevented', (url) => {
    expect(c.prevented('will-navigate', url)).toBe(true);
    expect(c.prevented('will-redirect', url)).toBe(true);
  });

  it('the packaged renderer is allowed', () => {
    expect(c.prevented('will-navigate', 'app://river-tables/index.html')).toBe(false);
    expect(c.prevented('will-redirect', 'app://river-tables/index.html?join=K7QX')).toBe(false);
  });
});

describe('DevTools', () => {
  it('are off in a packaged build, and closed should they open anyway', async () => {
    h.packaged = true;
    await createWindow();
    const w = h.windows.at(-1)!;
    expect(w.options.webPreferences?.devTools).toBe(false);
    w.webContentsOn.get('devtools-opened')!();
    expect(w.closeDevTools).toHaveBeenCalled();
  });

  it('are available when unpackaged (development)', async () => {
    h.packaged = false;
    await createWindow();
    const w = h.windows.at(-1)!;
    expect(w.options.webPreferences?.devTools).toBe(true);
    expect(w.webContentsOn.has('devtools-opened')).toBe(false);
  });
});

describe('app:// responses', () => {
  const directives = (csp: string) => new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k!, v.join(' ')]));

  it("carry a CSP whose connect-src is exactly 'self' (the page opens no WebSocket)", async () => {
    const res = await serveRenderer({ url: 'app://river-tables/index.html' });
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get('Content-Security-Policy') ?? '');
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it.each(['app://river-tables.evil/index.html', 'app://x@river-tables/index.html', 'app://river-tables:99/index.html', 'app://river-tables/..%2f..%2fetc/passwd', 'app://river-tables/%E0%A4%A'])('%s is not served', async (url) => {
    expect((await serveRenderer({ url })).status).toBeGreaterThanOrEqual(400);
  });
});

/** A bridge whose pushes are collected; `next` waits for a message or status. */
function collectingBridge() {
  const messages: { id: number; msg: ServerMessage }[] = [];
  const statuses: RemoteStatusDto[] = [];
  const bridge = new RemoteBridge({ message: (id, msg) => messages.push({ id, msg }), status: (s) => statuses.push(s) });
  const until = async (ok: () => boolean, what: string) => {
    for (let i = 0; i < 400 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
    if (!ok()) throw new Error(`timed out waiting for ${what}`);
  };
  return { bridge, messages, statuses, until };
}

describe('remote bridge: a real host on loopback', () => {
  let host: TestHost;
  beforeAll(async () => {
    host = await startHost();
  });
  afterAll(async () => host?.close());

  it('open → hello → welcome, through the bridge', async () => {
    const { bridge, messages, statuses, until } = collectingBridge();
    const r = bridge.open(host.url);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    await until(() => statuses.some((s) => s.status === 'open'), 'open');
    expect(bridge.send(r.id, { t: 'hello', v: PROTOCOL_VERSION, client: 'security test' })).toEqual({ ok: true });
    await until(() => messages.length > 0, 'welcome');
    expect(messages[0]).toMatchObject({ id: r.id, msg: { t: 'welcome' } });
    bridge.close(r.id);
    await until(() => statuses.some((s) => s.status === 'closed'), 'closed');
  });

  it('a message for a replaced or closed connection is not sent', async () => {
    const { bridge, statuses, until } = collectingBridge();
    const a = bridge.open(host.url);
    const b = bridge.open(host.url);
    expect(a.ok && b.ok && a.id !== b.id).toBe(true);
    if (!a.ok || !b.ok) return;
    await until(() => statuses.some((s) => s.id === b.id && s.status === 'open'), 'open');
    expect(bridge.send(a.id, { t: 'hello', v: PROTOCOL_VERSION })).toEqual({ ok: false, reason: 'closed' });
    expect(statuses.filter((s) => s.id === a.id)).toEqual([{ id: a.id, status: 'closed' }]);
    bridge.close();
  });
});

describe('remote bridge: refusals', () => {
  const { bridge } = collectingBridge();

  it.each([
    ['http://127.0.0.1:7420', /not a WebSocket URL/],
    ['ws://user:pw@127.0.0.1:7420', /user name or password/],
    ['ws://127.0.0.1:7420@evil.example:7420', /user name or password/],
    ['ws://8.8.8.8:7420', /not a LAN address/],
    ['ws://[2001:db8::1]:7420', /not a LAN address/],
    ['not a url', /not a URL/],
  ])('%s: refused with a clear error', (url, error) => {
    const r = bridge.open(url);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(error);
    expect(bridge.current()).toBeNull();
  });

  it('the DNS lookup admits LAN addresses only (localhost resolves to loopback)', async () => {
    const all = await new Promise<unknown>((resolve, reject) => lanOnlyLookup('localhost', { all: true }, (err, a) => (err ? reject(err) : resolve(a))));
    expect(Array.isArray(all) && all.length > 0).toBe(true);
    const one = await new Promise<unknown>((resolve, reject) => lanOnlyLookup('localhost', {}, (err, a) => (err ? reject(err) : resolve(a))));
    expect(one === '127.0.0.1' || one === '::1').toBe(true);
  });
});

/** A raw WebSocket server that records the upgrade request's headers and every frame it receives. */
async function recordingServer() {
  const http = createServer();
  const wss = new WebSocketServer({ noServer: true });
  const upgrades: IncomingHttpHeaders[] = [];
  const frames: string[] = [];
  http.on('upgrade', (req, socket, head) => {
    upgrades.push(req.headers);
    wss.handleUpgrade(req, socket, head, (ws) => {
      ws.on('message', (d) => frames.push(String(d)));
      // A host message the bridge must drop (not this protocol), then a valid one.
      ws.send(JSON.stringify({ t: 'nonsense' }));
      ws.send('x'.repeat(10));
      ws.send(JSON.stringify({ t: 'error', code: 'NO_HELLO', message: 'say hello first' }));
    });
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const port = (http.address() as AddressInfo).port;
  return {
    url: `ws://127.0.0.1:${port}`, upgrades, frames,
    close: () => new Promise<void>((r) => {
      for (const c of wss.clients) c.terminate();
      http.close(() => r());
    }),
  };
}

describe('remote bridge: what goes on the wire', () => {
  let server: Awaited<ReturnType<typeof recordingServer>>;
  beforeAll(async () => {
    server = await recordingServer();
  });
  afterAll(async () => server?.close());

  it('sends no Origin header, refuses bad client messages unsent, forwards only valid host messages', async () => {
    const { bridge, messages, statuses, until } = collectingBridge();
    const r = bridge.open(server.url);
    if (!r.ok) throw new Error(r.error);
    await until(() => statuses.some((s) => s.status === 'open'), 'open');
    await until(() => messages.length > 0, 'the valid host message');
    expect(server.upgrades).toHaveLength(1);
    expect(server.upgrades[0]!.origin).toBeUndefined();
    expect(server.upgrades[0]!['sec-websocket-origin']).toBeUndefined();
    expect(messages.map((m) => m.msg.t)).toEqual(['error']);

    const bad = [{ t: 'nuke' }, { t: 'hello' }, { t: 'hello', v: 1, extra: true }, 'not an object', { t: 'hello', v: 1, client: 'y'.repeat(70_000) }];
    for (const m of bad) expect(bridge.send(r.id, m)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(bridge.send(r.id, { t: 'list' })).toEqual({ ok: true });
    await until(() => server.frames.length > 0, 'the valid frame');
    await flush();
    expect(server.frames.map((f) => JSON.parse(f))).toEqual([{ t: 'list' }]);
    bridge.close();
  });
});

describe('remote bridge over IPC (main process wiring)', () => {
  let server: Awaited<ReturnType<typeof recordingServer>>;
  const mainFrame = { url: 'app://river-tables/index.html' };
  const pushed: unknown[][] = [];
  const webContents = { mainFrame, id: 7, isDestroyed: () => false, once: vi.fn(), send: (...a: unknown[]) => void pushed.push(a) };
  const win = { webContents } as unknown as Electron.BrowserWindow;
  const event = (frame = mainFrame) => ({ sender: webContents, senderFrame: frame });

  beforeAll(async () => {
    server = await recordingServer();
    registerIpc(() => win);
  });
  afterAll(async () => server?.close());

  it('open → status → messages; bad URLs and bad messages are refused', async () => {
    await expect(h.handle.get(IPC.remoteOpen)!(event(), 'ws://user@127.0.0.1:1')).rejects.toThrow(/bad input: a host address with a user name or password is refused/);
    await expect(h.handle.get(IPC.remoteOpen)!(event(), 42)).rejects.toThrow(/bad input/);
    await expect(h.handle.get(IPC.remoteOpen)!(event({ url: 'https://evil.example/' }), server.url)).rejects.toThrow(/untrusted sender/);
    expect(await h.handle.get(IPC.remoteOpen)!(event(), 'ws://8.8.8.8:7420')).toMatchObject({ ok: false, error: expect.stringMatching(/not a LAN address/) });

    const r = (await h.handle.get(IPC.remoteOpen)!(event(), server.url)) as { ok: true; id: number };
    expect(r.ok).toBe(true);
    for (let i = 0; i < 400 && !pushed.some(([ch]) => ch === IPC.remoteMessage); i++) await new Promise((res) => setTimeout(res, 10));
    expect(pushed).toContainEqual([IPC.remoteStatus, { id: r.id, status: 'open' }]);
    expect(pushed).toContainEqual([IPC.remoteMessage, r.id, { t: 'error', code: 'NO_HELLO', message: 'say hello first' }]);

    pushed.length = 0;
    h.on.get(IPC.remoteSend)!(event(), r.id, { t: 'nuke' });
    expect(pushed[0]).toMatchObject([IPC.remoteMessage, r.id, { t: 'error', code: 'BAD_MESSAGE' }]);
    h.on.get(IPC.remoteSend)!(event(), 'not an id', { t: 'list' });
    h.on.get(IPC.remoteSend)!(event({ url: 'app://river-tables/index.html' }), r.id, { t: 'list' }); // a sub-frame
    h.on.get(IPC.remoteSend)!(event(), r.id, { t: 'list', ref: 'ok' });
    for (let i = 0; i < 400 && server.frames.length === 0; i++) await new Promise((res) => setTimeout(res, 10));
    await flush();
    expect(server.frames.map((f) => JSON.parse(f))).toEqual([{ t: 'list', ref: 'ok' }]);

    await expect(h.handle.get(IPC.remoteClose)!(event(), r.id)).resolves.toEqual({ closed: true });
    await expect(h.handle.get(IPC.remoteClose)!(event(), 'x')).rejects.toThrow(/bad input/);
  });
});
