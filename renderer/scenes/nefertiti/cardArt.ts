import type { NefertitiData } from '../../../engine/nefertiti/material/schema';
import type { Painter } from '../common/atlas';
import { UI_FONT } from '../common/fonts';

/**
 * Nefertiti card faces, drawn procedurally: gifts (type colour + a drawn object + its price by owners), characters,
 * the Akhenaton card and the back. Every gift type has a colour AND a drawn shape AND its name, so cards read
 * without colour vision.
 */
export const TYPE_COLORS: Record<string, string> = {
  senet: '#7a5230', harp: '#b0452f', chair: '#3f7d4a', mirror: '#3c7fa8', statuette: '#8a6bbf',
  necklace: '#c28a1d', goldsmith: '#b8962e', papyrus: '#6f8f3a', cup: '#a33f6e',
};

export interface CardTexts {
  /** Gift type and character names in the UI language. */
  type(id: string): string;
  character(id: string): string;
  akhenaton: string;
  owners: string;
}

function frame(ctx: CanvasRenderingContext2D, w: number, h: number, fill: string, edge: string): void {
  ctx.fillStyle = '#efe2c2';
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.roundRect(10, 10, w - 20, h - 20, 16);
  ctx.fill();
  ctx.strokeStyle = edge;
  ctx.lineWidth = 5;
  ctx.stroke();
}

function title(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, size: number, maxW: number, color = '#fff8e6'): void {
  ctx.fillStyle = color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  let s = size;
  ctx.font = `700 ${s}px ${UI_FONT}`;
  while (ctx.measureText(text).width > maxW && s > 12) {
    s -= 2;
    ctx.font = `700 ${s}px ${UI_FONT}`;
  }
  ctx.fillText(text, x, y);
}

/** A title on one line if it fits at `size`, else on two (split at the middle word boundary), each as large as fits. */
function title2(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, size: number, maxW: number, color: string): void {
  ctx.font = `700 ${size}px ${UI_FONT}`;
  const words = text.split(' ');
  if (ctx.measureText(text).width <= maxW || words.length < 2) return title(ctx, text, x, y, size, maxW, color);
  const cut = Math.ceil(words.length / 2);
  title(ctx, words.slice(0, cut).join(' '), x, y - size * 0.5, size, maxW, color);
  title(ctx, words.slice(cut).join(' '), x, y + size * 0.5, size, maxW, color);
}

/** Where a gift card's drawing is centred, as a share of the card's height (test/renderer/marks.test.ts reads it). */
export const GIFT_AT = 0.43;

/** A simple drawing of each gift type (lines and shapes, centred on x, y, size r). */
function drawGift(ctx: CanvasRenderingContext2D, type: string, x: number, y: number, r: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.strokeStyle = '#fff8e6';
  ctx.fillStyle = 'rgba(255,248,230,0.9)';
  ctx.lineWidth = r * 0.12;
  ctx.lineCap = 'round';
  ctx.beginPath();
  switch (type) {
    case 'senet':
      ctx.strokeRect(-r, -r * 0.45, r * 2, r * 0.9);
      for (let i = 1; i < 5; i++) {
        ctx.moveTo(-r + (i * r) / 2.5, -r * 0.45);
        ctx.lineTo(-r + (i * r) / 2.5, r * 0.45);
      }
      ctx.moveTo(-r, 0);
      ctx.lineTo(r, 0);
      break;
    case 'harp':
      ctx.moveTo(-r * 0.6, r);
      ctx.quadraticCurveTo(-r * 0.9, -r, r * 0.6, -r);
      ctx.lineTo(r * 0.6, r);
      ctx.lineTo(-r * 0.6, r);
      for (let i = 0; i < 4; i++) {
        ctx.moveTo(-r * 0.3 + i * r * 0.25, r);
        ctx.lineTo(-r * 0.3 + i * r * 0.25, -r * 0.6 + (3 - i) * r * 0.1);
      }
      break;
    case 'chair':
      ctx.moveTo(-r * 0.5, -r);
      ctx.lineTo(-r * 0.5, r);
      ctx.moveTo(-r * 0.5, 0);
      ctx.lineTo(r * 0.6, 0);
      ctx.lineTo(r * 0.6, r);
      break;
    case 'mirror':
      ctx.ellipse(0, -r * 0.35, r * 0.55, r * 0.6, 0, 0, Math.PI * 2);
      ctx.moveTo(0, r * 0.25);
      ctx.lineTo(0, r);
      ctx.moveTo(-r * 0.3, r);
      ctx.lineTo(r * 0.3, r);
      break;
    case 'statuette':
      ctx.arc(0, -r * 0.65, r * 0.3, 0, Math.PI * 2);
      ctx.moveTo(-r * 0.35, -r * 0.25);
      ctx.lineTo(r * 0.35, -r * 0.25);
      ctx.lineTo(r * 0.2, r);
      ctx.lineTo(-r * 0.2, r);
      ctx.closePath();
      break;
    case 'necklace':
      ctx.arc(0, -r * 0.3, r * 0.8, 0.15 * Math.PI, 0.85 * Math.PI);
      for (let i = 0; i < 5; i++) {
        const a = (0.2 + i * 0.15) * Math.PI;
        ctx.moveTo(Math.cos(a) * r * 0.8 + r * 0.12, -r * 0.3 + Math.sin(a) * r * 0.8);
        ctx.arc(Math.cos(a) * r * 0.8, -r * 0.3 + Math.sin(a) * r * 0.8, r * 0.12, 0, Math.PI * 2);
      }
      break;
    case 'goldsmith':
      ctx.moveTo(0, -r);
      ctx.lineTo(r * 0.8, -r * 0.2);
      ctx.lineTo(0, r);
      ctx.lineTo(-r * 0.8, -r * 0.2);
      ctx.closePath();
      ctx.moveTo(-r * 0.8, -r * 0.2);
      ctx.lineTo(r * 0.8, -r * 0.2);
      break;
    case 'papyrus':
      ctx.rect(-r * 0.7, -r * 0.8, r * 1.4, r * 1.6);
      for (let i = 0; i < 4; i++) {
        ctx.moveTo(-r * 0.45, -r * 0.4 + i * r * 0.35);
        ctx.lineTo(r * 0.45, -r * 0.4 + i * r * 0.35);
      }
      break;
    case 'cup':
      ctx.moveTo(-r * 0.7, -r * 0.8);
      ctx.quadraticCurveTo(-r * 0.6, r * 0.2, 0, r * 0.2);
      ctx.quadraticCurveTo(r * 0.6, r * 0.2, r * 0.7, -r * 0.8);
      ctx.moveTo(0, r * 0.2);
      ctx.lineTo(0, r * 0.8);
      ctx.moveTo(-r * 0.4, r * 0.9);
      ctx.lineTo(r * 0.4, r * 0.9);
      break;
    default:
      ctx.arc(0, 0, r * 0.7, 0, Math.PI * 2);
  }
  ctx.stroke();
  ctx.restore();
}

/** The ankh, on card backs and the Akhenaton card. */
function ankh(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, color: string): void {
  ctx.save();
  ctx.strokeStyle = color;
  ctx.lineWidth = r * 0.22;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.ellipse(x, y - r * 0.55, r * 0.35, r * 0.45, 0, 0, Math.PI * 2);
  ctx.moveTo(x, y - r * 0.1);
  ctx.lineTo(x, y + r);
  ctx.moveTo(x - r * 0.6, y + r * 0.1);
  ctx.lineTo(x + r * 0.6, y + r * 0.1);
  ctx.stroke();
  ctx.restore();
}

export function nefertitiPainters(data: NefertitiData, texts: CardTexts): Record<string, Painter> {
  const types = new Map(data.giftTypes.map((g) => [g.id, g]));
  const out: Record<string, Painter> = {};
  out.back = (ctx, w, h) => {
    frame(ctx, w, h, '#1d3f6e', '#d9b24a');
    ctx.strokeStyle = 'rgba(217,178,74,0.45)';
    ctx.lineWidth = 2;
    for (let i = 0; i < 7; i++) ctx.strokeRect(26 + i * 6, 26 + i * 6, w - 52 - i * 12, h - 52 - i * 12);
    ankh(ctx, w / 2, h / 2, 54, '#d9b24a');
  };
  out.edge = (ctx, w, h) => {
    ctx.fillStyle = '#e8dcc0';
    ctx.fillRect(0, 0, w, h);
  };
  for (const c of data.cards) {
    const g = types.get(c.type);
    const colour = TYPE_COLORS[c.type] ?? '#6b5a45';
    out[c.id] = (ctx, w, h) => {
      // Seen from the default camera a card is about 50 px wide: few, large marks (a type band, the price row in big
      // digits) read there; the full wording is in the card's tip.
      frame(ctx, w, h, colour, c.foreign ? '#2fb3a0' : '#d9b24a');
      ctx.fillStyle = 'rgba(0,0,0,0.28)';
      ctx.fillRect(14, 16, w - 28, 62);
      title(ctx, texts.type(c.type), w / 2, 48, 50, w - 36);
      drawGift(ctx, c.type, w / 2, h * GIFT_AT, 50);
      if (c.units > 1) title(ctx, `×${c.units}`, w - 44, h * 0.43, 52, 70, '#ffe08a');
      if (c.foreign) {
        ctx.fillStyle = '#2fb3a0';
        ctx.beginPath();
        ctx.arc(44, h * 0.43, 32, 0, Math.PI * 2);
        ctx.fill();
        title(ctx, `+${c.bonus}`, 44, h * 0.43, 40, 58);
      }
      // The price by owners (the "cours"): fewer owners, higher price.
      const prices = g?.prices ?? [];
      ctx.fillStyle = 'rgba(0,0,0,0.4)';
      ctx.fillRect(14, h - 112, w - 28, 96);
      const n = Math.max(1, prices.length);
      prices.forEach((p, i) => {
        const x = 14 + ((i + 0.5) * (w - 28)) / n;
        ctx.font = `400 18px ${UI_FONT}`;
        ctx.fillStyle = '#e8d9b8';
        ctx.textAlign = 'center';
        ctx.fillText(prices.length > 1 ? String(i + 1) : texts.owners, x, h - 96);
        title(ctx, String(p), x, h - 52, 52, (w - 28) / n - 10);
      });
    };
  }
  for (const ch of data.characters) {
    out[`char:${ch.id}`] = (ctx, w, h) => {
      frame(ctx, w, h, '#3a2350', '#d9b24a');
      // The name is what must read from the default camera: large, on two lines when long; the figure below it small.
      title2(ctx, texts.character(ch.id), w / 2, 74, 54, w - 32, '#f3dc8e');
      ctx.fillStyle = '#f3dc8e';
      ctx.beginPath();
      ctx.arc(w / 2, h * 0.55, 44, Math.PI, 0);
      ctx.lineTo(w / 2 + 30, h * 0.55 + 52);
      ctx.lineTo(w / 2 - 30, h * 0.55 + 52);
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = '#3a2350';
      ctx.beginPath();
      ctx.arc(w / 2, h * 0.53, 20, 0, Math.PI * 2);
      ctx.fill();
      const bonus = (ch.params as { bonus?: number }).bonus;
      if (bonus) title(ctx, `+${bonus}`, w / 2, h - 46, 52, 120, '#ffe08a');
    };
  }
  out.wanderingThief = out['char:wanderingThief'] ?? out.back;
  out.akhenaton = (ctx, w, h) => {
    frame(ctx, w, h, '#8a5a12', '#ffe08a');
    ctx.fillStyle = '#ffd24a';
    ctx.beginPath();
    ctx.arc(w / 2, h * 0.42, 50, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = '#ffd24a';
    ctx.lineWidth = 4;
    for (let i = 0; i < 11; i++) {
      const a = Math.PI * (0.1 + (i * 0.8) / 10);
      ctx.beginPath();
      ctx.moveTo(w / 2 + Math.cos(a) * 60, h * 0.42 + Math.sin(a) * 60);
      ctx.lineTo(w / 2 + Math.cos(a) * 110, h * 0.42 + Math.sin(a) * 110);
      ctx.stroke();
    }
    title(ctx, texts.akhenaton, w / 2, h - 50, 32, w - 40);
  };
  return out;
}
