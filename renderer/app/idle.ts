/** Holds on work done ahead (a table screen is open), and the jobs that wait for them to end. */
let held = 0;
const waiting: (() => void)[] = [];

/**
 * Run `job` when the page is idle (requestIdleCallback), or after `timeout` ms at the latest (a page drawn by a
 * software renderer may have no idle period for seconds), and when nothing holds work done ahead back (holdIdleWork);
 * soon where there is no such thing. For work done ahead of need, in small steps: it must never be urgent.
 * `offThread`: the job only starts work that runs off this thread (a worker loading its code), which takes none of
 * the frames a hold protects: it runs at the page's next idle moment even while held.
 */
export function whenIdle(job: () => void, timeout = 1000, { offThread = false } = {}): void {
  const run = () => (held > 0 && !offThread ? waiting.push(() => whenIdle(job, timeout)) : job());
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout });
  else setTimeout(run, 0);
}

/**
 * Something is on screen whose frames come first (a table): jobs of whenIdle wait until it goes. Returns what ends
 * the hold.
 */
export function holdIdleWork(): () => void {
  held++;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    if (--held > 0) return;
    for (const job of waiting.splice(0)) job();
  };
}
