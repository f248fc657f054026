import * as THREE from 'three';
import { StagePost } from './ambientOcclusion';
import { ENVIRONMENT_INTENSITY, stageEnvironment } from './environment';
import type { StageRenderer } from './stageRenderer';
import type { QualityLevel } from './Table';

/**
 * What a stage adds to its scene above low: the room's reflections and the post-processing (ambient occlusion, tone
 * mapping, a vignette: ambientOcclusion.ts). Drawn into the composer's linear buffer, see-through pieces take their
 * opacity through `useSeeThrough` (stageLevel.ts) to read as they do on the screen.
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
  const post = new StagePost(gl, scene, camera, level);
  gl.post = post;
  return {
    resize: () => post.resize(),
    dispose: () => {
      if (gl.post === post) gl.post = null;
      if (scene.environment === env.texture) scene.environment = null;
      post.dispose();
      env.dispose();
    },
  };
}
