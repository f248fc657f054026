import type { ClientMessage, ServerMessage } from '../protocol/messages';

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
 * The one way a client talks to a host: protocol messages (protocol/messages.ts) in both directions.
 * Implementations: WebSocket (client/ws.ts: the page, LAN peers, Node tests and benches), IPC and the remote bridge
 * (renderer/net: Electron preload), memory (tests and offline dev).
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
  /** Open again after the connection closed (a transport that reconnects by itself, or never drops, has none). */
  reopen?(): void;
  /** Drop the connection as a network failure would, without reconnecting: `reopen` brings it back. */
  drop?(): void;
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

/** Bounds of the reconnect back-off (tests that restart a host shorten them). */
export interface Backoff {
  minMs?: number;
  maxMs?: number;
}

/** Back-off before reconnect attempt `retry` (0, 1, 2…): 250 ms doubling up to 5 s, unless told otherwise. */
export const reconnectDelay = (retry: number, { minMs = 250, maxMs = 5000 }: Backoff = {}): number => Math.min(maxMs, minMs * 2 ** retry);
