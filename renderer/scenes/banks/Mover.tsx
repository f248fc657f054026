import { useFrame, useThree } from '@react-three/fiber';
import { useRef, type ReactNode } from 'react';
import * as THREE from 'three';
import type { Vec3 } from './layout';

/**
 * A group that glides to its target position (pawns, the obelisk, the pillar) and asks for frames only while it moves
 * (the canvas renders on demand). `instant` (reduced motion) jumps.
 */
export function Mover({ to, instant, name, children }: { to: Vec3; instant: boolean; name: string; children: ReactNode }) {
  const ref = useRef<THREE.Group>(null);
  const invalidate = useThree((s) => s.invalidate);
  const target = useRef(new THREE.Vector3());
  target.current.set(to[0], to[1], to[2]);
  useFrame((_, dt) => {
    const g = ref.current;
    if (!g) return;
    const d = g.position.distanceTo(target.current);
    if (d < 1e-3) return;
    if (instant || d < 0.004) g.position.copy(target.current);
    else {
      g.position.lerp(target.current, 1 - Math.exp(-dt * 5));
      // A little hop on the way, like a piece picked up and set down.
      g.position.y = target.current.y + Math.min(0.25, d * 0.3);
    }
    invalidate();
  });
  return (
    <group ref={ref} name={name} position={to}>
      {children}
    </group>
  );
}
