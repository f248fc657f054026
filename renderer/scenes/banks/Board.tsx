import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import type { Tables } from '../../../engine/banks/material/compile';
import type { QualityLevel } from '../common/Table';
import { BOARD_PX, paintBoard, type BoardWords } from './boardArt';
import type { FieldRole } from './choices';
import { BOARD_D, BOARD_T, BOARD_W, FIELD, TOP, palmSpots, type BanksLayout } from './layout';
import { usePainted } from '../common/painted';
import { tipHandlers, type Tip } from '../common/tips';
import { toplessBox } from '../common/hiddenFaces';
import { useDisposable } from '../common/useDisposable';

/** The board itself: one box with the painted board art on top. */
export function BoardBase({ L, t, words }: { L: BanksLayout; t: Tables; words: BoardWords }) {
  const art = usePainted(BOARD_PX.w, BOARD_PX.h, JSON.stringify(words), (ctx) => paintBoard(ctx, L, t.minValue, words));
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

/** The Nile: a band of water whose ripples drift north (only at medium/high quality, never with reduced motion). */
export function NileWater({ L, quality, animate }: { L: BanksLayout; quality: QualityLevel; animate: boolean }) {
  const len = L.nile.z1 - L.nile.z0;
  const tex = usePainted(128, 256, 'nile', (ctx) => {
    ctx.fillStyle = '#2a7fb8';
    ctx.fillRect(0, 0, 128, 256);
    ctx.strokeStyle = 'rgba(220,245,255,0.35)';
    ctx.lineWidth = 2;
    for (let y = 8; y < 256; y += 16) {
      ctx.beginPath();
      for (let x = 0; x <= 128; x += 4) ctx[x === 0 ? 'moveTo' : 'lineTo'](x, y + Math.sin((x / 128) * Math.PI * 4 + y) * 3);
      ctx.stroke();
    }
  }, { repeat: [1, Math.max(1, Math.round(len / 2))] });
  const invalidate = useThree((s) => s.invalidate);
  const moving = animate && quality !== 'low';
  useFrame((_, dt) => {
    if (!moving || !tex) return;
    tex.offset.y = (tex.offset.y + dt * 0.08) % 1;
    invalidate();
  });
  return (
    <mesh name="nile" position={[(L.nile.x0 + L.nile.x1) / 2, TOP + 0.012, (L.nile.z0 + L.nile.z1) / 2]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
      <planeGeometry args={[L.nile.x1 - L.nile.x0, len]} />
      <meshStandardMaterial map={tex ?? undefined} color={tex ? '#ffffff' : '#2a7fb8'} roughness={0.15} metalness={0.1} transparent opacity={0.92} />
    </mesh>
  );
}

const ROLE_COLOUR: Record<FieldRole, string> = { water: '#5fc3ff', ebb: '#ff9b5a', desert: '#ffd25a', sow: '#ffe680', grow: '#8fe36a', harvest: '#ffb347' };
const soil = (palms: number) => new THREE.Color().setHSL(0.09 + palms * 0.035, 0.45, 0.2 + palms * 0.04);

/**
 * The 28 fields as one instanced mesh (one draw call) tinted by their palms, with the legal ones lit for a click;
 * their palm trees (count = quality) as two more instanced meshes.
 */
export function Fields({ L, t, covered, roles, onField, tipOf }: { L: BanksLayout; t: Tables; covered: boolean[]; roles: ReadonlyMap<string, FieldRole>; onField?: (id: string) => void; tipOf: (field: number) => Tip }) {
  const tiles = useRef<THREE.InstancedMesh>(null);
  const glow = useRef<THREE.InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const tmp = useMemo(() => new THREE.Object3D(), []);
  useLayoutEffect(() => {
    const m = tiles.current;
    const g = glow.current;
    if (!m || !g) return;
    let k = 0;
    L.fields.forEach((p, f) => {
      tmp.position.set(p[0], TOP + 0.015, p[2]);
      tmp.rotation.set(0, 0, 0);
      tmp.scale.set(1, 1, 1);
      tmp.updateMatrix();
      m.setMatrixAt(f, tmp.matrix);
      const role = roles.get(t.fieldIds[f]!);
      m.setColorAt(f, role ? soil(t.palms[f]!).lerp(new THREE.Color(ROLE_COLOUR[role]), 0.45) : soil(t.palms[f]!));
      if (role) {
        tmp.position.set(p[0], TOP + 0.06, p[2]);
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
      <instancedMesh ref={tiles} name="field-tiles" args={[undefined, undefined, L.fields.length]} userData={{ fieldIds: t.fieldIds }} onClick={click} onPointerDown={tips.onPointerDown} onPointerUp={tips.onPointerUp} onPointerMove={hover(true)} onPointerOut={hover(false)} receiveShadow>
        <boxGeometry args={[FIELD.w * 0.94, 0.03, FIELD.d * 0.94]} />
        <meshStandardMaterial roughness={0.95} />
      </instancedMesh>
      <instancedMesh ref={glow} name="field-highlights" args={[undefined, undefined, L.fields.length]} frustumCulled={false}>
        <boxGeometry args={[FIELD.w * 0.98, 0.012, FIELD.d * 0.98]} />
        <meshBasicMaterial transparent opacity={0.35} depthWrite={false} toneMapped={false} />
      </instancedMesh>
      <Palms L={L} t={t} covered={covered} />
      {t.data.rows.map((row, r) => {
        const fs = t.rowFields[r]!;
        if (!fs.every((f) => covered[f])) return null;
        const a = L.fields[fs[0]!]!;
        const b = L.fields[fs[fs.length - 1]!]!;
        return (
          <mesh key={row.id} name={`cover:${row.id}`} position={[(a[0] + b[0]) / 2, TOP + 0.09, a[2]]} castShadow receiveShadow>
            <boxGeometry args={[Math.abs(b[0] - a[0]) + FIELD.w * 0.98, 0.1, FIELD.d * 0.98]} />
            <meshStandardMaterial color="#a88a5c" roughness={0.7} />
          </mesh>
        );
      })}
    </group>
  );
}

/** Palm trees at the north edge of each field: as many as its palms (its quality). Covered rows show none. */
function Palms({ L, t, covered }: { L: BanksLayout; t: Tables; covered: boolean[] }) {
  const spots = useMemo(() => L.fields.flatMap((p, f) => (covered[f] ? [] : palmSpots(p, t.palms[f]!))), [L, t, covered]);
  const trunks = useRef<THREE.InstancedMesh>(null);
  const crowns = useRef<THREE.InstancedMesh>(null);
  // Faceted by its normals (one per face), not by `flatShading`: a shader variant of its own, linked when the table
  // opens for this one mesh.
  const crown = useDisposable(() => {
    const g = new THREE.ConeGeometry(0.09, 0.16, 7).toNonIndexed();
    g.computeVertexNormals();
    return g;
  }, []);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    const o = new THREE.Object3D();
    spots.forEach((s, i) => {
      const tilt = Math.sin(i * 2.3) * 0.12;
      o.position.set(s[0], s[1] + 0.11, s[2]);
      o.rotation.set(0, i, tilt);
      o.scale.set(1, 1, 1);
      o.updateMatrix();
      trunks.current?.setMatrixAt(i, o.matrix);
      o.position.set(s[0] - Math.sin(tilt) * 0.11, s[1] + 0.23, s[2]);
      o.scale.set(1, 0.45, 1);
      o.updateMatrix();
      crowns.current?.setMatrixAt(i, o.matrix);
    });
    for (const m of [trunks.current, crowns.current]) {
      if (!m) continue;
      m.count = spots.length;
      m.instanceMatrix.needsUpdate = true;
    }
    invalidate();
  }, [spots, invalidate]);
  return (
    <group name="palms" userData={{ count: spots.length }}>
      <instancedMesh ref={trunks} name="palm-trunks" args={[undefined, undefined, Math.max(1, spots.length)]} castShadow>
        <cylinderGeometry args={[0.012, 0.02, 0.22, 5]} />
        <meshStandardMaterial color="#7a5230" roughness={0.9} />
      </instancedMesh>
      <instancedMesh ref={crowns} name="palm-crowns" args={[crown, undefined, Math.max(1, spots.length)]} castShadow>
        <meshStandardMaterial color="#2f8a3a" roughness={0.8} />
      </instancedMesh>
    </group>
  );
}
