import { useEffect, useMemo } from 'react';
import * as THREE from 'three';
import { Floor } from './Floor';
import { useDisposable } from './useDisposable';
import { FELT_INSET, feltGeometry, keptRim, type FeltRect } from './tableTop';
import { FELT_RELIEF, WOOD_RELIEF, feltTexture, woodTexture } from './textures';
import { useRelief } from './paintedBoard';
import type { QualityLevel } from './stageLevel';
import { fitShadowCamera } from './shadowFit';

export type { QualityLevel };

/** The lamp: warm light with soft shadows; the shadow map shrinks (or goes) with the quality level. */
export function lamp(quality: QualityLevel, extent: number): THREE.DirectionalLight {
  const size = quality === 'high' ? 2048 : 1024;
  const l = new THREE.DirectionalLight('#ffd9a8', 2.3);
  l.position.set(-5, 14, 7);
  l.castShadow = quality !== 'low';
  l.shadow.mapSize.set(size, size);
  fitShadowCamera(l, extent);
  l.shadow.radius = 4;
  return l;
}

/**
 * Every light of a table but the lamp (the programs built ahead, warmPrograms.ts, are lit by the same ones). Above low
 * the room's reflections (environment.ts) light the table too, so the fills step back: the same lights (the same
 * programs), dimmer.
 */
export function fillLights(quality: QualityLevel): THREE.Light[] {
  const k = quality === 'low' ? 1 : 0.55;
  const point = new THREE.PointLight('#ffb870', 18 * k, 30, 1.6);
  point.position.set(4, 6, -6);
  return [new THREE.HemisphereLight('#fff1dc', '#3a2616', 0.9 * k), new THREE.AmbientLight('#ffe7c7', 0.25 * k), point];
}

/**
 * The lamp and the fill lights. `extent`: the half-width of what casts shadows around the table's centre (the shadow
 * camera is fitted to it, shadowFit.ts).
 */
export function Lights({ quality, extent = 10 }: { quality: QualityLevel; extent?: number }) {
  const light = useMemo(() => lamp(quality, extent), [quality, extent]);
  const fills = useMemo(() => fillLights(quality), [quality]);
  useEffect(() => () => light.shadow.map?.dispose(), [light]);
  return (
    <>
      {fills.map((l) => (
        <primitive key={l.type} object={l} />
      ))}
      <primitive object={light} />
      <primitive object={light.target} />
    </>
  );
}

/** Each game's felt colour: every one is painted ahead, while the page is idle (prepare.ts). */
export const FELT = { nile: '#1f5a4e', niagara: '#2c4a3a', nefertiti: '#2a4a5a', banks: '#3b4a2e' } as const;

/**
 * An oval wooden table with a felt top (one of FELT), on a dark floor. Top surface at y = 0. `under`: the footprint of
 * an opaque board lying on the felt (no felt is drawn beneath it).
 */
export function Table({ rx, rz, felt, under }: { rx: number; rz: number; felt: string; under?: FeltRect }) {
  const wood = useDisposable(() => woodTexture(), []);
  const feltTex = useDisposable(() => feltTexture(felt), [felt]);
  const woodRelief = useRelief(WOOD_RELIEF);
  const feltRelief = useRelief(FELT_RELIEF);
  const rim = useDisposable(() => keptRim(rx, rz), [rx, rz]);
  const top = useDisposable(() => feltGeometry(rx - FELT_INSET, rz - FELT_INSET, under), [rx, rz, under]);
  return (
    <group name="table">
      <mesh name="table-rim" position={[0, -0.2, 0]} scale={[rx, 1, rz]} geometry={rim} castShadow receiveShadow>
        <meshStandardMaterial map={wood} roughness={woodRelief ? 1 : 0.55} metalness={0.05} color="#c89a6a" {...woodRelief} />
      </mesh>
      <mesh name="table-felt" position={[0, 0.001, 0]} geometry={top} receiveShadow>
        <meshStandardMaterial map={feltTex} roughness={feltRelief ? 1 : 0.95} color="#ffffff" {...feltRelief} />
      </mesh>
      <mesh name="table-leg" position={[0, -2.4, 0]} castShadow>
        <cylinderGeometry args={[0.9, 1.6, 4, 24]} />
        <meshStandardMaterial map={wood} roughness={woodRelief ? 1 : 0.6} color="#8a5a34" {...woodRelief} />
      </mesh>
      <Floor rx={rx} rz={rz} />
    </group>
  );
}
