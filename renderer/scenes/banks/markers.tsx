import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import { KIND_COLOURS, kindColour } from './art';
import { DISC_R, type Vec3 } from './layout';
import type { MarkerState } from './model';
import { tipHandlers } from '../common/tips';
import { SEAT_PAINTS, markGeometry, type Mark, type Paint } from '../common/marks';
import { markerTip } from './tips';
import { keptGeometry } from '../common/keptGeometry';
import { useDisposable } from '../common/useDisposable';
import { plantShape, type PlantShape } from './plantGeometry';

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

export const KINDS = Object.keys(KIND_COLOURS);
const SEED = new THREE.Color('#d8c49a');
const ROT = new THREE.Color('#4a3622');

/** A kind's plant, kept for the page (prepare.ts makes them ahead): its crop and its leaves. */
export function plantGeometries(kind: string): PlantShape {
  let made: PlantShape | null = null;
  const shape = () => (made ??= plantShape(kind));
  return { crop: keptGeometry(`banks:plant-crop:${kind}`, () => shape().crop), leaves: keptGeometry(`banks:plant-leaves:${kind}`, () => shape().leaves) };
}

const LEAF = new THREE.Color('#4a8f33');
const SPROUT = new THREE.Color('#93c45c');

/**
 * How a marker's plant looks in each state: ripe = grown, in its kind's colour; seed side = a small sprout with a pale
 * seed; spoiled = browned; rotten = browned and fallen over (turned 45°, as the marker is on the real board).
 */
function cropLook(kind: string, state: MarkerState): { colour: THREE.Color; leaves: THREE.Color; scale: number; tilt: number } {
  const c = new THREE.Color(kindColour(kind));
  if (state === 'seed') return { colour: SEED.clone(), leaves: SPROUT.clone(), scale: 0.55, tilt: 0 };
  if (state === 'spoiled') return { colour: c.lerp(ROT, 0.55), leaves: LEAF.clone().lerp(ROT, 0.6), scale: 0.8, tilt: 0 };
  if (state === 'rotten') return { colour: c.lerp(ROT, 0.85), leaves: LEAF.clone().lerp(ROT, 0.85), scale: 0.8, tilt: Math.PI / 4 };
  return { colour: c, leaves: LEAF.clone(), scale: 1, tilt: 0 };
}

const CAPACITY = 120;
const DISC_H = 0.05;
/** How much a disc of `size` is thickened: a large disc keeps a counter's thickness. */
const thickness = (size: number): number => Math.min(size, 1.4);

/** A seat's marker disc, in its mark (a copy of the kept one: the caller disposes it). */
export const discGeometry = (mark: Mark): THREE.BufferGeometry => markGeometry(mark, DISC_R, DISC_H);

/** A marker's disc: a flat piece in its owner's mark (circle, triangle, square…), so owners differ by shape too. */
export function MarkBase({ paint, r = DISC_R, h = DISC_H / 2 }: { paint: Paint; r?: number; h?: number }) {
  const geometry = useMemo(() => markGeometry(paint.mark, r, h), [paint.mark, r, h]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return (
    <mesh geometry={geometry} position={[0, h / 2, 0]} castShadow>
      <meshStandardMaterial color={paint.colour} roughness={0.45} />
    </mesh>
  );
}

/** The paints the markers are drawn in: the table's, or the default seats' when it gives none. */
export const seatPaints = (paints: readonly Paint[]): readonly Paint[] => (paints.length > 0 ? paints : SEAT_PAINTS);

/** Which marker each instance is: per seat (its disc mesh) and per kind (its crop mesh), in list order. */
export function markerInstances(list: readonly PlacedMarker[], seats: number): { bySeat: PlacedMarker[][]; byKind: PlacedMarker[][] } {
  const shown = list.slice(0, CAPACITY);
  return {
    bySeat: Array.from({ length: seats }, (_, seat) => shown.filter((m) => m.colour % seats === seat)),
    byKind: KINDS.map((_, k) => shown.filter((m) => Math.max(0, KINDS.indexOf(m.kind)) === k)),
  };
}

/**
 * Every marker on the board (fields, market, boat) in instanced meshes: the discs, one mesh per seat in that seat's
 * colour and mark shape, and per kind the plant standing on top: its crop (tinted per marker: its state) and its
 * leaves, two meshes sharing each plant's matrix. A rotten marker is turned 45° as on the real board.
 */
export function Markers({ list, paints, owner }: { list: PlacedMarker[]; paints: readonly Paint[]; owner: (seat: number) => string }) {
  const discs = useRef<(THREE.InstancedMesh | null)[]>([]);
  const crops = useRef<(THREE.InstancedMesh | null)[]>([]);
  const leaves = useRef<(THREE.InstancedMesh | null)[]>([]);
  const invalidate = useThree((s) => s.invalidate);
  const seats = seatPaints(paints);
  const discGeometries = useMemo(() => seats.map((p) => discGeometry(p.mark)), [seats]);
  useEffect(() => () => discGeometries.forEach((g) => g.dispose()), [discGeometries]);
  const plants = useMemo(() => KINDS.map(plantGeometries), []);
  useEffect(() => () => plants.forEach((p) => (p.crop.dispose(), p.leaves.dispose())), [plants]);
  useLayoutEffect(() => {
    const o = new THREE.Object3D();
    const shown = list.slice(0, CAPACITY);
    const perKind = KINDS.map(() => 0);
    const perSeat = seats.map(() => 0);
    shown.forEach((m) => {
      const look = cropLook(m.kind, m.state);
      const size = m.size ?? 1;
      const thick = thickness(size);
      o.position.set(m.p[0], m.p[1] + (DISC_H / 2) * thick, m.p[2]);
      o.rotation.set(0, 0, look.tilt);
      o.scale.set(size, thick, size);
      o.updateMatrix();
      const seat = m.colour % seats.length;
      discs.current[seat]?.setMatrixAt(perSeat[seat]!, o.matrix);
      perSeat[seat]!++;
      const k = Math.max(0, KINDS.indexOf(m.kind));
      const [mesh, leaf] = [crops.current[k], leaves.current[k]];
      if (!mesh || !leaf) return;
      // The plant stands on the disc's top (fallen over with it when rotten).
      o.position.set(m.p[0], m.p[1] + DISC_H * thick, m.p[2]);
      o.scale.setScalar(look.scale * size);
      o.updateMatrix();
      mesh.setMatrixAt(perKind[k]!, o.matrix);
      mesh.setColorAt(perKind[k]!, look.colour);
      leaf.setMatrixAt(perKind[k]!, o.matrix);
      leaf.setColorAt(perKind[k]!, look.leaves);
      perKind[k]!++;
    });
    discs.current.forEach((d, seat) => {
      if (!d) return;
      d.count = perSeat[seat]!;
      d.instanceMatrix.needsUpdate = true;
    });
    [...crops.current, ...leaves.current].forEach((m, i) => {
      const k = i % KINDS.length;
      if (!m) return;
      m.count = perKind[k]!;
      m.instanceMatrix.needsUpdate = true;
      if (m.instanceColor) m.instanceColor.needsUpdate = true;
    });
    invalidate();
  }, [list, seats, invalidate]);
  // The tip of an instance: each seat's discs and each kind's crops in list order.
  const { bySeat, byKind } = markerInstances(list, seats.length);
  const tipOf = (of: readonly PlacedMarker[]) => (e: ThreeEvent<PointerEvent>) => {
    const m = e.instanceId === undefined ? undefined : of[e.instanceId];
    return m ? markerTip(m, m.where, owner) : null;
  };
  return (
    <group name="markers" userData={{ count: list.length }}>
      {seats.map((p, seat) => (
        <instancedMesh key={seat} name={`marker-discs:${seat}`} {...tipHandlers(tipOf(bySeat[seat]!))} ref={(m) => void (discs.current[seat] = m)} args={[discGeometries[seat], undefined, CAPACITY]} castShadow frustumCulled={false}>
          <meshStandardMaterial color={p.colour} roughness={0.45} />
        </instancedMesh>
      ))}
      {KINDS.map((k, i) => (
        <group key={k}>
          <instancedMesh name={`marker-crops:${k}`} {...tipHandlers(tipOf(byKind[i]!))} ref={(m) => void (crops.current[i] = m)} args={[plants[i]!.crop, undefined, CAPACITY]} castShadow frustumCulled={false}>
            <meshStandardMaterial roughness={0.5} />
          </instancedMesh>
          <instancedMesh name={`marker-leaves:${k}`} {...tipHandlers(tipOf(byKind[i]!))} ref={(m) => void (leaves.current[i] = m)} args={[plants[i]!.leaves, undefined, CAPACITY]} castShadow frustumCulled={false}>
            <meshStandardMaterial roughness={0.7} />
          </instancedMesh>
        </group>
      ))}
    </group>
  );
}

/** One marker as plain meshes (for flights), `size` times the boat's. */
export function MarkerModel({ paint, kind, state, size = 1 }: { paint: Paint; kind: string; state: MarkerState; size?: number }) {
  const look = cropLook(kind, state);
  const thick = thickness(size);
  const plant = useDisposable(() => {
    const p = plantGeometries(kind);
    return { ...p, dispose: () => (p.crop.dispose(), p.leaves.dispose()) };
  }, [kind]);
  return (
    <group rotation={[0, 0, look.tilt]}>
      <MarkBase paint={paint} r={DISC_R * size} h={DISC_H * thick} />
      <group position={[0, DISC_H * thick, 0]} scale={look.scale * size}>
        <mesh geometry={plant.crop} castShadow>
          <meshStandardMaterial color={look.colour} roughness={0.5} />
        </mesh>
        <mesh geometry={plant.leaves} castShadow>
          <meshStandardMaterial color={look.leaves} roughness={0.7} />
        </mesh>
      </group>
    </group>
  );
}
