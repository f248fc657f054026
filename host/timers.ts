/**
 * Let a timer not keep the process alive (Node's `unref`). In a page, timers have no `unref` and never hold anything
 * open, so there is nothing to do.
 */
export function inBackground(timer: unknown): void {
  if (typeof timer === 'object' && timer !== null && 'unref' in timer && typeof timer.unref === 'function') timer.unref();
}
