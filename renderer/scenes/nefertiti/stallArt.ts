import { UI_FONT } from '../common/fonts';
import { marketColour } from './marketColours';

/**
 * The stalls' sheet, one texture for every market's stall (stallGeometry.ts maps its faces into it): per market a row
 * with the awning's front (stripes in the market's colour, its name on a cartouche), the scalloped valance and the
 * stripes of the awning's roof; at the bottom, wood for the posts and the counter. Pixels kept in proportion to the
 * faces they cover, so the names are not stretched.
 */
export const SHEET_W = 1024;
export const PANEL_H = 148;
export const VALANCE_H = 32;
export const ROOF_H = 16;
export const ROW_H = PANEL_H + VALANCE_H + ROOF_H;
export const WOOD_H = 32;

export const sheetHeight = (markets: number): number => markets * ROW_H + WOOD_H;
/**
 * Texels per painting unit: an awning spans about 170 pixels at 1280 × 800 and 150 on a phone, so a sheet of half the
 * painting's size still draws each from more texels than pixels, and uploads and samples a quarter of them.
 */
export const SHEET_TEXELS = 0.5;

const CREAM = '#efe2c0';
const STRIPE = 64;

function stripes(ctx: CanvasRenderingContext2D, colour: string, y: number, h: number): void {
  for (let x = 0; x < SHEET_W; x += STRIPE) {
    ctx.fillStyle = (x / STRIPE) % 2 ? CREAM : colour;
    ctx.fillRect(x, y, STRIPE, h);
  }
}

/** One market's row: the awning's front with its name, the valance, the roof. */
function paintRow(ctx: CanvasRenderingContext2D, name: string, colour: string, y: number): void {
  stripes(ctx, colour, y, PANEL_H);
  // Gold trim along the top edge, where the roof begins.
  ctx.fillStyle = '#d8a93a';
  ctx.fillRect(0, y, SHEET_W, 10);
  ctx.font = `700 98px ${UI_FONT}`;
  const w = Math.min(SHEET_W - 60, ctx.measureText(name).width + 80);
  ctx.fillStyle = CREAM;
  ctx.strokeStyle = '#5a3a14';
  ctx.lineWidth = 6;
  ctx.beginPath();
  ctx.roundRect((SHEET_W - w) / 2, y + 16, w, PANEL_H - 24, 56);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#3a2410';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(name, SHEET_W / 2, y + 10 + PANEL_H / 2, SHEET_W - 110);
  // The valance: the market's colour with a light hem; its scallops are cut in the geometry.
  ctx.fillStyle = colour;
  ctx.fillRect(0, y + PANEL_H, SHEET_W, VALANCE_H);
  ctx.fillStyle = '#d8a93a';
  ctx.fillRect(0, y + PANEL_H + 4, SHEET_W, 5);
  stripes(ctx, colour, y + PANEL_H + VALANCE_H, ROOF_H);
}

/** The whole sheet for markets named `names`, in their order along the river. */
export function paintStallSheet(ctx: CanvasRenderingContext2D, names: readonly string[]): void {
  ctx.scale(SHEET_TEXELS, SHEET_TEXELS);
  names.forEach((n, m) => paintRow(ctx, n, marketColour(m), m * ROW_H));
  const y = names.length * ROW_H;
  ctx.fillStyle = '#7a4e26';
  ctx.fillRect(0, y, SHEET_W, WOOD_H);
  // Grain: a fixed pattern (the same texture on every machine).
  ctx.fillStyle = 'rgba(40,20,5,0.25)';
  for (let i = 0; i < 40; i++) ctx.fillRect((i * 263) % SHEET_W, y + ((i * 7) % WOOD_H), 90, 2);
}
