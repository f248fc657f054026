import { PerformanceMonitor } from '@react-three/drei';
import { Canvas, useFrame, useThree } from '@react-three/fiber';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import * as THREE from 'three';
import type { QualityLevel } from './Table';
import { PROBES, getProbe, setProbe } from '../../app/probes';
import { useLatest } from '../../app/hooks';
import { StageRelease } from './stageRelease';
import { LambertTwins } from './lambertTwins';
import { LowFiltering } from './lowFiltering';
import { WhiteMaps } from './whiteMaps';
import type { RenderStats } from './renderStats';
import { BenchProbe } from './benchProbe';

export type QualitySetting = 'auto' | QualityLevel;

const NOTHING = new THREE.Scene();

/**
 * The stage's renderer (made by the Canvas' `gl` factory, so R3F owns and disposes it): it records
 * `stats.afterDispose` once the scene's objects are disposed and only then frees itself (see StageRelease).
 */
class StageRenderer extends THREE.WebGLRenderer {
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

  constructor(params: THREE.WebGLRendererParameters) {
    super(params);
    const free = this.dispose.bind(this);
    // three sets `render` on the instance too: wrap it the same way.
    const render = this.render.bind(this);
    this.render = (scene, camera) => {
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

/**
 * The scene's last object: R3F disposes the objects of a removed scene in order, so this one after every other (its
 * `dispose` event then tells the renderer the scene is gone, see StageRelease).
 */
function LastObject() {
  const gl = useThree((s) => s.gl);
  const attach = useCallback(
    (mark: THREE.Group | null) => {
      if (mark && gl instanceof StageRenderer) mark.addEventListener('dispose', () => gl.release.sceneDisposed());
    },
    [gl],
  );
  return <group name="stage-last-object" ref={attach} />;
}

/** Tells the stage's renderer whether to draw lit materials as their Lambert twins ('low' quality). */
function Shading({ level }: { level: QualityLevel }) {
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    if (!(gl instanceof StageRenderer)) return;
    gl.lowShading = level === 'low';
    invalidate();
  }, [gl, level, invalidate]);
  return null;
}

/**
 * The level the stage draws at, on the document (`data-quality`): the page's own effects follow it (styles.css drops
 * blurred shadows at low). Set before the first paint that shows the stage.
 */
function useDocumentQuality(level: QualityLevel): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.quality = level;
    return () => {
      if (root.dataset.quality === level) delete root.dataset.quality;
    };
  }, [level]);
}

/** Mounted stages, kept on the __rtRender probe even when none is mounted. */
let liveStages = 0;

function Reporter({ quality, mountedAt, onFirstFrame }: { quality: QualityLevel; mountedAt: number; onFirstFrame?: () => void }) {
  const gl = useThree((s) => s.gl);
  const stats = useRef<RenderStats | null>(null);
  const firstFrame = useLatest(onFirstFrame);
  // The stats start once per renderer (a quality change must not restart them); every frame copies the live quality.
  const latestQuality = useRef(quality);
  latestQuality.current = quality;
  useEffect(() => {
    let renderer = 'unknown';
    try {
      const ctx = gl.getContext();
      const dbg = ctx.getExtension('WEBGL_debug_renderer_info');
      renderer = String(dbg ? ctx.getParameter(dbg.UNMASKED_RENDERER_WEBGL) : ctx.getParameter(ctx.RENDERER));
    } catch {
      /* ignore */
    }
    liveStages++;
    stats.current = { mountedAt, firstFrameAt: null, frames: 0, calls: 0, triangles: 0, quality: latestQuality.current, renderer, memory: { geometries: 0, textures: 0 }, programs: 0, live: liveStages, afterDispose: null };
    if (gl instanceof StageRenderer) gl.stats = stats.current;
    if (PROBES) setProbe('__rtRender', stats.current);
    return () => {
      liveStages--;
      const shown = PROBES ? getProbe('__rtRender') : undefined;
      if (shown) shown.live = liveStages;
    };
  }, [gl, mountedAt]);
  useEffect(() => {
    // Count a whole frame (the table and the hand overlay are two render calls): reset by hand once per frame.
    gl.info.autoReset = false;
    return () => {
      gl.info.autoReset = true;
    };
  }, [gl]);
  useFrame(() => {
    const s = stats.current;
    if (!s) return;
    // Runs first in each frame: what the previous frame drew, then start counting this one.
    s.frames++;
    s.quality = quality;
    if (s.frames > 1) {
      s.calls = gl.info.render.calls;
      s.triangles = gl.info.render.triangles;
    }
    s.memory = { geometries: gl.info.memory.geometries, textures: gl.info.memory.textures };
    s.programs = gl.info.programs?.length ?? 0;
    gl.info.reset();
    if (s.firstFrameAt === null && s.frames >= 1) {
      // The frame after the first render: that render has been handed to the compositor.
      requestAnimationFrame(() => {
        if (s.firstFrameAt !== null) return;
        s.firstFrameAt = performance.now();
        firstFrame.current?.();
      });
    }
  }, -100);
  return null;
}

/** Keep rendering every frame for a while (so the performance monitor measures real frame times). */
function Heartbeat({ until }: { until: number }) {
  const invalidate = useThree((s) => s.invalidate);
  useFrame(() => {
    if (performance.now() < until) invalidate();
  });
  useEffect(() => invalidate(), [invalidate]);
  return null;
}

const LEVELS: QualityLevel[] = ['low', 'medium', 'high'];

/**
 * One <Canvas> per table: renders on demand (animations invalidate), soft shadows, DPR and shadow size by quality
 * level. In 'auto', drei's PerformanceMonitor watches a few seconds of continuous frames and steps the level down
 * (or up) to keep the frame rate. `onFirstFrame`: once its first frame is drawn (see TableFrame's HUD).
 */
export function Stage({ quality, children, label, onFirstFrame }: { quality: QualitySetting; children: (level: QualityLevel) => ReactNode; label: string; onFirstFrame?: () => void }) {
  const [auto, setAuto] = useState<QualityLevel>('medium');
  const level: QualityLevel = quality === 'auto' ? auto : quality;
  useDocumentQuality(level);
  const [mountedAt] = useState(() => performance.now());
  const [calibrateUntil, setCalibrateUntil] = useState(0);
  useEffect(() => {
    if (quality !== 'auto') return;
    const until = performance.now() + 4000;
    setCalibrateUntil(until);
    const t = setTimeout(() => setCalibrateUntil(0), 4100);
    return () => clearTimeout(t);
  }, [quality]);
  const dpr: [number, number] = level === 'high' ? [1, 2] : level === 'medium' ? [1, 1.5] : [1, 1];
  return (
    <Canvas
      aria-label={label}
      role="img"
      shadows={level === 'low' ? false : 'percentage'}
      frameloop="demand"
      dpr={dpr}
      gl={(defaults) => {
        const r = new StageRenderer({ ...defaults, antialias: level !== 'low', powerPreference: 'high-performance', preserveDrawingBuffer: false });
        r.lowShading = level === 'low'; // from the first frame: no standard shader compiled only to be dropped
        return r;
      }}
      camera={{ fov: 40, near: 0.1, far: 200, position: [0, 13.5, 11.5] }}
      onCreated={({ gl }) => {
        gl.toneMapping = THREE.ACESFilmicToneMapping;
        gl.toneMappingExposure = 1.05;
      }}
    >
      {quality === 'auto' && calibrateUntil > 0 && (
        <>
          <Heartbeat until={calibrateUntil} />
          <PerformanceMonitor
            ms={200}
            iterations={6}
            onDecline={() => setAuto((q) => LEVELS[Math.max(0, LEVELS.indexOf(q) - 1)]!)}
            onIncline={() => setAuto((q) => LEVELS[Math.min(2, LEVELS.indexOf(q) + 1)]!)}
          />
        </>
      )}
      <Reporter quality={level} mountedAt={mountedAt} onFirstFrame={onFirstFrame} />
      <Shading level={level} />
      {children(level)}
      {PROBES && <BenchProbe />}
      <LastObject />
    </Canvas>
  );
}
