import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { GuardedServer, refuseSocket, type CheckedTarget } from '../lan/http/guard';
import { OwnNames, isLoopbackName } from '../lan/http/own-names';
import { bridgeRemote } from './remote-route';
import type { LocalPeer } from '../../host/connection';
import type { ServerMessage } from '../../protocol/messages';

/**
 * Serves the built renderer (dist/renderer) over HTTP with strict security headers, plus:
 *   /api/info        host facts for the lobby (LAN addresses, discovered hosts)
 *   /api/record/:id  the record of a FINISHED match, to loopback clients of the local listener only
 *   /local           (local listener only) a WebSocket for this machine's own browser, bridged to the host as a
 *                    *local* peer, exactly like the Electron IPC bridge; loopback address and same Origin required
 * LAN peers use the LAN listener, where electron/lan's LanServer owns the WebSocket at /ws.
 * Plain Node (no electron import): used by `npm start` in browser mode and by the Electron main process.
 */

export interface LocalHostLike {
  connectLocal(onMessage: (msg: ServerMessage) => void, opts?: { peer?: string }): LocalPeer;
  recordOf(id: string): unknown;
  listMatches(): { id: string; status: string }[];
}

export interface InfoSource {
  addresses(): string[];
  discovered(): { name: string; url: string; matches?: number }[];
  lanPort?(): number | null;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The Content-Security-Policy of our pages. `connect-src` is where the page may open connections: only its own origin
 * (the Electron page talks to its host over IPC; a served page only to the WebSocket of the server that served it,
 * see `cspFor`). Joining another host goes through that host's own page, or this machine's bridge.
 */
const cspWith = (connectSrc: string): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connectSrc}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

/** The Electron app's CSP (app:// page): no network connections but its own origin. */
export const CSP = cspWith("'self'");

/** A served page's CSP: its own origin and the WebSocket of the host:port it was loaded from (a checked Host header). */
const cspFor = (host: string): string => cspWith(`'self' ws://${host}`);

const securityHeaders = (csp: string): Record<string, string> => ({
  'Content-Security-Policy': csp,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
});

/** A socket's peer is this machine (127/8, ::1, IPv4-mapped loopback). */
const isLoopback = (addr: string | undefined): boolean => !!addr && isLoopbackName(addr.toLowerCase());

/** IPv4 LAN addresses of this machine (no loopback, no link-local). */
export function lanAddresses(): string[] {
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) {
      if (a.family === 'IPv4' && !a.internal && !a.address.startsWith('169.254.')) out.push(a.address);
    }
  }
  return out;
}

export interface AppListenerOptions {
  staticDir: string;
  /** 'local': this machine's browser (loopback only); 'lan': every LAN peer. */
  role: 'local' | 'lan';
  host: LocalHostLike;
  info: InfoSource;
  port?: number;
  bind?: string;
  /** The names this machine answers to (Host header check); default: its host name and interface addresses. */
  names?: OwnNames;
  /** Extra request handler tried first (the vite dev middleware in `npm run dev`). */
  middleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  log?: (line: string) => void;
}

export interface AppListener {
  server: Server;
  /** Where WebSocket endpoints register (`/local` here; the LAN server's `/ws`). */
  upgrades: GuardedServer;
  port: number;
  url: string;
  close(): Promise<void>;
}

function send(res: ServerResponse, csp: string, status: number, body: string, type = 'text/plain; charset=utf-8'): void {
  res.writeHead(status, { ...securityHeaders(csp), 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}

/** The renderer's index.html, re-read when it changes (npm run dev), told which WebSocket endpoint is ours. */
function indexReader(root: string, role: AppListenerOptions['role']): () => string | null {
  const indexPath = join(root, 'index.html');
  let html: string | null = null;
  let mtime = 0;
  return () => {
    const m = existsSync(indexPath) ? statSync(indexPath).mtimeMs : 0;
    if (m !== mtime) html = null;
    if (html === null && m) {
      mtime = m;
      html = readFileSync(indexPath, 'utf8').replace('<meta name="rt-endpoint" content="/ws">', `<meta name="rt-endpoint" content="${role === 'local' ? '/local' : '/ws'}">`);
    }
    return html;
  };
}

export async function startAppListener(o: AppListenerOptions): Promise<AppListener> {
  const root = resolve(o.staticDir);
  const readIndex = indexReader(root, o.role);
  const names = o.names ?? new OwnNames();

  const handler = (req: IncomingMessage, res: ServerResponse, { path }: CheckedTarget): void => {
    // The Host header was checked by the guard: it is one of our own names, so it may go into the CSP.
    const csp = cspFor(req.headers.host!);
    const reply = (status: number, body: string, type?: string) => send(res, csp, status, body, type);
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply(405, 'method not allowed');
    if (path === '/api/info') {
      const lan = o.info.addresses();
      return reply(200, JSON.stringify({ mode: o.role === 'local' ? 'browser' : 'remote', addresses: lan, lanPort: o.info.lanPort?.() ?? null, discovered: o.role === 'local' ? o.info.discovered() : [] }), MIME['.json']);
    }
    if (path.startsWith('/api/record/')) {
      if (o.role !== 'local' || !isLoopback(req.socket.remoteAddress)) return reply(403, 'records are only served to this machine');
      const id = path.slice('/api/record/'.length);
      const m = o.host.listMatches().find((x) => x.id === id);
      if (!m) return reply(404, 'no such match');
      if (m.status !== 'over') return reply(403, 'the match is not over (a record reveals the deck)');
      return reply(200, JSON.stringify(o.host.recordOf(id)), MIME['.json']);
    }
    if (path === '/' || path === '/index.html') {
      const html = readIndex();
      if (!html) return reply(503, 'the renderer is not built: run `npm run build`');
      return reply(200, html, MIME['.html']);
    }
    serveFile(req, res, root, path, csp);
  };

  const guarded = new GuardedServer({
    names,
    headers: securityHeaders(CSP),
    log: o.log,
    request: o.middleware ? (req, res, t) => o.middleware!(req, res, () => handler(req, res, t)) : handler,
  });
  const server = guarded.server;
  let localWss: WebSocketServer | null = null;
  if (o.role === 'local') {
    localWss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024, perMessageDeflate: false });
    // Both endpoints are for this machine's own page only: loopback, and no Origin or this listener's own.
    const ownPage = (req: IncomingMessage, socket: Duplex): boolean => {
      const port = (server.address() as AddressInfo).port;
      const origin = req.headers.origin;
      if (isLoopback(req.socket.remoteAddress) && (!origin || origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`)) return true;
      refuseSocket(socket, 403, 'this endpoint is for this machine\'s own page only');
      return false;
    };
    guarded.route('/local', (req, socket, head) => ownPage(req, socket) && bridgeLocal(localWss!, o, req, socket, head));
    guarded.route('/remote', (req, socket, head) => ownPage(req, socket) && bridgeRemote(localWss!, req, socket, head, o.log));
  }

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 0, o.bind ?? (o.role === 'local' ? '127.0.0.1' : '0.0.0.0'), () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    upgrades: guarded,
    port,
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((r) => {
        localWss?.clients.forEach((c) => c.terminate());
        localWss?.close();
        server.closeAllConnections?.();
        server.close(() => r());
      }),
  };
}

/** A static file of the built renderer; nothing outside `root` is ever served. */
function serveFile(req: IncomingMessage, res: ServerResponse, root: string, path: string, csp: string): void {
  const file = normalize(join(root, path));
  if (!file.startsWith(root + sep)) return send(res, csp, 403, 'forbidden');
  let st;
  try {
    st = statSync(file);
  } catch {
    return send(res, csp, 404, 'not found');
  }
  if (!st.isFile()) return send(res, csp, 404, 'not found');
  const type = MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';
  res.writeHead(200, {
    ...securityHeaders(csp),
    'Content-Type': type,
    'Content-Length': String(st.size),
    'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') return void res.end();
  // A file removed between stat and read (a rebuild) fails this one response, never the process.
  createReadStream(file).on('error', () => res.destroy()).pipe(res);
}

/** `/local`: this machine's own browser page, bridged to the host as a local peer. */
function bridgeLocal(wss: WebSocketServer, o: AppListenerOptions, req: IncomingMessage, socket: Duplex, head: Buffer): void {
  wss.handleUpgrade(req, socket, head, (ws) => {
    const peer = o.host.connectLocal(
      (msg) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(msg));
      },
      { peer: `browser ${req.socket.remoteAddress}` },
    );
    ws.on('message', (data, isBinary) => {
      if (isBinary || peer.closed) return;
      peer.send(String(data));
    });
    ws.on('close', () => peer.close());
    ws.on('error', () => peer.close());
  });
}
