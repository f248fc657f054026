import * as THREE from 'three';
import { canvasTexture } from './canvas';
import { keptPixels } from './painted';
import { prng } from './prng';

/**
 * The relief of the tables' materials at medium and high quality: a normal map (grain, weave, paper fibre) and a
 * roughness map (polish between the grain, nap, worn paint) painted from one height field, kept as canvases like every
 * painting (painted.ts), so a table uploads them without painting. Low draws Lambert twins, which ignore both: its
 * stages never make them. Every surface has both maps, so the wood, the felt and the painted boards share one program.
 */
export interface Relief {
  name: string;
  w: number;
  h: number;
  repeat: [number, number];
  /** The height field at the canvas' real size (`w`×`h` at the texture detail), 0..1. */
  height: (w: number, h: number) => Float32Array;
  /** How steep the relief looks. */
  strength: number;
  /** Roughness where the height is 1, and where it is 0. */
  rough: [number, number];
}

export interface SurfaceMaps {
  normalMap: THREE.Texture;
  roughnessMap: THREE.Texture;
}

function paintNormals(ctx: CanvasRenderingContext2D, s: Relief): void {
  const { width: w, height: h } = ctx.canvas;
  const hf = s.height(w, h);
  const img = ctx.createImageData(w, h);
  const at = (x: number, y: number) => hf[((y + h) % h) * w + ((x + w) % w)]!;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      // Central differences, wrapping (the maps tile); v runs down the canvas (canvas.ts flips it in the transform).
      const dx = (at(x + 1, y) - at(x - 1, y)) * s.strength;
      const dy = (at(x, y + 1) - at(x, y - 1)) * s.strength;
      const k = 1 / Math.hypot(dx, dy, 1);
      const i = (y * w + x) * 4;
      img.data[i] = (-dx * k * 0.5 + 0.5) * 255;
      img.data[i + 1] = (-dy * k * 0.5 + 0.5) * 255;
      img.data[i + 2] = (k * 0.5 + 0.5) * 255;
      img.data[i + 3] = 255;
    }
  ctx.putImageData(img, 0, 0);
}

function paintRoughness(ctx: CanvasRenderingContext2D, s: Relief): void {
  const { width: w, height: h } = ctx.canvas;
  const hf = s.height(w, h);
  const img = ctx.createImageData(w, h);
  const [top, low] = s.rough;
  for (let p = 0; p < w * h; p++) {
    const v = (low + (top - low) * hf[p]!) * 255;
    img.data.set([v, v, v, 255], p * 4);
  }
  ctx.putImageData(img, 0, 0);
}

/** A data map (not a colour: no sRGB decoding) from kept pixels. */
function dataTexture(name: string, s: Relief, paint: (ctx: CanvasRenderingContext2D, s: Relief) => void): THREE.Texture {
  const c = keptPixels(name, s.w, s.h, (ctx) => paint(ctx, s));
  if (!c) {
    const d = new THREE.DataTexture(new Uint8Array([128, 128, 255, 255]), 1, 1);
    d.needsUpdate = true;
    return d;
  }
  const t = canvasTexture(c, { repeat: s.repeat });
  t.colorSpace = THREE.NoColorSpace;
  return t;
}

/** The relief's two maps, new textures from the kept pixels (the caller frees them). */
export function surfaceMaps(s: Relief): SurfaceMaps {
  return { normalMap: dataTexture(`${s.name}:normal`, s, paintNormals), roughnessMap: dataTexture(`${s.name}:rough`, s, paintRoughness) };
}

/** Paint a relief's maps ahead (while the page is idle). */
export function prepareRelief(s: Relief): void {
  keptPixels(`${s.name}:normal`, s.w, s.h, (ctx) => paintNormals(ctx, s));
  keptPixels(`${s.name}:rough`, s.w, s.h, (ctx) => paintRoughness(ctx, s));
}

/** Smooth value noise that tiles over `w`×`h` at `cells` cells across. */
export function tiledNoise(w: number, h: number, cells: number, seed: number): Float32Array {
  const r = prng(seed);
  const g = Array.from({ length: cells * cells }, () => r());
  const out = new Float32Array(w * h);
  const ease = (t: number) => t * t * (3 - 2 * t);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const fx = (x / w) * cells;
      const fy = (y / h) * cells;
      const x0 = Math.floor(fx);
      const y0 = Math.floor(fy);
      const tx = ease(fx - x0);
      const ty = ease(fy - y0);
      const v = (i: number, j: number) => g[((j % cells) * cells + (i % cells)) % g.length]!;
      const a = v(x0, y0) + (v(x0 + 1, y0) - v(x0, y0)) * tx;
      const b = v(x0, y0 + 1) + (v(x0 + 1, y0 + 1) - v(x0, y0 + 1)) * tx;
      out[y * w + x] = a + (b - a) * ty;
    }
  return out;
}
