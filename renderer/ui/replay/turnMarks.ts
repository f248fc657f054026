import type { MatchRecord } from '../../../engine/core/record';

/**
 * The steps where a turn starts: a step whose action is by another seat than the one before (the record alone says
 * it, for every game). Step k is the state after k actions, so the turn of actions[i] starts at step i.
 */
export function turnMarks(record: MatchRecord): number[] {
  const marks: number[] = [];
  record.actions.forEach((a, i) => {
    if (i === 0 || record.actions[i - 1]!.seat !== a.seat) marks.push(i);
  });
  return marks;
}

/** The turn start before `step` (going back) or after it (going forward), else the first / last step. */
export function nextMark(marks: readonly number[], step: number, dir: 1 | -1, total: number): number {
  if (dir > 0) return marks.find((m) => m > step) ?? total;
  return [...marks].reverse().find((m) => m < step) ?? 0;
}
