import { IpcTransport } from './ipc';
import { InPageTransport } from './inpage/transport';
import type { HostInfo, Transport } from '../../client/transport';
import { WsTransport, fetchHostInfo } from './ws';

export * from '../../client/transport';
export { Session, viewerKey, RequestError, type MatchFeed, type HeldSeat, type SavedSeats, type SessionEvent, type SentIntent } from '../../client/session';

/**
 * Pick the transport for this page: the Electron preload bridge when present, otherwise a WebSocket to the host
 * that served the page (the `npm start` browser fallback and every LAN browser). `?transport=memory` runs the host
 * itself in this page (loaded on demand), for offline play, development and renderer tests.
 */
export function createTransport(loc: Location = window.location): Transport {
  const params = new URLSearchParams(loc.search);
  if (window.riverTables) return new IpcTransport(window.riverTables);
  if (params.get('transport') === 'memory') {
    const delay = Number(params.get('botDelay') ?? '350');
    return new InPageTransport({ botDelayMs: Number.isFinite(delay) ? delay : 350 });
  }
  const proto = loc.protocol === 'https:' ? 'wss:' : 'ws:';
  return new WsTransport(`${proto}//${loc.host}${isLocalPage() ? '/local' : '/ws'}`, `${loc.origin}/api/info`);
}

/**
 * Whether this page was served to this machine's own browser (browser mode of `npm start`): the server that served it
 * says which endpoint is ours, /local (the trusted bridge) or /ws (a LAN guest's page).
 */
export function isLocalPage(): boolean {
  return document.querySelector('meta[name="rt-endpoint"]')?.getAttribute('content') === '/local';
}

/** What the server that served this page knows (its LAN addresses, the hosts its discovery found). */
export async function localHostInfo(): Promise<HostInfo> {
  return fetchHostInfo(`${window.location.origin}/api/info`);
}
