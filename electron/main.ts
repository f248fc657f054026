/**
 * The Electron main process: one window, locked down (context isolation, sandbox, no Node integration, strict CSP,
 * no navigation, no new windows, no permissions), the renderer loaded from the app:// protocol, and a typed IPC
 * surface in which every call checks its sender frame and validates its input with zod before anything runs.
 * The authoritative host (host/, with electron/host's Node ports) runs here, with bots in worker threads; the renderer
 * reaches it through the same protocol messages a LAN browser sends, over IPC. The page itself may open no network connection
 * (CSP connect-src 'self'): joining another machine's host goes through main's remote bridge (remote-bridge.ts).
 */
import { app, BrowserWindow, dialog, ipcMain, Menu, net, protocol, session, shell, type IpcMainEvent, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseClientMessage, type ServerMessage } from '../protocol/messages';
import { IPC, type InvokeChannel, type InvokeOutputs } from '../protocol/ipc';
import { invokeSchemas, remoteIdSchema } from './ipc-schemas';
import { readRecordFileText } from './record-file';
import { RemoteBridge } from './remote-bridge';
import { APP_HOST, externalLinkUrl, isTrustedRendererUrl } from './url-policy';
import type { LocalPeer } from '../host/connection';
import { startJanitor } from './host/showcase/config';
import { decodePlaylist, type Playlist } from '../protocol/playlist';
import { CSP } from './web/server';
import { startRuntime, type Runtime } from './web/runtime';

const here = dirname(fileURLToPath(import.meta.url));
/** out/main → out/renderer (electron-vite layout). */
const RENDERER_DIR = join(here, '../renderer');
const PRELOAD = join(here, '../preload/preload.cjs');
const DEV_SERVER = process.env.ELECTRON_RENDERER_URL;

/** `--showcase=<playlist>` (passed by `npm run showcase`): the event kiosk. Invalid: null (the error is logged). */
function showcaseArg(argv: readonly string[] = process.argv): { playlist: Playlist; param: string } | null {
  const a = argv.find((x) => x.startsWith('--showcase='));
  if (!a) return null;
  const param = a.slice('--showcase='.length);
  const r = decodePlaylist(param);
  if (!r.ok) {
    console.error(`showcase: ${r.error}`);
    return null;
  }
  return { playlist: r.playlist, param };
}

/**
 * The BrowserWindow options: context isolation, sandbox, no Node integration, as docs/security.md states (tested in
 * test/renderer/electron.test.ts).
 * DevTools only when asked for: createWindow asks in unpackaged (development) builds only.
 */
export function windowOptions(opts: { kiosk?: boolean; devTools?: boolean } = {}): Electron.BrowserWindowConstructorOptions {
  return {
    // Showcase: a full-screen kiosk window nobody can leave by accident at the event.
    ...(opts.kiosk ? { kiosk: true, fullscreen: true } : {}),
    width: 1440,
    height: 900,
    minWidth: 1024,
    minHeight: 640,
    backgroundColor: '#140e09',
    title: 'River Tables',
    show: false,
    autoHideMenuBar: true,
    webPreferences: {
      preload: PRELOAD,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      devTools: opts.devTools ?? false,
    },
  };
}

const trusted = (url: string | undefined): boolean => !!url && isTrustedRendererUrl(url, DEV_SERVER);

/** Every IPC call: the sending frame must be our renderer's main frame. */
export function senderOk(e: IpcMainEvent | IpcMainInvokeEvent, win: BrowserWindow | null): boolean {
  const frame = e.senderFrame;
  if (!frame || !win || e.sender !== win.webContents) return false;
  if (frame !== e.sender.mainFrame) return false;
  return trusted(frame.url);
}

/** Register an invoke handler that checks the sender and parses the arguments before `fn` runs. */
function handle<C extends InvokeChannel>(channel: C, getWin: () => BrowserWindow | null, fn: (...args: never[]) => Promise<InvokeOutputs[C]> | InvokeOutputs[C]): void {
  ipcMain.handle(channel, async (e, ...args: unknown[]) => {
    if (!senderOk(e, getWin())) throw new Error(`${channel}: refused (untrusted sender)`);
    const parsed = invokeSchemas[channel].safeParse(args);
    if (!parsed.success) throw new Error(`${channel}: bad input: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return (fn as (...a: unknown[]) => unknown)(...(parsed.data as unknown[]));
  });
}

/**
 * Navigation lock, no new windows, no webviews, no permissions, for every web contents the app creates. The URL
 * rules live in url-policy.ts: they parse the URL and compare scheme, host and port exactly.
 */
export function lockDown(contents: WebContents): void {
  contents.on('will-navigate', (e, url) => {
    if (!trusted(url)) e.preventDefault();
  });
  contents.on('will-redirect', (e, url) => {
    if (!trusted(url)) e.preventDefault();
  });
  contents.on('will-attach-webview', (e) => e.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    // A link to a LAN address (a host's join page) opens in the system browser, as the canonical text checked.
    const external = externalLinkUrl(url);
    if (external) void shell.openExternal(external).catch(() => {});
    return { action: 'deny' };
  });
}

/** Serve out/renderer on app://river-tables/ with the CSP; no path may leave that folder. */
export async function serveRenderer(request: Pick<Request, 'url'>): Promise<Response> {
  const url = new URL(request.url);
  if (url.hostname !== APP_HOST || url.port !== '' || url.username || url.password) return new Response('not found', { status: 404 });
  let rel: string;
  try {
    rel = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname);
  } catch {
    return new Response('bad path', { status: 400 });
  }
  const file = normalize(join(RENDERER_DIR, rel));
  if (!file.startsWith(RENDERER_DIR + sep)) return new Response('forbidden', { status: 403 });
  const res = await net.fetch(pathToFileURL(file).toString()).catch(() => null);
  if (!res || !res.ok) return new Response('not found', { status: 404 });
  const headers = new Headers(res.headers);
  headers.set('Content-Security-Policy', CSP);
  headers.set('X-Content-Type-Options', 'nosniff');
  return new Response(res.body, { status: 200, headers });
}

let win: BrowserWindow | null = null;
let runtime: Runtime | null = null;
const peers = new Map<number, LocalPeer>();
const remotes = new Map<number, RemoteBridge>();

function peerFor(contents: WebContents): LocalPeer | null {
  if (!runtime) return null;
  let p = peers.get(contents.id);
  if (!p || p.closed) {
    p = runtime.host.connectLocal(
      (msg: ServerMessage) => {
        if (!contents.isDestroyed()) contents.send(IPC.hostMessage, msg);
      },
      { peer: 'electron renderer' },
    );
    peers.set(contents.id, p);
    contents.once('destroyed', () => {
      peers.get(contents.id)?.close();
      peers.delete(contents.id);
    });
  }
  return p;
}

/** This window's bridge to another machine's host (one connection at a time), closed with the window. */
function remoteFor(contents: WebContents): RemoteBridge {
  let r = remotes.get(contents.id);
  if (r) return r;
  r = new RemoteBridge({
    message: (id, msg) => {
      if (!contents.isDestroyed()) contents.send(IPC.remoteMessage, id, msg);
    },
    status: (s) => {
      if (!contents.isDestroyed()) contents.send(IPC.remoteStatus, s);
    },
    log: (line) => console.log(line),
  });
  remotes.set(contents.id, r);
  contents.once('destroyed', () => {
    remotes.get(contents.id)?.close();
    remotes.delete(contents.id);
  });
  return r;
}

/** Remote game traffic: the same checks as the local host's (sender frame, then the protocol schema). */
function registerRemoteIpc(getWin: () => BrowserWindow | null): void {
  ipcMain.on(IPC.remoteSend, (e, id: unknown, msg: unknown) => {
    if (!senderOk(e, getWin())) return;
    const rid = remoteIdSchema.safeParse(id);
    if (!rid.success) return;
    const r = remoteFor(e.sender).send(rid.data, msg);
    if (!r.ok && r.reason === 'invalid') e.sender.send(IPC.remoteMessage, rid.data, { t: 'error', code: r.code, message: r.message });
  });
  handle(IPC.remoteOpen, getWin, (url: string) => {
    const w = getWin();
    return w ? remoteFor(w.webContents).open(url) : { ok: false as const, error: 'no window' };
  });
  handle(IPC.remoteClose, getWin, (id: number) => {
    const w = getWin();
    const r = w ? remotes.get(w.webContents.id) : undefined;
    const open = r?.current() === id;
    r?.close(id);
    return { closed: open };
  });
}

export function registerIpc(getWin: () => BrowserWindow | null): void {
  registerRemoteIpc(getWin);
  ipcMain.on(IPC.hostSend, (e, msg: unknown) => {
    if (!senderOk(e, getWin())) return;
    const parsed = parseClientMessage(msg);
    const peer = peerFor(e.sender);
    if (!peer) return;
    if (!parsed.ok) {
      e.sender.send(IPC.hostMessage, { t: 'error', code: parsed.code, message: parsed.message, ...(parsed.ref ? { ref: parsed.ref } : {}) });
      return;
    }
    peer.send(parsed.msg);
  });
  handle(IPC.appInfo, getWin, () => ({ addresses: runtime?.info.addresses() ?? [], discovered: runtime?.info.discovered() ?? [], mode: 'electron' as const }));
  handle(IPC.matchRecord, getWin, (id: string) => ({ record: runtime?.host.finishedRecord(id) ?? null }));
  handle(IPC.saveRecord, getWin, async (p: { suggestedName: string; json: string }) => {
    const w = getWin();
    const r = w ? await dialog.showSaveDialog(w, { defaultPath: p.suggestedName, filters: [{ name: 'Match record', extensions: ['json'] }] }) : { canceled: true, filePath: undefined };
    if (r.canceled || !r.filePath) return { saved: false };
    await writeFile(r.filePath, p.json, 'utf8');
    return { saved: true, path: r.filePath };
  });
  handle(IPC.openRecord, getWin, async () => {
    const w = getWin();
    const r = w ? await dialog.showOpenDialog(w, { properties: ['openFile'], filters: [{ name: 'Match record', extensions: ['json'] }] }) : { canceled: true, filePaths: [] };
    if (r.canceled || !r.filePaths[0]) return { json: null };
    return readRecordFileText(r.filePaths[0]);
  });
}

export async function createWindow(showcaseParam?: string): Promise<BrowserWindow> {
  const packaged = app.isPackaged;
  const w = new BrowserWindow(windowOptions({ kiosk: !!showcaseParam, devTools: !packaged }));
  // devTools: false already refuses to open them; should a future Electron open them anyway, close them at once.
  if (packaged) w.webContents.on('devtools-opened', () => w.webContents.closeDevTools());
  w.once('ready-to-show', () => w.show());
  const base = DEV_SERVER ?? 'app://river-tables/index.html';
  await w.loadURL(showcaseParam ? `${base}?showcase=${showcaseParam}` : base);
  return w;
}

async function main(): Promise<void> {
  protocol.registerSchemesAsPrivileged([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } }]);
  app.enableSandbox();
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  app.on('second-instance', () => {
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });
  app.on('web-contents-created', (_e, contents) => lockDown(contents));
  await app.whenReady();
  Menu.setApplicationMenu(null);
  session.defaultSession.setPermissionRequestHandler((_wc, _perm, cb) => cb(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
  protocol.handle('app', serveRenderer);
  const showcase = showcaseArg();
  runtime = await startRuntime({
    staticDir: RENDERER_DIR,
    local: false,
    lan: { port: 7420, announce: true, whenNeeded: !showcase },
    browse: true,
    host: {
      journalDir: showcase ? null : join(app.getPath('userData'), 'journal'),
      ...(showcase ? { botDelayMs: showcase.playlist.botDelayMs } : {}),
      // Packaged builds run the bundled worker (electron.vite.config.ts emits it next to main.js); worker threads
      // cannot load from inside app.asar, so electron-builder.yml unpacks it (asarUnpack).
      bots: { workerUrl: pathToFileURL(join(here, 'bot-worker.js').replace(`app.asar${sep}`, `app.asar.unpacked${sep}`)) },
    },
    log: (l) => console.log(l),
  });
  registerIpc(() => win);
  const janitor = showcase ? startJanitor(runtime.host, showcase.playlist, (l) => console.log(l)) : null;
  app.on('before-quit', () => janitor?.stop());
  win = await createWindow(showcase?.param);
  win.on('closed', () => (win = null));
  app.on('window-all-closed', () => app.quit());
  app.on('before-quit', () => void runtime?.close());
}

if (!process.env.RIVER_TABLES_NO_AUTOSTART) void main();
