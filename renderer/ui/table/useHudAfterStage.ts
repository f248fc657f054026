import { useCallback, useEffect, useState } from 'react';

/** The HUD waits at most this long for the stage's first frame: a stage that cannot draw must not hide the HUD. */
export const HUD_WAIT_MAX_MS = 2000;

/**
 * The table screen's HUD is painted just after the stage's first frame, not with it. On a software renderer the page's
 * compositor and WebGL share one GPU thread: rastering the HUD's first frame held up the creation of the stage's WebGL
 * context by 150–350 ms (`npm run bench:render`), so the table and its HUD both came late. Now the table comes first
 * and the HUD right after. `stageShown`: the stage is mounted (the wait starts then). Returns whether the HUD shows,
 * and the stage's `onFirstFrame`.
 */
export function useHudAfterStage(stageShown: boolean): { shown: boolean; onFirstFrame: () => void } {
  const [shown, setShown] = useState(false);
  const onFirstFrame = useCallback(() => setShown(true), []);
  useEffect(() => {
    if (!stageShown || shown) return;
    const t = setTimeout(() => setShown(true), HUD_WAIT_MAX_MS);
    return () => clearTimeout(t);
  }, [stageShown, shown]);
  return { shown, onFirstFrame };
}
