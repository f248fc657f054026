import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { keptGeometry } from '../common/keptGeometry';
import { markGeometry, type Mark } from '../common/marks';

/**
 * A servant: a small standing figure (robe and head, one lathe) on a base in its seat's mark, with the mark again on a
 * shield at its chest, turned up towards the camera: the shape reads from the table's high view where the base is
 * mostly hidden by the figure. Two groups, one draw each: 0 in the seat's colour, 1 the shield's dark rim (a second
 * material: a light rim vanished against the light seat colours and the sand, a dark one outlines every mark).
 */
export function servantGeometry(mark: Mark): THREE.BufferGeometry {
  return keptGeometry(`nefertiti:servant:${mark}`, () => buildServant(mark));
}

/** Robe, shoulders and head, bottom to top (radius, height). */
const PROFILE: [number, number][] = [
  [0, 0.035], [0.085, 0.035], [0.072, 0.09], [0.056, 0.19], [0.066, 0.225], [0.04, 0.255], [0.028, 0.265],
  [0.05, 0.285], [0.053, 0.31], [0.042, 0.338], [0.02, 0.352], [0, 0.355],
];

/** A flat mark stood up facing +z, leaning back by `lean` (towards a camera above the table), at (0, y, z). */
function shield(mark: Mark, r: number, depth: number, y: number, z: number, lean: number): THREE.BufferGeometry {
  const g = markGeometry(mark, r, depth);
  g.rotateX(Math.PI / 2);
  g.rotateX(-lean);
  g.translate(0, y, z);
  return g;
}

function buildServant(mark: Mark): THREE.BufferGeometry {
  // Extruded marks come without an index: the lathe loses its own, so the parts merge.
  const body = new THREE.LatheGeometry(PROFILE.map(([x, y]) => new THREE.Vector2(x, y)), 12).toNonIndexed();
  const base = markGeometry(mark, 0.112, 0.035).translate(0, 0.0175, 0);
  const front = shield(mark, 0.078, 0.014, 0.175, 0.09, 0.55);
  const rim = shield(mark, 0.1, 0.012, 0.173, 0.076, 0.55);
  const parts = [body, base, front, rim];
  const colour = mergeGeometries([body, base, front])!;
  const out = mergeGeometries([colour, rim], true)!;
  for (const p of [...parts, colour]) p.dispose();
  return out;
}
