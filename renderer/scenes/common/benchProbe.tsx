import { CameraControlsImpl } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { setProbe } from '../../app/probes';
import type { RtBench } from './renderStats';

interface Run {
  stop: (now: number, count: number) => boolean;
  turn: number;
  last: number;
  times: number[];
  done: (times: number[]) => void;
}

/**
 * Inside the stage's Canvas when probes are on: publishes `__rtBench`. Runs after every other frame callback
 * (priority 0, mounted last) but needs no manual render: it only keeps invalidating while a run lasts.
 */
export function BenchProbe() {
  const get = useThree((s) => s.get);
  const run = useRef<Run | null>(null);
  useEffect(() => {
    const start = (stop: Run['stop'], turn: number) =>
      new Promise<number[]>((done) => {
        run.current = { stop, turn, last: -1, times: [], done };
        get().invalidate();
      });
    const bench: RtBench = {
      frames: (n, orbit, maxMs) => {
        const end = performance.now() + maxMs;
        return start((now, count) => count >= n || now >= end, orbit ? (2 * Math.PI) / n : 0);
      },
      during: (ms) => {
        // At least a few frames even where one frame outlasts the window (a swamped machine), within 5 windows.
        const end = performance.now() + ms;
        return start((now, count) => (now >= end && count >= 3) || now >= end + 4 * ms, 0);
      },
      zoom: async (to) => {
        const c = get().controls;
        if (!(c instanceof CameraControlsImpl)) return;
        await c.dollyTo(to === 'min' ? c.minDistance : c.maxDistance, false);
        get().invalidate();
      },
      idle: () => get().internal.frames === 0,
    };
    setProbe('__rtBench', bench);
    return () => setProbe('__rtBench', undefined);
  }, [get]);
  useFrame(({ controls, invalidate }) => {
    const r = run.current;
    if (!r) return;
    const now = performance.now();
    if (r.last >= 0) r.times.push(now - r.last);
    r.last = now;
    if (r.stop(now, r.times.length)) {
      run.current = null;
      r.done(r.times);
      return;
    }
    if (r.turn && controls instanceof CameraControlsImpl) void controls.rotate(r.turn, 0, false);
    invalidate();
  });
  return null;
}
