import * as THREE from 'three';

/** Geometries built from fixed inputs, by name, for the page's life. */
const kept = new Map<string, THREE.BufferGeometry>();

/**
 * A copy of the geometry kept under `name` (everything it is built from), built by `make` the first time: a table
 * opening copies its fixed pieces' vertices instead of building them again. Each copy has buffers of its own, which
 * its stage frees (useDisposable); the kept one is never drawn.
 */
export function keptGeometry(name: string, make: () => THREE.BufferGeometry): THREE.BufferGeometry {
  let g = kept.get(name);
  if (!g) {
    g = make();
    kept.set(name, g);
  }
  return new THREE.BufferGeometry().copy(g);
}
