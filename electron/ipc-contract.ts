/**
 * The typed IPC contract between electron/main.ts and electron/preload.ts, and the shape of the bridge the renderer
 * sees as `window.riverTables`. Imports nothing (no `electron`, no zod: the sandboxed preload bundles it), so the renderer may import its types.
 *
 * Game traffic is the LAN protocol itself (electron/lan/protocol.ts) on one channel each way, so a local seat and a
 * LAN seat cannot behave differently. Everything else is a short list of invoke channels, each with a zod schema
 * for its input (ipc-schemas.ts); main checks the sender frame and parses the input before any handler runs.
 */
export const IPC = {
  /** renderer → main (send): one client protocol message, validated by parseClientMessage in main. */
  hostSend: 'rt:host-send',
  /** main → renderer (push): one server protocol message. */
  hostMessage: 'rt:host-message',
  /** invoke: host facts (LAN addresses, discovered hosts). */
  appInfo: 'rt:app-info',
  /** invoke: save a match record through a native save dialog. */
  saveRecord: 'rt:save-record',
  /** invoke: open a match record through a native open dialog. */
  openRecord: 'rt:open-record',
  /** invoke: the record of a finished match on the local host (refused while it is being played: it holds the seed). */
  matchRecord: 'rt:match-record',
} as const;

export type InvokeChannel = (typeof IPC)['appInfo' | 'saveRecord' | 'openRecord' | 'matchRecord'];

export interface HostInfoDto {
  addresses: string[];
  discovered: { name: string; url: string; matches?: number }[];
  mode: 'electron';
}

export interface InvokeOutputs {
  [IPC.appInfo]: HostInfoDto;
  [IPC.saveRecord]: { saved: boolean; path?: string };
  [IPC.openRecord]: { json: string | null; name?: string };
  [IPC.matchRecord]: { record: unknown | null };
}

/** What preload exposes with contextBridge (never ipcRenderer itself, never a generic channel argument). */
export interface RiverTablesBridge {
  readonly platform: string;
  readonly versions: { app: string; electron: string; chrome: string };
  host: {
    /** Send one client protocol message to the in-process host. */
    send(msg: unknown): void;
    /** Receive server protocol messages; returns an unsubscribe function. */
    onMessage(cb: (msg: unknown) => void): () => void;
  };
  app: {
    info(): Promise<HostInfoDto>;
    saveRecord(p: { suggestedName: string; json: string }): Promise<{ saved: boolean; path?: string }>;
    openRecord(): Promise<{ json: string | null; name?: string }>;
    matchRecord(matchId: string): Promise<{ record: unknown | null }>;
  };
}

/** Pages main lets the window show: the packaged renderer, or the dev server in development. */
export function isTrustedRendererUrl(url: string, devServer: string | undefined): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.protocol === 'app:' && u.host === 'river-tables') return true;
  if (devServer) {
    try {
      const d = new URL(devServer);
      return u.origin === d.origin && (d.hostname === '127.0.0.1' || d.hostname === 'localhost');
    } catch {
      return false;
    }
  }
  return false;
}
