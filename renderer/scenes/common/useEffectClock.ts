import { useFrame, useThree } from '@react-three/fiber';
import { useRef, type RefObject } from 'react';
import type * as THREE from 'three';

/**
 * Drives a short table effect (a glow, a ripple, a shake): each frame `apply` gets the effect's group and its
 * progress 0..1 since `t0` (seconds, performance.now() / 1000), and the table keeps rendering until it ends.
 */
export function useEffectClock(effect: { t0: number; duration: number }, apply: (g: THREE.Group, k: number) => void): RefObject<THREE.Group | null> {
  const ref = useRef<THREE.Group>(null);
  const invalidate = useThree((s) => s.invalidate);
  useFrame(() => {
    const g = ref.current;
    if (!g) return;
    const k = Math.min(1, (performance.now() / 1000 - effect.t0) / effect.duration);
    apply(g, k);
    if (k < 1) invalidate();
  });
  return ref;
}
