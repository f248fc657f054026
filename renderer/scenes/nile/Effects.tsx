import { useFrame, useThree } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import * as THREE from 'three';
import { glowTexture } from '../common/textures';
import { useDisposable } from '../common/useDisposable';
import { useEffectClock } from '../common/useEffectClock';
import type { Effect, NileTableStoreApi } from './tableStore';

/** The locust swarm crossing the table from the centre to the fields it eats. */
function LocustSwarm({ effect }: { effect: Effect }) {
  const count = 90;
  const ref = useRef<THREE.InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const offsets = useMemo(() => Array.from({ length: count }, (_, i) => [Math.sin(i * 12.9898) * 0.9, Math.cos(i * 78.233) * 0.5 + 0.6, Math.sin(i * 3.7) * 0.9, (i % 7) / 7] as const), []);
  const tmp = useMemo(() => new THREE.Object3D(), []);
  useFrame(() => {
    const m = ref.current;
    if (!m) return;
    const k = Math.min(1, (performance.now() / 1000 - effect.t0) / effect.duration);
    const pts = effect.points;
    const segs = Math.max(1, pts.length - 1);
    offsets.forEach(([ox, oy, oz, lag], i) => {
      const kk = Math.max(0, Math.min(1, k * 1.15 - lag * 0.15));
      const x = kk * segs;
      const s = Math.min(segs - 1, Math.floor(x));
      const u = x - s;
      const a = pts[s]!;
      const b = pts[s + 1] ?? a;
      const wob = Math.sin(performance.now() / 90 + i) * 0.15;
      tmp.position.set(a[0] + (b[0] - a[0]) * u + ox + wob, 0.3 + oy + Math.sin(u * Math.PI) * 0.4, a[2] + (b[2] - a[2]) * u + oz);
      tmp.rotation.set(0, i + k * 6, 0);
      tmp.scale.setScalar(kk >= 1 ? 0 : 1);
      tmp.updateMatrix();
      m.setMatrixAt(i, tmp.matrix);
    });
    m.instanceMatrix.needsUpdate = true;
    invalidate();
  });
  return (
    <instancedMesh ref={ref} args={[undefined, undefined, count]} name="locust-swarm" castShadow>
      <boxGeometry args={[0.09, 0.03, 0.04]} />
      <meshStandardMaterial color="#3b3a14" roughness={0.6} />
    </instancedMesh>
  );
}

function Glow({ effect, tex }: { effect: Effect; tex: THREE.Texture }) {
  const ref = useEffectClock(effect, (g, k) => {
    g.scale.setScalar(effect.kind === 'shake' ? 1 + k * 1.5 : 1 + Math.sin(k * Math.PI) * 0.25);
    g.children.forEach((c) => (((c as THREE.Mesh).material as THREE.MeshBasicMaterial).opacity = Math.sin(k * Math.PI)));
  });
  return (
    <group ref={ref} name={`effect:${effect.kind}`}>
      {effect.points.map((p, i) => (
        <mesh key={i} position={[p[0], p[1] + 0.05, p[2]]} rotation={[-Math.PI / 2, 0, 0]}>
          <planeGeometry args={[1.3, 1.3]} />
          <meshBasicMaterial map={tex} color={effect.color ?? '#ffffff'} transparent depthWrite={false} opacity={0} toneMapped={false} />
        </mesh>
      ))}
    </group>
  );
}

/** The table's passing effects, from the store: the locust swarm, glows and shakes over what an event touches. */
export function Effects({ store }: { store: NileTableStoreApi }) {
  const effects = store((s) => s.effects);
  const tex = useDisposable(() => glowTexture(), []);
  return (
    <group name="effects">
      {effects.map((e) => (e.kind === 'locust' ? <LocustSwarm key={e.id} effect={e} /> : <Glow key={e.id} effect={e} tex={tex} />))}
    </group>
  );
}
