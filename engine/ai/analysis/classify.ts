import type { MoveClass } from './types';

/**
 * Drop in estimated win chance (0..1) from which a move gets each class; below `good`: best. Why these: two points is
 * about the search's own noise between seeds at the analysis budget (a move that close to the best is as good as it);
 * five points is a move a strong player would notice; ten points costs about one game in ten; twenty points (a fifth
 * of a win) is a move that usually changes who wins a close game.
 */
export const ANALYSIS_THRESHOLDS = { good: 0.02, inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 } as const;

/** The class of a move by its drop (a single legal move: forced). */
export function classify(drop: number, choices: number): MoveClass {
  if (choices <= 1) return 'forced';
  const t = ANALYSIS_THRESHOLDS;
  return drop >= t.blunder ? 'blunder' : drop >= t.mistake ? 'mistake' : drop >= t.inaccuracy ? 'inaccuracy' : drop >= t.good ? 'good' : 'best';
}
