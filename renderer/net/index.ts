import { IpcTransport } from './ipc';
import { MemoryTransport } from './memory';
import type { Transport } from './transport';
import { WsTransport } from './ws';

export * from './transport';
export { Session, viewerKey, RequestError, type MatchFeed, type HeldSeat, type SavedSeats, type SessionEvent } from './session';

/**
 * Pick the transport for this page: the Electron preload bridge when present, otherwise a WebSocket to the host
 * that served the page (the `npm start` browser fallback and every LAN browser). `?transport=memory` runs a small
 * in-page host for development and renderer tests.
 */
export function createTransport(loc: Location = window.location): Transport {
  const params = new URLSearchParams(loc.search);
  if (window.riverTables) return new IpcTransport(window.riverTables);
  if (params.get('transport') === 'memory') {
    const delay = Number(params.get('botDelay') ?? '350');
    return new MemoryTransport({ botDelayMs: Number.isFinite(delay) ? delay : 350 });
  }
  const proto = loc.protocol === 'https:' ? 'wss:' : 'ws:';
  // The server that served this page says which endpoint is ours: /local (this machine's trusted bridge) or /ws (LAN).
  const meta = document.querySelector('meta[name="rt-endpoint"]')?.getAttribute('content');
  const path = meta === '/local' ? '/local' : '/ws';
  return new WsTransport(`${proto}//${loc.host}${path}`, `${loc.origin}/api/info`);
}
