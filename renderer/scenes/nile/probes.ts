import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { PROBES, setProbe } from '../../app/probes';
import { setEmphasisPoints } from '../common/emphasisTargets';
import type { HandFan, HandProps } from './handLayout';
import { handAim } from './keys';

/**
 * The NILE table's test probes: where each hand card is on the canvas (CSS pixels), so the end-to-end tests click real
 * 3D cards (`__rtHand`), and the page positions of the emphasised ones (`__rtEmphasis`). Withdrawn with the hand.
 */
export function useHandProbe(hand: HandProps, fan: HandFan): void {
  const size = useThree((s) => s.size);
  const canvas = useThree((s) => s.gl.domElement);
  useEffect(
    () => () => {
      if (PROBES) setProbe('__rtHand', []);
      setEmphasisPoints('nile-hand', []);
    },
    [],
  );
  useEffect(() => {
    if (!PROBES) return;
    // Where a click takes each card, on the canvas (the overlay's origin is the canvas' centre, its y up).
    const aim = (i: number) => {
      const p = handAim(fan, i, hand.cards.length, false);
      return { x: size.width / 2 + p.x, y: size.height / 2 - p.y };
    };
    setProbe(
      '__rtHand',
      hand.cards.map((face, i) => ({ i, face, ...aim(i), selectable: hand.selectable(i), selected: hand.selected.has(i) })),
    );
    const r = canvas.getBoundingClientRect();
    setEmphasisPoints(
      'nile-hand',
      [...(hand.emphasised?.keys() ?? [])].map((i) => ({ id: `hand-card:${hand.cards[i]}`, x: r.left + aim(i).x, y: r.top + aim(i).y })),
    );
  });
}
