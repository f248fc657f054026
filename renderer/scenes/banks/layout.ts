import type { Tables } from '../../../engine/banks/material/compile';
import { BOARD, BOAT, NILE_BAND, TIDE_CIRCLE, WATER_DISCARD, fieldPositions, marketPositions, trackPositions, type Point } from '../../../engine/banks/material/layout';

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

/**
 * A field on the table: `w` across its row, `d` along the Nile. Deeper than the board's unit squares (spec §3.5):
 * a field's two markers stand one behind the other, each nearly as wide as the field, so that they read at the default
 * camera even on a phone held upright (whose width the rows fill); its palms keep the north edge. The rows reach south
 * from the Nile's north end (board y = 11, beside the boat), one `d` each.
 */
export const FIELD = { w: 0.62, d: 1.25 } as const;
/**
 * How high the banks stand above the board (the Nile and the desert): the fields lie on their top, their edges slope
 * down to the water (bankGeometry.ts).
 */
export const BANK_H = 0.09;
/** The data's rows lie one unit apart from y = 8.5 south (engine layout): the first row's north edge is y = 9. */
const fieldAt = (p: Point): Vec3 => [p.x * FIELD.w, TOP + BANK_H, at({ x: 0, y: NILE_BAND.y1 })[2] + (9 - p.y) * FIELD.d];
/**
 * The market lies this much south of spec §3.5's place (board units): the words above its rows then clear the markers
 * standing in its first spaces, as the default camera sees them.
 */
const MARKET_SOUTH = 0.4;

/**
 * The score track spans this share of spec §3.5's width: its west end (the pawns' and the obelisk's start) stays clear
 * of the HUD's turn panel at the default camera.
 */
const TRACK_SPAN = 0.9;

/**
 * Where the flood circle and the desert piles lie (board units; spec §3.5 has them in the board's south corners, where
 * the deeper rows now reach): beside the market, west and east, where the desktop view always shows them, within the
 * width of the rows (what a phone held upright shows of the board).
 */
const SPOTS: Record<'tide' | 'desertDraw' | 'desertDiscard', Point> = { tide: { x: -5, y: 13.8 }, desertDraw: { x: 5, y: 15.4 }, desertDiscard: { x: 5, y: 13 } };
/** How far the boat's middle lies south of the Nile's north end (table units): its bow stays on the water. */
const BOAT_FROM_HEAD = 1.02;
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
 * they stay in view under the HUD's panels and above its action bar. The last seat of an odd count stands east: the
 * players panel covers the west side's third place (five players), the east side has only the menu above it. The
 * east side starts further north (EAST_NORTH places): the game log, open in the screen's bottom right corner, covered
 * its front place (three players at 1280 × 800).
 * Upright: one row just south of the board, seat 1 on the left, as narrow as five trays side by side need (a tray is
 * about 1.9 units wide).
 */
const EAST_NORTH = 1.4;

function trayFor(seat: number, players: number, shape: TableShape): Tray {
  if (shape === 'upright') {
    const pitch = Math.min(2.3, 9.8 / players);
    return trayAt((seat - (players - 1) / 2) * pitch, BOARD_D / 2 + 0.9);
  }
  const side = seat % 2 === 0 && !(players % 2 === 1 && seat === players - 1) ? -1 : 1;
  const rank = Math.floor(seat / 2) + (side > 0 ? EAST_NORTH : 0);
  return trayAt(side * (BOARD_W / 2 + 1.3), BOARD_D / 2 - 0.5 - rank * Math.min(2.1, 6 / Math.max(1, Math.ceil(players / 2))));
}

export function banksLayout(t: Tables, players: number, shape: TableShape = 'wide'): BanksLayout {
  return {
    fields: fieldPositions(t).map(fieldAt),
    market: marketPositions(t).map((col) => col.map((p) => at({ x: p.x, y: p.y - MARKET_SOUTH }))),
    track: trackPositions(t.data.track.spaces).map((p) => at({ x: p.x * TRACK_SPAN, y: p.y })),
    // Afloat near the Nile's north end, its high bow within the water (spec §3.5 has it at y = 10).
    boat: [at(BOAT)[0], TOP, at({ x: 0, y: NILE_BAND.y1 })[2] + BOAT_FROM_HEAD],
    // Between the banks' first fields.
    nile: { x0: -FIELD.w, x1: FIELD.w, z0: at({ x: 0, y: NILE_BAND.y1 })[2], z1: at({ x: 0, y: NILE_BAND.y0 })[2] },
    tide: { centre: at(SPOTS.tide), radius: TIDE_CIRCLE.radius * U, order: TIDE_CIRCLE.order },
    desertDraw: at(SPOTS.desertDraw),
    desertDiscard: at(SPOTS.desertDiscard),
    waterDiscard: at(rectCentre(WATER_DISCARD)),
    trays: Array.from({ length: players }, (_, s) => trayFor(s, players, shape)),
  };
}

/** A marker's disc radius in the boat and in flight. */
export const DISC_R = 0.1;
/**
 * Markers on fields and market spaces are drawn this much larger, to be read at the default camera: a disc nearly a
 * field's width (0.5 of 0.62) that fits a market space (0.72 × 0.58).
 */
export const MARKER_SIZE = 2.5;

/**
 * Where marker `i` of a field's `of` (1 or 2) stands: alone, a little south of the middle; two, one behind the other.
 * The north edge stays clear for the palms (`palmSpots`).
 */
export const fieldSlot = (field: Vec3, i: number, of: number): Vec3 => [field[0], field[1] + 0.02, field[2] + (of === 1 ? 0.06 : i === 0 ? -0.2 : 0.32)];

/** Where a field's `n` palm trees (its quality) stand: in a row along its north edge. */
export const palmSpots = (field: Vec3, n: number): Vec3[] => Array.from({ length: n }, (_, i) => [field[0] + (i - (n - 1) / 2) * (FIELD.w * 0.21), field[1], field[2] - FIELD.d * 0.4]);

/** The Nile's water line above the board's top (the banks rise above it). */
export const WATER_Y = TOP + 0.012;

/** Markers in the boat: a small grid on its deck (boatGeometry.ts HULL.deck above the water), in order. */
export function boatSlot(boat: Vec3, i: number): Vec3 {
  const col = i % 8;
  const row = Math.floor(i / 8) % 3;
  const layer = Math.floor(i / 24);
  return [boat[0] + (row - 1) * 0.17, WATER_Y + 0.102 + layer * 0.09, boat[2] - 0.63 + col * 0.18];
}

/** The tide dial: angle of each sector's middle (counter-clockwise seen from above, FLUT first, spec §3.5). */
export const tideAngle = (tide: string, order: readonly string[]): number => {
  const i = Math.max(0, order.indexOf(tide));
  return Math.PI / 2 + (i * 2 * Math.PI) / order.length;
};

/**
 * The whole board framed from the players' side, about 52° above the fields and as near as a 16:10 screen lets the
 * whole board show: the markers on the fields read at their largest, those in the market beyond them too; the players'
 * trays stay beside the HUD's action bar. Upright phones look from farther back and more from above, framing the
 * rows from bank to bank (the bare sand beyond them may leave the screen); the board's far edge (the score track,
 * whose places the players panel also gives) goes under the top HUD so that the row of trays in front of the board
 * stays above the action bar.
 */
export const OVERVIEW = { target: [0, 0, 2.4] as Vec3, position: [0, 12.6, 12.25] as Vec3 };
const OVERVIEW_UPRIGHT = { target: [0, 0, 3.2] as Vec3, position: [0, 19.05, 14.2] as Vec3 };
/** A phone on its side: nearer, the fields and the trays beside them between the top HUD and the action bar. */
const OVERVIEW_LOW = { target: [0, 0, 3.75] as Vec3, position: [0, 10.5, 11.75] as Vec3 };
export const overviewFor = (shape: TableShape, phone: boolean) => (shape === 'upright' ? OVERVIEW_UPRIGHT : phone ? OVERVIEW_LOW : OVERVIEW);
