import type { MatchRecord } from '../../../engine/core/record';
import { Host, type HostOptions } from '../../../host/host';
import { MemoryJournal } from '../../../host/memory-journal';
import { webRandom } from '../../../host/web-ids';
import type { ClientMessage, ServerMessage } from '../../../protocol/messages';
import { pageBots } from './worker-bots';

/** As for Host; `bots` defaults to a Web Worker (this thread where there is none), `games` to engine/games.ts. */
export type InPageHostOptions = Pick<HostOptions, 'botDelayMs' | 'bots' | 'games'>;

/** The real host, running in this page, and this page's one connection to it. */
export interface InPageHost {
  send(msg: ClientMessage): void;
  /** A finished match's record (null while it is not over). */
  record(matchId: string): MatchRecord | null;
  close(): Promise<void>;
}

/**
 * Loaded on demand by InPageTransport (`?transport=memory`), so the app's main bundle carries neither the host nor
 * the bots. The page's ports: an in-memory journal (a reload starts empty), Web Crypto ids, bots in a Web Worker.
 */
export function openInPageHost(onMessage: (msg: ServerMessage) => void, opts: InPageHostOptions = {}): InPageHost {
  const host = new Host({
    name: 'This page', storage: () => new MemoryJournal(), random: webRandom, ...opts, bots: opts.bots ?? pageBots(),
  });
  const peer = host.connectLocal(onMessage, { peer: 'page' });
  return {
    send: (msg) => peer.send(msg),
    record: (id) => host.finishedRecord(id),
    close: () => host.close(),
  };
}
