import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { PROBES } from '../../app/probes';
import { setEmphasisPoints } from '../common/emphasisTargets';
import type { HandFan, HandProps } from './handLayout';
import { handAim } from './keys';

/** The page positions of the NILE hand's emphasised cards, for the `__rtEmphasis` probe. Withdrawn with the hand. */
export function useHandProbe(hand: HandProps, fan: HandFan): void {
  const size = useThree((s) => s.size);
  const canvas = useThree((s) => s.gl.domElement);
  useEffect(() => () => setEmphasisPoints('nile-hand', []), []);
  useEffect(() => {
    if (!PROBES) return;
    // Where a click takes each card, on the canvas (the overlay's origin is the canvas' centre, its y up).
    const aim = (i: number) => {
      const p = handAim(fan, i, hand.cards.length, false);
      return { x: size.width / 2 + p.x, y: size.height / 2 - p.y };
    };
    const r = canvas.getBoundingClientRect();
    setEmphasisPoints(
      'nile-hand',
      [...(hand.emphasised?.keys() ?? [])].map((i) => ({ id: `hand-card:${hand.cards[i]}`, x: r.left + aim(i).x, y: r.top + aim(i).y })),
    );
  });
}
