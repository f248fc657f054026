import { fileURLToPath } from 'node:url';

/** R3F's store module (`dist/events-<hash>.esm.js`, dev and build), where every canvas' `state.clock` is created. */
const R3F_STORE = /[\\/]@react-three[\\/]fiber[\\/]dist[\\/]events-[^\\/]+\.js$/;
const CLOCK = 'new THREE.Clock()';
const FRAME_CLOCK = fileURLToPath(new URL('./scenes/common/frameClock.ts', import.meta.url));

/**
 * A Vite (and dependency-optimizer) plugin: React Three Fiber 9 builds `new THREE.Clock()` for every canvas, and three
 * r183+ logs a deprecation warning for each one; R3F 9 has no option to pass a clock in (upstream
 * pmndrs/react-three-fiber#3741, fixed by v10's `state.timer`). This makes that one expression construct the
 * app's `FrameClock` (scenes/common/frameClock.ts: the same fields and methods, no warning). Where R3F no longer
 * creates a Clock, it changes nothing.
 */
export function r3fFrameClock() {
  return {
    name: 'rt-r3f-frame-clock',
    transform(code: string, id: string): { code: string; map: null } | null {
      if (!R3F_STORE.test(id) || !code.includes(CLOCK)) return null;
      const patched = code.replaceAll(CLOCK, 'new __RtFrameClock()');
      return { code: `import { FrameClock as __RtFrameClock } from ${JSON.stringify(FRAME_CLOCK)};\n${patched}`, map: null };
    },
  };
}
