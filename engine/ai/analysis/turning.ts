import type { Seat } from '../../core/types';
import type { DecisionAnalysis, TurningPoint } from './types';

/** A swing smaller than this (in win chance) is no turning point: a quiet game has none. */
export const TURNING_MIN_SWING = 0.1;

/**
 * Turning points: the decisions where a seat's estimated win chance moved most since that seat's previous decision
 * (`after` minus its previous `after`: its own move and everything the others did in between). A seat's first decision
 * only sets its baseline (the start's equal share is a convention, not an estimate). The `limit` largest swings of at
 * least TURNING_MIN_SWING, in record order (ties: the earlier one).
 */
export function turningPoints(decisions: DecisionAnalysis[], limit = 5): TurningPoint[] {
  const last = new Map<Seat, number>();
  const swings: TurningPoint[] = [];
  for (const d of decisions) {
    const prev = last.get(d.seat);
    if (prev !== undefined && Math.abs(d.after - prev) >= TURNING_MIN_SWING) swings.push({ index: d.index, seat: d.seat, swing: d.after - prev });
    last.set(d.seat, d.after);
  }
  return swings.sort((a, b) => Math.abs(b.swing) - Math.abs(a.swing) || a.index - b.index).slice(0, limit).sort((a, b) => a.index - b.index);
}
