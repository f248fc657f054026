import { useEffect } from 'react';
import { useKeyed } from '../../app/hooks';
import * as THREE from 'three';
import { domCanvas } from './atlas';

export interface PaintOptions {
  anisotropy?: number;
  /** Tile the texture this many times (RepeatWrapping). */
  repeat?: [number, number];
}

/** A texture painted once on a local canvas; null where there is no canvas (Node structural tests). */
export function paintedTexture(w: number, h: number, paint: (ctx: CanvasRenderingContext2D) => void, o: PaintOptions = {}): THREE.CanvasTexture | null {
  const c = domCanvas(w, h) as HTMLCanvasElement | null;
  const ctx = c?.getContext('2d');
  if (!c || !ctx) return null;
  paint(ctx);
  const t = new THREE.CanvasTexture(c);
  t.colorSpace = THREE.SRGBColorSpace;
  t.anisotropy = o.anisotropy ?? 4;
  if (o.repeat) {
    t.wrapS = t.wrapT = THREE.RepeatWrapping;
    t.repeat.set(o.repeat[0], o.repeat[1]);
  }
  return t;
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

/** Deterministic pseudo-random numbers (mulberry32), so procedural art looks the same every run. */
export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
