/**
 * Every URL decision of the Electron main process, as pure functions (no `electron` import, so they are unit-tested
 * with tables of hostile URLs in test/security/electron.test.ts):
 *
 * - which pages the window may show (navigation, redirects, IPC sender frames): `isTrustedRendererUrl`;
 * - which links may leave the app for the system browser: `externalLinkUrl` (LAN addresses only);
 * - which WebSocket URLs the "Join a LAN game" bridge may dial: `checkRemoteSocketUrl`, then `isLanIp` on the
 *   address it actually connects to.
 *
 * Each one PARSES the URL and compares scheme, hostname and port exactly: text prefixes and regular expressions on
 * a whole URL are what let `http://localhost@evil.example/` through before.
 */

/** The host name the packaged renderer is served on (app://river-tables/…, see serveRenderer in main.ts). */
export const APP_HOST = 'river-tables';

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

const hasUserinfo = (u: URL): boolean => u.username !== '' || u.password !== '';

/** Pages main lets the window show: the packaged renderer, or the dev server (on loopback) in development. */
export function isTrustedRendererUrl(url: string, devServer: string | undefined): boolean {
  const u = parse(url);
  if (!u || hasUserinfo(u)) return false;
  if (u.protocol === 'app:') return u.hostname === APP_HOST && u.port === '';
  if (!devServer) return false;
  const d = parse(devServer);
  if (!d || hasUserinfo(d) || d.protocol !== 'http:' || !isLoopbackHostname(d.hostname)) return false;
  // Same scheme, host and port as the dev server: origin equality covers all three.
  return u.protocol === 'http:' && u.origin === d.origin;
}

/** Four decimal octets, each 0–255, as the URL parser prints an IPv4 host; anything else is null. */
function ipv4Octets(text: string): [number, number, number, number] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!m) return null;
  const o = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])] as const;
  return o.every((x) => x <= 255) ? [o[0], o[1], o[2], o[3]] : null;
}

function isLanIpv4(text: string): boolean {
  const o = ipv4Octets(text);
  if (!o) return false;
  const [a, b] = o;
  // 169.254/16 (link-local) is deliberately absent: it holds cloud metadata endpoints and no LAN host uses it.
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/** IPv6 loopback (::1) and unique-local (fc00::/7). Link-local fe80::/10 is absent: URLs cannot carry its zone. */
function isLanIpv6(text: string): boolean {
  const s = text.toLowerCase();
  if (s === '::1') return true;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(s);
  if (mapped) return isLanIpv4(mapped[1]!);
  const first = /^([0-9a-f]{1,4}):[0-9a-f:]*$/.exec(s);
  return !!first && (parseInt(first[1]!, 16) & 0xfe00) === 0xfc00;
}

/** An IP address (no brackets) on this machine or the private LAN: 127/8, 10/8, 172.16/12, 192.168/16, ::1, fc00::/7. */
export function isLanIp(ip: string): boolean {
  return ip.includes(':') ? isLanIpv6(ip) : isLanIpv4(ip);
}

function isLoopbackHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || ipv4Octets(hostname)?.[0] === 127;
}

/** A URL hostname (IPv6 in brackets) that is `localhost` or a LAN IP literal. Other names are never trusted here. */
export function isLanHostname(hostname: string): boolean {
  if (hostname === 'localhost') return true;
  if (hostname.startsWith('[') && hostname.endsWith(']')) return isLanIpv6(hostname.slice(1, -1));
  return isLanIpv4(hostname);
}

/**
 * A link the app may hand to the system browser, as the exact text to open; null if refused. Only plain http(s) to
 * `localhost` or a LAN IP literal, without user name or password, written in canonical form: the parser's own
 * output must equal the input (a bare origin may omit the final "/"). That refuses every alternative spelling at
 * once (mixed case, trailing dots, `0x7f.1`, `2130706433`, percent-escapes, full-width digits, backslashes), which
 * other URL parsers may read differently from this one; the app never writes links that way.
 */
export function externalLinkUrl(url: string): string | null {
  const u = parse(url);
  if (!u || hasUserinfo(u)) return null;
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  if (u.href !== url && u.href !== `${url}/`) return null;
  return isLanHostname(u.hostname) ? u.href : null;
}

export type RemoteUrlCheck = { ok: true; url: string; hostname: string; port: number } | { ok: false; error: string };

const DEFAULT_PORTS: Record<string, number> = { 'ws:': 80, 'wss:': 443 };

/**
 * The URL the remote bridge may dial: ws:// or wss://, a host name, a port (written, or the scheme's default), no
 * user name or password, no fragment. Whether the host is on the LAN is checked on the address actually dialled
 * (remote-bridge.ts), since a name only says so after it is resolved.
 */
export function checkRemoteSocketUrl(url: string): RemoteUrlCheck {
  if (url.length > 300) return { ok: false, error: 'the host address is too long (300 characters at most)' };
  const u = parse(url);
  if (!u) return { ok: false, error: `"${url}" is not a URL (expected ws://host:port)` };
  const defaultPort = DEFAULT_PORTS[u.protocol];
  if (defaultPort === undefined) return { ok: false, error: `"${u.protocol}//" is not a WebSocket URL (expected ws://host:port or wss://host:port)` };
  const port = u.port ? Number(u.port) : defaultPort;
  if (hasUserinfo(u)) return { ok: false, error: 'a host address with a user name or password is refused' };
  if (!u.hostname) return { ok: false, error: `"${url}" has no host name` };
  if (u.hash) return { ok: false, error: 'a host address with a #fragment is refused' };
  const bare = u.hostname.startsWith('[') ? u.hostname.slice(1, -1) : u.hostname;
  return { ok: true, url: u.href, hostname: bare, port };
}
