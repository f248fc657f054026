import * as THREE from 'three';
import { createAtlas, type Atlas, type Painter } from '../common/atlas';
import { paintedTexture } from '../common/painted';
import { prng } from '../common/prng';
import { BOARD, ROPE_X, WEATHER_CELLS, weatherPos } from './layout';

/**
 * Procedural textures of the Niagara board, drawn locally on canvases: the printed board (rock, moss, the beach, the
 * weather track), tileable water for the channel, streaks for the falls, foam, and the paddle-card faces. In Node
 * (no canvas) each falls back to a 1-pixel texture of its main colour. They depend on nothing: each canvas is painted
 * once per page and kept under `name` (painted.ts), and prepareNiagara paints them ahead.
 */
function paint(name: string, w: number, h: number, fallback: [number, number, number], draw: (ctx: CanvasRenderingContext2D) => void, wrap = true): THREE.Texture {
  const t = paintedTexture(w, h, draw, { keep: `niagara:${name}`, ...(wrap ? { repeat: [1, 1] } : {}) });
  if (t) return t;
  const d = new THREE.DataTexture(new Uint8Array([...fallback, 255]), 1, 1);
  d.needsUpdate = true;
  return d;
}


const BOARD_W = BOARD.x1 - BOARD.x0;
const BOARD_H = BOARD.z1 - BOARD.z0;

/** The printed board, mapped onto the top of the extruded board (shape space x, −z; see Board.tsx). */
export function boardTexture(): THREE.Texture {
  const W = 1024;
  const H = Math.round((W * BOARD_H) / BOARD_W);
  const px = (x: number) => ((x - BOARD.x0) / BOARD_W) * W;
  const pz = (z: number) => ((z - BOARD.z0) / BOARD_H) * H;
  const t = paint('board', W, H, [86, 104, 72], (ctx) => {
    const r = prng(17);
    const g = ctx.createLinearGradient(0, 0, W, H);
    g.addColorStop(0, '#5f7447');
    g.addColorStop(0.5, '#4f6a43');
    g.addColorStop(1, '#5d6650');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, W, H);
    // Moss and rock speckle.
    for (let i = 0; i < 2600; i++) {
      const shade = r();
      ctx.fillStyle = shade < 0.5 ? `rgba(30,48,26,${0.15 + r() * 0.2})` : `rgba(170,170,150,${0.08 + r() * 0.12})`;
      const s = 2 + r() * 9;
      ctx.beginPath();
      ctx.ellipse(r() * W, r() * H, s, s * (0.5 + r() * 0.5), r() * 3, 0, Math.PI * 2);
      ctx.fill();
    }
    // The beach: sand upstream of the rope, on both banks.
    const sand = ctx.createLinearGradient(0, 0, px(ROPE_X + 0.3), 0);
    sand.addColorStop(0, '#e2cb94');
    sand.addColorStop(0.85, '#d4b77a');
    sand.addColorStop(1, 'rgba(212,183,122,0)');
    ctx.fillStyle = sand;
    ctx.fillRect(0, 0, px(ROPE_X + 0.3), H);
    for (let i = 0; i < 900; i++) {
      ctx.fillStyle = `rgba(120,90,50,${0.1 + r() * 0.2})`;
      ctx.fillRect(r() * px(ROPE_X), r() * H, 2, 2);
    }
    // Shore shading along the channel banks.
    ctx.strokeStyle = 'rgba(20,30,18,0.35)';
    ctx.lineWidth = 10;
    ctx.strokeRect(4, 4, W - 8, H - 8);
    // Weather track: four cells −1 … +2.
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (const w of WEATHER_CELLS) {
      const p = weatherPos(w);
      const cx = px(p[0]);
      const cz = pz(p[2]);
      ctx.fillStyle = w === 0 ? 'rgba(250,244,225,0.85)' : 'rgba(235,228,205,0.7)';
      ctx.beginPath();
      ctx.roundRect(cx - 26, cz - 26, 52, 52, 9);
      ctx.fill();
      ctx.strokeStyle = '#3d4b5c';
      ctx.lineWidth = 3;
      ctx.stroke();
      ctx.fillStyle = w < 0 ? '#2f6f3f' : w > 0 ? '#a0392c' : '#2c3440';
      ctx.font = '700 24px sans-serif';
      ctx.fillText(w > 0 ? `+${w}` : String(w), cx, cz + 1);
    }
  });
  t.repeat.set(1 / BOARD_W, 1 / BOARD_H);
  t.offset.set(-BOARD.x0 / BOARD_W, -BOARD.z0 / BOARD_H);
  return t;
}

/** Tileable water: deep blue with light streaks along the flow (u). */
export function waterTexture(): THREE.Texture {
  return paint('water', 256, 256, [40, 110, 160], (ctx) => {
    const r = prng(5);
    const g = ctx.createLinearGradient(0, 0, 0, 256);
    g.addColorStop(0, '#1f6f9e');
    g.addColorStop(0.5, '#2a86b5');
    g.addColorStop(1, '#1f6f9e');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 256, 256);
    for (let i = 0; i < 90; i++) {
      const y = r() * 256;
      const x = r() * 256;
      const len = 30 + r() * 80;
      ctx.strokeStyle = `rgba(220,245,255,${0.12 + r() * 0.25})`;
      ctx.lineWidth = 1 + r() * 2.5;
      for (const dx of [0, -256, 256]) {
        ctx.beginPath();
        ctx.moveTo(x + dx, y);
        ctx.bezierCurveTo(x + dx + len * 0.3, y - 4, x + dx + len * 0.6, y + 4, x + dx + len, y);
        ctx.stroke();
      }
    }
  });
}

/** Tileable falling water: vertical streaks (v runs down the fall). */
export function fallsTexture(): THREE.Texture {
  return paint('falls', 128, 256, [150, 200, 230], (ctx) => {
    const r = prng(9);
    ctx.fillStyle = '#5fa9d6';
    ctx.fillRect(0, 0, 128, 256);
    for (let i = 0; i < 160; i++) {
      const x = r() * 128;
      const y = r() * 256;
      const len = 20 + r() * 90;
      ctx.fillStyle = `rgba(240,250,255,${0.2 + r() * 0.5})`;
      for (const dy of [0, -256]) ctx.fillRect(x, y + dy, 1 + r() * 3, len);
    }
  });
}

/** Foam: soft white blobs on transparent. */
export function foamTexture(): THREE.Texture {
  return paint('foam', 128, 128, [240, 250, 255], (ctx) => {
    const r = prng(3);
    ctx.clearRect(0, 0, 128, 128);
    for (let i = 0; i < 60; i++) {
      const x = r() * 128;
      const y = r() * 128;
      const s = 4 + r() * 12;
      const g = ctx.createRadialGradient(x, y, 0, x, y, s);
      g.addColorStop(0, 'rgba(255,255,255,0.9)');
      g.addColorStop(1, 'rgba(255,255,255,0)');
      ctx.fillStyle = g;
      ctx.fillRect(x - s, y - s, s * 2, s * 2);
    }
  });
}

// --- paddle cards ---------------------------------------------------------------------------------------------------

function paddleGlyph(ctx: CanvasRenderingContext2D, x: number, y: number, s: number, angle: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.fillStyle = '#5a3a1c';
  ctx.fillRect(-s * 0.06, -s * 0.55, s * 0.12, s * 0.7);
  ctx.beginPath();
  ctx.ellipse(0, s * 0.3, s * 0.18, s * 0.3, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

function cloudGlyph(ctx: CanvasRenderingContext2D, x: number, y: number, s: number): void {
  ctx.fillStyle = '#eef2f7';
  ctx.strokeStyle = '#5d6b7c';
  ctx.lineWidth = 5;
  ctx.beginPath();
  ctx.arc(x - s * 0.45, y + s * 0.1, s * 0.35, 0, Math.PI * 2);
  ctx.arc(x, y - s * 0.15, s * 0.5, 0, Math.PI * 2);
  ctx.arc(x + s * 0.5, y + s * 0.1, s * 0.33, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#2a6fb5';
  for (let i = 0; i < 4; i++) {
    ctx.beginPath();
    ctx.ellipse(x - s * 0.45 + i * s * 0.3, y + s * 0.75, s * 0.05, s * 0.12, 0.3, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Card faces (white-based, tinted per colour by the material), the back and the edge. */
/** The paddle cards' atlas: fixed faces, so its canvas is painted once per page and kept (createAtlas `keep`). */
export const cardAtlas = (): Atlas => createAtlas(cardPainters(), { keep: 'niagara:cards' });

export function cardPainters(): Record<string, Painter> {
  const face = (label: string, n: number): Painter => (ctx, w, h) => {
    ctx.fillStyle = '#fbf7ee';
    ctx.fillRect(0, 0, w, h);
    ctx.strokeStyle = '#3b2a1a';
    ctx.lineWidth = 10;
    ctx.strokeRect(12, 12, w - 24, h - 24);
    if (n > 0) {
      ctx.fillStyle = '#2a1a0c';
      ctx.font = '800 150px sans-serif';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(label, w / 2, h * 0.4);
      for (let i = 0; i < n; i++) paddleGlyph(ctx, w / 2 + (i - (n - 1) / 2) * 34, h * 0.78, 58, 0.35);
    } else cloudGlyph(ctx, w / 2, h * 0.45, 90);
  };
  const p: Record<string, Painter> = {};
  for (let n = 1; n <= 6; n++) p[String(n)] = face(String(n), n);
  p.cloud = face('', 0);
  p.back = (ctx, w, h) => {
    ctx.fillStyle = '#f2f2f2';
    ctx.fillRect(0, 0, w, h);
    ctx.strokeStyle = 'rgba(40,40,40,0.55)';
    ctx.lineWidth = 6;
    for (let y = 40; y < h; y += 46) {
      ctx.beginPath();
      for (let x = 0; x <= w; x += 8) ctx[x === 0 ? 'moveTo' : 'lineTo'](x, y + Math.sin(x / 22) * 8);
      ctx.stroke();
    }
    ctx.lineWidth = 10;
    ctx.strokeRect(12, 12, w - 24, h - 24);
  };
  p.edge = (ctx, w, h) => {
    ctx.fillStyle = '#d8d2c4';
    ctx.fillRect(0, 0, w, h);
  };
  return p;
}
