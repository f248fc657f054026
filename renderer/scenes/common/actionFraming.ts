/**
 * The showcase director's framing, pure: where the camera goes so that the pieces a move touches are all on screen, in
 * the part of the canvas no overlay covers, seen from the table's own elevated angle. No three.js: plain vectors, so
 * it is unit-tested on its own (test/renderer/action-framing.test.ts checks it against a real three.js camera).
 */

export type V3 = [number, number, number];

/** A rectangle in canvas pixels (x right, y down from the canvas' top left). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a camera is and what it looks at (world units). */
export interface Pose {
  target: V3;
  position: V3;
}

/** What a framing is for: the pieces it must show whole and clear of the HUD (world points, `radius` round; fitClear). */
export interface Keep {
  points: readonly V3[];
  radius: number;
  /** How far back the camera may step, as a multiple of the framing's distance (1: it only slides; fitClear's own limit by default). */
  maxBack?: number;
  /** Pieces kept with `points` when one pose within the same reach (or `alsoBack`'s) shows them all; else the framing keeps `points` alone. */
  also?: readonly V3[];
  /** How far back the camera may step to show `also` too (as `maxBack`; the same reach by default). */
  alsoBack?: number;
  /** Pieces kept with `points` and `also` when a pose hardly farther back than theirs shows them all (fitKeep); the
   * first given up (NILE's face-down hands beside the seats' fields: a fan half under the players panel read as a fault). */
  extra?: readonly V3[];
}

export interface ActionFramingInput {
  /** World points of the acting pieces (at least one). */
  points: readonly V3[];
  /** Each piece's size around its point (world units): it is kept whole inside the clear area. */
  radius: number;
  /** Vertical field of view, degrees (three's PerspectiveCamera.fov). */
  fov: number;
  width: number;
  height: number;
  /** Rectangles over the canvas (canvas pixels): the caption, the corner, the HUD's boxes. */
  panels: readonly Rect[];
  /** Where the camera looks along, e.g. the table's own framing's target − position (its elevation is held to a pleasing range). */
  view: V3;
  /** Pixels kept between the pieces and the clear area's edges. */
  margin?: number;
  /** Camera distance range (world units): the rig's own limits, and not closer than reads well. */
  near?: number;
  far?: number;
}

export interface ActionFraming {
  position: V3;
  target: V3;
  /** Whether every piece fits the clear area within the distance range (false: the farthest framing, centred). */
  fits: boolean;
  /** The clear area used (canvas pixels). */
  clear: Rect;
  /** From the camera to its target (world units). */
  distance: number;
}

/** Elevation range (radians below the horizon): the tables' own views lie around 50°; never flat, never straight down. */
const PITCH = { min: (38 * Math.PI) / 180, max: (68 * Math.PI) / 180 };
const DEFAULTS = { margin: 28, near: 9, far: 30 };

const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const scale = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k];
const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** The camera's axes for a view direction: forward (elevation held in PITCH), right (horizontal), up (on screen). */
export function viewAxes(view: V3): { f: V3; r: V3; u: V3 } {
  const flat = Math.hypot(view[0], view[2]);
  const yaw = flat > 1e-6 ? Math.atan2(view[0], view[2]) : Math.PI;
  const pitch = Math.min(PITCH.max, Math.max(PITCH.min, Math.atan2(-view[1], flat)));
  const c = Math.cos(pitch);
  const f: V3 = [Math.sin(yaw) * c, -Math.sin(pitch), Math.cos(yaw) * c];
  // right = f × worldUp, up = right × f (three's lookAt with up = +y gives the same screen axes).
  const r: V3 = [-f[2] / c, 0, f[0] / c];
  const u: V3 = [r[1] * f[2] - r[2] * f[1], r[2] * f[0] - r[0] * f[2], r[0] * f[1] - r[1] * f[0]];
  return { f, r, u };
}

/**
 * The largest rectangle of the canvas that no panel overlaps (candidate edges are the canvas' and the panels' own, so a
 * handful of panels is searched exhaustively). With no panel, the whole canvas.
 */
export function clearArea(width: number, height: number, panels: readonly Rect[]): Rect {
  const inside = panels.filter((p) => p.width > 0 && p.height > 0 && p.x < width && p.y < height && p.x + p.width > 0 && p.y + p.height > 0);
  const xs = [...new Set([0, width, ...inside.flatMap((p) => [p.x, p.x + p.width])])].filter((x) => x >= 0 && x <= width).sort((a, b) => a - b);
  const ys = [...new Set([0, height, ...inside.flatMap((p) => [p.y, p.y + p.height])])].filter((y) => y >= 0 && y <= height).sort((a, b) => a - b);
  let best: Rect = { x: 0, y: 0, width: 0, height: 0 };
  for (let i = 0; i < xs.length; i++) {
    for (let j = i + 1; j < xs.length; j++) {
      const x0 = xs[i]!;
      const x1 = xs[j]!;
      // Panels across this column band, as y intervals: the free runs between them are the candidates.
      const cuts = inside.filter((p) => p.x < x1 && p.x + p.width > x0).map((p) => [p.y, p.y + p.height] as const);
      for (let a = 0; a < ys.length; a++) {
        for (let b = a + 1; b < ys.length; b++) {
          const y0 = ys[a]!;
          const y1 = ys[b]!;
          if ((x1 - x0) * (y1 - y0) <= best.width * best.height) continue;
          if (cuts.some(([t, e]) => t < y1 && e > y0)) continue;
          best = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
        }
      }
    }
  }
  return best;
}

/**
 * For a camera `d` back from `centre` along the axes, the lateral shifts (along r and u) that put every point inside
 * the area, as intervals; empty (lo > hi) when `d` is too near.
 */
function shifts(pts: readonly V3[], rho: number, d: number, focal: number, area: { l: number; r: number; t: number; b: number }) {
  let xLo = -Infinity, xHi = Infinity, yLo = -Infinity, yHi = Infinity;
  for (const [pr, pu, pf] of pts) {
    const z = pf + d;
    if (z <= rho + 0.1) return null;
    // Screen x = (pr − sx) / z · focal (from the canvas centre), kept within [l, r] with the piece's own size.
    xLo = Math.max(xLo, pr + rho - (area.r * z) / focal);
    xHi = Math.min(xHi, pr - rho - (area.l * z) / focal);
    // Screen y (up) = (pu − sy) / z · focal, within [−b, −t] (the area's top t is above the centre when negative).
    yLo = Math.max(yLo, pu + rho + (area.t * z) / focal);
    yHi = Math.min(yHi, pu - rho + (area.b * z) / focal);
  }
  return { xLo, xHi, yLo, yHi };
}

/**
 * The director's framing: the camera looks along `view` (elevation held to a pleasing range), as near as the distance
 * range allows while every acting piece lies inside the largest clear area, and is moved sideways (not turned) so the
 * pieces sit in the middle of that area: the same picture a view offset would give, with nothing to undo afterwards.
 */
export function frameAction(input: ActionFramingInput): ActionFraming {
  const own = frameAlong(input, input.view);
  if (own.fits) return own;
  // Too wide for the table's own side (a move across a table on an upright screen): the camera may look from a
  // neighbouring side, as the tables' own upright views do.
  const [x, y, z] = input.view;
  const turned = [frameAlong(input, [z, y, -x]), frameAlong(input, [-z, y, x])].filter((f) => f.fits);
  return turned.sort((a, b) => a.distance - b.distance)[0] ?? own;
}

function frameAlong(input: ActionFramingInput, view: V3): ActionFraming {
  const margin = input.margin ?? DEFAULTS.margin;
  const near = input.near ?? DEFAULTS.near;
  const far = Math.max(near, input.far ?? DEFAULTS.far);
  const { f, r, u } = viewAxes(view);
  const n = Math.max(1, input.points.length);
  const centre = scale(input.points.reduce<V3>((s, p) => add(s, p), [0, 0, 0]), 1 / n);
  const pts = input.points.map((p): V3 => {
    const q = sub(p, centre);
    return [dot(q, r), dot(q, u), dot(q, f)];
  });
  const clear = clearArea(input.width, input.height, input.panels);
  // The clear area less the margin, in pixels from the canvas centre (y down); too small an area: the canvas.
  const room = clear.width > 2 * margin + 40 && clear.height > 2 * margin + 40 ? clear : { x: 0, y: 0, width: input.width, height: input.height };
  const area = { l: room.x + margin - input.width / 2, r: room.x + room.width - margin - input.width / 2, t: room.y + margin - input.height / 2, b: room.y + room.height - margin - input.height / 2 };
  const focal = input.height / 2 / Math.tan((input.fov * Math.PI) / 360);
  const feasible = (d: number) => {
    const s = shifts(pts, input.radius, d, focal, area);
    return s && s.xLo <= s.xHi && s.yLo <= s.yHi ? s : null;
  };
  let d = far;
  const fits = !!feasible(far);
  if (fits && feasible(near)) d = near;
  else if (fits) {
    // Feasibility only grows with distance: bisect for the nearest distance that fits.
    let lo = near;
    let hi = far;
    for (let i = 0; i < 24; i++) {
      const mid = (lo + hi) / 2;
      if (feasible(mid)) hi = mid;
      else lo = mid;
    }
    d = hi;
  }
  const s = feasible(d);
  // The middle of each feasible interval: the pieces centred in the clear area (or, when nothing fits, on the centre).
  const sx = s ? (s.xLo + s.xHi) / 2 : 0;
  const sy = s ? (s.yLo + s.yHi) / 2 : 0;
  const target = add(centre, add(scale(r, sx), scale(u, sy)));
  return { position: sub(target, scale(f, d)), target, fits, clear: room, distance: d };
}

const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const unit = (a: V3): V3 => scale(a, 1 / (Math.hypot(...a) || 1));

/**
 * A framing made for the whole canvas, moved sideways (not turned, not nearer) so that what it centres sits in the
 * middle of the largest clear area instead: the table's overview on a kiosk, whose panels take one side of the screen
 * (at 1920×1080 the players' list and the log cover the right-hand trays of a table centred on the screen). Unchanged
 * when nothing covers the canvas or the clear area is too small to matter.
 */
export function centreInClear(pose: Pose, input: Pick<ActionFramingInput, 'fov' | 'width' | 'height' | 'panels'>): Pose {
  const clear = clearArea(input.width, input.height, input.panels);
  if (clear.width < input.width / 3 || clear.height < input.height / 3) return pose;
  const dx = clear.x + clear.width / 2 - input.width / 2;
  const dy = clear.y + clear.height / 2 - input.height / 2;
  const look = sub(pose.target, pose.position);
  const d = Math.hypot(...look);
  if (d < 1e-6 || (Math.abs(dx) < 1 && Math.abs(dy) < 1)) return pose;
  // The camera's own axes (three's lookAt with up +y): right = forward × up, up on screen = right × forward.
  const f = unit(look);
  const r = unit(cross(f, [0, 1, 0]));
  const u = cross(r, f);
  const perPixel = d / (input.height / 2 / Math.tan((input.fov * Math.PI) / 360));
  // The target shows dx right and dy down of the centre when the camera moves by −dx along r and +dy along u.
  const move = add(scale(r, -dx * perPixel), scale(u, dy * perPixel));
  return { target: add(pose.target, move), position: add(pose.position, move) };
}

/** The framing's pieces (lying on the table), the camera and the canvas with its panels, as the director's framing takes them. */
export interface ClearFitInput extends Pick<ActionFramingInput, 'points' | 'radius' | 'fov' | 'width' | 'height' | 'panels' | 'margin'> {
  /** How far back the camera may go, as a multiple of the framing's own distance… */
  maxBack?: number;
  /** …and in world units (the rig's own limit). */
  far?: number;
}

const FIT = { margin: 10, maxBack: 1.3, steps: 12 };

/**
 * A table's own framing kept clear of the HUD: the same pose when every point already shows whole and clear of the
 * panels; else the pose moved sideways and, when that is not enough, back along its own line of sight (never nearer,
 * never turned) to the nearest distance where they all do, with the least sideways move there. `fits` false (and the
 * pose unchanged) when no pose within the distance allowed does: the caller keeps the table's framing.
 */
export function fitClear(pose: Pose, input: ClearFitInput): Pose & { fits: boolean } {
  const look = sub(pose.target, pose.position);
  const d0 = Math.hypot(...look);
  const side = cross(look, [0, 1, 0]);
  if (d0 < 1e-6 || Math.hypot(...side) < 1e-6 || input.points.length === 0 || input.width <= 0 || input.height <= 0) return { ...pose, fits: true };
  const f = unit(look);
  const r = unit(side);
  const u = cross(r, f);
  const { width: w, height: h, panels, radius } = input;
  const margin = input.margin ?? FIT.margin;
  const focal = h / 2 / Math.tan((input.fov * Math.PI) / 360);
  // A piece lies on the table: seen from above at an angle, its depth shows shortened by the sine of that angle.
  const flat = Math.abs(f[1]);
  const pts = input.points.map((p): V3 => {
    const q = sub(p, pose.target);
    return [dot(q, r), dot(q, u), dot(q, f)];
  });
  // The camera `d` back from the target moved by (sx, sy) along (r, u): is every piece whole on the canvas and clear?
  const clearAt = (d: number, sx: number, sy: number): boolean => {
    for (const [pr, pu, pf] of pts) {
      const z = pf + d;
      if (z <= radius + 0.1) return false;
      const k = focal / z;
      const x = w / 2 + (pr - sx) * k;
      const y = h / 2 - (pu - sy) * k;
      const e = radius * k + margin;
      const ey = radius * k * flat + margin;
      if (x - e < 0 || x + e > w || y - ey < 0 || y + ey > h) return false;
      for (const p of panels) if (x + e > p.x && x - e < p.x + p.width && y + ey > p.y && y - ey < p.y + p.height) return false;
    }
    return true;
  };
  if (clearAt(d0, 0, 0)) return { ...pose, fits: true };
  const back = Math.max(1, Math.min(input.maxBack ?? FIT.maxBack, (input.far ?? Infinity) / d0));
  // Only sliding (no room to step back): one distance to search.
  const steps = back > 1 ? FIT.steps : 0;
  for (let i = 0; i <= steps; i++) {
    const d = d0 * (1 + ((back - 1) * i) / Math.max(1, steps));
    const shift = nearestClearShift(pts, d, focal, flat, input, margin, clearAt);
    if (!shift) continue;
    const target = add(pose.target, add(scale(r, shift[0]), scale(u, shift[1])));
    return { target, position: sub(target, scale(f, d)), fits: true };
  }
  return { ...pose, fits: false };
}

/**
 * fitClear for a framing's `keep`: with its `also` pieces when one pose within their reach (`alsoBack`, else the
 * framing's) shows them all with the others; else its `points` alone, within the framing's own reach. Then `extra` too,
 * when a pose at most EXTRA_BACK farther back than that one shows it all.
 */
export function fitKeep(pose: Pose, keep: Keep, view: Omit<ClearFitInput, 'points' | 'radius' | 'maxBack'>): Pose & { fits: boolean } {
  const input: ClearFitInput = { ...view, points: keep.points, radius: keep.radius, maxBack: keep.maxBack };
  const also = keep.also ?? [];
  const all = also.length ? fitClear(pose, { ...input, points: [...keep.points, ...also], maxBack: keep.alsoBack ?? keep.maxBack }) : null;
  const kept = all?.fits ? all : fitClear(pose, input);
  if (!keep.extra?.length || !kept.fits) return kept;
  // `extra` only for a step back and a slide of a few per cent more: a table pushed back or aside into a corner to clear
  // every face-down hand read worse than a hand's edge under a panel.
  const d = distanceOf(kept);
  const shown = all?.fits ? [...keep.points, ...also] : keep.points;
  const every = fitClear(pose, { ...input, points: [...shown, ...keep.extra], maxBack: (d / distanceOf(pose)) * EXTRA_BACK });
  return every.fits && lookApart(every, kept) <= d * EXTRA_SIDE ? every : kept;
}

/** How much farther back than the pose that keeps `points` and `also` the camera may go for `extra`, and how far aside
 * (× that pose's distance). */
const EXTRA_BACK = 1.08;
const EXTRA_SIDE = 0.08;

/** How far the camera of `p` is from what it looks at. */
export const distanceOf = (p: Pose): number => Math.hypot(...sub(p.target, p.position));
/** How far apart the points two poses look at are. */
export const lookApart = (a: Pose, b: Pose): number => Math.hypot(...sub(a.target, b.target));

/**
 * The least sideways move (world units along r and u) at distance `d` that leaves every piece clear. A piece's box
 * moves on the screen with the move, so the sideways moves worth trying are none and those that put a piece's box just
 * off a panel's left or right edge; for each (nearest first), the panels the boxes then meet forbid open intervals of
 * up-and-down moves, and the nearest move outside them all is taken. Within the moves that keep every piece on the canvas.
 */
function nearestClearShift(pts: readonly V3[], d: number, focal: number, flat: number, input: { width: number; height: number; radius: number; panels: readonly Rect[] }, margin: number, clearAt: (d: number, sx: number, sy: number) => boolean): [number, number] | null {
  const { width: w, height: h, radius, panels } = input;
  let xLo = -Infinity, xHi = Infinity, yLo = -Infinity, yHi = Infinity;
  const xs = [0];
  const seen: { pr: number; pu: number; k: number; e: number; ey: number }[] = [];
  for (const [pr, pu, pf] of pts) {
    const z = pf + d;
    if (z <= radius + 0.1) return null;
    const k = focal / z;
    // Half a pixel more than clearAt asks: a move found on an edge is clear of it.
    const e = radius * k + margin + 0.5;
    const ey = radius * k * flat + margin + 0.5;
    seen.push({ pr, pu, k, e, ey });
    xLo = Math.max(xLo, pr - (w / 2 - e) / k);
    xHi = Math.min(xHi, pr + (w / 2 - e) / k);
    yLo = Math.max(yLo, pu - (h / 2 - ey) / k);
    yHi = Math.min(yHi, pu + (h / 2 - ey) / k);
    // x = w/2 + (pr − sx)·k: the box just left, or just right, of the panel.
    for (const p of panels) xs.push(pr - (p.x - e - w / 2) / k, pr - (p.x + p.width + e - w / 2) / k);
  }
  if (xLo > xHi || yLo > yHi) return null;
  const across = [...new Set([...xs.filter((x) => x >= xLo && x <= xHi), xLo, xHi])].sort((a, b) => Math.abs(a) - Math.abs(b));
  let best: [number, number] | null = null;
  let bestNorm = Infinity;
  for (const sx of across) {
    if (sx * sx >= bestNorm) break;
    // y = h/2 − (pu − sy)·k: the panels each box meets at this sx forbid the sy between its box's edges' touching them.
    const cuts: [number, number][] = [];
    for (const { pr, pu, k, e, ey } of seen) {
      const x = w / 2 + (pr - sx) * k;
      for (const p of panels) if (x + e > p.x && x - e < p.x + p.width) cuts.push([pu + (p.y - ey - h / 2) / k, pu + (p.y + p.height + ey - h / 2) / k]);
    }
    const sy = nearestFree(cuts, yLo, yHi);
    if (sy === null || sx * sx + sy * sy >= bestNorm || !clearAt(d, sx, sy)) continue;
    best = [sx, sy];
    bestNorm = sx * sx + sy * sy;
  }
  return best;
}

/** The value nearest 0 within [lo, hi] that no open interval of `cuts` holds (null: none): 0 itself, or an edge of the run of overlapping cuts over 0. */
function nearestFree(cuts: [number, number][], lo: number, hi: number): number | null {
  cuts.sort((a, b) => a[0] - b[0]);
  const start = Math.min(hi, Math.max(lo, 0));
  // Merge the cuts into disjoint runs; the free value nearest `start` is `start` or an end of the run holding it.
  let runLo = Infinity;
  let runHi = -Infinity;
  for (const [a, b] of cuts) {
    if (a < runHi) runHi = Math.max(runHi, b);
    else {
      if (runLo < start && start < runHi) break;
      runLo = a;
      runHi = b;
    }
  }
  if (!(runLo < start && start < runHi)) return start;
  const ends = [runLo, runHi].filter((y) => y >= lo && y <= hi).sort((a, b) => Math.abs(a) - Math.abs(b));
  return ends[0] ?? null;
}
