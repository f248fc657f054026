import type { Rect } from './actionFraming';

/**
 * What covers the stage, as the showcase's camera must keep the action clear of it: every element marked
 * `data-kiosk-panel` (the kiosk's caption, status and QR corner) and every box in the table HUD's regions
 * (ui/table/TableHud.tsx: a region is a grid cell, its boxes are what is drawn in it).
 */
const OVERLAYS = '[data-kiosk-panel], .table-hud .hud-region > *';

/** The overlays' boxes in the canvas' pixels (x right, y down from its top left); hidden and empty ones are left out. */
export function overlayRects(canvas: HTMLCanvasElement): Rect[] {
  const c = canvas.getBoundingClientRect();
  const out: Rect[] = [];
  for (const el of document.querySelectorAll(OVERLAYS)) {
    const r = el.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0 || getComputedStyle(el).visibility === 'hidden') continue;
    out.push({ x: r.left - c.left, y: r.top - c.top, width: r.width, height: r.height });
  }
  return out;
}
