import { useFrame, useThree } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import * as THREE from 'three';
import { glowTexture } from '../common/textures';
import { useDisposable } from '../common/useDisposable';
import { useEffectClock } from '../common/useEffectClock';
import type { Effect, NileTableStoreApi } from './tableStore';

/** A locust's body along +x (head forward), and its two wings spread from the back: one shape each, shared by the swarm. */
function locustBody(): THREE.BufferGeometry {
  const g = new THREE.CapsuleGeometry(0.012, 0.07, 2, 6);
  g.rotateZ(Math.PI / 2);
  return g;
}

function locustWings(): THREE.BufferGeometry {
  // Two long narrow wings lying back along the body, hinged at its middle (x 0): each flaps by its instance's scale.
  const wing = (side: 1 | -1) => [0.01, 0, 0, -0.06, 0, 0.05 * side, -0.075, 0, 0.02 * side];
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.Float32BufferAttribute([...wing(1), ...wing(-1)], 3));
  g.computeVertexNormals();
  return g;
}

/** The locust swarm crossing the table from the centre to the fields it eats: each locust heads the way it flies. */
function LocustSwarm({ effect }: { effect: Effect }) {
  const count = 90;
  const bodies = useRef<THREE.InstancedMesh>(null);
  const wings = useRef<THREE.InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const body = useDisposable(locustBody, []);
  const wing = useDisposable(locustWings, []);
  const offsets = useMemo(() => Array.from({ length: count }, (_, i) => [Math.sin(i * 12.9898) * 0.9, Math.cos(i * 78.233) * 0.5 + 0.6, Math.sin(i * 3.7) * 0.9, (i % 7) / 7] as const), []);
  const tmp = useMemo(() => new THREE.Object3D(), []);
  useFrame(() => {
    const mb = bodies.current, mw = wings.current;
    if (!mb || !mw) return;
    const now = performance.now();
    const k = Math.min(1, (now / 1000 - effect.t0) / effect.duration);
    const pts = effect.points;
    const segs = Math.max(1, pts.length - 1);
    offsets.forEach(([ox, oy, oz, lag], i) => {
      const kk = Math.max(0, Math.min(1, k * 1.15 - lag * 0.15));
      const x = kk * segs;
      const s = Math.min(segs - 1, Math.floor(x));
      const u = x - s;
      const a = pts[s]!;
      const b = pts[s + 1] ?? a;
      const wob = Math.sin(now / 90 + i) * 0.15;
      tmp.position.set(a[0] + (b[0] - a[0]) * u + ox + wob, 0.3 + oy + Math.sin(u * Math.PI) * 0.4, a[2] + (b[2] - a[2]) * u + oz);
      // Heading along the segment flown (x forward), each locust a little off it, as a swarm drifts.
      tmp.rotation.set(0, Math.atan2(-(b[2] - a[2]), b[0] - a[0]) + Math.sin(i * 7.1) * 0.35, 0);
      tmp.scale.setScalar(kk >= 1 ? 0 : 1);
      tmp.updateMatrix();
      mb.setMatrixAt(i, tmp.matrix);
      // Wings beat fast (about 25 a second), each locust out of step with the next.
      if (kk < 1) tmp.scale.set(1, 1, 0.25 + 0.75 * Math.abs(Math.sin(now / 40 + i * 1.7)));
      tmp.updateMatrix();
      mw.setMatrixAt(i, tmp.matrix);
    });
    mb.instanceMatrix.needsUpdate = true;
    mw.instanceMatrix.needsUpdate = true;
    invalidate();
  });
  return (
    <group name="locust-swarm">
      <instancedMesh ref={bodies} args={[body, undefined, count]} castShadow>
        <meshStandardMaterial color="#5d5320" roughness={0.55} />
      </instancedMesh>
      <instancedMesh ref={wings} args={[wing, undefined, count]}>
        <meshStandardMaterial color="#d9cf9a" roughness={0.4} transparent opacity={0.6} side={THREE.DoubleSide} depthWrite={false} />
      </instancedMesh>
    </group>
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
