/**
 * Niagara's close-up on a canoe (renderer/scenes/niagara/framing.ts) keeps the canoe and its lit destinations whole and
 * clear of the HUD on an upright phone too: there the players' row lay over a canoe's only destination four spaces up
 * the river. Checked with the rig's own fit (fitKeep) and a real three.js camera, on the phone HUD's boxes as measured
 * at 390 × 844 (the turn box and tools, the players' row; the log, prompt and buttons at the foot).
 */
import { describe, expect, it } from 'vitest';
import { fitKeep, type Pose, type Rect, type V3 } from '../../renderer/scenes/common/actionFraming';
import { framing } from '../../renderer/scenes/niagara/framing';
import { pathPoint } from '../../renderer/scenes/niagara/layout';
import { project } from './camera-project';

const W = 390, H = 844, FOV = 40;
const PANELS: Rect[] = [
  { x: 0, y: 0, width: 285, height: 90 }, // turn box
  { x: 290, y: 0, width: 100, height: 46 }, // tools
  { x: 0, y: 94, width: 390, height: 78 }, // players' row
  { x: 0, y: 716, width: 390, height: 128 }, // log, prompt, buttons
];

/** Whether a point shows whole (radius `r` in world units, roughly) inside the canvas and clear of every panel. */
function clear(p: V3, pose: Pose): boolean {
  const { x, y } = project(p, pose, FOV, W, H);
  const e = 6;
  if (x - e < 0 || x + e > W || y - e < 0 || y + e > H) return false;
  return !PANELS.some((b) => x + e > b.x && x - e < b.x + b.width && y + e > b.y && y - e < b.y + b.height);
}

describe('Niagara close-up on an upright phone', () => {
  const canoe = 'green2';
  const dest = pathPoint(canoe, 'T4');
  const f = framing({ kind: 'canoe', canoe }, () => 'bank', [], [dest], true);

  it('keeps the canoe on its berth and its destination', () => {
    expect(f.keep?.points).toContainEqual(dest);
    expect(f.keep?.points).toContainEqual(pathPoint(canoe, 'bank'));
  });

  it('the framing alone left the destination under the players\' row; kept, both show clear of the HUD', () => {
    const raw: Pose = { target: f.target, position: f.position };
    expect(clear(dest, raw), 'the check can fail: the unkept close-up hid T4').toBe(false);
    const kept = fitKeep(raw, f.keep!, { fov: FOV, width: W, height: H, panels: PANELS });
    expect(kept.fits).toBe(true);
    for (const p of f.keep!.points) expect(clear(p, kept), `${p.join(', ')} clear of the HUD`).toBe(true);
  });
});
