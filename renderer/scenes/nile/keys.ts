import type { KeyTarget } from '../common/keyTargets';
import type { HandFan, HandProps } from './handLayout';
import { handCardTip } from './tips';

/**
 * Where a hand card is taken: its upper part, in the strip the next card in the fan leaves visible (the overlay's
 * units are pixels, y up; a selected card is lifted by 0.28 of its width).
 */
export function handAim(fan: HandFan, i: number, count: number, selected: boolean): { x: number; y: number } {
  const p = fan.place(i);
  const dx = i === count - 1 ? 0 : -fan.w / 2 + Math.min(fan.spacing, fan.w) / 2;
  return { x: p.x + dx, y: p.y + fan.h * 0.3 + (selected ? fan.w * 0.28 : 0) };
}

/**
 * The hand's keyboard targets (`common/keyTargets.ts`), left to right: the cards a click would select or put back,
 * where a click takes each (`handAim`). The storage crops and the move buttons are DOM buttons.
 */
export function handKeyTargets(hand: HandProps, fan: HandFan): KeyTarget[] {
  if (!hand.interactive) return [];
  return hand.cards.flatMap((face, i) => {
    if (!hand.selected.has(i) && !hand.selectable(i)) return [];
    const { x, y } = handAim(fan, i, hand.cards.length, hand.selected.has(i));
    return [{ id: `hand:${i}:${face}`, p: [x, y, 50], act: () => hand.onToggle(i), tip: handCardTip(face, hand.selected.has(i)) }];
  });
}
