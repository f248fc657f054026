import * as THREE from 'three';

/** Card tiles drawn locally onto one canvas: one texture, one material, one draw call per card mesh. */
export const TILE_W = 256;
export const TILE_H = 358;

export type Painter = (ctx: CanvasRenderingContext2D, w: number, h: number) => void;

export interface Atlas {
  texture: THREE.Texture;
  cols: number;
  rows: number;
  /** Tile index by name. */
  index: Record<string, number>;
  /** UV rectangle [u0, v0, u1, v1] of a tile (v up, three.js convention). */
  uv(name: string): [number, number, number, number];
  /** Repaint every tile (e.g. after a language change or once fonts have loaded). */
  repaint(painters: Record<string, Painter>): void;
  dispose(): void;
}

/** Where canvases come from: the DOM in the app, a stub in Node tests. */
export type CanvasFactory = (w: number, h: number) => HTMLCanvasElement | OffscreenCanvas | null;

/**
 * Every texture canvas of the tables comes from here, with its 2D context made at once as `willReadFrequently`: a
 * software canvas, drawn on this thread and uploaded to WebGL from memory. A GPU-accelerated canvas sends each
 * drawing command to the GPU process, and where that is SwiftShader (no GPU) the stage's WebGL context waited seconds
 * behind NILE's card atlas (`npm run bench:render --profile`: all of it in `getContext('webgl2')`). Later
 * `getContext('2d')` calls return this same context.
 */
export const domCanvas: CanvasFactory = (w, h) => {
  if (typeof document === 'undefined') return null;
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  c.getContext('2d', { willReadFrequently: true });
  return c;
};

export function createAtlas(painters: Record<string, Painter>, makeCanvas: CanvasFactory = domCanvas, anisotropy = 4): Atlas {
  const names = Object.keys(painters);
  const cols = Math.ceil(Math.sqrt(names.length * (TILE_H / TILE_W)));
  const rows = Math.ceil(names.length / cols);
  const canvas = makeCanvas(cols * TILE_W, rows * TILE_H);
  const texture: THREE.Texture = canvas ? new THREE.CanvasTexture(canvas as HTMLCanvasElement) : new THREE.DataTexture(new Uint8Array([230, 220, 200, 255]), 1, 1);
  texture.colorSpace = THREE.SRGBColorSpace;
  texture.anisotropy = anisotropy;
  texture.generateMipmaps = true;
  texture.minFilter = THREE.LinearMipmapLinearFilter;
  const index: Record<string, number> = {};
  names.forEach((n, i) => (index[n] = i));
  const atlas: Atlas = {
    texture,
    cols,
    rows,
    index,
    uv(name) {
      const i = index[name] ?? 0;
      const c = i % cols;
      const r = Math.floor(i / cols);
      // Half-texel inset avoids bleeding from the neighbouring tile.
      const iu = 1.5 / (cols * TILE_W);
      const iv = 1.5 / (rows * TILE_H);
      return [c / cols + iu, 1 - (r + 1) / rows + iv, (c + 1) / cols - iu, 1 - r / rows - iv];
    },
    repaint(p) {
      if (!canvas) return;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D | null;
      if (!ctx) return;
      names.forEach((n, i) => {
        const paint = p[n];
        if (!paint) return;
        ctx.save();
        ctx.translate((i % cols) * TILE_W, Math.floor(i / cols) * TILE_H);
        ctx.beginPath();
        ctx.rect(0, 0, TILE_W, TILE_H);
        ctx.clip();
        ctx.clearRect(0, 0, TILE_W, TILE_H);
        paint(ctx, TILE_W, TILE_H);
        ctx.restore();
      });
      texture.needsUpdate = true;
    },
    dispose() {
      texture.dispose();
    },
  };
  atlas.repaint(painters);
  return atlas;
}
