import * as THREE from 'three';

/**
 * Geometry without the faces nothing can see: a software renderer pays for every pixel of every layer it draws, even
 * where another layer covers it (no early depth rejection), so a face lying under another costs as much as one in view.
 */

/** The geometry without these face groups (indices into its `groups`), left as one ungrouped index. */
export function dropGroups(g: THREE.BufferGeometry, drop: readonly number[]): THREE.BufferGeometry {
  const index = g.getIndex()!;
  const kept: number[] = [];
  g.groups.forEach((group, i) => {
    if (drop.includes(i)) return;
    for (let k = group.start; k < group.start + group.count; k++) kept.push(index.getX(k));
  });
  g.setIndex(kept);
  g.clearGroups();
  return g;
}

/** BoxGeometry's face groups, in its order: +x, −x, +y, −y, +z, −z. */
const BOX_TOP = 2;
const BOX_BOTTOM = 3;

/**
 * A board's slab without its top and bottom faces: its painted top lies over the one and the felt under the other.
 * Its shadow is the same: a ray to the light from anywhere outside the footprint crosses a side.
 */
export function toplessBox(w: number, h: number, d: number): THREE.BufferGeometry {
  return dropGroups(new THREE.BoxGeometry(w, h, d), [BOX_TOP, BOX_BOTTOM]);
}
