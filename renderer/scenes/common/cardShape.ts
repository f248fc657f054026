/** A card's outline in the x-z plane: its cut edge and the printed face's edge a bevel within it. */
export interface CardShape {
  /** The cut edge, round the card (counter-clockwise seen from above). */
  outer: [number, number][];
  /** The same points moved in by the bevel. */
  inner: [number, number][];
  /** The outward normal at each point. */
  normals: [number, number][];
  /** How far round the outline each point is, 0..1 (the edge tile's u). */
  along: number[];
}

/** Points per rounded corner (a quarter circle). */
const CORNER_STEPS = 4;

/** A rounded rectangle `w` × `h` with corners of radius `r`, and its inset by `bevel`. */
export function cardShape(w: number, h: number, r: number, bevel: number): CardShape {
  const outer: [number, number][] = [];
  const inner: [number, number][] = [];
  const normals: [number, number][] = [];
  // Corner centres, going round: (+x, +z), (+x, -z), (-x, -z), (-x, +z); each corner's arc starts where the last ended.
  const corners: [number, number, number][] = [
    [w / 2 - r, h / 2 - r, Math.PI / 2],
    [w / 2 - r, -h / 2 + r, 0],
    [-w / 2 + r, -h / 2 + r, -Math.PI / 2],
    [-w / 2 + r, h / 2 - r, -Math.PI],
  ];
  for (const [cx, cz, start] of corners)
    for (let k = 0; k <= CORNER_STEPS; k++) {
      const a = start - (k / CORNER_STEPS) * (Math.PI / 2);
      const nx = Math.cos(a);
      const nz = Math.sin(a);
      normals.push([nx, nz]);
      outer.push([cx + nx * r, cz + nz * r]);
      inner.push([cx + nx * (r - bevel), cz + nz * (r - bevel)]);
    }
  const lengths = outer.map((p, i) => (i === 0 ? 0 : Math.hypot(p[0] - outer[i - 1]![0], p[1] - outer[i - 1]![1])));
  const total = lengths.reduce((a, b) => a + b, 0);
  let run = 0;
  const along = lengths.map((l) => (run += l) / total);
  return { outer, inner, normals, along };
}
