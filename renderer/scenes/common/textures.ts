import * as THREE from 'three';
import { useSettings } from '../../app/settings';
import { keepPainted, keptPixels, paintedTexture } from './painted';
import { prepareRelief, tiledNoise, type Relief } from './surfaceMaps';

/** A procedural texture of the tables (canvas, drawn locally), tiled `repeat` times, kept once painted (painted.ts). */
interface Tiled {
  name: string;
  w: number;
  h: number;
  repeat: [number, number];
  paint: (ctx: CanvasRenderingContext2D) => void;
}

function tiledTexture(s: Tiled): THREE.Texture {
  const t = paintedTexture(s.w, s.h, s.paint, { repeat: s.repeat, keep: s.name });
  if (t) return t;
  const d = new THREE.DataTexture(new Uint8Array([128, 96, 64, 255]), 1, 1);
  d.needsUpdate = true;
  return d;
}

function rand(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}

/** Wood for the table's rim and leg. */
const WOOD: Tiled = {
  name: 'wood',
  w: 512,
  h: 512,
  repeat: [3, 3],
  paint: (ctx) => {
    const r = rand(7);
    ctx.fillStyle = '#6b3f22';
    ctx.fillRect(0, 0, 512, 512);
    for (let i = 0; i < 140; i++) {
      const y = r() * 512;
      ctx.strokeStyle = `rgba(${40 + r() * 40},${20 + r() * 20},${10 + r() * 10},${0.25 + r() * 0.35})`;
      ctx.lineWidth = 0.5 + r() * 2.5;
      ctx.beginPath();
      for (let x = 0; x <= 512; x += 8) ctx[x === 0 ? 'moveTo' : 'lineTo'](x, y + Math.sin(x / 60 + i) * 4 + Math.sin(x / 17 + i * 3) * 1.2);
      ctx.stroke();
    }
    for (let i = 0; i < 6; i++) {
      const x = r() * 512;
      const y = r() * 512;
      const g = ctx.createRadialGradient(x, y, 1, x, y, 10 + r() * 10);
      g.addColorStop(0, 'rgba(40,20,8,0.6)');
      g.addColorStop(1, 'rgba(40,20,8,0)');
      ctx.fillStyle = g;
      ctx.fillRect(x - 25, y - 25, 50, 50);
    }
  },
};

/** Felt of a colour. */
const felt = (base: string): Tiled => ({
  name: `felt:${base}`,
  w: 256,
  h: 256,
  repeat: [6, 6],
  paint: (ctx) => {
    const r = rand(3);
    ctx.fillStyle = base;
    ctx.fillRect(0, 0, 256, 256);
    for (let i = 0; i < 5000; i++) {
      ctx.fillStyle = r() < 0.5 ? 'rgba(255,255,255,0.035)' : 'rgba(0,0,0,0.05)';
      ctx.fillRect(r() * 256, r() * 256, 1, 1 + r() * 2);
    }
  },
});

/** A stone floor. */
const FLOOR: Tiled = {
  name: 'floor',
  w: 256,
  h: 256,
  repeat: [10, 10],
  paint: (ctx) => {
    const r = rand(11);
    ctx.fillStyle = '#3b2d22';
    ctx.fillRect(0, 0, 256, 256);
    ctx.strokeStyle = 'rgba(0,0,0,0.35)';
    ctx.lineWidth = 3;
    for (let y = 0; y < 256; y += 64) {
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.lineTo(256, y);
      ctx.stroke();
      const off = (y / 64) % 2 ? 0 : 64;
      for (let x = off; x < 256; x += 128) {
        ctx.beginPath();
        ctx.moveTo(x, y);
        ctx.lineTo(x, y + 64);
        ctx.stroke();
      }
    }
    for (let i = 0; i < 3000; i++) {
      ctx.fillStyle = r() < 0.5 ? 'rgba(255,230,200,0.03)' : 'rgba(0,0,0,0.06)';
      ctx.fillRect(r() * 256, r() * 256, 2, 2);
    }
  },
};

/** A soft round glow (for highlights and the lamp pool). */
const GLOW: Tiled = {
  name: 'glow',
  w: 128,
  h: 128,
  repeat: [1, 1],
  paint: (ctx) => {
    const g = ctx.createRadialGradient(64, 64, 0, 64, 64, 64);
    g.addColorStop(0, 'rgba(255,255,255,1)');
    g.addColorStop(0.4, 'rgba(255,255,255,0.5)');
    g.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 128, 128);
  },
};

/** The wood's relief: its own painting's light and dark (the grain's lines sink, the polished wood between shines). */
export const WOOD_RELIEF: Relief = {
  name: 'wood-relief',
  w: WOOD.w,
  h: WOOD.h,
  repeat: WOOD.repeat,
  strength: 2.2,
  rough: [0.42, 0.78],
  height: (w, h) => {
    const px = keptPixels(WOOD.name, WOOD.w, WOOD.h, WOOD.paint)?.data;
    const out = new Float32Array(w * h);
    if (px) for (let p = 0; p < w * h; p++) out[p] = Math.min(1, (px[p * 4]! * 0.5 + px[p * 4 + 1]! + px[p * 4 + 2]! * 0.2) / 150);
    return out;
  },
};

/** Felt's relief: a fine basket weave under a soft, uneven nap. */
export const FELT_RELIEF: Relief = {
  name: 'felt-relief',
  w: 256,
  h: 256,
  repeat: [6, 6],
  strength: 1.1,
  rough: [0.86, 1],
  height: (w, h) => {
    const nap = tiledNoise(w, h, 64, 5);
    const out = new Float32Array(w * h);
    const k = (2 * Math.PI * 64) / w;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const warp = Math.sin(x * k) * Math.cos(y * k * 0.5);
        out[y * w + x] = 0.5 + 0.22 * warp + 0.35 * (nap[y * w + x]! - 0.5);
      }
    return out;
  },
};

/** Paper under paint: fibres and the brush's unevenness, for the painted boards (paintedBoard.ts). */
export const PAPER_RELIEF: Relief = {
  name: 'paper-relief',
  w: 256,
  h: 256,
  repeat: [4, 4],
  strength: 0.9,
  rough: [0.62, 0.9],
  height: (w, h) => {
    const fine = tiledNoise(w, h, 96, 17);
    const broad = tiledNoise(w, h, 12, 23);
    return fine.map((f, i) => 0.55 * f + 0.45 * broad[i]!);
  },
};

export const woodTexture = (): THREE.Texture => tiledTexture(WOOD);

export const feltTexture = (base: string): THREE.Texture => tiledTexture(felt(base));
export const floorTexture = (): THREE.Texture => tiledTexture(FLOOR);
export const glowTexture = (): THREE.Texture => tiledTexture(GLOW);

/** Paint the tables' shared textures ahead (while the page is idle), so a table opening uploads them without painting. */
export function prepareTableTextures(felts: readonly string[]): void {
  for (const s of [WOOD, FLOOR, GLOW, ...felts.map(felt)]) keepPainted(s.name, s.w, s.h, s.paint);
  // Only the levels above low draw the relief: a page set to low never paints it.
  if (useSettings.getState().quality !== 'low') for (const r of [WOOD_RELIEF, FELT_RELIEF, PAPER_RELIEF]) prepareRelief(r);
}
