import type { ClosingRule, NefertitiData } from '../../../engine/nefertiti/material/schema';
import { CARD_H, CARD_W } from '../common/cardGeometry';
import { UI_FONT } from '../common/fonts';
import { BOARD, BOARD_CARD, PX_PER_UNIT, SPACE, STALL_W, TRACK_CELLS, boardPx, type Layout, type SpaceSpot } from './layout';
import { marketColour } from './marketColours';

/** Short texts painted on the board (UI language). */
export interface BoardTexts {
  /** The closing rule printed under a stall (`values`: its spaces' values, for rules naming a space). */
  closing(rule: ClosingRule, values: number[]): string;
  memphis: string;
}

export const boardSizePx = (): [number, number] => [Math.round((BOARD.x1 - BOARD.x0) * PX_PER_UNIT), Math.round((BOARD.z1 - BOARD.z0) * PX_PER_UNIT)];

/** One printed offer space: its value, and its symbol (coin, +1 gift, single gift) in a corner. */
function paintSpace(ctx: CanvasRenderingContext2D, s: SpaceSpot, cx: number, cy: number, size: number): void {
  const half = size / 2 - 3;
  ctx.fillStyle = '#f3e3bd';
  ctx.strokeStyle = '#7a5a2a';
  ctx.lineWidth = 3;
  ctx.beginPath();
  // A tent: the spaces are drawn as market tents.
  ctx.moveTo(cx - half, cy + half);
  ctx.lineTo(cx - half, cy - half * 0.45);
  ctx.lineTo(cx, cy - half);
  ctx.lineTo(cx + half, cy - half * 0.45);
  ctx.lineTo(cx + half, cy + half);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#3a2410';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `700 ${Math.round(size * 0.46)}px ${UI_FONT}`;
  ctx.fillText(String(s.value), cx, cy + size * 0.08);
  const r = size * 0.15;
  if (s.symbol === 'coin') {
    ctx.fillStyle = '#e0b43a';
    ctx.strokeStyle = '#7a5a10';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(cx + half - r, cy + half - r, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  } else if (s.symbol === 'extraGift' || s.symbol === 'singleGift') {
    ctx.fillStyle = s.symbol === 'extraGift' ? '#2f8f4a' : '#b0302a';
    ctx.fillRect(cx + half - r * 2.2, cy + half - r * 2.6, r * 1.8, r * 2.4);
    ctx.fillStyle = '#fff';
    ctx.font = `700 ${Math.round(r * 1.5)}px ${UI_FONT}`;
    ctx.fillText(s.symbol === 'extraGift' ? '+1' : '1', cx + half - r * 1.3, cy + half - r * 1.4);
  }
}

function wave(ctx: CanvasRenderingContext2D, x0: number, x1: number, y: number, amp: number, len: number): void {
  ctx.beginPath();
  for (let x = x0; x <= x1; x += 6) ctx[x === x0 ? 'moveTo' : 'lineTo'](x, y + Math.sin(x / len) * amp);
  ctx.stroke();
}

/** The board's top: sand, the Nile, the prestige track, each market's card slots and both stalls with their rules. */
export function paintBoard(ctx: CanvasRenderingContext2D, data: NefertitiData, layout: Layout, texts: BoardTexts): void {
  const [W, H] = boardSizePx();
  const g = ctx.createLinearGradient(0, 0, 0, H);
  g.addColorStop(0, '#e2c48c');
  g.addColorStop(1, '#cfa96a');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  // Grain: a fixed pattern, no randomness (the texture is the same on every machine).
  for (let i = 0; i < 2400; i++) {
    ctx.fillStyle = i % 2 ? 'rgba(120,80,30,0.06)' : 'rgba(255,240,200,0.07)';
    ctx.fillRect((i * 977) % W, (i * 613) % H, 3, 2);
  }
  // The Nile.
  const [rz0, rz1] = layout.river;
  const [, ry0] = boardPx(0, rz0);
  const [, ry1] = boardPx(0, rz1);
  ctx.fillStyle = '#2f74a3';
  ctx.beginPath();
  ctx.moveTo(0, ry0);
  for (let x = 0; x <= W; x += 8) ctx.lineTo(x, ry0 + Math.sin(x / 90) * 8);
  for (let x = W; x >= 0; x -= 8) ctx.lineTo(x, ry1 + Math.sin(x / 70 + 1) * 8);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = 'rgba(200,235,255,0.45)';
  ctx.lineWidth = 2;
  for (let k = 0; k < 3; k++) wave(ctx, 0, W, ry0 + (ry1 - ry0) * (0.3 + k * 0.2), 3, 25 + k * 7);
  // Prestige track: TRACK_CELLS cells round the rim, numbered every 5.
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let c = 0; c < TRACK_CELLS; c++) {
    const [x, , z] = layout.track(c);
    const [px, py] = boardPx(x, z);
    ctx.fillStyle = c % 10 === 0 ? '#8a5a22' : c % 5 === 0 ? '#a8763a' : '#c49a5c';
    ctx.beginPath();
    ctx.arc(px, py, 15, 0, Math.PI * 2);
    ctx.fill();
    if (c % 5 === 0) {
      ctx.fillStyle = '#fff3d6';
      ctx.font = `700 15px ${UI_FONT}`;
      ctx.fillText(String(c), px, py + 1);
    }
  }
  const cw = CARD_W * BOARD_CARD * PX_PER_UNIT;
  const chh = CARD_H * BOARD_CARD * PX_PER_UNIT;
  const sp = SPACE * PX_PER_UNIT;
  layout.markets.forEach((m, mi) => {
    // The mat the stall's goods lie on, bordered in the market's colour (its name is on the stall's awning, Stalls.tsx).
    paintRug(ctx, m, marketColour(mi));
    // Card slots: the upper one with its seal ring, the lower ones in a row.
    m.slots.forEach((s, k) => {
      const [px, py] = boardPx(s[0], s[2]);
      ctx.strokeStyle = k === 0 ? '#f0c75a' : '#efe2c0';
      ctx.setLineDash([10, 8]);
      ctx.lineWidth = 3;
      ctx.strokeRect(px - cw / 2 - 4, py - chh / 2 - 4, cw + 8, chh + 8);
      ctx.setLineDash([]);
    });
    // Both stalls, with their closing rule underneath.
    m.spaces.forEach((spaces, st) => {
      const [sx, sy] = boardPx(m.stalls[st]![0], m.stalls[st]![2]);
      const bw = m.stallSize[0] * PX_PER_UNIT;
      const bh = m.stallSize[1] * PX_PER_UNIT;
      ctx.fillStyle = marketColour(mi);
      ctx.globalAlpha = 0.16;
      ctx.beginPath();
      ctx.roundRect(sx - bw / 2, sy - bh / 2, bw, bh, 14);
      ctx.fill();
      ctx.globalAlpha = 1;
      for (const s of spaces) {
        const [px, py] = boardPx(s.x, s.z);
        paintSpace(ctx, s, px, py, sp);
      }
      ctx.fillStyle = '#3a2410';
      ctx.font = `400 19px ${UI_FONT}`;
      ctx.fillText(texts.closing(data.markets[mi]!.stalls[st]!.closing, spaces.map((x) => x.value)), sx, sy + bh / 2 - 14);
    });
  });
}

/** A market's reed mat under its card slots, woven in rows, with a border in the market's colour. */
function paintRug(ctx: CanvasRenderingContext2D, m: Layout['markets'][number], colour: string): void {
  const half = (CARD_H * BOARD_CARD) / 2 + 0.16;
  const [x0, y0] = boardPx(m.x - STALL_W / 2, m.slots[0]![2] - half);
  const [x1, y1] = boardPx(m.x + STALL_W / 2, Math.max(...m.slots.map((s) => s[2])) + half);
  ctx.fillStyle = '#b8935a';
  ctx.fillRect(x0, y0, x1 - x0, y1 - y0);
  ctx.fillStyle = 'rgba(90,60,25,0.22)';
  for (let y = y0 + 4; y < y1; y += 9) ctx.fillRect(x0, y, x1 - x0, 3);
  ctx.strokeStyle = colour;
  ctx.lineWidth = 16;
  ctx.strokeRect(x0 + 8, y0 + 8, x1 - x0 - 16, y1 - y0 - 16);
  ctx.strokeStyle = '#efe2c0';
  ctx.lineWidth = 3;
  ctx.strokeRect(x0 + 20, y0 + 20, x1 - x0 - 40, y1 - y0 - 40);
}

/** The Memphis port's own small board (expansion). */
export function paintMemphis(ctx: CanvasRenderingContext2D, layout: Layout, texts: BoardTexts, w: number, h: number): void {
  const mem = layout.memphis;
  if (!mem) return;
  ctx.fillStyle = '#d8bd86';
  ctx.fillRect(0, 0, w, h);
  // The river band and the name run between the gift cards' row above and the spaces below, clear of both.
  ctx.fillStyle = '#2f74a3';
  ctx.fillRect(0, h * 0.48, w, h * 0.13);
  ctx.fillStyle = '#4a2a10';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `700 30px ${UI_FONT}`;
  ctx.fillText(texts.memphis, w / 2, h * 0.545);
  const k = w / mem.size[0];
  for (const s of mem.spaces) paintSpace(ctx, s, (s.x - mem.centre[0] + mem.size[0] / 2) * k, (s.z - mem.centre[2] + mem.size[1] / 2) * k, SPACE * 0.95 * k);
}
