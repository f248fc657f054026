import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import type { Arm } from '../../../engine/niagara/material/river';
import type { QualityLevel } from '../common/Table';
import { tipHandlers } from '../common/tips';
import { bothFaces } from '../common/bothFaces';
import { useDisposable } from '../common/useDisposable';
import { ARM_HW, FALLS_X, LIP, POOL, WATER_Y } from './layout';
import { clock, progress, type Splash } from './tableStore';
import { fallsTexture, foamTexture, waterTexture } from './textures';
import { fallsTip } from './tips';

const ARMS: Arm[] = ['L', 'R'];
const DROP = WATER_Y - 0.04;
const REACH = POOL.L[0] - FALLS_X;

/** A curved sheet of water from the lip to the pool: x grows with time, y falls with its square (a projectile). */
function fallGeometry(width: number): THREE.BufferGeometry {
  const g = new THREE.PlaneGeometry(width, 1, 1, 14);
  const pos = g.getAttribute('position') as THREE.BufferAttribute;
  for (let i = 0; i < pos.count; i++) {
    const z = pos.getX(i);
    const s = 0.5 - pos.getY(i); // 0 at the lip, 1 at the pool
    pos.setXYZ(i, REACH * s, WATER_Y - DROP * s * s, z * (1 + s * 0.15));
  }
  g.computeVertexNormals();
  // Seen from both sides as the camera orbits.
  return bothFaces(g);
}

/** The spray's droplets at time `t`: a pure function of time and the seeds. */
function placeSpray(geo: THREE.BufferGeometry, seeds: readonly (readonly [number, number, number])[], arm: Arm, t: number) {
  const a = geo.getAttribute('position') as THREE.BufferAttribute;
  const [px, , pz] = POOL[arm];
  seeds.forEach(([u, v, w], i) => {
    const life = (t * (0.5 + w * 0.5) + u) % 1;
    const ang = v * Math.PI * 2;
    const r = 0.15 + life * (0.5 + w * 0.4);
    a.setXYZ(i, px - 0.25 + Math.cos(ang) * r, 0.05 + Math.sin(life * Math.PI) * (0.35 + u * 0.45), pz + Math.sin(ang) * r * 1.2);
  });
  a.needsUpdate = true;
}

/** Spray droplets rising and falling around a fall's foot; positions are recomputed from time (no state to drift). */
function Spray({ arm, count, animate }: { arm: Arm; count: number; animate: boolean }) {
  const geo = useDisposable(() => {
    const g = new THREE.BufferGeometry();
    g.setAttribute('position', new THREE.BufferAttribute(new Float32Array(count * 3), 3));
    return g;
  }, [count]);
  const seeds = useMemo(() => Array.from({ length: count }, (_, i) => [Math.sin(i * 12.99) * 0.5 + 0.5, Math.sin(i * 78.23) * 0.5 + 0.5, Math.sin(i * 3.7) * 0.5 + 0.5] as const), [count]);
  // A still picture until the first animated frame (and for good when motion is off).
  useLayoutEffect(() => placeSpray(geo, seeds, arm, 0.37), [geo, seeds, arm]);
  useFrame(({ clock: c }) => {
    if (animate) placeSpray(geo, seeds, arm, c.elapsedTime);
  });
  return (
    <points name={`spray:${arm}`} geometry={geo}>
      <pointsMaterial color="#eef8ff" size={0.07} sizeAttenuation transparent opacity={0.75} depthWrite={false} />
    </points>
  );
}

/** A burst of white water where a disc went over (from the store's splashes). */
function Burst({ s }: { s: Splash }) {
  const ref = useRef<THREE.Points>(null);
  const invalidate = useThree((st) => st.invalidate);
  const geo = useDisposable(() => {
    const g = new THREE.BufferGeometry();
    g.setAttribute('position', new THREE.BufferAttribute(new Float32Array(60 * 3), 3));
    return g;
  }, []);
  useFrame(() => {
    const k = progress(s, clock());
    const a = geo.getAttribute('position') as THREE.BufferAttribute;
    const [px, , pz] = POOL[s.arm];
    for (let i = 0; i < 60; i++) {
      const ang = i * 2.39996;
      const sp = 0.4 + ((i * 37) % 11) / 11;
      a.setXYZ(i, px - 0.2 + Math.cos(ang) * k * sp, 0.05 + Math.sin(k * Math.PI) * (0.6 + sp * 0.5), pz + Math.sin(ang) * k * sp);
    }
    a.needsUpdate = true;
    if (ref.current) (ref.current.material as THREE.PointsMaterial).opacity = 1 - k;
    if (k < 1) invalidate();
  });
  return (
    <points ref={ref} name="splash" geometry={geo}>
      <pointsMaterial color="#ffffff" size={0.11} sizeAttenuation transparent opacity={1} depthWrite={false} />
    </points>
  );
}

/**
 * The two waterfalls over the board's edge: a curved sheet with streaks scrolling down, foam where it lands in the
 * pool on the table, and spray. Low quality: still water, a handful of droplets; medium/high: moving, more spray.
 */
export function Waterfalls({ quality, animate, splashes }: { quality: QualityLevel; animate: boolean; splashes: Splash[] }) {
  const geo = useDisposable(() => fallGeometry(2 * ARM_HW), []);
  const falls = useDisposable(() => {
    const t = fallsTexture();
    t.repeat.set(1.5, 1);
    return t;
  }, []);
  const foam = useDisposable(() => foamTexture(), []);
  const pool = useDisposable(() => {
    const t = waterTexture();
    t.repeat.set(1, 2);
    return t;
  }, []);
  const foamRefs = useRef<THREE.Mesh[]>([]);
  const invalidate = useThree((s) => s.invalidate);
  useFrame((_, dt) => {
    if (!animate) return;
    falls.offset.y += dt * 1.6;
    pool.offset.x -= dt * 0.05;
    const t = clock();
    foamRefs.current.forEach((m, i) => {
      if (!m) return;
      m.rotation.z = t * 0.4 * (i ? -1 : 1);
      m.scale.setScalar(1 + Math.sin(t * 3 + i) * 0.06);
    });
    invalidate();
  });
  const spray = quality === 'low' ? 14 : quality === 'medium' ? 70 : 180;
  return (
    <group name="waterfalls">
      {ARMS.map((arm, i) => (
        <group key={arm} name={`waterfall:${arm}`}>
          <mesh name={`falls:${arm}`} {...tipHandlers(() => fallsTip(arm))} geometry={geo} position={[LIP[arm][0], 0, LIP[arm][2]]} rotation={[0, 0, 0]}>
            <meshStandardMaterial map={falls} color="#d9f1ff" transparent opacity={0.88} roughness={0.3} emissive="#3b7fae" emissiveIntensity={0.25} depthWrite={false} />
          </mesh>
          <mesh
            name={`foam:${arm}`}
            ref={(m) => {
              if (m) foamRefs.current[i] = m;
            }}
            position={[POOL[arm][0] - 0.1, 0.06, POOL[arm][2]]}
            rotation={[-Math.PI / 2, 0, 0]}
          >
            <circleGeometry args={[0.75, 24]} />
            <meshBasicMaterial map={foam} transparent depthWrite={false} opacity={0.95} toneMapped={false} />
          </mesh>
          <Spray arm={arm} count={spray} animate={animate} />
        </group>
      ))}
      {/* The basin the falls pour into, on the table in front of the box. */}
      <mesh name="pool" position={[FALLS_X + 1.05, 0.03, 0]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
        <planeGeometry args={[2.2, 5.2]} />
        <meshStandardMaterial map={pool} color="#bfe6ff" roughness={0.2} />
      </mesh>
      <mesh position={[FALLS_X + 1.05, 0.015, 0]} rotation={[-Math.PI / 2, 0, 0]}>
        <planeGeometry args={[2.45, 5.45]} />
        <meshStandardMaterial color="#6d5a40" roughness={0.9} />
      </mesh>
      {splashes.map((s) => (
        <Burst key={s.id} s={s} />
      ))}
    </group>
  );
}
