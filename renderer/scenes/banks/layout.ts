import type { Tables } from '../../../engine/banks/material/compile';
import { BOARD, BOAT, DESERT_DISCARD, DESERT_DRAW, NILE_BAND, TIDE_CIRCLE, WATER_DISCARD, fieldPositions, marketPositions, trackPositions, type Point } from '../../../engine/banks/material/layout';

export type Vec3 = [number, number, number];
export interface Pose {
  p: Vec3;
  r: Vec3;
}

/**
 * Board units (spec §3.5: one field square, x east, y north, origin at the bottom centre) to table units: the board
 * lies flat on the table, north away from the players, its centre on the table's centre.
 */
export const U = 0.6;
export const BOARD_T = 0.1;
/** Height of the board's top face. */
export const TOP = BOARD_T;
export const BOARD_W = BOARD.width * U;
export const BOARD_D = BOARD.height * U;
/** The board's footprint on the felt (it lies centred on the table). */
export const BOARD_RECT = { x0: -BOARD_W / 2, x1: BOARD_W / 2, z0: -BOARD_D / 2, z1: BOARD_D / 2 } as const;
/** Table (oval) half-axes: the board plus the players' trays beside it. */
export const TABLE = { rx: 10, rz: 10.8 } as const;

const at = (p: Point, h = 0): Vec3 => [p.x * U, TOP + h, -(p.y - BOARD.height / 2) * U];
const rectCentre = (r: { x0: number; x1: number; y0: number; y1: number }): Point => ({ x: (r.x0 + r.x1) / 2, y: (r.y0 + r.y1) / 2 });

/** A square card lying on the board (0.5 units a side, the card atlas tiles are portrait: scaled to square). */
export const CARD = 0.5;
export const CARD_THICK = 0.012;

export interface BanksLayout {
  fields: Vec3[];
  /** Market spaces per row, position 1 first. */
  market: Vec3[][];
  track: Vec3[];
  boat: Vec3;
  nile: { x0: number; x1: number; z0: number; z1: number };
  tide: { centre: Vec3; radius: number; order: readonly string[] };
  desertDraw: Vec3;
  desertDiscard: Vec3;
  waterDiscard: Vec3;
  /** Per seat: the tray in front of the board (water piles, jokers, supply, name). */
  trays: Tray[];
}

export interface Tray {
  centre: Vec3;
  piles: [Vec3, Vec3];
  jokers: Vec3;
  supply: Vec3;
  pillar: Vec3;
  plate: Vec3;
}

/**
 * How the table is laid out for the screen: `wide` puts the trays beside the board, `upright` (a phone held upright,
 * where the board alone fills the screen's width) puts them in a row in front of it.
 */
export type TableShape = 'wide' | 'upright';

/** A tray centred at (x, z): water piles and jokers behind, the supply and the name plate in front. */
function trayAt(x: number, z: number): Tray {
  const y = 0.005;
  return {
    centre: [x, y, z],
    piles: [
      [x - 0.62, y, z - 0.18],
      [x - 0.05, y, z - 0.18],
    ],
    jokers: [x + 0.52, y, z - 0.18],
    supply: [x, y + 0.05, z + 0.45],
    pillar: [x + 0.86, y, z + 0.3],
    plate: [x, y + 0.004, z + 0.55],
  };
}

/**
 * Wide: trays stand on the table beside the south half of the board, alternately west and east, front first: there
 * they stay in view under the HUD's panels and above its action bar. Upright: one row just south of the board, seat 1
 * on the left, as narrow as five trays side by side need (a tray is about 1.9 units wide).
 */
function trayFor(seat: number, players: number, shape: TableShape): Tray {
  if (shape === 'upright') {
    const pitch = Math.min(2.3, 9.8 / players);
    return trayAt((seat - (players - 1) / 2) * pitch, BOARD_D / 2 + 0.9);
  }
  const side = seat % 2 === 0 ? -1 : 1;
  const rank = Math.floor(seat / 2);
  return trayAt(side * (BOARD_W / 2 + 1.3), BOARD_D / 2 - 0.5 - rank * Math.min(2.1, 6 / Math.max(1, Math.ceil(players / 2))));
}

export function banksLayout(t: Tables, players: number, shape: TableShape = 'wide'): BanksLayout {
  return {
    fields: fieldPositions(t).map((p) => at(p)),
    market: marketPositions(t).map((col) => col.map((p) => at(p))),
    track: trackPositions(t.data.track.spaces).map((p) => at(p)),
    boat: at(BOAT),
    nile: { x0: NILE_BAND.x0 * U, x1: NILE_BAND.x1 * U, z0: at({ x: 0, y: NILE_BAND.y1 })[2], z1: at({ x: 0, y: NILE_BAND.y0 })[2] },
    tide: { centre: at(TIDE_CIRCLE.centre), radius: TIDE_CIRCLE.radius * U, order: TIDE_CIRCLE.order },
    desertDraw: at(rectCentre(DESERT_DRAW)),
    desertDiscard: at(rectCentre(DESERT_DISCARD)),
    waterDiscard: at(rectCentre(WATER_DISCARD)),
    trays: Array.from({ length: players }, (_, s) => trayFor(s, players, shape)),
  };
}

/** Markers on fields and market spaces are drawn this much larger than in the boat, to be read at the default camera. */
export const MARKER_SIZE = 1.3;

/** Where marker `i` of a field (0 or 1) stands: side by side across the field. */
export const fieldSlot = (field: Vec3, i: number, of: number): Vec3 => [field[0] + (of === 1 ? 0 : i === 0 ? -0.145 : 0.145), field[1] + 0.06, field[2] + 0.06];

/** Markers in the boat: a small grid on the deck, in order. */
export function boatSlot(boat: Vec3, i: number): Vec3 {
  const col = i % 8;
  const row = Math.floor(i / 8) % 3;
  const layer = Math.floor(i / 24);
  return [boat[0] + (row - 1) * 0.17, boat[1] + 0.14 + layer * 0.09, boat[2] - 0.63 + col * 0.18];
}

/** The tide dial: angle of each sector's middle (counter-clockwise seen from above, FLUT first, spec §3.5). */
export const tideAngle = (tide: string, order: readonly string[]): number => {
  const i = Math.max(0, order.indexOf(tide));
  return Math.PI / 2 + (i * 2 * Math.PI) / order.length;
};

/**
 * The whole board framed from the players' side, seen from high enough (about 60°) that the far market rows and the
 * markers on them stay readable; the players' trays stay above the HUD's action bar. Upright phones look from
 * farther back and more from above, so the board's width fits; the board's far edge (the score track, whose places
 * the players panel also gives) goes under the top HUD so that the row of trays in front of the board stays above
 * even the tallest action bar (the boat's fifteen pairs).
 */
export const OVERVIEW = { target: [0, 0, 2.1] as Vec3, position: [0, 17, 11.6] as Vec3 };
const OVERVIEW_UPRIGHT = { target: [0, 0, 2.8] as Vec3, position: [0, 27, 15.6] as Vec3 };
/** A phone on its side: nearer, the fields and the trays beside them between the top HUD and the action bar. */
const OVERVIEW_LOW = { target: [0, 0, 3.75] as Vec3, position: [0, 10.5, 11.75] as Vec3 };
export const overviewFor = (shape: TableShape, phone: boolean) => (shape === 'upright' ? OVERVIEW_UPRIGHT : phone ? OVERVIEW_LOW : OVERVIEW);
