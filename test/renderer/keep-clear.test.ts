/**
 * What the camera rig does when the HUD's lasting boxes change while the camera rests where it put it
 * (renderer/scenes/common/useKeepClear.ts `refit`), with fitClear's answers made up: back to the table's own framing
 * once that is clear, a pose still clear held (the camera does not drift with every change of the prompt's size) unless
 * the own framing's clear pose is clearly nearer, a
 * covered one left for the nearest clear pose, and no move when no pose fits.
 */
import { describe, expect, it } from 'vitest';
import type { Pose, Rect } from '../../renderer/scenes/common/actionFraming';
import { refit } from '../../renderer/scenes/common/useKeepClear';

const OWN: Pose = { target: [0, 0, 0], position: [0, 10, 10] };
const AWAY: Pose = { target: [1, 0, 0], position: [1, 10, 10] };
const FURTHER: Pose = { target: [2, 0, 0], position: [2, 12, 12] };
const key = (p: Pose) => JSON.stringify(p);

/** fitClear's answers: for each pose, where it would go (itself when clear) and whether it found one. */
function answers(table: Map<string, { pose: Pose; clear: boolean }>) {
  return (pose: Pose, _panels: readonly Rect[]) => table.get(key(pose)) ?? { pose, clear: true };
}

describe('the keep-clear rig after the HUD changes', () => {
  it('goes back to the table’s own framing once nothing covers it', () => {
    expect(refit({ own: OWN, pose: AWAY }, [], answers(new Map()))).toEqual(OWN);
  });

  it('holds a moved pose that is still clear, though the own framing is still covered', () => {
    const fit = answers(new Map([[key(OWN), { pose: FURTHER, clear: true }]]));
    expect(refit({ own: OWN, pose: AWAY }, [], fit)).toBeNull();
  });

  it('leaves a clear pose far back for the own framing\'s clear pose, clearly nearer, once the box it stepped back for has shrunk', () => {
    const FAR: Pose = { target: [-4, 0, 0], position: [-4, 15, 15] };
    const fit = answers(new Map([[key(OWN), { pose: AWAY, clear: true }]]));
    expect(refit({ own: OWN, pose: FAR }, [], fit)).toEqual(AWAY);
    // Within a tenth farther, the pose held is kept: the camera does not drift with each change of the prompt's size.
    const NEAR_AS: Pose = { target: [1.5, 0, 0], position: [1.5, 10.5, 10.5] };
    expect(refit({ own: OWN, pose: NEAR_AS }, [], fit)).toBeNull();
  });

  it('leaves a clear pose slid aside for the own framing\'s clear pose when they look at places far apart', () => {
    // Slid into a corner at the same distance for a box since shrunk: the table was left off-centre, cut at an edge.
    const ASIDE: Pose = { target: [5, 0, -3], position: [5, 10, 7] };
    const fit = answers(new Map([[key(OWN), { pose: AWAY, clear: true }]]));
    expect(refit({ own: OWN, pose: ASIDE }, [], fit)).toEqual(AWAY);
    // A few per cent of the distance aside is held: the camera does not drift with every change of a box.
    const BESIDE: Pose = { target: [2, 0, 0], position: [2, 10, 10] };
    expect(refit({ own: OWN, pose: BESIDE }, [], fit)).toBeNull();
  });

  it('leaves a pose the boxes now cover for the nearest clear pose of the own framing', () => {
    const fit = answers(
      new Map([
        [key(OWN), { pose: FURTHER, clear: true }],
        [key(AWAY), { pose: FURTHER, clear: true }],
      ]),
    );
    expect(refit({ own: OWN, pose: AWAY }, [], fit)).toEqual(FURTHER);
  });

  it('stays where it is when no pose within reach is clear', () => {
    const fit = answers(
      new Map([
        [key(OWN), { pose: OWN, clear: false }],
        [key(AWAY), { pose: AWAY, clear: false }],
      ]),
    );
    expect(refit({ own: OWN, pose: AWAY }, [], fit)).toBeNull();
  });
});
