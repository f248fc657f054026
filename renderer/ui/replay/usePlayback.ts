import { useEffect, useState } from 'react';

/** Playback speeds offered (× the table's animation speed and the pause between moves). */
export const SPEEDS = [0.5, 1, 2, 4] as const;

/** The pause after a move's animation before the next one, at 1×. */
const PAUSE_MS = 700;

/**
 * Play the replay: one step at a time, each once the table has shown the last one (`busy` false) and after a pause
 * scaled by the speed; stops at the last step.
 */
export function usePlayback(step: number, total: number, busy: boolean, speed: number, setStep: (k: number) => void) {
  const [playing, setPlaying] = useState(false);
  const atEnd = step >= total;
  useEffect(() => {
    if (!playing) return;
    if (atEnd) return setPlaying(false);
    if (busy) return;
    const timer = setTimeout(() => setStep(step + 1), PAUSE_MS / speed);
    return () => clearTimeout(timer);
  }, [playing, atEnd, busy, step, speed, setStep]);
  return { playing, toggle: () => setPlaying((p) => !p && !atEnd), stop: () => setPlaying(false) };
}
