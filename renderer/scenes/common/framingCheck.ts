import * as THREE from 'three';
import type { FramingSample } from '../../app/probes';
import type { Rect, V3 } from './actionFraming';

const v = new THREE.Vector3();

/**
 * How `camera` shows the acting points on a `width`×`height` canvas: how many are on screen (in front of the camera,
 * inside the canvas by `margin` pixels) and how many of those no panel covers; `framed` when all are clear. The one
 * check of the showcase's camera director (is its framing still good?) and of the `__rtFramingSample` probe.
 */
export function sampleFraming(camera: THREE.Camera, points: readonly V3[], width: number, height: number, panels: readonly Rect[], margin = 0): FramingSample {
  camera.updateMatrixWorld();
  let onScreen = 0;
  let clear = 0;
  for (const p of points) {
    v.set(p[0], p[1], p[2]).project(camera);
    // Behind the camera (or past its far plane) the projection wraps round: not on screen.
    if (v.z < -1 || v.z > 1) continue;
    const x = ((v.x + 1) / 2) * width;
    const y = ((1 - v.y) / 2) * height;
    if (x < margin || y < margin || x > width - margin || y > height - margin) continue;
    onScreen++;
    if (!panels.some((r) => x > r.x - margin && x < r.x + r.width + margin && y > r.y - margin && y < r.y + r.height + margin)) clear++;
  }
  return { acting: points.length, onScreen, clear, framed: points.length > 0 && clear === points.length };
}
