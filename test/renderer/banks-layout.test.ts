/**
 * The banks board's layout, as plain geometry on the table's top (x east, z south): a field holds its markers without
 * their overlapping each other, leaving it or covering its palms; a market space holds its marker; and nothing painted
 * or laid on the board overlaps anything else — fields, market spaces, track spaces, the flood circle, the piles' spots
 * and every word (each at the most its place lets it span, so in any language).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA } from '../../engine/banks';
import { tables } from '../../engine/banks/material/compile';
import { BOARD_RECT, DISC_R, FIELD, MARKER_SIZE, U, banksLayout, fieldSlot, palmSpots, type Vec3 } from '../../renderer/scenes/banks/layout';
import { PILE_SPOT, TRACK_SPACE, artToTable, boardLabels, type BoardLabel } from '../../renderer/scenes/banks/boardArt';

const t = tables(DEFAULT_DATA);
const L = banksLayout(t, 5);
const R = DISC_R * MARKER_SIZE;
/** A palm trunk's radius at its foot, the largest palm's (palmGeometry.ts, Palms.tsx: up to 1.11 times). */
const TRUNK_R = 0.025;

interface Rect {
  id: string;
  x0: number;
  x1: number;
  z0: number;
  z1: number;
}

const rect = (id: string, p: Vec3, w: number, d: number): Rect => ({ id, x0: p[0] - w / 2, x1: p[0] + w / 2, z0: p[2] - d / 2, z1: p[2] + d / 2 });
const meets = (a: Rect, b: Rect) => a.x0 < b.x1 && b.x0 < a.x1 && a.z0 < b.z1 && b.z0 < a.z1;
const inside = (a: Rect, b: { x0: number; x1: number; z0: number; z1: number }) => a.x0 >= b.x0 && a.x1 <= b.x1 && a.z0 >= b.z0 && a.z1 <= b.z1;
const apart = (a: Vec3, b: Vec3) => Math.hypot(a[0] - b[0], a[2] - b[2]);

/** The most a painted word covers: its place's width, its font's height (the middle baseline halfway). */
function wordRect(l: BoardLabel): Rect {
  const left = l.align === 'right' ? l.x - l.maxWidth : l.x - l.maxWidth / 2;
  const [x0, , z0] = artToTable(left, l.y - l.px * 0.6);
  const [x1, , z1] = artToTable(left + l.maxWidth, l.y + l.px * 0.6);
  return { id: `word:${l.id}`, x0, x1, z0, z1 };
}

/** Everything lying on the board, each as the rectangle it covers. */
function boardRects(): Rect[] {
  const words = { market: 'Market', boat: 'Boat', desertDraw: 'Desert cards', desertDiscard: 'Desert discard', waterDiscard: 'Used water' };
  const tide = L.tide.radius * 2 * 1.12;
  return [
    ...L.fields.map((p, f) => rect(`field:${t.fieldIds[f]}`, p, FIELD.w * 0.94, FIELD.d * 0.94)),
    ...L.market.flatMap((col, m) => col.map((p, i) => rect(`market:${m}:${i}`, p, U * 1.2, U * 0.96))),
    ...L.track.map((p, i) => rect(`track:${i}`, p, TRACK_SPACE, TRACK_SPACE)),
    rect('tide', L.tide.centre, tide, tide),
    rect('desertDraw', L.desertDraw, PILE_SPOT, PILE_SPOT),
    rect('desertDiscard', L.desertDiscard, PILE_SPOT, PILE_SPOT),
    ...boardLabels(L, t.minValue, words).map(wordRect),
  ];
}

describe('the banks board layout', () => {
  it('a field holds its markers, alone or two one behind the other, on it and clear of its palms', () => {
    for (const field of L.fields) {
      const tile = rect('tile', field, FIELD.w * 0.94, FIELD.d * 0.94);
      for (const of of [1, 2]) {
        const slots = Array.from({ length: of }, (_, i) => fieldSlot(field, i, of));
        for (const s of slots) {
          expect(inside(rect('marker', s, 2 * R, 2 * R), tile)).toBe(true);
          for (const palm of palmSpots(field, 4)) expect(apart(s, palm)).toBeGreaterThan(R + TRUNK_R);
        }
        if (of === 2) expect(apart(slots[0]!, slots[1]!)).toBeGreaterThanOrEqual(2 * R);
      }
    }
  });

  it('a marker fits a market space', () => {
    expect(2 * R).toBeLessThan(U * 0.96);
    expect(2 * R).toBeLessThan(U * 1.2);
  });

  it('fields, market and track spaces, the flood circle, the piles and every word lie on the board, none over another', () => {
    const rects = boardRects();
    const board = { x0: BOARD_RECT.x0, x1: BOARD_RECT.x1, z0: BOARD_RECT.z0, z1: BOARD_RECT.z1 };
    const off = rects.filter((r) => !inside(r, board)).map((r) => r.id);
    expect(off).toEqual([]);
    const overlaps = rects.flatMap((a, i) => rects.slice(i + 1).flatMap((b) => (meets(a, b) ? [`${a.id} × ${b.id}`] : [])));
    expect(overlaps).toEqual([]);
  });
});
