/**
 * Sandboxed preload (bundled to one CommonJS file: a sandboxed preload may only require 'electron' and a few
 * polyfilled modules). It exposes a narrow, typed API as `window.riverTables` through contextBridge: one channel
 * to send protocol messages to the host, one to receive them, and four app calls. Never ipcRenderer itself, never a
 * generic channel argument.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { IPC, type HostInfoDto, type RiverTablesBridge } from './ipc-contract';

const MAX_MESSAGE_BYTES = 64 * 1024;

export function createBridge(ipc: Pick<typeof ipcRenderer, 'send' | 'invoke' | 'on' | 'removeListener'>, info: { platform: string; versions: Record<string, string | undefined> }): RiverTablesBridge {
  return Object.freeze({
    platform: info.platform,
    versions: Object.freeze({ app: '0.1.0', electron: info.versions.electron ?? '', chrome: info.versions.chrome ?? '' }),
    host: Object.freeze({
      send(msg: unknown): void {
        // Main validates every message with the protocol schema; this only refuses what could never be valid.
        if (typeof msg !== 'object' || msg === null) return;
        let size = 0;
        try {
          size = JSON.stringify(msg).length;
        } catch {
          return;
        }
        if (size > MAX_MESSAGE_BYTES) return;
        ipc.send(IPC.hostSend, msg);
      },
      onMessage(cb: (msg: unknown) => void): () => void {
        if (typeof cb !== 'function') throw new TypeError('onMessage needs a function');
        const listener = (_e: IpcRendererEvent, msg: unknown) => cb(msg);
        ipc.on(IPC.hostMessage, listener);
        return () => ipc.removeListener(IPC.hostMessage, listener);
      },
    }),
    app: Object.freeze({
      info: () => ipc.invoke(IPC.appInfo) as Promise<HostInfoDto>,
      saveRecord: (p: { suggestedName: string; json: string }) => ipc.invoke(IPC.saveRecord, { suggestedName: String(p?.suggestedName ?? ''), json: String(p?.json ?? '') }) as Promise<{ saved: boolean; path?: string }>,
      openRecord: () => ipc.invoke(IPC.openRecord) as Promise<{ json: string | null; name?: string }>,
      matchRecord: (matchId: string) => ipc.invoke(IPC.matchRecord, String(matchId)) as Promise<{ record: unknown | null }>,
    }),
  });
}

contextBridge.exposeInMainWorld('riverTables', createBridge(ipcRenderer, { platform: process.platform, versions: process.versions }));
