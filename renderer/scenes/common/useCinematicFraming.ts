import { useEffect } from 'react';
import type { Keep, V3 } from './actionFraming';
import { useCinematic } from './cinematic';

export interface Framing {
  target: V3;
  position: V3;
  /** Changes whenever the camera should move to a new framing. */
  frameKey: string;
}

/**
 * The framing a table camera should take: the table's own (`own`), or, in showcase mode, the cinematic shot that is
 * holding now. When the shot's hold ends the camera goes back to the table's framing by itself.
 */
export function useCinematicFraming(own: Framing, follow = true): Framing & { shot: boolean; keep?: Keep } {
  const enabled = useCinematic((s) => s.enabled);
  const shot = useCinematic((s) => s.shot);
  useEffect(() => {
    if (!enabled || !shot) return;
    // Drop the shot when its hold ends (current() clears it), which re-renders us back to the table's framing.
    const t = setTimeout(() => useCinematic.getState().current(), Math.max(0, shot.until - performance.now()) + 5);
    return () => clearTimeout(t);
  }, [enabled, shot]);
  if (!follow || !enabled || !shot) return { ...own, shot: false };
  return { target: shot.target, position: shot.position, frameKey: `shot:${shot.id}:${shot.until}`, shot: true, keep: shot.keep };
}
