import * as THREE from 'three';

/**
 * 'low' quality samples each texture from one mip level (bilinear) instead of blending two (trilinear): a software
 * renderer pays for every texel it fetches, and a table's textured layers cover the screen several times over. An den
 * Ufern des Nils at 1280×800 in SwiftShader: frame time p50 259 → 176 ms (`npm run bench:render`).
 *
 * A filter is part of a texture's upload, so the change lasts while the level stays low (one upload per texture, the
 * first one if it is set before the texture is first drawn) and is undone when the level goes up.
 */
export class LowFiltering {
  /** The textures lowered, each with what forgets it when it is disposed first. */
  private readonly lowered = new Map<THREE.Texture, () => void>();

  /**
   * From now on, sample this material's textures from one mip level: the ones a material drawn at low samples (lit
   * ones are drawn as Lambert twins sharing their maps). Called for every material of every frame: no allocation.
   */
  see(m: THREE.Material): void {
    if (m instanceof THREE.MeshStandardMaterial || m instanceof THREE.MeshLambertMaterial) {
      this.lower(m.map);
      this.lower(m.emissiveMap);
      this.lower(m.alphaMap);
    } else if (m instanceof THREE.MeshBasicMaterial || m instanceof THREE.SpriteMaterial) {
      this.lower(m.map);
      this.lower(m.alphaMap);
    }
  }

  /** Textures currently lowered. */
  get size(): number {
    return this.lowered.size;
  }

  /** Put every lowered texture back to trilinear filtering (the level went up, or the stage goes). */
  restore(): void {
    for (const [t, forget] of this.lowered) {
      t.removeEventListener('dispose', forget);
      t.minFilter = THREE.LinearMipmapLinearFilter;
      t.needsUpdate = true;
    }
    this.lowered.clear();
  }

  private lower(t: THREE.Texture | null): void {
    // Only trilinear textures with something to upload: data textures and unmipmapped ones keep their own filter.
    if (!t || t.minFilter !== THREE.LinearMipmapLinearFilter || this.lowered.has(t) || t.image == null) return;
    t.minFilter = THREE.LinearMipmapNearestFilter;
    t.needsUpdate = true;
    const forget = () => {
      t.removeEventListener('dispose', forget);
      this.lowered.delete(t);
    };
    t.addEventListener('dispose', forget);
    this.lowered.set(t, forget);
  }
}
