import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { newConnectionId, type Connection } from '../../host/connection';
import { GuardedServer, type UpgradeHandler } from './http/guard';
import { OwnNames } from './http/own-names';
import type { ErrorCode } from '../../protocol/messages';
import { LIMITS, type ServerMessage } from '../../protocol/messages';
import { DEFAULT_RATE_LIMIT, TokenBucket, type RateLimit } from '../../host/rate-limit';

/** What the server needs of a host (host/host.ts Host implements it). */
export interface ConnectionSink {
  attach(conn: Connection): void;
  receive(conn: Connection, data: unknown): void;
  detach(conn: Connection): void;
  refuse(conn: Connection, code: ErrorCode, message: string): void;
}

export interface LanServerOptions {
  host: ConnectionSink;
  /** TCP port (0: any free port). Ignored with `upgrades`. */
  port?: number;
  /** Address to listen on: '0.0.0.0' for the LAN, '127.0.0.1' for this machine only. Ignored with `upgrades`. */
  bind?: string;
  /** Share the front door of an HTTP listener (the one that serves the app to LAN browsers) instead of listening. */
  upgrades?: GuardedServer;
  /** URL path of the WebSocket endpoint (default: both `/` and `/ws`). */
  path?: string;
  /** The names this machine answers to (Host and Origin checks); default: its host name and interface addresses. */
  names?: OwnNames;
  /** Ping interval; a socket that has not answered the previous ping is terminated. */
  heartbeatMs?: number;
  maxConnections?: number;
  /** Connections from one IP address at most (idle sockets from one machine must not take every slot). */
  maxConnectionsPerAddress?: number;
  rateLimit?: RateLimit;
  /** Frames above this get TOO_BIG (connection kept). */
  maxMessageBytes?: number;
  /** Frames above this close the connection (ws maxPayload, 1009); never buffered. */
  hardMaxMessageBytes?: number;
  /** A client that does not read (its send buffer grows past this) is dropped rather than buffered for. */
  maxBufferedBytes?: number;
  /** What all connections together may have waiting to be sent; past it, the most lagging ones are dropped. */
  totalBufferedBytes?: number;
  /**
   * Browser Origin check (non-browser clients send none). Default: only this listener's own pages
   * (http://<one of this machine's names>:<this port>).
   */
  allowOrigin?: (origin: string) => boolean;
  log?: (line: string) => void;
}

/** Transport limits of a LAN listener; each has a command-line flag (electron/cli/limits.ts) and a line in the docs. */
export const LAN_SERVER_DEFAULTS = {
  heartbeatMs: 15_000,
  maxConnections: 512,
  maxConnectionsPerAddress: 16,
  maxMessageBytes: LIMITS.maxMessageBytes,
  hardMaxMessageBytes: LIMITS.hardMaxMessageBytes,
  maxBufferedBytes: 2 * 1024 * 1024,
  totalBufferedBytes: 32 * 1024 * 1024,
} as const;

/** The remote IP as limits count it: IPv4-mapped IPv6 ("::ffff:10.0.0.2") is the IPv4 address it maps. */
function normalizeAddress(addr: string | undefined): string {
  if (!addr) return '?';
  return addr.startsWith('::ffff:') && addr.includes('.') ? addr.slice(7) : addr.toLowerCase();
}

/** A peer lagging by less than this is not worth adding up the others' buffers for. */
const LAGGING_BYTES = 64 * 1024;

interface Peer {
  conn: Connection;
  ws: WebSocket;
  alive: boolean;
  bucket: TokenBucket;
  /** Being closed for abuse: its frames are no longer read. */
  closing: boolean;
}

type Opts = Omit<LanServerOptions, keyof typeof LAN_SERVER_DEFAULTS | 'rateLimit'> & { -readonly [K in keyof typeof LAN_SERVER_DEFAULTS]: number } & { rateLimit: RateLimit };

/**
 * The LAN end of the host: WebSocket connections become host Connections. Transport hygiene lives here (Origin,
 * connection caps, heartbeat, frame size, rate limit, slow readers); everything about the game is the host's.
 */
export class LanServer {
  private readonly wss: WebSocketServer;
  private readonly peers = new Set<Peer>();
  private readonly perAddress = new Map<string, number>();
  private readonly heartbeat: NodeJS.Timeout;
  private closing: Promise<void> | null = null;

  private constructor(
    private readonly front: GuardedServer,
    private readonly ownServer: boolean,
    private readonly opts: Opts,
  ) {
    const names = opts.names ?? front.names;
    const allowOrigin = opts.allowOrigin ?? ((origin: string) => names.isOwnOrigin(origin, this.address().port));
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: opts.hardMaxMessageBytes,
      perMessageDeflate: false, // small JSON frames on a LAN: compression costs more latency than it saves
      clientTracking: false,
      verifyClient: (info: { origin: string; req: IncomingMessage }, cb: (ok: boolean, code?: number, msg?: string) => void) => {
        if (info.origin && !allowOrigin(info.origin)) return cb(false, 403, 'origin not allowed');
        if (this.peers.size >= opts.maxConnections) return cb(false, 503, 'host full');
        const addr = normalizeAddress(info.req.socket.remoteAddress);
        if ((this.perAddress.get(addr) ?? 0) >= opts.maxConnectionsPerAddress) return cb(false, 429, `at most ${opts.maxConnectionsPerAddress} connections from one address`);
        cb(true);
      },
    });
    this.wss.on('connection', (ws, req) => this.onConnection(ws, req));
    const upgrade: UpgradeHandler = (req, socket, head) => this.wss.handleUpgrade(req, socket, head, (ws) => this.wss.emit('connection', ws, req));
    // Typed addresses ("192.168.1.20:7420") arrive at `/`, the app's own page at `/ws`: both are this endpoint.
    const paths = opts.path ? [opts.path] : ['/', '/ws'];
    this.unroute = paths.map((p) => front.route(p, upgrade));
    this.heartbeat = setInterval(() => this.beat(), opts.heartbeatMs);
    this.heartbeat.unref();
  }

  private readonly unroute: (() => void)[];

  static async listen(o: LanServerOptions): Promise<LanServer> {
    const opts: Opts = { ...LAN_SERVER_DEFAULTS, rateLimit: DEFAULT_RATE_LIMIT, ...o };
    if (opts.upgrades) return new LanServer(opts.upgrades, false, opts);
    // Alone (the dedicated host): an HTTP server of our own that only upgrades; plain requests learn what this is.
    const front = new GuardedServer({
      names: opts.names ?? new OwnNames(),
      log: opts.log,
      request: (_req, res) => {
        res.writeHead(426, { 'Content-Type': 'text/plain; charset=utf-8', Upgrade: 'websocket', Connection: 'close' });
        res.end('This is a River Tables host: join it from the River Tables app.\n');
      },
    });
    const server = front.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port ?? 0, opts.bind ?? '0.0.0.0', () => {
        server.off('error', reject);
        resolve();
      });
    });
    return new LanServer(front, true, opts);
  }

  /** Where the server listens (with `upgrades`: the shared HTTP listener's address). */
  address(): AddressInfo {
    const a = this.front.server.address();
    if (!a || typeof a === 'string') throw new Error('server is not listening on TCP');
    return a;
  }

  /** ws:// URL for clients on this machine (tests) or, with a LAN address, for others. */
  url(hostname?: string): string {
    const a = this.address();
    const h = hostname ?? (a.address === '0.0.0.0' || a.address === '::' ? '127.0.0.1' : a.address);
    const path = this.opts.path ?? (this.ownServer ? '' : '/ws');
    return `ws://${h.includes(':') ? `[${h}]` : h}:${a.port}${path}`;
  }

  get connections(): number {
    return this.peers.size;
  }

  /** What all connections together have waiting to be sent (bytes). */
  bufferedBytes(): number {
    let total = 0;
    for (const p of this.peers) total += p.ws.bufferedAmount;
    return total;
  }

  private onConnection(ws: WebSocket, req: IncomingMessage): void {
    const remote = `${req.socket.remoteAddress ?? '?'}:${req.socket.remotePort ?? '?'}`;
    const address = normalizeAddress(req.socket.remoteAddress);
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
      address,
      send: (msg: ServerMessage, text?: string) => {
        if (ws.readyState !== ws.OPEN) return;
        if (ws.bufferedAmount > this.opts.maxBufferedBytes) {
          this.drop(peer, `does not read: over ${this.opts.maxBufferedBytes} bytes waiting to be sent`);
          return;
        }
        if (!corked) {
          corked = true;
          socket.cork();
          process.nextTick(uncork);
        }
        ws.send(text ?? JSON.stringify(msg));
        if (ws.bufferedAmount > LAGGING_BYTES) this.keepBudget();
      },
      close(code: number, reason: string) {
        if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close(code, reason);
      },
    };
    const peer: Peer = { conn, ws, alive: true, bucket: new TokenBucket(this.opts.rateLimit), closing: false };
    this.peers.add(peer);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    this.opts.host.attach(conn);
    ws.on('pong', () => {
      peer.alive = true;
    });
    ws.on('message', (data: RawData, isBinary: boolean) => this.onFrame(peer, data, isBinary));
    ws.on('error', (e) => this.opts.log?.(`${conn.id} (${remote}): ${e.message}`));
    ws.on('close', () => {
      this.peers.delete(peer);
      const n = (this.perAddress.get(address) ?? 1) - 1;
      if (n > 0) this.perAddress.set(address, n);
      else this.perAddress.delete(address);
      this.opts.host.detach(conn);
    });
  }

  private onFrame(peer: Peer, data: RawData, isBinary: boolean): void {
    if (peer.closing) return;
    peer.alive = true;
    const { conn, bucket } = peer;
    const host = this.opts.host;
    const { perSecond, burst } = this.opts.rateLimit;
    if (!bucket.take()) {
      // One reply per episode, not one per dropped frame: answering a flood would multiply it.
      if (bucket.abusive) this.abort(peer, 'rate limit exceeded', `flooding (${bucket.refusals} messages refused)`);
      else if (bucket.firstRefusal) host.refuse(conn, 'RATE_LIMITED', `too many messages: at most ${perSecond} per second (bursts of ${burst}); this one and the next ones are dropped without a reply until you slow down, and a connection that keeps flooding is closed`);
      return;
    }
    const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    if (buf.length > this.opts.maxMessageBytes || isBinary) {
      bucket.strike();
      if (bucket.abusive) return this.abort(peer, 'too many refused messages', `${bucket.refusals} refused messages`);
      if (isBinary) host.refuse(conn, 'BAD_MESSAGE', 'binary frames are not accepted: send JSON text');
      else host.refuse(conn, 'TOO_BIG', `message of ${buf.length} bytes is larger than ${this.opts.maxMessageBytes} bytes; dropped`);
      return;
    }
    host.receive(conn, buf.toString('utf8'));
  }

  /** Close a peer for abuse (1008); nothing more it sends is read, and a peer that does not finish closing is cut. */
  private abort(peer: Peer, reason: string, why: string): void {
    peer.closing = true;
    this.opts.log?.(`${peer.conn.id} (${peer.conn.peer}): closed for ${why}`);
    peer.ws.close(1008, reason);
    setTimeout(() => peer.ws.terminate(), 250).unref();
  }

  /** Cut a peer at once (no closing handshake: it is not reading anyway). */
  private drop(peer: Peer, why: string): void {
    if (peer.closing && peer.ws.readyState === peer.ws.CLOSED) return;
    peer.closing = true;
    this.opts.log?.(`${peer.conn.id} (${peer.conn.peer}): dropped, ${why}`);
    peer.ws.terminate();
  }

  /**
   * Keep what every connection has waiting to be sent under `totalBufferedBytes`: many slow readers together must not
   * exhaust the host's memory. The most lagging peers go first. Only called when a peer lags, so it costs nothing
   * while everyone reads.
   */
  private keepBudget(): void {
    let total = this.bufferedBytes();
    if (total <= this.opts.totalBufferedBytes) return;
    const lagging = [...this.peers].filter((p) => !p.closing).sort((a, b) => b.ws.bufferedAmount - a.ws.bufferedAmount);
    for (const p of lagging) {
      if (total <= this.opts.totalBufferedBytes) break;
      total -= p.ws.bufferedAmount;
      this.drop(p, `slowest reader while the host's send buffers are over ${this.opts.totalBufferedBytes} bytes`);
    }
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

  /** Stop accepting, close every connection (1001), and release the port (when it is ours). */
  close(): Promise<void> {
    if (this.closing) return this.closing;
    clearInterval(this.heartbeat);
    for (const off of this.unroute) off();
    this.closing = new Promise<void>((resolve) => {
      for (const p of this.peers) p.ws.close(1001, 'host shutting down');
      // Sockets that do not finish the closing handshake promptly are cut.
      const t = setTimeout(() => {
        for (const p of this.peers) p.ws.terminate();
      }, 1000);
      t.unref();
      const done = () => {
        clearTimeout(t);
        for (const p of this.peers) p.ws.terminate();
        resolve();
      };
      this.wss.close(() => {
        if (!this.ownServer) return done();
        this.front.server.closeAllConnections?.();
        this.front.server.close(() => done());
      });
    });
    return this.closing;
  }
}
