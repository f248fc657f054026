import { CANOE_INDEX } from '../../../engine/niagara/material/colours';
import { GEM_COLOURS, type GemColour } from '../../../engine/niagara/material/gems';
import { ARM_SLOTS, SLOTS, SLOT_INDEX, TRUNK_LAST, type Arm } from '../../../engine/niagara/material/river';
import type { SeatFrame } from '../common/seatFrame';

/**
 * Where everything sits on the Niagara table (spec §3.2–§3.4). 1 unit = 5 cm, so the 60 × 30 cm board is 11.2 × 6
 * units and a 6 cm disc is 1.2 across. The river flows along +x (left to right on a 16:9 screen): beach and rope on
 * the left, the trunk, the fork and island, and the two arms ending in waterfalls over the right edge of the board.
 * Far side is −z (left arm), near side +z (right arm). Pure data and maths: the engine's slots are the only source.
 */
export type V3 = [number, number, number];

/** The board rests on the upturned box: its top is this high above the table (the ~10 cm drop of the falls). */
export const BOARD_TOP = 1.6;
export const BOARD = { x0: -6.2, x1: 5.0, z0: -3, z1: 3, thick: 0.22 };
/** The channel is recessed a disc thickness and a little more. */
export const CHANNEL_DEPTH = 0.14;
export const WATER_Y = BOARD_TOP - 0.1;
export const DISC_R = 0.6;
export const DISC_T = 0.06;
const DISC_Y = WATER_Y + DISC_T / 2 + 0.005;
/** Trunk half width, arm centre line |z| and arm half width. */
export const TRUNK_HW = 0.68;
export const ARM_Z = 1.05;
export const ARM_HW = 0.68;
export const ROPE_X = -3.85;
/** Where a reserve disc waits above the rope before it is pushed in. */
export const INSERT_X = -4.6;
export const FALLS_X = BOARD.x1;
export const TABLE = { rx: 12.2, rz: 8.2 };

const TRUNK_X0 = -3.15;
const STEP = 1.25;

/** Centre of each disc slot on the water (index = engine slot index). */
export const SLOT_POS: readonly V3[] = SLOTS.map((s, i): V3 => {
  if (s.arm === null) return [TRUNK_X0 + i * STEP, DISC_Y, 0];
  const k = i === ARM_SLOTS[0]![0] || i === ARM_SLOTS[1]![0] ? 0 : 1;
  return [3.0 + k * STEP, DISC_Y, s.arm === 'L' ? -ARM_Z : ARM_Z];
});

/** The lip of each waterfall (centre line of the arm at the board edge) and the pool where the water lands. */
export const LIP: Record<Arm, V3> = { L: [FALLS_X, WATER_Y, -ARM_Z], R: [FALLS_X, WATER_Y, ARM_Z] };
export const POOL: Record<Arm, V3> = { L: [FALLS_X + 0.95, 0.02, -ARM_Z], R: [FALLS_X + 0.95, 0.02, ARM_Z] };
export const INSERT_POS: V3 = [INSERT_X, DISC_Y, 0];

/** Caves: gem colour → pit centre on the board. Violet, white and yellow alternate banks; blue and pink on the island. */
export const CAVE_POS: Record<GemColour, V3> = {
  violet: [SLOT_POS[2]![0], BOARD_TOP, -2.05],
  white: [SLOT_POS[3]![0], BOARD_TOP, 2.05],
  yellow: [SLOT_POS[4]![0], BOARD_TOP, -2.05],
  blue: [SLOT_POS[5]![0] + 0.05, BOARD_TOP, 0],
  pink: [SLOT_POS[6]![0] + 0.05, BOARD_TOP, 0],
};
export const CAVE_R = 0.36;

/** Weather track: cells −1, 0, +1, +2 along the far edge, left of the violet cave. */
export const WEATHER_CELLS: readonly number[] = [-1, 0, 1, 2];
export const weatherPos = (w: number): V3 => [-3.35 + (w + 1) * 0.62, BOARD_TOP, -2.45];

/** A canoe's place on the beach: each colour has a pair of berths, colours alternating far and near beach. */
export function bankPos(canoe: string): V3 {
  const j = CANOE_INDEX[canoe] ?? 0;
  const crew = j >> 1;
  const side = crew % 2 === 0 ? -1 : 1;
  const row = Math.floor(crew / 2);
  return [-5.75 + (j & 1) * 0.95, BOARD_TOP + 0.06, side * (1.2 + row * 0.55)];
}

/** Offset of the k-th of n canoes riding one disc (they share it side by side). */
export function riderOffset(k: number, n: number): V3 {
  if (n <= 1) return [0, 0, 0];
  const spread = Math.min(0.5, 0.9 / (n - 1));
  return [0, 0, (k - (n - 1) / 2) * spread];
}

/** A canoe sits on the disc's top surface. */
export const CANOE_LIFT = DISC_T / 2 + 0.07;

const lerp3 = (a: V3, b: V3, k: number): V3 => [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];

export interface DiscPose {
  p: V3;
  /** Tilt about z (a disc tipping over the falls). */
  tilt: number;
  /** 0 = gone (fell into the pool). */
  opacity: number;
}

/** The fall of a disc past the lip: out along +x, down the falls, tipping; t in 0..1. */
function fallPose(arm: Arm, t: number): DiscPose {
  const lip = LIP[arm];
  const pool = POOL[arm];
  const x = lip[0] + (pool[0] - lip[0]) * t;
  const y = lip[1] - (lip[1] - pool[1] - 0.2) * t * t;
  return { p: [x, y, lip[2]], tilt: -t * 1.9, opacity: t < 0.85 ? 1 : Math.max(0, 1 - (t - 0.85) / 0.15) };
}

/**
 * Where the disc that starts on `slot` is at progress k (0..1) of one push into `arm` (§7): the whole trunk slides one
 * slot, the old T5 enters the arm, only that arm slides, and its last disc slides to the lip and tips over. 'new' is
 * the reserve disc slid in under the rope. A disc of the other arm stays put.
 */
export function discPose(slot: number | 'new', arm: Arm, k: number): DiscPose {
  const e = k < 0 ? 0 : k > 1 ? 1 : k;
  if (slot === 'new') return { p: lerp3(INSERT_POS, SLOT_POS[0]!, e), tilt: 0, opacity: Math.min(1, e * 3) };
  const [a6, a7] = ARM_SLOTS[arm === 'L' ? 0 : 1]!;
  if (slot < TRUNK_LAST) return { p: lerp3(SLOT_POS[slot]!, SLOT_POS[slot + 1]!, e), tilt: 0, opacity: 1 };
  if (slot === TRUNK_LAST) return { p: lerp3(SLOT_POS[slot]!, SLOT_POS[a6]!, e), tilt: 0, opacity: 1 };
  if (slot === a6) return { p: lerp3(SLOT_POS[a6]!, SLOT_POS[a7]!, e), tilt: 0, opacity: 1 };
  if (slot === a7) {
    // First half: slide to the lip; second half: over the edge.
    if (e < 0.5) return { p: lerp3(SLOT_POS[a7]!, [LIP[arm][0] - 0.1, DISC_Y, LIP[arm][2]], e * 2), tilt: 0, opacity: 1 };
    return fallPose(arm, (e - 0.5) * 2);
  }
  return { p: SLOT_POS[slot]!, tilt: 0, opacity: 1 };
}

/** World point of a canoe path step ('bank' is the canoe's own berth, 'fallsL'/'fallsR' the lip). */
export function pathPoint(canoe: string, at: string): V3 {
  if (at === 'bank' || at === 'lost') return bankPos(canoe);
  if (at === 'fallsL') return [LIP.L[0], DISC_Y + CANOE_LIFT, LIP.L[2]];
  if (at === 'fallsR') return [LIP.R[0], DISC_Y + CANOE_LIFT, LIP.R[2]];
  const i = SLOT_INDEX[at];
  if (i === undefined) return bankPos(canoe);
  const p = SLOT_POS[i]!;
  return [p[0], p[1] + CANOE_LIFT, p[2]];
}

/** Point along a polyline at k in 0..1 (equal time per segment). */
export function alongPath(points: readonly V3[], k: number): V3 {
  if (points.length === 0) return [0, 0, 0];
  if (points.length === 1) return points[0]!;
  const segs = points.length - 1;
  const x = Math.max(0, Math.min(1, k)) * segs;
  const s = Math.min(segs - 1, Math.floor(x));
  return lerp3(points[s]!, points[s + 1]!, x - s);
}

// --- the seats ---------------------------------------------------------------------------------------------------

/** How far round the table (from the front) the two other seats of a three-player game sit. */
const THREE_AWAY = (105 * Math.PI) / 180;

/** A seat's area on the table at the board's foot. */
export type { SeatFrame };

/**
 * Seats around the board, the viewer's at the front. Front and back seats sit along the long sides, others at the
 * ends; with three, the two others sit at the ends a little toward the back, as the side seats of four do (from the
 * back corners their plates and cards were seen across, far up the screen).
 */
export function seatFrames(players: number, bottom: number): SeatFrame[] {
  const out: SeatFrame[] = [];
  for (let seat = 0; seat < players; seat++) {
    const k = (seat - bottom + players) % players;
    // Angle round the table, 0 = front (+z), growing clockwise when seen from above (front → left → back → right).
    const a = players === 3 && k > 0 ? (k === 1 ? 1 : -1) * THREE_AWAY : (2 * Math.PI * k) / players;
    const x = -Math.sin(a) * 9.4 - 0.4;
    const z = Math.cos(a) * 5.3;
    out.push({ seat, x, z, yaw: Math.atan2(x + 0.4, z) });
  }
  return out;
}

/** Seat-local (lx to the owner's right, lz towards the owner) → table coordinates at height y. */
function seatPoint(f: SeatFrame, lx: number, lz: number, y = 0): V3 {
  const c = Math.cos(f.yaw);
  const s = Math.sin(f.yaw);
  return [f.x + lx * c + lz * s, y, f.z - lx * s + lz * c];
}

/**
 * The rectangular card space, the round life-ring space, the revealed-card row, the face-down stack and the gem
 * reserve. `row` 1 is a seat's second colour (two-colour variant), one card length nearer the board.
 */
const ROW = -1.3;
export const cardSpot = (f: SeatFrame, row = 0): V3 => seatPoint(f, -0.2, -0.25 + row * ROW, 0.02);
export const stackSpot = (f: SeatFrame, row = 0, n = 1): V3 => seatPoint(f, -1.55, 0.75 + row * ROW, 0.02 + n * 0.006);
export const ringSpot = (f: SeatFrame): V3 => seatPoint(f, -1.55, -0.25, 0.03);
export const pilePos = (f: SeatFrame, i: number, row = 0): V3 => seatPoint(f, 0.85 + i * 0.5, -0.25 + row * ROW, 0.02 + i * 0.012);
export function reservePos(f: SeatFrame, gem: GemColour, n: number): V3 {
  const g = GEM_COLOURS.indexOf(gem);
  // One column per colour: the n-th gem of a colour stacks on the ones below.
  return seatPoint(f, -0.9 + g * 0.5, 0.75, 0.12 + n * 0.17);
}
/**
 * Where the name plate lies (NamePlate turns it level to the camera): the front seat's between its card space and the
 * board (behind it, the screen's bottom, the prompt and the hand covered it), unless a second colour's row is there; a
 * back seat's behind its area; a side seat's at the camera's end of its area.
 */
export function namePos(f: SeatFrame, rows = 1): V3 {
  const side = Math.sin(f.yaw);
  if (Math.abs(side) >= 0.85) return seatPoint(f, -Math.sign(side) * 2.45, 0.35, 0.02);
  return seatPoint(f, 0, Math.cos(f.yaw) > 0 && rows === 1 ? -1.2 : 1.35, 0.02);
}

/** Where a seat's lost canoes wait to be bought back (beside its area). */
export const lostPos = (f: SeatFrame, k: number): V3 => seatPoint(f, 1.6, 0.55 + k * 0.35, 0.08);
