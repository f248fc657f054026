import type { Action } from '../../engine/core/types';
import type { BotRequest } from './messages';

/**
 * The bot runner port: anything that picks bot actions, ideally off the host's thread. Adapters: worker_threads
 * (electron/host/bots/pool.ts), a Web Worker (renderer/net/inpage/worker-bots.ts), this thread (in-thread.ts).
 */
export interface BotRunner {
  choose(req: Omit<BotRequest, 'id'>): Promise<Action>;
  close(): Promise<void>;
}
