import { bots, levelBot, LEVELS, type Level } from '../../engine/ai';
import type { Bot } from '../../engine/core/play';
import { createRng } from '../../engine/core/rng';
import type { Action, AnyGame } from '../../engine/core/types';
import { games as engineGames } from '../../engine/games';
import type { BotReply, BotRequest } from './messages';

/**
 * What every bot runner runs for one request, wherever it runs (a worker thread, a Web Worker, this thread). It only
 * ever receives what the seat itself may see (its view and legal actions, per engine/core/play.ts BotInput) and
 * answers with one action. It keeps no state between requests.
 */
export function botChooser(extraGames: Record<string, AnyGame> = {}): (req: BotRequest) => BotReply {
  const registry: Record<string, AnyGame> = { ...engineGames, ...extraGames };
  // Level bots here get a clock, so a search stops at its time cap (a safety net; budgets are in iterations).
  const named: Record<string, Bot> = { ...bots };
  for (const level of LEVELS as Level[]) named[level] = levelBot(level, { now: () => performance.now() });
  return (req) => {
    try {
      const game = Object.prototype.hasOwnProperty.call(registry, req.game) ? registry[req.game] : undefined;
      if (!game) throw new Error(`unknown game "${req.game}"`);
      const bot = Object.prototype.hasOwnProperty.call(named, req.bot) ? named[req.bot] : undefined;
      if (!bot) throw new Error(`unknown bot "${req.bot}" (bots: ${Object.keys(named).join(', ')})`);
      if (!Array.isArray(req.legal) || req.legal.length === 0) throw new Error('no legal actions');
      const action: Action = bot({ game, view: req.view, seat: req.seat, legal: req.legal, rng: createRng(req.seed), players: req.players });
      return { id: req.id, action };
    } catch (e) {
      return { id: req.id, error: (e as Error).message ?? String(e) };
    }
  };
}
