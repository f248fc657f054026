import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { LambertTwins } from '../../renderer/scenes/common/lambertTwins';

/** A scene with a lit mesh, an unlit one, a mesh with two materials (one lit) and a hidden lit mesh. */
function scene() {
  const geo = new THREE.BoxGeometry();
  const lit = new THREE.MeshStandardMaterial({ color: '#336699', roughness: 0.4, transparent: true, opacity: 0.5 });
  const unlit = new THREE.MeshBasicMaterial({ color: '#ffffff' });
  const side = new THREE.MeshStandardMaterial({ color: '#aa0000' });
  const s = new THREE.Scene();
  // Typed as any mesh: the swap puts other materials on them.
  const a: THREE.Mesh = new THREE.Mesh(geo, lit);
  const b: THREE.Mesh = new THREE.Mesh(geo, unlit);
  const c: THREE.Mesh = new THREE.Mesh(geo, [unlit, side]);
  const hidden = new THREE.Mesh(geo, new THREE.MeshStandardMaterial());
  hidden.visible = false;
  s.add(a, b, c, hidden);
  return { s, a, b, c, hidden, lit, unlit, side };
}

describe('LambertTwins (low quality shading)', () => {
  it('draws lit materials as Lambert twins for one render, then puts the originals back', () => {
    const { s, a, b, c, hidden, lit, unlit, side } = scene();
    const twins = new LambertTwins();
    const restore = twins.swap(s);
    const t = a.material as THREE.Material;
    expect(t).toBeInstanceOf(THREE.MeshLambertMaterial);
    expect((t as THREE.MeshLambertMaterial).color.getHexString()).toBe('336699');
    expect(t.transparent).toBe(true);
    expect(t.opacity).toBe(0.5);
    expect(b.material).toBe(unlit);
    const pair = c.material as THREE.Material[];
    expect(pair[0]).toBe(unlit);
    expect(pair[1]).toBeInstanceOf(THREE.MeshLambertMaterial);
    expect(hidden.material).toBeInstanceOf(THREE.MeshStandardMaterial); // not drawn, not swapped
    restore();
    expect(a.material).toBe(lit);
    expect(c.material).toEqual([unlit, side]);
    expect(twins.size).toBe(2);
  });

  it('follows what the scene changes on the original between frames, and asks for a new shader only when needed', () => {
    const { s, a, lit } = scene();
    const twins = new LambertTwins();
    twins.swap(s)();
    const first = twins.swap(s);
    const twin = a.material as THREE.MeshLambertMaterial;
    first();
    const compiled = twin.version;
    lit.color.set('#00ff00');
    lit.opacity = 0.8;
    twins.swap(s)();
    expect(twin.color.getHexString()).toBe('00ff00');
    expect(twin.opacity).toBe(0.8);
    expect(twin.version, 'a colour is a uniform: same shader').toBe(compiled);
    lit.map = new THREE.Texture();
    const again = twins.swap(s);
    expect(a.material, 'the same twin').toBe(twin);
    again();
    expect(twin.map).toBe(lit.map);
    expect(twin.version, 'a map changes the shader').toBeGreaterThan(compiled);
  });

  it('frees a twin with its original, and all of them with the stage', () => {
    const { s, lit, side } = scene();
    const twins = new LambertTwins();
    const restore = twins.swap(s);
    const twin = s.children[0] as THREE.Mesh;
    const freed: string[] = [];
    (twin.material as THREE.Material).addEventListener('dispose', () => freed.push('lit'));
    restore();
    lit.dispose();
    expect(freed).toEqual(['lit']);
    expect(twins.size).toBe(1);
    twins.dispose();
    expect(twins.size).toBe(0);
    side.dispose(); // no twin left to free: nothing happens
    expect(twins.size).toBe(0);
  });
});
