/**
 * bothFaces (renderer/scenes/common/bothFaces.ts): a sheet drawn from both sides with a front-sided material. Every
 * face gets a back face on the same vertices, wound the other way with its normals turned, drawn first; indexed and
 * unindexed geometries alike.
 */
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { bothFaces } from '../../renderer/scenes/common/bothFaces';

/** Per triangle: its winding's normal and the mean of its vertex normals. */
function triangles(g: THREE.BufferGeometry): { wound: THREE.Vector3; normal: THREE.Vector3; at: string }[] {
  const pos = g.getAttribute('position');
  const nor = g.getAttribute('normal');
  const index = g.index!;
  const out = [];
  for (let i = 0; i < index.count; i += 3) {
    const [a, b, c] = [0, 1, 2].map((k) => index.getX(i + k));
    const [pa, pb, pc] = [a!, b!, c!].map((v) => new THREE.Vector3().fromBufferAttribute(pos, v));
    const wound = new THREE.Vector3().crossVectors(pb!.clone().sub(pa!), pc!.clone().sub(pa!)).normalize();
    const normal = [a!, b!, c!].reduce((n, v) => n.add(new THREE.Vector3().fromBufferAttribute(nor, v)), new THREE.Vector3()).normalize();
    const centre = pa!.add(pb!).add(pc!).divideScalar(3);
    out.push({ wound, normal, at: centre.toArray().map((x) => x.toFixed(4)).join() });
  }
  return out;
}

describe('bothFaces', () => {
  it.each([
    ['indexed', () => new THREE.PlaneGeometry(2, 1, 2, 3)],
    ['unindexed', () => new THREE.PlaneGeometry(2, 1, 2, 3).toNonIndexed()],
  ])('gives a %s sheet a back face under each face, turned the other way, drawn first', (_, make) => {
    const g = make();
    const front = triangles(g.index ? g : (() => {
      const c = g.clone();
      c.setIndex(Array.from({ length: c.getAttribute('position').count }, (_, i) => i));
      return c;
    })());
    let freed = false;
    g.addEventListener('dispose', () => (freed = true));
    const both = bothFaces(g);
    expect(freed, 'the geometry it was given is freed').toBe(true);
    const all = triangles(both);
    expect(all).toHaveLength(front.length * 2);
    const back = all.slice(0, front.length);
    expect(all.slice(front.length).map((t) => t.at), 'the front faces come last, as they were').toEqual(front.map((t) => t.at));
    back.forEach((t, i) => {
      expect(t.at, 'each back face lies on its front face').toBe(front[i]!.at);
      expect(t.wound.dot(front[i]!.wound), 'wound the other way').toBeCloseTo(-1, 5);
      expect(t.normal.dot(t.wound), 'its normals turned with it').toBeCloseTo(1, 5);
    });
    for (const t of all.slice(front.length)) expect(t.normal.dot(t.wound)).toBeCloseTo(1, 5);
    expect(both.getAttribute('uv').count, 'the texture coordinates come with the vertices').toBe(both.getAttribute('position').count);
  });
});
