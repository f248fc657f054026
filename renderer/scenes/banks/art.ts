import { TILE_H, TILE_W, type Painter } from '../common/atlas';
import { UI_FONT } from '../common/fonts';

/**
 * Card art for An den Ufern des Nils, drawn locally on canvas (nothing downloaded): the wave faces of the water
 * cards, the desert side of the desert cards and the events on their backs. Tiles of the shared atlas are portrait;
 * these cards are square, so each painter draws in a 256 × 256 square stretched to the tile (the mesh squares it).
 */
export const KIND_COLOURS: Record<string, string> = { flax: '#5b7fd6', wheat: '#e0b43c', grapes: '#7cc14a', onion: '#d9825b', aubergine: '#5a2a72' };
export const kindColour = (k: string): string => KIND_COLOURS[k] ?? '#b0a080';

const S = 256;
const square = (paint: (ctx: CanvasRenderingContext2D) => void): Painter => (ctx) => {
  ctx.save();
  ctx.scale(TILE_W / S, TILE_H / S);
  paint(ctx);
  ctx.restore();
};

function frame(ctx: CanvasRenderingContext2D, fill: string, border: string): void {
  ctx.fillStyle = border;
  ctx.fillRect(0, 0, S, S);
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.roundRect(10, 10, S - 20, S - 20, 18);
  ctx.fill();
}

/** `n` wave lines (0: a dry bank) along the left (side −1) or right (side 1) edge. */
function waves(ctx: CanvasRenderingContext2D, n: number, side: -1 | 1): void {
  const x0 = side < 0 ? 26 : S - 26;
  if (n === 0) {
    ctx.fillStyle = '#d9bf86';
    ctx.fillRect(side < 0 ? 10 : S - 60, 10, 50, S - 20);
    ctx.strokeStyle = 'rgba(120,90,40,0.6)';
    ctx.lineWidth = 3;
    for (let y = 24; y < S - 20; y += 22) {
      ctx.beginPath();
      ctx.moveTo(side < 0 ? 14 : S - 56, y);
      ctx.lineTo(side < 0 ? 56 : S - 14, y + 12);
      ctx.stroke();
    }
    return;
  }
  ctx.strokeStyle = '#f4fbff';
  ctx.lineWidth = 9;
  ctx.lineCap = 'round';
  for (let k = 0; k < n; k++) {
    const x = x0 + side * -k * 22;
    ctx.beginPath();
    for (let y = 24; y <= S - 24; y += 4) ctx[y === 24 ? 'moveTo' : 'lineTo'](x + Math.sin(y / 14) * 7, y);
    ctx.stroke();
  }
}

function waterFace(left: number, right: number): Painter {
  return square((ctx) => {
    frame(ctx, '#2f86c4', '#1c4f75');
    const g = ctx.createLinearGradient(0, 0, S, S);
    g.addColorStop(0, 'rgba(255,255,255,0.15)');
    g.addColorStop(1, 'rgba(0,0,40,0.15)');
    ctx.fillStyle = g;
    ctx.fillRect(10, 10, S - 20, S - 20);
    waves(ctx, left, -1);
    waves(ctx, right, 1);
  });
}

function palm(ctx: CanvasRenderingContext2D, x: number, y: number, s: number): void {
  ctx.strokeStyle = '#6b4a24';
  ctx.lineWidth = s * 0.18;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.quadraticCurveTo(x + s * 0.2, y - s * 0.6, x, y - s);
  ctx.stroke();
  ctx.fillStyle = '#2f8a3a';
  for (let a = 0; a < 5; a++) {
    ctx.beginPath();
    ctx.ellipse(x + Math.cos(a * 1.25) * s * 0.35, y - s + Math.sin(a * 1.25) * s * 0.15, s * 0.42, s * 0.13, a * 1.25, 0, Math.PI * 2);
    ctx.fill();
  }
}

function arrow(ctx: CanvasRenderingContext2D): void {
  ctx.strokeStyle = '#fff';
  ctx.fillStyle = '#fff';
  ctx.lineWidth = 10;
  ctx.beginPath();
  ctx.arc(S / 2, S - 58, 30, Math.PI * 1.1, Math.PI * 1.9);
  ctx.stroke();
  const ex = S / 2 + Math.cos(Math.PI * 1.9) * 30;
  const ey = S - 58 + Math.sin(Math.PI * 1.9) * 30;
  ctx.beginPath();
  ctx.moveTo(ex + 14, ey + 4);
  ctx.lineTo(ex - 10, ey - 12);
  ctx.lineTo(ex - 4, ey + 16);
  ctx.fill();
}

export const eventTile = (e: { kind: string; palms?: number; arrow: boolean }): string => `ev:${e.kind === 'rot' ? `rot${e.palms ?? 1}` : e.kind}${e.arrow ? ':a' : ''}`;

function eventFace(kind: string, palms: number, withArrow: boolean): Painter {
  return square((ctx) => {
    const bg = kind === 'rot' ? '#6e4a2a' : kind === 'desert' ? '#c9a25a' : '#3d6b7a';
    frame(ctx, bg, '#2a1a0e');
    if (kind === 'rot') {
      // A spoiling fruit and the palms that say how far right the rot may strike.
      ctx.fillStyle = '#7a8a2a';
      ctx.beginPath();
      ctx.arc(S / 2, 86, 40, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#3b2a10';
      for (const [dx, dy, r] of [[-14, -8, 9], [12, 10, 12], [4, -20, 6]] as const) {
        ctx.beginPath();
        ctx.arc(S / 2 + dx, 86 + dy, r, 0, Math.PI * 2);
        ctx.fill();
      }
      for (let i = 0; i < palms; i++) palm(ctx, S / 2 + (i - (palms - 1) / 2) * 44, 190, 46);
    } else if (kind === 'desert') {
      ctx.fillStyle = '#e8c77e';
      ctx.beginPath();
      ctx.moveTo(20, 170);
      ctx.quadraticCurveTo(90, 80, 150, 150);
      ctx.quadraticCurveTo(200, 100, 236, 160);
      ctx.lineTo(236, 236);
      ctx.lineTo(20, 236);
      ctx.fill();
      ctx.fillStyle = '#f5e3a8';
      ctx.beginPath();
      ctx.arc(190, 64, 26, 0, Math.PI * 2);
      ctx.fill();
    } else {
      // The hippo: body, head, ears, eyes.
      ctx.fillStyle = '#8a8fa8';
      ctx.beginPath();
      ctx.ellipse(120, 130, 70, 42, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.beginPath();
      ctx.ellipse(190, 116, 38, 30, 0.2, 0, Math.PI * 2);
      ctx.fill();
      ctx.beginPath();
      ctx.arc(176, 84, 9, 0, Math.PI * 2);
      ctx.arc(200, 86, 9, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#1b1b24';
      ctx.beginPath();
      ctx.arc(186, 104, 5, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#6fa4c8';
      ctx.fillRect(10, 160, S - 20, 40);
    }
    if (withArrow) arrow(ctx);
  });
}

const desertSide: Painter = square((ctx) => {
  frame(ctx, '#d8b66e', '#8a6a34');
  ctx.strokeStyle = 'rgba(140,100,40,0.55)';
  ctx.lineWidth = 5;
  for (let i = 0; i < 6; i++) {
    ctx.beginPath();
    for (let x = 16; x <= S - 16; x += 6) ctx[x === 16 ? 'moveTo' : 'lineTo'](x, 40 + i * 36 + Math.sin(x / 30 + i) * 9);
    ctx.stroke();
  }
});

const plain = (fill: string): Painter => (ctx, w, h) => {
  ctx.fillStyle = fill;
  ctx.fillRect(0, 0, w, h);
};

/** Every tile: `w:<left>:<right>` wave faces (ends seen from above, left = west), events, desert side, backs. */
export function banksPainters(): Record<string, Painter> {
  const p: Record<string, Painter> = { edge: plain('#e9dcc0'), back: plain('#6b5538'), desert: desertSide };
  for (let a = 0; a <= 2; a++) for (let b = 0; b <= 2; b++) p[`w:${a}:${b}`] = waterFace(a, b);
  for (const [kind, palms] of [['rot', 1], ['rot', 2], ['rot', 3], ['rot', 4], ['desert', 0], ['hippo', 0]] as const) {
    for (const arrowOn of [false, true]) p[eventTile({ kind, palms, arrow: arrowOn })] = eventFace(kind, palms, arrowOn);
  }
  return p;
}

/** Label text on a canvas (any script: the UI font is used, not the digits-only 3D font); squeezed to `maxWidth` if given. */
export function canvasText(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, px: number, colour: string, weight = 700, align: CanvasTextAlign = 'center', maxWidth?: number): void {
  ctx.font = `${weight} ${px}px ${UI_FONT}`;
  ctx.textAlign = align;
  ctx.textBaseline = 'middle';
  ctx.fillStyle = colour;
  if (maxWidth === undefined) ctx.fillText(text, x, y);
  else ctx.fillText(text, x, y, maxWidth);
}

/** The wave face of a water card lying on a field, as seen from above (left = west). */
export const waterTile = (fieldId: string, inner: number, outer: number): string => (fieldId.startsWith('W') ? `w:${outer}:${inner}` : `w:${inner}:${outer}`);
