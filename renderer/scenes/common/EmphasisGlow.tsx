import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type * as THREE from 'three';
import { Label } from './Label';

/**
 * The mark of an emphasised target (a tutorial step's or a hint's): a gold plate behind it that pulses, stronger than
 * the tables' usual "may be clicked" lighting. Sized by the caller in its own units; drawn flat in the group's XY plane.
 * `frame` (a thickness) draws a square frame instead of a plate, for a target the mark lies over (a field on a board).
 * `label` (a hint's "1", "2", "3") is written above the target's top-left corner, the corner a fan of cards leaves clear.
 */
export function EmphasisGlow({ width, height, z = -0.6, reduceMotion = false, frame, label }: { width: number; height: number; z?: number; reduceMotion?: boolean; frame?: number; label?: string }) {
  const mesh = useRef<THREE.Mesh>(null);
  const mat = useRef<THREE.MeshBasicMaterial>(null);
  useFrame(({ clock, invalidate }) => {
    if (!mesh.current || !mat.current) return;
    const k = reduceMotion ? 0.5 : 0.5 + 0.5 * Math.sin(clock.elapsedTime * 5);
    mesh.current.scale.set(width * (1 + 0.06 * k), height * (1 + 0.06 * k), 1);
    mat.current.opacity = 0.55 + 0.4 * k;
    // The stage draws on demand: ask for the next frame while the mark pulses.
    if (!reduceMotion) invalidate();
  });
  // A unit shape scaled to the target: a plane, or a four-sided ring turned square (its corners on the diagonals).
  const r = Math.SQRT1_2;
  const inner = frame === undefined ? 0 : r * (1 - (2 * frame) / Math.min(width, height));
  const size = Math.min(width, height) * 0.55;
  return (
    <group position={[0, 0, z]}>
      <mesh ref={mesh} scale={[width, height, 1]} name="emphasis-glow">
        {frame === undefined ? <planeGeometry args={[1, 1]} /> : <ringGeometry args={[inner, r, 4, 1, Math.PI / 4]} />}
        <meshBasicMaterial ref={mat} color="#ffb020" transparent opacity={0.8} toneMapped={false} depthWrite={false} />
      </mesh>
      {label && <Label text={label} position={[-width / 2 + size * 0.3, height / 2 + size * 0.55, 0.05 - z]} rotation={[0, 0, 0]} size={size} color="#ffd34d" />}
    </group>
  );
}
