import type { DecisionAnalysis, MatchAnalysis, MoveClass } from '../../engine/ai/analysis/types';
import type { Seat } from '../../engine/core/types';
import { winChanceSeries } from '../../engine/ai/analysis/series';

/** One seat's estimated win chance at a replay step (the step after decision `index` is `index + 1`). */
export interface ChancePoint {
  step: number;
  chance: number;
  /** Whether the seat decided the move leading to this step (its mark is drawn there). */
  own: boolean;
}

/**
 * The engine's series (`winChanceSeries`: one value per replay step, each seat's estimate after its latest decision)
 * as chart points, marking the steps a seat decided itself (its mark is drawn there).
 */
export function chancePoints(analysis: MatchAnalysis, players: number): ChancePoint[][] {
  const owner = [null, ...analysis.decisions.map((d) => d.seat)];
  return winChanceSeries(analysis, players).map((values, seat) => values.map((chance, step) => ({ step, chance, own: owner[step] === seat })));
}

export const MOVE_CLASSES: readonly MoveClass[] = ['best', 'good', 'inaccuracy', 'mistake', 'blunder', 'forced'];

/** How many of a seat's decisions fell in each class. */
export function classCounts(decisions: readonly DecisionAnalysis[], seat: Seat): Record<MoveClass, number> {
  const counts: Record<MoveClass, number> = { best: 0, good: 0, inaccuracy: 0, mistake: 0, blunder: 0, forced: 0 };
  for (const d of decisions) if (d.seat === seat) counts[d.class]++;
  return counts;
}
