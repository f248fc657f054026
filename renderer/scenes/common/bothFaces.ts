import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

/**
 * The geometry with a back face under each of its faces (the same vertices, winding reversed, normals turned), for a
 * sheet seen from both sides drawn with a front-sided material. `side: DoubleSide` would be a shader program of its
 * own, and another for its shadow: two more links as a table opens (0.2 s each at medium in SwiftShader). The back
 * faces come first, as three draws a transparent double-sided material: back, then front. Frees `g`.
 */
export function bothFaces(g: THREE.BufferGeometry): THREE.BufferGeometry {
  const front = g.index ? g : withIndex(g);
  const back = front.clone();
  const normal = back.getAttribute('normal');
  if (normal) for (let i = 0; i < normal.count; i++) normal.setXYZ(i, -normal.getX(i), -normal.getY(i), -normal.getZ(i));
  const index = back.index!;
  for (let i = 0; i + 2 < index.count; i += 3) {
    const b = index.getX(i + 1);
    index.setX(i + 1, index.getX(i + 2));
    index.setX(i + 2, b);
  }
  const both = mergeGeometries([back, front]);
  if (!both) throw new Error('bothFaces: the geometry could not be merged with its back faces');
  back.dispose();
  front.dispose();
  if (front !== g) g.dispose();
  return both;
}

function withIndex(g: THREE.BufferGeometry): THREE.BufferGeometry {
  const copy = g.clone();
  copy.setIndex(Array.from({ length: g.getAttribute('position').count }, (_, i) => i));
  return copy;
}
