/**
 * The authoritative match host with Node's ports (plain Node: never imports electron). The host itself is host/ (no
 * Node built-in; the page runs it too); this folder adds the disk journal, node:crypto ids and worker_threads bots.
 * Electron main, `npm run host` and tests: create a NodeHost, `restore()` the journal, then attach peers —
 * `connectLocal()` for the app's own renderer (IPC), electron/lan LanServer / LanSession for LAN sockets. See
 * protocol/messages.ts for the messages.
 */
export { Host, type CreateMatchParams, type HostOptions, type HostStats } from '../../host/host';
export type { Connection, LocalPeer } from '../../host/connection';
export { HostError } from '../../host/errors';
export { HOST_LIMITS, resolveLimits, type LimitOptions, type Limits } from '../../host/limits';
export { BotPool, type BotPoolOptions } from './bots/pool';
export type { BotRunner } from '../../host/bots/runner';
export { NodeHost, type NodeHostOptions } from './node-host';
export { Journal, JOURNAL_EXT, type JournalEntry, type JournalProblem } from './journal';
