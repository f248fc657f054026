/**
 * A player colour always comes with its mark, a shape of its own, so players are told apart without telling hues apart
 * (protanopia, deuteranopia and tritanopia each merge two of our colours). The same mark is drawn on the 3D name plates
 * and pieces (canvas or extruded shape) and in the HUD (SVG, `renderer/ui/SeatMark.tsx`).
 */
import * as THREE from 'three';
import { keptGeometry } from './keptGeometry';

export type Mark = 'circle' | 'triangle' | 'square' | 'plus' | 'hexagon';

/** A player colour: its paint and its mark. */
export interface Paint {
  colour: string;
  mark: Mark;
}

/** The seats' colours, in seat order (NILE, An den Ufern des Nils, Nefertiti, the lobby and the HUDs). */
export const SEAT_PAINTS: readonly Paint[] = [
  { colour: '#4fa3e0', mark: 'circle' },
  { colour: '#e07a4f', mark: 'triangle' },
  { colour: '#b57be0', mark: 'square' },
  { colour: '#e0c44f', mark: 'plus' },
  { colour: '#5fd0a8', mark: 'hexagon' },
];

export const seatPaint = (seat: number): Paint => SEAT_PAINTS[((seat % SEAT_PAINTS.length) + SEAT_PAINTS.length) % SEAT_PAINTS.length]!;

/** Grey for a seat the table does not know (a spectator's missing label). */
export const UNKNOWN_PAINT: Paint = { colour: '#888888', mark: 'circle' };

const regular = (n: number, turn: number): [number, number][] =>
  Array.from({ length: n }, (_, i) => {
    const a = turn + (i * 2 * Math.PI) / n;
    return [Math.cos(a), Math.sin(a)];
  });

/** The mark's outline in a unit box (x right, y down, within [-1, 1]); a circle is a 32-gon. */
export function markOutline(mark: Mark): [number, number][] {
  switch (mark) {
    case 'circle':
      return regular(32, 0);
    case 'triangle':
      // Point down, so it is not read as NILE's papyrus (▲).
      return regular(3, Math.PI / 2).map(([x, y]) => [x * 1.1, y * 1.1 - 0.1]);
    case 'square':
      return [[-0.82, -0.82], [0.82, -0.82], [0.82, 0.82], [-0.82, 0.82]];
    case 'plus': {
      const a = 0.34;
      return [[-a, -1], [a, -1], [a, -a], [1, -a], [1, a], [a, a], [a, 1], [-a, 1], [-a, a], [-1, a], [-1, -a], [-a, -a]];
    }
    case 'hexagon':
      return regular(6, 0);
  }
}

/** The mark as an SVG path in the viewBox "-1 -1 2 2". */
export const markSvgPath = (mark: Mark): string =>
  `M${markOutline(mark)
    .map(([x, y]) => `${x.toFixed(3)} ${y.toFixed(3)}`)
    .join('L')}Z`;

/** Paints the mark centred at (x, y), `r` pixels from centre to edge, in the paint's colour with a light rim. */
export function paintMark(ctx: CanvasRenderingContext2D, paint: Paint, x: number, y: number, r: number): void {
  ctx.beginPath();
  markOutline(paint.mark).forEach(([px, py], i) => (i === 0 ? ctx.moveTo(x + px * r, y + py * r) : ctx.lineTo(x + px * r, y + py * r)));
  ctx.closePath();
  ctx.fillStyle = paint.colour;
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.12);
  ctx.strokeStyle = 'rgba(255,255,255,0.75)';
  ctx.stroke();
}

/** The mark as a flat three.js shape of radius `r` in the x/y plane (y up), for extruded pieces. */
export function markShape(mark: Mark, r: number): THREE.Shape {
  return new THREE.Shape(markOutline(mark).map(([x, y]) => new THREE.Vector2(x * r, -y * r)));
}

/**
 * A flat piece in the mark's shape: radius `r`, height `h`, lying on the x/z plane and centred on the origin. A copy of
 * the one kept for these inputs (keptGeometry): the caller disposes it.
 */
export function markGeometry(mark: Mark, r: number, h: number): THREE.BufferGeometry {
  return keptGeometry(`mark:${mark}:${r}:${h}`, () => {
    const g = new THREE.ExtrudeGeometry(markShape(mark, r), { depth: h, bevelEnabled: false, curveSegments: 4 });
    g.rotateX(-Math.PI / 2);
    g.translate(0, -h / 2, 0);
    return g;
  });
}
