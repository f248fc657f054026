import type { BanksEvent } from '../events';
import type { BanksState } from '../state';
import { applyPhaseAction } from './actionPhase';
import { chooseDesert, chooseRot } from './cardEvents';
import { placeWater, removeWater } from './flooding';
import { proceed } from './flow';
import { hippoBid, payHippo } from './hippo';
import type { Checked } from './checks';
import type { Next } from './next';
import { openBoat, openSow, payBid, placeStartDesert, startBid } from './opening';

/**
 * Apply a checked action (rules/legal.ts validate, which has refused anything illegal) to the private copy `s`: each
 * rule does its work and reports what follows it, and flow runs that on until a player must decide.
 */
export function applyChecked(s: BanksState, seat: number, { a, t, d, cost, slot }: Checked, ev: BanksEvent[]): void {
  let next: Next = 'wait';
  switch (a.type) {
    case 'startBid':
      next = startBid(s, t, ev, seat, a.markers);
      break;
    case 'payBid':
      next = payBid(s, t, ev, seat, a.kind);
      break;
    case 'placeDesert':
      next = d === 'startDesert' ? placeStartDesert(s, t, ev, a.field) : chooseDesert(s, t, ev, a.field);
      break;
    case 'openBoat':
      next = openBoat(s, t, ev, seat, a.kinds);
      break;
    case 'placeWater':
      next = placeWater(s, t, ev, seat, seat, a.pile, a.field, a.inner);
      break;
    case 'openSow':
      next = openSow(s, t, ev, seat, a.kind, a.field, a.ripe);
      break;
    case 'removeWater':
      next = removeWater(s, t, ev, a.field);
      break;
    case 'rot':
      next = chooseRot(s, t, ev, a.row, a.picks);
      break;
    case 'hippoBid':
      next = hippoBid(s, t, ev, seat, a.markers);
      break;
    case 'payHippo':
      payHippo(s, t, ev, seat, a.kind);
      break;
    default:
      next = applyPhaseAction(s, t, ev, seat, a, cost, slot);
  }
  proceed(s, t, ev, next);
}
