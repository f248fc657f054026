import { networkInterfaces } from 'node:os';
import type { Host } from '../../host/host';
import { Announcer, type AnnouncerOptions } from './discovery';
import type { GuardedServer } from './http/guard';
import { LanServer, type LanServerOptions } from './server';

/**
 * "Open a LAN game": the WebSocket server for a host plus, optionally, its discovery announcements. The Electron main
 * process opens one when the user hosts a LAN game and closes it when that ends; `npm run host` keeps one open.
 * Announcing never starts by itself: only `announce: true` here does.
 */
export interface LanSessionOptions {
  host: Host;
  port?: number;
  bind?: string;
  /** Share the front door of the HTTP listener that serves the app to LAN browsers (its `/ws` path). */
  upgrades?: GuardedServer;
  path?: string;
  announce?: boolean;
  /** Passed to the Announcer (beacon port, interval, targets…). */
  discovery?: Partial<AnnouncerOptions>;
  lan?: Partial<LanServerOptions>;
  log?: (line: string) => void;
}

export class LanSession {
  private offChange: (() => void) | null = null;

  private constructor(
    readonly server: LanServer,
    readonly announcer: Announcer | null,
  ) {}

  static async open(o: LanSessionOptions): Promise<LanSession> {
    const server = await LanServer.listen({ host: o.host, port: o.port, bind: o.bind, upgrades: o.upgrades, path: o.path, log: o.log, ...o.lan });
    let announcer: Announcer | null = null;
    const session = new LanSession(server, null);
    if (o.announce) {
      announcer = new Announcer({
        id: o.host.id, name: o.host.name, port: server.address().port, path: o.path, codes: () => o.host.openCodes(),
        onError: (e) => o.log?.(`discovery: ${e.message}`),
        ...o.discovery,
      });
      try {
        await announcer.start();
      } catch (e) {
        await server.close();
        throw e;
      }
      (session as { announcer: Announcer | null }).announcer = announcer;
      session.offChange = o.host.onChange(() => announcer!.poke());
    }
    return session;
  }

  get port(): number {
    return this.server.address().port;
  }

  /** ws:// URLs others on the LAN can use (one per IPv4 interface; loopback when bound to it). */
  urls(): string[] {
    const a = this.server.address();
    if (a.address !== '0.0.0.0' && a.address !== '::') return [this.server.url()];
    const out: string[] = [];
    for (const list of Object.values(networkInterfaces())) {
      for (const i of list ?? []) if (i.family === 'IPv4' && !i.internal) out.push(this.server.url(i.address));
    }
    return out.length ? out : [this.server.url('127.0.0.1')];
  }

  async close(): Promise<void> {
    this.offChange?.();
    await this.announcer?.stop();
    await this.server.close();
  }
}
