import { HOST_LIMITS, type LimitOptions } from '../../host/limits';
import { DEFAULT_RATE_LIMIT } from '../../host/rate-limit';
import { LAN_SERVER_DEFAULTS, type LanServerOptions } from '../lan/server';
import { ArgError, type Args } from './args';

/**
 * The flags of every limit a LAN peer meets, shared by `npm start` and `npm run host` (docs/security.md, "Limits",
 * lists them with their defaults). Each maps to one option of the LAN server or of the host.
 */
export const limitFlags = {
  'max-matches': { kind: 'int', default: HOST_LIMITS.maxMatches, min: 1, help: 'matches on the host at once' },
  'reserved-for-local': { kind: 'int', default: HOST_LIMITS.reservedForLocal, min: 0, help: 'of those, how many only this machine\'s own app may create' },
  'matches-per-connection': { kind: 'int', default: HOST_LIMITS.matchesPerConnection, min: 1, help: 'unfinished matches one LAN connection may have created' },
  'matches-per-address': { kind: 'int', default: HOST_LIMITS.matchesPerAddress, min: 1, help: 'unfinished matches one LAN address may have created' },
  'seats-per-connection': { kind: 'int', default: HOST_LIMITS.seatsPerConnection, min: 1, help: 'seats one LAN connection may hold in one match' },
  'hello-timeout-ms': { kind: 'int', default: HOST_LIMITS.helloTimeoutMs, min: 0, help: 'a LAN socket that has not said hello by then is closed (0: never)' },
  'waiting-ttl-min': { kind: 'int', default: HOST_LIMITS.waitingTtlMs / 60_000, min: 0, help: 'a waiting match nobody joins expires after this many minutes (0: never)' },
  'max-connections': { kind: 'int', default: LAN_SERVER_DEFAULTS.maxConnections, min: 1, help: 'WebSocket connections at most' },
  'max-connections-per-address': { kind: 'int', default: LAN_SERVER_DEFAULTS.maxConnectionsPerAddress, min: 1, help: 'WebSocket connections from one IP address at most' },
  'rate-per-second': { kind: 'int', default: DEFAULT_RATE_LIMIT.perSecond, min: 1, help: 'messages per second per connection (sustained)' },
  'rate-burst': { kind: 'int', default: DEFAULT_RATE_LIMIT.burst, min: 1, help: 'messages per connection in one burst' },
  'close-after-refused': { kind: 'int', default: DEFAULT_RATE_LIMIT.closeAfter, min: 1, help: 'refused messages (over the rate, too big, binary) before a connection is closed' },
  'send-buffer-kb': { kind: 'int', default: LAN_SERVER_DEFAULTS.maxBufferedBytes / 1024, min: 64, help: 'KB waiting to be sent to one connection before it is dropped as not reading' },
  'send-budget-mb': { kind: 'int', default: LAN_SERVER_DEFAULTS.totalBufferedBytes / (1024 * 1024), min: 1, help: 'MB waiting to be sent to all connections together; past it the slowest readers are dropped' },
  'allow-host': { kind: 'string', default: '', help: 'more host names this machine answers to, comma-separated (besides its own name and addresses)' },
} as const;

type LimitArgs = Args<typeof limitFlags>;

/** The LAN server options the flags ask for. */
export function lanLimitsFrom(a: LimitArgs): Partial<LanServerOptions> {
  if (a['send-budget-mb'] * 1024 < a['send-buffer-kb']) throw new ArgError('--send-budget-mb must hold at least one connection\'s --send-buffer-kb');
  return {
    maxConnections: a['max-connections'],
    maxConnectionsPerAddress: a['max-connections-per-address'],
    rateLimit: { ...DEFAULT_RATE_LIMIT, perSecond: a['rate-per-second'], burst: a['rate-burst'], closeAfter: a['close-after-refused'] },
    maxBufferedBytes: a['send-buffer-kb'] * 1024,
    totalBufferedBytes: a['send-budget-mb'] * 1024 * 1024,
  };
}

/** The host options the flags ask for. */
export function hostLimitsFrom(a: LimitArgs): LimitOptions {
  if (a['reserved-for-local'] >= a['max-matches']) throw new ArgError('--reserved-for-local must be smaller than --max-matches');
  return {
    maxMatches: a['max-matches'],
    reservedForLocal: a['reserved-for-local'],
    matchesPerConnection: a['matches-per-connection'],
    matchesPerAddress: a['matches-per-address'],
    seatsPerConnection: a['seats-per-connection'],
    helloTimeoutMs: a['hello-timeout-ms'] === 0 ? null : a['hello-timeout-ms'],
    waitingTtlMs: a['waiting-ttl-min'] === 0 ? null : a['waiting-ttl-min'] * 60_000,
  };
}

/** `--allow-host a,b` as a list of names (each checked: a host name or an IP address). */
export function allowedHosts(a: LimitArgs): string[] {
  const list = a['allow-host'].split(',').map((s) => s.trim()).filter(Boolean);
  for (const n of list) if (!/^[A-Za-z0-9.:-]{1,253}$/.test(n)) throw new ArgError(`--allow-host: "${n}" is not a host name or address`);
  return list;
}
