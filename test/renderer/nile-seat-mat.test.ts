/**
 * NILE's seat mats (renderer/scenes/nile/seatMat.ts): at every player count each seat's mat lies under all of its
 * area's cards (each field's first card, on its slot, a field grown to nine cards, two speculations, the storage pile) and on the felt
 * (inside the wooden rim), and no two seats' mats overlap.
 */
import { describe, expect, it } from 'vitest';
import { CARD_H, CARD_W } from '../../renderer/scenes/common/cardGeometry';
import { FELT_INSET } from '../../renderer/scenes/common/tableTop';
import { CROP_IDS } from '../../renderer/scenes/nile/cardArt';
import { TABLE, fieldPose, fieldSlotPose, matPose, seatFrames, seatMat, specPose, storagePose, type SeatFrame, type Vec3 } from '../../renderer/scenes/nile/layout';

/** A table point in a seat area's own coordinates (the inverse of layout.ts's toTable). */
function local(f: SeatFrame, p: Vec3): [number, number] {
  const dx = p[0] - f.x, dz = p[2] - f.z;
  const c = Math.cos(f.yaw), s = Math.sin(f.yaw);
  return [dx * c - dz * s, dx * s + dz * c];
}

/** The mat's corners on the table. */
function corners(f: SeatFrame, players: number): [number, number][] {
  const SEAT_MAT = seatMat(players);
  const c = Math.cos(f.yaw), s = Math.sin(f.yaw);
  return [-1, 1].flatMap((u) => [-1, 1].map((v): [number, number] => {
    const lx = SEAT_MAT.cx + (u * SEAT_MAT.w) / 2, lz = SEAT_MAT.cz + (v * SEAT_MAT.d) / 2;
    return [f.x + lx * c + lz * s, f.z - lx * s + lz * c];
  }));
}

/** Whether two convex quadrilaterals overlap (separating axis test on their edges). */
function overlap(a: [number, number][], b: [number, number][]): boolean {
  const ring = (q: [number, number][]) => [q[0]!, q[1]!, q[3]!, q[2]!];
  for (const poly of [ring(a), ring(b)]) {
    for (let i = 0; i < 4; i++) {
      const [x1, z1] = poly[i]!, [x2, z2] = poly[(i + 1) % 4]!;
      const n: [number, number] = [z1 - z2, x2 - x1];
      const proj = (q: [number, number][]) => q.map(([x, z]) => x * n[0] + z * n[1]);
      const pa = proj(a), pb = proj(b);
      if (Math.max(...pa) < Math.min(...pb) || Math.max(...pb) < Math.min(...pa)) return false;
    }
  }
  return true;
}

describe('NILE seat mats', () => {
  it.each([2, 3, 4, 5])('%i players: under every card of the seat, on the felt, apart', (players) => {
    const frames = seatFrames(players, 0);
    const SEAT_MAT = seatMat(players);
    for (const f of frames) {
      expect(matPose(f, players).p[1], 'lying under the cards').toBeLessThan(fieldSlotPose(f, 'P').p[1]);
      // A field's first card lies on its slot (fieldSlotPose is its outline group's origin, not the slot's middle).
      const cards = [...CROP_IDS.flatMap((c) => [fieldPose(f, c, 0).p, fieldPose(f, c, 8, 9).p]), specPose(f, 0).p, specPose(f, 1).p, storagePose(f).p];
      for (const p of cards) {
        const [x, z] = local(f, p);
        const inX = Math.abs(x - SEAT_MAT.cx) + CARD_W / 2 <= SEAT_MAT.w / 2;
        const inZ = Math.abs(z - SEAT_MAT.cz) + CARD_H / 2 <= SEAT_MAT.d / 2;
        expect(inX && inZ, `seat ${f.seat}: a card at ${x.toFixed(2)}, ${z.toFixed(2)} on its mat`).toBe(true);
      }
      for (const [x, z] of corners(f, players)) expect((x / (TABLE.rx - FELT_INSET)) ** 2 + (z / (TABLE.rz - FELT_INSET)) ** 2, `seat ${f.seat}: a corner on the felt, inside the rim`).toBeLessThan(1);
    }
    for (const [i, a] of frames.entries()) for (const b of frames.slice(i + 1)) expect(overlap(corners(a, players), corners(b, players)), `seats ${a.seat} and ${b.seat}`).toBe(false);
  });
});
