import type { HintMove, HintOrder } from '../../../engine/ai/hints';

/** What the panel says about the hinted moves the search could not tell apart (engine/ai/hints.ts `even`). */
export interface EvenGroup {
  /** How many of the shown moves are about equal (two or more). */
  count: number;
  /** Their lowest and highest win rate, in whole percent: one range instead of a row of identical figures. */
  lo: number;
  hi: number;
  /** What ordered them: their value right away, the game's rule of thumb, or nothing (the search's own order). */
  by: HintOrder;
}

/** The shown moves within the search's noise of the best one, or null when the best one stands out. */
export function evenGroup(moves: readonly HintMove[]): EvenGroup | null {
  const even = moves.filter((m) => m.even);
  if (even.length < 2) return null;
  const pcts = even.map((m) => Math.round(m.winRate * 100));
  return { count: even.length, lo: Math.min(...pcts), hi: Math.max(...pcts), by: even[0]!.by };
}
