import type { Seat } from '../../core/types';
import type { NefertitiAction } from '../actions';
import type { NefertitiEvent } from '../events';
import type { NefertitiState } from '../state';
import { applyCharacterChoice, characterOptions } from './characters';
import { run } from './flow';
import { servantPlacements } from './placement';
import { applyResolutionChoice, bidOptions, collectOptions, spreadOptions, topOptions, wtSwapOptions } from './resolution';
import { applyCollector, applyTurn, collectorOptions, turnOptions } from './turn';

/** Every legal action of `seat` now: the options of the one pending decision, if it is that seat's. */
export function legalActions(s: NefertitiState, seat: Seat): NefertitiAction[] {
  const d = s.decision;
  if (s.over || !d || d.seat !== seat) return [];
  const out: NefertitiAction[] = [];
  switch (d.k) {
    case 'turn':
      turnOptions(s, d, out);
      break;
    case 'place2':
      servantPlacements(s, d.seat, d.m, out);
      break;
    case 'collector':
      collectorOptions(s, d.seat, d.excl, out);
      break;
    case 'top':
      topOptions(s, d.m, d.bid, out);
      break;
    case 'bid':
      bidOptions(s, d.m, d.bid, out);
      break;
    case 'collect':
      collectOptions(s, d.m, out);
      break;
    case 'spread':
      spreadOptions(s, d.m, d.used, out);
      break;
    case 'wtUse':
      wtSwapOptions(s, d.m, out);
      break;
    default:
      characterOptions(s, d, out);
  }
  return out;
}

/** Apply a legal action to a private state copy, then run the automatic steps up to the next decision. */
export function applyLegal(s: NefertitiState, a: NefertitiAction, ev: NefertitiEvent[]): void {
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
