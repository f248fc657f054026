import type { Seat } from '../../core/types';
import type { BanksAction, Parsed } from '../actions';
import { actionShelf } from '../action-cache';
import type { BanksEvent } from '../events';
import type { Tables } from '../material/compile';
import { COSTS } from '../material/costs';
import { ACTED, M_RIPE, M_SPOILED, RIPE, mCode, mColour, mKind, mLow, type BanksState } from '../state';
import { actCost, clearActed, removeFromSlot } from './board';
import { canDrawDesert, drawDesert } from './deserts';
import { marketRowOk } from './market';
import type { Next } from './next';

/**
 * Phase 2 (spec §7): the acting player spends action points (3, plus 1 per joker discarded) on sow, grow, harvest,
 * buy seed and buy joker. Each marker may be the subject of one action per phase. The same machinery runs the hippo
 * auction's extra phase (§13.1: 3 AP, no jokers).
 */

export function beginActionPhase(s: BanksState, _t: Tables, ev: BanksEvent[], seat: Seat, ap: number, extra: boolean): void {
  s.actor = seat;
  s.ap = ap;
  s.jokersBought = 0;
  s.noJokers = extra;
  clearActed(s);
  s.frozen.fill(0);
  ev.push({ type: 'actionPhaseStarted', seat, ap, extra });
}

/** The next player's phase, or (after the last, or after the hippo extra phase) what `flow` runs next. */
function endActionPhase(s: BanksState, t: Tables, ev: BanksEvent[]): Next {
  const extra = s.hippo !== null;
  ev.push({ type: 'actionPhaseEnded', seat: s.actor, extra });
  clearActed(s);
  s.frozen.fill(0);
  s.ap = 0;
  s.jokersBought = 0;
  s.noJokers = false;
  if (extra) {
    // The interrupted phase carries on (§13.1) once the hippo event is finished.
    s.hippo = null;
    return 'eventDone';
  }
  s.done++;
  if (s.done >= s.players) return 'endRound';
  s.cur = (s.cur + 1) % s.players;
  beginActionPhase(s, t, ev, s.cur, COSTS.actionPoints, false);
  return 'wait';
}

/** Nothing left to spend and no joker to turn into AP: the phase ends by itself. */
function autoEnd(s: BanksState, t: Tables, ev: BanksEvent[]): Next {
  return s.ap === 0 && (s.noJokers || s.jokers[s.actor]!.length === 0) ? endActionPhase(s, t, ev) : 'wait';
}

export type PhaseAction = Extract<Parsed, { type: 'sow' | 'grow' | 'harvest' | 'buySeed' | 'buyJoker' | 'useJoker' | 'heal' | 'endTurn' }>;

/**
 * Run a checked phase action (rules/checks.ts has refused anything the rules forbid or the AP cannot pay for), with
 * the AP `cost` and (grow, harvest) the acting marker's `slot` it worked out.
 */
export function applyPhaseAction(s: BanksState, t: Tables, ev: BanksEvent[], seat: Seat, a: PhaseAction, cost: number, slot: number): Next {
  const K = t.K;
  switch (a.type) {
    case 'endTurn':
      return endActionPhase(s, t, ev);
    case 'sow': {
      s.ap -= cost;
      s.supply[seat * K + a.kind]!--;
      s.fm[s.fm[2 * a.field]! < 0 ? 2 * a.field : 2 * a.field + 1] = mCode(seat, a.kind, ACTED);
      ev.push({ type: 'plantSown', seat, kind: t.kindIds[a.kind]!, field: t.fieldIds[a.field]!, ripe: false, cost });
      break;
    }
    case 'grow': {
      const m = s.fm[slot]!;
      s.ap -= cost;
      s.fm[slot] = m | RIPE | ACTED;
      ev.push({ type: 'plantGrown', seat, kind: t.kindIds[mKind(m)]!, field: t.fieldIds[a.field]!, cost });
      break;
    }
    case 'harvest': {
      const kind = mKind(s.fm[slot]!);
      const value = t.palms[a.field]!;
      s.ap -= cost;
      removeFromSlot(s, slot);
      s.market[a.row] = [...s.market[a.row]!, mCode(seat, kind, M_RIPE)];
      ev.push({ type: 'plantHarvested', seat, kind: t.kindIds[kind]!, field: t.fieldIds[a.field]!, value, cost });
      ev.push({ type: 'marketPlaced', seat, kind: t.kindIds[kind]!, row: t.marketIds[a.row]!, pos: s.market[a.row]!.length, value });
      break;
    }
    case 'buySeed': {
      const own = a.colour === seat;
      const i = a.colour * K + a.kind;
      s.ap -= cost;
      s.boat[i]!--;
      s.supply[i]!++;
      if (own) s.frozen[i]!++;
      ev.push({ type: 'seedBought', seat, colour: a.colour, kind: t.kindIds[a.kind]!, cost });
      break;
    }
    case 'buyJoker': {
      s.ap -= cost;
      s.jokersBought++;
      const card = drawDesert(s, ev);
      s.jokers[seat] = [...s.jokers[seat]!, card];
      ev.push({ type: 'jokerTaken', seat, source: 'bought' });
      break;
    }
    case 'useJoker': {
      const j = s.jokers[seat]!;
      s.jokers[seat] = j.slice(0, -1);
      s.dDiscard = [...s.dDiscard, j[j.length - 1]!];
      s.ap += COSTS.jokerAp;
      ev.push({ type: 'jokerUsed', seat, ap: COSTS.jokerAp });
      break;
    }
    case 'heal': {
      const m = s.market[a.row]![a.pos]!;
      const j = s.jokers[seat]!;
      s.jokers[seat] = j.slice(0, -1);
      s.dDiscard = [...s.dDiscard, j[j.length - 1]!];
      const row = s.market[a.row]!.slice();
      row[a.pos] = (m & ~3) | M_RIPE;
      s.market[a.row] = row;
      ev.push({ type: 'jokerHealed', seat, row: t.marketIds[a.row]!, pos: a.pos + 1, colour: mColour(m), kind: t.kindIds[mKind(m)]! });
      break;
    }
  }
  return autoEnd(s, t, ev);
}

/** Every legal action of the acting player now (complete; spec §7 and the §13 variants). */
export function listPhaseActions(s: BanksState, t: Tables, seat: Seat, out: BanksAction[]): void {
  const K = t.K;
  const ap = s.ap;
  const shelf = actionShelf(t);
  out.push(shelf.endTurn);
  const jokers = s.jokers[seat]!.length;
  if (!s.noJokers && jokers > 0) {
    out.push(shelf.useJoker);
    if (s.opts.jokerHeals !== 'off') {
      const own = s.opts.jokerHeals === 'own';
      for (let r = 0; r < t.M; r++) {
        const row = s.market[r]!;
        for (let p = 0; p < row.length; p++) {
          const m = row[p]!;
          if (mLow(m) === M_SPOILED && (!own || mColour(m) === seat)) out.push({ type: 'heal', row: t.marketIds[r]!, pos: p + 1 });
        }
      }
    }
  }
  if (ap >= COSTS.buyJoker && s.jokersBought < COSTS.jokersPerPhase && canDrawDesert(s)) out.push(shelf.buyJoker);
  for (let c = 0; c < s.players; c++) {
    const own = c === seat;
    if (!own && !s.opts.buyOthersSeeds) continue;
    if (ap < (own ? COSTS.buySeed : COSTS.buyOthersSeed)) continue;
    for (let k = 0; k < K; k++) if (s.boat[c * K + k]! > 0) out.push(shelf.buySeed(c, k));
  }
  // Kinds that may be sown (bought markers rest this phase, A14).
  const base = seat * K;
  let sowable = 0;
  for (let k = 0; k < K; k++) if (s.supply[base + k]! - (s.opts.buyCountsAsAction ? s.frozen[base + k]! : 0) > 0) sowable |= 1 << k;
  const fm = s.fm;
  const sameKind = s.opts.noSameKindPerField;
  for (let f = 0; f < t.F; f++) {
    if (s.covered[f]) continue;
    const m0 = fm[2 * f]!;
    const m1 = fm[2 * f + 1]!;
    const own = m0 >= 0 && mColour(m0) === seat ? m0 : m1 >= 0 && mColour(m1) === seat ? m1 : -1;
    if (own >= 0) {
      if (own & ACTED) continue;
      const cost = actCost(s, f);
      if (cost > ap) continue;
      if (!(own & RIPE)) out.push(shelf.grow(f));
      else {
        const kind = mKind(own);
        for (let r = 0; r < t.M; r++) if (marketRowOk(s, t, r, kind, t.palms[f]!)) out.push(shelf.harvest(f, r));
      }
      continue;
    }
    // Sowing: the same test as sowCost, unrolled for the hot path.
    if (!sowable || m1 >= 0 || s.water[f]! >= 0 || s.desert[f]! >= 0) continue;
    const cost = m0 < 0 ? COSTS.alone : COSTS.shared;
    if (cost > ap) continue;
    const blocked = sameKind && m0 >= 0 ? mKind(m0) : -1;
    for (let k = 0; k < K; k++) {
      if (sowable & (1 << k) && k !== blocked) out.push(shelf.sow(k, f));
    }
  }
}
