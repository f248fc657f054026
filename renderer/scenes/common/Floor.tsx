import { useFrame } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import * as THREE from 'three';
import { flatRing, setInnerOutline } from './flatRing';
import { RIM_SEGMENTS, floorHole } from './floorHole';
import { FLOOR_Y } from './shadowFit';
import { floorTexture } from './textures';
import { useDisposable } from './useDisposable';

/** The floor's radius (it covers the 80 × 80 square it replaced). */
const RADIUS = 57;
/** The floor's texture space: the square's, 80 units across (the texture repeats within it). */
const floorUv = (x: number, z: number): [number, number] => [0.5 + x / 80, 0.5 - z / 80];
/** No hole: every inner vertex at the centre makes the ring a whole disc. */
const WHOLE = Array.from({ length: RIM_SEGMENTS + 1 }, (): [number, number] => [0, 0]);

/**
 * The lamp's pool on the floor, baked in the ring's vertex colours (free at every level): full light at the hole's
 * outline round the table, dimming to a dark room at the disc's edge.
 */
function lampPool(n: number): THREE.BufferAttribute {
  const colors = new Float32Array(2 * n * 3);
  colors.fill(1, 0, n * 3);
  colors.fill(0.05, n * 3);
  return new THREE.BufferAttribute(colors, 3);
}

/**
 * The floor under a table (rx, rz), less what the table top hides from the camera: a software renderer pays for every
 * pixel of every layer it draws, hidden or not, and the floor lies under everything else. The hole follows the camera
 * each frame, after the camera's controls have moved it (their frame callback runs first, at priority -1).
 */
export function Floor({ rx, rz }: { rx: number; rz: number }) {
  const texture = useDisposable(() => floorTexture(), []);
  const geometry = useDisposable(() => {
    const g = flatRing(RIM_SEGMENTS, () => [0, 0], (sin, cos) => [RADIUS * sin, RADIUS * cos], floorUv);
    // The outline stays inside the rim of the disc (floorHole's limit): its bounds never change.
    g.boundingSphere = new THREE.Sphere(new THREE.Vector3(), RADIUS);
    g.setAttribute('color', lampPool(RIM_SEGMENTS + 1));
    return g;
  }, []);
  const mesh = useRef<THREE.Mesh>(null);
  const seen = useMemo(() => ({ eye: new THREE.Vector3(), last: new THREE.Vector3(NaN, NaN, NaN) }), []);
  useFrame(({ camera }) => {
    const table = mesh.current?.parent;
    if (!table) return;
    camera.updateMatrixWorld();
    table.updateWorldMatrix(true, false);
    const eye = table.worldToLocal(camera.getWorldPosition(seen.eye));
    if (eye.equals(seen.last)) return;
    seen.last.copy(eye);
    setInnerOutline(geometry, floorHole(eye, rx, rz, FLOOR_Y, RIM_SEGMENTS, RADIUS * 0.98) ?? WHOLE, floorUv);
  });
  return (
    <mesh ref={mesh} name="floor" position={[0, FLOOR_Y, 0]} geometry={geometry} receiveShadow>
      <meshStandardMaterial map={texture} roughness={0.9} color="#a08060" vertexColors />
    </mesh>
  );
}
