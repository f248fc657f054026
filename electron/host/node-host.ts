import type { BotRunner } from '../../host/bots/runner';
import { Host, type HostOptions } from '../../host/host';
import { BotPool, type BotPoolOptions } from './bots/pool';
import { nodeRandom } from './ids';
import { Journal } from './journal';

export interface NodeHostOptions extends Omit<HostOptions, 'storage' | 'bots'> {
  /** Journal directory; null/undefined: no journal (matches die with the process). */
  journalDir?: string | null;
  /** fsync every journal write (survives power loss, not only a killed process). */
  durableJournal?: boolean;
  /** A bot runner, or options for the default worker_threads pool. */
  bots?: BotRunner | BotPoolOptions;
}

const isBotRunner = (b: BotRunner | BotPoolOptions | undefined): b is BotRunner => b !== undefined && 'choose' in b && typeof b.choose === 'function';

/**
 * The host with Node's ports: the journal on disk, node:crypto ids, bots in worker_threads (started on first use).
 * What the CLI, Electron main and tests run; the page runs the same Host with its own ports (renderer/net/inpage).
 */
export class NodeHost extends Host {
  constructor(opts: NodeHostOptions = {}) {
    super(nodePorts(opts));
  }
}

function nodePorts({ journalDir, durableJournal, bots, ...rest }: NodeHostOptions): HostOptions {
  return {
    random: nodeRandom,
    ...rest,
    storage: journalDir ? (events) => new Journal(journalDir, { durable: durableJournal, ...events }) : null,
    bots: isBotRunner(bots) ? bots : new BotPool(bots ?? {}),
  };
}
