import type { HintReason, Seat } from '../core/types';
import type { BanksAction } from './actions';
import { tables, type Tables } from './material/compile';
import { slotOf } from './rules/board';
import { M_ROTTEN, mColour, mKind, mLow, type BanksState } from './state';

/**
 * What each An den Ufern des Nils move does, read from the move and the position before it (never from the sampled
 * world after it: a flooded desert card's or a removed water card's event is face down, a secret bid is secret).
 * engine/banks/hint-reasons.ts adds what the heuristic sees change.
 */
export function banksMoveReasons(s: BanksState, seat: Seat, a: BanksAction): HintReason[] {
  const t = tables(s.data);
  switch (a.type) {
    case 'openBoat':
      return boatReasons(s, t, seat, a.kinds);
    case 'payBid':
    case 'payHippo':
      return boatReasons(s, t, seat, [a.kind]);
    case 'startBid':
      return [{ code: 'bidPillar', values: { count: a.markers } }];
    case 'hippoBid':
      return [{ code: 'bidHippo', values: { count: a.markers } }];
    case 'placeWater':
      return floodReasons(s, t, seat, a.field);
    case 'removeWater':
      return [{ code: 'drainsField', values: fieldValues(t, t.fieldIndex.get(a.field)!) }];
    case 'rot':
      return rotReasons(s, t, seat, a.row, a.picks);
    default:
      return phaseReasons(s, t, seat, a);
  }
}

/** A field named as the tables name it: its board row, its place from the Nile (1 = on the Nile), its palms. */
function fieldValues(t: Tables, f: number): { row: string; pos: number; count: number } {
  return { row: t.rowIds[t.fieldRow[f]!]!, pos: t.fieldD[f]!, count: t.palms[f]! };
}

/**
 * Markers into the boat (the opening's two, a bid paid): which kinds go and how many of each stay to sow, and whether
 * every kind the seat had is still in its supply (the market takes no kind twice in a row, so kinds are choices).
 */
function boatReasons(s: BanksState, t: Tables, seat: Seat, kinds: readonly string[]): HintReason[] {
  const supply = s.supply.slice(seat * t.K, (seat + 1) * t.K);
  const left = supply.slice();
  for (const k of kinds) left[t.kindIndex.get(k)!]!--;
  const out: HintReason[] = [];
  for (const kind of new Set(kinds)) {
    const count = kinds.filter((k) => k === kind).length;
    out.push({ code: 'toBoat', values: { kind, count, left: left[t.kindIndex.get(kind)!]! } });
  }
  const gone = t.kindIds.filter((_, k) => supply[k]! > 0 && left[k]! <= 0);
  for (const kind of gone) out.push({ code: 'losesKind', values: { kind } });
  if (gone.length === 0) out.push({ code: 'keepsKinds', values: { count: supply.filter((n) => n > 0).length } });
  return out;
}

/** A water card laid on a field floods it: whose markers go to the boat, or the desert card the seat takes as a joker. */
function floodReasons(s: BanksState, t: Tables, seat: Seat, field: string): HintReason[] {
  const f = t.fieldIndex.get(field)!;
  let own = 0, rivals = 0;
  for (const m of [s.fm[2 * f]!, s.fm[2 * f + 1]!]) {
    if (m >= 0 && mColour(m) === seat) own++;
    else if (m >= 0) rivals++;
  }
  const out: HintReason[] = [];
  if (rivals > 0) out.push({ code: 'floodsRivals', values: { count: rivals } });
  if (own > 0) out.push({ code: 'floodsOwn', values: { count: own } });
  if (s.desert[f]! >= 0) out.push({ code: 'floodsDesert' });
  if (out.length === 0) out.push({ code: 'floodsEmpty', values: { count: t.palms[f]! } });
  return out;
}

/** Rot in a market row: how many of the rivals' and the seat's markers there get worse (a rotten one cannot). */
function rotReasons(s: BanksState, t: Tables, seat: Seat, row: string, picks: readonly number[]): HintReason[] {
  const r = t.marketIndex.get(row)!;
  let own = 0, rivals = 0;
  for (const p of picks) {
    const m = s.market[r]![p - 1];
    if (m === undefined || mLow(m) === M_ROTTEN) continue;
    if (mColour(m) === seat) own++;
    else rivals++;
  }
  const n = r + 1;
  const out: HintReason[] = [];
  if (rivals > 0) out.push({ code: 'rotsRivals', values: { count: rivals, n } });
  if (own > 0) out.push({ code: 'rotsOwn', values: { count: own, n } });
  if (out.length === 0) out.push({ code: 'rotsNothing', values: { n } });
  return out;
}

/** The action phase's moves: what is bought, ripened, sold or healed, and with which action points. */
function phaseReasons(s: BanksState, t: Tables, seat: Seat, a: BanksAction): HintReason[] {
  switch (a.type) {
    case 'buySeed': {
      if (a.colour !== seat) return [{ code: 'buysRival', values: { kind: a.kind, n: a.colour + 1 } }];
      const base = seat * t.K;
      const count = s.boat.slice(base, base + t.K).reduce((x, y) => x + y, 0) - 1;
      return [{ code: 'savesMarker', values: { kind: a.kind, count } }];
    }
    case 'grow': {
      const f = t.fieldIndex.get(a.field)!;
      return [{ code: 'ripens', values: { kind: kindOn(s, t, f, seat), ...fieldValues(t, f) } }];
    }
    case 'harvest': {
      const f = t.fieldIndex.get(a.field)!;
      return [{ code: 'sells', values: { kind: kindOn(s, t, f, seat), count: t.palms[f]!, n: t.marketIndex.get(a.row)! + 1 } }];
    }
    case 'heal': {
      const r = t.marketIndex.get(a.row)!;
      return [{ code: 'heals', values: { kind: t.kindIds[mKind(s.market[r]![a.pos - 1]!)]!, n: r + 1 } }];
    }
    case 'buyJoker':
      return [{ code: 'buysJoker' }];
    case 'useJoker':
      return [{ code: 'usesJoker', values: { count: s.ap + 1 } }];
    case 'endTurn':
      return [{ code: 'endsTurn', values: { count: s.ap } }];
    default:
      return [];
  }
}

/** The kind of the seat's marker on field f. */
const kindOn = (s: BanksState, t: Tables, f: number, seat: Seat): string => t.kindIds[mKind(s.fm[slotOf(s, f, seat)]!)]!;
