import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import type { Tables } from '../../../engine/banks/material/compile';
import { BOARD_PX, boardKept, paintBoard, type BoardWords } from './boardArt';
import type { FieldRole } from './choices';
import { BOARD_D, BOARD_T, BOARD_W, FIELD, TOP, type BanksLayout } from './layout';
import { SOIL_PX, paintSoil } from './bankArt';
import { BankEdges } from './BankEdges';
import { fieldTop } from './bankGeometry';
import { keptGeometry } from '../common/keptGeometry';
import { CoverStrips } from './CoverStrips';
import { Grove, Palms } from './Palms';
import { usePainted } from '../common/painted';
import { tipHandlers, type Tip } from '../common/tips';
import { toplessBox } from '../common/hiddenFaces';
import { useDisposable } from '../common/useDisposable';

/** The board itself: one box with the painted board art on top. */
export function BoardBase({ L, t, words }: { L: BanksLayout; t: Tables; words: BoardWords }) {
  const kept = boardKept(t, words);
  const art = usePainted(BOARD_PX.w, BOARD_PX.h, kept, (ctx) => paintBoard(ctx, L, t.minValue, words), { keep: kept });
  const slab = useDisposable(() => toplessBox(BOARD_W, BOARD_T, BOARD_D), []);
  return (
    <group name="board">
      <mesh name="board-base" position={[0, BOARD_T / 2, 0]} geometry={slab} castShadow receiveShadow>
        <meshStandardMaterial color="#8a6a3c" roughness={0.8} />
      </mesh>
      <mesh name="board-art" position={[0, TOP + 0.001, 0]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
        <planeGeometry args={[BOARD_W, BOARD_D]} />
        <meshStandardMaterial map={art ?? undefined} color={art ? '#ffffff' : '#d9b878'} roughness={0.9} />
      </mesh>
    </group>
  );
}

const ROLE_COLOUR: Record<FieldRole, string> = { water: '#5fc3ff', ebb: '#ff9b5a', desert: '#ffd25a', sow: '#ffe680', grow: '#8fe36a', harvest: '#ffb347' };
/** A field's soil by its palms: pale sand-brown at the desert's edge, darker, richer and greener near the Nile. */
const SOIL = ['#c9a86e', '#b4945a', '#98844a', '#7f7c40'].map((c) => new THREE.Color(c));
const soil = (palms: number) => SOIL[Math.max(0, Math.min(SOIL.length - 1, palms - 1))]!.clone();

/**
 * The 28 fields as one instanced mesh (one draw call): each the top of its bank, tilled soil tinted by its palms, with
 * the legal ones lit for a click; their palm trees (count = quality) as two more instanced meshes.
 */
export function Fields({ L, t, covered, roles, onField, tipOf }: { L: BanksLayout; t: Tables; covered: boolean[]; roles: ReadonlyMap<string, FieldRole>; onField?: (id: string) => void; tipOf: (field: number) => Tip }) {
  const tiles = useRef<THREE.InstancedMesh>(null);
  const glow = useRef<THREE.InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const tmp = useMemo(() => new THREE.Object3D(), []);
  const top = useDisposable(() => keptGeometry('banks:field-top', fieldTop), []);
  const soilArt = usePainted(SOIL_PX.w, SOIL_PX.h, 'soil', paintSoil, { keep: 'banks:soil' });
  useLayoutEffect(() => {
    const m = tiles.current;
    const g = glow.current;
    if (!m || !g) return;
    let k = 0;
    L.fields.forEach((p, f) => {
      tmp.position.set(p[0], p[1], p[2]);
      tmp.rotation.set(0, 0, 0);
      tmp.scale.set(1, 1, 1);
      tmp.updateMatrix();
      m.setMatrixAt(f, tmp.matrix);
      const role = roles.get(t.fieldIds[f]!);
      m.setColorAt(f, role ? soil(t.palms[f]!).lerp(new THREE.Color(ROLE_COLOUR[role]), 0.45) : soil(t.palms[f]!));
      if (role) {
        tmp.position.set(p[0], p[1] + 0.008, p[2]);
        tmp.updateMatrix();
        g.setMatrixAt(k, tmp.matrix);
        g.setColorAt(k, new THREE.Color(ROLE_COLOUR[role]));
        k++;
      }
    });
    g.count = k;
    m.instanceMatrix.needsUpdate = true;
    if (m.instanceColor) m.instanceColor.needsUpdate = true;
    g.instanceMatrix.needsUpdate = true;
    if (g.instanceColor) g.instanceColor.needsUpdate = true;
    invalidate();
  }, [L, t, roles, tmp, invalidate]);
  const click = (e: ThreeEvent<MouseEvent>) => {
    e.stopPropagation();
    const id = e.instanceId !== undefined ? t.fieldIds[e.instanceId] : undefined;
    if (id && onField) onField(id);
  };
  const tips = tipHandlers((e) => (e.instanceId !== undefined ? tipOf(e.instanceId) : null));
  const hover = (on: boolean) => (e: ThreeEvent<PointerEvent>) => {
    if (on) tips.onPointerMove(e);
    else tips.onPointerOut(e);
    const id = e.instanceId !== undefined ? t.fieldIds[e.instanceId] : undefined;
    if (typeof document !== 'undefined') document.body.style.cursor = on && id && roles.has(id) ? 'pointer' : '';
  };
  return (
    <group name="fields">
      <instancedMesh ref={tiles} name="field-tiles" args={[top, undefined, L.fields.length]} userData={{ fieldIds: t.fieldIds }} onClick={click} onPointerDown={tips.onPointerDown} onPointerUp={tips.onPointerUp} onPointerMove={hover(true)} onPointerOut={hover(false)} receiveShadow>
        <meshStandardMaterial map={soilArt ?? undefined} roughness={0.95} />
      </instancedMesh>
      <BankEdges L={L} t={t} />
      <instancedMesh ref={glow} name="field-highlights" args={[undefined, undefined, L.fields.length]} frustumCulled={false}>
        <boxGeometry args={[FIELD.w * 0.98, 0.012, FIELD.d * 0.98]} />
        <meshBasicMaterial transparent opacity={0.35} depthWrite={false} toneMapped={false} />
      </instancedMesh>
      <Palms L={L} t={t} covered={covered} />
      <Grove L={L} />
      <CoverStrips L={L} t={t} covered={covered} />
    </group>
  );
}
