import { N8AOPostPass } from 'n8ao';
import { EffectComposer, EffectPass, RenderPass, ToneMappingEffect, ToneMappingMode, VignetteEffect } from 'postprocessing';
import * as THREE from 'three';

/**
 * N8AO's settings per level: high at full resolution, 16 samples and 4× multisampling; medium at half resolution with
 * half the samples (on a GPU a millisecond or less; a software renderer is stepped down to low anyway).
 */
const AO = {
  medium: { halfRes: true, aoSamples: 8, denoiseSamples: 4, multisampling: 4 },
  high: { halfRes: false, aoSamples: 16, denoiseSamples: 8, multisampling: 4 },
} as const;

/** Free every GPU object reachable from `o` within `depth` steps (never the renderer, a scene or a camera). */
function freeReachable(o: unknown, depth: number, seen: Set<unknown>): void {
  if (typeof o !== 'object' || o === null || seen.has(o) || o instanceof THREE.WebGLRenderer || o instanceof THREE.Scene || o instanceof THREE.Camera) return;
  seen.add(o);
  if (o instanceof THREE.ShaderMaterial) for (const u of Object.values(o.uniforms)) freeReachable(u.value, 0, seen);
  if (o instanceof THREE.WebGLRenderTarget || o instanceof THREE.Texture || o instanceof THREE.Material || o instanceof THREE.BufferGeometry) return o.dispose();
  if (o instanceof THREE.Mesh) return (freeReachable(o.material, 1, seen), freeReachable(o.geometry, 1, seen));
  if (depth > 0) for (const v of Object.values(o)) freeReachable(v, depth - 1, seen);
}

/**
 * A stage's frame above low: the scene, ambient occlusion where pieces meet the table and each other
 * (N8AO, in table units: 1 = 10 cm), then tone mapping and a soft vignette in one pass (three tone-maps only what it
 * draws on the screen, and the scene is drawn into the composer's buffer). Its buffers and programs are its own:
 * `dispose` frees them with the stage.
 */
export class StagePost {
  private readonly composer: EffectComposer;

  constructor(
    private readonly gl: THREE.WebGLRenderer,
    readonly scene: THREE.Scene,
    readonly camera: THREE.Camera,
    level: 'medium' | 'high',
  ) {
    const o = AO[level];
    this.composer = new EffectComposer(gl, { frameBufferType: THREE.HalfFloatType, multisampling: o.multisampling });
    const ao = new N8AOPostPass(scene, camera);
    Object.assign(ao.configuration, { halfRes: o.halfRes, aoSamples: o.aoSamples, denoiseSamples: o.denoiseSamples, aoRadius: 1.4, distanceFalloff: 1, intensity: 3, gammaCorrection: false, screenSpaceRadius: false });
    // Not its transparency-aware mode: it draws every see-through object a second time (Niagara's glows and spray
    // came out opaque), and occlusion behind a glow is not worth a pass.
    ao.autoDetectTransparency = false;
    this.composer.addPass(new RenderPass(scene, camera));
    this.composer.addPass(ao);
    this.composer.addPass(new EffectPass(camera, new ToneMappingEffect({ mode: ToneMappingMode.ACES_FILMIC }), new VignetteEffect({ offset: 0.3, darkness: 0.55 })));
    this.resize();
  }

  /** Follow the renderer's drawing buffer (its size or pixel ratio changed). */
  resize(): void {
    const size = this.gl.getSize(new THREE.Vector2());
    this.composer.setSize(size.x, size.y, false);
  }

  render(): void {
    this.composer.render();
  }

  dispose(): void {
    const passes = [...this.composer.passes];
    this.composer.dispose();
    // postprocessing's Pass.dispose frees only the targets, textures, materials and passes a pass holds itself; N8AO
    // keeps more in quads and uniforms, and they would stay on the renderer (the showcase soak counts what a stage
    // leaves). So everything reachable from the passes is freed too.
    const seen = new Set<unknown>();
    for (const pass of passes) freeReachable(pass, 6, seen);
  }

}
