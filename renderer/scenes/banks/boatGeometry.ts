import * as THREE from 'three';
import { bothFaces } from '../common/bothFaces';
import { keptGeometry } from '../common/keptGeometry';

/**
 * A Nile boat, its keel along z (bow north, −z): `half` its half length, `beam` its half width, `deck` its deck's
 * height above the water line. Its ends sweep up into high posts, as on the boats painted in Egyptian tombs.
 */
export const HULL = { half: 0.95, beam: 0.3, deck: 0.1, depth: 0.08 } as const;

/** The sheer (the gunwale's height) along the keel, `v` from −1 (bow) to 1 (stern): low amidships, rising at the ends. */
const sheer = (v: number): number => HULL.deck + 0.03 + 0.2 * Math.pow(Math.abs(v), 5);
/** Half width along the keel: full amidships, pointed at the ends. */
const width = (v: number): number => HULL.beam * Math.pow(Math.max(0, 1 - Math.pow(Math.abs(v), 2.4)), 0.6);

/** The hull as an open shell (seen from both sides: inside and out), from gunwale round the keel to gunwale. */
export function hullGeometry(): THREE.BufferGeometry {
  const along = 24;
  const round = 10;
  const pos: number[] = [];
  const index: number[] = [];
  for (let i = 0; i <= along; i++) {
    const v = -1 + (2 * i) / along;
    const [w, top] = [width(v), sheer(v)];
    for (let j = 0; j <= round; j++) {
      const a = Math.PI * (j / round - 0.5);
      pos.push(Math.sin(a) * w, top - Math.cos(a) * (top - (-HULL.depth + 0.03 * Math.abs(v))), v * HULL.half);
    }
  }
  for (let i = 0; i < along; i++) {
    for (let j = 0; j < round; j++) {
      const [a, b] = [i * (round + 1) + j, (i + 1) * (round + 1) + j];
      index.push(a, b, a + 1, a + 1, b, b + 1);
    }
  }
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.Float32BufferAttribute(pos, 3));
  g.setAttribute('uv', new THREE.Float32BufferAttribute(new Array((pos.length / 3) * 2).fill(0.5), 2));
  g.setIndex(index);
  g.computeVertexNormals();
  return bothFaces(g);
}

/** The deck: a flat plank floor inside the hull at the deck's height, where the boat's markers stand. */
export function deckGeometry(): THREE.BufferGeometry {
  const shape = new THREE.Shape();
  const n = 20;
  for (let i = 0; i <= n; i++) {
    const v = -0.86 + (1.72 * i) / n;
    const p: [number, number] = [width(v) * 0.92, v * HULL.half];
    if (i === 0) shape.moveTo(p[0], p[1]);
    else shape.lineTo(p[0], p[1]);
  }
  for (let i = n; i >= 0; i--) {
    const v = -0.86 + (1.72 * i) / n;
    shape.lineTo(-width(v) * 0.92, v * HULL.half);
  }
  // Shape coordinates (x, y) lie on the deck as (x, z): turned to face up.
  return new THREE.ShapeGeometry(shape).rotateX(-Math.PI / 2).translate(0, HULL.deck, 0);
}

/** The boat's shapes, kept for the page (prepare.ts makes them ahead). */
export const keptHull = (): THREE.BufferGeometry => keptGeometry('banks:hull', hullGeometry);
export const keptDeck = (): THREE.BufferGeometry => keptGeometry('banks:deck', deckGeometry);
