import type { Tables } from '../../../engine/banks/material/compile';
import { BOARD } from '../../../engine/banks/material/layout';
import { contentKey } from '../common/contentKey';
import { keepPainted, textsKept } from '../common/painted';
import { canvasText } from './art';
import type { BanksLayout, Vec3 } from './layout';
import { FIELD, TOP, U, banksLayout } from './layout';

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

/**
 * The name the board of `t`'s data set showing `words` is kept under (painted.ts textsKept: for the newest words only).
 * The picture depends on the data and the words only: the seats' trays are not on the board.
 */
export const boardKept = (t: Tables, words: BoardWords): string => textsKept(`banks:board:${contentKey(t.data)}`, JSON.stringify(words));

/** Paint the board of `t` with `words` ahead, while the page is idle (ui/banks/prepare): 50 ms of the table's opening. */
export function paintBoardAhead(t: Tables, words: BoardWords): void {
  // Any seats: they are not on the board.
  keepPainted(boardKept(t, words), BOARD_PX.w, BOARD_PX.h, (ctx) => paintBoard(ctx, banksLayout(t, 2), t.minValue, words));
}

/** Table position → pixel on the board art (x east, north up). */
const px = (p: Vec3): [number, number] => [(p[0] / U + BOARD.width / 2) * PX, (p[2] / U + BOARD.height / 2) * PX];

export function rand(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}

/** A word painted on the board: its anchor on the art (pixels, y down = south), font size, and the most it may span. */
export interface BoardLabel {
  id: string;
  text: string;
  x: number;
  y: number;
  px: number;
  colour: string;
  /** `x` is the text's centre, or its right end. */
  align: 'center' | 'right';
  /** Wider text is squeezed to this width (any language keeps to its place). */
  maxWidth: number;
}

/**
 * The market's labels, on two lines above its rows (clear of the markers standing on their first spaces): each row's
 * name (M1…) over the lowest value it takes (▲ per palm), each within its row's width; the market's name ends left
 * of the first row, on a level with them, within the board.
 */
function marketLabels(L: BanksLayout, minValues: readonly number[], words: Pick<BoardWords, 'market'>): BoardLabel[] {
  const tops = L.market.flatMap((col) => (col[0] ? [px(col[0])] : []));
  const first = tops[0];
  if (!first) return [];
  const pitch = tops.length > 1 ? tops[1]![0] - first[0] : PX * 1.5;
  const row = (dy: number) => first[1] - PX * dy;
  const out: BoardLabel[] = tops.flatMap(([x], m) => [
    { id: `row:${m + 1}`, text: `M${m + 1}`, x, y: row(2.25), px: 22, colour: '#3a2812', align: 'center' as const, maxWidth: pitch * 0.9 },
    { id: `min:${m + 1}`, text: '▲'.repeat(minValues[m] ?? 1), x, y: row(1.75), px: 16, colour: '#2f6b2a', align: 'center' as const, maxWidth: pitch * 0.9 },
  ]);
  const end = first[0] - pitch * 0.55;
  out.push({ id: 'market', text: words.market, x: end, y: row(2), px: 24, colour: '#3a2812', align: 'right', maxWidth: end - PX * 0.5 });
  return out;
}

/** Every word painted on the board: the market's, each pile's name below its spot, the boat's north of the Nile. */
export function boardLabels(L: BanksLayout, minValues: readonly number[], words: BoardWords): BoardLabel[] {
  const below = (id: string, p: Vec3, text: string): BoardLabel => ({ id, text, x: px(p)[0], y: px(p)[1] + PX * 0.75, px: 15, colour: '#3a2812', align: 'center', maxWidth: PX * 2.6 });
  return [
    ...marketLabels(L, minValues, words),
    below('desertDraw', L.desertDraw, words.desertDraw),
    below('desertDiscard', L.desertDiscard, words.desertDiscard),
    below('waterDiscard', L.waterDiscard, words.waterDiscard),
    // Past the boat's bow (the first fields lie beside the boat).
    { id: 'boat', text: words.boat, x: px(L.boat)[0], y: px([0, 0, L.nile.z0])[1] - PX, px: 18, colour: '#1e3f5a', align: 'center', maxWidth: PX * 2.6 },
  ];
}

/** The spot a pile lies on (a dashed square, table units): its label is painted below it. */
export const PILE_SPOT = U;
/** A score track space (a square, table units). */
export const TRACK_SPACE = U * 0.8;

/** A point on the board art (pixels) on the board's top face (table units). */
export const artToTable = (x: number, y: number): Vec3 => [(x / PX - BOARD.width / 2) * U, TOP, (y / PX - BOARD.height / 2) * U];

/**
 * The desert: sand in broad light and dark drifts, its grain, patches of wind ripples (each ridge lit on one side and
 * shaded on the other, so they read as relief from the table's camera) and pebbles.
 */
function paintSand(ctx: CanvasRenderingContext2D, w: number, h: number, r: () => number): void {
  ctx.fillStyle = '#d9b878';
  ctx.fillRect(0, 0, w, h);
  for (let i = 0; i < 70; i++) {
    const [x, y, rad] = [r() * w, r() * h, 60 + r() * 200];
    const g = ctx.createRadialGradient(x, y, 0, x, y, rad);
    g.addColorStop(0, r() < 0.5 ? 'rgba(246,222,164,0.22)' : 'rgba(176,134,76,0.16)');
    g.addColorStop(1, 'rgba(217,184,120,0)');
    ctx.fillStyle = g;
    ctx.fillRect(x - rad, y - rad, rad * 2, rad * 2);
  }
  for (let i = 0; i < 6000; i++) {
    ctx.fillStyle = r() < 0.5 ? 'rgba(255,240,200,0.16)' : 'rgba(110,72,28,0.14)';
    const d = 1 + r() * 2;
    ctx.fillRect(r() * w, r() * h, d, d);
  }
  for (let i = 0; i < 26; i++) ripples(ctx, r() * w, r() * h, r);
  for (let i = 0; i < 120; i++) pebble(ctx, r() * w, r() * h, 1.5 + r() * 3, r);
}

/** A patch of wind ripples: a few parallel wavy ridges across the wind. */
function ripples(ctx: CanvasRenderingContext2D, x: number, y: number, r: () => number): void {
  const angle = -0.5 + r() * 0.3;
  const lines = 4 + Math.floor(r() * 5);
  const len = 90 + r() * 160;
  const gap = 8 + r() * 5;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  for (let k = 0; k < lines; k++) {
    const y0 = k * gap;
    const phase = r() * Math.PI * 2;
    const shade = (dy: number, colour: string) => {
      ctx.strokeStyle = colour;
      ctx.beginPath();
      for (let t = 0; t <= len; t += 6) {
        const yy = y0 + dy + Math.sin(t / 22 + phase) * 3;
        if (t === 0) ctx.moveTo(t, yy);
        else ctx.lineTo(t, yy);
      }
      ctx.stroke();
    };
    ctx.lineWidth = 2;
    shade(0, 'rgba(252,236,196,0.35)');
    shade(2, 'rgba(140,98,48,0.28)');
  }
  ctx.restore();
}

/** A pebble: a dark stone with a lit edge. */
function pebble(ctx: CanvasRenderingContext2D, x: number, y: number, rad: number, r: () => number): void {
  ctx.fillStyle = r() < 0.5 ? 'rgba(120,92,58,0.75)' : 'rgba(150,124,90,0.75)';
  ctx.beginPath();
  ctx.ellipse(x, y, rad * 1.3, rad, r() * Math.PI, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = 'rgba(255,244,214,0.5)';
  ctx.beginPath();
  ctx.ellipse(x - rad * 0.35, y - rad * 0.35, rad * 0.5, rad * 0.35, 0, 0, Math.PI * 2);
  ctx.fill();
}

/** The printed frame: a band of little pyramids between two lines, inside the board's edge (clear of the track). */
function paintFrame(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  const [out, band] = [4, 14];
  ctx.fillStyle = '#8a5a2b';
  ctx.fillRect(out, out, w - 2 * out, band);
  ctx.fillRect(out, h - out - band, w - 2 * out, band);
  ctx.fillRect(out, out, band, h - 2 * out);
  ctx.fillRect(w - out - band, out, band, h - 2 * out);
  ctx.fillStyle = '#e2c07a';
  const tri = (x: number, y: number, rot: number) => {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(rot);
    ctx.beginPath();
    ctx.moveTo(-5, 4);
    ctx.lineTo(0, -4);
    ctx.lineTo(5, 4);
    ctx.closePath();
    ctx.fill();
    ctx.restore();
  };
  const mid = out + band / 2;
  for (let x = out + band + 10; x < w - out - band - 5; x += 20) {
    tri(x, mid, 0);
    tri(x, h - mid, Math.PI);
  }
  for (let y = out + band + 10; y < h - out - band - 5; y += 20) {
    tri(mid, y, -Math.PI / 2);
    tri(w - mid, y, Math.PI / 2);
  }
  ctx.strokeStyle = '#5a3a18';
  ctx.lineWidth = 2;
  ctx.strokeRect(out, out, w - 2 * out, h - 2 * out);
  ctx.strokeRect(out + band + 3, out + band + 3, w - 2 * (out + band + 3), h - 2 * (out + band + 3));
}

/**
 * The printed board as one texture (one draw call): desert sand, the valley's dark soil, the market columns with the
 * lowest value each accepts, the score track with its numbers, the spots for the piles. Pieces stand on top of it.
 */
export function paintBoard(ctx: CanvasRenderingContext2D, L: BanksLayout, minValues: number[], words: BoardWords): void {
  const { w, h } = BOARD_PX;
  const r = rand(5);
  paintSand(ctx, w, h, r);
  paintFrame(ctx, w, h);
  // The banks' foot: damp, darker sand fading out around them (the banks themselves cover the fields' cells).
  for (const grow of [0.55, 0.4, 0.27]) {
    ctx.fillStyle = 'rgba(110,78,40,0.1)';
    const [sw, sd] = [(FIELD.w / U + grow) * PX, (FIELD.d / U + grow) * PX];
    for (const f of L.fields) {
      const [x, y] = px(f);
      ctx.fillRect(x - sw / 2, y - sd / 2, sw, sd);
    }
  }
  // The Nile bed (the moving water lies over it).
  const [nx0] = px([L.nile.x0, 0, 0]);
  const [nx1] = px([L.nile.x1, 0, 0]);
  ctx.fillStyle = '#1f5f8a';
  ctx.fillRect(nx0, px([0, 0, L.nile.z0])[1], nx1 - nx0, h);
  // Market columns.
  for (const p of L.market.flat()) {
    const [x, y] = px(p);
    ctx.fillStyle = 'rgba(255,246,225,0.55)';
    ctx.strokeStyle = '#7a5a2c';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.roundRect(x - PX * 0.6, y - PX * 0.48, PX * 1.2, PX * 0.96, 8);
    ctx.fill();
    ctx.stroke();
  }
  // Score track.
  L.track.forEach((p, i) => {
    const [x, y] = px(p);
    ctx.fillStyle = i === L.track.length - 1 ? '#c8a24a' : i % 5 === 4 ? '#efd9a6' : '#f6ead0';
    ctx.strokeStyle = '#6b4a22';
    ctx.lineWidth = 2;
    ctx.beginPath();
    const side = (TRACK_SPACE / U) * PX;
    ctx.roundRect(x - side / 2, y - side / 2, side, side, 6);
    ctx.fill();
    ctx.stroke();
    canvasText(ctx, String(i + 1), x, y + PX * 0.22, 13, '#5a3d18');
  });
  // Spots for the piles, then every word.
  ctx.strokeStyle = 'rgba(80,55,25,0.7)';
  ctx.setLineDash([6, 5]);
  ctx.lineWidth = 3;
  const spot = (PILE_SPOT / U) * PX;
  for (const p of [L.desertDraw, L.desertDiscard, L.waterDiscard]) ctx.strokeRect(px(p)[0] - spot / 2, px(p)[1] - spot / 2, spot, spot);
  ctx.setLineDash([]);
  for (const l of boardLabels(L, minValues, words)) canvasText(ctx, l.text, l.x, l.y, l.px, l.colour, 700, l.align, l.maxWidth);
  // The tide circle's bed.
  const [tx, ty] = px(L.tide.centre);
  ctx.fillStyle = 'rgba(60,40,20,0.35)';
  ctx.beginPath();
  ctx.arc(tx, ty, (L.tide.radius / U) * PX * 1.12, 0, Math.PI * 2);
  ctx.fill();
}
