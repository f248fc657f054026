/**
 * The tables' shadow camera (renderer/scenes/common/shadowFit.ts): everything between the floor and the tallest piece
 * within the table's extent is inside the shadow map, so no shadow is cut off at any zoom.
 */
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { FLOOR_Y, TOP_Y, fitShadowCamera } from '../../renderer/scenes/common/shadowFit';

/** Whether a world point lands inside the light's shadow map (three's shadow camera pose: at the light, facing its target). */
function inShadowMap(light: THREE.DirectionalLight, p: THREE.Vector3): boolean {
  const cam = light.shadow.camera;
  cam.position.copy(light.position);
  cam.lookAt(light.target.position);
  cam.updateMatrixWorld(true);
  const ndc = p.clone().applyMatrix4(cam.matrixWorldInverse).applyMatrix4(cam.projectionMatrix);
  return Math.abs(ndc.x) <= 1 && Math.abs(ndc.y) <= 1 && Math.abs(ndc.z) <= 1;
}

describe('shadow camera fit', () => {
  for (const extent of [6, 10, 13]) {
    it(`covers the table, its pieces and the floor under it (extent ${extent})`, () => {
      const light = new THREE.DirectionalLight('#fff', 1);
      light.position.set(-5, 14, 7);
      light.shadow.mapSize.set(1024, 1024);
      fitShadowCamera(light, extent);
      for (const x of [-extent, 0, extent]) for (const y of [FLOOR_Y, 0, TOP_Y]) for (const z of [-extent, 0, extent]) expect(inShadowMap(light, new THREE.Vector3(x, y, z)), `${x},${y},${z}`).toBe(true);
      // The bias follows the texel: about 1.5 texels of the fitted map.
      const texel = (light.shadow.camera.right - light.shadow.camera.left) / 1024;
      expect(light.shadow.normalBias).toBeGreaterThan(texel);
      expect(light.shadow.normalBias).toBeLessThan(2 * texel);
    });
  }
});
