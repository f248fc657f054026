import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useRef } from 'react';
import * as THREE from 'three';
import { GEM_COLOURS, type GemColour } from '../../../engine/niagara/material/gems';
import { SLOT_IDS } from '../../../engine/niagara/material/river';
import { FlightLayer } from '../common/FlightLayer';
import { useSeeThrough } from '../common/stageLevel';
import { tipHandlers } from '../common/tips';
import { useDisposable } from '../common/useDisposable';
import { DISC_R, DISC_T, type SeatFrame } from './layout';
import type { CanoeDisplay } from './model';
import { CREW_MARK, CREW_PAINT, GEM_PAINT } from './palette';
import { markGeometry } from '../common/marks';
import type { CrewColour } from '../../../engine/niagara/material/colours';
import { canoePose, discPoses } from './poses';
import { clock, progress, type NiagaraTableStore } from './tableStore';
import { canoeTip, discTip } from './tips';

/** Shared shapes: one geometry per kind of piece, reused by every mesh of that kind. */
export function usePieceGeometry() {
  const disc = useDisposable(() => new THREE.CylinderGeometry(DISC_R, DISC_R, DISC_T, 40), []);
  const hull = useDisposable(() => {
    const g = new THREE.CapsuleGeometry(0.13, 0.62, 4, 12);
    g.rotateZ(Math.PI / 2);
    g.scale(1, 0.55, 1);
    return g;
  }, []);
  // One solid per gem colour, the shape of its HUD glyph (GEM_GLYPH: ◆ ◇ ● ■ ▲), so gems differ by shape too.
  const gems = useDisposable(() => gemGeometries(), []);
  // The crews' marks on the canoes (a plaque at each end).
  const plaques = useDisposable(() => crewPlaques(), []);
  return { disc, hull, gems, plaques };
}

export type PieceGeometry = ReturnType<typeof usePieceGeometry>;

/** The gem solids by colour; disposed together. */
export function gemGeometries(): Record<GemColour, THREE.BufferGeometry> & { dispose(): void } {
  const g: Record<GemColour, THREE.BufferGeometry> = {
    violet: new THREE.OctahedronGeometry(0.1, 0),
    white: new THREE.OctahedronGeometry(0.1, 0).scale(0.7, 1.35, 0.7),
    yellow: new THREE.IcosahedronGeometry(0.085, 1),
    blue: new THREE.BoxGeometry(0.13, 0.13, 0.13),
    pink: new THREE.ConeGeometry(0.1, 0.17, 3),
  };
  return { ...g, dispose: () => Object.values(g).forEach((x) => x.dispose()) };
}

/** Each crew colour's mark as a flat plaque for the canoes; disposed together. */
export function crewPlaques(): Record<CrewColour, THREE.BufferGeometry> & { dispose(): void } {
  const mk = (c: CrewColour) => markGeometry(CREW_MARK[c], 0.075, 0.03);
  const g: Record<CrewColour, THREE.BufferGeometry> = { red: mk('red'), green: mk('green'), yellow: mk('yellow'), blue: mk('blue'), brown: mk('brown') };
  return { ...g, dispose: () => Object.values(g).forEach((x) => x.dispose()) };
}

/**
 * A click on a piece of the river (a canoe, a disc) that is not a target: `onPiece` is told it by the piece's id
 * ('canoe:red1', 'spot:T3'); the nearest piece is the one clicked (a canoe, not the disc it rides). A target under the
 * same pointer takes the click instead (a ring's hit area lies over its canoe or disc, sometimes below a hull).
 */
export type OnPiece = (id: string) => void;

function pieceClick(onPiece: OnPiece | undefined, id: string | null) {
  return (e: ThreeEvent<MouseEvent>) => {
    if (!onPiece || !id || e.intersections.some((i) => i.object.userData.pick)) return;
    e.stopPropagation();
    onPiece(id);
  };
}

/** The nine clear discs (and, during a push, the reserve disc sliding in under the rope). */
function Discs({ store, geo, onPiece }: { store: NiagaraTableStore; geo: PieceGeometry; onPiece?: OnPiece }) {
  const push = store((s) => s.push);
  const refs = useRef(new Map<string, THREE.Mesh>());
  const invalidate = useThree((s) => s.invalidate);
  const glass = useSeeThrough(0.42);
  const poses = discPoses(push, clock());
  useFrame(() => {
    const p = store.getState().push;
    if (!p) return;
    for (const d of discPoses(p, clock())) {
      const m = refs.current.get(d.key);
      if (!m) continue;
      m.position.set(d.p[0], d.p[1], d.p[2]);
      m.rotation.z = d.tilt;
      m.visible = d.opacity > 0;
    }
    if (progress(p) < 1) invalidate();
  });
  return (
    <group name="discs">
      {poses.map((d) => (
        <mesh
          key={d.key}
          name={d.key}
          {...tipHandlers(() => discTip(SLOT_IDS[Number(d.key.slice(5))] ?? null))}
          onClick={pieceClick(onPiece, d.key === 'disc:new' ? null : `spot:${SLOT_IDS[Number(d.key.slice(5))]}`)}
          geometry={geo.disc}
          position={d.p}
          rotation={[0, 0, d.tilt]}
          ref={(m) => {
            if (m) refs.current.set(d.key, m);
            else refs.current.delete(d.key);
          }}
          receiveShadow
        >
          <meshStandardMaterial color="#e8f7ff" transparent opacity={glass} roughness={0.08} metalness={0.05} depthWrite={false} />
        </mesh>
      ))}
    </group>
  );
}

/** One canoe: a hull in its colour, its gem on board; placed every frame while something animates. */
function Canoe({ c, store, frames, geo, onPiece }: { c: CanoeDisplay; store: NiagaraTableStore; frames: SeatFrame[]; geo: PieceGeometry; onPiece?: OnPiece }) {
  const ref = useRef<THREE.Group>(null);
  const invalidate = useThree((s) => s.invalidate);
  const st = store.getState();
  const pose = canoePose(st.display!, c.id, frames, st.push, st.move, clock());
  useFrame(() => {
    const s = store.getState();
    const g = ref.current;
    if (!g || !s.display) return;
    const animating = !!s.push || (s.move !== null && s.move.canoe === c.id);
    if (!animating) return;
    const p = canoePose(s.display, c.id, frames, s.push, s.move, clock());
    g.position.set(p.p[0], p.p[1], p.p[2]);
    g.rotation.z = p.tilt;
    g.visible = p.visible;
    invalidate();
  });
  return (
    <group ref={ref} name={`canoe:${c.id}`} {...tipHandlers(() => canoeTip(c))} onClick={pieceClick(onPiece, `canoe:${c.id}`)} position={pose.p} rotation={[0, 0, pose.tilt]} visible={pose.visible} userData={{ at: c.at, gem: c.gem }}>
      <mesh geometry={geo.hull} castShadow>
        <meshStandardMaterial color={CREW_PAINT[c.colour]} roughness={0.55} />
      </mesh>
      {/* Light plaques in the crew's mark on both ends: the crew is read by shape as well as by the hull's hue. */}
      {[-0.27, 0.27].map((x) => (
        <mesh key={x} geometry={geo.plaques[c.colour]} position={[x, 0.075, 0]}>
          <meshStandardMaterial color="#f6ecd4" roughness={0.6} />
        </mesh>
      ))}
      {c.gem && (
        <mesh name={`canoe-gem:${c.gem}`} geometry={geo.gems[c.gem]} position={[0, 0.13, 0]} scale={1.3} castShadow>
          <meshStandardMaterial color={GEM_PAINT[c.gem]} roughness={0.2} metalness={0.2} emissive={GEM_PAINT[c.gem]} emissiveIntensity={0.25} />
        </mesh>
      )}
    </group>
  );
}

/** A gem in the air (the shared flight layer moves it). */
function GemPiece({ gem, geo }: { gem: string; geo: PieceGeometry }) {
  if (!isGem(gem)) return null;
  return (
    <mesh geometry={geo.gems[gem]} scale={1.3}>
      <meshStandardMaterial color={GEM_PAINT[gem]} emissive={GEM_PAINT[gem]} emissiveIntensity={0.4} roughness={0.2} />
    </mesh>
  );
}

const isGem = (s: string): s is GemColour => (GEM_COLOURS as readonly string[]).includes(s);

/** Discs, canoes and flying gems: everything that moves with the river (`onPiece`: a click on a canoe or disc). */
export function River({ store, frames, geo, onPiece }: { store: NiagaraTableStore; frames: SeatFrame[]; geo: PieceGeometry; onPiece?: OnPiece }) {
  const d = store((s) => s.display);
  // Re-render when an animation starts or ends, so resting poses are exact.
  store((s) => s.push);
  store((s) => s.move);
  if (!d) return null;
  return (
    <group name="river">
      <Discs store={store} geo={geo} onPiece={onPiece} />
      <group name="canoes">
        {d.canoes.map((c) => (
          <Canoe key={c.id} c={c} store={store} frames={frames} geo={geo} onPiece={onPiece} />
        ))}
      </group>
      <FlightLayer piece={(f) => <GemPiece gem={f.face.slice(4)} geo={geo} />} />
    </group>
  );
}
