import * as THREE from 'three';
import type { Pose, V3 } from '../../renderer/scenes/common/actionFraming';

/** Canvas pixels of `p` seen by a real three.js camera of `fov` at `pose` on a `w`×`h` canvas (the framings' tests' check). */
export function project(p: V3, pose: Pose, fov: number, w: number, h: number): { x: number; y: number } {
  const cam = new THREE.PerspectiveCamera(fov, w / h, 0.1, 100);
  cam.position.set(...pose.position);
  cam.lookAt(...pose.target);
  cam.updateMatrixWorld();
  const v = new THREE.Vector3(...p).project(cam);
  return { x: ((v.x + 1) / 2) * w, y: ((1 - v.y) / 2) * h };
}
