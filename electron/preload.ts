/**
 * Sandboxed preload (bundled to one CommonJS file: a sandboxed preload may only require 'electron' and a few
 * polyfilled modules). It exposes a narrow, typed API as `window.riverTables` through contextBridge: one channel
 * to send protocol messages to the host, one to receive them, four app calls, and the remote bridge to another
 * machine's host (open / send / close, messages and statuses back). Never ipcRenderer itself, never a generic
 * channel argument.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { IPC, type HostInfoDto, type OpenRecordResult, type RemoteOpenResult, type RemoteStatusDto, type RiverTablesBridge } from '../protocol/ipc';

const MAX_MESSAGE_BYTES = 64 * 1024;

type Ipc = Pick<typeof ipcRenderer, 'send' | 'invoke' | 'on' | 'removeListener'>;

/** Main validates every message with the protocol schema; this only refuses what could never be valid. */
function plausibleMessage(msg: unknown): boolean {
  if (typeof msg !== 'object' || msg === null) return false;
  try {
    return JSON.stringify(msg).length <= MAX_MESSAGE_BYTES;
  } catch {
    return false;
  }
}

/** Subscribe `cb` to a push channel; returns the unsubscribe function. */
function listen(ipc: Ipc, channel: string, cb: (...args: unknown[]) => void): () => void {
  if (typeof cb !== 'function') throw new TypeError('a listener must be a function');
  const listener = (_e: IpcRendererEvent, ...args: unknown[]) => cb(...args);
  ipc.on(channel, listener);
  return () => ipc.removeListener(channel, listener);
}

function remoteApi(ipc: Ipc): RiverTablesBridge['remote'] {
  return Object.freeze({
    open: (url: string) => ipc.invoke(IPC.remoteOpen, String(url)) as Promise<RemoteOpenResult>,
    send(id: number, msg: unknown): void {
      if (plausibleMessage(msg)) ipc.send(IPC.remoteSend, Number(id), msg);
    },
    close: (id: number) => ipc.invoke(IPC.remoteClose, Number(id)) as Promise<{ closed: boolean }>,
    onMessage: (cb: (id: number, msg: unknown) => void) => listen(ipc, IPC.remoteMessage, (id, msg) => cb(Number(id), msg)),
    onStatus: (cb: (s: RemoteStatusDto) => void) => listen(ipc, IPC.remoteStatus, (s) => cb(s as RemoteStatusDto)),
  });
}

function createBridge(ipc: Ipc, info: { platform: string; versions: Record<string, string | undefined> }): RiverTablesBridge {
  return Object.freeze({
    platform: info.platform,
    versions: Object.freeze({ app: __APP_VERSION__, electron: info.versions.electron ?? '', chrome: info.versions.chrome ?? '' }),
    host: Object.freeze({
      send(msg: unknown): void {
        if (plausibleMessage(msg)) ipc.send(IPC.hostSend, msg);
      },
      onMessage: (cb: (msg: unknown) => void) => listen(ipc, IPC.hostMessage, (msg) => cb(msg)),
    }),
    app: Object.freeze({
      info: () => ipc.invoke(IPC.appInfo) as Promise<HostInfoDto>,
      saveRecord: (p: { suggestedName: string; json: string }) => ipc.invoke(IPC.saveRecord, { suggestedName: String(p?.suggestedName ?? ''), json: String(p?.json ?? '') }) as Promise<{ saved: boolean; path?: string }>,
      openRecord: () => ipc.invoke(IPC.openRecord) as Promise<OpenRecordResult>,
      matchRecord: (matchId: string) => ipc.invoke(IPC.matchRecord, String(matchId)) as Promise<{ record: unknown | null }>,
    }),
    remote: remoteApi(ipc),
  });
}

contextBridge.exposeInMainWorld('riverTables', createBridge(ipcRenderer, { platform: process.platform, versions: process.versions }));
