/**
 * How fast a batch of host events plays: a solo game must move at the player's pace, not the animation
 * queue's. The player's own move plays in full; another seat's move has a time budget; and the more batches wait
 * behind one, the faster it plays, down to landing at once for a long backlog, so the table shows every move but
 * never lags far behind the host.
 */

/**
 * Whose batch it is: the player's own move ('own'), another seat's move at a table with a player ('other'), or a move
 * at a table nobody at this screen plays ('watch': a spectator or the showcase sees each move in full unless it lags).
 */
export type BatchKind = 'own' | 'other' | 'watch';

/** How one batch plays: `boost` multiplies the table's speed; `budget` bounds its animation seconds at 1×. */
export interface BatchPace {
  boost: number;
  budget: number;
}

export const PACE = {
  /** Animation seconds (at 1×) another seat's move may take. */
  budget: 1.2,
  /** The share of the budget a batch is sped up to fill (the rest is slack for a wrong estimate). */
  fit: 0.8,
  /** From this many batches waiting behind a batch, it plays in no time (its events still run, in order). */
  instantBacklog: 4,
  /** The share of the budget's remainder one step may take once an estimate proved short (a smooth slow-down). */
  share: 0.75,
} as const;

/** A batch played as it is: no boost, no budget. */
export const FULL_PACE: BatchPace = { boost: 1, budget: Infinity };

/**
 * The pace of a batch of `kind` with `waiting` batches queued behind it, whose events took `nominal` animation
 * seconds at 1× when last seen (0 when unknown).
 */
export function batchPace(kind: BatchKind, waiting: number, nominal: number): BatchPace {
  if (kind === 'own') return FULL_PACE;
  if (waiting >= PACE.instantBacklog) return { boost: Infinity, budget: 0 };
  if (kind === 'watch' && waiting === 0) return FULL_PACE;
  const budget = PACE.budget / (1 + waiting);
  return { boost: Math.max(1 + waiting, nominal / (budget * PACE.fit)), budget };
}

/** The wall seconds a step that wants `wall` seconds may take when `left` wall seconds of the batch's budget remain. */
export function stepCap(wall: number, left: number): number {
  return Math.min(wall, Math.max(0, left) * PACE.share);
}
