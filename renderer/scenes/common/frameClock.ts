/**
 * The stage's frame clock: the same fields and methods as `THREE.Clock` (which React Three Fiber 9 creates for every
 * canvas as `state.clock`, and reads in its frame loop), without the deprecation warning three r183+ logs whenever one
 * is constructed. R3F 9 offers no way to pass a clock in (pmndrs/react-three-fiber#3741: `state.timer` comes with v10),
 * so `r3fFrameClock` (renderer/r3fFrameClock.ts, a Vite plugin) makes R3F's store construct this class instead. Remove
 * both when R3F no longer creates a THREE.Clock.
 */
export class FrameClock {
  startTime = 0;
  oldTime = 0;
  elapsedTime = 0;
  running = false;

  constructor(public autoStart = true) {}

  start(): void {
    this.startTime = performance.now();
    this.oldTime = this.startTime;
    this.elapsedTime = 0;
    this.running = true;
  }

  stop(): void {
    this.getElapsedTime();
    this.running = false;
    this.autoStart = false;
  }

  /** Seconds since start (starting the clock if `autoStart`). */
  getElapsedTime(): number {
    this.getDelta();
    return this.elapsedTime;
  }

  /** Seconds since the last call (0 when the clock was just started). */
  getDelta(): number {
    let diff = 0;
    if (this.autoStart && !this.running) {
      this.start();
      return 0;
    }
    if (this.running) {
      const now = performance.now();
      diff = (now - this.oldTime) / 1000;
      this.oldTime = now;
      this.elapsedTime += diff;
    }
    return diff;
  }
}
