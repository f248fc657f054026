import { shuffle } from '../../core/rng';
import type { BanksEvent } from '../events';
import type { Tables } from '../material/compile';
import type { BanksState } from '../state';
import { fieldToBoat } from './board';

/** Can a desert card be drawn (a joker purchase, a desert event)? An empty pile is refilled from the discard (§12.18). */
export const canDrawDesert = (s: BanksState): boolean => s.dPile.length > 0 || (s.opts.desertReshuffle && s.dDiscard.length > 0);

/** Draw the top desert card, reshuffling the discard first if needed; −1 when there is none. */
export function drawDesert(s: BanksState, ev: BanksEvent[]): number {
  if (s.dPile.length === 0) {
    if (!s.opts.desertReshuffle || s.dDiscard.length === 0) return -1;
    s.dPile = shuffle(s.rng, s.dDiscard.slice());
    s.dDiscard = [];
    ev.push({ type: 'desertReshuffled', cards: s.dPile.length });
  }
  const card = s.dPile[s.dPile.length - 1]!;
  s.dPile = s.dPile.slice(0, -1);
  return card;
}

/** Lay the top desert card on f; markers there go to the boat. */
export function placeDesertCard(s: BanksState, t: Tables, ev: BanksEvent[], f: number, reason: 'start' | 'event'): void {
  const card = drawDesert(s, ev);
  s.desert = s.desert.slice();
  s.desert[f] = card;
  const markers = fieldToBoat(s, t, f);
  ev.push({ type: 'desertPlaced', field: t.fieldIds[f]!, reason, markers });
}
