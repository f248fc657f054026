import type { InPageHost, InPageHostOptions } from './host';
import { TransportBase, type ClientMessage, type HostInfo, type Transport } from '../../../client/transport';

/**
 * `?transport=memory`: the real host (host/) running in this page, for offline play, development and renderer tests.
 * The host module is imported when this transport is made, not before; messages sent meanwhile wait for it.
 */
export class InPageTransport extends TransportBase implements Transport {
  readonly kind = 'memory' as const;
  private host: InPageHost | null = null;
  private queued: ClientMessage[] = [];
  private closed = false;
  private readonly ready: Promise<InPageHost | null>;

  constructor(opts: InPageHostOptions = {}) {
    super();
    this.ready = import('./host').then(
      ({ openInPageHost }) => {
        if (this.closed) return null;
        const host = openInPageHost((msg) => this.emitMessage(msg), opts);
        this.host = host;
        for (const msg of this.queued) host.send(msg);
        this.queued = [];
        this.setStatus('open');
        return host;
      },
      (e: unknown) => {
        console.error('river-tables: the in-page host did not load:', e);
        this.setStatus('closed');
        return null;
      },
    );
  }

  send(msg: ClientMessage): void {
    if (this.host) this.host.send(msg);
    else if (!this.closed) this.queued.push(msg);
  }

  async hostInfo(): Promise<HostInfo> {
    return { addresses: [], discovered: [], mode: 'memory' };
  }

  async record(matchId: string): Promise<unknown | null> {
    return (await this.ready)?.record(matchId) ?? null;
  }

  close(): void {
    this.closed = true;
    void this.host?.close();
    this.host = null;
    this.setStatus('closed');
  }
}
