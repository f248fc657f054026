import type { Action, Seat } from '../../core/types';

/** One action out of an information set, with ISMCTS statistics. */
export interface Edge {
  action: Action;
  /** Times this action was legal in the sampled world when its node was passed (availability count). */
  avail: number;
  visits: number;
  /** Sum of the acting seat's rewards through this edge. */
  total: number;
  prior: number;
  /** The node after this action, per seat acting next (chance can hand the turn to different seats). */
  children: Node[];
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
}

export function newNode(seat: Seat): Node {
  return { seat, edges: new Map(), visits: 0, norm: null, lastLegal: null, lastKeys: [] };
}

/** Keys of `legal` at `node`, cached per array. */
export function keysOf(node: Node, legal: readonly Action[]): string[] {
  if (node.lastLegal === legal) return node.lastKeys;
  const keys = legal.map((a) => JSON.stringify(a));
  node.lastLegal = legal;
  node.lastKeys = keys;
  return keys;
}

/**
 * PUCT selection among the edges available now, with availability in place of the parent's visit count (ISMCTS).
 * An unvisited edge is valued at the node's mean so far (first-play urgency), so priors decide the order of trying.
 */
export function select(avail: Edge[], c: number): Edge {
  let sum = 0, n = 0;
  for (const e of avail) {
    sum += e.total;
    n += e.visits;
  }
  const fpu = n > 0 ? sum / n : 0.5;
  let best = avail[0]!;
  let bestU = -Infinity;
  for (const e of avail) {
    const q = e.visits > 0 ? e.total / e.visits : fpu;
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
