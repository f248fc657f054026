import * as THREE from 'three';
import type { Atlas } from './atlas';

/** Card size in table units (1 unit = 10 cm): a 63 × 88 mm card, 0.3 mm thick (a little more, to be seen). */
export const CARD_W = 0.63;
export const CARD_H = 0.88;
export const CARD_T = 0.008;

/**
 * A card as a thin box whose six faces take their UVs from the atlas: the top face (+y) shows `front`, the bottom
 * face shows `back`, the four edges show the `edge` tile. One geometry per (front, back) pair, cached, so every card
 * on the table is one mesh, one material, one draw call. Scale y to make a pile.
 */
export function cardGeometry(atlas: Atlas, front: string, back = 'back', edge = 'edge', cache?: Map<string, THREE.BufferGeometry>): THREE.BufferGeometry {
  const key = `${front}|${back}|${edge}`;
  const hit = cache?.get(key);
  if (hit) return hit;
  const g = new THREE.BoxGeometry(CARD_W, CARD_T, CARD_H);
  const uv = g.getAttribute('uv') as THREE.BufferAttribute;
  // BoxGeometry face order: +x, -x, +y, -y, +z, -z; 4 vertices each, uv corners (0,1) (1,1) (0,0) (1,0).
  const faces: [string, boolean][] = [
    [edge, false],
    [edge, false],
    [front, false],
    [back, true],
    [edge, false],
    [edge, false],
  ];
  faces.forEach(([tile, mirror], f) => {
    const [u0, v0, u1, v1] = atlas.uv(tile);
    for (let k = 0; k < 4; k++) {
      const i = f * 4 + k;
      let u = uv.getX(i);
      const v = uv.getY(i);
      if (mirror) u = 1 - u;
      uv.setXY(i, u0 + u * (u1 - u0), v0 + v * (v1 - v0));
    }
  });
  uv.needsUpdate = true;
  cache?.set(key, g);
  return g;
}
