import type { KeyTarget } from '../common/keyTargets';
import { handCardTip } from './tips';

/** What the hand overlay is given (NileScene's HandProps; restated here: the scene imports this file). */
interface Hand {
  cards: readonly string[];
  selected: ReadonlySet<number>;
  selectable(i: number): boolean;
  interactive: boolean;
  onToggle(i: number): void;
  cardPx: number;
}

/**
 * The hand's keyboard targets (`common/keyTargets.ts`), left to right: the cards a click would select or put back,
 * placed as the overlay draws them (its units are pixels). The storage crops and the move buttons are DOM buttons.
 */
export function handKeyTargets(hand: Hand, place: (i: number) => { x: number; y: number }): KeyTarget[] {
  if (!hand.interactive) return [];
  return hand.cards.flatMap((face, i) => {
    if (!hand.selected.has(i) && !hand.selectable(i)) return [];
    const { x, y } = place(i);
    return [{ id: `hand:${i}:${face}`, p: [x, y + (hand.selected.has(i) ? hand.cardPx * 0.28 : 0), 50], act: () => hand.onToggle(i), tip: handCardTip(face, hand.selected.has(i)) }];
  });
}
