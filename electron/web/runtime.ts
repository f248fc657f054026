import { hostname } from 'node:os';
import { Host } from '../../host/host';
import { NodeHost, type NodeHostOptions } from '../host/node-host';
import { DEFAULT_PORT } from '../../protocol/address';
import { HostBrowser } from '../lan/discovery';
import { OwnNames } from '../lan/http/own-names';
import type { LanServerOptions } from '../lan/server';
import { LanSession } from '../lan/session';
import { lanAddresses, startAppListener, type AppListener, type InfoSource } from './server';

/**
 * Everything the app runs outside the renderer, without Electron: the authoritative host (bots in worker threads,
 * journal), the LAN listener (the app for LAN browsers + the protocol WebSocket + discovery announcements), a
 * discovery browser for "Join a LAN game", and (browser mode) the local listener for this machine's browser.
 * `npm start` uses it in browser mode; electron/main.ts uses it with IPC instead of the local listener.
 */
export interface RuntimeOptions {
  staticDir: string;
  /** Serve this machine's browser on 127.0.0.1 (browser mode); Electron uses IPC instead. */
  local?: { port: number } | false;
  /**
   * Serve LAN players (default port 7420, 0 = any); false: no LAN. With `whenNeeded`, the LAN listener (and its
   * discovery announcements) opens only once a match has an open seat: nothing listens on the network before.
   */
  lan?: { port: number; bind?: string; announce?: boolean; whenNeeded?: boolean } | false;
  /** Listen for other hosts' announcements. */
  browse?: boolean;
  host?: NodeHostOptions;
  /** Transport limits of the LAN listener (connections per address, buffers, rate…); defaults in LAN_SERVER_DEFAULTS. */
  lanLimits?: Partial<LanServerOptions>;
  /** More names this machine answers to besides its host name and addresses (`--allow-host`). */
  allowHosts?: string[];
  log?: (line: string) => void;
}

export interface Runtime {
  host: Host;
  local: AppListener | null;
  readonly lan: { listener: AppListener; session: LanSession } | null;
  /** Open the LAN listener now (idempotent). */
  openLan(): Promise<{ listener: AppListener; session: LanSession } | null>;
  info: InfoSource & { lanPort(): number | null };
  close(): Promise<void>;
}

async function listenWithFallback(make: (port: number) => Promise<AppListener>, port: number, log?: (l: string) => void): Promise<AppListener> {
  try {
    return await make(port);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0) throw e;
    log?.(`port ${port} is busy; using a free port instead`);
    return make(0);
  }
}

export async function startRuntime(o: RuntimeOptions): Promise<Runtime> {
  const log = o.log ?? (() => {});
  const host = new NodeHost({ name: `River Tables on ${hostname()}`, botDelayMs: 500, log, ...o.host });
  const restored = host.restore();
  const names = new OwnNames({ extra: o.allowHosts });
  if (restored.restored.length) log(`resumed ${restored.restored.length} saved match(es) from the journal`);

  let browser: HostBrowser | null = null;
  if (o.browse) {
    browser = new HostBrowser({ onError: (e) => log(`discovery: ${e.message}`) });
    try {
      await browser.start();
    } catch (e) {
      log(`discovery browser unavailable: ${(e as Error).message}`);
      browser = null;
    }
  }

  type Lan = { listener: AppListener; session: LanSession };
  let lan = null as Lan | null;
  const info = {
    addresses: () => (lan ? lanAddresses().map((a) => `http://${a}:${lan!.listener.port}`) : []),
    discovered: () => (browser?.list() ?? []).filter((h) => h.id !== host.id).map((h) => ({ name: h.name, url: h.url, matches: h.codes.length })),
    lanPort: () => lan?.listener.port ?? null,
  };

  let opening: Promise<Lan | null> | null = null;
  const openLan = (): Promise<Lan | null> => {
    if (!o.lan) return Promise.resolve(null);
    const lanOpts = o.lan;
    opening ??= (async () => {
      const listener = await listenWithFallback(
        (port) => startAppListener({ staticDir: o.staticDir, role: 'lan', host, info, port, bind: lanOpts.bind ?? '0.0.0.0', names, log }),
        lanOpts.port ?? DEFAULT_PORT,
        log,
      );
      let session: LanSession;
      try {
        session = await LanSession.open({ host, upgrades: listener.upgrades, announce: lanOpts.announce ?? true, log, lan: o.lanLimits });
      } catch (e) {
        log(`LAN announcements unavailable (${(e as Error).message}); players can still type the address`);
        session = await LanSession.open({ host, upgrades: listener.upgrades, announce: false, log, lan: o.lanLimits });
      }
      const opened: Lan = { listener, session };
      lan = opened;
      log(`LAN: players join at ${info.addresses().join(', ') || `port ${listener.port} (no LAN address found)`}`);
      return opened;
    })();
    return opening;
  };
  let offChange: (() => void) | null = null;
  if (o.lan && !o.lan.whenNeeded) await openLan();
  else if (o.lan) {
    const check = () => {
      if (host.openCodes().length > 0) {
        offChange?.();
        offChange = null;
        void openLan().catch((e) => log(`LAN listener failed: ${(e as Error).message}`));
      }
    };
    offChange = host.onChange(check);
    check();
  }

  const local = o.local ? await listenWithFallback((port) => startAppListener({ staticDir: o.staticDir, role: 'local', host, info, port, names, log }), o.local.port, log) : null;

  return {
    host,
    local,
    get lan() {
      return lan;
    },
    openLan,
    info,
    async close() {
      offChange?.();
      await local?.close();
      if (lan) {
        await lan.session.close();
        await lan.listener.close();
      }
      await browser?.stop();
      await host.close();
    },
  };
}
