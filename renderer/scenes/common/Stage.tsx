import { PerformanceMonitor } from '@react-three/drei';
import { Canvas, useFrame, useThree } from '@react-three/fiber';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import * as THREE from 'three';
import type { QualityLevel } from './Table';
import { PROBES, getProbe, setProbe } from '../../app/probes';
import { useLatest } from '../../app/hooks';
import type { RenderStats } from './renderStats';
import { AUTO_START, StageRenderer, programKeys, stageDpr, stageRenderer, stageShadows, toneStage, type QualitySetting } from './stageRenderer';
import { BenchProbe } from './benchProbe';
import { StageLook } from './StageLook';
import { StageLevel } from './stageLevel';

export type { QualitySetting };

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
    stats.current = { mountedAt, firstFrameAt: null, frames: 0, calls: 0, triangles: 0, quality: latestQuality.current, renderer, memory: { geometries: 0, textures: 0 }, programs: 0, programKeys: [], live: liveStages, afterDispose: null };
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
    const programs = gl.info.programs?.length ?? 0;
    if (programs !== s.programs) s.programKeys = programKeys(gl);
    s.programs = programs;
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
  const [auto, setAuto] = useState<QualityLevel>(AUTO_START);
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
  const dpr = stageDpr(level);
  return (
    <Canvas
      aria-label={label}
      role="img"
      shadows={stageShadows(level)}
      frameloop="demand"
      dpr={dpr}
      gl={(defaults) => stageRenderer(defaults, level)}
      camera={{ fov: 40, near: 0.1, far: 200, position: [0, 13.5, 11.5] }}
      onCreated={({ gl }) => toneStage(gl)}
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
      <StageLook level={level} />
      <StageLevel.Provider value={level}>{children(level)}</StageLevel.Provider>
      {PROBES && <BenchProbe />}
      <LastObject />
    </Canvas>
  );
}
