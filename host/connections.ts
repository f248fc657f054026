import type { Seat } from '../engine/core/types';
import { LIMITS, type ServerMessage } from '../protocol/messages';
import { newConnectionId, type Connection, type LocalPeer } from './connection';
import type { Limits } from './limits';
import { requestBucket, type TokenBucket } from './rate-limit';
import { inBackground } from './timers';

/** What the host keeps per connection. */
export interface PeerState {
  conn: Connection;
  hello: boolean;
  name: string | null;
  /** Seats this connection holds, per match id. */
  seats: Map<string, Set<Seat>>;
  watching: Set<string>;
  /** Closes the connection if no valid hello comes in time (remote connections only). */
  helloTimer: ReturnType<typeof setTimeout> | null;
  /** How often it may still ask for a match's history. */
  history: TokenBucket;
  /** How often it may still ask for a dry run of an intent (`check`). */
  checks: TokenBucket;
}

export interface ConnectionsDeps {
  limits: Limits;
  log: (line: string) => void;
  now: () => number;
  /** One inbound message of a connection (the host's `receive`). */
  receive: (conn: Connection, data: unknown) => void;
  /** A connection went away: what it held and watched is let go (after it left this registry). */
  gone: (peer: PeerState) => void;
}

/** The attached connections and their state: hello deadline, seats held, matches watched, request budgets. */
export class Connections {
  private readonly peers = new Map<Connection, PeerState>();
  private closed = false;

  constructor(private readonly o: ConnectionsDeps) {}

  get size(): number {
    return this.peers.size;
  }

  get(conn: Connection): PeerState | undefined {
    return this.peers.get(conn);
  }

  has(conn: Connection): boolean {
    return this.peers.has(conn);
  }

  attach(conn: Connection): void {
    if (this.closed) {
      conn.close(1001, 'host closing');
      return;
    }
    this.peers.set(conn, { conn, hello: false, name: null, seats: new Map(), watching: new Set(), helloTimer: this.helloDeadline(conn), history: requestBucket(LIMITS.historyRequests, this.o.now), checks: requestBucket(LIMITS.checkRequests, this.o.now) });
  }

  /**
   * Remote sockets must say hello within `helloTimeoutMs`, or they are closed: otherwise silent sockets fill the LAN
   * server's connection slots. Local connections are this machine's own app (they say hello at once) and use no slot.
   */
  private helloDeadline(conn: Connection): ReturnType<typeof setTimeout> | null {
    const ms = this.o.limits.helloTimeoutMs;
    if (conn.kind === 'local' || ms === null) return null;
    const timer = setTimeout(() => {
      const peer = this.peers.get(conn);
      if (!peer || peer.hello) return;
      this.o.log(`${conn.id} (${conn.peer}): no hello within ${ms} ms, closed`);
      conn.close(1008, `no hello within ${ms / 1000} s`);
    }, ms);
    inBackground(timer);
    return timer;
  }

  /** The peer went away (socket closed, window closed): its seats become away, its spectating ends. */
  detach(conn: Connection): void {
    const peer = this.peers.get(conn);
    if (!peer) return;
    clearHelloTimer(peer);
    this.peers.delete(conn);
    this.o.gone(peer);
  }

  /** An in-process peer (Electron IPC, tests): the same validation and outbound path as a LAN socket. */
  connectLocal(onMessage: (msg: ServerMessage) => void, opts: { peer?: string } = {}): LocalPeer {
    let closed = false;
    const conn: Connection = {
      id: newConnectionId('local-'),
      kind: 'local',
      peer: opts.peer ?? 'local',
      address: null,
      send(msg, text) {
        if (closed) return;
        // A copy, so the peer can never hold (or mutate) the host's own objects; delivered after the current
        // host step, as a socket would.
        // (A JSON round trip: the messages are plain JSON, and this is several times faster than structuredClone.)
        const copy = JSON.parse(text ?? JSON.stringify(msg)) as ServerMessage;
        queueMicrotask(() => {
          if (!closed) onMessage(copy);
        });
      },
      close: () => {
        if (closed) return;
        closed = true;
        this.detach(conn);
      },
    };
    this.attach(conn);
    return {
      connection: conn,
      send: (msg: unknown) => {
        if (closed) throw new Error('local connection is closed');
        this.o.receive(conn, cloneOrUndefined(msg));
      },
      close: () => conn.close(1000, 'closed'),
      get closed() {
        return closed;
      },
    };
  }

  /** No new connection from now on; pending hello deadlines are dropped. */
  stopAccepting(): void {
    this.closed = true;
    for (const peer of this.peers.values()) clearHelloTimer(peer);
  }

  /** Close every connection (each is detached as it closes) and forget them all. */
  closeAll(): void {
    for (const p of [...this.peers.keys()]) p.close(1001, 'host closing');
    this.peers.clear();
  }
}

export function clearHelloTimer(peer: PeerState): void {
  if (peer.helloTimer) clearTimeout(peer.helloTimer);
  peer.helloTimer = null;
}

/** Note that `peer` holds `seat` of the match `matchId`. */
export function addSeat(peer: PeerState, matchId: string, seat: Seat): void {
  let set = peer.seats.get(matchId);
  if (!set) peer.seats.set(matchId, (set = new Set()));
  set.add(seat);
}

/** A structured copy of what a local peer sent; functions, symbols… give undefined, refused later as BAD_MESSAGE. */
function cloneOrUndefined(msg: unknown): unknown {
  try {
    return structuredClone(msg);
  } catch {
    return undefined;
  }
}
