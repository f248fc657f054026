import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type * as THREE from 'three';

/**
 * The mark of an emphasised target (a tutorial step's or a hint's): a gold plate behind it that pulses, stronger than
 * the tables' usual "may be clicked" lighting. Sized by the caller in its own units; drawn flat in the group's XY plane.
 */
export function EmphasisGlow({ width, height, z = -0.6, reduceMotion = false }: { width: number; height: number; z?: number; reduceMotion?: boolean }) {
  const mesh = useRef<THREE.Mesh>(null);
  const mat = useRef<THREE.MeshBasicMaterial>(null);
  useFrame(({ clock }) => {
    if (!mesh.current || !mat.current) return;
    const k = reduceMotion ? 0.5 : 0.5 + 0.5 * Math.sin(clock.elapsedTime * 5);
    mesh.current.scale.setScalar(1 + 0.06 * k);
    mat.current.opacity = 0.55 + 0.4 * k;
  });
  return (
    <mesh ref={mesh} position={[0, 0, z]} name="emphasis-glow">
      <planeGeometry args={[width, height]} />
      <meshBasicMaterial ref={mat} color="#ffb020" transparent opacity={0.8} toneMapped={false} />
    </mesh>
  );
}
