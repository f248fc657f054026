import type { RemoteOpenResult, RemotePort, RemoteStatusDto } from '../../protocol/ipc';
import { parseServerMessage } from '../../protocol/messages';
import { Emitter, TransportBase, reconnectDelay, type ClientMessage, type HostInfo, type Transport } from '../../client/transport';

/** Messages held while the connection is down; beyond this the host is clearly not coming back soon. */
const MAX_QUEUED = 256;

/**
 * Another machine's host, through this machine's remote bridge (electron/remote-bridge.ts): over IPC in Electron
 * (`window.riverTables.remote`), over the local page's `/remote` socket in browser mode (SocketRemotePort). The page
 * may open no WebSocket to another machine itself (its CSP says so), so the bridge holds the socket and this drives
 * it. Like WsTransport it queues while not open and reconnects with back-off; the session layer resumes its seats
 * after every reconnect.
 */
export class RemoteTransport extends TransportBase implements Transport {
  readonly kind = 'ipc' as const;
  private readonly problems = new Emitter<string>();
  /** The id main gave the current connection; pushes about any other id are stale. */
  private id: number | null = null;
  private queue: ClientMessage[] = [];
  private retry = 0;
  private closedByUs = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly offs: (() => void)[];

  constructor(
    private readonly port: RemotePort,
    readonly url: string,
    /** Hosts this machine's discovery found (the join screen lists them). */
    private readonly discovered: () => Promise<HostInfo['discovered']> = async () => [],
  ) {
    super();
    this.offs = [port.onMessage((id, raw) => this.receive(id, raw)), port.onStatus((s) => this.onRemoteStatus(s))];
    void this.connect();
  }

  /** Why the connection failed or closed, in words (the join screen shows it). */
  onProblem(cb: (text: string) => void): () => void {
    return this.problems.on(cb);
  }

  private async connect(): Promise<void> {
    this.setStatus('connecting');
    // A refusal names the rule the URL broke (main's input schema, or not a LAN address): retrying cannot help.
    const r = await this.port.open(this.url).catch((e: unknown): RemoteOpenResult => ({ ok: false, error: e instanceof Error ? e.message : String(e) }));
    if (this.closedByUs) {
      if (r.ok) void this.port.close(r.id);
      return;
    }
    if (!r.ok) return this.fail(r.error, false);
    this.id = r.id;
  }

  private onRemoteStatus(s: RemoteStatusDto): void {
    if (s.id !== this.id) return;
    if (s.status === 'open') {
      this.retry = 0;
      this.setStatus('open');
      const q = this.queue;
      this.queue = [];
      for (const m of q) this.port.send(s.id, m);
      return;
    }
    this.id = null;
    this.fail(s.error ?? 'the host closed the connection', true);
  }

  private fail(problem: string, retry: boolean): void {
    this.setStatus('closed');
    this.problems.emit(problem);
    if (this.closedByUs || !retry) return;
    this.timer = setTimeout(() => void this.connect(), reconnectDelay(this.retry++));
  }

  private receive(id: number, raw: unknown): void {
    if (id !== this.id) return;
    // Main parsed it already; parsing again keeps this page's trust in its own hands.
    const r = parseServerMessage(raw);
    if (r.ok) this.emitMessage(r.msg);
    else console.warn('river-tables: ignored a bad host message:', r.message);
  }

  send(msg: ClientMessage): void {
    if (this.status() === 'open' && this.id !== null) return this.port.send(this.id, msg);
    if (this.queue.length < MAX_QUEUED) this.queue.push(msg);
    else console.warn('river-tables: not connected to the host; a message was dropped');
  }

  /** The remote host's own page (where other players join) and what this machine's discovery found. */
  async hostInfo(): Promise<HostInfo> {
    const discovered = await this.discovered().catch(() => []);
    return { addresses: [pageUrlOf(this.url)], discovered, mode: 'remote' };
  }

  /** Hosts give records to their own machine only (a record holds the seed). */
  async record(): Promise<unknown | null> {
    return null;
  }

  close(): void {
    this.closedByUs = true;
    if (this.timer) clearTimeout(this.timer);
    for (const off of this.offs) off();
    if (this.id !== null) void this.port.close(this.id).catch(() => {});
    this.id = null;
  }
}

/** ws://host:port/path → http://host:port (the host serves the app on its LAN port). */
export function pageUrlOf(socketUrl: string): string {
  const u = new URL(socketUrl);
  return `${u.protocol === 'wss:' ? 'https:' : 'http:'}//${u.host}`;
}
