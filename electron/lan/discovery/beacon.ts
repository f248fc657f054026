import { createSocket, type Socket } from 'node:dgram';
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import { z } from 'zod';

/**
 * UDP broadcast beacon: the host sends a small JSON datagram to the broadcast address of each LAN interface every
 * couple of seconds; browsers listen on the beacon port. Works where multicast (mDNS) is filtered but broadcast is not.
 */
export const BEACON_PORT = 47231;
const MAGIC = 'RIVER-TABLES/1 ';
const MAX_DATAGRAM = 1200; // stay under a typical MTU: one datagram, never fragmented

const beaconSchema = z.strictObject({
  id: z.string().min(1).max(32),
  name: z.string().min(1).max(64),
  /** TCP port of the WebSocket endpoint. */
  port: z.number().int().min(1).max(65535),
  path: z.string().max(64).optional(),
  /** Room codes of matches with an open seat. */
  codes: z.array(z.string().max(8)).max(40),
  /** Protocol version the host speaks. */
  v: z.number().int(),
});
export type Beacon = z.infer<typeof beaconSchema>;

export function encodeBeacon(b: Beacon): Buffer {
  let codes = b.codes.slice(0, 40);
  for (;;) {
    const buf = Buffer.from(MAGIC + JSON.stringify({ ...b, codes }), 'utf8');
    if (buf.length <= MAX_DATAGRAM || codes.length === 0) return buf;
    codes = codes.slice(0, Math.floor(codes.length / 2));
  }
}

/** Null for anything that is not a well-formed beacon (other apps share ports; the LAN is not trusted). */
export function decodeBeacon(buf: Buffer): Beacon | null {
  if (buf.length > MAX_DATAGRAM) return null;
  const text = buf.toString('utf8');
  if (!text.startsWith(MAGIC)) return null;
  try {
    const r = beaconSchema.safeParse(JSON.parse(text.slice(MAGIC.length)));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

/** Broadcast address of every non-internal IPv4 interface (address | ~netmask). */
export function broadcastAddresses(ifaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces()): string[] {
  const out = new Set<string>();
  for (const list of Object.values(ifaces)) {
    for (const i of list ?? []) {
      if (i.family !== 'IPv4' || i.internal) continue;
      const a = i.address.split('.').map(Number);
      const m = i.netmask.split('.').map(Number);
      if (a.length !== 4 || m.length !== 4 || m.every((x) => x === 255)) continue; // a /32 has no broadcast
      out.add(a.map((x, k) => (x | (~m[k]! & 255)) >>> 0).join('.'));
    }
  }
  return [...out];
}

export interface BeaconAnnouncerOptions {
  beacon: () => Beacon;
  port?: number;
  intervalMs?: number;
  /** Where to send (default: broadcastAddresses() at each send, so interfaces coming up later are covered). */
  targets?: () => string[];
  onError?: (e: Error) => void;
}

export class BeaconAnnouncer {
  private socket: Socket | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly opts: BeaconAnnouncerOptions) {}

  get active(): boolean {
    return this.socket !== null;
  }

  async start(): Promise<void> {
    if (this.socket) return;
    const socket = createSocket({ type: 'udp4', reuseAddr: true });
    socket.on('error', (e) => this.opts.onError?.(e));
    await new Promise<void>((resolve) => socket.bind(0, resolve));
    socket.setBroadcast(true);
    this.socket = socket;
    this.send();
    this.timer = setInterval(() => this.send(), this.opts.intervalMs ?? 2000);
    this.timer.unref();
  }

  /** Send one beacon now (also after a change, e.g. a new open match). */
  send(): void {
    const socket = this.socket;
    if (!socket) return;
    const buf = encodeBeacon(this.opts.beacon());
    for (const addr of (this.opts.targets ?? broadcastAddresses)()) {
      socket.send(buf, this.opts.port ?? BEACON_PORT, addr, (e) => {
        if (e) this.opts.onError?.(e);
      });
    }
  }

  stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (!socket) return Promise.resolve();
    return new Promise<void>((resolve) => socket.close(() => resolve()));
  }
}

export interface BeaconListenerOptions {
  port?: number;
  /** Address to listen on (default all). */
  bind?: string;
  onBeacon: (b: Beacon, from: string) => void;
  onError?: (e: Error) => void;
}

export class BeaconListener {
  private socket: Socket | null = null;

  constructor(private readonly opts: BeaconListenerOptions) {}

  async start(): Promise<void> {
    if (this.socket) return;
    // reuseAddr: several apps on one machine (or a host and its own browser) can all listen to the beacon port.
    const socket = createSocket({ type: 'udp4', reuseAddr: true });
    socket.on('error', (e) => this.opts.onError?.(e));
    socket.on('message', (msg, rinfo) => {
      const b = decodeBeacon(msg);
      if (b) this.opts.onBeacon(b, rinfo.address);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.bind(this.opts.port ?? BEACON_PORT, this.opts.bind, () => {
        socket.off('error', reject);
        resolve();
      });
    });
    this.socket = socket;
  }

  stop(): Promise<void> {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return Promise.resolve();
    return new Promise<void>((resolve) => socket.close(() => resolve()));
  }
}
