import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import { KIND_COLOURS, kindColour } from './art';
import type { Vec3 } from './layout';
import type { MarkerState } from './model';
import { tipHandlers } from '../common/tips';
import { markerTip } from './tips';

/** A produce marker where it stands: its owner's colour, its kind, its side or state. */
export interface PlacedMarker {
  p: Vec3;
  colour: number;
  kind: string;
  state: MarkerState;
  /** Drawn larger than 1 where a player must read it at the default camera (fields, market); the boat packs them tight. */
  size?: number;
  where: 'field' | 'market' | 'boat';
}

const KINDS = Object.keys(KIND_COLOURS);
const SEED = new THREE.Color('#d8c49a');
const ROT = new THREE.Color('#4a3622');

/** The produce on top of a marker: one shape per kind, told apart by shape as well as colour. */
function CropShape({ kind }: { kind: string }) {
  switch (kind) {
    case 'flax':
      return <coneGeometry args={[0.05, 0.13, 8]} />;
    case 'wheat':
      return <cylinderGeometry args={[0.018, 0.03, 0.15, 6]} />;
    case 'grapes':
      return <icosahedronGeometry args={[0.055, 0]} />;
    case 'onion':
      return <sphereGeometry args={[0.052, 10, 8]} />;
    default:
      return <capsuleGeometry args={[0.032, 0.07, 4, 8]} />;
  }
}

/** How a marker's top looks in each state: ripe = its crop, seed side = a small pale seed, spoiled / rotten = browned. */
function cropLook(kind: string, state: MarkerState): { colour: THREE.Color; scale: number; tilt: number } {
  const c = new THREE.Color(kindColour(kind));
  if (state === 'seed') return { colour: SEED.clone(), scale: 0.5, tilt: 0 };
  if (state === 'spoiled') return { colour: c.lerp(ROT, 0.55), scale: 0.55, tilt: 0 };
  if (state === 'rotten') return { colour: c.lerp(ROT, 0.85), scale: 0.55, tilt: Math.PI / 4 };
  return { colour: c, scale: 1, tilt: 0 };
}

const CAPACITY = 120;

/**
 * Every marker on the board (fields, market, boat) in six instanced meshes: the discs in their owners' colours and
 * one mesh per kind for the produce on top. A rotten marker is turned 45° as on the real board.
 */
export function Markers({ list, colours, owner }: { list: PlacedMarker[]; colours: string[]; owner: (seat: number) => string }) {
  const discs = useRef<THREE.InstancedMesh>(null);
  const crops = useRef<(THREE.InstancedMesh | null)[]>([]);
  const invalidate = useThree((s) => s.invalidate);
  const seatColours = useMemo(() => colours.map((c) => new THREE.Color(c)), [colours]);
  useLayoutEffect(() => {
    const o = new THREE.Object3D();
    const shown = list.slice(0, CAPACITY);
    const perKind = KINDS.map(() => 0);
    shown.forEach((m, i) => {
      const look = cropLook(m.kind, m.state);
      const size = m.size ?? 1;
      o.position.set(m.p[0], m.p[1] + 0.025 * size, m.p[2]);
      o.rotation.set(0, 0, look.tilt);
      o.scale.setScalar(size);
      o.updateMatrix();
      discs.current?.setMatrixAt(i, o.matrix);
      discs.current?.setColorAt(i, seatColours[m.colour] ?? new THREE.Color('#888'));
      const k = Math.max(0, KINDS.indexOf(m.kind));
      const mesh = crops.current[k];
      if (!mesh) return;
      o.position.set(m.p[0] - Math.sin(look.tilt) * 0.06 * size, m.p[1] + (0.05 + 0.06 * look.scale) * size, m.p[2]);
      o.scale.setScalar(look.scale * size);
      o.updateMatrix();
      mesh.setMatrixAt(perKind[k]!, o.matrix);
      mesh.setColorAt(perKind[k]!, look.colour);
      perKind[k]!++;
    });
    if (discs.current) {
      discs.current.count = shown.length;
      discs.current.instanceMatrix.needsUpdate = true;
      if (discs.current.instanceColor) discs.current.instanceColor.needsUpdate = true;
    }
    crops.current.forEach((m, k) => {
      if (!m) return;
      m.count = perKind[k]!;
      m.instanceMatrix.needsUpdate = true;
      if (m.instanceColor) m.instanceColor.needsUpdate = true;
    });
    invalidate();
  }, [list, seatColours, invalidate]);
  // The tip of an instance: discs are numbered as the list, each kind's crops in list order.
  const shown = list.slice(0, CAPACITY);
  const byKind = KINDS.map((k) => shown.filter((m) => Math.max(0, KINDS.indexOf(m.kind)) === KINDS.indexOf(k)));
  const tipOf = (of: readonly PlacedMarker[]) => (e: ThreeEvent<PointerEvent>) => {
    const m = e.instanceId === undefined ? undefined : of[e.instanceId];
    return m ? markerTip(m, m.where, owner) : null;
  };
  return (
    <group name="markers" userData={{ count: list.length }}>
      <instancedMesh ref={discs} name="marker-discs" {...tipHandlers(tipOf(shown))} args={[undefined, undefined, CAPACITY]} castShadow frustumCulled={false}>
        <cylinderGeometry args={[0.1, 0.1, 0.05, 20]} />
        <meshStandardMaterial roughness={0.45} />
      </instancedMesh>
      {KINDS.map((k, i) => (
        <instancedMesh
          key={k}
          name={`marker-crops:${k}`}
          {...tipHandlers(tipOf(byKind[i]!))}
          ref={(m) => {
            crops.current[i] = m;
          }}
          args={[undefined, undefined, CAPACITY]}
          castShadow
          frustumCulled={false}
        >
          <CropShape kind={k} />
          <meshStandardMaterial roughness={0.5} />
        </instancedMesh>
      ))}
    </group>
  );
}

/** One marker as a plain mesh pair (for flights). */
export function MarkerModel({ colour, kind, state }: { colour: string; kind: string; state: MarkerState }) {
  const look = cropLook(kind, state);
  return (
    <group rotation={[0, 0, look.tilt]}>
      <mesh position={[0, 0.025, 0]} castShadow>
        <cylinderGeometry args={[0.1, 0.1, 0.05, 20]} />
        <meshStandardMaterial color={colour} roughness={0.45} />
      </mesh>
      <mesh position={[0, 0.05 + 0.06 * look.scale, 0]} scale={look.scale} castShadow>
        <CropShape kind={kind} />
        <meshStandardMaterial color={look.colour} roughness={0.5} />
      </mesh>
    </group>
  );
}
