import { parseServerMessage, type ServerMessage } from '../protocol/messages';
import { TransportBase, reconnectDelay, type Backoff, type ClientMessage, type HostInfo, type Transport } from './transport';

/** The subset of the WebSocket API this transport uses: the browser's WebSocket and the `ws` package's both have it. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export interface WsTransportOptions {
  /** The WebSocket constructor: the browser's `WebSocket` in the page, `import { WebSocket } from 'ws'` in Node. */
  WebSocket: new (url: string) => object;
  /** The host's `/api/info` (LAN addresses, discovered hosts, records); none: this transport knows no such facts. */
  infoUrl?: string | null;
  /** Reconnect after a drop, with `reconnectDelay` back-off (default on; tests and benches mostly turn it off). */
  reconnect?: boolean | Backoff;
  /** Check every host message against the protocol schema (default true; the host benchmark skips it). */
  validate?: boolean;
  /** Every text frame received, before parsing (tests capture frames with it). */
  onFrame?: (text: string) => void;
  /** A host frame that failed the protocol schema; it is dropped (default: a console warning). */
  onInvalid?: (text: string, problem: string) => void;
}

const OPEN = 1;

/**
 * Protocol messages over a WebSocket: the page (browser fallback of `npm start`, LAN browsers), Node tests, benches
 * and headless players. Queues while not open and reconnects with back-off; the Session resumes its seats (tokens +
 * last seq) after every reconnect.
 */
export class WsTransport extends TransportBase implements Transport {
  readonly kind = 'ws' as const;
  private ws: WebSocketLike | null = null;
  private queue: string[] = [];
  private retry = 0;
  private closedByUs = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly url: string,
    private readonly opts: WsTransportOptions,
  ) {
    super();
    this.connect();
  }

  private connect(): void {
    this.setStatus('connecting');
    // Untyped boundary: the browser's and `ws`'s sockets share WebSocketLike, but their event types differ.
    const ws = new this.opts.WebSocket(this.url) as WebSocketLike;
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 0;
      this.setStatus('open');
      const q = this.queue;
      this.queue = [];
      for (const m of q) ws.send(m);
    };
    ws.onmessage = (e) => this.receive(typeof e.data === 'string' ? e.data : String(e.data));
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.setStatus('closed');
      if (this.closedByUs || this.opts.reconnect === false) return;
      const backoff = typeof this.opts.reconnect === 'object' ? this.opts.reconnect : {};
      this.timer = setTimeout(() => {
        this.timer = null;
        this.connect();
      }, reconnectDelay(this.retry++, backoff));
    };
    ws.onerror = () => {
      /* onclose follows */
    };
  }

  private receive(text: string): void {
    this.opts.onFrame?.(text);
    const msg = this.opts.validate === false ? parseUnchecked(text) : parseServerMessage(text);
    if (msg.ok) this.emitMessage(msg.msg);
    else if (this.opts.onInvalid) this.opts.onInvalid(text, msg.message);
    else console.warn('river-tables: ignored a bad host message:', msg.message);
  }

  send(msg: ClientMessage): void {
    this.sendRaw(JSON.stringify(msg));
  }

  /** Send any text (queued while not open); tests send malformed frames with it. */
  sendRaw(text: string): void {
    if (this.ws && this.ws.readyState === OPEN) this.ws.send(text);
    else this.queue.push(text);
  }

  reopen(): void {
    if (this.ws || this.timer) return;
    this.closedByUs = false;
    this.connect();
  }

  drop(): void {
    this.closedByUs = true;
    this.clearTimer();
    this.queue = [];
    this.ws?.close(4000, 'client disconnect');
  }

  async hostInfo(): Promise<HostInfo> {
    return this.opts.infoUrl ? fetchHostInfo(this.opts.infoUrl) : { addresses: [], discovered: [], mode: 'remote' };
  }

  async record(matchId: string): Promise<unknown | null> {
    if (!this.opts.infoUrl) return null;
    try {
      const r = await fetch(new URL(`/api/record/${encodeURIComponent(matchId)}`, this.opts.infoUrl), { cache: 'no-store' });
      return r.ok ? ((await r.json()) as unknown) : null;
    } catch {
      return null;
    }
  }

  close(): void {
    this.closedByUs = true;
    this.clearTimer();
    this.ws?.close();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** JSON only, no schema check (the host benchmark measures the host, not this parser). */
function parseUnchecked(text: string): { ok: true; msg: ServerMessage } | { ok: false; message: string } {
  try {
    // Unchecked on purpose (validate: false): the caller trusts this host.
    return { ok: true, msg: JSON.parse(text) as ServerMessage };
  } catch {
    return { ok: false, message: 'not JSON' };
  }
}

/** A host's `/api/info` (LAN addresses, discovered hosts); empty when it cannot be had. */
export async function fetchHostInfo(infoUrl: string): Promise<HostInfo> {
  try {
    const r = await fetch(infoUrl, { cache: 'no-store' });
    if (!r.ok) throw new Error(String(r.status));
    const j = (await r.json()) as Partial<HostInfo>;
    return {
      addresses: Array.isArray(j.addresses) ? j.addresses.filter((a) => typeof a === 'string') : [],
      discovered: Array.isArray(j.discovered) ? j.discovered : [],
      mode: j.mode === 'browser' ? 'browser' : 'remote',
    };
  } catch {
    return { addresses: [], discovered: [], mode: 'remote' };
  }
}
