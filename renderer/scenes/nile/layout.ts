import { CARD_T } from '../common/cardGeometry';
import type { SeatFrame } from '../common/seatFrame';
import { CROP_IDS, type Crop } from './cardArt';

export type Vec3 = [number, number, number];
export interface Pose {
  p: Vec3;
  /** Euler XYZ. A card lying face up has [0, yaw, 0]; face down [0, yaw, π]. */
  r: Vec3;
}

export const TABLE = { rx: 9.4, rz: 7.2, top: 0 };
/** Height of the reed raft the flood pile lies on, in the river (Centre.tsx). */
export const RAFT_TOP = 0.09;
/** The centre's piles: the deck on the Nile's west bank, the flood pile on its raft in the river, the discard east. */
export const CENTRE = {
  deck: [-1.55, 0, 0.05] as Vec3,
  flood: [0, RAFT_TOP + 0.004, 0.05] as Vec3,
  discard: [1.55, 0, 0.05] as Vec3,
  /** Where a drawn locust is shown before it strikes. */
  locust: [0, 0.9, -1.1] as Vec3,
};
const FIELD_STEP = 0.15;

export type { SeatFrame };

/** Seats around an ellipse, clockwise, with the viewer's seat at the bottom (nearest the camera). */
export function seatFrames(players: number, bottom: number): SeatFrame[] {
  const rx = players <= 2 ? 0 : 6.3;
  const rz = players <= 2 ? 4.5 : 4.55;
  const out: SeatFrame[] = [];
  for (let seat = 0; seat < players; seat++) {
    const k = (seat - bottom + players) % players;
    const phi = (2 * Math.PI * k) / players;
    const dx = -Math.sin(phi);
    const dz = Math.cos(phi);
    out.push({ seat, x: dx * rx, z: dz * rz, yaw: Math.atan2(dx, dz) });
  }
  return out;
}

/** Local (area) coordinates → table coordinates. */
function toTable(f: SeatFrame, lx: number, lz: number): [number, number] {
  const c = Math.cos(f.yaw);
  const s = Math.sin(f.yaw);
  // rotation about +y by yaw: x' = x cos + z sin, z' = -x sin + z cos
  return [f.x + lx * c + lz * s, f.z - lx * s + lz * c];
}

const SLOT_X = (k: number) => -2.5 + k * 0.8;

export function fieldPose(f: SeatFrame, crop: Crop, index: number, count = index + 1): Pose {
  const k = CROP_IDS.indexOf(crop);
  const step = count > 9 ? (FIELD_STEP * 8) / (count - 1) : FIELD_STEP;
  const [x, z] = toTable(f, SLOT_X(k), -0.75 + index * step);
  return { p: [x, 0.012 + index * CARD_T * 1.05, z], r: [0, f.yaw, 0] };
}

export function fieldSlotPose(f: SeatFrame, crop: Crop): Pose {
  const k = CROP_IDS.indexOf(crop);
  const [x, z] = toTable(f, SLOT_X(k), -0.3);
  return { p: [x, 0.004, z], r: [-Math.PI / 2, 0, f.yaw] };
}

/**
 * A seat's playing mat, in its area's coordinates: under its fields (grown ones too), speculations and storage; its
 * face-down hand lies at its owner's edge, its name plate beyond it, toward the centre. At 5 players the seats stand
 * closer: a smaller mat keeps two neighbours' mats apart.
 */
export function seatMat(players: number): { cx: number; cz: number; w: number; d: number } {
  return { cx: -0.05, cz: 0, ...(players >= 5 ? { w: 5.57, d: 2.43 } : { w: 5.9, d: 2.66 }) };
}

/** The mat lying flat under a seat's area. */
export function matPose(f: SeatFrame, players: number): Pose {
  const m = seatMat(players);
  const [x, z] = toTable(f, m.cx, m.cz);
  return { p: [x, 0.002, z], r: [-Math.PI / 2, 0, f.yaw] };
}

export function specPose(f: SeatFrame, index: number): Pose {
  const [x, z] = toTable(f, 1.65 + index * 0.74, -0.6);
  return { p: [x, 0.012, z], r: [0, f.yaw, 0] };
}

export function storagePose(f: SeatFrame, height = 0): Pose {
  const [x, z] = toTable(f, 2.05, 0.75);
  return { p: [x, 0.004 + height, z], r: [0, f.yaw + 0.06, Math.PI] };
}

/** Face-down hand of a seat whose cards are not shown (a fan towards its owner's edge). */
export function handPose(f: SeatFrame, index: number, count: number): Pose {
  const spread = Math.min(0.26, 3.2 / Math.max(1, count));
  const off = (index - (count - 1) / 2) * spread;
  const [x, z] = toTable(f, -0.6 + off, 1.25 + Math.abs(off) * 0.08);
  return { p: [x, 0.01 + index * CARD_T * 0.6, z], r: [0, f.yaw - off * 0.12, Math.PI] };
}

/** The name plate lies between the fields and the centre (NamePlate turns it level to the camera). */
export function namePos(f: SeatFrame): Vec3 {
  const [x, z] = toTable(f, -0.9, -1.55 - 1.05 * Math.abs(Math.sin(f.yaw)));
  return [x, 0.006, z];
}

/** Where a field's card count is shown: on the bottom edge of its last card. */
export function fieldCountPose(f: SeatFrame, crop: Crop, count: number): Pose {
  const last = fieldPose(f, crop, Math.max(0, count - 1), count);
  const [dx, dz] = [Math.sin(f.yaw) * 0.3, Math.cos(f.yaw) * 0.3];
  return { p: [last.p[0] + dx, last.p[1] + 0.012, last.p[2] + dz], r: [-Math.PI / 2, 0, 0] };
}

/** A pile's top card (piles are one box scaled in height). */
export function pileTop(pos: Vec3, count: number): Vec3 {
  return [pos[0], pos[1] + Math.max(1, count) * CARD_T * 0.5 + CARD_T, pos[2]];
}

/**
 * A phone's framing: the viewer's own area (the bottom seat's, always at +z) with the piles above it, seen from
 * higher up (its fields reach x −2.5…0.7, so the view centres left of the middle). Upright, the turn's HUD (log,
 * prompt, storage, pass, hand) takes the lower 40% of the screen: the view centres near the player, so the fields stand
 * above it (at z 2.4 the log's bar covered their lower half on a 390 × 844 screen) and the piles below the players' row.
 */
export function phoneFraming(portrait: boolean): { target: Vec3; position: Vec3 } {
  // Landscape: the HUD leaves a low band above the middle, so the view centres nearer the player and from higher up.
  if (!portrait) return { target: [-0.9, 0, 3.6], position: [-0.9, 12.1, 9.3] };
  return { target: [-0.8, 0, 3.1], position: [-0.8, 12.5, 10.1] };
}

/**
 * How far out toward the seat the camera's target lies when it frames a seat: a little nearer the centre than the seat
 * (a seat to the side, framed nearer its own area, left the river and the flood card, which every move of that turn
 * touches, cut at the screen's edge).
 */
export const SEAT_LEAN = 0.45;
/**
 * …and on the turn of the player whose hand is shown (always the bottom seat): further out, so that their own fields
 * stand above the turn's prompt and the hand (at SEAT_LEAN the prompt covered them on a 1280 × 800 screen), with the
 * river and its piles still in view.
 */
export const OWN_TURN_LEAN = 0.6;

/** Point the camera looks at when framing a seat (`t` of the way out from the centre, SEAT_LEAN …), and where it sits. */
export function framing(f: SeatFrame | null, players: number, t = SEAT_LEAN): { target: Vec3; position: Vec3 } {
  if (!f) return { target: [0, 0, 0.6], position: [0, 15.5, 11.5] };
  const target: Vec3 = [f.x * t, 0, f.z * t + 0.5];
  const dist = players > 3 ? 1 : 0.95;
  return { target, position: [target[0] * 0.85, 8.8 * dist, target[2] + 6.9 * dist] };
}
