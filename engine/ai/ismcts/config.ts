/** How much a search may do. Levels (../levels.ts) are made of these. */
export interface SearchConfig {
  /** Iterations per decision: the real budget. The same seed and the same budget give the same move. */
  iterations: number;
  /**
   * Wall-clock safety net in ms, used only when the caller passes a clock (`SearchHooks.now`): the search stops early
   * past it, which makes that one decision depend on machine speed. Benchmarks count how often it happens.
   */
  timeCapMs: number;
  /** Determinizations sampled per decision and reused round-robin (sampling a world costs as much as a few moves). */
  worlds: number;
  /** Playout moves (rollout policy) after a new node before the heuristic cut-off evaluates the position. */
  rolloutDepth: number;
  /**
   * Search only the bot's own decisions up to the next open decision of another seat (the rest of its turn, its secret
   * choice and what resolves before anyone else decides), averaged over many sampled worlds; off: a full game tree.
   */
  ownTurnOnly: boolean;
  /** PUCT exploration weight (rewards are heuristic values in [0, 1], so this is on that scale). */
  exploration: number;
  /** Softmax temperature turning one-ply heuristic values into priors (smaller: sharper). */
  priorTemperature: number;
  /** A node gets heuristic priors once it has been passed this many times (cheaper than computing them at birth). */
  priorAfter: number;
}

/** Hooks from the caller's world (engine code has no clock of its own). */
export interface SearchHooks {
  /** Milliseconds clock; without it there is no time cap and the search is exactly deterministic. */
  now?: () => number;
  /** Told what each search did (benchmarks and tests). */
  onSearch?: (s: SearchStats) => void;
}

export interface SearchStats {
  iterations: number;
  /** True when the time cap stopped the search before its iteration budget. */
  capped: boolean;
  /** Other seats' secret same-time choices that were sampled by the rollout policy instead of searched in the tree. */
  sampled: number;
  /** Root edges with at least one visit, and the chosen edge's visits (how focused the search was). */
  rootEdges: number;
  chosenVisits: number;
  nodes: number;
}
