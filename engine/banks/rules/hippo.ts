import type { Seat } from '../../core/types';
import type { BanksEvent } from '../events';
import type { Tables } from '../material/compile';
import { COSTS } from '../material/costs';
import type { BanksState } from '../state';
import { beginActionPhase } from './actionPhase';
import { boatCount, singleKind, supplyCount } from './board';
import type { Next } from './next';

/**
 * The hippo auction variant (spec §13.1). Every player secretly takes markers from his supply in hand; bids are
 * hidden until all are in. Bid = hand + own markers in the boat; the highest wins, a tie goes to the bigger hand, a
 * tie on that to nobody. The winner puts his hand into the boat (kind by kind, his choice) and plays an extra 3-AP
 * action phase without jokers; then the interrupted phase goes on.
 */

/** Start the auction; true when it is already over (every bid forced and nobody won). */
export function startHippo(s: BanksState, t: Tables, ev: BanksEvent[]): boolean {
  const bids = new Array<number>(s.players).fill(-1);
  // A player with an empty supply can only bid 0: his bid is placed for him.
  for (let p = 0; p < s.players; p++) if (supplyCount(s, t, p) === 0) bids[p] = 0;
  s.hippo = { stage: 'bid', bids, winner: -1, pay: 0 };
  if (bids.every((b) => b >= 0)) return reveal(s, t, ev);
  return false;
}

/** 'eventDone' when the last bid is in and nobody won (a winner first plays his extra phase). */
export function hippoBid(s: BanksState, t: Tables, ev: BanksEvent[], seat: Seat, markers: number): Next {
  const h = s.hippo!;
  h.bids[seat] = markers;
  ev.push({ type: 'bidPlaced', seat, auction: 'hippo', markers });
  return h.bids.every((b) => b >= 0) && reveal(s, t, ev) ? 'eventDone' : 'wait';
}

/** Highest total wins; ties: the bigger hand; still tied: nobody. */
export function auctionWinner(hands: number[], totals: number[]): Seat | null {
  let best: Seat[] = [];
  for (let p = 0; p < totals.length; p++) {
    if (!best.length || totals[p]! > totals[best[0]!]!) best = [p];
    else if (totals[p] === totals[best[0]!]) best.push(p);
  }
  if (best.length > 1) {
    const maxHand = Math.max(...best.map((p) => hands[p]!));
    best = best.filter((p) => hands[p] === maxHand);
  }
  return best.length === 1 ? best[0]! : null;
}

function reveal(s: BanksState, t: Tables, ev: BanksEvent[]): boolean {
  const h = s.hippo!;
  const hands = h.bids.slice();
  const totals = hands.map((n, p) => n + boatCount(s, t, p));
  const winner = auctionWinner(hands, totals);
  ev.push({ type: 'bidsRevealed', auction: 'hippo', hands, totals, winner });
  if (winner === null) {
    s.hippo = null;
    return true;
  }
  h.winner = winner;
  h.pay = hands[winner]!;
  h.stage = 'pay';
  payAuto(s, t, ev);
  return false;
}

function payAuto(s: BanksState, t: Tables, ev: BanksEvent[]): void {
  const h = s.hippo!;
  while (h.pay > 0) {
    const k = singleKind(s, t, h.winner);
    if (k < 0) return;
    payOne(s, t, ev, h.winner, k);
  }
  h.stage = 'act';
  beginActionPhase(s, t, ev, h.winner, COSTS.hippoAp, true);
}

function payOne(s: BanksState, t: Tables, ev: BanksEvent[], seat: Seat, kind: number): void {
  s.supply[seat * t.K + kind]!--;
  s.boat[seat * t.K + kind]!++;
  s.hippo!.pay--;
  ev.push({ type: 'markersToBoat', seat, kinds: [t.kindIds[kind]!], reason: 'hippo' });
}

export function payHippo(s: BanksState, t: Tables, ev: BanksEvent[], seat: Seat, kind: number): void {
  payOne(s, t, ev, seat, kind);
  payAuto(s, t, ev);
}
