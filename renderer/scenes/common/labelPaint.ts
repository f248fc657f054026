import type * as THREE from 'three';
import { canvasTexture, domCanvas, type CanvasFactory } from './canvas';

/** Pixels per em a label is painted at: still sharp at the camera's nearest zoom, a few KB of texture. */
export const LABEL_EM_PX = 64;
/** The outline's width beyond the glyphs, in ems. */
const OUTLINE_EM = 0.12;
/** The line's height in ems (the box a label is centred in). */
const LINE_EM = 1.2;

export interface LabelPaint {
  texture: THREE.CanvasTexture;
  /** The quad's size in ems (its world size is this × the label's size). */
  width: number;
  height: number;
  dispose(): void;
}

/**
 * `text` painted bold, `color` over an `outline` ring, centred on a canvas just big enough; null where there is no
 * canvas (Node structural tests).
 */
export function labelPaint(text: string, look: { font: string; color: string; outline: string }, makeCanvas: CanvasFactory = domCanvas): LabelPaint | null {
  const font = `700 ${LABEL_EM_PX}px ${look.font}`;
  const probe = makeCanvas(1, 1) as HTMLCanvasElement | null;
  const measure = probe?.getContext('2d');
  if (!probe || !measure) return null;
  measure.font = font;
  const pad = Math.ceil(OUTLINE_EM * LABEL_EM_PX) + 2;
  const w = Math.max(1, Math.ceil(measure.measureText(text).width)) + 2 * pad;
  const h = Math.ceil(LINE_EM * LABEL_EM_PX) + 2 * pad;
  // Resizing a canvas clears it and resets its context: the probe becomes the label's canvas.
  probe.width = w;
  probe.height = h;
  const ctx = measure;
  ctx.font = font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = 2 * OUTLINE_EM * LABEL_EM_PX;
  ctx.strokeStyle = look.outline;
  ctx.strokeText(text, w / 2, h / 2);
  ctx.fillStyle = look.color;
  ctx.fillText(text, w / 2, h / 2);
  const texture = canvasTexture(probe);
  return { texture, width: w / LABEL_EM_PX, height: h / LABEL_EM_PX, dispose: () => texture.dispose() };
}
