import { useEffect } from 'react';
import { useKeyed } from '../../app/hooks';
import type * as THREE from 'three';
import { canvasTexture, domCanvas, textureDetail } from './canvas';
import { tableFontsReady } from './fonts';

export interface PaintOptions {
  anisotropy?: number;
  /** Tile the texture this many times (RepeatWrapping). */
  repeat?: [number, number];
  /**
   * Keep the painting for the page's life under this name (everything the painting depends on): the next texture of
   * that name is uploaded from it without painting again, and `keepPainted` paints it ahead of time.
   */
  keep?: string;
}

type Paint = (ctx: CanvasRenderingContext2D) => void;

/**
 * Kept paintings, by name and texture detail, as their pixels, read once from the canvas they were painted on (each
 * stage uploads and frees its own texture). Pixels, not the canvas: Chromium reads a software canvas back and
 * unpremultiplies it on the page's thread at every upload (30–60 ms for a 1536 × 1343 atlas in SwiftShader, when the
 * GPU process is free), where pixels go as they are (1 ms).
 */
const kept = new Map<string, ImageData>();

/**
 * The name a painting of `base` is kept under when it shows the texts of `key` (a language) in the table fonts as they
 * are now. Kept under such a name, a painting replaces the one kept for other texts (see keptPixels).
 */
export const textsKept = (base: string, key: string): string => `${base}|${key}|${tableFontsReady() ? 'fonts' : 'fallback'}`;

/** What a name says the painting is of: its base, without the texts of `textsKept`. */
const baseOf = (name: string): string => name.split('|')[0]!;

function paintCanvas(w: number, h: number, paint: Paint): HTMLCanvasElement | null {
  const c = domCanvas(w, h) as HTMLCanvasElement | null;
  const ctx = c?.getContext('2d');
  if (!c || !ctx) return null;
  paint(ctx);
  return c;
}

/** The pixels kept under `name` for the current texture detail, painted now if they are not yet. */
export function keptPixels(name: string, w: number, h: number, paint: Paint): ImageData | null {
  const key = `${name}@${textureDetail()}`;
  const had = kept.get(key);
  if (had) return had;
  const canvas = paintCanvas(w, h, paint);
  const c = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height);
  if (!c) return null;
  // A page keeps one painting of a base with texts (the newest language), not one per language it has shown.
  if (name.includes('|')) for (const k of kept.keys()) if (k.includes('|') && baseOf(k) === baseOf(name)) kept.delete(k);
  kept.set(key, c);
  return c;
}

/** A texture painted on a local canvas (or from the pixels kept under `o.keep`); null where there is no canvas (Node). */
export function paintedTexture(w: number, h: number, paint: Paint, o: PaintOptions = {}): THREE.Texture | null {
  const c = o.keep ? keptPixels(o.keep, w, h, paint) : paintCanvas(w, h, paint);
  return c && canvasTexture(c, o);
}

/** Paint a kept painting now, if it is not yet (a table's fixed textures, painted while the page is idle). */
export function keepPainted(name: string, w: number, h: number, paint: Paint): void {
  keptPixels(name, w, h, paint);
}

/**
 * `paintedTexture` as a hook: repainted when `key` changes (a string naming everything the painting depends on) and
 * disposed with its component.
 */
export function usePainted(w: number, h: number, key: string, paint: (ctx: CanvasRenderingContext2D) => void, o?: PaintOptions): THREE.Texture | null {
  const tex = useKeyed(() => paintedTexture(w, h, paint, o), [w, h, key]);
  useEffect(() => () => tex?.dispose(), [tex]);
  return tex;
}
