import type { QualityLevel } from './Table';

/** Numbers the e2e test reads (time to first frame, draw calls, triangles). */
export interface RenderStats {
  mountedAt: number;
  firstFrameAt: number | null;
  frames: number;
  calls: number;
  triangles: number;
  quality: QualityLevel;
  renderer: string;
  /** three.js `renderer.info.memory` and compiled programs after the last frame (showcase soak: back to baseline). */
  memory: { geometries: number; textures: number };
  programs: number;
  /** three's keys of those programs (compared with those built ahead, scenes/common/warmPrograms.ts). */
  programKeys: string[];
  /** Stages (WebGL renderers) mounted right now on this page: 0 between showcase games. */
  live: number;
  /** What this stage's renderer still held once its scene was unmounted and disposed (null while mounted). */
  afterDispose: AfterDispose | null;
}

/**
 * `gl.info` of a stage's renderer once its scene's objects were all disposed, read just before the renderer itself is
 * disposed (which frees whatever is left, so a leak would not show after it). A fresh renderer holds 0 geometries, 0
 * textures and 0 programs: anything counted here was allocated by the table and never disposed (e.g. a module-level
 * cache), and would be uploaded again, and kept, by every later stage that uses it.
 */
export interface AfterDispose {
  geometries: number;
  textures: number;
  programs: number;
  mountedAt: number;
}

/** What `npm run bench:render` asks of a mounted stage (the `__rtBench` probe). */
export interface RtBench {
  /**
   * Draw `frames` frames back to back (the stage otherwise draws on demand) and resolve with the time between each
   * frame and the next (ms). With `orbit`, the camera turns once around its target over those frames, the same
   * scripted move on every table. Stops early after `maxMs` (a swamped machine must not hold the bench for minutes).
   */
  frames(frames: number, orbit: boolean, maxMs: number): Promise<number[]>;
  /** Draw continuously for `ms`, and at least 3 frames (animated moves play meanwhile): the frame-to-frame times (ms). */
  during(ms: number): Promise<number[]>;
  /** Put the camera at the nearest or farthest distance the table allows (shadow checks at min and max zoom). */
  zoom(to: 'min' | 'max'): Promise<void>;
  /** Whether the stage has no frame scheduled (it draws on demand): what the camera shows now stays until something asks for a frame. */
  idle(): boolean;
}
