import { paintFrame } from '../common/paintFrame';
import { rand } from './boardArt';

/**
 * The painted surfaces of the banks and the Nile (fixed: kept paintings, painted once a page). Each is drawn light and
 * neutral where a colour per instance tints it (the fields' soil by their palms, the highlights of a legal field).
 */

export const SOIL_PX = { w: 128, h: 256 } as const;
export const EDGE_PX = { w: 128, h: 64 } as const;
export const WATER_PX = { w: 128, h: 256 } as const;

/**
 * A field's top: ploughed soil in rows across the field, a few green shoots, a grassy border and a dark edge so each
 * field reads as a plot of its own; near white, as the instance colour (the soil, by the field's palms) multiplies it.
 */
export function paintSoil(ctx: CanvasRenderingContext2D): void {
  const { w, h } = SOIL_PX;
  const r = rand(11);
  ctx.fillStyle = '#e6dccb';
  ctx.fillRect(0, 0, w, h);
  // Clods and crumbs.
  for (let i = 0; i < 1400; i++) {
    const s = 1 + r() * 3;
    ctx.fillStyle = r() < 0.45 ? 'rgba(255,252,240,0.22)' : 'rgba(70,50,30,0.16)';
    ctx.fillRect(r() * w, r() * h, s, s);
  }
  // Ploughed rows across the field, gently wavering.
  for (let y = 14; y < h - 8; y += 16) {
    ctx.strokeStyle = 'rgba(80,58,36,0.22)';
    ctx.lineWidth = 3;
    ctx.beginPath();
    for (let x = 8; x <= w - 8; x += 8) ctx[x === 8 ? 'moveTo' : 'lineTo'](x, y + Math.sin(x * 0.09 + y) * 1.5);
    ctx.stroke();
    ctx.strokeStyle = 'rgba(255,250,235,0.18)';
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(8, y - 3);
    ctx.lineTo(w - 8, y - 3);
    ctx.stroke();
  }
  // Green shoots along the rows.
  ctx.strokeStyle = 'rgba(105,165,65,0.75)';
  ctx.lineWidth = 2;
  for (let i = 0; i < 70; i++) {
    const x = 10 + r() * (w - 20);
    const y = 14 + Math.floor(r() * 14) * 16 - 2;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + (r() - 0.5) * 5, y - 5);
    ctx.stroke();
  }
  // The rim: a grassy border, then a dark line so each field reads as a plot of its own.
  paintFrame(ctx, w, h, [['rgba(90,140,60,0.55)', 10, 5], ['rgba(50,34,18,0.6)', 3, 1.5]]);
}

/** A bank's sloped edge: grass along its top, then earth with its strata, darker and wet toward the foot. */
export function paintBankEdge(ctx: CanvasRenderingContext2D): void {
  const { w, h } = EDGE_PX;
  const r = rand(23);
  const g = ctx.createLinearGradient(0, 0, 0, h);
  g.addColorStop(0, '#5f8a34');
  g.addColorStop(0.22, '#4e7a2c');
  g.addColorStop(0.32, '#9a7446');
  g.addColorStop(0.75, '#7e5c36');
  g.addColorStop(1, '#5a4026');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  for (let i = 0; i < 260; i++) {
    const y = h * (0.3 + r() * 0.7);
    ctx.fillStyle = r() < 0.5 ? 'rgba(230,200,150,0.22)' : 'rgba(30,20,10,0.25)';
    ctx.fillRect(r() * w, y, 3 + r() * 6, 1.5);
  }
  // Tufts of grass hanging over the edge.
  ctx.strokeStyle = 'rgba(120,170,70,0.9)';
  ctx.lineWidth = 1.5;
  for (let i = 0; i < 70; i++) {
    const x = r() * w;
    ctx.beginPath();
    ctx.moveTo(x, h * 0.12);
    ctx.lineTo(x + (r() - 0.5) * 4, h * (0.25 + r() * 0.15));
    ctx.stroke();
  }
}

/**
 * The Nile from above: deep blue in its middle, shallow and green-brown along its banks, light ripples scattered over
 * it (tiled along the river: the ripples meet across the tile's ends).
 */
export function paintWater(ctx: CanvasRenderingContext2D): void {
  const { w, h } = WATER_PX;
  const r = rand(31);
  const g = ctx.createLinearGradient(0, 0, w, 0);
  g.addColorStop(0, '#4e7f62');
  g.addColorStop(0.14, '#2f7590');
  g.addColorStop(0.5, '#1b5784');
  g.addColorStop(0.86, '#2f7590');
  g.addColorStop(1, '#4e7f62');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  ctx.lineCap = 'round';
  for (let i = 0; i < 46; i++) {
    const x = 14 + r() * (w - 28);
    const y = r() * h;
    const len = 8 + r() * 16;
    ctx.strokeStyle = `rgba(215,240,255,${0.18 + r() * 0.3})`;
    ctx.lineWidth = 1.5 + r();
    for (const dy of [0, -h, h]) {
      ctx.beginPath();
      ctx.moveTo(x - len / 2, y + dy);
      ctx.quadraticCurveTo(x, y + dy - 3, x + len / 2, y + dy);
      ctx.stroke();
    }
  }
}

export const COVER_PX = { w: 256, h: 128 } as const;

/**
 * A cover strip (spec §4.1, rows out of play with fewer players): cardboard printed with desert, wind-ripples and
 * a few stones, in a dark frame with a fine inner line, so it reads as a strip laid over the row, not as bare board.
 */
export function paintCover(ctx: CanvasRenderingContext2D): void {
  const { w, h } = COVER_PX;
  const r = rand(23);
  const g = ctx.createLinearGradient(0, 0, w, h);
  g.addColorStop(0, '#e2c48a');
  g.addColorStop(1, '#c9a466');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  // Wind ripples: long shallow curves, a light crest over a shadow.
  for (let y = 10; y < h; y += 11) {
    const phase = r() * 6;
    for (const [colour, dy] of [['rgba(120,85,40,0.22)', 1.5], ['rgba(255,245,220,0.3)', -1]] as const) {
      ctx.strokeStyle = colour;
      ctx.lineWidth = 1.6;
      ctx.beginPath();
      for (let x = 0; x <= w; x += 8) ctx[x === 0 ? 'moveTo' : 'lineTo'](x, y + dy + Math.sin(x * 0.045 + phase) * 3.5);
      ctx.stroke();
    }
  }
  // Stones.
  for (let i = 0; i < 9; i++) {
    const x = 14 + r() * (w - 28), y = 14 + r() * (h - 28), s = 2 + r() * 3;
    ctx.fillStyle = 'rgba(70,50,30,0.35)';
    ctx.beginPath();
    ctx.ellipse(x + 1, y + 1, s * 1.3, s, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#a58a62';
    ctx.beginPath();
    ctx.ellipse(x, y, s * 1.3, s, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  paintFrame(ctx, w, h, [['#6b4a22', 6, 3], ['rgba(255,240,210,0.55)', 1.5, 11]]);
}
