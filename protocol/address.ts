/**
 * What a person types into "Join a LAN game": host:port, a bare host, a ws:// URL, or a short room code.
 * Browser-safe (no Node imports).
 */
import { ROOM_CODE_ALPHABET } from './messages';

/** Port the host listens on unless told otherwise. */
export const DEFAULT_PORT = 7420;

export type TypedAddress = { kind: 'url'; url: string; host: string; port: number } | { kind: 'code'; code: string } | { kind: 'error'; message: string };

const codeRe = new RegExp(`^[${ROOM_CODE_ALPHABET}]{4,8}$`);

export function parseTypedAddress(input: string, defaultPort: number = DEFAULT_PORT): TypedAddress {
  const s = input.trim();
  if (s.length === 0) return { kind: 'error', message: 'type an address such as 192.168.1.20:7420, or a room code' };
  if (s.length > 200) return { kind: 'error', message: 'that address is too long' };
  if (codeRe.test(s.toUpperCase()) && !/^\d+$/.test(s)) return { kind: 'code', code: s.toUpperCase() };
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(s)?.[1]?.toLowerCase();
  // The host screen shows http:// addresses (the app is served there too): same host and port.
  const map: Record<string, string> = { ws: 'ws', wss: 'wss', http: 'ws', https: 'wss' };
  if (scheme && !map[scheme]) return { kind: 'error', message: `"${scheme}://" addresses are not supported (use host:port or ws://host:port)` };
  let url: URL;
  try {
    url = new URL(scheme ? `${map[scheme]}${s.slice(scheme.length)}` : `ws://${s}`);
  } catch {
    return { kind: 'error', message: `"${s}" is not an address (expected host:port, e.g. 192.168.1.20:${defaultPort})` };
  }
  if (!url.hostname) return { kind: 'error', message: `"${s}" has no host name` };
  if (url.username || url.password) return { kind: 'error', message: 'addresses with a user name or password are not supported' };
  const port = url.port ? Number(url.port) : defaultPort;
  const host = url.hostname;
  const path = url.pathname === '/' ? '' : url.pathname;
  const h = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return { kind: 'url', url: `${url.protocol}//${h}:${port}${path}`, host: host.replace(/^\[|\]$/g, ''), port };
}
