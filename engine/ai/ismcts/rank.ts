import type { BotInput } from '../../core/play';
import type { Action } from '../../core/types';
import type { SearchConfig, SearchHooks } from './config';
import type { SearchProfile } from './profile';
import { growTree, legalRootEdges, ranksBefore, type RootMove } from './search';

/** One of the searching seat's moves as the search rated it. */
export interface RankedMove {
  action: Action;
  /** Iterations that went through this move. */
  visits: number;
  /** The seat's mean reward through it, in [0, 1]: how often it won (a cut-off scores the heuristic's chance). */
  winRate: number;
  /** Standard deviation of those rewards (0 before two visits): with the visits, how noisy the win rate is. */
  sd: number;
}

/**
 * The same search as `ismcts` (same loop, same seed use), but the root's legal moves ranked the way `ismcts` picks
 * (most visited, then the better mean) instead of one action: the first is the move `ismcts` plays with the same
 * input and settings (without a final temperature, which only a weaker level uses). Only `input.view` is read. A
 * single legal move is not searched (visits 0). `limit`: at most that many moves.
 */
export function rankMoves(input: BotInput, cfg: SearchConfig, profile: SearchProfile, hooks: SearchHooks = {}, limit = Infinity): RankedMove[] {
  if (input.legal.length === 1 || input.view === null) return [{ action: input.legal[0]!, visits: 0, winRate: 0, sd: 0 }].slice(0, limit);
  const { root, iterations, capped, sampled, policyMoves } = growTree(input, cfg, profile, hooks);
  const edges = legalRootEdges(root, input.legal);
  const ranked = rankRootMoves(edges, limit);
  hooks.onSearch?.({ iterations, capped, sampled, rootEdges: edges.filter((e) => e.visits > 0).length, chosenVisits: ranked[0]?.visits ?? 0, nodes: 0, policyMoves });
  return ranked;
}

/** Root moves in the search's order of preference (as `ismcts` picks), at most `limit`. */
export function rankRootMoves(edges: readonly RootMove[], limit = Infinity): RankedMove[] {
  // A stable insertion order: an earlier edge stays ahead on a full tie, as in ismcts.
  const ranked = edges.slice().sort((a, b) => (ranksBefore(a, b) ? -1 : ranksBefore(b, a) ? 1 : 0));
  return ranked.slice(0, limit).map((e) => ({ action: e.action, visits: e.visits, winRate: Math.min(1, Math.max(0, e.mean)), sd: e.sd }));
}
