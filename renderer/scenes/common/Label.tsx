import { Text } from '@react-three/drei';
import { createContext, Suspense, useCallback, useContext, useEffect, useMemo } from 'react';
import * as THREE from 'three';
import { configureTextBuilder } from 'troika-three-text';
import digitsFont from '../../../assets/fonts/RiverTablesDigits-Bold.woff?url';

/** Set to false where troika text cannot run (Node structural tests); labels then render as empty groups. */
export const LabelsEnabled = createContext(true);

// Glyphs are built on the main thread: a blob: worker would need `script-src blob:` in the CSP.
configureTextBuilder({ useWorker: false });

const SAFE = /^[\x20-\x7e×–]*$/;

/**
 * Labels mounted on the page, and troika's glyph atlas textures they drew with. troika keeps one atlas per glyph size
 * at module level, for every renderer, and never disposes it: when the last label goes (its stage unmounted), the
 * atlas is disposed, so no renderer keeps a copy. The atlas canvas stays, and three uploads it again for the next
 * label drawn.
 */
let mountedLabels = 0;
const atlases = new Set<THREE.Texture>();

/**
 * A label's own base material (troika's default: white, double-sided, transparent). troika derives its text and
 * outline materials from it and disposes them when it is disposed; its shared default material would never be, and
 * would keep their shader program compiled in the renderer after the stage is gone.
 */
function useLabelMaterial(): { material: THREE.MeshBasicMaterial; onSync: (mesh: { textRenderInfo?: { sdfTexture?: THREE.Texture } | null }) => void } {
  const material = useMemo(() => new THREE.MeshBasicMaterial({ color: 0xffffff, side: THREE.DoubleSide, transparent: true }), []);
  useEffect(() => {
    mountedLabels++;
    return () => {
      material.dispose();
      if (--mountedLabels > 0) return;
      for (const t of atlases) t.dispose();
      atlases.clear();
    };
  }, [material]);
  const onSync = useCallback((mesh: { textRenderInfo?: { sdfTexture?: THREE.Texture } | null }) => {
    const t = mesh.textRenderInfo?.sdfTexture;
    if (t) atlases.add(t);
  }, []);
  return { material, onSync };
}

/**
 * A flat number/short Latin label on the table. Uses the bundled digits font only, and refuses any character that
 * font lacks: troika would otherwise fetch a fallback font from a CDN, which this app never does.
 */
export function Label({ text, position, rotation = [-Math.PI / 2, 0, 0], size = 0.22, color = '#fff8e6', outline = '#1b120a' }: {
  text: string;
  position: [number, number, number];
  rotation?: [number, number, number];
  size?: number;
  color?: string;
  outline?: string;
}) {
  const enabled = useContext(LabelsEnabled);
  const { material, onSync } = useLabelMaterial();
  const safe = SAFE.test(text) ? text : text.replace(/[^\x20-\x7e]/g, '?');
  if (!enabled) return <group name={`label:${safe}`} position={position} />;
  // Text suspends while its glyphs are built: keep that inside the canvas (a suspended <Canvas> would suspend the
  // whole screen around it, and React then tears down that screen's effects).
  return (
    <Suspense fallback={null}>
      <Text name={`label:${safe}`} material={material} onSync={onSync} font={digitsFont} position={position} rotation={rotation} fontSize={size} color={color} outlineWidth={size * 0.12} outlineColor={outline} anchorX="center" anchorY="middle" renderOrder={2}>
        {safe}
      </Text>
    </Suspense>
  );
}
