import { randInt } from '../../core/rng';
import type { Seat } from '../../core/types';
import type { BanksAction } from '../actions';
import { actionShelf } from '../action-cache';
import type { BanksEvent } from '../events';
import type { Tables } from '../material/compile';
import { COSTS } from '../material/costs';
import { RIPE, mCode, type BanksState } from '../state';
import { singleKind, sowCost } from './board';
import { placeDesertCard } from './deserts';
import type { Next } from './next';
import { hasPlacement } from './water';

/**
 * The opening (spec §4.2, steps 3 and 6; §13.2 start bidding): the starting desert cards, two markers per player into
 * the boat, one water card each, then one ripe and one seed marker each, free. Each step goes clockwise from the start
 * player; a player who cannot do a step is skipped. Each function returns what follows (`Next`): 'wait' for the
 * current player's choice, 'round' once the opening is over.
 */

// ---- §13.2 start-player bidding -------------------------------------------------------------------------------------

export function startBid(s: BanksState, t: Tables, ev: BanksEvent[], seat: Seat, markers: number): Next {
  s.bids[seat] = markers;
  ev.push({ type: 'bidPlaced', seat, auction: 'start', markers });
  if (s.bids.some((b) => b < 0)) return 'wait';
  const hands = s.bids.slice();
  const top = Math.max(...hands);
  const tied = [...hands.keys()].filter((p) => hands[p] === top);
  const winner = tied.length === 1 ? tied[0]! : null;
  ev.push({ type: 'bidsRevealed', auction: 'start', hands, totals: hands, winner });
  s.bidRound++;
  if (winner === null && s.bidRound < s.opts.startBidRounds) {
    // Tie: everybody bids again; markers of a tied round stay in the supplies (only the deciding bids are paid).
    s.bids.fill(-1);
    return 'wait';
  }
  s.sp = winner ?? tied[randInt(s.rng, tied.length)]!;
  ev.push({ type: 'startPlayer', seat: s.sp, reason: winner === null ? 'bidDraw' : 'bid' });
  s.payLeft = hands;
  s.bids.fill(-1);
  s.step = 'payBid';
  s.cur = s.sp;
  s.done = 0;
  return payAdvance(s, t, ev);
}

function payAdvance(s: BanksState, t: Tables, ev: BanksEvent[]): Next {
  while (s.done < s.players) {
    while (s.payLeft[s.cur]! > 0) {
      const k = singleKind(s, t, s.cur);
      if (k < 0) return 'wait'; // the bidder chooses which kinds go into the boat
      payOne(s, t, ev, s.cur, k);
    }
    s.done++;
    s.cur = (s.cur + 1) % s.players;
  }
  return afterStartPlayer(s, t, ev);
}

function payOne(s: BanksState, t: Tables, ev: BanksEvent[], seat: Seat, kind: number): void {
  s.supply[seat * t.K + kind]!--;
  s.boat[seat * t.K + kind]!++;
  s.payLeft[seat]!--;
  ev.push({ type: 'markersToBoat', seat, kinds: [t.kindIds[kind]!], reason: 'bid' });
}

export function payBid(s: BanksState, t: Tables, ev: BanksEvent[], seat: Seat, kind: number): Next {
  payOne(s, t, ev, seat, kind);
  return payAdvance(s, t, ev);
}

// ---- step 3: starting desert cards ---------------------------------------------------------------------------------

/** Uncovered desert-edge fields without a desert card (spec §4.2 step 3). */
export function startDesertFields(s: BanksState, t: Tables): number[] {
  const out: number[] = [];
  for (let f = 0; f < t.F; f++) if (t.desertEdge[f] && !s.covered[f] && s.desert[f]! < 0 && s.water[f]! < 0) out.push(f);
  return out;
}

/** The start player is known: starting deserts (if he places them), then the opening proper. */
export function afterStartPlayer(s: BanksState, t: Tables, ev: BanksEvent[]): Next {
  if (s.opts.startDesert === 'startPlayer' && t.data.startDeserts > 0) {
    s.step = 'startDesert';
    s.left = t.data.startDeserts;
    s.cur = s.sp;
    return startDesertAdvance(s, t, ev);
  }
  return afterStartDeserts(s, t, ev);
}

function startDesertAdvance(s: BanksState, t: Tables, ev: BanksEvent[]): Next {
  if (s.left > 0 && startDesertFields(s, t).length > 0) return 'wait';
  return afterStartDeserts(s, t, ev);
}

export function placeStartDesert(s: BanksState, t: Tables, ev: BanksEvent[], f: number): Next {
  placeDesertCard(s, t, ev, f, 'start');
  s.left--;
  return startDesertAdvance(s, t, ev);
}

function afterStartDeserts(s: BanksState, t: Tables, ev: BanksEvent[]): Next {
  if (s.opts.startBidding) return beginOpenWater(s, t, ev);
  s.step = 'openBoat';
  s.done = 0;
  s.cur = s.sp;
  return 'wait';
}

// ---- step 6.1: two markers into the boat ---------------------------------------------------------------------------

export function openBoat(s: BanksState, t: Tables, ev: BanksEvent[], seat: Seat, kinds: [number, number]): Next {
  for (const k of kinds) {
    s.supply[seat * t.K + k]!--;
    s.boat[seat * t.K + k]!++;
  }
  ev.push({ type: 'markersToBoat', seat, kinds: kinds.map((k) => t.kindIds[k]!), reason: 'opening' });
  s.done++;
  s.cur = (s.cur + 1) % s.players;
  return s.done >= s.players ? beginOpenWater(s, t, ev) : 'wait';
}

export function listOpenBoat(s: BanksState, t: Tables, seat: Seat, out: BanksAction[]): void {
  for (let a = 0; a < t.K; a++) {
    for (let b = a; b < t.K; b++) {
      const na = s.supply[seat * t.K + a]!;
      if (a === b ? na >= COSTS.openingBoatMarkers : na > 0 && s.supply[seat * t.K + b]! > 0) {
        out.push({ type: 'openBoat', kinds: [t.kindIds[a]!, t.kindIds[b]!] });
      }
    }
  }
}

// ---- step 6.2: one water card each ---------------------------------------------------------------------------------

function beginOpenWater(s: BanksState, t: Tables, ev: BanksEvent[]): Next {
  s.step = 'openWater';
  s.done = 0;
  s.cur = s.sp;
  s.left = s.opts.openingWater;
  return openWaterAdvance(s, t, ev);
}

/** Wait for the current player's card, or skip him when none of his top cards fits (A: skip). */
export function openWaterAdvance(s: BanksState, t: Tables, ev: BanksEvent[]): Next {
  while (s.done < s.players) {
    if (s.left > 0 && hasPlacement(s, t, s.cur)) return 'wait';
    if (s.left > 0) ev.push({ type: 'waterSkipped', seat: s.cur });
    s.done++;
    s.cur = (s.cur + 1) % s.players;
    s.left = s.opts.openingWater;
  }
  s.step = 'openSow';
  s.done = 0;
  s.cur = s.sp;
  s.left = 0;
  return openSowAdvance(s, t);
}

// ---- step 6.3: one ripe and one seed marker each, free -------------------------------------------------------------

/** `left` bits: 1 = the ripe marker is placed, 2 = the seed marker is placed. */
function openSowOptions(s: BanksState, t: Tables, seat: Seat, out: BanksAction[] | null): boolean {
  if ((s.left & 3) === 3) return false;
  for (let k = 0; k < t.K; k++) {
    if (s.supply[seat * t.K + k]! <= 0) continue;
    for (let f = 0; f < t.F; f++) {
      if (!sowCost(s, t, seat, k, f)) continue;
      if (!out) return true;
      if (!(s.left & 1)) out.push(actionShelf(t).openSow(k, f, true));
      if (!(s.left & 2)) out.push(actionShelf(t).openSow(k, f, false));
    }
  }
  return out !== null && out.length > 0;
}

export const listOpenSow = (s: BanksState, t: Tables, seat: Seat, out: BanksAction[]): void => void openSowOptions(s, t, seat, out);

function openSowAdvance(s: BanksState, t: Tables): Next {
  while (s.done < s.players) {
    if (openSowOptions(s, t, s.cur, null)) return 'wait';
    s.done++;
    s.cur = (s.cur + 1) % s.players;
    s.left = 0;
  }
  s.left = 0;
  return 'round';
}

export function openSow(s: BanksState, t: Tables, ev: BanksEvent[], seat: Seat, kind: number, f: number, ripe: boolean): Next {
  s.supply[seat * t.K + kind]!--;
  s.fm[s.fm[2 * f]! < 0 ? 2 * f : 2 * f + 1] = mCode(seat, kind, ripe ? RIPE : 0);
  s.left |= ripe ? 1 : 2;
  ev.push({ type: 'plantSown', seat, kind: t.kindIds[kind]!, field: t.fieldIds[f]!, ripe, cost: 0 });
  return openSowAdvance(s, t);
}
