import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import type { Tables } from '../../../engine/banks/material/compile';
import { keptGeometry } from '../common/keptGeometry';
import { useDisposable } from '../common/useDisposable';
import { FIELD, TOP, palmSpots, type BanksLayout, type Vec3 } from './layout';
import { palmCrown, palmTrunk } from './palmGeometry';

/** The palms' shapes, kept for the page (prepare.ts makes them ahead). */
export const trunkGeometry = (): THREE.BufferGeometry => keptGeometry('banks:palm-trunk', palmTrunk);
export const crownGeometry = (): THREE.BufferGeometry => keptGeometry('banks:palm-crown', palmCrown);

/**
 * Palm trees along the north edge of each field: as many as its palms (its quality), each turned and sized a little
 * differently, so a grove reads as trees and is still counted at a glance. Covered rows show none.
 */
export function Palms({ L, t, covered }: { L: BanksLayout; t: Tables; covered: boolean[] }) {
  const spots = useMemo(() => L.fields.flatMap((p, f) => (covered[f] ? [] : palmSpots(p, t.palms[f]!))), [L, t, covered]);
  return <PalmTrees name="palm" spots={spots} />;
}

/** Palms on the sand along the Nile south of the fields (no field's: decoration, as on the printed board). */
export function Grove({ L }: { L: BanksLayout }) {
  const spots = useMemo(() => groveSpots(L), [L]);
  return <PalmTrees name="grove" spots={spots} />;
}

/** Where the grove stands: both sides of the Nile between the last row and the used water cards' words. */
export function groveSpots(L: BanksLayout): Vec3[] {
  const south = Math.max(...L.fields.map((p) => p[2])) + FIELD.d / 2;
  return [1, -1].flatMap((side) => [
    [side * (L.nile.x1 + 0.24), TOP, south + 0.3],
    [side * (L.nile.x1 + 0.5), TOP, south + 0.62],
    [side * (L.nile.x1 + 0.28), TOP, south + 0.92],
    [side * (L.nile.x1 + 0.9), TOP, south + 0.34],
  ] as Vec3[]);
}

/**
 * Palms at `spots` as two instanced meshes (trunks, crowns) sharing each palm's matrix: the crown's geometry sits at
 * the trunk's top.
 */
function PalmTrees({ name, spots }: { name: string; spots: readonly Vec3[] }) {
  const trunks = useRef<THREE.InstancedMesh>(null);
  const crowns = useRef<THREE.InstancedMesh>(null);
  const trunk = useDisposable(trunkGeometry, []);
  const crown = useDisposable(crownGeometry, []);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    const o = new THREE.Object3D();
    spots.forEach((s, i) => {
      o.position.set(s[0], s[1], s[2]);
      // Leaning away from the camera and sideways, never toward it (a palm leaning south would hide the field's markers).
      o.rotation.set(0, Math.PI / 2 + Math.sin(i * 2.3) * 1.1, 0);
      o.scale.setScalar(0.9 + ((i * 37) % 7) * 0.035);
      o.updateMatrix();
      trunks.current?.setMatrixAt(i, o.matrix);
      crowns.current?.setMatrixAt(i, o.matrix);
    });
    for (const m of [trunks.current, crowns.current]) {
      if (!m) continue;
      m.count = spots.length;
      m.instanceMatrix.needsUpdate = true;
      m.computeBoundingSphere();
    }
    invalidate();
  }, [spots, invalidate]);
  return (
    <group name={`${name}s`} userData={{ count: spots.length }}>
      <instancedMesh ref={trunks} name={`${name}-trunks`} args={[trunk, undefined, Math.max(1, spots.length)]} castShadow>
        <meshStandardMaterial color="#8a6038" roughness={0.9} />
      </instancedMesh>
      <instancedMesh ref={crowns} name={`${name}-crowns`} args={[crown, undefined, Math.max(1, spots.length)]} castShadow>
        <meshStandardMaterial color="#3f8f3a" roughness={0.75} />
      </instancedMesh>
    </group>
  );
}
