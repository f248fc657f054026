import { useEffect, useMemo } from 'react';
import * as THREE from 'three';
import { feltTexture, floorTexture, woodTexture } from './textures';
import { FLOOR_Y, fitShadowCamera } from './shadowFit';

export type QualityLevel = 'low' | 'medium' | 'high';

/**
 * Warm lamp light with soft shadows; the shadow map shrinks (or goes) with the quality level. `extent`: the half-width
 * of what casts shadows around the table's centre (the shadow camera is fitted to it, shadowFit.ts).
 */
export function Lights({ quality, extent = 10 }: { quality: QualityLevel; extent?: number }) {
  const size = quality === 'high' ? 2048 : 1024;
  const light = useMemo(() => {
    const l = new THREE.DirectionalLight('#ffd9a8', 2.3);
    l.position.set(-5, 14, 7);
    l.castShadow = quality !== 'low';
    l.shadow.mapSize.set(size, size);
    fitShadowCamera(l, extent);
    l.shadow.radius = 4;
    return l;
  }, [quality, size, extent]);
  useEffect(() => () => light.shadow.map?.dispose(), [light]);
  return (
    <>
      <hemisphereLight args={['#fff1dc', '#3a2616', 0.9]} />
      <ambientLight intensity={0.25} color="#ffe7c7" />
      <primitive object={light} />
      <primitive object={light.target} />
      <pointLight position={[4, 6, -6]} intensity={18} distance={30} decay={1.6} color="#ffb870" />
    </>
  );
}

/** An oval wooden table with a felt top, on a dark floor. Top surface at y = 0. */
export function Table({ rx, rz, felt = '#1f5a4e' }: { rx: number; rz: number; felt?: string }) {
  const wood = useMemo(() => woodTexture(), []);
  const feltTex = useMemo(() => feltTexture(felt), [felt]);
  const floor = useMemo(() => floorTexture(), []);
  useEffect(
    () => () => {
      wood.dispose();
      feltTex.dispose();
      floor.dispose();
    },
    [wood, feltTex, floor],
  );
  return (
    <group name="table">
      <mesh name="table-rim" position={[0, -0.2, 0]} scale={[rx, 1, rz]} castShadow receiveShadow>
        <cylinderGeometry args={[1, 0.97, 0.4, 96]} />
        <meshStandardMaterial map={wood} roughness={0.55} metalness={0.05} color="#c89a6a" />
      </mesh>
      <mesh name="table-felt" position={[0, 0.001, 0]} rotation={[-Math.PI / 2, 0, 0]} scale={[rx - 0.45, rz - 0.45, 1]} receiveShadow>
        <circleGeometry args={[1, 96]} />
        <meshStandardMaterial map={feltTex} roughness={0.95} color="#ffffff" />
      </mesh>
      <mesh name="table-leg" position={[0, -2.4, 0]} castShadow>
        <cylinderGeometry args={[0.9, 1.6, 4, 24]} />
        <meshStandardMaterial map={wood} roughness={0.6} color="#8a5a34" />
      </mesh>
      <mesh name="floor" position={[0, FLOOR_Y, 0]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
        <planeGeometry args={[80, 80]} />
        <meshStandardMaterial map={floor} roughness={0.9} color="#a08060" />
      </mesh>
    </group>
  );
}
