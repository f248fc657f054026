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
  /**
   * How far an iteration looks before the heuristic scores the position, in the game's cycles (../profiles.ts: for
   * most games "until the bot's own next decision after the others have played"; Niagara: the next round).
   * 0: stop at the first open decision of another seat (the rest of the bot's own turn, its secret choice and what
   * resolves before anyone else decides).
   */
  lookahead: number;
  /** Safety cap on the playout moves (rollout policy) played after leaving the tree, before the horizon. */
  rolloutDepth: number;
  /**
   * 'policy': other seats' decisions are played by the game's rollout policy (a model of a sensible opponent), and the
   * tree holds only the bot's own decisions; 'tree': they are searched in the tree too (max-n, each seat maximising
   * its own heuristic), which spreads a budget thin when replies are many.
   */
  opponents: 'policy' | 'tree';
  /** PUCT exploration weight (on the scale of the rewards, heuristic values in [0, 1], or of normalized ones). */
  exploration: number;
  /** Rescale the mean values at each node to [0, 1] between its lowest and highest (scale-free exploration). */
  normalizeQ: boolean;
  /** Softmax temperature turning one-ply heuristic values into priors (smaller: sharper). */
  priorTemperature: number;
  /**
   * 0: play the most visited root action. τ > 0: draw the move with probability ∝ visits^(1/τ) — a weaker level that
   * settles for a good move now and then rather than always the best it found.
   */
  finalTemperature: number;
  /** Worlds the root's priors are averaged over (1: the first sampled world only). */
  rootPriorWorlds: number;
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
  /** Moves played by the rollout policy (playouts and, with opponents: 'policy', the other seats' moves). */
  policyMoves: number;
}
