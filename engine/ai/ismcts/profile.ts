import { randFloat, randInt, type RngState } from '../../core/rng';
import type { Action, AnyGame, Seat } from '../../core/types';
import { randomBot } from '../random';
import type { SearchConfig } from './config';

/** Picks a playout move for `seat` in a full (determinized) state. */
export type RolloutPolicy = (game: AnyGame, s: unknown, seat: Seat, legal: Action[], rng: RngState) => Action;

/** What a search needs to know about a game, built from the game's own settings (`Game.search`) by ../profiles.ts. */
export interface SearchProfile {
  rollout: RolloutPolicy;
  /**
   * True while the seats to act choose in secret at the same time (Niagara's paddle cards, bidding variants): the
   * others' choices are then sampled with the rollout policy as hidden information, never searched in the tree, so
   * the tree never lets them react to the bot's own secret choice. Default: several seats to act at once.
   */
  secret?: (s: unknown) => boolean;
  /**
   * True once a playout that started at `root` has gone one cycle further (see SearchConfig.lookahead). Default: the
   * bot is to decide again after at least one other seat made a decision.
   */
  cycleDone?: (root: unknown, s: unknown, me: Seat, othersDecided: boolean) => boolean;
  /**
   * Optional fast playout policy: a legal move for `seat` in a full state without the legal-action list (which can be
   * the costliest part of a playout). Used instead of `rollout` for every move the tree does not search.
   */
  playout?: (s: unknown, seat: Seat, rng: RngState) => Action;
  /** Per-level changes to the search settings for this game (measured with npm run bench:bots). */
  tune?: Partial<Record<'normal' | 'hard', Partial<SearchConfig>>>;
}

export const randomRollout: RolloutPolicy = (game, _s, seat, legal, rng) => randomBot({ game, view: null, seat, legal, rng });

/**
 * An epsilon-greedy playout policy on the game's heuristic: with probability `eps` a random move (randomBot), else the
 * best of at most `k` candidate moves (all of them when there are no more; else drawn like randomBot, kind first) by
 * the heuristic value of the state it leads to for the mover. Bounded cost per move: at most k applies.
 */
export function greedyRollout(eps: number, k: number): RolloutPolicy {
  return (game, s, seat, legal, rng) => {
    if (legal.length === 1) return legal[0]!;
    if (!game.heuristic || randFloat(rng) < eps) return randomRollout(game, s, seat, legal, rng);
    const n = legal.length;
    const cands = n <= k ? legal : candidates(legal, k, rng);
    let best = cands[0]!;
    let bestV = -Infinity;
    let ties = 0;
    for (const a of cands) {
      let v: number;
      try {
        v = game.heuristic(game.apply(s, seat, a).state, seat);
      } catch {
        continue;
      }
      if (v > bestV + 1e-12) {
        bestV = v;
        best = a;
        ties = 1;
      } else if (v >= bestV - 1e-12 && randInt(rng, ++ties) === 0) best = a; // equal values: a uniform pick
    }
    return best;
  };
}

/**
 * Up to `k` distinct actions of `legal`, spread over the action kinds (`type`) like randomBot: every kind gets its
 * share of picks, and a kind with fewer variants than its share gives all of them.
 */
function candidates(legal: Action[], k: number, rng: RngState): Action[] {
  const byType = new Map<string, Action[]>();
  for (const a of legal) {
    const g = byType.get(a.type);
    if (g) g.push(a);
    else byType.set(a.type, [a]);
  }
  const groups = [...byType.values()];
  const out: Action[] = [];
  // Round-robin over the kinds (in a random order), a random remaining variant each time.
  for (let i = groups.length - 1; i > 0; i--) {
    const j = randInt(rng, i + 1);
    [groups[i], groups[j]] = [groups[j]!, groups[i]!];
  }
  while (out.length < k) {
    let any = false;
    for (const g of groups) {
      if (g.length === 0 || out.length >= k) continue;
      any = true;
      const j = randInt(rng, g.length);
      out.push(g[j]!);
      g[j] = g[g.length - 1]!;
      g.pop();
    }
    if (!any) break;
  }
  return out;
}
