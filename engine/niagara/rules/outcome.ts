import type { Outcome, Seat } from '../../core/types';
import { GEM_COUNT, GEM_VALUE } from '../material/gems';
import type { NiagaraState } from '../state';
import { conditionsMet, type Condition } from './victory';

export interface NiagaraTiebreak {
  /** Victory conditions met at the end (§9). */
  met: Condition[];
  gems: number;
  /** BGA gem value of the reserve (violet 1 … pink 5). */
  gemValue: number;
  /** 0 = first seat to qualify in the final round; null if it did not. */
  metOrder: number | null;
  /** Gems landed by colour (violet … pink): how near each victory condition the seat came, for the results' words. */
  colours: number[];
}

function tiebreakOf(s: NiagaraState, p: Seat): NiagaraTiebreak {
  let gems = 0, value = 0;
  const colours = s.reserve.slice(p * GEM_COUNT, (p + 1) * GEM_COUNT);
  for (let g = 0; g < GEM_COUNT; g++) {
    const n = colours[g]!;
    gems += n;
    value += n * GEM_VALUE[g]!;
  }
  const order = s.metOrder[p]!;
  return { met: conditionsMet(s, p), gems, gemValue: value, metOrder: order >= 0 ? order : null, colours };
}

/**
 * Ranking key, compared lexicographically (higher is better). Seats that met a condition come first and are separated
 * only as the `tieBreak` option says (§9); the others are ordered by gems then gem value (display only: they lost).
 */
function rankKey(s: NiagaraState, t: NiagaraTiebreak): number[] {
  if (s.capped || t.met.length === 0) return [0, t.gems, t.gemValue];
  switch (s.options.tieBreak) {
    case 'shared':
      return [1];
    case 'gemValue':
      return [1, t.gemValue];
    case 'mostGemsThenFirst':
      return [1, t.gems, -(t.metOrder ?? 99)];
  }
}

const better = (a: number[], b: number[]): boolean => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0, y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return false;
};

export function niagaraOutcome(s: NiagaraState): Outcome | null {
  if (s.phase !== 'over') return null;
  const tb = Array.from({ length: s.players }, (_, p) => tiebreakOf(s, p));
  const keys = tb.map((t) => rankKey(s, t));
  const places = keys.map((k) => 1 + keys.filter((o) => better(o, k)).length);
  const winners = s.capped ? [] : places.flatMap((pl, p) => (pl === 1 && tb[p]!.met.length > 0 ? [p] : []));
  const out: Outcome = { places, scores: tb.map((t) => t.gems), winners, tiebreak: tb };
  if (s.capped) out.note = 'roundCap';
  return out;
}

export const winnersOf = (s: NiagaraState): Seat[] => niagaraOutcome(s)?.winners ?? [];
