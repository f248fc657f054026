import { useFrame } from '@react-three/fiber';
import { useEffect } from 'react';
import { PROBES } from '../../app/probes';
import { setEmphasisPoints } from '../common/emphasisTargets';
import { useFieldPoint } from './fieldPoint';
import type { BanksLayout } from './layout';

/** The page positions of the emphasised fields, for the `__rtEmphasis` probe (every frame: the camera may still be easing into place). */
export function useFieldEmphasisProbe(L: BanksLayout, ids: string[], marks: ReadonlyMap<string, string>): void {
  const point = useFieldPoint(L, ids);
  const publish = () => {
    if (!PROBES) return;
    const points = [...marks.keys()].flatMap((id) => {
      const p = point(id);
      return p ? [{ id: `field:${id}`, ...p }] : [];
    });
    setEmphasisPoints('banks-fields', points);
  };
  // At once when the marks change (the stage draws on demand: the next frame may be a while), then every frame.
  useEffect(publish);
  useFrame(publish);
  useEffect(() => () => setEmphasisPoints('banks-fields', []), []);
}
