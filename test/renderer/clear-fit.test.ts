/**
 * A table's own framing kept clear of the HUD (renderer/scenes/common/actionFraming.ts `fitClear`): checked against a
 * real three.js camera at the pose it returns. A framing already clear stays as it is; a covered piece is moved clear
 * sideways first, then from farther back, never nearer and never turned; with no pose within reach the framing stays
 * and says so.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA } from '../../engine/nefertiti/material/default-data';
import { fitClear, fitKeep, type Pose, type Rect, type V3 } from '../../renderer/scenes/common/actionFraming';
import { finalScoringKeep, layoutFor, overviewCamera } from '../../renderer/scenes/nefertiti/layout';
import { project as projectAt } from './camera-project';

const W = 1280;
const H = 800;
const FOV = 40;

/** Canvas pixels of `p` seen from `pose`. */
const project = (p: V3, pose: Pose) => projectAt(p, pose, FOV, W, H);

const under = (q: { x: number; y: number }, r: Rect) => q.x >= r.x && q.x <= r.x + r.width && q.y >= r.y && q.y <= r.y + r.height;
const onCanvas = (q: { x: number; y: number }) => q.x >= 0 && q.x <= W && q.y >= 0 && q.y <= H;
const look = (p: Pose): V3 => p.target.map((t, i) => t - p.position[i]!) as V3;
const distance = (p: Pose) => Math.hypot(...look(p));

/** A table seen from the south, and the pieces of a 12 × 6 board's corners and middle. */
const POSE: Pose = { target: [0, 0, 0.5], position: [0, 12, 10.5] };
const BOARD: V3[] = [[-6, 0, -3], [6, 0, -3], [-6, 0, 3], [6, 0, 3], [0, 0, 0]];

function fit(panels: Rect[], points = BOARD, maxBack?: number) {
  return fitClear(POSE, { points, radius: 0.4, fov: FOV, width: W, height: H, panels, maxBack });
}

describe('a framing kept clear of the HUD', () => {
  it('stays as it is when every piece already shows clear', () => {
    expect(fit([{ x: 0, y: 0, width: 200, height: 60 }])).toEqual({ ...POSE, fits: true });
    for (const p of BOARD) expect(onCanvas(project(p, POSE))).toBe(true);
  });

  it('moves sideways, at the same distance, when that clears a covered corner', () => {
    // A scoring panel over the top-right corner, with room to its left.
    const corner = project(BOARD[1]!, POSE);
    const panel = { x: corner.x - 60, y: 0, width: W - corner.x + 60, height: corner.y + 60 };
    const f = fit([panel]);
    expect(f.fits).toBe(true);
    expect(distance(f)).toBeCloseTo(distance(POSE), 6);
    look(f).forEach((x, i) => expect(x).toBeCloseTo(look(POSE)[i]!, 9));
    for (const p of BOARD) {
      const q = project(p, f);
      expect(onCanvas(q), JSON.stringify(p)).toBe(true);
      expect(under(q, panel), JSON.stringify(p)).toBe(false);
    }
  });

  it('backs off along its own line of sight when panels on both sides leave no room at its distance', () => {
    // Side columns as tall as the screen, each just over the board's widest corners: no move sideways or up and down clears both.
    const xs = BOARD.map((p) => project(p, POSE).x);
    const panels = [
      { x: 0, y: 0, width: Math.min(...xs) + 20, height: H },
      { x: Math.max(...xs) - 20, y: 0, width: W - Math.max(...xs) + 20, height: H },
    ];
    const f = fit(panels);
    expect(f.fits).toBe(true);
    expect(distance(f)).toBeGreaterThan(distance(POSE) + 0.1);
    look(f).forEach((x, i) => expect(x / distance(f)).toBeCloseTo(look(POSE)[i]! / distance(POSE), 9));
    for (const p of BOARD) for (const r of panels) expect(under(project(p, f), r), JSON.stringify(p)).toBe(false);
  });

  it('never comes nearer than the table framed it, and stays (saying so) when no pose within reach clears the pieces', () => {
    // A panel over the whole middle of the screen: the middle piece cannot leave it without the corners leaving the canvas.
    const panels = [{ x: 200, y: 150, width: W - 400, height: H - 300 }];
    const f = fit(panels, BOARD, 1.1);
    expect(f.fits).toBe(false);
    expect({ target: f.target, position: f.position }).toEqual(POSE);
  });

  it('counts a piece lying on the table as shortened in depth: a panel just above its drawn edge does not cover it', () => {
    const centre = project([0, 0, 0], POSE);
    // 0.4 units across is about 0.4 · focal / depth pixels wide, and less deep, seen at about 50°.
    const depth = Math.hypot(...(POSE.position.map((v, i) => v - [0, 0, 0][i]!) as V3));
    const focal = H / 2 / Math.tan((FOV * Math.PI) / 360);
    const across = (0.4 * focal) / depth;
    const panel = { x: centre.x - 100, y: 0, width: 200, height: centre.y - across * 0.85 - 12 };
    expect(fit([panel], [[0, 0, 0]])).toEqual({ ...POSE, fits: true });
  });
});

describe("Nefertiti's framings keep the whole table clear", () => {
  // The kiosk at 1280×760 at the game's end: its header, the players, the final scoring and the log down the right,
  // the caption along the bottom (test/e2e/showcase-layout.test.ts measures the real ones).
  const kiosk: Rect[] = [
    { x: 14, y: 14, width: 286, height: 44 },
    { x: 958, y: 72, width: 308, height: 110 },
    { x: 866, y: 196, width: 400, height: 148 },
    { x: 958, y: 358, width: 308, height: 252 },
    { x: 14, y: 668, width: 926, height: 78 },
    { x: 958, y: 626, width: 308, height: 120 },
  ];
  for (const players of [2, 3, 4, 5]) {
    it(`the final scoring's shot, ${players} players: every corner of the board and every seat's row clear of the kiosk's panels`, () => {
      const keep = finalScoringKeep(layoutFor(DEFAULT_DATA, players, 0, players === 5));
      const shot: Pose = { target: overviewCamera().target, position: [0, 13, 9.5] };
      const at = { fov: FOV, width: W, height: 760, panels: kiosk };
      const f = fitClear(shot, { ...at, points: keep.points, radius: keep.radius, maxBack: keep.maxBack });
      expect(f.fits).toBe(true);
      for (const p of keep.points) {
        const q = projectAt(p, f, FOV, W, 760);
        expect(q.x > 0 && q.x < W && q.y > 0 && q.y < 760, JSON.stringify(p)).toBe(true);
        for (const r of kiosk) expect(under(q, r), `${JSON.stringify(p)} under ${JSON.stringify(r)}`).toBe(false);
      }
    });
  }
});

describe('a framing that keeps some pieces only where they fit (`also`)', () => {
  const keep = (also: V3[]) => ({ points: BOARD, radius: 0.4, also });
  const view = (panels: Rect[]) => ({ fov: FOV, width: W, height: H, panels });

  it('keeps them too when one pose shows them all clear', () => {
    // A seat's cards just beyond the board's west edge, under a players panel down the left side.
    const seat: V3 = [-7.5, 0, 0];
    const panel = { x: 0, y: 0, width: project(seat, POSE).x + 30, height: H };
    const f = fitKeep(POSE, keep([seat]), view([panel]));
    expect(f.fits).toBe(true);
    for (const p of [...BOARD, seat]) expect(under(project(p, f), panel), JSON.stringify(p)).toBe(false);
  });

  it('steps back as far as `alsoBack` allows for them, and only for them', () => {
    // A seat far west under a panel: clear only from well beyond the framing's own reach (1.3 × its distance).
    const seat: V3 = [-13, 0, 0];
    const panel = { x: 0, y: 0, width: 200, height: H };
    const near = fitKeep(POSE, keep([seat]), view([panel]));
    expect(near.fits).toBe(true);
    expect(distance(near)).toBeLessThanOrEqual(1.3 * distance(POSE) + 1e-9);
    const seen = project(seat, near);
    expect(onCanvas(seen) && !under(seen, panel)).toBe(false);
    const f = fitKeep(POSE, { ...keep([seat]), alsoBack: 2.5 }, view([panel]));
    expect(distance(f)).toBeGreaterThan(1.3 * distance(POSE));
    for (const p of [...BOARD, seat]) {
      expect(onCanvas(project(p, f)), JSON.stringify(p)).toBe(true);
      expect(under(project(p, f), panel), JSON.stringify(p)).toBe(false);
    }
  });

  it('keeps `extra` pieces too where one pose shows them all, and gives them up first', () => {
    // A seat's face-down hand beyond its cards, both under a players panel down the left side.
    const seat: V3 = [-7.5, 0, 0];
    const hand: V3 = [-8.5, 0, -1];
    const panel = { x: 0, y: 0, width: project(seat, POSE).x + 30, height: H };
    const withSeat = fitKeep(POSE, keep([seat]), view([panel]));
    expect(under(project(hand, withSeat), panel), 'the seat alone leaves its hand under the panel').toBe(true);
    const f = fitKeep(POSE, { ...keep([seat]), extra: [hand] }, view([panel]));
    expect(f.fits).toBe(true);
    for (const p of [...BOARD, seat, hand]) expect(under(project(p, f), panel), JSON.stringify(p)).toBe(false);
    // A hand no pose within reach shows: the seat is still kept, as without it.
    const lost = fitKeep(POSE, { ...keep([seat]), extra: [[40, 0, 0]] }, view([panel]));
    expect(lost).toEqual(withSeat);
    // Nor one that only a pose well farther back shows (the table would shrink into a corner for it).
    const far = fitKeep(POSE, { ...keep([seat]), alsoBack: 2.5, extra: [[-13, 0, 0]] }, view([panel]));
    expect(far).toEqual(fitKeep(POSE, { ...keep([seat]), alsoBack: 2.5 }, view([panel])));
  });

  it('keeps the framing\'s own pieces alone when no pose shows the others as well', () => {
    // A piece far off the table: no pose within reach shows it with the board, so the board alone is kept.
    const far: V3 = [40, 0, 0];
    const f = fitKeep(POSE, keep([far]), view([]));
    expect(f).toEqual({ ...POSE, fits: true });
    expect(onCanvas(project(far, f))).toBe(false);
  });
});
