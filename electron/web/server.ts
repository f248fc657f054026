import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { WebSocketServer } from 'ws';
import type { LocalPeer } from '../host/connection';
import type { ServerMessage } from '../lan/protocol';

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

/** The Content-Security-Policy of every page we serve (Electron sets the same one on its app:// protocol). */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

export const isLoopback = (addr: string | undefined): boolean =>
  !!addr && (addr === '127.0.0.1' || addr === '::1' || addr === '::ffff:127.0.0.1' || addr.startsWith('127.'));

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
  /** Extra request handler tried first (the vite dev middleware in `npm run dev`). */
  middleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  log?: (line: string) => void;
}

export interface AppListener {
  server: Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8', extra: Record<string, string> = {}): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type, 'Cache-Control': 'no-store', ...extra });
  res.end(body);
}

export async function startAppListener(o: AppListenerOptions): Promise<AppListener> {
  const root = resolve(o.staticDir);
  const indexPath = join(root, 'index.html');
  let indexHtml: string | null = null;
  let indexMtime = 0;
  const readIndex = (): string | null => {
    const mtime = existsSync(indexPath) ? statSync(indexPath).mtimeMs : 0;
    if (mtime !== indexMtime) indexHtml = null; // rebuilt (npm run dev)
    if (indexHtml === null && mtime) {
      indexMtime = mtime;
      indexHtml = readFileSync(indexPath, 'utf8');
      // Tell the page which WebSocket endpoint to use: the trusted local bridge, or the LAN server.
      indexHtml = indexHtml.replace('<meta name="rt-endpoint" content="/ws">', `<meta name="rt-endpoint" content="${o.role === 'local' ? '/local' : '/ws'}">`);
    }
    return indexHtml;
  };

  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = decodeURIComponent(url.pathname);
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed');
    if (path === '/api/info') {
      const lan = o.info.addresses();
      return send(res, 200, JSON.stringify({ mode: o.role === 'local' ? 'browser' : 'remote', addresses: lan, lanPort: o.info.lanPort?.() ?? null, discovered: o.role === 'local' ? o.info.discovered() : [] }), MIME['.json']);
    }
    if (path.startsWith('/api/record/')) {
      if (o.role !== 'local' || !isLoopback(req.socket.remoteAddress)) return send(res, 403, 'records are only served to this machine');
      const id = path.slice('/api/record/'.length);
      const m = o.host.listMatches().find((x) => x.id === id);
      if (!m) return send(res, 404, 'no such match');
      if (m.status !== 'over') return send(res, 403, 'the match is not over (a record reveals the deck)');
      return send(res, 200, JSON.stringify(o.host.recordOf(id)), MIME['.json']);
    }
    if (path === '/' || path === '/index.html') {
      const html = readIndex();
      if (!html) return send(res, 503, 'the renderer is not built: run `npm run build`');
      return send(res, 200, html, MIME['.html']);
    }
    const file = normalize(join(root, path));
    if (!file.startsWith(root + sep)) return send(res, 403, 'forbidden');
    let st;
    try {
      st = statSync(file);
    } catch {
      return send(res, 404, 'not found');
    }
    if (!st.isFile()) return send(res, 404, 'not found');
    const type = MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': type,
      'Content-Length': String(st.size),
      'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file).pipe(res);
  };

  const server = createServer((req, res) => {
    if (o.middleware) o.middleware(req, res, () => handler(req, res));
    else handler(req, res);
  });

  let localWss: WebSocketServer | null = null;
  if (o.role === 'local') {
    localWss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024, perMessageDeflate: false });
    server.on('upgrade', (req, socket, head) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname !== '/local') return; // other paths (vite HMR) are someone else's
      const addr = server.address() as AddressInfo;
      const origin = req.headers.origin;
      const okOrigin = !origin || origin === `http://127.0.0.1:${addr.port}` || origin === `http://localhost:${addr.port}`;
      if (!isLoopback(req.socket.remoteAddress) || !okOrigin) {
        socket.write('HTTP/1.1 403 Forbidden\r\n\r\n');
        socket.destroy();
        return;
      }
      localWss!.handleUpgrade(req, socket, head, (ws) => {
        const peer = o.host.connectLocal(
          (msg) => {
            if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(msg));
          },
          { peer: `browser ${req.socket.remoteAddress}` },
        );
        ws.on('message', (data, isBinary) => {
          if (isBinary) return;
          peer.send(String(data));
        });
        ws.on('close', () => peer.close());
        ws.on('error', () => peer.close());
      });
    });
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
