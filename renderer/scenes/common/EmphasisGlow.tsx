import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type * as THREE from 'three';
import { Label } from './Label';

/**
 * The mark of an emphasised target (a tutorial step's or a hint's): a gold plate behind it that pulses, stronger than
 * the tables' usual "may be clicked" lighting. Sized by the caller in its own units; drawn flat in the group's XY plane.
 * `frame` (a thickness) draws a square frame instead of a plate, for a target the mark lies over (a field on a board).
 */
export function EmphasisGlow({ width, height, z = -0.6, reduceMotion = false, frame }: { width: number; height: number; z?: number; reduceMotion?: boolean; frame?: number }) {
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
  return (
    <mesh ref={mesh} position={[0, 0, z]} scale={[width, height, 1]} name="emphasis-glow">
      {frame === undefined ? <planeGeometry args={[1, 1]} /> : <ringGeometry args={[inner, r, 4, 1, Math.PI / 4]} />}
      <meshBasicMaterial ref={mat} color="#ffb020" transparent opacity={0.8} toneMapped={false} depthWrite={false} />
    </mesh>
  );
}

/** An emphasised target's label (a hint's "1", "2", "3"; "1/3" for a target of two moves), in the group's XY plane. */
export function EmphasisLabel({ text, position, size }: { text: string; position: [number, number, number]; size: number }) {
  return text ? <Label text={text} position={position} rotation={[0, 0, 0]} size={size} color="#ffd34d" outline="#2a1a05" /> : null;
}
