import * as THREE from 'three';
import { canvasTexture, domCanvas, type CanvasFactory } from './canvas';
import { keptPixels } from './painted';

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
  /**
   * Repaint every tile (e.g. after a language change or once fonts have loaded). A kept atlas is shown from the pixels
   * kept under `keep` instead (painted if they are not yet): kept pixels are shared, never painted over.
   */
  repaint(painters: Record<string, Painter>, keep?: string): void;
  dispose(): void;
}

/** How an atlas is made: where its canvas comes from, its anisotropy, and `keep` (see createAtlas). */
export interface AtlasOptions {
  canvas?: CanvasFactory;
  anisotropy?: number;
  /**
   * The name of the painting (painted.ts keptPixels: everything the tiles depend on, `textsKept` for texts): it is
   * painted once per page and its pixels kept, so the next table to draw it (or a page that painted it ahead) uploads it
   * without painting it.
   */
  keep?: string;
}

/** Paint every tile of `names` (in order, `cols` to a row) with its painter, each clipped to its own tile. */
function paintTiles(ctx: CanvasRenderingContext2D, names: readonly string[], cols: number, painters: Record<string, Painter>): void {
  names.forEach((n, i) => {
    const paint = painters[n];
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
}

export function createAtlas(painters: Record<string, Painter>, o: AtlasOptions = {}): Atlas {
  const names = Object.keys(painters);
  const cols = Math.ceil(Math.sqrt(names.length * (TILE_H / TILE_W)));
  const rows = Math.ceil(names.length / cols);
  const [w, h] = [cols * TILE_W, rows * TILE_H];
  const kept = (name: string, p: Record<string, Painter>) => keptPixels(name, w, h, (ctx) => paintTiles(ctx, names, cols, p));
  // A kept atlas is shown from kept pixels; another paints its own canvas (and repaints it in place).
  const canvas = o.keep ? null : (o.canvas ?? domCanvas)(w, h);
  const image = o.keep ? kept(o.keep, painters) : canvas;
  const texture: THREE.Texture = image ? canvasTexture(image, { anisotropy: o.anisotropy ?? 4 }) : new THREE.DataTexture(new Uint8Array([230, 220, 200, 255]), 1, 1);
  texture.colorSpace = THREE.SRGBColorSpace;
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
    repaint(p, keep) {
      if (o.keep) {
        if (!keep) throw new Error(`the atlas ${o.keep} is kept: it is shown from other kept pixels, never painted over`);
        const next = kept(keep, p);
        if (!next) return;
        // A new texture for it: the kept pixels may be of another size (painted at another quality's detail).
        texture.dispose();
        texture.image = next;
        texture.needsUpdate = true;
        return;
      }
      const ctx = canvas?.getContext('2d') as CanvasRenderingContext2D | null | undefined;
      if (!ctx) return;
      paintTiles(ctx, names, cols, p);
      texture.needsUpdate = true;
    },
    dispose() {
      texture.dispose();
    },
  };
  if (!o.keep) atlas.repaint(painters);
  return atlas;
}
