import { parentPort } from 'node:worker_threads';
import { botChooser } from '../../../host/bots/choose';
import type { AnyGame } from '../../../engine/core/types';
import type { BotRequest } from '../../../host/bots/messages';

/** Body of a bot worker thread: host/bots/choose.ts answers each request the host posts. */
export function startBotWorker(extraGameModules: Record<string, unknown>[] = []): void {
  const extra: Record<string, AnyGame> = {};
  // Test fixtures and engines not yet in engine/games.ts: any export that looks like a Game is registered.
  for (const mod of extraGameModules) {
    for (const v of Object.values(mod)) {
      const g = v as Partial<AnyGame> | null;
      if (g && typeof g === 'object' && typeof g.id === 'string' && typeof g.apply === 'function' && typeof g.view === 'function') extra[g.id] = g as AnyGame;
    }
  }
  const choose = botChooser(extra);
  const port = parentPort;
  if (!port) throw new Error('bot worker: not running in a worker thread');
  port.on('message', (req: BotRequest) => port.postMessage(choose(req)));
  port.postMessage({ ready: true });
}
