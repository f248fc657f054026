import type { Tables } from './compile';

/**
 * Suggested 3D board coordinates (spec §3.5, ASSUMPTION A3; cosmetic only, no rule reads them). Unit = one field
 * square; x points east, y north, origin at the bottom centre of a 16 × 22 board.
 */
export interface Point {
  x: number;
  y: number;
}

export const BOARD = { width: 16, height: 22 } as const;
export const NILE_BAND = { x0: -1, x1: 1, y0: 0, y1: 11 } as const;
export const BOAT: Point = { x: 0, y: 10 };
export const TIDE_CIRCLE = { centre: { x: -5, y: 3.5 }, radius: 1.2, order: ['FLUT', 'EBBE1', 'EBBE2'] } as const;
export const DESERT_DRAW = { x0: -6, x1: -4, y0: 0.2, y1: 1.8 } as const;
export const DESERT_DISCARD = { x0: 4, x1: 6, y0: 0.2, y1: 1.8 } as const;
export const WATER_DISCARD = { x0: -1, x1: 1, y0: 0, y1: 2 } as const;

/**
 * Field centres. Rows of a bank are stacked north to south in data order, one unit apart, the first at y = 8.5
 * (the default data lists 5, 4, 3, 2, giving y = 8.5, 7.5, 6.5, 5.5 as in §3.5). West field d sits at x = −(d + 0.5),
 * east field d at x = d + 0.5.
 */
export function fieldPositions(t: Tables): Point[] {
  const perBank = new Map<string, number>();
  const rowY: number[] = t.data.rows.map((r) => {
    const i = perBank.get(r.bank) ?? 0;
    perBank.set(r.bank, i + 1);
    return 8.5 - i;
  });
  return t.fieldIds.map((_, f) => {
    const r = t.fieldRow[f]!;
    const x = t.fieldD[f]! + 0.5;
    return { x: t.data.rows[r]!.bank === 'W' ? -x : x, y: rowY[r]! };
  });
}

/** Market spaces: columns at x = −2.25, −0.75, 0.75, 2.25 (generally 1.5 apart, centred), running down from y = 17. */
export function marketPositions(t: Tables): Point[][] {
  return t.cap.map((cap, m) => {
    const x = (m - (t.M - 1) / 2) * 1.5;
    return Array.from({ length: cap }, (_, i) => ({ x, y: 17 - 1.1 * i }));
  });
}

/** Score track spaces 1..n: the first half along y = 21 west to east, the rest back along y = 19.8. */
export function trackPositions(spaces: number): Point[] {
  const half = Math.ceil(spaces / 2);
  const step = half > 1 ? 14 / (half - 1) : 0;
  return Array.from({ length: spaces }, (_, i) =>
    i < half ? { x: -7 + i * step, y: 21 } : { x: 7 - (i - half) * step, y: 19.8 },
  );
}
