/**
 * The showcase director's framing (renderer/scenes/common/actionFraming.ts): whatever the screen's shape and the
 * overlays over it, every acting piece lands inside the clear area with its margin, as a real three.js camera at the
 * returned pose projects it, and the camera looks down from the table's elevated angle.
 */
import { describe, expect, it } from 'vitest';
import { centreInClear, clearArea, frameAction, type Rect, type V3 } from '../../renderer/scenes/common/actionFraming';
import { project } from './camera-project';

const inside = (q: { x: number; y: number }, r: Rect, m: number) => q.x >= r.x + m && q.x <= r.x + r.width - m && q.y >= r.y + m && q.y <= r.y + r.height - m;

/** The kiosk's overlays on a screen of this size: the HUD's status strip and players box, the caption, the corner. */
function kioskPanels(w: number, h: number): Rect[] {
  return [
    { x: 12, y: 12, width: w - 24, height: 48 },
    { x: 12, y: 70, width: 250, height: Math.min(300, h * 0.3) },
    { x: w * 0.3, y: h - 110, width: w * 0.4, height: 70 },
    { x: w - 312, y: h - 170, width: 300, height: 158 },
  ];
}

const VIEW: V3 = [0, -12, -10];
const MOVES: { name: string; points: V3[] }[] = [
  { name: 'one piece', points: [[3, 0.2, 2]] },
  { name: 'across the table', points: [[-7, 0.2, -4], [6, 0.4, 5]] },
  { name: 'a hand to the centre', points: [[0, 0.5, 6.5], [1.5, 0.2, 0], [-1.5, 0.2, 0], [0.5, 1.2, 3]] },
];
const SCREENS = [
  { name: 'kiosk 1280×760', w: 1280, h: 760 },
  { name: 'wide 1920×1080', w: 1920, h: 1080 },
  { name: 'ultra-wide 2560×1080', w: 2560, h: 1080 },
  { name: 'portrait 1080×1920', w: 1080, h: 1920 },
];

describe('the director framing', () => {
  for (const s of SCREENS) {
    for (const m of MOVES) {
      it(`${s.name}: ${m.name} lies in the clear area, clear of every panel`, () => {
        const panels = kioskPanels(s.w, s.h);
        const f = frameAction({ points: m.points, radius: 0.5, fov: 45, width: s.w, height: s.h, panels, view: VIEW, margin: 28 });
        expect(f.fits).toBe(true);
        for (const p of m.points) {
          const q = project(p, f, 45, s.w, s.h);
          expect(inside(q, f.clear, 27), `${JSON.stringify(p)} at ${q.x.toFixed(0)},${q.y.toFixed(0)}`).toBe(true);
          for (const r of panels) expect(inside(q, r, 0), `${JSON.stringify(p)} under a panel`).toBe(false);
        }
        // From above at the table's angle, never flat nor straight down, and within the rig's distance limits.
        const dir = f.target.map((t, i) => t - f.position[i]!) as V3;
        const dist = Math.hypot(...dir);
        const pitch = Math.asin(-dir[1] / dist);
        expect(pitch).toBeGreaterThan(0.6);
        expect(pitch).toBeLessThan(1.2);
        expect(dist).toBeGreaterThanOrEqual(9 - 1e-6);
        expect(dist).toBeLessThanOrEqual(30 + 1e-6);
      });
    }
  }

  it('centres the pieces in the clear area, not on the canvas centre', () => {
    const panels: Rect[] = [{ x: 0, y: 0, width: 640, height: 760 }];
    const f = frameAction({ points: [[0, 0, 0]], radius: 0.5, fov: 45, width: 1280, height: 760, panels, view: VIEW });
    const q = project([0, 0, 0], f, 45, 1280, 760);
    expect(q.x).toBeCloseTo(960, 0);
    expect(q.y).toBeCloseTo(380, 0);
  });

  it('keeps the view direction of the table (its yaw), elevation held to a pleasing range', () => {
    const f = frameAction({ points: [[0, 0, 0]], radius: 0.5, fov: 45, width: 1280, height: 760, panels: [], view: [10, -0.5, 0] });
    const dir = f.target.map((t, i) => t - f.position[i]!) as V3;
    expect(Math.abs(dir[2])).toBeLessThan(1e-9);
    expect(dir[0]).toBeGreaterThan(0);
    expect(Math.asin(-dir[1] / Math.hypot(...dir))).toBeCloseTo((38 * Math.PI) / 180, 5);
  });

  it('says when the pieces cannot all fit, and then frames them from the farthest distance', () => {
    const f = frameAction({ points: [[-40, 0, 0], [40, 0, 0]], radius: 0.5, fov: 45, width: 1280, height: 760, panels: [], view: VIEW });
    expect(f.fits).toBe(false);
    expect(Math.hypot(...(f.target.map((t, i) => t - f.position[i]!) as V3))).toBeCloseTo(30, 5);
  });

  it('finds the largest clear rectangle between panels', () => {
    expect(clearArea(1000, 600, [])).toEqual({ x: 0, y: 0, width: 1000, height: 600 });
    expect(clearArea(1000, 600, [{ x: 0, y: 0, width: 1000, height: 100 }, { x: 0, y: 100, width: 200, height: 500 }])).toEqual({ x: 200, y: 100, width: 800, height: 500 });
    // A panel off the canvas changes nothing.
    expect(clearArea(1000, 600, [{ x: 1200, y: 0, width: 100, height: 100 }])).toEqual({ x: 0, y: 0, width: 1000, height: 600 });
  });

  it('moves a whole-canvas framing sideways so its centre sits in the clear area, at the same distance and angle', () => {
    // A kiosk at 1920×1080: the header on top, the players and the log down the right, the caption at the bottom.
    const panels: Rect[] = [{ x: 12, y: 12, width: 900, height: 70 }, { x: 1460, y: 90, width: 450, height: 750 }, { x: 12, y: 930, width: 1430, height: 130 }];
    const pose = { target: [0, 0, 0] as V3, position: [0, 14, 11] as V3 };
    const moved = centreInClear(pose, { fov: 40, width: 1920, height: 1080, panels });
    const clear = clearArea(1920, 1080, panels);
    const q = project([0, 0, 0], moved, 40, 1920, 1080);
    expect(q.x).toBeCloseTo(clear.x + clear.width / 2, 0);
    expect(q.y).toBeCloseTo(clear.y + clear.height / 2, 0);
    const dir = (p: typeof pose) => p.target.map((t, i) => t - p.position[i]!);
    dir(moved).forEach((x, i) => expect(x).toBeCloseTo(dir(pose)[i]!, 9));
    // Nothing over the canvas, or a clear area too small to use: the framing stays.
    expect(centreInClear(pose, { fov: 40, width: 1920, height: 1080, panels: [] })).toEqual(pose);
    expect(centreInClear(pose, { fov: 40, width: 1920, height: 1080, panels: [{ x: 0, y: 0, width: 1500, height: 1080 }] })).toEqual(pose);
  });
});
