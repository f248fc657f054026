import { addAfterEffect } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';

/**
 * Builds with a scene's first frame the shader programs of what a tutorial step or a hint may draw in it later: the
 * emphasis glow (EmphasisGlow) and its labels (Label). For a scene whose own pieces draw none of those kinds: an
 * overlay (drei's Hud: NILE's hand, a scene of its own with no lights and no fog). Building a program waits on the
 * GPU process (three reads its link back), which held NILE's page 0.3–0.8 s in SwiftShader the moment a hint first
 * glowed on a hand card; the shader programs built ahead on Home (warmPrograms.ts) make the link quick, not the wait.
 * Drawn once, unseen (fully transparent), then hidden: three keeps a program while a material uses it, and a glow's
 * material of the same kind then finds it built.
 */
export function EmphasisAhead() {
  const group = useRef<THREE.Group>(null);
  const map = useMemo(() => {
    const t = new THREE.DataTexture(new Uint8Array([255, 255, 255, 255]), 1, 1);
    t.needsUpdate = true;
    return t;
  }, []);
  useEffect(() => () => map.dispose(), [map]);
  useEffect(() => {
    // After the first frame that drew them (this effect runs after the scene's mount; the frame comes after it).
    let frames = 0;
    const off = addAfterEffect(() => {
      if (++frames < 2 || !group.current) return;
      group.current.visible = false;
      off();
    });
    return off;
  }, []);
  return (
    <group ref={group} name="emphasis-ahead">
      <mesh scale={0.001} frustumCulled={false}>
        <planeGeometry args={[1, 1]} />
        <meshBasicMaterial transparent opacity={0} toneMapped={false} depthWrite={false} />
      </mesh>
      <mesh scale={0.001} frustumCulled={false}>
        <planeGeometry args={[1, 1]} />
        <meshBasicMaterial map={map} transparent opacity={0} toneMapped={false} depthWrite={false} />
      </mesh>
    </group>
  );
}
