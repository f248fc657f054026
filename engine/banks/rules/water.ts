import type { Seat } from '../../core/types';
import type { Tables } from '../material/compile';
import type { BanksState } from '../state';
import { innerEnd, outerEnd } from './board';

/**
 * The domino placement rule of spec §6.2. A card goes on field f with `inner` facing the Nile and `outer` facing the
 * desert. Only neighbours along the same row count:
 *  - field 1 touches the Nile, which is a single-wave end (data.nileEnd);
 *  - a neighbouring water card's facing end must be non-zero and equal ("wave to wave, double to double, nothing
 *    next to a blank end");
 *  - the card must touch the Nile or another water card.
 */
export function placementLegal(s: BanksState, t: Tables, f: number, inner: number, outer: number): boolean {
  if (s.covered[f] || s.water[f]! >= 0) return false;
  const i = t.innerOf[f]!;
  const o = t.outerOf[f]!;
  let connected = false;
  if (i < 0) {
    const nile = t.data.nileEnd;
    if (nile === 0 || inner !== nile) return false;
    connected = true;
  } else {
    const w = s.water[i]!;
    if (w >= 0) {
      const e = outerEnd(t, w);
      if (e === 0 || e !== inner) return false;
      connected = true;
    }
  }
  if (o >= 0) {
    const w = s.water[o]!;
    if (w >= 0) {
      const e = innerEnd(t, w);
      if (e === 0 || e !== outer) return false;
      connected = true;
    }
  }
  return connected;
}

/** The orientations of a card as (inner, outer) pairs; one pair for a symmetric card. */
function orientations(t: Tables, card: number): [number, number][] {
  const [a, b] = t.wEnds[card]!;
  return a === b ? [[a, b]] : [[a, b], [b, a]];
}

export interface Placement {
  pile: number;
  field: number;
  inner: number;
}

/** Every legal placement of the top card of either of `seat`'s piles (spec §6.3). */
export function listPlacements(s: BanksState, t: Tables, seat: Seat, out: Placement[] | null): boolean {
  for (let p = 0; p < 2; p++) {
    const pile = s.piles[seat * 2 + p]!;
    if (pile.length === 0) continue;
    const card = pile[pile.length - 1]!;
    for (const [inner, outer] of orientations(t, card)) {
      for (let f = 0; f < t.F; f++) {
        if (!placementLegal(s, t, f, inner, outer)) continue;
        if (!out) return true;
        out.push({ pile: p, field: f, inner });
      }
    }
  }
  return out !== null && out.length > 0;
}

export const hasPlacement = (s: BanksState, t: Tables, seat: Seat): boolean => listPlacements(s, t, seat, null);

/** Water cards the ebb may take (spec §5.1, §12.5): any, or only the outermost of each run (option ebbRemoval). */
export function removable(s: BanksState, t: Tables, f: number): boolean {
  if (s.water[f]! < 0) return false;
  if (s.opts.ebbRemoval === 'any') return true;
  const o = t.outerOf[f]!;
  return o < 0 || s.water[o]! < 0;
}

export function hasRemovable(s: BanksState, t: Tables): boolean {
  for (let f = 0; f < t.F; f++) if (removable(s, t, f)) return true;
  return false;
}

/** Card id and orientation code for a placement: card × 2 + (1 when ends[1] faces the Nile). */
export function waterCode(t: Tables, card: number, inner: number): number {
  return card * 2 + (t.wEnds[card]![0] === inner ? 0 : 1);
}
