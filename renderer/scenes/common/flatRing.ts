import * as THREE from 'three';

type XZ = [number, number];

/**
 * A flat ring in the x–z plane facing up: `segments` quads between an inner and an outer outline, both sampled at the
 * angles three's cylinders use (x = sin θ, z = cos θ), so an outline can follow a cylinder's edge vertex for vertex.
 * Vertex i (0…segments) is the inner outline's, segments + 1 + i the outer's. `uv` maps a point to texture space.
 */
export function flatRing(segments: number, inner: (sin: number, cos: number) => XZ, outer: (sin: number, cos: number) => XZ, uv: (x: number, z: number) => XZ): THREE.BufferGeometry {
  const n = segments + 1;
  const pos = new Float32Array(2 * n * 3);
  const uvs = new Float32Array(2 * n * 2);
  const normals = new Float32Array(2 * n * 3);
  for (let i = 0; i < n; i++) {
    const a = (i / segments) * Math.PI * 2;
    const points = [inner(Math.sin(a), Math.cos(a)), outer(Math.sin(a), Math.cos(a))];
    points.forEach(([x, z], k) => {
      const v = k * n + i;
      pos.set([x, 0, z], v * 3);
      uvs.set(uv(x, z), v * 2);
      normals.set([0, 1, 0], v * 3);
    });
  }
  const index: number[] = [];
  for (let i = 0; i < segments; i++) index.push(i, n + i, i + 1, i + 1, n + i, n + i + 1);
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.BufferAttribute(pos, 3));
  g.setAttribute('uv', new THREE.BufferAttribute(uvs, 2));
  g.setAttribute('normal', new THREE.BufferAttribute(normals, 3));
  g.setIndex(index);
  return g;
}

/** Move a flat ring's inner outline (its first segments + 1 vertices) to these points; the uvs follow. */
export function setInnerOutline(g: THREE.BufferGeometry, points: readonly XZ[], uv: (x: number, z: number) => XZ): void {
  const pos = g.getAttribute('position');
  const uvs = g.getAttribute('uv');
  points.forEach(([x, z], i) => {
    pos.setXYZ(i, x, 0, z);
    const [u, v] = uv(x, z);
    uvs.setXY(i, u, v);
  });
  pos.needsUpdate = true;
  uvs.needsUpdate = true;
}
