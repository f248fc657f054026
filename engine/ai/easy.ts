import { randFloat } from '../core/rng';
import type { Bot } from '../core/play';
import { greedyBot } from './greedy';
import { randomBot } from './random';

/** Share of the easy bot's moves played at random instead of greedily: enough slips to be beatable. */
const EASY_SLIPS = 0.3;

/** Easy level: the one-ply greedy bot that makes a random move now and then. */
export const easyBot: Bot = (input) => (input.legal.length > 1 && randFloat(input.rng) < EASY_SLIPS ? randomBot(input) : greedyBot(input));
