import * as THREE from 'three';
import { PROBES, e2ePage, getProbe, setProbe } from '../../app/probes';
import { StageRelease } from './stageRelease';
import { LambertTwins } from './lambertTwins';
import { LowFiltering } from './lowFiltering';
import { WhiteMaps } from './whiteMaps';
import type { RenderStats } from './renderStats';
import type { QualityLevel } from './Table';
import type { StagePost } from './ambientOcclusion';

/**
 * How a stage draws at a quality level, besides its scene: the Canvas' shadows and tone mapping (Stage.tsx), and the
 * hidden renderer that builds the stage's shader programs ahead (warmPrograms.ts) must draw exactly the same.
 */
export const stageShadows = (level: QualityLevel): false | 'percentage' => (level === 'low' ? false : 'percentage');

/** The shadow map of a stage at `level`, as R3F sets it from the Canvas' `shadows` (a boolean is PCF soft). */
export function stageShadowMap(gl: THREE.WebGLRenderer, level: QualityLevel): void {
  const shadows = stageShadows(level);
  gl.shadowMap.enabled = shadows !== false;
  gl.shadowMap.type = shadows === 'percentage' ? THREE.PCFShadowMap : THREE.PCFSoftShadowMap;
}

/**
 * The stage's pixel ratio range by level: up to 2× the screen's pixels at high. An e2e page may ask for another ratio
 * (`__rtPixelRatio`): SwiftShader's cost goes with the pixels drawn (a Niagara game by clicks: 72 CPU-seconds at the
 * screen's ratio, 22 at half), and most tests read the scene's positions, not its pixels.
 */
export function stageDpr(level: QualityLevel): [number, number] {
  const asked = PROBES && e2ePage() ? getProbe('__rtPixelRatio') : undefined;
  if (typeof asked === 'number' && asked > 0 && asked <= 2) return [asked, asked];
  return level === 'high' ? [1, 2] : level === 'medium' ? [1, 1.5] : [1, 1];
}

/** A stage's quality setting: a level, or 'auto', which starts at AUTO_START and follows the frame rate. */
export type QualitySetting = 'auto' | QualityLevel;
export const AUTO_START: QualityLevel = 'medium';

/** The tone mapping a stage is drawn with (set once its renderer is made). */
export function toneStage(gl: THREE.WebGLRenderer): void {
  gl.toneMapping = THREE.ACESFilmicToneMapping;
  gl.toneMappingExposure = 1.05;
}

/**
 * The programs a renderer has built, by three's own key (a stage's are compared with those built ahead in e2e tests).
 * A custom shader's key starts with its two shaders' ids, which count every shader the page has made (the room's
 * prefiltering, the ambient occlusion's and the composer's passes): without them, the rest (its defines and
 * parameters) names it in any renderer.
 */
export const programKeys = (gl: THREE.WebGLRenderer): string[] => (gl.info.programs ?? []).map((p) => p.cacheKey.replace(/^\d+,\d+,/, 'custom,'));

const NOTHING = new THREE.Scene();

/**
 * The stage's renderer (made by the Canvas' `gl` factory, so R3F owns and disposes it): it records
 * `stats.afterDispose` once the scene's objects are disposed and only then frees itself (see StageRelease).
 */
export class StageRenderer extends THREE.WebGLRenderer {
  /** The newest stats of this renderer (its Reporter may re-mount). */
  stats: RenderStats | null = null;
  readonly release: StageRelease;

  /** 'low' quality: lit materials drawn as Lambert twins (LambertTwins), textures from one mip level (LowFiltering). */
  lowShading = false;
  private readonly twins = new LambertTwins();
  private readonly filtering = new LowFiltering();
  /** At every level: plain materials and instances share their mapped, coloured kind's shader program (WhiteMaps). */
  private readonly whiteMaps = new WhiteMaps();
  /** Scenes whose lights were set up before their first frame with shadows (primeLights). */
  private readonly primed = new WeakSet<THREE.Scene>();
  /**
   * Medium and high: the stage's scene is drawn through its post-processing (ambient occlusion, StageLook), whoever
   * asks for it on the screen (R3F's frame, or a HUD that draws the table before its overlay).
   */
  post: StagePost | null = null;
  private posting = false;

  constructor(params: THREE.WebGLRendererParameters) {
    super(params);
    const free = this.dispose.bind(this);
    // three sets `render` on the instance too: wrap it the same way.
    const render = this.render.bind(this);
    this.render = (scene, camera) => {
      if (PROBES && this.getRenderTarget() === null && getProbe('__rtNoDraw') === true) {
        // Not drawn, but placed: taps (raycasts) and the targets' page points read the world matrices a draw updates.
        if (scene.matrixWorldAutoUpdate) scene.updateMatrixWorld();
        if (camera.parent === null && camera.matrixWorldAutoUpdate) camera.updateMatrixWorld();
        return;
      }
      const post = this.post;
      if (post && !this.posting && scene === post.scene && camera === post.camera && this.getRenderTarget() === null) {
        this.posting = true;
        try {
          post.render(); // its first pass draws the scene through this same call
        } finally {
          this.posting = false;
        }
        return;
      }
      this.primeLights(scene, camera);
      if (!this.lowShading) {
        // The level went up: the originals are drawn again, as they were made.
        if (this.twins.size > 0) this.twins.dispose();
        if (this.filtering.size > 0) this.filtering.restore();
        this.whiteMaps.seeScene(scene);
        return render(scene, camera);
      }
      const restore = this.twins.swap(scene, (m, mesh) => (this.whiteMaps.seeMesh(mesh), this.whiteMaps.see(m), this.filtering.see(m)));
      try {
        render(scene, camera);
      } finally {
        restore();
      }
    };
    this.release = new StageRelease(() => this.measureLeft(), () => (this.twins.dispose(), this.filtering.restore(), this.whiteMaps.dispose(), free()));
    // three sets `dispose` on the instance in its constructor (it is no prototype method to override): ours waits.
    this.dispose = () => this.release.dispose();
  }

  /**
   * three draws a frame's shadow maps before it sets up that frame's lights, and the shadow pass's programs are built
   * for the lights set up last: a scene's first frame would build them for no lights, and the next frame build them
   * again (two more programs to link, 0.2 s each at medium in SwiftShader). So the lights are set up before a scene's
   * first frame with shadows (`compile` of nothing into that scene: no program is built).
   */
  private primeLights(scene: THREE.Object3D, camera: THREE.Camera): void {
    if (!this.shadowMap.enabled || !(scene instanceof THREE.Scene) || this.primed.has(scene)) return;
    this.primed.add(scene);
    this.compile(NOTHING, camera, scene);
  }

  private measureLeft(): void {
    // The white map is the renderer's own, like the twins: it goes with the scene.
    this.whiteMaps.dispose();
    const stats = this.stats;
    if (!stats) return;
    const after = { geometries: this.info.memory.geometries, textures: this.info.memory.textures, programs: this.info.programs?.length ?? 0, mountedAt: stats.mountedAt };
    stats.afterDispose = after;
    if (PROBES) setProbe('__rtDisposed', [...(getProbe('__rtDisposed') ?? []).slice(-99), after]);
  }
}

/** A stage's renderer at `level` (the Canvas' `gl`, and the hidden one of warmPrograms.ts). */
export function stageRenderer(params: THREE.WebGLRendererParameters, level: QualityLevel): StageRenderer {
  const r = new StageRenderer({ ...params, antialias: level !== 'low', powerPreference: 'high-performance', preserveDrawingBuffer: false });
  r.lowShading = level === 'low'; // from the first frame: no standard shader compiled only to be dropped
  return r;
}
