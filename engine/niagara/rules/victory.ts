import type { Seat } from '../../core/types';
import { GEM_COUNT } from '../material/gems';
import { VICTORY } from '../material/victory';
import type { NiagaraEvent } from '../events';
import type { NiagaraState } from '../state';

export type Condition = 'sameColour' | 'differentColours' | 'anyColours';

/** Which victory conditions (§9) a seat's scoring reserve meets. */
export function conditionsMet(s: NiagaraState, seat: Seat): Condition[] {
  const base = seat * GEM_COUNT;
  let max = 0, kinds = 0, total = 0;
  for (let g = 0; g < GEM_COUNT; g++) {
    const n = s.reserve[base + g]!;
    if (n > max) max = n;
    if (n > 0) kinds++;
    total += n;
  }
  const out: Condition[] = [];
  if (max >= VICTORY.sameColour) out.push('sameColour');
  if (kinds >= VICTORY.differentColours) out.push('differentColours');
  if (total >= VICTORY.anyColours) out.push('anyColours');
  return out;
}

/** Called after a gem lands (§9 "check as soon as a gem is landed"): remember the order in which seats qualify. */
export function noteLanding(s: NiagaraState, seat: Seat, ev: NiagaraEvent[]): void {
  if (s.metOrder[seat]! >= 0) return;
  const met = conditionsMet(s, seat);
  if (met.length === 0) return;
  s.metOrder[seat] = s.metCount++;
  ev.push({ type: 'victoryMet', seat, conditions: met });
}

/** Seats meeting a condition now. Reserves only shrink in phase 1 (buy-back), so at the end of phase 2 this is "met this round". */
export function qualifiers(s: NiagaraState): Seat[] {
  const out: Seat[] = [];
  for (let p = 0; p < s.players; p++) if (conditionsMet(s, p).length > 0) out.push(p);
  return out;
}
