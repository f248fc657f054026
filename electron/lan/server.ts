import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { newConnectionId, type Connection } from '../host/connection';
import type { ErrorCode } from './protocol';
import { LIMITS, type ServerMessage } from './protocol';
import { DEFAULT_RATE_LIMIT, TokenBucket, type RateLimit } from './rate-limit';

/** What the server needs of a host (electron/host Host implements it). */
export interface ConnectionSink {
  attach(conn: Connection): void;
  receive(conn: Connection, data: unknown): void;
  detach(conn: Connection): void;
  refuse(conn: Connection, code: ErrorCode, message: string): void;
}

export interface LanServerOptions {
  host: ConnectionSink;
  /** TCP port (0: any free port). Ignored with `server`. */
  port?: number;
  /** Address to listen on: '0.0.0.0' for the LAN, '127.0.0.1' for this machine only. Ignored with `server`. */
  bind?: string;
  /** Share an existing HTTP server (e.g. the one that serves the app to LAN browsers) instead of listening. */
  server?: HttpServer;
  /** URL path of the WebSocket endpoint (default: any path). */
  path?: string;
  /** Ping interval; a socket that has not answered the previous ping is terminated. */
  heartbeatMs?: number;
  maxConnections?: number;
  rateLimit?: RateLimit;
  /** Frames above this get TOO_BIG (connection kept). */
  maxMessageBytes?: number;
  /** Frames above this close the connection (ws maxPayload, 1009); never buffered. */
  hardMaxMessageBytes?: number;
  /** A client that does not read (its send buffer grows past this) is dropped rather than buffered for. */
  maxBufferedBytes?: number;
  /** Browser Origin check (non-browser clients send none); default: any. */
  allowOrigin?: (origin: string) => boolean;
  log?: (line: string) => void;
}

interface Peer {
  conn: Connection;
  ws: WebSocket;
  alive: boolean;
  bucket: TokenBucket;
}

/**
 * The LAN end of the host: WebSocket connections become host Connections. Transport hygiene lives here (heartbeat,
 * frame size, rate limit, slow readers); everything about the game is the host's.
 */
export class LanServer {
  private readonly wss: WebSocketServer;
  private readonly peers = new Set<Peer>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly opts: LanServerOptions & Required<Pick<LanServerOptions, 'heartbeatMs' | 'maxConnections' | 'rateLimit' | 'maxMessageBytes' | 'hardMaxMessageBytes' | 'maxBufferedBytes'>>;
  private closing: Promise<void> | null = null;

  private constructor(wss: WebSocketServer, opts: LanServer['opts']) {
    this.wss = wss;
    this.opts = opts;
    wss.on('connection', (ws, req) => this.onConnection(ws, req));
    this.heartbeat = setInterval(() => this.beat(), opts.heartbeatMs);
    this.heartbeat.unref();
  }

  static async listen(o: LanServerOptions): Promise<LanServer> {
    const opts = {
      heartbeatMs: 15_000, maxConnections: 256, rateLimit: DEFAULT_RATE_LIMIT, maxMessageBytes: LIMITS.maxMessageBytes,
      hardMaxMessageBytes: LIMITS.hardMaxMessageBytes, maxBufferedBytes: 8 * 1024 * 1024, ...o,
    };
    const common = {
      maxPayload: opts.hardMaxMessageBytes,
      perMessageDeflate: false, // small JSON frames on a LAN: compression costs more latency than it saves
      clientTracking: false,
      ...(opts.path ? { path: opts.path } : {}),
      verifyClient: (info: { origin: string; req: IncomingMessage }, cb: (ok: boolean, code?: number, msg?: string) => void) => {
        const self = server;
        if (self && self.peers.size >= opts.maxConnections) return cb(false, 503, 'host full');
        if (info.origin && opts.allowOrigin && !opts.allowOrigin(info.origin)) return cb(false, 403, 'origin not allowed');
        cb(true);
      },
    };
    let server: LanServer | null = null;
    let wss: WebSocketServer;
    if (opts.server) {
      wss = new WebSocketServer({ ...common, server: opts.server });
    } else {
      wss = await new Promise<WebSocketServer>((resolve, reject) => {
        const w = new WebSocketServer({ ...common, port: opts.port ?? 0, host: opts.bind ?? '0.0.0.0' });
        w.once('listening', () => resolve(w));
        w.once('error', reject);
      });
    }
    server = new LanServer(wss, opts);
    return server;
  }

  /** Where the server listens (for `server` mode: the HTTP server's address). */
  address(): AddressInfo {
    const a = (this.opts.server ? this.opts.server.address() : this.wss.address()) as AddressInfo | string | null;
    if (!a || typeof a === 'string') throw new Error('server is not listening on TCP');
    return a;
  }

  /** ws:// URL for clients on this machine (tests) or, with a LAN address, for others. */
  url(hostname?: string): string {
    const a = this.address();
    const h = hostname ?? (a.address === '0.0.0.0' || a.address === '::' ? '127.0.0.1' : a.address);
    return `ws://${h.includes(':') ? `[${h}]` : h}:${a.port}${this.opts.path ?? ''}`;
  }

  get connections(): number {
    return this.peers.size;
  }

  private onConnection(ws: WebSocket, req: IncomingMessage): void {
    const remote = `${req.socket.remoteAddress ?? '?'}:${req.socket.remotePort ?? '?'}`;
    const maxBuffered = this.opts.maxBufferedBytes;
    // Everything sent to one peer in one host step (events + snapshot, presence…) leaves in one write: the socket is
    // corked at the first send and uncorked on the next tick.
    const socket = req.socket;
    let corked = false;
    const uncork = () => {
      corked = false;
      socket.uncork();
    };
    const conn: Connection = {
      id: newConnectionId('ws-'),
      kind: 'remote',
      peer: remote,
      send(msg: ServerMessage, text?: string) {
        if (ws.readyState !== ws.OPEN) return;
        if (ws.bufferedAmount > maxBuffered) {
          ws.terminate();
          return;
        }
        if (!corked) {
          corked = true;
          socket.cork();
          process.nextTick(uncork);
        }
        ws.send(text ?? JSON.stringify(msg));
      },
      close(code: number, reason: string) {
        if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close(code, reason);
      },
    };
    const peer: Peer = { conn, ws, alive: true, bucket: new TokenBucket(this.opts.rateLimit) };
    this.peers.add(peer);
    this.opts.host.attach(conn);
    ws.on('pong', () => {
      peer.alive = true;
    });
    ws.on('message', (data: RawData, isBinary: boolean) => this.onFrame(peer, data, isBinary));
    ws.on('error', (e) => this.opts.log?.(`${conn.id} (${remote}): ${e.message}`));
    ws.on('close', () => {
      this.peers.delete(peer);
      this.opts.host.detach(conn);
    });
  }

  private onFrame(peer: Peer, data: RawData, isBinary: boolean): void {
    peer.alive = true;
    const { conn, bucket } = peer;
    const host = this.opts.host;
    if (!bucket.take()) {
      if (bucket.abusive) {
        this.opts.log?.(`${conn.id} (${conn.peer}): closed for flooding`);
        conn.close(1008, 'rate limit exceeded');
      } else host.refuse(conn, 'RATE_LIMITED', `too many messages: at most ${this.opts.rateLimit.perSecond} per second (bursts of ${this.opts.rateLimit.burst}); this one was dropped`);
      return;
    }
    const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    if (buf.length > this.opts.maxMessageBytes) {
      host.refuse(conn, 'TOO_BIG', `message of ${buf.length} bytes is larger than ${this.opts.maxMessageBytes} bytes; dropped`);
      return;
    }
    if (isBinary) {
      host.refuse(conn, 'BAD_MESSAGE', 'binary frames are not accepted: send JSON text');
      return;
    }
    host.receive(conn, buf.toString('utf8'));
  }

  private beat(): void {
    for (const peer of this.peers) {
      if (!peer.alive) {
        // No pong (and no message) since the last ping: a dead or half-open socket. The close event detaches it.
        this.opts.log?.(`${peer.conn.id} (${peer.conn.peer}): no heartbeat, terminated`);
        peer.ws.terminate();
        continue;
      }
      peer.alive = false;
      try {
        peer.ws.ping();
      } catch {
        peer.ws.terminate();
      }
    }
  }

  /** Stop accepting, close every connection (1001), and release the port. */
  close(): Promise<void> {
    if (this.closing) return this.closing;
    clearInterval(this.heartbeat);
    this.closing = new Promise<void>((resolve) => {
      for (const p of this.peers) p.ws.close(1001, 'host shutting down');
      // Sockets that do not finish the closing handshake promptly are cut.
      const t = setTimeout(() => {
        for (const p of this.peers) p.ws.terminate();
      }, 1000);
      t.unref();
      this.wss.close(() => {
        clearTimeout(t);
        for (const p of this.peers) p.ws.terminate();
        resolve();
      });
    });
    return this.closing;
  }
}
