import type { RiverTablesBridge } from '../../protocol/ipc';
import { parseServerMessage } from '../../protocol/messages';
import { Emitter, type ClientMessage, type HostInfo, type ServerMessage, type Transport, type TransportStatus } from '../../client/transport';

declare global {
  interface Window {
    riverTables?: RiverTablesBridge;
  }
}

/** Electron: protocol messages over the preload bridge to the host in the main process. */
export class IpcTransport implements Transport {
  readonly kind = 'ipc' as const;
  private readonly messages = new Emitter<ServerMessage>();
  private readonly statuses = new Emitter<TransportStatus>();
  private readonly off: () => void;

  constructor(private readonly bridge: RiverTablesBridge) {
    this.off = bridge.host.onMessage((raw) => {
      const r = parseServerMessage(raw);
      if (r.ok) this.messages.emit(r.msg);
      else console.warn('river-tables: ignored a bad host message:', r.message);
    });
  }

  send(msg: ClientMessage): void {
    this.bridge.host.send(msg);
  }
  onMessage(cb: (msg: ServerMessage) => void): () => void {
    return this.messages.on(cb);
  }
  onStatus(cb: (s: TransportStatus) => void): () => void {
    return this.statuses.on(cb);
  }
  status(): TransportStatus {
    return 'open';
  }
  async hostInfo(): Promise<HostInfo> {
    return this.bridge.app.info();
  }
  async record(matchId: string): Promise<unknown | null> {
    return (await this.bridge.app.matchRecord(matchId)).record;
  }
  close(): void {
    this.off();
  }
}
