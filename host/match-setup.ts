import { bots as knownBots } from '../engine/ai';
import type { AnyGame } from '../engine/core/types';
import { HostError } from './errors';
import type { MatchInit } from './match';
import type { CreateMatchParams } from './options';

/** What a create asks for, checked: the game and one seat kind per player. */
export interface MatchSetup {
  game: AnyGame;
  seats: MatchInit['seats'];
}

const own = (o: object, key: string): boolean => Object.prototype.hasOwnProperty.call(o, key);

/** Check a create's game, player count and named bots; throws HostError naming the problem. */
export function matchSetup(games: Record<string, AnyGame>, p: CreateMatchParams): MatchSetup {
  const game = own(games, p.game) ? games[p.game] : undefined;
  if (!game) throw new HostError('NO_GAME', `unknown game "${p.game}" (games: ${Object.keys(games).join(', ')})`);
  if (!Number.isInteger(p.players) || p.players < game.players.min || p.players > game.players.max) {
    throw new HostError('BAD_SETUP', `${game.name} is for ${game.players.min}–${game.players.max} players, not ${p.players}`);
  }
  const specs = p.seats ?? [];
  if (specs.length > p.players) throw new HostError('BAD_SETUP', `${specs.length} seats given for ${p.players} players`);
  specs.forEach((s, i) => {
    const bot = s.kind === 'bot' ? s.bot : s.standIn;
    if (bot !== undefined && !own(knownBots, bot)) {
      const what = s.kind === 'bot' ? 'bot' : `stand-in bot for seat ${i}`;
      throw new HostError('BAD_SETUP', `unknown ${what} "${bot}" (bots: ${Object.keys(knownBots).join(', ')})`);
    }
  });
  const seats = Array.from({ length: p.players }, (_, i) => {
    const s = specs[i] ?? { kind: 'human' as const };
    return s.kind === 'bot' ? { kind: 'bot' as const, bot: s.bot, name: s.name } : { kind: 'human' as const, bot: s.standIn, name: s.name, here: s.here };
  });
  return { game, seats };
}
