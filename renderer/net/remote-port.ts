import type { RemoteEnvelopeIn, RemoteEnvelopeOut, RemoteOpenResult, RemotePort, RemoteStatusDto } from '../../protocol/ipc';
import { Emitter } from '../../client/transport';

/**
 * The remote-bridge operations over this machine's own `/remote` socket (browser mode; electron/web/remote-route.ts):
 * the same port Electron's preload gives over IPC, so RemoteTransport works the same in both. The page never opens a
 * socket to another machine itself.
 */
export class SocketRemotePort implements RemotePort {
  private ws: WebSocket | null = null;
  private ready: Promise<WebSocket> | null = null;
  private ref = 0;
  private readonly pending = new Map<number, (r: RemoteOpenResult) => void>();
  private readonly open_ = new Set<number>();
  private readonly messages = new Emitter<[number, unknown]>();
  private readonly statuses = new Emitter<RemoteStatusDto>();

  constructor(private readonly url: string) {}

  private socket(): Promise<WebSocket> {
    this.ready ??= new Promise((resolve, reject) => {
      const ws = new WebSocket(this.url);
      ws.onopen = () => resolve(ws);
      ws.onerror = () => reject(new Error('this machine\'s bridge to other hosts is not reachable'));
      ws.onmessage = (e) => this.receive(typeof e.data === 'string' ? e.data : '');
      // The bridge going away closes every connection made through it; the next open makes a new one.
      ws.onclose = () => {
        this.ws = null;
        this.ready = null;
        for (const [, done] of this.pending) done({ ok: false, error: 'this machine\'s bridge to other hosts closed' });
        this.pending.clear();
        for (const id of this.open_) this.statuses.emit({ id, status: 'closed', error: 'this machine\'s bridge to other hosts closed' });
        this.open_.clear();
      };
      this.ws = ws;
    });
    return this.ready;
  }

  private receive(text: string): void {
    let e: RemoteEnvelopeOut;
    try {
      e = JSON.parse(text) as RemoteEnvelopeOut;
    } catch {
      return;
    }
    if (e.op === 'opened') {
      if (e.result.ok) this.open_.add(e.result.id);
      this.pending.get(e.ref)?.(e.result);
      this.pending.delete(e.ref);
    } else if (e.op === 'status') {
      if (e.status.status === 'closed') this.open_.delete(e.status.id);
      this.statuses.emit(e.status);
    } else if (e.op === 'message') this.messages.emit([e.id, e.msg]);
  }

  private put(e: RemoteEnvelopeIn): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(e));
  }

  async open(url: string): Promise<RemoteOpenResult> {
    await this.socket();
    const ref = ++this.ref;
    return new Promise((resolve) => {
      this.pending.set(ref, resolve);
      this.put({ op: 'open', ref, url });
    });
  }

  send(id: number, msg: unknown): void {
    this.put({ op: 'send', id, msg });
  }

  async close(id: number): Promise<{ closed: boolean }> {
    const was = this.open_.delete(id);
    this.put({ op: 'close', id });
    return { closed: was };
  }

  onMessage(cb: (id: number, msg: unknown) => void): () => void {
    return this.messages.on(([id, msg]) => cb(id, msg));
  }

  onStatus(cb: (s: RemoteStatusDto) => void): () => void {
    return this.statuses.on(cb);
  }
}
