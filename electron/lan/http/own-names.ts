import { hostname as osHostname, networkInterfaces } from 'node:os';
import { isIP } from 'node:net';

/**
 * The names and addresses this machine answers to, for the `Host` and `Origin` checks of every listener.
 *
 * Why: a web page anywhere can make the player's browser talk to a LAN host (DNS rebinding: evil.example resolves to
 * 192.168.1.5, so the browser sends `Host: evil.example:7420` and `Origin: http://evil.example:7420`). Answering only
 * requests addressed to one of our own names, and accepting only our own pages' origins, shuts that door while every
 * real player (who types or scans an address of this machine, or is found by discovery) is served.
 */
export interface OwnNamesOptions {
  /** More host names to answer to (e.g. a DNS name the network gives this machine): `--allow-host`. */
  extra?: readonly string[];
  /** For tests: the machine's name and addresses. */
  hostname?: () => string;
  addresses?: () => string[];
}

/** How long a read of the interface list is trusted (addresses change when Wi-Fi changes). */
const REFRESH_MS = 2000;

export class OwnNames {
  private cached: Set<string> | null = null;
  private cachedAt = 0;

  constructor(private readonly opts: OwnNamesOptions = {}) {}

  /** Every name, lower case, IPv6 without brackets. */
  names(): Set<string> {
    const now = performance.now();
    if (this.cached && now - this.cachedAt < REFRESH_MS) return this.cached;
    const host = (this.opts.hostname ?? osHostname)().toLowerCase();
    const list = ['localhost', host, `${host}.local`, ...(this.opts.addresses ?? interfaceAddresses)(), ...(this.opts.extra ?? [])];
    this.cached = new Set(list.map(normalizeName).filter((n): n is string => n !== null));
    this.cachedAt = now;
    return this.cached;
  }

  /** Whether a `Host` header names this machine (any port: the port is the listener's own business). */
  isOwnHost(hostHeader: string | undefined): boolean {
    const name = hostOf(hostHeader);
    return name !== null && (this.names().has(name) || isLoopbackName(name));
  }

  /**
   * Whether a browser `Origin` is one of this listener's own pages: http (we serve nothing else), one of our names, and
   * the listener's port (pages from any other port of this machine are other programs).
   */
  isOwnOrigin(origin: string, port: number): boolean {
    let u: URL;
    try {
      u = new URL(origin);
    } catch {
      return false;
    }
    if (u.protocol !== 'http:' || u.username || u.password || (u.pathname !== '/' && u.pathname !== '')) return false;
    const p = u.port ? Number(u.port) : 80;
    const name = normalizeName(u.hostname);
    return p === port && name !== null && (this.names().has(name) || isLoopbackName(name));
  }
}

function interfaceAddresses(): string[] {
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces())) for (const a of list ?? []) out.push(a.address);
  return out;
}

/** Lower case, no brackets, no zone id, no trailing dot; null when it cannot be a host name at all. */
function normalizeName(raw: string): string | null {
  let n = raw.trim().toLowerCase();
  if (n.startsWith('[') && n.endsWith(']')) n = n.slice(1, -1);
  n = n.replace(/%.*$/, ''); // fe80::1%eth0
  if (n.endsWith('.')) n = n.slice(0, -1);
  if (n.length === 0 || n.length > 253) return null;
  if (isIP(n)) return n;
  return /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(n) ? n : null;
}

/** The host name of a `Host` header value (`name`, `name:port`, `[v6]`, `[v6]:port`); null when malformed. */
export function hostOf(header: string | undefined): string | null {
  if (!header || header.length > 300) return null;
  const h = header.trim();
  const m = /^\[([0-9a-fA-F:.%a-zA-Z0-9]+)\](?::(\d{1,5}))?$/.exec(h) ?? /^([^:[\]]+)(?::(\d{1,5}))?$/.exec(h);
  if (!m) return null;
  if (m[2] !== undefined && Number(m[2]) > 65535) return null;
  return normalizeName(m[1]!);
}

/** 127.0.0.0/8 and ::1 (and IPv4-mapped loopback): always this machine, whatever the interface list says. */
export function isLoopbackName(n: string): boolean {
  if (n === '::1' || n === '0:0:0:0:0:0:0:1') return true;
  const v4 = n.startsWith('::ffff:') ? n.slice(7) : n;
  return isIP(v4) === 4 && v4.startsWith('127.');
}
