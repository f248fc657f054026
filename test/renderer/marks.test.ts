/**
 * Colour is never the only cue: every player colour has a mark of its own, and every kind of crop,
 * gem and gift its own symbol or shape, in each of the four games. The pictures through simulated colour blindness
 * are in test/e2e/colour.test.ts; this checks the symbols themselves.
 */
import { describe, expect, it } from 'vitest';
import { CREW_COLOURS } from '../../engine/niagara/material/colours';
import { GEM_COLOURS } from '../../engine/niagara/material/gems';
import { DEFAULT_DATA as NEF_DATA } from '../../engine/nefertiti/material/default-data';
import { NILE_PLAYERS } from '../../engine/nile/setup';
import { BANKS_PLAYERS } from '../../engine/banks/setup';
import { NEFERTITI_PLAYERS } from '../../engine/nefertiti/setup';
import { NIAGARA_PLAYERS } from '../../engine/niagara/setup';
import { SEAT_PAINTS, markOutline, markSvgPath, seatPaint, type Mark } from '../../renderer/scenes/common/marks';
import { CREW_MARK, CREW_PAINT, GEM_GLYPH, GEM_PAINT } from '../../renderer/scenes/niagara/palette';
import { gemGeometries } from '../../renderer/scenes/niagara/River';
import { CROP_GLYPH, CROP_IDS } from '../../renderer/scenes/nile/cardArt';
import { GIFT_AT, nefertitiPainters } from '../../renderer/scenes/nefertiti/cardArt';

const distinct = <T,>(xs: readonly T[]): boolean => new Set(xs).size === xs.length;

describe('player colours come with distinct marks', () => {
  it('NILE, An den Ufern des Nils and Nefertiti: one paint per seat, every colour and every mark different', () => {
    const most = Math.max(NILE_PLAYERS.max, BANKS_PLAYERS.max, NEFERTITI_PLAYERS.max);
    const seats = Array.from({ length: most }, (_, i) => seatPaint(i));
    expect(SEAT_PAINTS.length).toBeGreaterThanOrEqual(most);
    expect(distinct(seats.map((p) => p.colour))).toBe(true);
    expect(distinct(seats.map((p) => p.mark))).toBe(true);
  });

  it('Niagara: each crew colour has its own mark (as many as seats can hold)', () => {
    expect(CREW_COLOURS.length).toBeGreaterThanOrEqual(NIAGARA_PLAYERS.max);
    expect(distinct(CREW_COLOURS.map((c) => CREW_PAINT[c]))).toBe(true);
    expect(distinct(CREW_COLOURS.map((c) => CREW_MARK[c]))).toBe(true);
  });

  it('every mark is a different outline (so the canvas, SVG and 3D pieces differ by shape)', () => {
    const marks: Mark[] = ['circle', 'triangle', 'square', 'plus', 'hexagon'];
    expect(distinct(marks.map((m) => markSvgPath(m)))).toBe(true);
    expect(distinct(marks.map((m) => markOutline(m).length))).toBe(true);
    for (const m of marks) for (const [x, y] of markOutline(m)) expect(Math.max(Math.abs(x), Math.abs(y))).toBeLessThanOrEqual(1.0001);
  });
});

describe('kinds come with distinct symbols', () => {
  it('NILE: each crop has its own glyph', () => {
    expect(distinct(CROP_IDS.map((c) => CROP_GLYPH[c]))).toBe(true);
  });

  it('Niagara: each gem colour has its own glyph (HUD) and its own solid (table)', () => {
    expect(distinct(GEM_COLOURS.map((g) => GEM_PAINT[g]))).toBe(true);
    expect(distinct(GEM_COLOURS.map((g) => GEM_GLYPH[g]))).toBe(true);
    const solids = gemGeometries();
    const shape = (g: (typeof GEM_COLOURS)[number]) => {
      const geo = solids[g];
      geo.computeBoundingBox();
      const s = geo.boundingBox!.max.clone().sub(geo.boundingBox!.min);
      return `${geo.type} ${geo.getAttribute('position').count} ${s.x.toFixed(3)}×${s.y.toFixed(3)}`;
    };
    expect(distinct(GEM_COLOURS.map(shape))).toBe(true);
    solids.dispose();
  });

  it('Nefertiti: each gift type is drawn differently on its card (not only in its own colour)', () => {
    const texts = { type: (id: string) => id, character: (id: string) => id, akhenaton: 'A', owners: 'O' };
    const painters = nefertitiPainters(NEF_DATA, texts);
    const drawings = NEF_DATA.giftTypes.map((type) => {
      const card = NEF_DATA.cards.find((c) => c.type === type.id)!;
      return giftDrawing((ctx) => painters[card.id]!(ctx, 256, 360), 256 / 2, 360 * GIFT_AT);
    });
    expect(drawings.every((d) => d.length > 0)).toBe(true);
    expect(distinct(drawings)).toBe(true);
  });
});

/**
 * The path operations a painter makes inside the gift drawing (from the `translate` to its centre up to the matching
 * `restore`), with colours and text left out: what stays is the shape.
 */
function giftDrawing(paint: (ctx: CanvasRenderingContext2D) => void, cx: number, cy: number): string {
  const calls: string[] = [];
  const gradient = { addColorStop: () => undefined };
  const target: Record<string, unknown> = {};
  const ctx = new Proxy(target, {
    get: (t, k) => {
      if (k in t) return t[k as string];
      if (k === 'measureText') return (s: string) => ({ width: s.length * 10 });
      if (k === 'createLinearGradient' || k === 'createRadialGradient') return () => gradient;
      return (...args: unknown[]) => void calls.push(`${String(k)}(${args.map((a) => (typeof a === 'number' ? a.toFixed(1) : '')).join(',')})`);
    },
    set: (t, k, v) => {
      t[k as string] = v;
      return true;
    },
  });
  // A Proxy standing in for the 2D context: the painters only call its methods and set its styles.
  paint(ctx as unknown as CanvasRenderingContext2D);
  const start = calls.indexOf(`translate(${cx.toFixed(1)},${cy.toFixed(1)})`);
  if (start < 0) return '';
  const end = calls.indexOf('restore()', start);
  return calls.slice(start, end).filter((c) => !c.startsWith('fillText') && !c.startsWith('strokeText')).join(' ');
}
