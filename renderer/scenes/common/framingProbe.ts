import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { PROBES, setProbe, type FramingLook, type FramingLooks, type FramingSample } from '../../app/probes';
import type { V3 } from './flights';
import { useActing } from './acting';
import { sampleFraming } from './framingCheck';
import { overlayRects } from './overlays';

/**
 * `__rtFramingSample()`: the pieces acting now (acting.ts), projected from the scene's own positions with the live
 * camera onto the canvas, against the overlays over it (overlays.ts); null when nothing acts. The all-day bench
 * samples it.
 *
 * `__rtFramingLooks()`: each set of acting pieces judged once, on a frame the viewer saw (framingLooks below), so a
 * test looks at every move the table drew however seldom it can ask (the showcase soak on a loaded machine).
 */
export function useFramingProbe(): void {
  const camera = useThree((s) => s.camera);
  const canvas = useThree((s) => s.gl.domElement);
  const looks = useRef<LookLog | null>(null);
  useEffect(() => {
    if (!PROBES) return;
    const sample = (points: readonly V3[]): FramingSample => {
      const { width, height } = canvas.getBoundingClientRect();
      return sampleFraming(camera, points, width, height, overlayRects(canvas));
    };
    const mine = (looks.current = framingLooks(sample));
    setProbe('__rtFramingSample', () => {
      const acting = useActing.getState().acting;
      return acting ? sample(acting.points) : null;
    });
    setProbe('__rtFramingLooks', () => mine.take());
    const off = useActing.subscribe((s, was) => {
      if (s.acting && s.acting.key !== was.acting?.key) mine.acted();
    });
    return () => {
      off();
      looks.current = null;
      setProbe('__rtFramingSample', undefined);
      setProbe('__rtFramingLooks', undefined);
    };
  }, [camera, canvas]);
  // After the camera's own update (drei's CameraControls updates at priority -1) and before the frame is drawn: what
  // is judged is what this frame shows.
  useFrame(() => {
    if (PROBES) looks.current?.frame(useActing.getState().acting, !!window.__rtCameraMoving);
  });
}

interface LookLog {
  /** A frame is drawn with `acting` (or nothing) acting and the camera moving or not. */
  frame(acting: { key: number; points: readonly V3[] } | null, moving: boolean): void;
  /** A new set started acting (counted whether or not a frame is drawn while it acts). */
  acted(): void;
  /** The looks since the last take, and the sets that acted meanwhile. */
  take(): FramingLooks;
}

/**
 * The looks of `__rtFramingLooks`: one per set of acting pieces, taken on the first frame drawn while it acts with the
 * camera at rest; a set whose every frame found the camera moving gives its first frame's look, marked `moving`, once
 * it has stopped acting. A set no frame was drawn for is nobody's view: it gives no look.
 */
export function framingLooks(sample: (points: readonly V3[]) => FramingSample): LookLog {
  let looks: FramingLook[] = [];
  let acted = 0;
  let key = 0;
  let judged = false;
  let firstMoving: FramingLook | null = null;
  return {
    frame(acting, moving) {
      if ((acting?.key ?? 0) !== key) {
        if (!judged && firstMoving) looks.push(firstMoving);
        key = acting?.key ?? 0;
        judged = false;
        firstMoving = null;
      }
      if (!acting || judged) return;
      if (!moving) {
        looks.push({ ...sample(acting.points), moving: false });
        judged = true;
      } else firstMoving ??= { ...sample(acting.points), moving: true };
    },
    acted() {
      acted++;
    },
    take() {
      const out = { looks, acted };
      looks = [];
      acted = 0;
      return out;
    },
  };
}
