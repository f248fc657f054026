import { Bonjour, type Service } from 'bonjour-service';

/**
 * mDNS / DNS-SD through bonjour-service: the host publishes `_river-tables._tcp`; browsers find it by type. The TXT
 * record carries the host id, protocol version and WebSocket path; room codes travel in the beacon (or `list`).
 */
export const MDNS_TYPE = 'river-tables';

export interface MdnsAnnouncement {
  id: string;
  name: string;
  port: number;
  path?: string;
  v: number;
}

export interface MdnsFound {
  id: string;
  name: string;
  address: string;
  port: number;
  path?: string;
  v: number;
}

export class MdnsAnnouncer {
  private bonjour: Bonjour | null = null;

  constructor(private readonly opts: { onError?: (e: Error) => void; interface?: string } = {}) {}

  get active(): boolean {
    return this.bonjour !== null;
  }

  start(a: MdnsAnnouncement): void {
    if (this.bonjour) return;
    const b = new Bonjour(mdnsOptions(this.opts.interface), (e: Error) => this.opts.onError?.(e));
    this.bonjour = b;
    // The instance name must be unique on the LAN: two hosts called "Living room" must not fight over it.
    const svc = b.publish({ name: `${a.name} [${a.id}]`, type: MDNS_TYPE, port: a.port, txt: { id: a.id, v: String(a.v), path: a.path ?? '', name: a.name } });
    svc.on('error', (e: Error) => this.opts.onError?.(e));
  }

  /** Unpublish (sends mDNS goodbyes, so browsers drop the host at once) and release the socket. */
  stop(): Promise<void> {
    const b = this.bonjour;
    this.bonjour = null;
    if (!b) return Promise.resolve();
    return new Promise<void>((resolve) => {
      b.unpublishAll(() => b.destroy(() => resolve()));
    });
  }
}

export class MdnsBrowser {
  private bonjour: Bonjour | null = null;

  constructor(
    private readonly handlers: { up: (f: MdnsFound) => void; down: (f: { id: string }) => void; onError?: (e: Error) => void },
    private readonly opts: { interface?: string } = {},
  ) {}

  start(): void {
    if (this.bonjour) return;
    const b = new Bonjour(mdnsOptions(this.opts.interface), (e: Error) => this.handlers.onError?.(e));
    this.bonjour = b;
    const browser = b.find({ type: MDNS_TYPE });
    browser.on('up', (s: Service) => {
      const f = found(s);
      if (f) this.handlers.up(f);
    });
    browser.on('txt-update', (s: Service) => {
      const f = found(s);
      if (f) this.handlers.up(f);
    });
    browser.on('down', (s: Service) => {
      const id = typeof s.txt?.id === 'string' ? s.txt.id : null;
      if (id) this.handlers.down({ id });
    });
  }

  stop(): Promise<void> {
    const b = this.bonjour;
    this.bonjour = null;
    if (!b) return Promise.resolve();
    return new Promise<void>((resolve) => b.destroy(() => resolve()));
  }
}

/** Untrusted LAN data: take only well-formed fields. */
function found(s: Service): MdnsFound | null {
  const txt = (s.txt ?? {}) as Record<string, unknown>;
  const id = typeof txt.id === 'string' && /^[0-9a-zA-Z_-]{1,32}$/.test(txt.id) ? txt.id : null;
  const v = Number(txt.v);
  // The responder's own source address is reachable from here; its A records may list interfaces that are not.
  const address = s.referer?.address ?? s.addresses?.find((a) => !a.includes(':'));
  if (!id || !address || !Number.isInteger(s.port) || s.port < 1 || s.port > 65535) return null;
  const name = typeof txt.name === 'string' && txt.name.length > 0 ? txt.name.slice(0, 64) : s.name.slice(0, 64);
  const path = typeof txt.path === 'string' && txt.path.startsWith('/') ? txt.path.slice(0, 64) : undefined;
  return { id, name, address, port: s.port, v: Number.isInteger(v) ? v : 0, ...(path ? { path } : {}) };
}

/** bonjour-service passes these to multicast-dns (its typings only list service fields). */
const mdnsOptions = (iface?: string): Record<string, never> => (iface ? ({ interface: iface } as unknown as Record<string, never>) : {});
