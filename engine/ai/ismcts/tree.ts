import { actionKey } from '../../core/shared-action';
import type { Action, Seat } from '../../core/types';

/** One action out of an information set, with ISMCTS statistics. */
export interface Edge {
  action: Action;
  /** Times this action was legal in the sampled world when its node was passed (availability count). */
  avail: number;
  visits: number;
  /** Sum of the acting seat's rewards through this edge. */
  total: number;
  /** Sum of their squares (the rewards' spread: how noisy the mean is, for a hint's "about equal"). */
  sq: number;
  prior: number;
  /** The node after this action, per seat acting next (chance can hand the turn to different seats). */
  children: Node[];
  /**
   * Per world index: the state this action leads to in that world, when the node was reached from the world's root by
   * tree and forced moves only (apply is pure, so it is the same state every time): replaying it costs nothing. Kept
   * only where worlds come back (search.ts `keeps`).
   */
  after?: unknown[];
}

/**
 * A node stands for an information set of the seat acting there, reached by the same sequence of tree actions
 * (single-observer ISMCTS: the searching bot's view of the history). Edges are keyed by the action's JSON.
 */
export interface Node {
  seat: Seat;
  edges: Map<string, Edge>;
  visits: number;
  /** Set once heuristic priors are computed: the softmax normalisation, reused for edges first seen later. */
  norm: { max: number; z: number } | null;
  /** Cache of the keys of the last legal-action array seen here (engines may share those arrays). */
  lastLegal: readonly Action[] | null;
  lastKeys: string[];
  /**
   * Per world index, when reached without any sampled move on the way: the state there, its legal actions and edges
   * (kept only where worlds come back, search.ts `keeps`).
   */
  worlds: ({ state: unknown; moves: Action[]; edges: Edge[] } | undefined)[];
}

export function newNode(seat: Seat): Node {
  return { seat, edges: new Map(), visits: 0, norm: null, lastLegal: null, lastKeys: [], worlds: [] };
}

/** Keys of `legal` at `node` (an action's JSON, kept for an engine's shared actions), cached per array. */
export function keysOf(node: Node, legal: readonly Action[]): string[] {
  if (node.lastLegal === legal) return node.lastKeys;
  const keys = legal.map(actionKey);
  node.lastLegal = legal;
  node.lastKeys = keys;
  return keys;
}

/**
 * PUCT selection among the edges available now, with availability in place of the parent's visit count (ISMCTS).
 * An unvisited edge is valued at the node's mean so far (first-play urgency), so priors decide the order of trying.
 * With `normalize`, mean values are rescaled to [0, 1] between the lowest and highest among the edges here (as MuZero
 * does), so the exploration weight does not depend on how far apart a game's heuristic values are.
 */
export function select(avail: Edge[], c: number, normalize = false): Edge {
  let sum = 0, n = 0;
  let lo = Infinity, hi = -Infinity;
  for (const e of avail) {
    sum += e.total;
    n += e.visits;
    if (normalize && e.visits > 0) {
      const q = e.total / e.visits;
      if (q < lo) lo = q;
      if (q > hi) hi = q;
    }
  }
  const fpu = n > 0 ? sum / n : 0.5;
  const span = normalize && hi - lo > 1e-9 ? hi - lo : 0;
  let best = avail[0]!;
  let bestU = -Infinity;
  for (const e of avail) {
    let q = e.visits > 0 ? e.total / e.visits : fpu;
    if (normalize) q = span > 0 ? (q - lo) / span : 0.5;
    const u = q + (c * e.prior * Math.sqrt(e.avail)) / (1 + e.visits);
    if (u > bestU) {
      bestU = u;
      best = e;
    }
  }
  return best;
}

export function countNodes(node: Node): number {
  let n = 1;
  for (const e of node.edges.values()) for (const c of e.children) if (c) n += countNodes(c);
  return n;
}
