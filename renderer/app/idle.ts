/**
 * Run `job` when the page is idle (requestIdleCallback: never while it is busy, so never in a player's way), or soon
 * where there is no such thing. For work done ahead of need: it must never be urgent.
 */
export function whenIdle(job: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => job());
  else setTimeout(job, 0);
}
