import type { AnyGame } from '../engine/core/types';
import type { SeatSpec } from '../protocol/messages';
import type { BotRunner } from './bots/runner';
import type { RandomPort } from './ids';
import type { JournalStoreFactory } from './journal-store';
import type { LimitOptions } from './limits';
import type { PaceOptions } from './pacers';

/** Fairness limits (per-client caps, hello deadline, waiting-match expiry): see LimitOptions and HOST_LIMITS. */
export interface HostOptions extends LimitOptions {
  /** Shown to clients and in discovery. */
  name?: string;
  id?: string;
  /** Engines by id (default engine/games.ts); tests add fixtures. */
  games?: Record<string, AnyGame>;
  /** Where matches are journalled (electron/host/journal.ts on disk, memory-journal.ts); null/undefined: no journal (matches die with the host). */
  storage?: JournalStoreFactory | null;
  /** Randomness and hashing for ids, room codes, seeds and seat tokens (default: Web Crypto, see web-ids.ts). */
  random?: RandomPort;
  /** While a match's journal writes fail (a full disk), how often it tries to write the match whole again (ms, default 5 s). */
  journalRetryMs?: number;
  /** Actions between journalled full-state checkpoints. */
  checkpointEvery?: number;
  /** Action results kept per match for resume with missed events; older drops get a fresh snapshot. */
  historyLimit?: number;
  /** A human seat away this long is played by a bot until its player resumes (default 60 s); null: never (the match waits). */
  awayTimeoutMs?: number | null;
  /** Bot used for taken-over seats. */
  takeoverBot?: string;
  /** Pause before each bot move, so people can follow (0 for tests and benchmarks). */
  botDelayMs?: number;
  /** How far bots may run ahead of clients that asked to be waited on (default PACE_DEFAULTS in host/pacers.ts). */
  pace?: PaceOptions;
  /** A finished match nobody is looking at is closed (and its journal filed away) this long after it ended. */
  finishedTtlMs?: number;
  /** How long the other people at a LAN table have to agree to an undo (default 30 s). */
  undoTimeoutMs?: number;
  /** Whether LAN players may ask for a finished match's record (default true; each match's creator may still say no). */
  records?: boolean;
  /** Who picks bot moves (default: this thread; electron/host NodeHost uses worker_threads). Closed with the host. */
  bots?: BotRunner;
  /** Whether LAN clients may create matches (local connections always may). */
  remoteCreate?: boolean;
  /** Who may choose a match seed (a seed reveals the deck order): 'local' connections only by default. */
  seeds?: 'local' | 'all' | 'none';
  /** Host log (operator only). Lines never contain actions, views or state. */
  log?: (line: string) => void;
  now?: () => number;
}

export interface CreateMatchParams {
  game: string;
  players: number;
  options?: Record<string, unknown>;
  seed?: string;
  seats?: SeatSpec[];
  spectators?: boolean;
  /** Offered to LAN guests (default true here: the host's tools make matches for its LAN; see onCreate for the app's). */
  lan?: boolean;
  /** LAN players may have the finished record (default true). */
  records?: boolean;
  /** The creating connection paces the bots from the first move (protocol `create.pace`). */
  pace?: boolean;
}

export interface HostStats {
  matches: number;
  playing: number;
  connections: number;
  seatsConnected: number;
  spectators: number;
  actions: number;
  errors: number;
  /** Journal failures reported: a match that stopped being saved, or whose checkpoint failed (once each until it recovers). */
  journalErrors: number;
  /** Matches not being saved now (their journal writes fail; they go on in memory and catch up when they can). */
  unsaved: number;
}

/** What the host counts for `stats()`, bumped where each happens. */
export type HostCounters = Pick<HostStats, 'actions' | 'errors' | 'journalErrors'>;

/** The options with the defaults the host's parts read filled in. */
export type HostConfig = Required<Pick<HostOptions, 'checkpointEvery' | 'historyLimit' | 'takeoverBot' | 'botDelayMs' | 'remoteCreate' | 'seeds' | 'finishedTtlMs'>> & HostOptions;

export function resolveOptions(opts: HostOptions): HostConfig {
  return {
    checkpointEvery: 20, historyLimit: 256, takeoverBot: 'greedy', botDelayMs: 0, remoteCreate: true, seeds: 'local',
    finishedTtlMs: 2 * 60 * 60 * 1000,
    ...opts,
    awayTimeoutMs: opts.awayTimeoutMs === undefined ? 60_000 : opts.awayTimeoutMs,
  };
}
