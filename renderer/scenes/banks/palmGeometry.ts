import * as THREE from 'three';
import { bothFaces } from '../common/bothFaces';

/** A palm's trunk height and how far its top leans (along +x, before the instance's turn). */
export const PALM = { h: 0.36, lean: 0.05 } as const;

/** Where the trunk's axis is at height share `t` (0 foot, 1 top): it leans more the higher it gets. */
const axisAt = (t: number): THREE.Vector3 => new THREE.Vector3(PALM.lean * t * t, PALM.h * t, 0);

/** The trunk: a tapered, leaning column in rings (the rings bulge a little, as a date palm's leaf scars do). */
export function palmTrunk(): THREE.BufferGeometry {
  const rings = 5;
  const sides = 6;
  const pos: number[] = [];
  const index: number[] = [];
  for (let k = 0; k <= rings; k++) {
    const t = k / rings;
    const c = axisAt(t);
    const r = (0.022 - 0.009 * t) * (k % 2 ? 1.12 : 1);
    for (let s = 0; s < sides; s++) {
      const a = (s / sides) * Math.PI * 2;
      pos.push(c.x + Math.cos(a) * r, c.y, c.z + Math.sin(a) * r);
    }
  }
  for (let k = 0; k < rings; k++) {
    for (let s = 0; s < sides; s++) {
      const [a, b] = [k * sides + s, k * sides + ((s + 1) % sides)];
      index.push(a, b + sides, b, a, a + sides, b + sides);
    }
  }
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.Float32BufferAttribute(pos, 3));
  g.setAttribute('uv', new THREE.Float32BufferAttribute(new Array((pos.length / 3) * 2).fill(0.5), 2));
  g.setIndex(index);
  g.computeVertexNormals();
  return g;
}

/**
 * One frond from the crown's middle along angle `a`: a folded blade (its rib raised) arching out and drooping, widest
 * at its middle. Faceted: each face its own normal (no `flatShading`, which is a shader program of its own).
 */
function frond(a: number, len: number, rise: number, droop: number): number[] {
  const steps = 4;
  const tri: number[] = [];
  const dir = new THREE.Vector3(Math.cos(a), 0, Math.sin(a));
  const side = new THREE.Vector3(-Math.sin(a), 0, Math.cos(a));
  const at = (s: number, across: number): THREE.Vector3 => {
    const w = 0.05 * Math.sin(Math.PI * Math.min(1, s * 1.1)) + 0.004;
    const p = dir.clone().multiplyScalar(s * len).addScaledVector(side, across * w);
    p.y = rise * s - droop * s * s - Math.abs(across) * 0.012;
    return p;
  };
  for (let i = 0; i < steps; i++) {
    const [s0, s1] = [i / steps, (i + 1) / steps];
    for (const e of [-1, 1]) {
      const quad = [at(s0, 0), at(s0, e), at(s1, e), at(s1, 0)];
      const order = e > 0 ? [0, 1, 2, 0, 2, 3] : [0, 2, 1, 0, 3, 2];
      for (const o of order) tri.push(quad[o]!.x, quad[o]!.y, quad[o]!.z);
    }
  }
  return tri;
}

/** The crown at the trunk's top: seven fronds, long and short, arching out and down, seen from both sides. */
export function palmCrown(): THREE.BufferGeometry {
  const pos: number[] = [];
  for (let i = 0; i < 7; i++) {
    const long = i % 2 === 0;
    pos.push(...frond((i / 7) * Math.PI * 2 + (long ? 0 : 0.2), long ? 0.2 : 0.15, long ? 0.07 : 0.1, long ? 0.16 : 0.12));
  }
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.Float32BufferAttribute(pos, 3));
  g.setAttribute('uv', new THREE.Float32BufferAttribute(new Array((pos.length / 3) * 2).fill(0.5), 2));
  g.computeVertexNormals();
  const top = axisAt(1);
  g.translate(top.x, top.y, top.z);
  return bothFaces(g);
}
