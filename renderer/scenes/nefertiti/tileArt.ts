import { paintFrame } from '../common/paintFrame';

/**
 * The two tiles that lie on a market's stalls, painted: the reserve tile (the covered stall, where the market's Deben
 * wait) and the "Market Closed" tile (rules §5.3). Pixels in the tiles' own proportion (3.15 × 1.35 units).
 */
export const TILE_PX = { w: 448, h: 192 };

const GOLD = '#d8a93a';
const CREAM = '#efe2c0';

/** A fixed grain of fine lines (the same texture on every machine). */
function grain(ctx: CanvasRenderingContext2D, colour: string, n: number): void {
  const { w, h } = TILE_PX;
  ctx.fillStyle = colour;
  for (let i = 0; i < n; i++) ctx.fillRect((i * 197) % w, (i * 53) % h, 40 + ((i * 31) % 70), 2);
}

/** A band of small triangles along the top and bottom edges, as on the board's frieze. */
function frieze(ctx: CanvasRenderingContext2D, colour: string, inset: number): void {
  const { w, h } = TILE_PX;
  ctx.fillStyle = colour;
  for (let x = inset + 6; x < w - inset - 10; x += 16) {
    for (const [y, dir] of [[inset + 4, 1], [h - inset - 4, -1]] as const) {
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + 12, y);
      ctx.lineTo(x + 6, y + 8 * dir);
      ctx.closePath();
      ctx.fill();
    }
  }
}

/** The reserve tile: a wooden tray with a linen lining, a gilt line and a frieze; the coins and their count lie on it. */
export function paintReserveTile(ctx: CanvasRenderingContext2D): void {
  const { w, h } = TILE_PX;
  const g = ctx.createLinearGradient(0, 0, 0, h);
  g.addColorStop(0, '#9a7a48');
  g.addColorStop(1, '#7d6238');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  grain(ctx, 'rgba(50,28,8,0.22)', 60);
  ctx.fillStyle = '#c4a877';
  ctx.beginPath();
  ctx.roundRect(16, 16, w - 32, h - 32, 12);
  ctx.fill();
  grain(ctx, 'rgba(255,240,210,0.12)', 30);
  ctx.strokeStyle = GOLD;
  ctx.lineWidth = 3;
  ctx.stroke();
  frieze(ctx, 'rgba(120,80,30,0.45)', 22);
}

/** The "Market Closed" tile: dyed red cloth in a gilt frame, barred by a cream cross. */
export function paintClosedTile(ctx: CanvasRenderingContext2D): void {
  const { w, h } = TILE_PX;
  const g = ctx.createRadialGradient(w / 2, h / 2, 10, w / 2, h / 2, w * 0.6);
  g.addColorStop(0, '#8e3024');
  g.addColorStop(1, '#5e1c14');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  // The weave of the cloth.
  ctx.fillStyle = 'rgba(0,0,0,0.09)';
  for (let x = 0; x < w; x += 6) ctx.fillRect(x, 0, 2, h);
  for (let y = 0; y < h; y += 6) ctx.fillRect(0, y, w, 2);
  paintFrame(ctx, w, h, [[GOLD, 6, 10], [GOLD, 2, 22]]);
  frieze(ctx, 'rgba(216,169,58,0.7)', 26);
  // The cross over the middle, a dark edge under the cream.
  const r = h * 0.28;
  ctx.lineCap = 'round';
  for (const [colour, width] of [['rgba(30,8,4,0.7)', 26], [CREAM, 18]] as const) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.beginPath();
    ctx.moveTo(w / 2 - r * 1.4, h / 2 - r);
    ctx.lineTo(w / 2 + r * 1.4, h / 2 + r);
    ctx.moveTo(w / 2 + r * 1.4, h / 2 - r);
    ctx.lineTo(w / 2 - r * 1.4, h / 2 + r);
    ctx.stroke();
  }
}
