/**
 * WhiteMaps (renderer/scenes/common/whiteMaps.ts): every plain basic, Lambert or standard material drawn gets one
 * shared 1×1 white map, so it compiles to its textured kind's shader program; other materials and mapped ones are
 * left as they are; every instanced mesh drawn without colours per instance gets white ones; the low-quality Lambert
 * twins see both; the map is freed with the scene.
 */
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { LambertTwins } from '../../renderer/scenes/common/lambertTwins';
import { WhiteMaps } from '../../renderer/scenes/common/whiteMaps';

describe('WhiteMaps', () => {
  it('maps the plain materials drawn with one white texel, and leaves mapped, hidden and other kinds alone', () => {
    const own = new THREE.Texture();
    const plain = [new THREE.MeshBasicMaterial({ color: '#c33' }), new THREE.MeshLambertMaterial(), new THREE.MeshStandardMaterial(), new THREE.MeshPhysicalMaterial()];
    const mapped = new THREE.MeshStandardMaterial({ map: own });
    const points = new THREE.PointsMaterial();
    const hidden = new THREE.MeshStandardMaterial();
    const scene = new THREE.Scene();
    const g = new THREE.BoxGeometry();
    scene.add(new THREE.Mesh(g, plain.slice(0, 2)), new THREE.Mesh(g, plain[2]), new THREE.Mesh(g, plain[3]), new THREE.Mesh(g, mapped), new THREE.Points(g, points));
    const off = new THREE.Mesh(g, hidden);
    off.visible = false;
    scene.add(off);
    const versions = plain.map((m) => m.version);
    const w = new WhiteMaps();
    w.seeScene(scene);
    const white = plain[0]!.map!;
    if (!(white instanceof THREE.DataTexture)) throw new Error('the shared map is not a DataTexture');
    expect(Array.from(white.image.data ?? [])).toEqual([255, 255, 255, 255]);
    for (const m of plain) expect(m.map).toBe(white);
    plain.forEach((m, i) => expect(m.version, 'its program is chosen again').toBeGreaterThan(versions[i]!));
    expect(plain[0]!.color.getHexString(), 'the colour drawn is unchanged').toBe('cc3333');
    expect(mapped.map).toBe(own);
    expect('map' in points && points.map).toBeNull();
    expect(hidden.map, 'a hidden mesh is not drawn').toBeNull();
    const v = plain[2]!.version;
    w.seeScene(scene);
    expect(plain[2]!.version, 'nothing to do the next frame').toBe(v);
  });

  it('gives a low-quality twin the map too, and frees it with the scene', () => {
    const m = new THREE.MeshStandardMaterial({ color: '#123456' });
    const scene = new THREE.Scene();
    const mesh = new THREE.Mesh(new THREE.BoxGeometry(), m);
    scene.add(mesh);
    const w = new WhiteMaps();
    let drawn: THREE.Material | null = null;
    const restore = new LambertTwins().swap(scene, (x) => w.see(x));
    drawn = mesh.material as THREE.Material;
    restore();
    expect(drawn).toBeInstanceOf(THREE.MeshLambertMaterial);
    expect((drawn as THREE.MeshLambertMaterial).map).toBe(m.map);
    let disposed = false;
    m.map!.addEventListener('dispose', () => (disposed = true));
    w.dispose();
    expect(disposed).toBe(true);
  });

  it('gives an instanced mesh without colours white ones for every instance, and leaves coloured ones alone', () => {
    const g = new THREE.BoxGeometry();
    const plain = new THREE.InstancedMesh(g, new THREE.MeshStandardMaterial(), 5);
    plain.count = 2;
    const coloured = new THREE.InstancedMesh(g, new THREE.MeshStandardMaterial(), 3);
    coloured.setColorAt(1, new THREE.Color('#ff0000'));
    const own = coloured.instanceColor;
    const hidden = new THREE.InstancedMesh(g, new THREE.MeshStandardMaterial(), 2);
    hidden.visible = false;
    const scene = new THREE.Scene();
    scene.add(plain, coloured, hidden);
    new WhiteMaps().seeScene(scene);
    expect(plain.instanceColor, 'white colours').not.toBeNull();
    expect(Array.from(plain.instanceColor!.array), 'one per instance it can hold, not only those drawn now').toEqual(new Array(15).fill(1));
    const c = new THREE.Color();
    plain.getColorAt(4, c);
    expect(c.getHexString()).toBe('ffffff');
    expect(coloured.instanceColor, 'its own colours').toBe(own);
    coloured.getColorAt(1, c);
    expect(c.getHexString()).toBe('ff0000');
    expect(hidden.instanceColor, 'a hidden mesh is not drawn').toBeNull();
  });

  it('gives instanced meshes their colours at low quality too (the twins show each mesh with its materials)', () => {
    const mesh = new THREE.InstancedMesh(new THREE.BoxGeometry(), new THREE.MeshStandardMaterial(), 2);
    const scene = new THREE.Scene();
    scene.add(mesh);
    const w = new WhiteMaps();
    new LambertTwins().swap(scene, (m, seen) => (w.seeMesh(seen), w.see(m)))();
    expect(mesh.instanceColor?.count).toBe(2);
  });
});
