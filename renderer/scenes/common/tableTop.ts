import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { flatRing } from './flatRing';
import { dropGroups } from './hiddenFaces';
import { RIM_SEGMENTS } from './floorHole';
import { keptGeometry } from './keptGeometry';

/** The felt's inset from the rim's outer edge. */
export const FELT_INSET = 0.45;

/** A rectangle on the felt (x–z, in the table's space). */
export interface FeltRect {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
}

/** How far the felt's hole under a board keeps inside the board's footprint. */
const UNDER_INSET = 0.05;

/** CylinderGeometry's face groups, in its order: the side, the top cap, the bottom cap. */
const CYLINDER_TOP = 1;

/**
 * The rim: a wooden band (unit radius, scaled by rx, rz) around the felt, its top only the ring the felt leaves
 * uncovered (a cap under the felt would also fight the felt for depth from afar). The bottom cap stays: facing away
 * from the light, it is what casts the table's shadow (three draws a front-sided mesh's back faces into shadow maps).
 */
export function rimGeometry(rx: number, rz: number): THREE.BufferGeometry {
  const side = dropGroups(new THREE.CylinderGeometry(1, 0.97, 0.4, RIM_SEGMENTS), [CYLINDER_TOP]);
  // The ring reaches a little under the felt, in the rim's unit space.
  const inner = (r: number) => (r - FELT_INSET - 0.05) / r;
  const top = flatRing(RIM_SEGMENTS, (sin, cos) => [inner(rx) * sin, inner(rz) * cos], (sin, cos) => [sin, cos], (x, z) => [0.5 + x / 2, 0.5 + z / 2]);
  top.translate(0, 0.2, 0);
  const g = mergeGeometries([side, top]);
  side.dispose();
  top.dispose();
  return g;
}

/** The rim of a table of half-axes rx, rz: a copy of the one kept for that size (keptGeometry). */
export const keptRim = (rx: number, rz: number): THREE.BufferGeometry => keptGeometry(`rim:${rx}:${rz}`, () => rimGeometry(rx, rz));

/**
 * The felt (half-axes fx, fz, at y = 0, facing up), less the part an opaque board lying on it covers (`under`, whose
 * centre must be on the felt): a software renderer pays for every pixel of a layer even where another hides it.
 */
export function feltGeometry(fx: number, fz: number, under?: FeltRect): THREE.BufferGeometry {
  const uv = (x: number, z: number): [number, number] => [0.5 + x / (2 * fx), 0.5 - z / (2 * fz)];
  if (!under) return flatRing(RIM_SEGMENTS, () => [0, 0], (sin, cos) => [fx * sin, fz * cos], uv);
  const cx = (under.x0 + under.x1) / 2;
  const cz = (under.z0 + under.z1) / 2;
  const hw = (under.x1 - under.x0) / 2 - UNDER_INSET;
  const hd = (under.z1 - under.z0) / 2 - UNDER_INSET;
  // Both outlines along the same rays from the board's centre: where each ray leaves the board, and the felt's edge.
  const toBoardEdge = (sin: number, cos: number): [number, number] => {
    const t = Math.min(Math.abs(sin) > 1e-9 ? hw / Math.abs(sin) : Infinity, Math.abs(cos) > 1e-9 ? hd / Math.abs(cos) : Infinity);
    return [cx + t * sin, cz + t * cos];
  };
  const toFeltEdge = (sin: number, cos: number): [number, number] => {
    const a = (sin * sin) / (fx * fx) + (cos * cos) / (fz * fz);
    const b = 2 * ((cx * sin) / (fx * fx) + (cz * cos) / (fz * fz));
    const c = (cx * cx) / (fx * fx) + (cz * cz) / (fz * fz) - 1;
    const t = (-b + Math.sqrt(b * b - 4 * a * c)) / (2 * a);
    return [cx + t * sin, cz + t * cos];
  };
  return flatRing(RIM_SEGMENTS, toBoardEdge, toFeltEdge, uv);
}
