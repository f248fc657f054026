import type { NefertitiAction } from '../actions';
import type { NefertitiEvent } from '../events';
import type { NefertitiState } from '../state';
import { applyCharacterChoice } from './characters';
import { run } from './flow';
import { applyResolutionChoice } from './resolution';
import { applyCollector, applyTurn } from './turn';

/** Apply a checked action (rules/legal.ts validate) to the private copy `s`, then run the automatic steps up to the next decision. */
export function applyChecked(s: NefertitiState, _seat: number, a: NefertitiAction, ev: NefertitiEvent[]): void {
  const d = s.decision!;
  switch (d.k) {
    case 'turn':
    case 'place2':
      applyTurn(s, d, a, ev);
      break;
    case 'collector':
      applyCollector(s, d.seat, a, ev);
      break;
    case 'top':
    case 'bid':
    case 'collect':
    case 'spread':
    case 'wtUse':
      applyResolutionChoice(s, a, ev);
      break;
    default:
      applyCharacterChoice(s, d, a, ev);
  }
  run(s, ev);
}
