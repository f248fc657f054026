import * as THREE from 'three';
import { BANK_H, FIELD, TOP, type Vec3 } from './layout';

type P2 = [number, number];

/**
 * The bank's edge seen in section, from the fields' edge outward and down (outward, height above the board): a rounded
 * shoulder, then a slope to the water or the sand, ending just under the board's top so no seam shows.
 */
const PROFILE: readonly P2[] = [
  [0, BANK_H],
  [0.016, BANK_H - 0.004],
  [0.03, BANK_H - 0.014],
  [0.042, BANK_H - 0.03],
  [0.1, -0.004],
];

/**
 * The outline of one bank from above (x, z), as the fields' cells cover it: each row of fields is a strip from the
 * Nile outward, the rows one after the other north to south, so the outline is a staircase.
 */
export function bankOutline(fields: readonly Vec3[], rowOf: readonly number[], west: boolean): P2[] {
  const rows = new Map<number, { out: number; z: number }>();
  fields.forEach((p, f) => {
    if (p[0] < 0 !== west) return;
    const r = rowOf[f]!;
    const out = Math.abs(p[0]) + FIELD.w / 2;
    const had = rows.get(r);
    rows.set(r, { out: Math.max(had?.out ?? 0, out), z: p[2] });
  });
  const list = [...rows.values()].sort((a, b) => a.z - b.z);
  if (!list.length) return [];
  const inner = Math.min(...fields.filter((p) => p[0] < 0 === west).map((p) => Math.abs(p[0]) - FIELD.w / 2));
  const pts: P2[] = [[inner, list[0]!.z - FIELD.d / 2]];
  for (const r of list) pts.push([r.out, r.z - FIELD.d / 2], [r.out, r.z + FIELD.d / 2]);
  pts.push([inner, list[list.length - 1]!.z + FIELD.d / 2]);
  const clean = pts.filter((p, i) => i === 0 || Math.hypot(p[0] - pts[i - 1]![0], p[1] - pts[i - 1]![1]) > 1e-6);
  return west ? clean.map(([x, z]) => [-x, z]) : clean;
}

const area = (pts: readonly P2[]): number => pts.reduce((a, p, i) => {
  const q = pts[(i + 1) % pts.length]!;
  return a + p[0] * q[1] - q[0] * p[1];
}, 0);

/** Outward unit normal of each edge i (from point i to i + 1) of a closed outline. */
function normals(pts: readonly P2[]): P2[] {
  const s = area(pts) > 0 ? 1 : -1;
  return pts.map((p, i) => {
    const q = pts[(i + 1) % pts.length]!;
    const [dx, dz] = [q[0] - p[0], q[1] - p[1]];
    const l = Math.hypot(dx, dz);
    return [(s * dz) / l, (-s * dx) / l];
  });
}

/** The offset of corner i for a unit outward move of both its edges (the miter). */
function miter(n: readonly P2[], i: number): P2 {
  const a = n[(i - 1 + n.length) % n.length]!;
  const b = n[i]!;
  const k = 1 + a[0] * b[0] + a[1] * b[1];
  return [(a[0] + b[0]) / k, (a[1] + b[1]) / k];
}

/** How much triangle (a, b, c) of `pos` faces outward (along `n`) and up. */
function facing(pos: readonly number[], a: number, b: number, c: number, n: P2): number {
  const at = (i: number) => new THREE.Vector3(pos[i * 3]!, pos[i * 3 + 1]!, pos[i * 3 + 2]!);
  const [A, B, C] = [at(a), at(b), at(c)];
  const normal = B.sub(A).cross(C.sub(A));
  return normal.x * n[0] + normal.y * 0.5 + normal.z * n[1];
}

/**
 * The sloped edges of the banks (no top: the fields' tiles are the top, so nothing is drawn twice): one strip per
 * outline edge, its own vertices (sharp corners), smooth down the profile. `u` runs along the edge in table units, `v`
 * down the profile (0 at the fields' edge).
 */
export function bankEdges(outlines: readonly P2[][]): THREE.BufferGeometry {
  const pos: number[] = [];
  const uv: number[] = [];
  const index: number[] = [];
  for (const pts of outlines) {
    const n = normals(pts);
    let u = 0;
    pts.forEach((a, i) => {
      const j = (i + 1) % pts.length;
      const b = pts[j]!;
      const [ma, mb] = [miter(n, i), miter(n, j)];
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
      const base = pos.length / 3;
      PROFILE.forEach(([o, y], k) => {
        pos.push(a[0] + ma[0] * o, TOP + y, a[1] + ma[1] * o, b[0] + mb[0] * o, TOP + y, b[1] + mb[1] * o);
        const v = k / (PROFILE.length - 1);
        uv.push(u * 2, 1 - v, (u + len) * 2, 1 - v);
      });
      for (let k = 0; k + 1 < PROFILE.length; k++) {
        const [a0, b0, a1, b1] = [base + 2 * k, base + 2 * k + 1, base + 2 * k + 2, base + 2 * k + 3];
        // Wound so the face looks outward and up.
        if (facing(pos, a0, b0, a1, n[i]!) > 0) index.push(a0, b0, a1, b0, b1, a1);
        else index.push(a0, a1, b0, b0, a1, b1);
      }
      u += len;
    });
  }
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.Float32BufferAttribute(pos, 3));
  g.setAttribute('uv', new THREE.Float32BufferAttribute(uv, 2));
  g.setIndex(index);
  g.computeVertexNormals();
  return g;
}

/** A field's top: one quad the size of its cell, facing up (the banks' outlines are the cells' union: no seam). */
export function fieldTop(): THREE.BufferGeometry {
  return new THREE.PlaneGeometry(FIELD.w, FIELD.d).rotateX(-Math.PI / 2);
}
