import type { KeyTarget } from '../common/keyTargets';
import type { HandProps } from './handLayout';
import { handCardTip } from './tips';

/**
 * The hand's keyboard targets (`common/keyTargets.ts`), left to right: the cards a click would select or put back,
 * placed as the overlay draws them (its units are pixels). The storage crops and the move buttons are DOM buttons.
 */
export function handKeyTargets(hand: HandProps, place: (i: number) => { x: number; y: number }): KeyTarget[] {
  if (!hand.interactive) return [];
  return hand.cards.flatMap((face, i) => {
    if (!hand.selected.has(i) && !hand.selectable(i)) return [];
    const { x, y } = place(i);
    return [{ id: `hand:${i}:${face}`, p: [x, y + (hand.selected.has(i) ? hand.cardPx * 0.28 : 0), 50], act: () => hand.onToggle(i), tip: handCardTip(face, hand.selected.has(i)) }];
  });
}
