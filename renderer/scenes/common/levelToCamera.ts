import { useFrame } from '@react-three/fiber';
import type { RefObject } from 'react';
import type * as THREE from 'three';

/**
 * The turn about the vertical that puts a plane lying on the table level on the screen: its top toward where the
 * screen's top points on the table (the camera's up axis, laid flat). From the usual camera behind the south seat it
 * is 0; an orbit, an upright phone's camera or a showcase shot from the table's end turn it with them.
 */
export function levelYaw(camera: THREE.Camera): number {
  const e = camera.matrixWorld.elements;
  return Math.atan2(-e[4]!, -e[6]!);
}

/** The rotation of a mesh lying flat on the table, its face up: the one `useLevelToCamera` turns about the vertical. */
export const FLAT: [number, number, number] = [-Math.PI / 2, 0, 0];

/**
 * Keeps a mesh lying flat on the table (`FLAT`, its text on its face) level to the camera: its turn about the
 * vertical follows the camera every frame, so a name or a count never reads sideways or upside down. `on` false
 * leaves the mesh's own rotation alone (a label standing upright).
 */
export function useLevelToCamera(ref: RefObject<THREE.Object3D | null>, on = true): void {
  useFrame(({ camera }) => {
    if (on && ref.current) ref.current.rotation.z = levelYaw(camera);
  });
}
