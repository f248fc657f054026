import type { Bot, BotInput } from '../core/play';
import type { AnyGame } from '../core/types';
import { easyBot } from './easy';
import type { SearchConfig, SearchHooks } from './ismcts/config';
import { rankMoves, type RankedMove } from './ismcts/rank';
import { ismcts } from './ismcts/search';
import { profileOf } from './profiles';

import { LEVELS, type Level } from './level-names';

export { LEVELS, type Level };

const base: Omit<SearchConfig, 'iterations' | 'worlds'> = {
  timeCapMs: 900,
  lookahead: 0,
  rolloutDepth: 0,
  opponents: 'policy',
  exploration: 1,
  normalizeQ: false,
  pairedRoot: false,
  priorTemperature: 0.05,
  priorAfter: 6,
  rootPriorWorlds: 1,
  finalTemperature: 0,
};

/** Search budgets of the search levels (iteration-budgeted, so a seed replays the same move on any machine). */
export const SEARCH_LEVELS: Record<'normal' | 'hard', SearchConfig> = {
  normal: { ...base, iterations: 24, worlds: 8, finalTemperature: 1 },
  hard: { ...base, iterations: 2000, worlds: 128, rootPriorWorlds: 16 },
};

/** A search bot with the given budget (hooks: a clock for the time cap, stats for benchmarks). */
export function searchBot(cfg: SearchConfig, hooks: SearchHooks = {}): Bot {
  return (input) => ismcts(input, cfg, profileOf(input.game), hooks) as typeof input.legal[number];
}

/** The settings of a search level for one game: the level's budget with the game's own tuning. */
function levelConfig(level: 'normal' | 'hard', game: AnyGame): SearchConfig {
  return { ...SEARCH_LEVELS[level], ...profileOf(game).tune?.[level] };
}

/** The bot of a level. */
export function levelBot(level: Level, hooks: SearchHooks = {}, override: Partial<SearchConfig> = {}): Bot {
  if (level === 'easy') return easyBot;
  return (input) => ismcts(input, { ...levelConfig(level, input.game), ...override }, profileOf(input.game), hooks) as typeof input.legal[number];
}

/**
 * A search level's ranking of the seat's moves (at most `limit`, best first): what a hint shows. The first is the
 * move that level's bot plays for the same input (the hard level has no final temperature).
 */
export function levelRanking(level: 'normal' | 'hard', input: BotInput, hooks: SearchHooks = {}, limit = 3, override: Partial<SearchConfig> = {}): RankedMove[] {
  return rankMoves(input, { ...levelConfig(level, input.game), ...override }, profileOf(input.game), hooks, limit);
}
