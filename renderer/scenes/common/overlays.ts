import type { Rect } from './actionFraming';

/**
 * What covers the stage, as the showcase's camera must keep the action clear of it: every element marked
 * `data-kiosk-panel` (the kiosk's caption, status and QR corner) and every box in the table HUD's regions
 * (ui/table/TableHud.tsx: a region is a grid cell, its boxes are what is drawn in it).
 */
const OVERLAYS = '[data-kiosk-panel], .table-hud .hud-region > *';
/** The HUD's boxes that stay while a turn is played: not the toasts and the notice, which come and go. */
const LASTING = '.table-hud .hud-region:not(.region-toasts):not(.region-notice) > *';

/**
 * The overlays' boxes in the canvas' pixels (x right, y down from its top left); hidden and empty ones are left out.
 * `lasting`: only the HUD's lasting boxes (what a table's own framing is kept clear of outside the showcase), and the
 * band along the bottom where a game draws its hand over the stage (the HUD's padding keeps its grid above it).
 */
export function overlayRects(canvas: HTMLCanvasElement, lasting = false): Rect[] {
  const c = canvas.getBoundingClientRect();
  const out: Rect[] = [];
  for (const el of document.querySelectorAll(lasting ? LASTING : OVERLAYS)) {
    const r = el.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0 || getComputedStyle(el).visibility === 'hidden') continue;
    out.push({ x: r.left - c.left, y: r.top - c.top, width: r.width, height: r.height });
  }
  if (lasting) for (const hud of document.querySelectorAll('.table-hud')) out.push(...handBand(hud, c));
  return out;
}

/**
 * The hand's band below a HUD's grid (TableHud's `handRoom` pads its bottom), or none when the padding is only the gap.
 * The padding is read in the page's CSS pixels, which the UI scale zooms (access.css): on the screen it is that times the zoom.
 */
function handBand(hud: Element, c: DOMRect): Rect[] {
  const pad = (parseFloat(getComputedStyle(hud).paddingBottom) || 0) * (hud.currentCSSZoom || 1);
  if (pad < 24) return [];
  const r = hud.getBoundingClientRect();
  return [{ x: r.left - c.left, y: r.bottom - pad - c.top, width: r.width, height: pad }];
}
