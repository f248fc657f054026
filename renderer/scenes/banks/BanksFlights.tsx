import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import { CARD_H, CARD_W } from '../common/cardGeometry';
import { flightAt, useFlights } from '../common/flights';
import { glowTexture } from '../common/textures';
import type { BanksAssets } from './assets';
import { CARD, type Vec3 } from './layout';
import { MarkerModel } from './markers';
import type { MarkerState } from './model';
import type { BanksTableStore, Effect } from './tableStore';

/**
 * What is in the air: cards (`front|back` atlas tiles), markers (`m:<colour>:<kind>:<state>`) and scoring points
 * (`pt:<seat>`), moved along their flights each frame while any are flying.
 */
export function BanksFlights({ assets, colours }: { assets: BanksAssets; colours: string[] }) {
  const flights = useFlights((s) => s.flights);
  const refs = useRef(new Map<number, THREE.Object3D>());
  const invalidate = useThree((s) => s.invalidate);
  useFrame(() => {
    if (flights.length === 0) return;
    const t = performance.now() / 1000;
    for (const f of flights) {
      const o = refs.current.get(f.id);
      if (!o) continue;
      const at = flightAt(f, t - (f.t0 ?? t));
      o.visible = !!at;
      if (!at) continue;
      o.position.set(at.p[0], at.p[1], at.p[2]);
      o.rotation.set(at.r[0], at.r[1], at.r[2]);
      const base = o.userData.base as Vec3;
      o.scale.set(base[0] * at.s, base[1] * at.s, base[2] * at.s);
    }
    invalidate();
  });
  const keep = (id: number) => (o: THREE.Object3D | null) => {
    if (o) refs.current.set(id, o);
    else refs.current.delete(id);
  };
  return (
    <group name="flights">
      {flights.map((f) => {
        if (f.face.startsWith('m:')) {
          const [, c, kind, state] = f.face.split(':');
          return (
            <group key={f.id} name={`flight:${f.face}`} ref={keep(f.id)} visible={false} userData={{ base: [1, 1, 1] }}>
              <MarkerModel colour={colours[Number(c)] ?? '#888'} kind={kind!} state={state as MarkerState} />
            </group>
          );
        }
        if (f.face.startsWith('pt:')) {
          return (
            <mesh key={f.id} name={`flight:${f.face}`} ref={keep(f.id)} visible={false} userData={{ base: [1, 1, 1] }}>
              <icosahedronGeometry args={[0.09, 1]} />
              <meshStandardMaterial color={colours[Number(f.face.slice(3))] ?? '#ffd25a'} emissive="#ffcf4a" emissiveIntensity={0.8} />
            </mesh>
          );
        }
        const [front, back] = f.face.split('|');
        return (
          <mesh key={f.id} name={`flight:${f.face}`} ref={keep(f.id)} visible={false} userData={{ base: [CARD / CARD_W, 1, CARD / CARD_H] }} geometry={assets.geometry(front!, back ?? 'back')} material={assets.card} castShadow />
        );
      })}
    </group>
  );
}

function Pulse({ effect, tex }: { effect: Effect; tex: THREE.Texture }) {
  const ref = useRef<THREE.Group>(null);
  const invalidate = useThree((s) => s.invalidate);
  useFrame(() => {
    const g = ref.current;
    if (!g) return;
    const k = Math.min(1, (performance.now() / 1000 - effect.t0) / effect.duration);
    const scale = effect.kind === 'ripple' ? 0.4 + k * 1.4 : 1 + Math.sin(k * Math.PI) * 0.25;
    for (const spot of g.children) {
      spot.scale.setScalar(scale);
      ((spot as THREE.Mesh).material as THREE.MeshBasicMaterial).opacity = Math.sin(k * Math.PI) * 0.9;
    }
    if (k < 1) invalidate();
  });
  return (
    <group ref={ref} name={`effect:${effect.kind}`}>
      {effect.points.map((p, i) => (
        <mesh key={i} position={[p[0], p[1] + 0.08, p[2]]} rotation={[-Math.PI / 2, 0, 0]}>
          <planeGeometry args={[0.9, 0.9]} />
          <meshBasicMaterial map={tex} color={effect.color} transparent depthWrite={false} opacity={0} toneMapped={false} />
        </mesh>
      ))}
    </group>
  );
}

/** Glows and ripples of the moment. */
export function Effects({ store }: { store: BanksTableStore }) {
  const effects = store((s) => s.effects);
  const tex = useMemo(() => glowTexture(), []);
  useEffect(() => () => tex.dispose(), [tex]);
  return (
    <group name="effects">
      {effects.map((e) => (
        <Pulse key={e.id} effect={e} tex={tex} />
      ))}
    </group>
  );
}
