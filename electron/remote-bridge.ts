/**
 * "Join a LAN game" from the Electron app: the WebSocket to another machine's host lives here, in plain Node, not in
 * the page. The page's CSP allows no WebSocket at all (connect-src 'self'); it drives this bridge over IPC instead
 * (main.ts wires one bridge per window), so a compromised page can reach only LAN hosts, and only with protocol
 * messages that passed the schema.
 *
 * The `ws` client sends no Origin header: LAN hosts accept native clients (and this app) and refuse foreign browser
 * Origins. Frames in are size-capped (ws maxPayload) and parsed with the protocol schema before anyone sees them;
 * messages out are parsed with the client schema and never sent when invalid. Reconnecting is the page's job
 * (renderer/net/remote.ts), as it is for WsTransport.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { WebSocket, type RawData } from 'ws';
import type { RemoteOpenResult, RemoteStatusDto } from '../protocol/ipc';
import { parseClientMessage, parseServerMessage, type ErrorCode, type ServerMessage } from '../protocol/messages';
import { checkRemoteSocketUrl, isLanIp } from './url-policy';

/** Host frames above this close the connection (1009) unread; a whole match snapshot stays far below it. */
const MAX_REMOTE_FRAME_BYTES = 8 * 1024 * 1024;
const HANDSHAKE_TIMEOUT_MS = 10_000;

/** invalid: refused by the protocol schema (the page gets a protocol error); closed: no such open connection. */
export type RemoteSendResult = { ok: true } | { ok: false; reason: 'invalid'; code: ErrorCode; message: string } | { ok: false; reason: 'closed' };

export interface RemoteBridgeSink {
  message(id: number, msg: ServerMessage): void;
  status(s: RemoteStatusDto): void;
  log?(line: string): void;
}

const notLan = (host: string, address: string) =>
  `${host} is at ${address}, which is not a LAN address (only 127/8, 10/8, 172.16/12, 192.168/16, ::1 and fc00::/7 are dialled)`;

/**
 * A DNS lookup that yields only LAN addresses. It runs on the connection's own lookup, so the check applies to the
 * address actually dialled (a second, different DNS answer cannot slip past it). IP literals never reach it.
 */
export const lanOnlyLookup: LookupFunction = (hostname, options: LookupOptions, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '');
    const lan = addresses.filter((a) => isLanIp(a.address));
    if (lan.length === 0) return callback(new Error(notLan(hostname, addresses[0]?.address ?? '?')), '');
    if (options.all) return callback(null, lan);
    callback(null, lan[0]!.address, lan[0]!.family);
  });
};

interface Live {
  id: number;
  ws: WebSocket;
}

/** One remote connection at a time (per window): opening another closes the previous one. */
export class RemoteBridge {
  private live: Live | null = null;
  private nextId = 1;

  constructor(private readonly sink: RemoteBridgeSink) {}

  /** Dial `url`; the result arrives as a status ('open', or 'closed' with the reason). Never throws. */
  open(url: string): RemoteOpenResult {
    const checked = checkRemoteSocketUrl(url);
    if (!checked.ok) return checked;
    const literal = checked.hostname.includes(':') || /^[\d.]+$/.test(checked.hostname);
    if (literal && !isLanIp(checked.hostname)) return { ok: false, error: notLan(checked.hostname, checked.hostname) };
    this.close();
    const id = this.nextId++;
    let ws: WebSocket;
    try {
      ws = new WebSocket(checked.url, {
        maxPayload: MAX_REMOTE_FRAME_BYTES,
        perMessageDeflate: false,
        handshakeTimeout: HANDSHAKE_TIMEOUT_MS,
        followRedirects: false,
        lookup: lanOnlyLookup,
      });
    } catch (e) {
      return { ok: false, error: `cannot connect to ${checked.url}: ${(e as Error).message}` };
    }
    const live: Live = { id, ws };
    this.live = live;
    this.wire(live);
    return { ok: true, id };
  }

  private wire(live: Live): void {
    const { id, ws } = live;
    let error: string | undefined;
    ws.on('open', () => this.sink.status({ id, status: 'open' }));
    ws.on('message', (data: RawData, isBinary: boolean) => this.receive(id, data, isBinary));
    ws.on('error', (e) => {
      error = e.message;
      this.sink.log?.(`remote ${id}: ${e.message}`);
    });
    ws.on('close', (code, reason) => {
      if (this.live === live) this.live = null;
      const why = error ?? (reason.length ? `closed by the host (${code}: ${reason.toString('utf8').slice(0, 120)})` : undefined);
      this.sink.status(why ? { id, status: 'closed', error: why } : { id, status: 'closed' });
    });
  }

  private receive(id: number, data: RawData, isBinary: boolean): void {
    if (isBinary) return this.sink.log?.(`remote ${id}: dropped a binary frame`);
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
    const r = parseServerMessage(text, MAX_REMOTE_FRAME_BYTES);
    if (r.ok) this.sink.message(id, r.msg);
    else this.sink.log?.(`remote ${id}: dropped a bad host message: ${r.message}`);
  }

  /** Send one client message on connection `id`; refused (and not sent) unless it passes the protocol schema. */
  send(id: number, msg: unknown): RemoteSendResult {
    const parsed = parseClientMessage(msg);
    if (!parsed.ok) return { ok: false, reason: 'invalid', code: parsed.code, message: parsed.message };
    const live = this.live;
    // The page queues while it is not open; a message racing a drop is lost like one on a dropped socket.
    if (!live || live.id !== id || live.ws.readyState !== WebSocket.OPEN) return { ok: false, reason: 'closed' };
    live.ws.send(JSON.stringify(parsed.msg));
    return { ok: true };
  }

  /** Close connection `id` (or whichever is open); its 'closed' status still follows. */
  close(id?: number): void {
    const live = this.live;
    if (!live || (id !== undefined && live.id !== id)) return;
    this.live = null;
    // Closing before the handshake ends makes ws emit an error; it is ours, not news for the page.
    live.ws.removeAllListeners('error');
    live.ws.on('error', () => {});
    if (live.ws.readyState === WebSocket.CONNECTING) live.ws.terminate();
    else live.ws.close(1000, 'closed by the player');
  }

  /** The id of the connection in use, if any. */
  current(): number | null {
    return this.live?.id ?? null;
  }
}
