import { BOARD } from '../../../engine/banks/material/layout';
import { canvasText } from './art';
import type { BanksLayout, Vec3 } from './layout';
import { U } from './layout';

/** Words painted on the board (in the player's language). */
export interface BoardWords {
  market: string;
  boat: string;
  desertDraw: string;
  desertDiscard: string;
  waterDiscard: string;
}

const PX = 48;
export const BOARD_PX = { w: BOARD.width * PX, h: BOARD.height * PX };

/** Table position → pixel on the board art (x east, north up). */
const px = (p: Vec3): [number, number] => [(p[0] / U + BOARD.width / 2) * PX, (p[2] / U + BOARD.height / 2) * PX];

function rand(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}

/**
 * The printed board as one texture (one draw call): desert sand, the valley's dark soil, the market columns with the
 * lowest value each accepts, the score track with its numbers, the spots for the piles. Pieces stand on top of it.
 */
export function paintBoard(ctx: CanvasRenderingContext2D, L: BanksLayout, minValues: number[], words: BoardWords): void {
  const { w, h } = BOARD_PX;
  const r = rand(5);
  ctx.fillStyle = '#d9b878';
  ctx.fillRect(0, 0, w, h);
  for (let i = 0; i < 2600; i++) {
    ctx.fillStyle = r() < 0.5 ? 'rgba(255,240,200,0.10)' : 'rgba(120,80,30,0.10)';
    ctx.fillRect(r() * w, r() * h, 2, 2);
  }
  // Dunes.
  ctx.strokeStyle = 'rgba(150,105,45,0.25)';
  ctx.lineWidth = 3;
  for (let i = 0; i < 40; i++) {
    const x = r() * w;
    const y = r() * h;
    ctx.beginPath();
    ctx.arc(x, y, 30 + r() * 50, Math.PI * 1.1, Math.PI * 1.7);
    ctx.stroke();
  }
  // The valley: dark fertile soil around every field.
  ctx.fillStyle = 'rgba(92,70,38,0.55)';
  for (const f of L.fields) {
    const [x, y] = px(f);
    ctx.fillRect(x - PX * 0.6, y - PX * 0.6, PX * 1.2, PX * 1.2);
  }
  // The Nile bed (the moving water lies over it).
  const [nx0] = px([L.nile.x0, 0, 0]);
  const [nx1] = px([L.nile.x1, 0, 0]);
  ctx.fillStyle = '#1f5f8a';
  ctx.fillRect(nx0, px([0, 0, L.nile.z0])[1], nx1 - nx0, h);
  // Market columns.
  L.market.forEach((col, m) => {
    col.forEach((p, i) => {
      const [x, y] = px(p);
      ctx.fillStyle = 'rgba(255,246,225,0.55)';
      ctx.strokeStyle = '#7a5a2c';
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.roundRect(x - PX * 0.6, y - PX * 0.48, PX * 1.2, PX * 0.96, 8);
      ctx.fill();
      ctx.stroke();
      if (i === 0) canvasText(ctx, `${'▲'.repeat(minValues[m] ?? 1)}`, x, y - PX * 0.78, 16, '#2f6b2a');
    });
    const top = col[0];
    if (top) canvasText(ctx, `M${m + 1}`, px(top)[0], px(top)[1] - PX * 1.15, 22, '#3a2812');
  });
  if (L.market[0]?.[0]) canvasText(ctx, words.market, w / 2, px(L.market[0][0])[1] - PX * 1.6, 26, '#3a2812');
  // Score track.
  L.track.forEach((p, i) => {
    const [x, y] = px(p);
    ctx.fillStyle = i === L.track.length - 1 ? '#c8a24a' : i % 5 === 4 ? '#efd9a6' : '#f6ead0';
    ctx.strokeStyle = '#6b4a22';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.roundRect(x - PX * 0.42, y - PX * 0.42, PX * 0.84, PX * 0.84, 6);
    ctx.fill();
    ctx.stroke();
    canvasText(ctx, String(i + 1), x, y + PX * 0.22, 13, '#5a3d18');
  });
  // Spots for the piles.
  const spot = (p: Vec3, label: string) => {
    const [x, y] = px(p);
    ctx.strokeStyle = 'rgba(80,55,25,0.7)';
    ctx.setLineDash([6, 5]);
    ctx.lineWidth = 3;
    ctx.strokeRect(x - PX * 0.5, y - PX * 0.5, PX, PX);
    ctx.setLineDash([]);
    canvasText(ctx, label, x, y + PX * 0.75, 15, '#3a2812');
  };
  spot(L.desertDraw, words.desertDraw);
  spot(L.desertDiscard, words.desertDiscard);
  spot(L.waterDiscard, words.waterDiscard);
  const [bx, by] = px(L.boat);
  canvasText(ctx, words.boat, bx + PX * 1.6, by, 18, '#1e3f5a');
  // The tide circle's bed.
  const [tx, ty] = px(L.tide.centre);
  ctx.fillStyle = 'rgba(60,40,20,0.35)';
  ctx.beginPath();
  ctx.arc(tx, ty, (L.tide.radius / U) * PX * 1.12, 0, Math.PI * 2);
  ctx.fill();
}
