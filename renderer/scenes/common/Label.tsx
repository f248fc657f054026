import { useRef } from 'react';
import type * as THREE from 'three';
import { UI_FONT, useTableFonts } from './fonts';
import { FLAT, useLevelToCamera } from './levelToCamera';
import { useDisposable } from './useDisposable';
import { labelPaint } from './labelPaint';

/**
 * A short label on the table (a pile's count, "x3", a hint's "1/3"): its text painted in the UI's bold face with an
 * outline on a small local canvas, drawn on one quad. Painted, not built from glyph outlines: troika's text meshes
 * made a WebGL context of their own and read it back synchronously, and parsed a font file, while a table opened.
 * `size` is the height of an em in world units; the quad is centred on `position`, lying flat and turned level to the
 * camera (as the name plates are), unless `rotation` sets it.
 */
export function Label({ text, position, rotation, size = 0.22, color = '#fff8e6', outline = '#1b120a' }: {
  text: string;
  position: [number, number, number];
  rotation?: [number, number, number];
  size?: number;
  color?: string;
  outline?: string;
}) {
  const fonts = useTableFonts();
  const mesh = useRef<THREE.Mesh>(null);
  useLevelToCamera(mesh, rotation === undefined);
  // Repainted when the face arrives (a table waits for it, but a label can be drawn elsewhere): `fonts` is a key.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const paint = useDisposable(() => labelPaint(text, { font: UI_FONT, color, outline }), [text, color, outline, fonts]);
  if (!paint) return <group name={`label:${text}`} position={position} />;
  return (
    <mesh ref={mesh} name={`label:${text}`} position={position} rotation={rotation ?? FLAT} scale={[paint.width * size, paint.height * size, 1]} renderOrder={2}>
      <planeGeometry />
      <meshBasicMaterial map={paint.texture} transparent depthWrite={false} toneMapped={false} />
    </mesh>
  );
}
