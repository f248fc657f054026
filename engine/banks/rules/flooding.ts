import type { Seat } from '../../core/types';
import type { BanksEvent } from '../events';
import type { Tables } from '../material/compile';
import type { BanksState } from '../state';
import { fieldToBoat, innerEnd, outerEnd } from './board';
import { eventFace, startEvent } from './cardEvents';
import type { Next } from './next';
import { waterCode } from './water';

const sortedEnds = (e: readonly [number, number]): [number, number] => (e[0] <= e[1] ? [e[0], e[1]] : [e[1], e[0]]);

/** The visible face of a pile's top card (ends sorted, so a face does not depend on how it was printed). */
export function pileTop(s: BanksState, t: Tables, seat: Seat, pile: number): [number, number] | null {
  const p = s.piles[seat * 2 + pile]!;
  return p.length ? sortedEnds(t.wEnds[p[p.length - 1]!]!) : null;
}

/**
 * Place the top card of `seat`'s pile on field f with `inner` toward the Nile (spec §6.2), then flood the field
 * (§6.4): markers go to the boat; a desert card is turned over, its event resolved by `chooser`, and it becomes
 * `chooser`'s joker.
 */
export function placeWater(s: BanksState, t: Tables, ev: BanksEvent[], seat: Seat, chooser: Seat, pile: number, f: number, inner: number): Next {
  const p = s.piles[seat * 2 + pile]!;
  const card = p[p.length - 1]!;
  const [a, b] = t.wEnds[card]!;
  const outer = inner === a ? b : a;
  s.piles[seat * 2 + pile] = p.slice(0, -1);
  s.water = s.water.slice();
  s.water[f] = waterCode(t, card, inner);
  ev.push({ type: 'waterPlaced', seat, pile, field: t.fieldIds[f]!, inner, outer, newTop: pileTop(s, t, seat, pile) });
  const markers = fieldToBoat(s, t, f);
  const desert = s.desert[f]!;
  ev.push({ type: 'fieldFlooded', field: t.fieldIds[f]!, markers, desert: desert >= 0 });
  if (desert < 0) return 'resume';
  s.desert = s.desert.slice();
  s.desert[f] = -1;
  const e = t.dEvent[desert]!;
  ev.push({ type: 'eventRevealed', source: 'desert', field: t.fieldIds[f]!, event: eventFace(e) });
  return startEvent(s, t, ev, e, t.fieldRow[f]!, chooser, desert);
}

/** Ebb (spec §5.1): take a water card off the board, turn it over, resolve its event; it goes to the water discard. */
export function removeWater(s: BanksState, t: Tables, ev: BanksEvent[], f: number): Next {
  const w = s.water[f]!;
  s.water = s.water.slice();
  s.water[f] = -1;
  const card = w >> 1;
  s.wDiscard = [...s.wDiscard, card];
  ev.push({ type: 'waterRemoved', seat: s.sp, field: t.fieldIds[f]!, inner: innerEnd(t, w), outer: outerEnd(t, w) });
  const e = t.wEvent[card]!;
  ev.push({ type: 'eventRevealed', source: 'water', field: t.fieldIds[f]!, event: eventFace(e) });
  return startEvent(s, t, ev, e, t.fieldRow[f]!, s.sp, -1);
}
