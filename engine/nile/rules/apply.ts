import type { ParsedAction } from '../actions';
import type { NileEvent } from '../events';
import type { NileState } from '../state';
import { applyPlant } from './plant';
import { applySpeculate } from './speculate';
import { applyTrade } from './trade';
import { checkEnd, endTurn } from './turn';

/** Apply a checked action (rules/legal.ts validate) to the private copy `s`: the whole step up to the next decision. */
export function applyChecked(s: NileState, seat: number, a: ParsedAction, ev: NileEvent[]): void {
  switch (a.type) {
    case 'market':
    case 'offering':
      applyTrade(s, seat, a.type, a.pay, ev);
      checkEnd(s, ev); // a trade that drew the last card ends the game after that step (§9)
      break;
    case 'plant':
      applyPlant(s, seat, a.counts, ev);
      endTurn(s, ev);
      break;
    case 'speculate':
      applySpeculate(s, seat, a.cards, ev);
      endTurn(s, ev);
      break;
    case 'pass':
      ev.push({ type: 'pass', seat });
      endTurn(s, ev);
      break;
  }
}
