import { RuleError } from '../../core/errors';
import type { Seat } from '../../core/types';
import type { Parsed } from '../actions';
import type { Tables } from '../material/compile';
import { COSTS } from '../material/costs';
import { ACTED, M_SPOILED, RIPE, mColour, mKind, mLow, type BanksState } from '../state';
import type { PhaseAction } from './actionPhase';
import { actCost, slotOf, sowCost, supplyCount } from './board';
import { desertFields, rotOptions } from './cardEvents';
import type { Decision } from './decision';
import { canDrawDesert } from './deserts';
import { marketRowOk } from './market';
import { startDesertFields } from './opening';
import { placementLegal, removable } from './water';

/**
 * The detailed rules of each action (a full field, too few markers, an unaffordable cost, …), checked on the untouched
 * state once the pending decision is known to take the action's type. Each check throws ILLEGAL_ACTION naming the
 * problem; where two problems could apply, the first listed here is reported. What a check works out (an AP cost, the
 * marker's slot, the rot positions in order) goes on to the rules step in `Checked`, and the step then cannot refuse.
 */

/** A legal action with what the rules step needs to run it. Plain numbers, one object: apply is the engine's hot path. */
export interface Checked {
  /** The parsed action (rot: its positions ascending). */
  a: Parsed;
  t: Tables;
  d: Decision;
  /** The AP a phase action costs (0 for the others). */
  cost: number;
  /** The slot of the acting marker for grow and harvest (−1 for the others). */
  slot: number;
}

const illegal = (msg: string): RuleError => new RuleError('ILLEGAL_ACTION', msg);

/** Check `c.a` for `seat` (the pending decision takes its type) and fill in what the rules step needs. */
export function checkRules(s: BanksState, seat: Seat, c: Checked): void {
  const { a, t, d } = c;
  switch (a.type) {
    case 'startBid':
    case 'hippoBid': {
      const max = supplyCount(s, t, seat);
      if (a.markers > max) throw illegal(`you can bid at most ${max} markers${a.type === 'hippoBid' ? ' (your supply)' : ''}`);
      return;
    }
    case 'payBid':
    case 'payHippo':
      if (s.supply[seat * t.K + a.kind]! <= 0) throw illegal(`no ${t.kindIds[a.kind]} in your supply`);
      return;
    case 'placeDesert':
      if (d === 'startDesert') {
        if (!startDesertFields(s, t).includes(a.field)) throw illegal(`${t.fieldIds[a.field]} is not a free desert-edge field`);
      } else if (!desertFields(s, t, s.ectx!.row).includes(a.field)) throw illegal(`the desert cannot spread to ${t.fieldIds[a.field]}`);
      return;
    case 'openBoat':
      checkOpenBoat(s, t, seat, a.kinds);
      return;
    case 'placeWater':
      checkPlaceWater(s, t, seat, a.pile, a.field, a.inner);
      return;
    case 'openSow':
      if (s.left & (a.ripe ? 1 : 2)) throw illegal(`you have already placed your ${a.ripe ? 'ripe' : 'seed'} marker`);
      if (s.supply[seat * t.K + a.kind]! <= 0) throw illegal(`no ${t.kindIds[a.kind]} in your supply`);
      if (!sowCost(s, t, seat, a.kind, a.field)) throw illegal(`${t.fieldIds[a.field]} cannot be sown`);
      return;
    case 'removeWater':
      if (!removable(s, t, a.field)) throw illegal(`no removable water card on ${t.fieldIds[a.field]}`);
      return;
    case 'rot':
      c.a = { type: 'rot', row: a.row, picks: checkRot(s, t, a.row, a.picks) };
      return;
    default:
      checkPhaseAction(s, seat, a, c);
  }
}

function checkOpenBoat(s: BanksState, t: Tables, seat: Seat, kinds: [number, number]): void {
  const need = new Array<number>(t.K).fill(0);
  for (const k of kinds) need[k]!++;
  for (let k = 0; k < t.K; k++) if (need[k]! > s.supply[seat * t.K + k]!) throw illegal(`not enough ${t.kindIds[k]} in your supply`);
}

function checkPlaceWater(s: BanksState, t: Tables, seat: Seat, pile: number, f: number, inner: number): void {
  const p = s.piles[seat * 2 + pile]!;
  if (p.length === 0) throw illegal(`your pile ${pile} is empty`);
  const [a, b] = t.wEnds[p[p.length - 1]!]!;
  if (inner !== a && inner !== b) throw illegal(`the top card of pile ${pile} has no end with ${inner} wave(s)`);
  const outer = inner === a ? b : a;
  if (!placementLegal(s, t, f, inner, outer)) throw illegal(`a ${inner}|${outer} water card does not fit on ${t.fieldIds[f]}`);
}

/** The rot positions, ascending, when the row and positions are one of the event's choices. */
function checkRot(s: BanksState, t: Tables, row: number, picks: number[]): number[] {
  const sorted = picks.slice().sort((a, b) => a - b);
  const ok = rotOptions(s, t).some((o) => o.row === row && o.picks.length === sorted.length && o.picks.every((p, i) => p === sorted[i]));
  if (!ok) throw illegal(`rot: row ${t.marketIds[row]} with positions [${picks.map((p) => p + 1).join(', ')}] is not a legal choice`);
  return sorted;
}

function afford(s: BanksState, cost: number): number {
  if (cost > s.ap) throw illegal(`needs ${cost} AP, ${s.ap} left`);
  return cost;
}

/** The slot of `seat`'s marker on field `f` that has not acted yet this phase (grow and harvest). */
function unusedMarker(s: BanksState, t: Tables, seat: Seat, f: number): number {
  const slot = slotOf(s, f, seat);
  const m = slot < 0 ? -1 : s.fm[slot]!;
  if (m < 0) throw illegal(`you have no marker on ${t.fieldIds[f]}`);
  if (m & ACTED) throw illegal('that marker has already been used this phase');
  return slot;
}

/** Phase 2 (spec §7 and the §13 variants): each action's own rule, then whether the AP are there. */
function checkPhaseAction(s: BanksState, seat: Seat, a: PhaseAction, c: Checked): void {
  const t = c.t;
  switch (a.type) {
    case 'sow': {
      const i = seat * t.K + a.kind;
      if (s.supply[i]! - (s.opts.buyCountsAsAction ? s.frozen[i]! : 0) <= 0) throw illegal(`no ${t.kindIds[a.kind]} marker in your supply that may be sown this phase`);
      const cost = sowCost(s, t, seat, a.kind, a.field);
      if (!cost) throw illegal(`field ${t.fieldIds[a.field]} cannot be sown`);
      c.cost = afford(s, cost);
      return;
    }
    case 'grow': {
      const slot = unusedMarker(s, t, seat, a.field);
      if (s.fm[slot]! & RIPE) throw illegal('that marker is already ripe');
      c.slot = slot;
      c.cost = afford(s, actCost(s, a.field));
      return;
    }
    case 'harvest': {
      const slot = unusedMarker(s, t, seat, a.field);
      const m = s.fm[slot]!;
      if (!(m & RIPE)) throw illegal('only a ripe marker can be harvested');
      const kind = mKind(m);
      const value = t.palms[a.field]!;
      if (!marketRowOk(s, t, a.row, kind, value)) throw illegal(`a ${t.kindIds[kind]} of value ${value} cannot go into ${t.marketIds[a.row]}`);
      c.slot = slot;
      c.cost = afford(s, actCost(s, a.field));
      return;
    }
    case 'buySeed': {
      const own = a.colour === seat;
      if (a.colour >= s.players) throw illegal(`there is no colour ${a.colour} in this game`);
      if (!own && !s.opts.buyOthersSeeds) throw illegal('you may only buy markers of your own colour');
      if (s.boat[a.colour * t.K + a.kind]! <= 0) throw illegal(`no ${t.kindIds[a.kind]} of colour ${a.colour} in the boat`);
      c.cost = afford(s, own ? COSTS.buySeed : COSTS.buyOthersSeed);
      return;
    }
    case 'buyJoker':
      if (s.jokersBought >= COSTS.jokersPerPhase) throw illegal('only one joker may be bought per action phase');
      if (!canDrawDesert(s)) throw illegal('no desert card left to buy');
      c.cost = afford(s, COSTS.buyJoker);
      return;
    case 'useJoker':
      if (s.noJokers) throw illegal('no jokers in the hippo extra phase');
      if (s.jokers[seat]!.length === 0) throw illegal('you have no joker');
      return;
    case 'heal': {
      const mode = s.opts.jokerHeals;
      if (mode === 'off') throw illegal('jokers do not heal (option jokerHeals is off)');
      if (s.noJokers) throw illegal('no jokers in the hippo extra phase');
      if (s.jokers[seat]!.length === 0) throw illegal('you have no joker');
      const m = s.market[a.row]![a.pos];
      if (m === undefined || mLow(m) !== M_SPOILED) throw illegal('only a spoiled market marker can be healed');
      if (mode === 'own' && mColour(m) !== seat) throw illegal('you may only heal your own markers');
      return;
    }
    case 'endTurn':
      return;
  }
}
