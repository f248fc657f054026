import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { LambertTwins } from '../../renderer/scenes/common/lambertTwins';
import { LowFiltering } from '../../renderer/scenes/common/lowFiltering';

const image = { width: 4, height: 4 };
const texture = (minFilter: THREE.MinificationTextureFilter = THREE.LinearMipmapLinearFilter) => {
  const t = new THREE.Texture(image);
  t.minFilter = minFilter;
  return t;
};

describe('LowFiltering (low quality: one mip level per sample)', () => {
  it('lowers the trilinear textures of the materials drawn, once each, and leaves other filters alone', () => {
    const f = new LowFiltering();
    const map = texture();
    const emissive = texture();
    const nearest = texture(THREE.NearestFilter);
    const lit = new THREE.MeshStandardMaterial({ map, emissiveMap: emissive });
    const flat = new THREE.MeshBasicMaterial({ map: nearest, alphaMap: map });
    f.see(lit);
    f.see(flat);
    expect(map.minFilter).toBe(THREE.LinearMipmapNearestFilter);
    expect(emissive.minFilter).toBe(THREE.LinearMipmapNearestFilter);
    expect(nearest.minFilter).toBe(THREE.NearestFilter);
    expect(f.size).toBe(2);
    const uploads = map.version;
    f.see(lit);
    expect(map.version, 'no second upload while it stays low').toBe(uploads);
  });

  it('puts every lowered texture back when the level goes up, and forgets one disposed first', () => {
    const f = new LowFiltering();
    const a = texture();
    const b = texture();
    f.see(new THREE.MeshLambertMaterial({ map: a }));
    f.see(new THREE.SpriteMaterial({ map: b }));
    b.dispose();
    expect(f.size).toBe(1);
    f.restore();
    expect(a.minFilter).toBe(THREE.LinearMipmapLinearFilter);
    expect(b.minFilter, 'a disposed texture is left as it was').toBe(THREE.LinearMipmapNearestFilter);
    expect(f.size).toBe(0);
  });

  it('sees every material of the meshes a low render draws (through the Lambert swap)', () => {
    const map = texture();
    const scene = new THREE.Scene();
    scene.add(new THREE.Mesh(new THREE.BoxGeometry(), [new THREE.MeshBasicMaterial(), new THREE.MeshStandardMaterial({ map })]));
    const f = new LowFiltering();
    new LambertTwins().swap(scene, (m) => f.see(m))();
    expect(map.minFilter).toBe(THREE.LinearMipmapNearestFilter);
  });
});
