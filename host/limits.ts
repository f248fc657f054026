/**
 * Fairness limits of the match host: what one LAN client may take of a host that anyone on the network can reach.
 * Local connections (this machine's own app, `Connection.address === null`) are exempt from the per-client limits.
 * Every default here is a HostOptions field of the same name (host.ts); the CLI maps flags onto them.
 */
import type { Connection } from './connection';
import { HostError } from './errors';
import type { Match } from './match';

export const HOST_LIMITS = {
  /** Matches alive at once (any creator): bounds the host's memory, journal files and bot work. */
  maxMatches: 500,
  /** Slots of `maxMatches` only local connections may use, so LAN clients can never lock the owner out of a new game. */
  reservedForLocal: 50,
  /** Unfinished matches one remote connection created: a game plus a rematch being set up, never a flood. */
  matchesPerConnection: 2,
  /** Unfinished matches all connections of one remote address created: two tabs or a reconnect, but one device stays small. */
  matchesPerAddress: 4,
  /** Seats a remote connection holds in one match: one device is one player (hot-seat is for the host's own app). */
  seatsPerConnection: 1,
  /** A socket that has not said a valid hello by then is closed (1008): idle sockets must not fill the server's slots. */
  helloTimeoutMs: 10_000,
  /** A waiting match whose seats nobody took or changed for this long (and nobody sits in) is closed and deleted. */
  waitingTtlMs: 30 * 60 * 1000,
} as const;

/** The HostOptions fields that carry these limits. */
export interface LimitOptions {
  /** Matches alive at once (default HOST_LIMITS.maxMatches). */
  maxMatches?: number;
  /** Match slots kept for local connections: remote creates stop at `maxMatches - reservedForLocal`. */
  reservedForLocal?: number;
  /** Unfinished (waiting or playing) matches one remote connection may have created. */
  matchesPerConnection?: number;
  /** Unfinished matches all remote connections from one address may have created. */
  matchesPerAddress?: number;
  /** Seats one remote connection may hold in one match (Infinity: no limit). */
  seatsPerConnection?: number;
  /** Close remote connections that send no valid hello within this time; null: never. */
  helloTimeoutMs?: number | null;
  /** Close a waiting match nobody sits in whose seats did not change for this long; null: never. */
  waitingTtlMs?: number | null;
}

export type Limits = Required<{ [K in keyof LimitOptions]: Exclude<LimitOptions[K], undefined> }>;

/** The limits with every option not given taken from HOST_LIMITS. */
export function resolveLimits(o: LimitOptions): Limits {
  return {
    maxMatches: o.maxMatches ?? HOST_LIMITS.maxMatches,
    reservedForLocal: o.reservedForLocal ?? HOST_LIMITS.reservedForLocal,
    matchesPerConnection: o.matchesPerConnection ?? HOST_LIMITS.matchesPerConnection,
    matchesPerAddress: o.matchesPerAddress ?? HOST_LIMITS.matchesPerAddress,
    seatsPerConnection: o.seatsPerConnection ?? HOST_LIMITS.seatsPerConnection,
    helloTimeoutMs: o.helloTimeoutMs === undefined ? HOST_LIMITS.helloTimeoutMs : o.helloTimeoutMs,
    waitingTtlMs: o.waitingTtlMs === undefined ? HOST_LIMITS.waitingTtlMs : o.waitingTtlMs,
  };
}

const isRemote = (conn: Connection): boolean => conn.kind !== 'local';

/**
 * Whether `conn` may create one more match now; throws HostError (LIMIT for a per-client cap, BUSY when the host is
 * full for LAN clients) naming the limit and its value. Only unfinished matches count: all-bot matches start at once,
 * so counting waiting ones alone would let one client start hundreds of bot games.
 */
export function checkCreate(matches: Iterable<Match>, total: number, conn: Connection, limits: Limits): void {
  if (!isRemote(conn)) return;
  const remoteCap = Math.max(0, limits.maxMatches - limits.reservedForLocal);
  if (total >= remoteCap) {
    throw new HostError('BUSY', `this host runs ${total} matches and keeps the last ${limits.reservedForLocal} of its ${limits.maxMatches} for its owner: try again when a match ends`, { limit: 'reservedForLocal', max: remoteCap });
  }
  let byConn = 0;
  let byAddress = 0;
  for (const m of matches) {
    if (m.status === 'over' || !m.creator) continue;
    if (m.creator.conn === conn) byConn++;
    if (conn.address !== null && m.creator.address === conn.address) byAddress++;
  }
  if (byConn >= limits.matchesPerConnection) {
    throw new HostError('LIMIT', `you already have ${byConn} unfinished matches on this host (at most ${limits.matchesPerConnection} per connection): finish or leave one first`, { limit: 'matchesPerConnection', max: limits.matchesPerConnection });
  }
  if (byAddress >= limits.matchesPerAddress) {
    throw new HostError('LIMIT', `your device already has ${byAddress} unfinished matches on this host (at most ${limits.matchesPerAddress} per address): finish or leave one first`, { limit: 'matchesPerAddress', max: limits.matchesPerAddress });
  }
}

/** Whether `conn` may take one more seat of `m`; throws LIMIT naming the limit. Local connections seat hot-seat players. */
export function checkSeat(m: Match, conn: Connection, limits: Limits): void {
  if (!isRemote(conn)) return;
  const held = m.seats.filter((s) => s.holder === conn).length;
  if (held >= limits.seatsPerConnection) {
    throw new HostError('LIMIT', `you already hold ${held === 1 ? 'a seat' : `${held} seats`} in this match (at most ${limits.seatsPerConnection} per connection): other players join from their own device`, { limit: 'seatsPerConnection', max: limits.seatsPerConnection });
  }
}

/**
 * A waiting match is abandoned when its seats have not changed for `ttl` and nobody sits in it: a player waiting in
 * its lobby keeps it, a creator who only looks at the room code or a spectator does not.
 */
export function isAbandoned(m: Match, now: number, ttl: number | null): boolean {
  if (ttl === null || m.status !== 'waiting') return false;
  return m.updatedAt <= now - ttl && !m.seats.some((s) => s.holder);
}
