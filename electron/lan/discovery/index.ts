import { PROTOCOL_VERSION } from '../../../protocol/messages';
import { BEACON_PORT, BeaconAnnouncer, BeaconListener, type Beacon } from './beacon';
import { MdnsAnnouncer, MdnsBrowser } from './mdns';

export { BEACON_PORT, broadcastAddresses, decodeBeacon, encodeBeacon, type Beacon } from './beacon';
export { MDNS_TYPE } from './mdns';

/**
 * LAN discovery, both ways. The host side (`Announcer`) is started only when the user opens a LAN game and stopped
 * when it closes — nothing is sent on the network otherwise. The client side (`HostBrowser`) merges what the beacon
 * and mDNS find into one list. Typing host:port never depends on either.
 */
export interface AnnouncerOptions {
  id: string;
  name: string;
  /** WebSocket port (and path) clients connect to. */
  port: number;
  path?: string;
  /** Room codes of matches with an open seat, read at every beacon. */
  codes?: () => string[];
  beacon?: boolean;
  mdns?: boolean;
  beaconPort?: number;
  intervalMs?: number;
  /** Beacon destinations (default: broadcast address of every LAN interface). */
  targets?: () => string[];
  /** Network interface address for mDNS (default: multicast-dns's choice). */
  mdnsInterface?: string;
  onError?: (e: Error) => void;
}

export class Announcer {
  private readonly beacon: BeaconAnnouncer | null;
  private readonly mdns: MdnsAnnouncer | null;
  private running = false;

  constructor(private readonly opts: AnnouncerOptions) {
    const b = (): Beacon => ({ id: opts.id, name: opts.name, port: opts.port, v: PROTOCOL_VERSION, codes: opts.codes?.() ?? [], ...(opts.path ? { path: opts.path } : {}) });
    this.beacon = opts.beacon === false ? null : new BeaconAnnouncer({ beacon: b, port: opts.beaconPort, intervalMs: opts.intervalMs, targets: opts.targets, onError: opts.onError });
    this.mdns = opts.mdns === false ? null : new MdnsAnnouncer({ onError: opts.onError, interface: opts.mdnsInterface });
  }

  get active(): boolean {
    return this.running;
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    await this.beacon?.start();
    this.mdns?.start({ id: this.opts.id, name: this.opts.name, port: this.opts.port, path: this.opts.path, v: PROTOCOL_VERSION });
  }

  /** Announce a change now (a match opened or filled) instead of at the next interval. */
  poke(): void {
    this.beacon?.send();
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    await Promise.all([this.beacon?.stop(), this.mdns?.stop()]);
  }
}

export interface DiscoveredHost {
  id: string;
  name: string;
  address: string;
  port: number;
  path?: string;
  /** ws:// URL to connect to. */
  url: string;
  v: number;
  /** Room codes with open seats (from the beacon; empty if only mDNS saw the host). */
  codes: string[];
  via: ('beacon' | 'mdns')[];
  lastSeen: number;
}

export interface HostBrowserOptions {
  beacon?: boolean;
  mdns?: boolean;
  beaconPort?: number;
  /** Beacon-only entries not heard from for this long are dropped (mDNS entries leave on goodbye or TTL). */
  ttlMs?: number;
  mdnsInterface?: string;
  onError?: (e: Error) => void;
  now?: () => number;
}

export class HostBrowser {
  private readonly hosts = new Map<string, DiscoveredHost>();
  private readonly listeners = new Set<(hosts: DiscoveredHost[]) => void>();
  private readonly beacon: BeaconListener | null;
  private readonly mdns: MdnsBrowser | null;
  private sweeper: NodeJS.Timeout | null = null;
  private readonly now: () => number;

  constructor(private readonly opts: HostBrowserOptions = {}) {
    this.now = opts.now ?? Date.now;
    this.beacon = opts.beacon === false ? null : new BeaconListener({ port: opts.beaconPort ?? BEACON_PORT, onBeacon: (b, from) => this.seen('beacon', { ...b, address: from }), onError: opts.onError });
    this.mdns = opts.mdns === false ? null : new MdnsBrowser(
      { up: (f) => this.seen('mdns', { ...f, codes: undefined }), down: ({ id }) => this.lost(id, 'mdns'), onError: opts.onError },
      { interface: opts.mdnsInterface },
    );
  }

  async start(): Promise<void> {
    await this.beacon?.start();
    this.mdns?.start();
    this.sweeper = setInterval(() => this.sweep(), Math.max(250, (this.opts.ttlMs ?? 7000) / 4));
    this.sweeper.unref();
  }

  async stop(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    await Promise.all([this.beacon?.stop(), this.mdns?.stop()]);
  }

  list(): DiscoveredHost[] {
    return [...this.hosts.values()].map((h) => ({ ...h, codes: [...h.codes], via: [...h.via] }));
  }

  /** The host announcing this room code, if any host does (codes are case-insensitive). */
  findCode(code: string): DiscoveredHost | undefined {
    const c = code.toUpperCase();
    return this.list().find((h) => h.codes.includes(c));
  }

  onChange(cb: (hosts: DiscoveredHost[]) => void): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }

  private changed(): void {
    const l = this.list();
    for (const cb of [...this.listeners]) cb(l);
  }

  private seen(via: 'beacon' | 'mdns', f: { id: string; name: string; address: string; port: number; path?: string; v: number; codes?: string[] }): void {
    const prev = this.hosts.get(f.id);
    const path = f.path ?? prev?.path;
    const host: DiscoveredHost = {
      id: f.id, name: f.name, address: f.address, port: f.port, v: f.v,
      url: `ws://${f.address.includes(':') ? `[${f.address}]` : f.address}:${f.port}${path ?? ''}`,
      codes: f.codes ?? prev?.codes ?? [],
      via: prev ? [...new Set([...prev.via, via])] : [via],
      lastSeen: this.now(),
      ...(path ? { path } : {}),
    };
    const same = prev && JSON.stringify({ ...prev, lastSeen: 0 }) === JSON.stringify({ ...host, lastSeen: 0 });
    this.hosts.set(f.id, host);
    if (!same) this.changed();
  }

  private lost(id: string, via: 'beacon' | 'mdns'): void {
    const h = this.hosts.get(id);
    if (!h) return;
    h.via = h.via.filter((v) => v !== via);
    if (h.via.length === 0) this.hosts.delete(id);
    this.changed();
  }

  private sweep(): void {
    const limit = this.now() - (this.opts.ttlMs ?? 7000);
    let any = false;
    for (const [id, h] of this.hosts) {
      if (h.lastSeen < limit && !h.via.includes('mdns')) {
        this.hosts.delete(id);
        any = true;
      } else if (h.lastSeen < limit && h.via.includes('beacon')) {
        h.via = h.via.filter((v) => v !== 'beacon');
        any = true;
      }
    }
    if (any) this.changed();
  }
}
