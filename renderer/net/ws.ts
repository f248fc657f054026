import { parseServerMessage } from '../../protocol/messages';
import { TransportBase, reconnectDelay, type ClientMessage, type HostInfo, type Transport } from './transport';

/**
 * WebSocket transport: the browser fallback of `npm start`, and any LAN browser. Reconnects with back-off; the
 * session layer resumes its seats (tokens + last seq) after every reconnect.
 */
export class WsTransport extends TransportBase implements Transport {
  readonly kind = 'ws' as const;
  private ws: WebSocket | null = null;
  private queue: string[] = [];
  private retry = 0;
  private closedByUs = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly url: string,
    private readonly infoUrl: string | null,
  ) {
    super();
    this.connect();
  }

  private connect(): void {
    this.setStatus('connecting');
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 0;
      this.setStatus('open');
      const q = this.queue;
      this.queue = [];
      for (const m of q) ws.send(m);
    };
    ws.onmessage = (e) => {
      const r = parseServerMessage(typeof e.data === 'string' ? e.data : '');
      if (r.ok) this.emitMessage(r.msg);
      else console.warn('river-tables: ignored a bad host message:', r.message);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.setStatus('closed');
      if (this.closedByUs) return;
      this.timer = setTimeout(() => this.connect(), reconnectDelay(this.retry++));
    };
    ws.onerror = () => {
      /* onclose follows */
    };
  }

  send(msg: ClientMessage): void {
    const text = JSON.stringify(msg);
    if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(text);
    else this.queue.push(text);
  }

  async hostInfo(): Promise<HostInfo> {
    return this.infoUrl ? fetchHostInfo(this.infoUrl) : { addresses: [], discovered: [], mode: 'remote' };
  }


  async record(matchId: string): Promise<unknown | null> {
    if (!this.infoUrl) return null;
    try {
      const r = await fetch(new URL(`/api/record/${encodeURIComponent(matchId)}`, this.infoUrl), { cache: 'no-store' });
      return r.ok ? ((await r.json()) as unknown) : null;
    } catch {
      return null;
    }
  }

  close(): void {
    this.closedByUs = true;
    if (this.timer) clearTimeout(this.timer);
    this.ws?.close();
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
