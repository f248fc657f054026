import type { ServerMessage } from '../protocol/messages';

/**
 * One peer of the host: a LAN WebSocket, the Electron renderer over IPC, or a test. Every peer goes through the same
 * Host.receive → per-seat outbound path, so a local seat and a remote seat cannot behave differently.
 */
export interface Connection {
  /** Unique per host process; for logs only. */
  readonly id: string;
  /**
   * 'local': the app's own renderer or an in-process caller (trusted to create matches and choose seeds by default);
   * 'remote': a LAN client.
   */
  readonly kind: 'local' | 'remote';
  /** Peer address for the host log (never sent to anyone). */
  readonly peer: string;
  /**
   * The remote IP address (IPv4-mapped IPv6 folded to IPv4) that per-address limits count against; null for local
   * connections, which are this machine's own app and exempt from them.
   */
  readonly address: string | null;
  /**
   * Deliver one message. `text` is the message already encoded as JSON when the host had it (shared by all
   * spectators of a broadcast); transports that need text use it instead of encoding again.
   */
  send(msg: ServerMessage, text?: string): void;
  /** End the connection (the host calls this for protocol violations it will not serve further). */
  close(code: number, reason: string): void;
}

let nextId = 1;
export const newConnectionId = (prefix: string): string => `${prefix}${nextId++}`;

/** The in-process end of a local connection, for the Electron main process (IPC) and tests. */
export interface LocalPeer {
  readonly connection: Connection;
  /** Send a client message (any value: it is validated exactly like a LAN frame). */
  send(msg: unknown): void;
  /** Disconnect (the host sees the peer drop, as with a closed socket). */
  close(): void;
  readonly closed: boolean;
}

/** Who created a match: per-client limits count against it, and an expiry notice goes to it. */
export interface Creator {
  conn: Connection;
  /** Remote address; null for a local connection. */
  address: string | null;
}
