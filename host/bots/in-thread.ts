import type { Action } from '../../engine/core/types';
import { botChooser } from './choose';
import type { BotRequest } from './messages';
import type { BotRunner } from './runner';

/**
 * Bots on the host's own thread: the fallback where no worker can start (vitest in Node for the page's host, a page
 * without Worker). A search bot blocks this thread while it thinks; the worker runners exist to avoid that.
 */
export class InThreadBots implements BotRunner {
  private readonly choice = botChooser();
  private nextId = 1;
  private closed = false;

  async choose(req: Omit<BotRequest, 'id'>): Promise<Action> {
    if (this.closed) throw new Error('bot runner is closed');
    const reply = this.choice({ ...req, id: this.nextId++ });
    if ('error' in reply) throw new Error(`bot: ${reply.error}`);
    return reply.action;
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}
