import * as THREE from 'three';

/** The floor's height under every table (Table.tsx) and the highest a piece stands or flies over the felt. */
export const FLOOR_Y = -4.4;
export const TOP_Y = 2;

/**
 * Fit a directional light's shadow camera to a table: the box of half-width `extent` around the centre, from the floor
 * (where the table's own shadow falls) to the tallest piece, seen from the light. Before, a square of ±extent around
 * the target left the far side of the oblique shadows outside the map, cut off where the camera zooms out. The
 * normal bias follows the texel size, so a larger table gets no acne and a small one no peter-panning.
 */
export function fitShadowCamera(light: THREE.DirectionalLight, extent: number): void {
  const cam = light.shadow.camera;
  // The pose three gives the shadow camera (DirectionalLightShadow.updateMatrices): at the light, facing its target.
  cam.position.copy(light.position);
  cam.lookAt(light.target.position);
  cam.updateMatrixWorld(true);
  const box = new THREE.Box3();
  const p = new THREE.Vector3();
  for (const x of [-extent, extent]) for (const y of [FLOOR_Y, TOP_Y]) for (const z of [-extent, extent]) box.expandByPoint(p.set(x, y, z).applyMatrix4(cam.matrixWorldInverse));
  const margin = 0.5;
  cam.left = box.min.x - margin;
  cam.right = box.max.x + margin;
  cam.bottom = box.min.y - margin;
  cam.top = box.max.y + margin;
  // The camera looks down -z: near and far are the box's depths, positive.
  cam.near = Math.max(0.1, -box.max.z - margin);
  cam.far = -box.min.z + margin;
  cam.updateProjectionMatrix();
  const texel = Math.max(cam.right - cam.left, cam.top - cam.bottom) / light.shadow.mapSize.x;
  light.shadow.bias = -0.0004;
  light.shadow.normalBias = 1.5 * texel;
}
