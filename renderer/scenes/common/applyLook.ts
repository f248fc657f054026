import * as THREE from 'three';
import { StagePost } from './ambientOcclusion';
import { ENVIRONMENT_INTENSITY, stageEnvironment } from './environment';
import type { StageRenderer } from './stageRenderer';
import type { QualityLevel } from './Table';

/**
 * What a stage adds to its scene above low: the room's reflections (medium and high) and the post-processing (high
 * only: drawn into the composer's buffer, see-through pieces blend in linear light and Niagara's river discs came out
 * nearly opaque, and in a software renderer it tripled a frame).
 */
export interface StageLookParts {
  /** Follow the renderer's drawing buffer. */
  resize(): void;
  /** Take it all off the scene and the renderer and free it (the stage goes, or its level drops to low). */
  dispose(): void;
}

/**
 * Put the look of `level` on a stage's scene and renderer (StageLook.tsx; and the hidden renderer of warmPrograms.ts,
 * so that its programs are built ahead). Low adds nothing: it keeps the budget of the bare canvas.
 */
export function applyStageLook(gl: StageRenderer, scene: THREE.Scene, camera: THREE.Camera, level: QualityLevel): StageLookParts | null {
  if (level === 'low') return null;
  const env = stageEnvironment(gl);
  scene.environment = env.texture;
  scene.environmentIntensity = ENVIRONMENT_INTENSITY;
  const post = level === 'high' ? new StagePost(gl, scene, camera) : null;
  gl.post = post;
  return {
    resize: () => post?.resize(),
    dispose: () => {
      if (post && gl.post === post) gl.post = null;
      if (scene.environment === env.texture) scene.environment = null;
      post?.dispose();
      env.dispose();
    },
  };
}
