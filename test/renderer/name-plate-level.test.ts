/**
 * Every table's name plates and flat labels lie on the table and turn level to the camera
 * (renderer/scenes/common/levelToCamera.ts `levelYaw`): seen from any side of the table, their text runs left to right
 * along the screen, its top up.
 */
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { levelYaw } from '../../renderer/scenes/common/levelToCamera';

/** Where the plate's text direction (its local +x) and its top (local +y) point on the screen, from this camera. */
function onScreen(from: [number, number, number], plateAt: [number, number, number]): { right: THREE.Vector2; up: THREE.Vector2 } {
  const camera = new THREE.PerspectiveCamera(40, 1.6, 0.1, 100);
  camera.position.set(...from);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  const plate = new THREE.Object3D();
  plate.position.set(...plateAt);
  plate.rotation.set(-Math.PI / 2, 0, levelYaw(camera));
  plate.updateMatrixWorld();
  const px = (local: [number, number]): THREE.Vector2 => {
    const v = plate.localToWorld(new THREE.Vector3(local[0], local[1], 0)).project(camera);
    return new THREE.Vector2(v.x, v.y);
  };
  const c = px([0, 0]);
  return { right: px([0.1, 0]).sub(c).normalize(), up: px([0, 0.1]).sub(c).normalize() };
}

describe('a name plate turned level to the camera', () => {
  const views: [string, [number, number, number]][] = [
    ['the usual camera behind the south seat', [0, 14, 10]],
    ['an upright phone looking along +x', [-12.5, 21, 0]],
    ['a shot from the table’s east end', [14, 8, 2]],
    ['from behind the north seat', [1, 12, -11]],
    ['almost straight down', [0.3, 20, 0.5]],
  ];
  for (const [name, from] of views) {
    it(`reads left to right, top up: ${name}`, () => {
      for (const at of [[0, 0, 0], [-8, 0, 1], [6, 0, -3]] as [number, number, number][]) {
        const { right, up } = onScreen(from, at);
        // Level within the perspective's slant at the screen's edges.
        expect(right.x, `text direction at ${at}`).toBeGreaterThan(0.9);
        expect(up.y, `top at ${at}`).toBeGreaterThan(0.5);
      }
    });
  }

  it('is 0 from the usual camera, so the tables look as they always did there', () => {
    const camera = new THREE.PerspectiveCamera();
    camera.position.set(0, 14.6, 9.4);
    camera.lookAt(0, 0, -0.4);
    camera.updateMatrixWorld();
    expect(levelYaw(camera)).toBeCloseTo(0, 6);
  });
});
