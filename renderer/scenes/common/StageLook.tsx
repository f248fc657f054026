import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useState } from 'react';
import { StageRenderer } from './stageRenderer';
import { applyStageLook, type StageLookParts } from './applyLook';
import type { QualityLevel } from './Table';

/** The stage's look at its level (applyLook.ts): put on when the stage mounts or its level changes, freed with it. */
export function StageLook({ level }: { level: QualityLevel }) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  const invalidate = useThree((s) => s.invalidate);
  const size = useThree((s) => s.size);
  const dpr = useThree((s) => s.viewport.dpr);
  const [parts, setParts] = useState<StageLookParts | null>(null);
  // Before the first frame: the scene's programs are built once, with the room's reflections (as warmPrograms built them).
  useLayoutEffect(() => {
    if (!(gl instanceof StageRenderer)) return;
    const made = applyStageLook(gl, scene, camera, level);
    setParts(made);
    invalidate();
    return () => made?.dispose();
  }, [gl, scene, camera, level, invalidate]);
  useEffect(() => {
    parts?.resize();
    invalidate();
  }, [parts, size, dpr, invalidate]);
  return null;
}
