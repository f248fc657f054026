import type { RngState } from '../../core/rng';
import type { Action, AnyGame, Seat } from '../../core/types';
import { randomBot } from '../random';
import type { SearchConfig } from './config';

/** Picks a playout move for `seat` in a full (determinized) state. */
export type RolloutPolicy = (game: AnyGame, s: unknown, seat: Seat, legal: Action[], rng: RngState) => Action;

/** What a search needs to know about a game beyond the Game contract. */
export interface SearchProfile {
  rollout: RolloutPolicy;
  /**
   * True while the seats to act choose in secret at the same time (Niagara's paddle cards, bidding variants): the
   * others' choices are then sampled with the rollout policy as hidden information, never searched in the tree, so
   * the tree never lets them react to the bot's own secret choice. Default: several seats to act at once.
   */
  secret?: (s: unknown) => boolean;
  /** Per-level changes to the search settings for this game (measured with npm run bench:bots). */
  tune?: Partial<Record<'normal' | 'hard', Partial<SearchConfig>>>;
}

export const randomRollout: RolloutPolicy = (game, _s, seat, legal, rng) => randomBot({ game, view: null, seat, legal, rng });
