import * as THREE from 'three';

/** BoxGeometry's face groups, in its order: +x, −x, +y, −y, +z, −z. */
const TOP = 2;
const BOTTOM = 3;

/**
 * A board's slab without its top and bottom faces: its painted top lies over the one and the felt under the other, so
 * neither is ever seen, and a software renderer would pay for every pixel of both (every layer drawn counts, hidden or
 * not). Its shadow is the same: a ray to the light from anywhere outside the footprint crosses a side.
 */
export function toplessBox(w: number, h: number, d: number): THREE.BufferGeometry {
  const box = new THREE.BoxGeometry(w, h, d);
  const index = box.getIndex()!;
  const kept: number[] = [];
  box.groups.forEach((g, i) => {
    if (i === TOP || i === BOTTOM) return;
    for (let k = g.start; k < g.start + g.count; k++) kept.push(index.getX(k));
  });
  box.setIndex(kept);
  box.clearGroups();
  return box;
}
