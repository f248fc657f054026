import type { Seat } from '../../core/types';
import type { ActionType } from '../actions';
import type { BanksState } from '../state';

/** What the game is waiting for now. */
export type Decision =
  | 'startBid'
  | 'payBid'
  | 'startDesert'
  | 'openBoat'
  | 'openWater'
  | 'openSow'
  | 'flood'
  | 'ebb'
  | 'rot'
  | 'desertEvent'
  | 'hippoBid'
  | 'hippoPay'
  | 'actions'
  | 'none';

export function decision(s: BanksState): Decision {
  if (s.over) return 'none';
  if (s.hippo) return s.hippo.stage === 'bid' ? 'hippoBid' : s.hippo.stage === 'pay' ? 'hippoPay' : 'actions';
  if (s.ectx) return s.ectx.wait ? (s.ectx.kind === 'rot' ? 'rot' : 'desertEvent') : 'none';
  switch (s.step) {
    case 'tide':
      return s.tMode === 0 ? 'flood' : 'ebb';
    case 'over':
      return 'none';
    default:
      return s.step;
  }
}

export const ALLOWED: Record<Decision, readonly ActionType[]> = {
  startBid: ['startBid'],
  payBid: ['payBid'],
  startDesert: ['placeDesert'],
  openBoat: ['openBoat'],
  openWater: ['placeWater'],
  openSow: ['openSow'],
  flood: ['placeWater'],
  ebb: ['removeWater'],
  rot: ['rot'],
  desertEvent: ['placeDesert'],
  hippoBid: ['hippoBid'],
  hippoPay: ['payHippo'],
  actions: ['sow', 'grow', 'harvest', 'buySeed', 'buyJoker', 'useJoker', 'heal', 'endTurn'],
  none: [],
};

/** Seats that must act now; several during secret simultaneous bids. */
export function banksToAct(s: BanksState): Seat[] {
  const d = decision(s);
  switch (d) {
    case 'none':
      return [];
    case 'hippoBid':
      return waiting(s.hippo!.bids);
    case 'startBid':
      return waiting(s.bids);
    case 'hippoPay':
      return [s.hippo!.winner];
    case 'rot':
    case 'desertEvent':
      return [s.ectx!.chooser];
    case 'flood':
    case 'ebb':
      return [s.sp];
    case 'actions':
      return [s.actor];
    default:
      return [s.cur];
  }
}

function waiting(bids: number[]): Seat[] {
  const out: Seat[] = [];
  for (let p = 0; p < bids.length; p++) if (bids[p]! < 0) out.push(p);
  return out;
}
