import { CANOES_PER_CREW } from '../material/colours';
import { BANK, LOST } from '../material/river';
import type { NiagaraOptions } from '../options';
import type { NiagaraState, TurnState } from '../state';

/**
 * §6.1: which canoes of a crew must / may move for a number card, from where they stand when the card is revealed.
 *   both on the bank        → exactly one launches
 *   bank + river            → the river canoe must move, the bank canoe may launch
 *   both in the river       → both must move
 *   river + lost            → the river canoe must move
 *   bank + lost             → must launch (§12.5 option `loneBankCanoeMustLaunch`; off: may launch)
 *   both lost               → nothing happens
 */
export function obligations(o: NiagaraOptions, pos: readonly number[], crew: number): Pick<TurnState, 'required' | 'optional' | 'oneOf'> {
  const a = pos[crew * CANOES_PER_CREW]!, b = pos[crew * CANOES_PER_CREW + 1]!;
  const bit = (p: number, k: number, want: 'bank' | 'river') => ((want === 'bank' ? p === BANK : p >= 0) ? 1 << k : 0);
  const bank = bit(a, 0, 'bank') | bit(b, 1, 'bank');
  const river = bit(a, 0, 'river') | bit(b, 1, 'river');
  const lost = (a === LOST ? 1 : 0) + (b === LOST ? 1 : 0);
  if (river !== 0) return { required: river, optional: bank, oneOf: false };
  if (bank === 3) return { required: 0, optional: 3, oneOf: true };
  if (bank !== 0 && lost === 1) {
    return o.loneBankCanoeMustLaunch ? { required: bank, optional: 0, oneOf: false } : { required: 0, optional: bank, oneOf: false };
  }
  return { required: 0, optional: 0, oneOf: false };
}

/** Canoe k of the turn's crew may still paddle now: it is in the turn's masks, has not moved, and (on the bank) no launch yet. */
export function mayPaddle(s: NiagaraState, t: TurnState, k: number): boolean {
  const bit = 1 << k;
  if (!((t.required | t.optional) & bit) || t.moved & bit) return false;
  const p = s.canoePos[t.crew * CANOES_PER_CREW + k]!;
  if (p === LOST) return false;
  return p >= 0 || !t.launched;
}

/** Something still has to move before the turn may end. */
export const mustStillMove = (t: TurnState): boolean => (t.required & ~t.moved) !== 0 || (t.oneOf && t.moved === 0);
