/**
 * Run `job` when the page is idle (requestIdleCallback; within `timeout` ms at the latest, so a page kept busy still
 * gets there), or at once where there is no such thing (Node). For work done ahead of need: it must never be urgent.
 */
export function whenIdle(job: () => void, timeout = 5000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => job(), { timeout });
  else if (typeof window !== 'undefined') setTimeout(job, 0);
  else job();
}
