import { cardValue } from '../material/cards';
import { CREW_COLOURS } from '../material/colours';
import type { NiagaraEvent } from '../events';
import { cloneForPlay, cloneForResolve, cloneState, type NiagaraState } from '../state';
import { applyBuyBack, applyPlay } from './choose';
import type { Checked } from './legal';
import { applyPlan, decodePlan } from './paddle';
import { afterPaddle, endCrewTurn, startResolve } from './round';
import { applyWeather } from './weather';

/** The private copy a checked action works on: only what it can change is copied (phase 1 cards touch hands and chosen). */
export function copyFor(s: NiagaraState, v: Checked): NiagaraState {
  if (v.type === 'play' && !v.last) return cloneForPlay(s);
  return s.phase === 'resolve' ? cloneForResolve(s) : cloneState(s);
}

/** Apply a checked action (rules/legal.ts validate) to the private copy `c`, then run on until someone must decide. */
export function applyChecked(c: NiagaraState, seat: number, v: Checked, ev: NiagaraEvent[]): void {
  switch (v.type) {
    case 'play':
      applyPlay(c, v.crew, v.card, ev);
      if (v.last) startResolve(c, ev); // the last card is down: phase 2 runs until someone must decide
      return;
    case 'buyBack':
      applyBuyBack(c, v.crew, v.canoe, v.gem, ev);
      return;
    case 'weather':
      applyWeather(c, v.delta, ev);
      endCrewTurn(c, ev);
      return;
    case 'paddle': {
      const launched = applyPlan(c, decodePlan(v.plan), cardValue(c.turn!.card), ev);
      const t = c.turn!;
      t.moved |= 1 << (v.canoe & 1);
      if (launched) t.launched = true;
      afterPaddle(c, ev);
      return;
    }
    case 'pass':
      ev.push({ type: 'passed', seat, colour: CREW_COLOURS[c.turn!.crew]! });
      endCrewTurn(c, ev);
      return;
  }
}
