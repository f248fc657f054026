import { fitGraphemes } from '../../../protocol/names';
import { UI_FONT } from './fonts';
import { paintMark, type Paint } from './marks';
import type { SeatLabel } from './seatLabel';

/** How a table draws its seats' name plates: the pill and the seat's mark, in canvas pixels. */
export interface PlateLook {
  /** The pill: x, y, width, height, corner radius. */
  pill: [number, number, number, number, number];
  /** The seat's mark (its colour and shape): x, y, radius. */
  dot: [number, number, number];
  /** The pill's colour while the seat is not the active one (the active seat's pill is always warm). */
  idle: string;
}

/** Paints a seat's name-plate background: a pill, warm when the seat is active, with the seat's mark. */
export function paintPlate(ctx: CanvasRenderingContext2D, active: boolean, paint: Paint, look: PlateLook): void {
  ctx.fillStyle = active ? 'rgba(255,214,120,0.95)' : look.idle;
  ctx.beginPath();
  ctx.roundRect(...look.pill);
  ctx.fill();
  paintMark(ctx, paint, look.dot[0], look.dot[1], look.dot[2]);
}

/** Ink for a name on a plate (dark on the warm active pill). */
export const plateInk = (active: boolean): string => (active ? '#2a1a05' : '#fff3dc');

/** Ink for the smaller words beside the name (the tag, the game's counts): a little softer than the name's. */
export const plateSoftInk = (active: boolean): string => (active ? '#4a3008' : '#e8d8bc');

/**
 * `name` cut to fit `width` pixels in the context's current font, "…" included: cut by graphemes (protocol/names.ts),
 * so an emoji or a letter with its marks is never split.
 */
export function fitName(ctx: CanvasRenderingContext2D, name: string, width: number): string {
  return fitGraphemes(name, (s) => ctx.measureText(s).width <= width);
}

/** Every name plate's canvas is this wide; its height follows the plate's shape on the table (`platePx`). */
export const PLATE_W_PX = 512;

/** A plate at least this many pixels tall has two rows: the name, and the game's counts under it. */
const TWO_ROWS_PX = 120;
/** Room between the name and the words at its right. */
const GAP_PX = 16;

/** The canvas height of a plate `width` × `height` on the table (the canvas has the plate's shape). */
export const platePx = (width: number, height: number): number => Math.round((PLATE_W_PX * height) / width);

/** Where a plate's parts go on a canvas `h` pixels tall: the pill, the mark in its left end, the text rows. */
export interface PlateLayout {
  look: PlateLook;
  /** Where the name (and a second row) starts, and where the right-hand words end. */
  left: number;
  right: number;
  /** The text rows' middles: the name's, then the counts' on a two-row plate. */
  rows: [number] | [number, number];
  namePx: number;
  smallPx: number;
}

export function plateLayout(h: number): PlateLayout {
  const radius = Math.min(40, (h - 12) / 2);
  const look: PlateLook = { pill: [4, 6, PLATE_W_PX - 8, h - 12, radius], dot: [4 + radius, h / 2, Math.min(28, h * 0.24)], idle: 'rgba(20,14,8,0.76)' };
  const frame = { look, left: 10 + 2 * radius, right: PLATE_W_PX - 22 };
  if (h >= TWO_ROWS_PX) return { ...frame, rows: [h * 0.39, h * 0.73], namePx: Math.round(h * 0.31), smallPx: Math.round(h * 0.22) };
  return { ...frame, rows: [h / 2 + 2], namePx: Math.round(Math.min(38, h * 0.42)), smallPx: Math.round(Math.min(27, h * 0.3)) };
}

/**
 * Paints a whole name plate on a canvas PLATE_W_PX × `h`: the pill (warm while the seat is active), the seat's mark,
 * its name cut to the room left, and its tag and the game's `info` (a seat's counts). On a one-row plate the tag and
 * the info stand at the right-hand end; on a two-row plate the tag does, and the info has the second row.
 */
export function paintNamePlate(ctx: CanvasRenderingContext2D, h: number, label: SeatLabel, active: boolean, info = ''): void {
  const L = plateLayout(h);
  const [nameRow, infoRow] = L.rows;
  ctx.clearRect(0, 0, PLATE_W_PX, h);
  paintPlate(ctx, active, label.paint, L.look);
  ctx.textBaseline = 'middle';
  ctx.fillStyle = plateSoftInk(active);
  ctx.font = `400 ${L.smallPx}px ${UI_FONT}`;
  const right = infoRow === undefined ? [label.tag, info].filter((s) => s).join('  ') : label.tag;
  const room = L.right - L.left - (right ? ctx.measureText(right).width + GAP_PX : 0);
  ctx.textAlign = 'right';
  if (right) ctx.fillText(right, L.right, nameRow);
  ctx.textAlign = 'left';
  if (infoRow !== undefined && info) ctx.fillText(info, L.left, infoRow);
  ctx.fillStyle = plateInk(active);
  ctx.font = `700 ${L.namePx}px ${UI_FONT}`;
  ctx.fillText(fitName(ctx, label.name, room), L.left, nameRow);
}
