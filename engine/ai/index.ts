import type { Bot } from '../core/play';
import { greedyBot } from './greedy';
import { randomBot } from './random';

export { randomBot, greedyBot };

export const bots: Record<string, Bot> = { random: randomBot, greedy: greedyBot };
