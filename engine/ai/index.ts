import type { Bot } from '../core/play';
import { easyBot } from './easy';
import { greedyBot } from './greedy';
import { levelBot, LEVELS, type Level } from './levels';
import { randomBot } from './random';

export { randomBot, greedyBot, easyBot, levelBot, LEVELS, type Level };

/**
 * Every bot by name: the three levels, plus 'random' and 'greedy', kept for saved journals, the host protocol and tests
 * (greedy is what 'easy' plays when it does not slip).
 */
export const bots: Record<string, Bot> = { random: randomBot, greedy: greedyBot, easy: easyBot, normal: levelBot('normal'), hard: levelBot('hard') };
