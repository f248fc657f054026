import type { ClientMessage, ServerMessage } from '../../protocol/messages';

export type { ClientMessage, ServerMessage };

export type TransportStatus = 'connecting' | 'open' | 'closed';

/** Facts about the host that are not game traffic: LAN addresses, discovered hosts. Optional per transport. */
export interface HostInfo {
  /** Where LAN players can reach this host (http URLs that serve the app); empty when LAN is off. */
  addresses: string[];
  /** Other hosts found on the LAN (UDP beacon, mDNS). */
  discovered: { name: string; url: string; matches?: number }[];
  /** "electron", "browser" (npm start fallback) or "remote" (this page came from another machine's host). */
  mode: 'electron' | 'browser' | 'remote' | 'memory';
}

/**
 * The one way the renderer talks to a host: protocol messages (protocol/messages.ts) in both directions.
 * Implementations: WebSocket (browser, LAN peer), IPC (Electron preload bridge), memory (tests and offline dev).
 */
export interface Transport {
  readonly kind: 'ws' | 'ipc' | 'memory';
  send(msg: ClientMessage): void;
  onMessage(cb: (msg: ServerMessage) => void): () => void;
  onStatus(cb: (s: TransportStatus) => void): () => void;
  status(): TransportStatus;
  hostInfo(): Promise<HostInfo>;
  /** The record of a finished match held by this host, or null (not over, not allowed, not available). */
  record(matchId: string): Promise<unknown | null>;
  close(): void;
}

/** Small helper shared by implementations. */
export class Emitter<T> {
  private readonly subs = new Set<(v: T) => void>();
  on(cb: (v: T) => void): () => void {
    this.subs.add(cb);
    return () => this.subs.delete(cb);
  }
  emit(v: T): void {
    for (const cb of [...this.subs]) cb(v);
  }
}

/**
 * What every transport keeps the same way: its status and the listeners of messages and status changes. Subclasses
 * call `setStatus` and `emitMessage`, and schedule reconnects with `reconnectDelay`.
 */
export abstract class TransportBase {
  private st: TransportStatus = 'connecting';
  private readonly messages = new Emitter<ServerMessage>();
  private readonly statuses = new Emitter<TransportStatus>();

  protected setStatus(s: TransportStatus): void {
    if (s === this.st) return;
    this.st = s;
    this.statuses.emit(s);
  }

  protected emitMessage(msg: ServerMessage): void {
    this.messages.emit(msg);
  }

  onMessage(cb: (msg: ServerMessage) => void): () => void {
    return this.messages.on(cb);
  }

  onStatus(cb: (s: TransportStatus) => void): () => void {
    return this.statuses.on(cb);
  }

  status(): TransportStatus {
    return this.st;
  }
}

/** Back-off before reconnect attempt `retry` (0, 1, 2…): 250 ms doubling up to 5 s. */
export const reconnectDelay = (retry: number): number => Math.min(5000, 250 * 2 ** retry);
