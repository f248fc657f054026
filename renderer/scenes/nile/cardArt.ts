import type { Painter } from '../common/atlas';
import { UI_FONT } from '../common/fonts';
import { prng } from '../common/prng';

/**
 * NILE card faces, drawn procedurally (no image files, nothing downloaded). Every crop has a colour AND a shape
 * symbol AND its initial, so the cards read without colour vision (papyrus ▲, wheat ◆, lettuce ●, castor ■,
 * flax ★).
 */
export const CROP_IDS = ['P', 'W', 'L', 'C', 'F'] as const;
export type Crop = (typeof CROP_IDS)[number];
const SPEC_IDS = ['PW', 'PL', 'PC', 'PF', 'WL', 'WC', 'WF', 'LC', 'LF', 'CF'] as const;

export const CROP_COLORS: Record<Crop, { main: string; dark: string; light: string }> = {
  P: { main: '#c8463a', dark: '#7d231c', light: '#f4c9c1' },
  W: { main: '#e3b021', dark: '#8a6508', light: '#f8e7b0' },
  L: { main: '#4f9e45', dark: '#255a20', light: '#cfe9c6' },
  C: { main: '#8b5a3c', dark: '#4a2d1b', light: '#e6d0c0' },
  F: { main: '#9a86d6', dark: '#4d3d8a', light: '#e4ddf6' },
};

export type SymbolShape = 'triangle' | 'diamond' | 'circle' | 'square' | 'star';
export const CROP_SYMBOL: Record<Crop, SymbolShape> = { P: 'triangle', W: 'diamond', L: 'circle', C: 'square', F: 'star' };
export const CROP_GLYPH: Record<Crop, string> = { P: '▲', W: '◆', L: '●', C: '■', F: '★' };

export function drawSymbol(ctx: CanvasRenderingContext2D, shape: SymbolShape, x: number, y: number, r: number, fill: string, stroke = '#fff'): void {
  ctx.save();
  ctx.beginPath();
  switch (shape) {
    case 'triangle':
      ctx.moveTo(x, y - r);
      ctx.lineTo(x + r * 0.95, y + r * 0.75);
      ctx.lineTo(x - r * 0.95, y + r * 0.75);
      ctx.closePath();
      break;
    case 'diamond':
      ctx.moveTo(x, y - r);
      ctx.lineTo(x + r * 0.8, y);
      ctx.lineTo(x, y + r);
      ctx.lineTo(x - r * 0.8, y);
      ctx.closePath();
      break;
    case 'circle':
      ctx.arc(x, y, r * 0.85, 0, Math.PI * 2);
      break;
    case 'square':
      ctx.rect(x - r * 0.75, y - r * 0.75, r * 1.5, r * 1.5);
      break;
    case 'star':
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const rr = i % 2 === 0 ? r : r * 0.45;
        ctx[i === 0 ? 'moveTo' : 'lineTo'](x + Math.cos(a) * rr, y + Math.sin(a) * rr);
      }
      ctx.closePath();
      break;
  }
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = Math.max(2, r * 0.16);
  ctx.strokeStyle = stroke;
  ctx.stroke();
  ctx.restore();
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function parchment(ctx: CanvasRenderingContext2D, w: number, h: number, tint: string): void {
  const g = ctx.createLinearGradient(0, 0, w, h);
  g.addColorStop(0, '#f7ecd0');
  g.addColorStop(1, '#e9d7ad');
  ctx.fillStyle = '#f3e6c4';
  ctx.fillRect(0, 0, w, h);
  roundRect(ctx, 4, 4, w - 8, h - 8, 18);
  ctx.fillStyle = g;
  ctx.fill();
  const rnd = prng(w * 7 + h);
  ctx.globalAlpha = 0.07;
  for (let i = 0; i < 260; i++) {
    ctx.fillStyle = rnd() < 0.5 ? '#8a6a3a' : '#ffffff';
    ctx.fillRect(rnd() * w, rnd() * h, 1 + rnd() * 3, 1 + rnd() * 2);
  }
  ctx.globalAlpha = 1;
  ctx.lineWidth = 7;
  ctx.strokeStyle = tint;
  roundRect(ctx, 12, 12, w - 24, h - 24, 14);
  ctx.stroke();
}

function title(ctx: CanvasRenderingContext2D, text: string, w: number, y: number, color: string, size = 30): void {
  ctx.save();
  let s = size;
  ctx.font = `700 ${s}px ${UI_FONT}`;
  while (ctx.measureText(text).width > w - 56 && s > 14) {
    s -= 2;
    ctx.font = `700 ${s}px ${UI_FONT}`;
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = color;
  ctx.fillText(text, w / 2, y);
  ctx.restore();
}

function cornerBadges(ctx: CanvasRenderingContext2D, crop: Crop, w: number, h: number): void {
  const c = CROP_COLORS[crop];
  for (const [x, y, rot] of [
    [34, 34, 0],
    [w - 34, h - 34, Math.PI],
  ] as const) {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(rot);
    drawSymbol(ctx, CROP_SYMBOL[crop], 0, 0, 18, c.main, '#fff');
    ctx.font = `700 18px ${UI_FONT}`;
    ctx.fillStyle = c.dark;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(crop, 0, 30);
    ctx.restore();
  }
}

// --- crop illustrations (centred at cx, cy, in a box of size s) --------------------------------------------------

function papyrus(ctx: CanvasRenderingContext2D, cx: number, cy: number, s: number): void {
  const rnd = prng(11);
  ctx.lineCap = 'round';
  for (let i = -3; i <= 3; i++) {
    const bx = cx + i * s * 0.07;
    const topX = cx + i * s * 0.14;
    const topY = cy - s * 0.34 + Math.abs(i) * s * 0.05;
    ctx.strokeStyle = '#3d7a2e';
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.moveTo(bx, cy + s * 0.45);
    ctx.quadraticCurveTo(bx + (topX - bx) * 0.3, cy, topX, topY);
    ctx.stroke();
    // umbel: a fan of thin rays
    ctx.strokeStyle = '#6f9a3a';
    ctx.lineWidth = 1.6;
    for (let k = 0; k < 16; k++) {
      const a = -Math.PI / 2 + (k / 15 - 0.5) * 2.4 + (rnd() - 0.5) * 0.1;
      const len = s * (0.1 + rnd() * 0.04);
      ctx.beginPath();
      ctx.moveTo(topX, topY);
      ctx.lineTo(topX + Math.cos(a) * len, topY + Math.sin(a) * len);
      ctx.stroke();
    }
    ctx.fillStyle = '#c8463a';
    ctx.beginPath();
    ctx.arc(topX, topY, 3.5, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = '#2f6fa0';
  ctx.globalAlpha = 0.55;
  ctx.beginPath();
  ctx.ellipse(cx, cy + s * 0.45, s * 0.4, s * 0.06, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.globalAlpha = 1;
}

function wheat(ctx: CanvasRenderingContext2D, cx: number, cy: number, s: number): void {
  for (let i = -2; i <= 2; i++) {
    const bx = cx + i * s * 0.04;
    const tx = cx + i * s * 0.13;
    const ty = cy - s * 0.38 + Math.abs(i) * s * 0.06;
    ctx.strokeStyle = '#b98d1f';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(bx, cy + s * 0.45);
    ctx.quadraticCurveTo(bx, cy, tx, ty + s * 0.25);
    ctx.stroke();
    // ear: pairs of grains
    for (let k = 0; k < 7; k++) {
      const gy = ty + k * s * 0.04;
      const gx = tx + (ty + s * 0.25 - gy) * 0 + (k / 7) * (bx - tx) * 0.1;
      for (const side of [-1, 1]) {
        ctx.save();
        ctx.translate(gx + side * 6, gy);
        ctx.rotate(side * 0.5);
        ctx.fillStyle = k % 2 ? '#e3b021' : '#d39a14';
        ctx.beginPath();
        ctx.ellipse(0, 0, 5, 10, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.restore();
      }
    }
    ctx.strokeStyle = '#c9a04a';
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(tx, ty);
    ctx.lineTo(tx, ty - s * 0.08);
    ctx.stroke();
  }
}

function lettuce(ctx: CanvasRenderingContext2D, cx: number, cy: number, s: number): void {
  const layers = [
    { r: s * 0.36, c: '#2f7a2a' },
    { r: s * 0.29, c: '#4f9e45' },
    { r: s * 0.21, c: '#78bf5c' },
    { r: s * 0.13, c: '#a9db86' },
  ];
  for (const [li, l] of layers.entries()) {
    const n = 9 - li;
    for (let k = 0; k < n; k++) {
      const a = (k / n) * Math.PI * 2 + li * 0.3;
      ctx.fillStyle = l.c;
      ctx.beginPath();
      ctx.ellipse(cx + Math.cos(a) * l.r * 0.45, cy + s * 0.05 + Math.sin(a) * l.r * 0.35, l.r * 0.55, l.r * 0.42, a, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.strokeStyle = 'rgba(230,255,210,0.6)';
  ctx.lineWidth = 1.5;
  for (let k = 0; k < 8; k++) {
    const a = (k / 8) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(cx, cy + s * 0.05);
    ctx.lineTo(cx + Math.cos(a) * s * 0.3, cy + s * 0.05 + Math.sin(a) * s * 0.22);
    ctx.stroke();
  }
}

function castor(ctx: CanvasRenderingContext2D, cx: number, cy: number, s: number): void {
  // palmate leaf with 7 lobes
  ctx.fillStyle = '#7a3b2a';
  ctx.beginPath();
  const lobes = 7;
  for (let i = 0; i <= lobes * 2; i++) {
    const a = Math.PI * 0.15 + (i / (lobes * 2)) * Math.PI * 1.7 + Math.PI / 2;
    const r = i % 2 === 0 ? s * 0.16 : s * 0.4;
    const x = cx + Math.cos(a) * r;
    const y = cy - s * 0.02 + Math.sin(a) * r * -1;
    ctx[i === 0 ? 'moveTo' : 'lineTo'](x, y);
  }
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = '#c98a64';
  ctx.lineWidth = 2;
  for (let i = 0; i < lobes; i++) {
    const a = Math.PI * 0.15 + ((i * 2 + 1) / (lobes * 2)) * Math.PI * 1.7 + Math.PI / 2;
    ctx.beginPath();
    ctx.moveTo(cx, cy - s * 0.02);
    ctx.lineTo(cx + Math.cos(a) * s * 0.36, cy - s * 0.02 - Math.sin(a) * s * 0.36);
    ctx.stroke();
  }
  // spiky seed pods
  for (const [px, py] of [
    [cx - s * 0.2, cy + s * 0.33],
    [cx, cy + s * 0.38],
    [cx + s * 0.2, cy + s * 0.33],
  ] as const) {
    ctx.fillStyle = '#b5532f';
    ctx.beginPath();
    for (let k = 0; k < 24; k++) {
      const a = (k / 24) * Math.PI * 2;
      const r = k % 2 ? s * 0.06 : s * 0.085;
      ctx[k === 0 ? 'moveTo' : 'lineTo'](px + Math.cos(a) * r, py + Math.sin(a) * r);
    }
    ctx.closePath();
    ctx.fill();
  }
}

function flax(ctx: CanvasRenderingContext2D, cx: number, cy: number, s: number): void {
  const rnd = prng(5);
  const flowers: [number, number][] = [];
  for (let i = 0; i < 6; i++) {
    const bx = cx + (i - 2.5) * s * 0.06;
    const fx = cx + (i - 2.5) * s * 0.15 + (rnd() - 0.5) * 8;
    const fy = cy - s * 0.3 + rnd() * s * 0.25;
    ctx.strokeStyle = '#5d8a3a';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(bx, cy + s * 0.45);
    ctx.quadraticCurveTo(bx, cy + s * 0.1, fx, fy);
    ctx.stroke();
    flowers.push([fx, fy]);
  }
  for (const [fx, fy] of flowers) {
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2 - Math.PI / 2;
      ctx.fillStyle = '#8f7fd8';
      ctx.beginPath();
      ctx.ellipse(fx + Math.cos(a) * 9, fy + Math.sin(a) * 9, 8, 5.5, a, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = '#f1d36a';
    ctx.beginPath();
    ctx.arc(fx, fy, 4, 0, Math.PI * 2);
    ctx.fill();
  }
}

const ILLUSTRATION: Record<Crop, (ctx: CanvasRenderingContext2D, cx: number, cy: number, s: number) => void> = {
  P: papyrus,
  W: wheat,
  L: lettuce,
  C: castor,
  F: flax,
};

function cropFace(crop: Crop, name: string): Painter {
  return (ctx, w, h) => {
    const c = CROP_COLORS[crop];
    parchment(ctx, w, h, c.main);
    // title band
    roundRect(ctx, 22, 22, w - 44, 50, 10);
    ctx.fillStyle = c.main;
    ctx.fill();
    title(ctx, name, w, 48, crop === 'W' ? '#3b2a00' : '#ffffff', 28);
    // medallion
    ctx.fillStyle = c.light;
    ctx.beginPath();
    ctx.arc(w / 2, h * 0.56, w * 0.36, 0, Math.PI * 2);
    ctx.fill();
    ctx.save();
    ctx.beginPath();
    ctx.arc(w / 2, h * 0.56, w * 0.36, 0, Math.PI * 2);
    ctx.clip();
    ILLUSTRATION[crop](ctx, w / 2, h * 0.56, w * 0.72);
    ctx.restore();
    ctx.lineWidth = 4;
    ctx.strokeStyle = c.main;
    ctx.beginPath();
    ctx.arc(w / 2, h * 0.56, w * 0.36, 0, Math.PI * 2);
    ctx.stroke();
    cornerBadges(ctx, crop, w, h);
  };
}

function sun(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  ctx.save();
  ctx.fillStyle = '#f2b632';
  ctx.strokeStyle = '#f2b632';
  ctx.lineWidth = 3;
  for (let k = 0; k < 12; k++) {
    const a = (k / 12) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(x + Math.cos(a) * r * 1.2, y + Math.sin(a) * r * 1.2);
    ctx.lineTo(x + Math.cos(a) * r * 1.7, y + Math.sin(a) * r * 1.7);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

function specFace(pair: string, names: Record<string, string>, label: string): Painter {
  const a = pair[0] as Crop;
  const b = pair[1] as Crop;
  return (ctx, w, h) => {
    ctx.fillStyle = '#10302f';
    ctx.fillRect(0, 0, w, h);
    const g = ctx.createLinearGradient(0, 0, 0, h);
    g.addColorStop(0, '#1d5552');
    g.addColorStop(1, '#0f2f35');
    roundRect(ctx, 4, 4, w - 8, h - 8, 18);
    ctx.fillStyle = g;
    ctx.fill();
    ctx.lineWidth = 6;
    ctx.strokeStyle = '#d9b24a';
    roundRect(ctx, 12, 12, w - 24, h - 24, 14);
    ctx.stroke();
    title(ctx, label, w, 42, '#f3dc8e', 24);
    sun(ctx, w / 2, 104, 24);
    for (const [i, crop] of [a, b].entries()) {
      const x = w * (i === 0 ? 0.3 : 0.7);
      const y = h * 0.6;
      const c = CROP_COLORS[crop];
      ctx.fillStyle = c.light;
      ctx.beginPath();
      ctx.arc(x, y, 50, 0, Math.PI * 2);
      ctx.fill();
      ctx.save();
      ctx.beginPath();
      ctx.arc(x, y, 50, 0, Math.PI * 2);
      ctx.clip();
      ILLUSTRATION[crop](ctx, x, y + 4, 100);
      ctx.restore();
      ctx.lineWidth = 4;
      ctx.strokeStyle = c.main;
      ctx.beginPath();
      ctx.arc(x, y, 50, 0, Math.PI * 2);
      ctx.stroke();
      drawSymbol(ctx, CROP_SYMBOL[crop], x, y + 76, 15, c.main, '#fff');
      ctx.font = `700 18px ${UI_FONT}`;
      ctx.textAlign = 'center';
      ctx.fillStyle = '#f7ecd0';
      let label2 = names[crop] ?? crop;
      while (ctx.measureText(label2).width > w * 0.42 && label2.length > 3) label2 = label2.slice(0, -1);
      ctx.fillText(label2, x, y + 112);
    }
    ctx.font = `700 44px ${UI_FONT}`;
    ctx.fillStyle = '#f3dc8e';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('+', w / 2, h * 0.6);
  };
}

function locustFace(name: string): Painter {
  return (ctx, w, h) => {
    ctx.fillStyle = '#1a1410';
    ctx.fillRect(0, 0, w, h);
    const g = ctx.createRadialGradient(w / 2, h / 2, 20, w / 2, h / 2, h * 0.7);
    g.addColorStop(0, '#5a4a22');
    g.addColorStop(1, '#1b140c');
    roundRect(ctx, 4, 4, w - 8, h - 8, 18);
    ctx.fillStyle = g;
    ctx.fill();
    ctx.lineWidth = 7;
    ctx.strokeStyle = '#b3261e';
    roundRect(ctx, 12, 12, w - 24, h - 24, 14);
    ctx.stroke();
    title(ctx, name, w, 46, '#ffd7cf', 24);
    // the locust
    const cx = w / 2;
    const cy = h * 0.56;
    ctx.save();
    ctx.translate(cx, cy);
    ctx.rotate(-0.5);
    ctx.fillStyle = 'rgba(220,230,200,0.35)';
    ctx.beginPath();
    ctx.ellipse(10, -22, 70, 20, -0.15, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#7f8c3a';
    ctx.beginPath();
    ctx.ellipse(0, 0, 72, 20, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#6a7530';
    ctx.beginPath();
    ctx.ellipse(-70, -4, 24, 20, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#111';
    ctx.beginPath();
    ctx.arc(-80, -10, 6, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = '#4b5320';
    ctx.lineWidth = 5;
    ctx.lineCap = 'round';
    for (const [x0, x1, y1] of [
      [-30, -50, 50],
      [0, -10, 55],
      [30, 80, 50],
    ] as const) {
      ctx.beginPath();
      ctx.moveTo(x0, 10);
      ctx.lineTo((x0 + x1) / 2 + 10, -25);
      ctx.lineTo(x1, y1);
      ctx.stroke();
    }
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(-88, -18);
    ctx.quadraticCurveTo(-120, -70, -90, -95);
    ctx.stroke();
    ctx.restore();
    // warning symbol (not colour-only): a crossed field
    ctx.font = `700 26px ${UI_FONT}`;
    ctx.textAlign = 'center';
    ctx.fillStyle = '#ffd7cf';
    ctx.fillText('✕ ✕ ✕', w / 2, h - 46);
  };
}

function backFace(): Painter {
  return (ctx, w, h) => {
    ctx.fillStyle = '#0c2340';
    ctx.fillRect(0, 0, w, h);
    const g = ctx.createLinearGradient(0, 0, w, h);
    g.addColorStop(0, '#123a66');
    g.addColorStop(1, '#0a1f3a');
    roundRect(ctx, 4, 4, w - 8, h - 8, 18);
    ctx.fillStyle = g;
    ctx.fill();
    ctx.lineWidth = 6;
    ctx.strokeStyle = '#d9b24a';
    roundRect(ctx, 14, 14, w - 28, h - 28, 12);
    ctx.stroke();
    ctx.strokeStyle = 'rgba(120,190,230,0.55)';
    ctx.lineWidth = 3;
    for (let row = 0; row < 9; row++) {
      ctx.beginPath();
      const y = 60 + row * 30;
      for (let x = 24; x <= w - 24; x += 4) ctx[x === 24 ? 'moveTo' : 'lineTo'](x, y + Math.sin(x / 18 + row) * 6);
      ctx.stroke();
    }
    ctx.fillStyle = '#d9b24a';
    ctx.beginPath();
    ctx.moveTo(w / 2, h / 2 - 60);
    ctx.lineTo(w / 2 + 52, h / 2 + 30);
    ctx.lineTo(w / 2 - 52, h / 2 + 30);
    ctx.closePath();
    ctx.fill();
    ctx.font = `700 40px ${UI_FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = '#f3dc8e';
    ctx.fillText('NILE', w / 2, h / 2 + 70);
  };
}

const edgeFace: Painter = (ctx, w, h) => {
  ctx.fillStyle = '#efe6d2';
  ctx.fillRect(0, 0, w, h);
};

/** Every tile of the NILE atlas; names translate the card titles. */
export function nilePainters(names: { crops: Record<string, string>; speculation: string; locust: string }): Record<string, Painter> {
  const out: Record<string, Painter> = {};
  for (const c of CROP_IDS) out[c] = cropFace(c, names.crops[c] ?? c);
  for (const s of SPEC_IDS) out[s] = specFace(s, names.crops, names.speculation);
  out.X = locustFace(names.locust);
  out.back = backFace();
  out.edge = edgeFace;
  return out;
}
