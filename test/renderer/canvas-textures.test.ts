/**
 * How the tables turn painted canvases into textures (renderer/scenes/common/canvas.ts, painted.ts, keptGeometry.ts,
 * labelPaint.ts, atlas.ts): uploaded without flipping rows yet mapped as before, painted at the texture detail of the
 * quality setting, fixed textures and geometries built once per page, paintings with texts kept for the newest texts,
 * labels sized to their text.
 */
import * as THREE from 'three';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettings } from '../../renderer/app/settings';
import { canvasTexture, domCanvas, textureDetail } from '../../renderer/scenes/common/canvas';
import { fakeCanvas, fakeDocument } from './fakeCanvas';
import { keptGeometry } from '../../renderer/scenes/common/keptGeometry';
import { LABEL_EM_PX, labelPaint } from '../../renderer/scenes/common/labelPaint';
import { createAtlas } from '../../renderer/scenes/common/atlas';
import { keepPainted, paintedTexture, textsKept } from '../../renderer/scenes/common/painted';

/** Where a texture's transform sends the mesh's uv. */
const mapped = (t: THREE.Texture, u: number, v: number) => {
  t.updateMatrix();
  const p = new THREE.Vector3(u, v, 1).applyMatrix3(t.matrix);
  return [+p.x.toFixed(6), +p.y.toFixed(6)];
};

afterEach(() => {
  vi.unstubAllGlobals();
  useSettings.setState({ quality: 'auto' });
});

describe('canvas textures', () => {
  it('upload as the canvas lies (no flip) and map as a flipped upload would, offset and repeat included', () => {
    const c = fakeCanvas(8, 8) as unknown as HTMLCanvasElement;
    const t = canvasTexture(c);
    expect(t.flipY).toBe(false);
    expect(t.colorSpace).toBe(THREE.SRGBColorSpace);
    // A flipped upload puts the canvas' top row at v = 1; unflipped it is at v = 0: v is mirrored after the transform.
    expect(mapped(t, 0.25, 1)).toEqual([0.25, 0]);
    expect(mapped(t, 0.25, 0)).toEqual([0.25, 1]);
    const tiled = canvasTexture(c, { repeat: [3, 2] });
    expect(tiled.wrapS).toBe(THREE.RepeatWrapping);
    expect(mapped(tiled, 0.5, 0.25)).toEqual([1.5, 0.5]);
    // Whatever the offset (scrolling water) and repeat: the point of the picture sampled is the one a flipped upload
    // with the same transform samples (v from the bottom there, from the top here).
    const plain = new THREE.Texture();
    for (const [ox, oy, rx, ry] of [[0, 0.1, 3, 2], [0.3, -0.45, 1, 1.2]] as const) {
      plain.offset.set(ox, oy);
      plain.repeat.set(rx, ry);
      tiled.offset.set(ox, oy);
      tiled.repeat.set(rx, ry);
      for (const [u, v] of [[0, 0.25], [0.7, 0.9]] as const) {
        const [pu, pv] = mapped(plain, u, v);
        const [tu, tv] = mapped(tiled, u, v);
        expect(tu).toBeCloseTo(pu!, 6);
        expect(tv).toBeCloseTo(1 - pv!, 6);
      }
    }
  });

  it('are painted at 0.75 of their size at Low quality, in the painter’s own units', () => {
    const made = fakeDocument();
    expect(textureDetail()).toBe(1);
    const full = domCanvas(400, 200) as unknown as ReturnType<typeof fakeCanvas>;
    expect([full.width, full.height]).toEqual([400, 200]);
    expect(full.calls).toEqual(['scale(1,1)']);
    useSettings.setState({ quality: 'low' });
    expect(textureDetail()).toBe(0.75);
    const low = domCanvas(400, 200) as unknown as ReturnType<typeof fakeCanvas>;
    expect([low.width, low.height]).toEqual([300, 150]);
    expect(low.calls).toEqual(['scale(0.75,0.75)']);
    expect(made).toHaveLength(2);
  });

  it('a kept painting is painted and read once per detail, and its pixels shared by the textures made from it', () => {
    const made = fakeDocument();
    const paint = vi.fn((ctx: CanvasRenderingContext2D) => ctx.fillRect(0, 0, 8, 8));
    keepPainted('test:kept', 8, 8, paint);
    const a = paintedTexture(8, 8, paint, { keep: 'test:kept' })!;
    const b = paintedTexture(8, 8, paint, { keep: 'test:kept' })!;
    expect(paint).toHaveBeenCalledTimes(1);
    expect(a).not.toBe(b);
    // Uploaded from the pixels read once, not from the canvas (which Chromium would read back at each upload).
    expect(a.image).toBe(made[0]!.pixels);
    expect(a.image).toBe(b.image);
    useSettings.setState({ quality: 'low' });
    const low = paintedTexture(8, 8, paint, { keep: 'test:kept' })!;
    expect(paint).toHaveBeenCalledTimes(2);
    expect(low.image).not.toBe(a.image);
    // Without a name, each texture is painted anew.
    paintedTexture(8, 8, paint);
    expect(paint).toHaveBeenCalledTimes(3);
    expect(made).toHaveLength(3);
  });
});

describe('paintings with texts', () => {
  it('are kept for the newest texts of their base only; fixed ones stay', () => {
    fakeDocument();
    const paint = vi.fn();
    keepPainted('test:fixed', 4, 4, paint);
    keepPainted(textsKept('test:texts', 'en'), 4, 4, paint);
    keepPainted(textsKept('test:texts', 'fr'), 4, 4, paint);
    expect(paint).toHaveBeenCalledTimes(3);
    keepPainted(textsKept('test:texts', 'fr'), 4, 4, paint);
    expect(paint).toHaveBeenCalledTimes(3);
    // French replaced English: back to English paints again; the fixed painting is still kept.
    keepPainted(textsKept('test:texts', 'en'), 4, 4, paint);
    keepPainted('test:fixed', 4, 4, paint);
    expect(paint).toHaveBeenCalledTimes(4);
    expect(textsKept('b', 'de')).toBe('b|de|fonts');
  });

  it('a kept atlas is shown from the pixels kept for its new texts, never painted over', () => {
    const made = fakeDocument();
    const tile = vi.fn();
    const atlas = createAtlas({ a: tile, b: tile }, { keep: textsKept('test:atlas', 'en') });
    expect(tile).toHaveBeenCalledTimes(2);
    const first = made[0]!;
    expect(atlas.texture.image).toBe(first.pixels);
    const drawn = first.calls.length;
    const version = atlas.texture.version;
    atlas.repaint({ a: tile, b: tile }, textsKept('test:atlas', 'fr'));
    expect(tile).toHaveBeenCalledTimes(4);
    expect(atlas.texture.image).toBe(made[1]!.pixels);
    expect(atlas.texture.version).toBeGreaterThan(version);
    expect(first.calls).toHaveLength(drawn);
    // Another atlas for French uploads the pixels just painted.
    expect(createAtlas({ a: tile, b: tile }, { keep: textsKept('test:atlas', 'fr') }).texture.image).toBe(made[1]!.pixels);
    expect(tile).toHaveBeenCalledTimes(4);
    expect(() => atlas.repaint({ a: tile })).toThrow(/test:atlas\|en\|fonts is kept/);
  });
});

describe('kept geometries', () => {
  it('are built once and handed out as copies with buffers of their own', () => {
    const make = vi.fn(() => new THREE.BoxGeometry(1, 2, 3));
    const a = keptGeometry('test:box', make);
    const b = keptGeometry('test:box', make);
    expect(make).toHaveBeenCalledTimes(1);
    expect(a).not.toBe(b);
    expect(a.attributes.position!.array).not.toBe(b.attributes.position!.array);
    expect(Array.from(a.attributes.position!.array)).toEqual(Array.from(b.attributes.position!.array));
    expect(a.index!.count).toBe(36);
    a.dispose();
    expect(keptGeometry('test:box', make).attributes.position!.count).toBe(24);
  });
});

describe('labels', () => {
  it('are painted on a canvas just big enough for the text and its outline, and sized in ems', () => {
    const canvas = fakeCanvas();
    const p = labelPaint('x12', { font: 'F', color: '#fff', outline: '#000' }, () => canvas as unknown as HTMLCanvasElement)!;
    const pad = Math.ceil(0.12 * LABEL_EM_PX) + 2;
    expect(canvas.width).toBe(1.5 * LABEL_EM_PX + 2 * pad);
    expect(canvas.height).toBe(Math.ceil(1.2 * LABEL_EM_PX) + 2 * pad);
    expect(p.width).toBeCloseTo(canvas.width / LABEL_EM_PX);
    expect(p.height).toBeCloseTo(canvas.height / LABEL_EM_PX);
    // The outline first, then the text over it, both centred.
    expect(canvas.calls.filter((c) => /Text/.test(c))).toEqual([`strokeText(x12,${canvas.width / 2},${canvas.height / 2})`, `fillText(x12,${canvas.width / 2},${canvas.height / 2})`]);
    expect(p.texture.image).toBe(canvas);
    p.dispose();
  });

  it('are nothing where there is no canvas (Node structural tests)', () => {
    expect(labelPaint('1', { font: 'F', color: '#fff', outline: '#000' }, () => null)).toBeNull();
  });
});
