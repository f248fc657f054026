import * as THREE from 'three';
import type { Atlas } from './atlas';
import { cardShape, type CardShape } from './cardShape';

/** Card size in table units (1 unit = 10 cm): a 63 × 88 mm card, 0.3 mm thick (a little more, to be seen). */
export const CARD_W = 0.63;
export const CARD_H = 0.88;
export const CARD_T = 0.008;

/** The corners' radius (3 mm, as printed cards are cut) and the bevel's width round the top and the bottom. */
const CORNER = 0.03;
const BEVEL = 0.004;

/** Where a tile's (u, v) lands in the atlas. */
const inTile = (t: [number, number, number, number], u: number, v: number): [number, number] => [t[0] + u * (t[2] - t[0]), t[1] + v * (t[3] - t[1])];

/**
 * A card of stock: rounded corners, its printed faces on top (`front`, +y) and beneath (`back`), and between them an
 * edge in the `edge` tile — a bevel round each face (it catches the lamp: a lighter rim that shows the card's
 * thickness) and the cut side. The faces map their tiles as a box's did (front: u along +x, v up towards -z; the back
 * mirrored). One geometry per (front, back) pair, cached, so every card on the table is one mesh, one material, one
 * draw call. Scale y to make a pile.
 */
export function cardGeometry(atlas: Atlas, front: string, back = 'back', edge = 'edge', cache?: Map<string, THREE.BufferGeometry>): THREE.BufferGeometry {
  const key = `${front}|${back}|${edge}`;
  const hit = cache?.get(key);
  if (hit) return hit;
  const shape = cardShape(CARD_W, CARD_H, CORNER, BEVEL);
  const g = buildCard(shape, atlas.uv(front), atlas.uv(back), atlas.uv(edge));
  cache?.set(key, g);
  return g;
}

function buildCard(s: CardShape, front: [number, number, number, number], back: [number, number, number, number], edge: [number, number, number, number]): THREE.BufferGeometry {
  const pos: number[] = [];
  const nor: number[] = [];
  const uv: number[] = [];
  const index: number[] = [];
  const top = CARD_T / 2;
  const vertex = (x: number, y: number, z: number, n: [number, number, number], t: [number, number]) => {
    pos.push(x, y, z);
    nor.push(...n);
    uv.push(...t);
    return pos.length / 3 - 1;
  };
  // The printed faces: a fan from the centre over the inner (bevelled-in) outline.
  for (const [y, sign, tile] of [
    [top, 1, front],
    [-top, -1, back],
  ] as const) {
    const faceUv = (x: number, z: number): [number, number] => inTile(tile, sign > 0 ? x / CARD_W + 0.5 : 0.5 - x / CARD_W, sign > 0 ? 0.5 - z / CARD_H : z / CARD_H + 0.5);
    const c = vertex(0, y, 0, [0, sign, 0], faceUv(0, 0));
    const ring = s.inner.map(([x, z]) => vertex(x, y, z, [0, sign, 0], faceUv(x, z)));
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i]!;
      const b = ring[(i + 1) % ring.length]!;
      index.push(...(sign > 0 ? [c, a, b] : [c, b, a]));
    }
  }
  // The edge: bevel down from the front, the cut side, bevel in to the back; u runs round the card in the edge tile.
  const bands: { from: [number, number]; to: [number, number]; tilt: number }[] = [
    { from: [top, 0], to: [top - BEVEL, 1], tilt: 1 },
    { from: [top - BEVEL, 1], to: [-top + BEVEL, 1], tilt: 0 },
    { from: [-top + BEVEL, 1], to: [-top, 0], tilt: -1 },
  ];
  const n = s.outer.length;
  for (const band of bands) {
    const row = (y: number, out: number, v: number) =>
      s.outer.map(([x, z], i) => {
        const [nx, nz] = s.normals[i]!;
        const [ix, iz] = s.inner[i]!;
        // A bevel's normal leans up (or down) half-way; the side's is flat.
        const n3 = new THREE.Vector3(nx, band.tilt * 0.8, nz).normalize();
        return vertex(ix + (x - ix) * out, y, iz + (z - iz) * out, [n3.x, n3.y, n3.z], inTile(edge, s.along[i]!, v));
      });
    const a = row(band.from[0], band.from[1], 0);
    const b = row(band.to[0], band.to[1], 1);
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      index.push(a[i]!, b[i]!, a[j]!, a[j]!, b[i]!, b[j]!);
    }
  }
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.Float32BufferAttribute(pos, 3));
  g.setAttribute('normal', new THREE.Float32BufferAttribute(nor, 3));
  g.setAttribute('uv', new THREE.Float32BufferAttribute(uv, 2));
  g.setIndex(index);
  return g;
}
