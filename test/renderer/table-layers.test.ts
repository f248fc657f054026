import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { flatRing, setInnerOutline } from '../../renderer/scenes/common/flatRing';
import { HOLE_INSET, RIM_SEGMENTS, floorHole } from '../../renderer/scenes/common/floorHole';
import { FELT_INSET, feltGeometry, rimGeometry } from '../../renderer/scenes/common/tableTop';
import { toplessBox } from '../../renderer/scenes/common/hiddenFaces';
import { FLOOR_Y } from '../../renderer/scenes/common/shadowFit';
import { createRng, randFloat } from '../../engine/core/rng';

/** Each triangle of an indexed geometry: its corners and its (unnormalised) normal. */
function triangles(g: THREE.BufferGeometry): { a: THREE.Vector3; b: THREE.Vector3; c: THREE.Vector3; n: THREE.Vector3 }[] {
  const pos = g.getAttribute('position');
  const index = g.getIndex()!;
  const at = (i: number) => new THREE.Vector3().fromBufferAttribute(pos, index.getX(i));
  const out = [];
  for (let i = 0; i < index.count; i += 3) {
    const [a, b, c] = [at(i), at(i + 1), at(i + 2)];
    out.push({ a, b, c, n: new THREE.Vector3().subVectors(b, a).cross(new THREE.Vector3().subVectors(c, a)) });
  }
  return out;
}

const area = (g: THREE.BufferGeometry) => triangles(g).reduce((s, t) => s + t.n.length() / 2, 0);

/** Is the point inside the polygon (x, z)? */
function inside(p: [number, number], poly: readonly [number, number][]): boolean {
  let odd = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, zi] = poly[i]!;
    const [xj, zj] = poly[j]!;
    if (zi > p[1] !== zj > p[1] && p[0] < ((xj - xi) * (p[1] - zi)) / (zj - zi) + xi) odd = !odd;
  }
  return odd;
}

describe('flatRing', () => {
  it('faces up everywhere, and covers the area between its outlines', () => {
    const g = flatRing(64, (s, c) => [2 * s, 2 * c], (s, c) => [5 * s, 5 * c], (x, z) => [x, z]);
    for (const t of triangles(g)) expect(t.n.y).toBeGreaterThan(0);
    const polygon = (r: number) => 0.5 * 64 * r * r * Math.sin((2 * Math.PI) / 64);
    expect(area(g)).toBeCloseTo(polygon(5) - polygon(2), 6);
  });

  it('moves its inner outline (and the uvs with it); a collapsed outline makes it a whole disc', () => {
    const g = flatRing(8, () => [0, 0], (s, c) => [s, c], (x, z) => [x + 10, z]);
    const before = area(g);
    setInnerOutline(g, Array.from({ length: 9 }, (_, i): [number, number] => [0.5 * Math.sin((i / 8) * 2 * Math.PI), 0.5 * Math.cos((i / 8) * 2 * Math.PI)]), (x, z) => [x + 10, z]);
    expect(area(g)).toBeCloseTo(before * 0.75, 6);
    expect(g.getAttribute('uv').getX(2)).toBeCloseTo(10.5, 6);
  });
});

describe('floorHole: the floor the table top hides from the camera', () => {
  const rx = 10;
  const rz = 10.8;
  it('is the top outline projected from the eye: every point in it is hidden by the top, from every camera the rig allows', () => {
    const state = createRng('floor-hole');
    const rng = () => randFloat(state);
    let cut = 0;
    for (let n = 0; n < 300; n++) {
      // The camera rig: 5–30 from a target near the centre, polar angle 0.12–1.3.
      const target = new THREE.Vector3((rng() - 0.5) * 8, 0, (rng() - 0.5) * 8);
      const eye = new THREE.Vector3().setFromSphericalCoords(5 + rng() * 25, 0.12 + rng() * 1.18, rng() * 2 * Math.PI).add(target);
      const hole = floorHole(eye, rx, rz, FLOOR_Y, RIM_SEGMENTS, 56);
      if (!hole) continue;
      cut++;
      for (let k = 0; k < 40; k++) {
        const p: [number, number] = [(rng() - 0.5) * 112, (rng() - 0.5) * 112];
        if (!inside(p, hole)) continue;
        // Where the ray from the eye to this floor point crosses the top's height.
        const t = eye.y / (eye.y - FLOOR_Y);
        const x = eye.x + (p[0] - eye.x) * t;
        const z = eye.z + (p[1] - eye.z) * t;
        expect((x / rx) ** 2 + (z / rz) ** 2, `eye ${eye.toArray()} point ${p}`).toBeLessThan(1);
      }
    }
    expect(cut, 'most cameras cut a hole').toBeGreaterThan(250);
  });

  it('stays inside the top by HOLE_INSET straight from above', () => {
    const hole = floorHole({ x: 0, y: 20, z: 0 }, rx, rz, FLOOR_Y, RIM_SEGMENTS, 56)!;
    const k = (20 - FLOOR_Y) / 20;
    expect(hole[0]![1]).toBeCloseTo(HOLE_INSET * rz * k, 6);
    expect(hole).toHaveLength(RIM_SEGMENTS + 1);
  });

  it('cuts nothing for an eye at the top or below it, or for a hole past the floor’s edge', () => {
    expect(floorHole({ x: 0, y: 0, z: 30 }, rx, rz, FLOOR_Y, RIM_SEGMENTS, 56)).toBeNull();
    expect(floorHole({ x: 0, y: -1, z: 30 }, rx, rz, FLOOR_Y, RIM_SEGMENTS, 56)).toBeNull();
    expect(floorHole({ x: 0, y: 0.5, z: 30 }, rx, rz, FLOOR_Y, RIM_SEGMENTS, 56)).toBeNull();
  });
});

describe('the table top: no layer drawn under another', () => {
  it('the felt leaves a hole under a board, inside its footprint, and covers the rest of its oval', () => {
    const board = { x0: -7, x1: 7, z0: -4.3, z1: 2.9 };
    const [fx, fz] = [11.6 - FELT_INSET, 8.6 - FELT_INSET];
    const g = feltGeometry(fx, fz, board);
    const pos = g.getAttribute('position');
    for (let i = 0; i <= RIM_SEGMENTS; i++) {
      const [x, z] = [pos.getX(i), pos.getZ(i)];
      expect(x).toBeGreaterThan(board.x0);
      expect(x).toBeLessThan(board.x1);
      expect(z).toBeGreaterThan(board.z0);
      expect(z).toBeLessThan(board.z1);
      const o = RIM_SEGMENTS + 1 + i;
      expect((pos.getX(o) / fx) ** 2 + (pos.getZ(o) / fz) ** 2).toBeCloseTo(1, 6);
    }
    for (const t of triangles(g)) expect(t.n.y).toBeGreaterThan(0);
    const hole = (14 - 0.1) * (7.2 - 0.1);
    expect(area(g) / (Math.PI * fx * fz - hole)).toBeCloseTo(1, 2);
    // Without a board: the whole oval.
    expect(area(feltGeometry(fx, fz)) / (Math.PI * fx * fz)).toBeCloseTo(1, 2);
  });

  it('the rim’s top is only the ring the felt leaves, reaching under the felt’s edge; its bottom (the shadow) is whole', () => {
    const [rx, rz] = [12.2, 8.2];
    const rim = rimGeometry(rx, rz);
    const tops = triangles(rim).filter((t) => t.n.y > 0 && Math.abs(t.a.y - 0.2) < 1e-6 && Math.abs(t.b.y - 0.2) < 1e-6 && Math.abs(t.c.y - 0.2) < 1e-6);
    expect(tops.length).toBe(2 * RIM_SEGMENTS);
    for (const t of tops)
      for (const v of [t.a, t.b, t.c]) {
        const r = Math.hypot((v.x * rx) / (rx - FELT_INSET), (v.z * rz) / (rz - FELT_INSET));
        expect(r, 'no top under the felt but a thin overlap').toBeGreaterThan(0.99);
      }
    const ringArea = tops.reduce((s, t) => s + (t.n.length() / 2) * rx * rz, 0);
    expect(ringArea).toBeLessThan(Math.PI * rx * rz * 0.2);
    const bottom = triangles(rim).filter((t) => t.n.y < 0 && t.a.y < -0.19 && t.b.y < -0.19 && t.c.y < -0.19);
    expect(bottom.reduce((s, t) => s + t.n.length() / 2, 0)).toBeCloseTo(Math.PI * 0.97 ** 2, 1);
  });

  it('a board slab has its sides only', () => {
    const g = toplessBox(4, 0.2, 3);
    const ts = triangles(g);
    expect(ts).toHaveLength(8);
    for (const t of ts) expect(Math.abs(t.n.clone().normalize().y)).toBeLessThan(1e-6);
    expect(g.groups).toHaveLength(0);
  });
});
