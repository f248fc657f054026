import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { OwnNames } from './own-names';
import { parseTarget } from './target';

/**
 * The one front door of every HTTP listener we open (the app page for this machine's browser, the LAN listener, the
 * dedicated host): it parses the request target, checks the `Host` header against this machine's own names, routes
 * upgrades by path, and makes sure nothing a client sends can throw out of a listener (which would end the process and
 * every match in it). Handlers behind it get a parsed, checked target.
 */
export interface CheckedTarget {
  path: string;
  query: URLSearchParams;
}

export type RequestHandler = (req: IncomingMessage, res: ServerResponse, target: CheckedTarget) => void;
export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer, target: CheckedTarget) => void;

export interface GuardOptions {
  names: OwnNames;
  /** Plain HTTP requests (after the target and Host checks). */
  request: RequestHandler;
  /** Headers every refusal carries (the page's security headers). */
  headers?: Record<string, string>;
  log?: (line: string) => void;
}

/** Slow-loris bounds: a client has this long to send its headers, and this long for the whole request. */
export const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** How often Node looks for connections past those bounds: its default (30 s) let a slow client stay 30 s. */
const CHECK_EVERY_MS = 500;

export class GuardedServer {
  private readonly routes = new Map<string, UpgradeHandler>();
  private readonly log: (line: string) => void;

  /** The HTTP server behind the door (not listening yet): its timeouts are enforced within half a second. */
  readonly server: Server = createServer({ headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: CHECK_EVERY_MS });

  constructor(private readonly o: GuardOptions) {
    this.log = o.log ?? (() => {});
    const server = this.server;
    server.maxHeadersCount = 100;
    server.on('request', (req: IncomingMessage, res: ServerResponse) => this.onRequest(req, res));
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => this.onUpgrade(req, socket, head));
    // A request line Node cannot parse at all: answer 400 instead of just dropping the socket.
    server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
      if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
      if (err.code === 'HPE_HEADER_OVERFLOW') return refuseSocket(socket, 431, 'request headers too large');
      if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return refuseSocket(socket, 408, 'request timed out');
      refuseSocket(socket, 400, 'bad request');
    });
  }

  get names(): OwnNames {
    return this.o.names;
  }

  /** Serve WebSocket upgrades on this exact path; returns a function that removes the route. */
  route(path: string, handler: UpgradeHandler): () => void {
    if (this.routes.has(path)) throw new Error(`an upgrade handler for ${path} is already registered`);
    this.routes.set(path, handler);
    return () => {
      if (this.routes.get(path) === handler) this.routes.delete(path);
    };
  }

  private onRequest(req: IncomingMessage, res: ServerResponse): void {
    try {
      const t = parseTarget(req.url);
      if (!t.ok) return this.reply(res, t.status, t.message);
      if (!this.o.names.isOwnHost(req.headers.host)) return this.reply(res, 403, foreignHost(req.headers.host));
      this.o.request(req, res, { path: t.path, query: t.query });
    } catch (e) {
      // Last resort: a bug in a handler costs one request, never the process.
      this.log(`http: ${req.method ?? '?'} request failed: ${(e as Error)?.stack ?? String(e)}`);
      if (!res.headersSent) this.reply(res, 500, 'internal error');
      else res.destroy();
    }
  }

  private onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    // A reset from the client after this point would be an unhandled 'error' event (fatal) without a listener.
    socket.on('error', () => socket.destroy());
    try {
      const t = parseTarget(req.url);
      if (!t.ok) return refuseSocket(socket, t.status, t.message);
      if (!this.o.names.isOwnHost(req.headers.host)) return refuseSocket(socket, 403, foreignHost(req.headers.host));
      const handler = this.routes.get(t.path);
      if (!handler) return refuseSocket(socket, 404, `nothing to upgrade to at ${t.path.slice(0, 100)}`);
      handler(req, socket, head, { path: t.path, query: t.query });
    } catch (e) {
      this.log(`http: upgrade failed: ${(e as Error)?.stack ?? String(e)}`);
      refuseSocket(socket, 500, 'internal error');
    }
  }

  private reply(res: ServerResponse, status: number, message: string): void {
    res.writeHead(status, { ...this.o.headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' });
    res.end(message);
  }
}

function foreignHost(host: string | undefined): string {
  return host ? `this host answers only to its own names and addresses, not "${host.slice(0, 100)}"` : 'a Host header is required';
}

const REASONS: Record<number, string> = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 408: 'Request Timeout', 414: 'URI Too Long', 431: 'Request Header Fields Too Large', 429: 'Too Many Requests', 500: 'Internal Server Error', 503: 'Service Unavailable' };

/** Answer a socket that did not become a WebSocket with a plain HTTP response, then close it. Never throws. */
export function refuseSocket(socket: Duplex, status: number, message: string): void {
  try {
    if (socket.writable) {
      const body = `${message}\n`;
      socket.end(
        `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    }
  } catch {
    /* the socket is gone already */
  }
  // end() flushes the answer; a client that never reads it must not keep the socket.
  setTimeout(() => socket.destroy(), 1000).unref();
}
