/**
 * The typed IPC contract between electron/main.ts and electron/preload.ts, and the shape of the bridge the renderer
 * sees as `window.riverTables`. Imports nothing (no `electron`, no zod: the sandboxed preload bundles it), so the renderer may import its types.
 *
 * Game traffic is the LAN protocol itself (protocol/messages.ts) on one channel each way, so a local seat and a
 * LAN seat cannot behave differently. "Join a LAN game" uses the same protocol on a second set of channels: main
 * holds the WebSocket to the other host (electron/remote-bridge.ts), the page has no network access of its own. Everything else is a short list of invoke channels, each with a zod schema
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
  /** invoke: connect this window's remote bridge to another host's ws:// URL (closes the previous one). */
  remoteOpen: 'rt:remote-open',
  /** invoke: close the remote connection with this id. */
  remoteClose: 'rt:remote-close',
  /** renderer → main (send): connection id + one client protocol message, validated by parseClientMessage in main. */
  remoteSend: 'rt:remote-send',
  /** main → renderer (push): connection id + one server protocol message from the remote host. */
  remoteMessage: 'rt:remote-message',
  /** main → renderer (push): a RemoteStatusDto. */
  remoteStatus: 'rt:remote-status',
} as const;

export type InvokeChannel = (typeof IPC)['appInfo' | 'saveRecord' | 'openRecord' | 'matchRecord' | 'remoteOpen' | 'remoteClose'];

/** Answer to remoteOpen: the id that later statuses and messages carry, or why the URL was refused. */
export type RemoteOpenResult = { ok: true; id: number } | { ok: false; error: string };
/** The remote connection `id` opened, or closed (with the reason when it was not asked for). */
export type RemoteStatusDto = { id: number; status: 'open' } | { id: number; status: 'closed'; error?: string };

/** The remote-bridge operations, whoever carries them: IPC in Electron, the local page's `/remote` socket in a browser. */
export type RemotePort = RiverTablesBridge['remote'];

/** `/remote` socket (browser mode): what the page sends. */
export type RemoteEnvelopeIn = { op: 'open'; ref: number; url: string } | { op: 'send'; id: number; msg: unknown } | { op: 'close'; id: number };
/** `/remote` socket: what the page receives. */
export type RemoteEnvelopeOut = { op: 'opened'; ref: number; result: RemoteOpenResult } | { op: 'status'; status: RemoteStatusDto } | { op: 'message'; id: number; msg: unknown };

export interface HostInfoDto {
  addresses: string[];
  discovered: { name: string; url: string; matches?: number }[];
  mode: 'electron';
}

/**
 * A record file read by main through the file dialog: its text (null when the dialog was cancelled or the file was
 * refused), its name, and why it was refused (empty, over the size cap, not a file) so the page can say so.
 */
export interface OpenRecordResult {
  json: string | null;
  name?: string;
  error?: string;
}

export interface InvokeOutputs {
  [IPC.appInfo]: HostInfoDto;
  [IPC.saveRecord]: { saved: boolean; path?: string };
  [IPC.openRecord]: OpenRecordResult;
  [IPC.matchRecord]: { record: unknown | null };
  [IPC.remoteOpen]: RemoteOpenResult;
  [IPC.remoteClose]: { closed: boolean };
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
    openRecord(): Promise<OpenRecordResult>;
    matchRecord(matchId: string): Promise<{ record: unknown | null }>;
  };
  /** Another machine's host, reached through main (the page itself may open no WebSocket). */
  remote: {
    open(url: string): Promise<RemoteOpenResult>;
    /** Send one client protocol message on connection `id`. */
    send(id: number, msg: unknown): void;
    close(id: number): Promise<{ closed: boolean }>;
    onMessage(cb: (id: number, msg: unknown) => void): () => void;
    onStatus(cb: (s: RemoteStatusDto) => void): () => void;
  };
}
