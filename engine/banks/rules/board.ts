import type { Seat } from '../../core/types';
import type { MarkerInfo } from '../events';
import type { Tables } from '../material/compile';
import { COSTS } from '../material/costs';
import { ACTED, M_RIPE, M_ROTTEN, M_SPOILED, RIPE, mColour, mKind, mLow, type BanksState } from '../state';

/** The end of a water card lying on a field that faces the Nile / the desert (spec §6.2: innerEnd, outerEnd). */
export function innerEnd(t: Tables, w: number): number {
  const e = t.wEnds[w >> 1]!;
  return e[w & 1]!;
}
export function outerEnd(t: Tables, w: number): number {
  const e = t.wEnds[w >> 1]!;
  return e[1 - (w & 1)]!;
}

/** Slot (2f or 2f+1) of `seat`'s marker on field f, or −1. */
export function slotOf(s: BanksState, f: number, seat: Seat): number {
  const a = s.fm[2 * f]!;
  if (a >= 0 && mColour(a) === seat) return 2 * f;
  const b = s.fm[2 * f + 1]!;
  if (b >= 0 && mColour(b) === seat) return 2 * f + 1;
  return -1;
}

/** Take a marker off a field, keeping slot 0 filled first. */
export function removeFromSlot(s: BanksState, slot: number): void {
  if ((slot & 1) === 0) {
    s.fm[slot] = s.fm[slot + 1]!;
    s.fm[slot + 1] = -1;
  } else s.fm[slot] = -1;
}

export const MARKET_STATES = ['seed', 'ripe', 'spoiled', 'rotten'] as const;

export function fieldMarkerInfo(t: Tables, m: number): MarkerInfo {
  return { colour: mColour(m), kind: t.kindIds[mKind(m)]!, state: m & RIPE ? 'ripe' : 'seed' };
}
export function marketMarkerInfo(t: Tables, m: number): MarkerInfo {
  return { colour: mColour(m), kind: t.kindIds[mKind(m)]!, state: MARKET_STATES[mLow(m)]! };
}

/** Every marker on field f goes to the boat seed side up (flood §6.4, desert §9; A15: flags reset). */
export function fieldToBoat(s: BanksState, t: Tables, f: number): MarkerInfo[] {
  const out: MarkerInfo[] = [];
  for (let i = 2 * f; i < 2 * f + 2; i++) {
    const m = s.fm[i]!;
    if (m < 0) continue;
    out.push(fieldMarkerInfo(t, m));
    s.boat[mColour(m) * t.K + mKind(m)]!++;
    s.fm[i] = -1;
  }
  return out;
}

/**
 * Sowing rule (spec §7, also the free opening sow §4.2.6.3): the field is uncovered, dry, without a desert card, holds
 * fewer than 2 markers and none of `seat`'s (and, with noSameKindPerField, none of this kind). Returns the AP cost
 * (1 empty, 2 shared) or 0 when the field is not allowed.
 */
export function sowCost(s: BanksState, _t: Tables, seat: Seat, kind: number, f: number): number {
  if (s.covered[f] || s.water[f]! >= 0 || s.desert[f]! >= 0) return 0;
  const a = s.fm[2 * f]!;
  if (a < 0) return COSTS.alone;
  if (s.fm[2 * f + 1]! >= 0 || mColour(a) === seat) return 0;
  if (s.opts.noSameKindPerField && mKind(a) === kind) return 0;
  return COSTS.shared;
}

/** Grow and harvest cost 1 when the marker is alone on its field, 2 when another player's marker is there (§12.3). */
export const actCost = (s: BanksState, f: number): number => (s.fm[2 * f + 1]! >= 0 ? COSTS.shared : COSTS.alone);

/** Clear the one-action-per-marker flags (spec §7) at the start and end of each action phase. */
export function clearActed(s: BanksState): void {
  const fm = s.fm;
  for (let i = 0; i < fm.length; i++) {
    const m = fm[i]!;
    if (m >= 0 && m & ACTED) fm[i] = m & ~ACTED;
  }
}

/** A market marker one step worse (spec §9 rot): RIPE → SPOILED → ROTTEN; rotten stays rotten. */
export function rotStep(m: number): number {
  const st = mLow(m);
  if (st === M_RIPE) return (m & ~3) | M_SPOILED;
  if (st === M_SPOILED) return (m & ~3) | M_ROTTEN;
  return m;
}

/** Supply markers of `seat` (all kinds). */
export function supplyCount(s: BanksState, t: Tables, seat: Seat): number {
  let n = 0;
  for (let k = 0; k < t.K; k++) n += s.supply[seat * t.K + k]!;
  return n;
}

export function boatCount(s: BanksState, t: Tables, colour: Seat): number {
  let n = 0;
  for (let k = 0; k < t.K; k++) n += s.boat[colour * t.K + k]!;
  return n;
}

/** The only kind left in `seat`'s supply, or −1 when there is a choice (or none). */
export function singleKind(s: BanksState, t: Tables, seat: Seat): number {
  let kind = -1;
  for (let k = 0; k < t.K; k++) {
    if (s.supply[seat * t.K + k]! > 0) {
      if (kind >= 0) return -1;
      kind = k;
    }
  }
  return kind;
}
