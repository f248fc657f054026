import type { Keep } from '../common/actionFraming';
import type { NefertitiData } from '../../../engine/nefertiti/material/schema';
import { CARD_H, CARD_W } from '../common/cardGeometry';
import { spaceKey } from './spaceKey';

/**
 * Where everything lies on the Nefertiti table, computed from the engine's data set (markets, stalls and their
 * spaces, card slots, Memphis). Units: 1 = 10 cm; y up; the camera looks from +z. The board is one flat box whose top
 * is painted (./boardArt.ts) from the same numbers, so the printed spaces and their click targets always agree.
 */
export type Vec3 = [number, number, number];
export interface Pose {
  p: Vec3;
  r: Vec3;
}

export const TABLE = { rx: 11.6, rz: 8.6 };
/** Board rectangle (top at y = BOARD_Y). */
export const BOARD = { x0: -7.0, x1: 7.0, z0: -4.3, z1: 2.9, y: 0.06 };
/** The board's printed face, where pieces, marks and click targets lie. */
export const BOARD_TOP = BOARD.y + 0.002;
export const SPACE = 0.34;
const MARKET_W = 3.3;
/** A market's stall (its awning, counter and rug) across the market's width. */
export const STALL_W = MARKET_W - 0.35;
/** Card scale on the board (market slots) and in front of players: market cards large enough to read from the default camera. */
export const BOARD_CARD = 1.2;
export const SEAT_CARD = 0.8;

const centreX = (m: number, n: number): number => (m - (n - 1) / 2) * MARKET_W;

/** Board units → board texture pixels (the painted top). */
export const PX_PER_UNIT = 150;
export const boardPx = (x: number, z: number): [number, number] => [(x - BOARD.x0) * PX_PER_UNIT, (z - BOARD.z0) * PX_PER_UNIT];

export interface SpaceSpot {
  market: string;
  stall: number;
  space: number;
  value: number;
  symbol: string;
  x: number;
  z: number;
}

export interface MarketSpot {
  id: string;
  name: string;
  x: number;
  /** Card slots: 0 = the upper (sealed) one, 1.. the lower ones left to right. */
  slots: Vec3[];
  /** Centre of each stall's band (0 left/upper band, 1 right/lower band). */
  stalls: [Vec3, Vec3];
  stallSize: [number, number];
  spaces: [SpaceSpot[], SpaceSpot[]];
  /** Where the market's name is painted. */
  label: Vec3;
}

export interface Layout {
  markets: MarketSpot[];
  memphis: { centre: Vec3; size: [number, number]; spaces: SpaceSpot[]; cards: (i: number) => Vec3; reserve: Vec3 } | null;
  /** The river band (z range) across the board. */
  river: [number, number];
  deck: Vec3;
  sealSupply: Vec3;
  characters: (i: number, n: number) => Vec3;
  /** Prestige track: cell i (0..TRACK_CELLS-1) around the board's rim. */
  track: (cell: number) => Vec3;
  seats: SeatSpot[];
}

export const TRACK_CELLS = 100;

export interface SeatSpot {
  seat: number;
  centre: Vec3;
  servants: (i: number) => Vec3;
  coins: Vec3;
  seals: Vec3;
  gifts: (i: number) => Vec3;
  plate: Vec3;
}

function stallSpaces(data: NefertitiData, m: number, st: number, cx: number, cz: number): SpaceSpot[] {
  const market = data.markets[m]!;
  const spaces = market.stalls[st]!.spaces;
  const cols = Math.max(...spaces.map((s) => s.col)) + 1;
  const rows = Math.max(...spaces.map((s) => s.row)) + 1;
  return spaces.map((s, i) => ({
    market: market.id,
    stall: st,
    space: i,
    value: s.value,
    symbol: s.symbol,
    x: cx + (s.col - (cols - 1) / 2) * SPACE,
    z: cz + (s.row - (rows - 1) / 2) * SPACE,
  }));
}

/** Seats around the board, clockwise from the viewer's seat at the bottom. */
function seatCentre(k: number, players: number, memphis: boolean): Vec3 {
  // At 5 players both south seats share the Memphis board's side: they move west, and it east (layoutFor).
  const south = memphis ? 0.9 : 0;
  const spots: Record<number, Vec3[]> = {
    2: [[0, 0, 4.6], [0, 0, -6.3]],
    3: [[0, 0, 4.6], [-8.5, 0, -1.2], [8.5, 0, -1.2]],
    4: [[0, 0, 4.6], [-8.5, 0, -0.6], [0, 0, -6.3], [8.5, 0, -0.6]],
    5: [[-3.4 - south, 0, 4.6], [-8.5, 0, -0.6], [0, 0, -6.3], [8.5, 0, -0.6], [3.4 - south, 0, 4.6]],
  };
  return (spots[players] ?? spots[4]!)[k % (spots[players]?.length ?? 4)]!;
}

export function layoutFor(data: NefertitiData, players: number, bottom: number, memphis: boolean): Layout {
  const n = data.markets.length;
  const slotsPer = 1 + data.lowerSlots;
  const cw = CARD_W * BOARD_CARD;
  const ch = CARD_H * BOARD_CARD;
  const markets: MarketSpot[] = data.markets.map((mk, m) => {
    const x = centreX(m, n);
    const slots: Vec3[] = [[x, 0, -3.4]];
    for (let k = 1; k < slotsPer; k++) slots.push([x + (k - 1 - (slotsPer - 2) / 2) * (cw + 0.06), 0, -3.4 + ch + 0.1]);
    const stalls: [Vec3, Vec3] = [[x, 0, 0.15], [x, 0, 1.75]];
    return {
      id: mk.id,
      name: mk.name,
      x,
      slots,
      stalls,
      stallSize: [MARKET_W - 0.15, 1.35],
      spaces: [stallSpaces(data, m, 0, x, stalls[0][2]), stallSpaces(data, m, 1, x, stalls[1][2])],
      label: [x, 0, -1.3],
    };
  });
  let mem: Layout['memphis'] = null;
  if (memphis && data.memphis) {
    const centre: Vec3 = [players >= 5 ? 6.1 : 5.3, 0, 4.55];
    const spaces = data.memphis.spaces.map((s, i) => ({ market: 'memphis', stall: 0, space: i, value: s.value, symbol: s.symbol, x: centre[0] - 1.55 + (s.col + 0.5) * SPACE * 0.95, z: centre[2] + 0.45 + s.row * SPACE }));
    mem = {
      centre,
      size: [3.6, 2.0],
      spaces,
      cards: (i) => [centre[0] - 1.45 + (i % 8) * 0.4, 0, centre[2] - 0.35 + Math.floor(i / 8) * 0.1],
      reserve: [centre[0] + 1.45, 0, centre[2] + 0.45],
    };
  }
  const w = BOARD.x1 - BOARD.x0;
  const h = BOARD.z1 - BOARD.z0;
  const per = 2 * (w + h);
  const track = (cell: number): Vec3 => {
    // Clockwise from the top-left corner, on a ring 0.17 inside the edge.
    const inset = 0.17;
    let d = ((cell % TRACK_CELLS) / TRACK_CELLS) * per;
    const W = w - 2 * inset;
    const H = h - 2 * inset;
    const k = per / (2 * (W + H));
    d /= k;
    if (d < W) return [BOARD.x0 + inset + d, 0, BOARD.z0 + inset];
    d -= W;
    if (d < H) return [BOARD.x1 - inset, 0, BOARD.z0 + inset + d];
    d -= H;
    if (d < W) return [BOARD.x1 - inset - d, 0, BOARD.z1 - inset];
    d -= W;
    return [BOARD.x0 + inset, 0, BOARD.z1 - inset - d];
  };
  const seats: SeatSpot[] = [];
  for (let seat = 0; seat < players; seat++) {
    const c = seatCentre((seat - bottom + players) % players, players, mem !== null);
    const [x, , z] = c;
    // The camera looks from the south: a seat beside or beyond the board is seen from lower, and its standing
    // servants hid a name plate 0.5 behind them (further at the side, where the view also slants across the row).
    const behind = Math.abs(x) > BOARD.x1 ? 1.5 : z < BOARD.z0 ? 1.25 : 0.95;
    seats.push({
      seat,
      centre: c,
      plate: [x, 0, z - behind],
      servants: (i) => [x - 1.25 + i * 0.32, 0, z - 0.45],
      coins: [x + 0.55, 0, z - 0.45],
      seals: [x + 1.2, 0, z - 0.45],
      gifts: (i) => [x - 1.05 + (i % 6) * (CARD_W * SEAT_CARD + 0.04), 0, z + 0.28 + Math.floor(i / 6) * 0.28],
    });
  }
  return {
    markets,
    memphis: mem,
    river: [-1.05, -0.7],
    // Both beyond the board's north-west corner, clear of a seat on the west side and its name plate.
    deck: [-8.75, 0, -3.75],
    sealSupply: [-7.6, 0, -3.6],
    characters: (i, cnt) => [(i - (cnt - 1) / 2) * Math.min(0.86, 12.6 / Math.max(1, cnt)), 0, -5.1],
    track,
    seats,
  };
}

/**
 * The whole table from the south (normal play), far enough back that the side seats' rows stay on a screen of this
 * aspect (width / height): a 16:10 screen or a wider one has the plain view, a squarer one a view pulled back in
 * proportion.
 */
export function overviewCamera(aspect = 1.6): { target: Vec3; position: Vec3 } {
  const back = 1.04 * Math.max(1, 1.6 / aspect);
  return { target: [0, 0, -0.4], position: [0, 14.6 * back, -0.4 + 9.8 * back] };
}

/** A closer look at one market (market closing shots), keeping its stalls and the cards above them clear of the panels. */
export function marketCamera(spot: MarketSpot): { target: Vec3; position: Vec3; keep: Keep } {
  return { target: [spot.x, 0, -0.6], position: [spot.x * 0.8, 8.5, 6.4], keep: { points: [...spot.slots, ...spot.stalls], radius: 0.5 } };
}

/** What the overview keeps whole and clear of the HUD: the board's corners, the deck and every seat's row and name plate. */
export function overviewKeep(layout: Layout): Keep {
  const y = BOARD.y;
  const corners: Vec3[] = [[BOARD.x0, y, BOARD.z0], [BOARD.x1, y, BOARD.z0], [BOARD.x0, y, BOARD.z1], [BOARD.x1, y, BOARD.z1]];
  const seats = layout.seats.flatMap((s): Vec3[] => [s.plate, s.servants(0), s.seals, s.gifts(0), s.gifts(5)]);
  const memphis: Vec3[] = layout.memphis ? [layout.memphis.reserve, layout.memphis.cards(0)] : [];
  return { points: [...corners, layout.deck, ...seats, ...memphis], radius: 0.3 };
}

/**
 * The final scoring's shot keeps the whole table beside its panel, as the overview does, and may step further back for
 * it: the picture of the game's end (a kiosk's panels and four or five seats need about 1.5 times the distance).
 */
export const finalScoringKeep = (layout: Layout): Keep => ({ ...overviewKeep(layout), maxBack: 1.6 });

/** Score → track cell and laps (the track counts 0..99, then goes round again). */
export const trackCell = (score: number): { cell: number; laps: number } => ({ cell: ((score % TRACK_CELLS) + TRACK_CELLS) % TRACK_CELLS, laps: Math.floor(score / TRACK_CELLS) });

/**
 * A portrait phone shows about two markets' width of the board at a readable size: the x centres the camera moves
 * between (between each pair of neighbouring markets, and the middle, where the player's own area lies).
 */
export function phoneViews(layout: Layout): number[] {
  const xs = layout.markets.map((m) => m.x);
  const out = new Set<number>([0]);
  for (let i = 0; i + 1 < xs.length; i++) out.add(Math.round(((xs[i]! + xs[i + 1]!) / 2) * 100) / 100);
  return [...out].sort((a, b) => a - b);
}

/** Half the board width a portrait phone view shows (a little more than two markets). */
export const PHONE_HALF_WIDTH = 3.5;

/**
 * The view a portrait phone starts a decision with: the middle one (the player's own area and the middle markets) if
 * any of these spaces ("market:space" keys) lies there, else the one showing most of them.
 */
export function phoneViewFor(layout: Layout, keys: ReadonlySet<string>): number {
  const views = phoneViews(layout);
  const xs = layout.markets.flatMap((m) => m.spaces.flat()).filter((s) => keys.has(spaceKey(s.market, s.space))).map((s) => s.x);
  const score = (v: number) => xs.filter((x) => Math.abs(x - v) <= PHONE_HALF_WIDTH - 0.3).length;
  const middle = views.reduce((best, v) => (Math.abs(v) < Math.abs(best) ? v : best));
  if (score(middle) > 0 || xs.length === 0) return middle;
  return views.reduce((best, v) => (score(v) > score(best) ? v : best));
}

/**
 * The camera on a phone: portrait, two markets wide around `x` (farther back than the overview, the same angle, so
 * the character row, the board and the player's own area all fit the tall screen); landscape, lower and steeper
 * than the overview, so the board and the player's own area fit between the top HUD and the bottom edge (the
 * character row lies under the top HUD there: its characters are offered as buttons too).
 */
export function phoneCamera(x: number, z: number, portrait: boolean): { target: Vec3; position: Vec3 } {
  if (portrait) return { target: [x, 0, z], position: [x, 18.4, z + 12.2] };
  return { target: [0, 0, 1.2], position: [0, 9.0, 10.2] };
}
