import { useEffect, useMemo } from 'react';
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { keptGeometry } from '../common/keptGeometry';
import { paintedTexture } from '../common/painted';
import { useDisposable } from '../common/useDisposable';
import { MAT, matOutline, matSizePx, paintCentre } from './centreArt';
import { CENTRE, RAFT_TOP } from './layout';

export const CENTRE_KEPT = 'nile:centre';

/** The mat's face: its outline, uv mapped onto the painting (v from the far edge). */
export function matGeometry(): THREE.BufferGeometry {
  return keptGeometry('nile:centre-mat', () => {
    const shape = new THREE.Shape(matOutline().map(([x, z]) => new THREE.Vector2(x, -z)));
    const g = new THREE.ShapeGeometry(shape, 1).rotateX(-Math.PI / 2);
    const pos = g.getAttribute('position');
    const uv = g.getAttribute('uv');
    for (let i = 0; i < pos.count; i++) uv.setXY(i, (pos.getX(i) - MAT.x0) / (MAT.x1 - MAT.x0), 1 - (pos.getZ(i) - MAT.z0) / (MAT.z1 - MAT.z0));
    return g;
  });
}

/** The reed raft the flood pile lies on: bundles side by side, bound twice across. */
export function raftGeometry(): THREE.BufferGeometry {
  return keptGeometry('nile:raft', () => {
    const r = RAFT_TOP / 2;
    const reeds = Array.from({ length: 9 }, (_, i) => new THREE.CylinderGeometry(r, r * 0.7, 1.08 - Math.abs(i - 4) * 0.05, 8).rotateX(Math.PI / 2).translate((i - 4) * 0.095, r, 0));
    const ties = [-0.33, 0.33].map((z) => new THREE.BoxGeometry(0.9, RAFT_TOP * 0.5, 0.05).translate(0, RAFT_TOP * 0.78, z));
    const parts = [...reeds, ...ties].map((g) => g.toNonIndexed());
    const out = mergeGeometries(parts)!;
    for (const g of [...reeds, ...ties, ...parts]) g.dispose();
    return out;
  });
}

/**
 * The centre of the NILE table: the Nile between its banks on a painted mat (centreArt.ts, kept for the page's life)
 * and the reed raft in the river that carries the flood pile.
 */
export function Centre() {
  const tex = useMemo(() => {
    const [w, h] = matSizePx();
    return paintedTexture(w, h, paintCentre, { anisotropy: 8, keep: CENTRE_KEPT });
  }, []);
  useEffect(() => () => tex?.dispose(), [tex]);
  const mat = useDisposable(() => matGeometry(), []);
  const raft = useDisposable(() => raftGeometry(), []);
  return (
    <group name="centre-mat">
      <mesh name="river" geometry={mat} position={[0, 0.002, 0]} receiveShadow>
        <meshStandardMaterial map={tex ?? undefined} color={tex ? '#ffffff' : '#d8c08e'} roughness={0.85} />
      </mesh>
      <mesh name="raft" geometry={raft} position={[CENTRE.flood[0], 0.002, CENTRE.flood[2]]} castShadow receiveShadow>
        <meshStandardMaterial color="#c9a458" roughness={0.8} />
      </mesh>
    </group>
  );
}
