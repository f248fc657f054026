/**
 * Electron main and preload without the Electron binary (STACK-NOTES §2.5): `electron` is mocked, the modules are
 * imported for real, and their security settings and IPC checks are exercised.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const h = vi.hoisted(() => {
  process.env.RIVER_TABLES_NO_AUTOSTART = '1';
  return {
    on: new Map<string, (...a: unknown[]) => unknown>(),
    handle: new Map<string, (...a: unknown[]) => unknown>(),
    exposed: new Map<string, unknown>(),
    sent: [] as unknown[][],
    rendererOn: new Map<string, (...a: unknown[]) => unknown>(),
  };
});

vi.mock('electron', () => ({
  app: { whenReady: () => new Promise(() => {}), on: vi.fn(), enableSandbox: vi.fn(), requestSingleInstanceLock: () => true, getPath: () => '/tmp', quit: vi.fn() },
  BrowserWindow: class {},
  Menu: { setApplicationMenu: vi.fn() },
  dialog: {},
  net: { fetch: vi.fn() },
  protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
  session: { defaultSession: {} },
  shell: { openExternal: vi.fn() },
  ipcMain: {
    on: (ch: string, fn: (...a: unknown[]) => unknown) => h.on.set(ch, fn),
    handle: (ch: string, fn: (...a: unknown[]) => unknown) => h.handle.set(ch, fn),
  },
  contextBridge: { exposeInMainWorld: (k: string, v: unknown) => h.exposed.set(k, v) },
  ipcRenderer: {
    send: (...a: unknown[]) => h.sent.push(a),
    invoke: (...a: unknown[]) => (h.sent.push(a), Promise.resolve({})),
    on: (ch: string, fn: (...a: unknown[]) => unknown) => h.rendererOn.set(ch, fn),
    removeListener: (ch: string) => h.rendererOn.delete(ch),
  },
}));

import { IPC, type RiverTablesBridge } from '../../protocol/ipc';
import { lockDown, registerIpc, senderOk, windowOptions } from '../../electron/main';
import { isTrustedRendererUrl } from '../../electron/url-policy';
import { CSP } from '../../electron/web/server';

interface FakeFrame {
  url: string;
}
function fakeWindow(url = 'app://river-tables/index.html') {
  const mainFrame: FakeFrame = { url };
  const webContents = { mainFrame, send: vi.fn(), id: 1, isDestroyed: () => false, once: vi.fn() };
  return { webContents } as unknown as import('electron').BrowserWindow;
}
const event = (win: import('electron').BrowserWindow, frame?: FakeFrame) => ({ sender: win.webContents, senderFrame: frame ?? (win.webContents as unknown as { mainFrame: FakeFrame }).mainFrame });

describe('Electron main process', () => {
  it('opens one locked-down window: context isolation, sandbox, no node integration, preload bundle', () => {
    const o = windowOptions();
    expect(o.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, nodeIntegrationInWorker: false, webviewTag: false, webSecurity: true, allowRunningInsecureContent: false });
    expect(o.webPreferences!.preload).toMatch(/preload[\\/]preload\.cjs$/);
  });

  it('serves a strict CSP (no inline or eval script, no remote origins)', () => {
    expect(CSP).toContain("script-src 'self'");
    expect(CSP).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|https?:\/\//);
    expect(CSP).toContain("object-src 'none'");
    expect(CSP).toContain("frame-ancestors 'none'");
  });

  it('locks navigation and refuses new windows', () => {
    const handlers = new Map<string, (...a: unknown[]) => void>();
    let openHandler: ((d: { url: string }) => { action: string }) | null = null;
    const contents = {
      on: (ev: string, fn: (...a: unknown[]) => void) => handlers.set(ev, fn),
      setWindowOpenHandler: (fn: (d: { url: string }) => { action: string }) => (openHandler = fn),
    } as unknown as import('electron').WebContents;
    lockDown(contents);
    const nav = (url: string) => {
      const e = { preventDefault: vi.fn() };
      handlers.get('will-navigate')!(e, url);
      return e.preventDefault.mock.calls.length > 0;
    };
    expect(nav('https://example.com/')).toBe(true);
    expect(nav('file:///etc/passwd')).toBe(true);
    expect(nav('app://river-tables/index.html')).toBe(false);
    const webview = { preventDefault: vi.fn() };
    handlers.get('will-attach-webview')!(webview);
    expect(webview.preventDefault).toHaveBeenCalled();
    expect(openHandler!({ url: 'https://example.com/' }).action).toBe('deny');
    expect(isTrustedRendererUrl('app://river-tables/x', undefined)).toBe(true);
    expect(isTrustedRendererUrl('app://other/x', undefined)).toBe(false);
    expect(isTrustedRendererUrl('http://127.0.0.1:5173/', 'http://127.0.0.1:5173')).toBe(true);
    expect(isTrustedRendererUrl('http://evil:5173/', 'http://127.0.0.1:5173')).toBe(false);
  });

  describe('IPC: sender checked and input validated on every call', () => {
    const win = fakeWindow();
    beforeAll(() => registerIpc(() => win));

    it('registers exactly the contract channels', () => {
      expect([...h.on.keys()].sort()).toEqual([IPC.hostSend, IPC.remoteSend].sort());
      expect([...h.handle.keys()].sort()).toEqual([IPC.appInfo, IPC.matchRecord, IPC.openRecord, IPC.saveRecord, IPC.remoteOpen, IPC.remoteClose].sort());
    });

    it('accepts our main frame only', () => {
      expect(senderOk(event(win) as never, win)).toBe(true);
      expect(senderOk(event(win, { url: 'app://river-tables/index.html' }) as never, win)).toBe(false); // a sub-frame
      const other = fakeWindow('https://evil.example/');
      expect(senderOk(event(other) as never, win)).toBe(false);
      expect(senderOk(event(win) as never, null)).toBe(false);
    });

    it('refuses invokes from an untrusted sender', async () => {
      const evil = fakeWindow('https://evil.example/');
      await expect(h.handle.get(IPC.appInfo)!(event(evil))).rejects.toThrow(/untrusted sender/);
    });

    it('refuses bad input (zod) before any handler runs', async () => {
      const ok = event(win);
      await expect(h.handle.get(IPC.saveRecord)!(ok, { suggestedName: '../../etc/passwd', json: '{}' })).rejects.toThrow(/bad input/);
      await expect(h.handle.get(IPC.saveRecord)!(ok, { suggestedName: 'a.json', json: '{}', extra: 1 })).rejects.toThrow(/bad input/);
      await expect(h.handle.get(IPC.matchRecord)!(ok, '../x')).rejects.toThrow(/bad input/);
      await expect(h.handle.get(IPC.appInfo)!(ok, 'unexpected')).rejects.toThrow(/bad input/);
      await expect(h.handle.get(IPC.appInfo)!(ok)).resolves.toMatchObject({ mode: 'electron' });
    });

    it('drops protocol messages from an untrusted sender, answers malformed ones with a protocol error', () => {
      const evil = fakeWindow('https://evil.example/');
      h.on.get(IPC.hostSend)!(event(evil), { t: 'hello', v: 1 });
      expect((evil.webContents.send as ReturnType<typeof vi.fn>).mock.calls.length).toBe(0);
    });
  });
});

describe('Electron preload', () => {
  it('exposes a narrow typed bridge, never ipcRenderer', async () => {
    await import('../../electron/preload');
    expect([...h.exposed.keys()]).toEqual(['riverTables']);
    const api = h.exposed.get('riverTables') as RiverTablesBridge;
    expect(Object.keys(api).sort()).toEqual(['app', 'host', 'platform', 'remote', 'versions']);
    // The app version comes from package.json (the build's define), not a copy in the preload.
    expect(api.versions.app).toBe(JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version);
    expect(Object.keys(api.remote).sort()).toEqual(['close', 'onMessage', 'onStatus', 'open', 'send']);
    expect(Object.keys(api.host).sort()).toEqual(['onMessage', 'send']);
    expect(Object.keys(api.app).sort()).toEqual(['info', 'matchRecord', 'openRecord', 'saveRecord']);
    expect(JSON.stringify(Object.keys(api))).not.toMatch(/ipc|invoke/i);
    expect(Object.isFrozen(api) && Object.isFrozen(api.host) && Object.isFrozen(api.app) && Object.isFrozen(api.remote)).toBe(true);

    h.sent.length = 0;
    api.host.send({ t: 'hello', v: 1 });
    api.host.send('not an object');
    api.host.send({ t: 'x', pad: 'y'.repeat(70_000) });
    expect(h.sent).toEqual([[IPC.hostSend, { t: 'hello', v: 1 }]]);

    const got: unknown[] = [];
    const off = api.host.onMessage((m) => got.push(m));
    h.rendererOn.get(IPC.hostMessage)!({}, { t: 'welcome' });
    expect(got).toEqual([{ t: 'welcome' }]);
    off();
    expect(h.rendererOn.has(IPC.hostMessage)).toBe(false);

    h.sent.length = 0;
    await api.app.matchRecord('m1');
    await api.app.saveRecord({ suggestedName: 'a.json', json: '{}' });
    expect(h.sent).toEqual([
      [IPC.matchRecord, 'm1'],
      [IPC.saveRecord, { suggestedName: 'a.json', json: '{}' }],
    ]);
  });
});
