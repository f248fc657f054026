import type { DecisionAnalysis, MatchAnalysis, MoveClass } from '../../engine/ai/analysis/types';
import type { Seat } from '../../engine/core/types';

/** One seat's estimated win chance at a replay step (the step after decision `index` is `index + 1`). */
export interface ChancePoint {
  step: number;
  chance: number;
  /** Whether the seat decided the move leading to this step (its mark is drawn there). */
  own: boolean;
}

/**
 * Every seat's estimated win chance over the game, one point per replay step: an equal share before any decision,
 * then the seat's estimate after its latest decision (a seat's chance is only estimated when it decides).
 */
export function winChanceSeries(analysis: MatchAnalysis, players: number): ChancePoint[][] {
  const now = Array.from({ length: players }, () => 1 / players);
  const series: ChancePoint[][] = now.map((c) => [{ step: 0, chance: c, own: false }]);
  for (const d of analysis.decisions) {
    if (d.seat < players) now[d.seat] = d.after;
    now.forEach((c, s) => series[s]!.push({ step: d.index + 1, chance: c, own: s === d.seat }));
  }
  return series;
}

export const MOVE_CLASSES: readonly MoveClass[] = ['best', 'good', 'inaccuracy', 'mistake', 'blunder', 'forced'];

/** How many of a seat's decisions fell in each class. */
export function classCounts(decisions: readonly DecisionAnalysis[], seat: Seat): Record<MoveClass, number> {
  const counts: Record<MoveClass, number> = { best: 0, good: 0, inaccuracy: 0, mistake: 0, blunder: 0, forced: 0 };
  for (const d of decisions) if (d.seat === seat) counts[d.class]++;
  return counts;
}
