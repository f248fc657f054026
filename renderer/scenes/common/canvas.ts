import * as THREE from 'three';
import { useSettings } from '../../app/settings';

/** Where canvases come from: the DOM in the app, a stub in Node tests. */
export type CanvasFactory = (w: number, h: number) => HTMLCanvasElement | OffscreenCanvas | null;

/**
 * The scale textures are painted at: 0.75 at Low quality (a little over half the pixels), else 1. A table's opening on a
 * software renderer is mostly painting and uploading its canvases, and at Low a card or a board word on screen is
 * still drawn from more texels than pixels (`npm run bench:render --shots`). Read when a canvas is made.
 */
export function textureDetail(): number {
  return useSettings.getState().quality === 'low' ? 0.75 : 1;
}

/**
 * Every texture canvas of the tables comes from here, `w`×`h` in the painter's units (its context is scaled to the
 * texture detail), with its 2D context made at once as `willReadFrequently`: a software canvas, drawn on this thread
 * and uploaded to WebGL from memory. A GPU-accelerated canvas sends each drawing command to the GPU process, and where
 * that is SwiftShader (no GPU) the stage's WebGL context waited seconds behind NILE's card atlas (`npm run bench:render
 * --profile`: all of it in `getContext('webgl2')`). Later `getContext('2d')` calls return this same context.
 */
export const domCanvas: CanvasFactory = (w, h) => {
  if (typeof document === 'undefined') return null;
  const detail = textureDetail();
  const c = document.createElement('canvas');
  c.width = Math.max(1, Math.round(w * detail));
  c.height = Math.max(1, Math.round(h * detail));
  c.getContext('2d', { willReadFrequently: true })?.scale(c.width / w, c.height / h);
  return c;
};

/** Flips v after a texture's own offset and repeat (see canvasTexture). */
const FLIP_V = new THREE.Matrix3().set(1, 0, 0, 0, -1, 1, 0, 0, 1);

function updateUnflipped(this: THREE.Texture): void {
  THREE.Texture.prototype.updateMatrix.call(this);
  this.matrix.premultiply(FLIP_V);
}

/**
 * A painted canvas (or a kept painting's pixels, painted.ts) as the tables draw it: sRGB, `anisotropy`, tiled `repeat`
 * times. Uploaded as it lies, top row first:
 * flipping rows on upload cost a third of the upload's time on this thread (a big atlas: 140 → 95 ms), so v is flipped
 * in the texture's transform instead, after its offset and repeat, and meshes map it as before.
 */
export function canvasTexture<C extends HTMLCanvasElement | OffscreenCanvas | ImageData>(canvas: C, o: { anisotropy?: number; repeat?: [number, number] } = {}): THREE.CanvasTexture<C> {
  const t = new THREE.CanvasTexture(canvas);
  t.colorSpace = THREE.SRGBColorSpace;
  t.anisotropy = o.anisotropy ?? 4;
  t.flipY = false;
  t.updateMatrix = updateUnflipped;
  if (o.repeat) {
    t.wrapS = t.wrapT = THREE.RepeatWrapping;
    t.repeat.set(o.repeat[0], o.repeat[1]);
  }
  return t;
}
