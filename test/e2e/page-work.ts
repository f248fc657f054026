/**
 * What holds the page's thread, measured in the page: its long tasks, and in each the app's own work, read from
 * Chromium's long animation frames: the time scripts loaded from the page's origin ran, plus the style and layout
 * after them. A long task's wall time alone also counts the harness's own scripts (Playwright writing a file into the
 * page) and a busy machine's other work (seen on CI: a 1.7 s "task" for a file the app hands to its worker untouched);
 * long tasks are reported, the app's work in them is judged.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A stretch of the page's thread: its start (ms, the page's clock) and duration. */
export interface Span {
  start: number;
  ms: number;
}

/** What the page recorded since the last reset. */
export interface PageWork {
  /** Each long task (reported, not judged). */
  longTasks: Span[];
  /** Each long animation frame: its span, the app's scripts in it and its style and layout. */
  frames: (Span & { scripts: Span[]; layout: Span | null })[];
  /** Long animation frames seen since the probe was installed (never reset): the observer is alive. */
  framesSeen: number;
}

/** A long animation frame as Chromium reports it (not yet in TypeScript's DOM types): the parts read here. */
interface LongFrame extends PerformanceEntry {
  styleAndLayoutStart: number;
  scripts: { startTime: number; duration: number; sourceURL: string }[];
}

/** The page's record, and what hands it the entries its observers hold but have not delivered yet. */
type Probed = Window & { __pageWork?: PageWork; __pageWorkFlush?: () => void };

/** Install the observers in `page` (once per page; Chromium reports long animation frames there, or this fails). */
export async function watchPageWork(page: Page): Promise<void> {
  expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')), 'this Chromium reports long animation frames').toBe(true);
  await page.evaluate(() => {
    const w = window as Probed;
    if (w.__pageWork) return;
    const p: PageWork = { longTasks: [], frames: [], framesSeen: 0 };
    w.__pageWork = p;
    const tasks = (list: PerformanceEntryList) => list.forEach((e) => p.longTasks.push({ start: e.startTime, ms: e.duration }));
    const own = (url: string) => url.startsWith(location.origin);
    const frames = (list: PerformanceEntryList) =>
      list.forEach((e) => {
        const f = e as LongFrame;
        const scripts = f.scripts.filter((s) => own(s.sourceURL)).map((s) => ({ start: s.startTime, ms: s.duration }));
        // The frame's style, layout and paint after its scripts, when it rendered: what the app's changes cost to draw.
        const layout = f.styleAndLayoutStart > 0 ? { start: f.styleAndLayoutStart, ms: f.startTime + f.duration - f.styleAndLayoutStart } : null;
        p.frames.push({ start: f.startTime, ms: f.duration, scripts, layout });
        p.framesSeen++;
      });
    const taskObserver = new PerformanceObserver((list) => tasks(list.getEntries()));
    taskObserver.observe({ type: 'longtask' });
    const frameObserver = new PerformanceObserver((list) => frames(list.getEntries()));
    frameObserver.observe({ type: 'long-animation-frame' });
    // Observers deliver in a task of their own, later on a busy page (seen: a 600 ms frame not yet delivered 300 ms
    // after it ended): a read takes what they hold first.
    w.__pageWorkFlush = () => {
      tasks(taskObserver.takeRecords());
      frames(frameObserver.takeRecords());
    };
  });
}

/** Whether a long frame of `w` holds this long task (the frame began before it and ended after it). */
const framed = (w: PageWork, t: Span): boolean => w.frames.some((f) => f.start <= t.start + 1 && f.start + f.ms >= t.start + t.ms - 1);

/**
 * What the page recorded since the last reset. Chromium makes a long frame's entry some time after the frame (seen:
 * not yet there a rendered frame and 300 ms after a 600 ms one): each long task is waited for, a second at most, until
 * the frame that holds it is in; a task still without one (seen: tasks of 70–260 ms that no frame was reported for) is
 * left to the caller (`unframed`).
 */
export async function readPageWork(page: Page): Promise<PageWork & { unframed: Span[] }> {
  const end = Date.now() + 1000;
  for (;;) {
    const w = await page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      (window as Probed).__pageWorkFlush?.();
      return (window as Probed).__pageWork ?? null;
    });
    if (!w) throw new Error('watchPageWork was not called on this page');
    const unframed = w.longTasks.filter((t) => !framed(w, t));
    if (unframed.length === 0 || Date.now() > end) return { ...w, unframed };
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Whether the long-frame observer works on this page: it has reported a long frame since it was installed, or else a
 * frame made long on purpose (a frame callback busy for 80 ms) is reported within 10 s (a loaded machine delivers
 * entries late). Call it after a measurement (its frame lies after the measured span): "no long frame" in a
 * measurement then means none happened, whatever the machine's speed (a quick machine may draw none of its own).
 */
export async function observerAlive(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const w = window as Probed;
    const p = w.__pageWork;
    if (!p) throw new Error('watchPageWork was not called on this page');
    w.__pageWorkFlush?.();
    const seen = p.framesSeen;
    if (seen > 0) return true;
    // A frame with something to draw (a pixel's dot, gone after it): a frame that changes nothing on screen may be
    // ended without its rendering, and then reported as no long frame (seen on CI, a hint's Niagara table at rest).
    const dot = document.createElement('div');
    dot.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;background:#000;opacity:0.01;pointer-events:none';
    await new Promise<void>((done) =>
      requestAnimationFrame(() => {
        document.body.appendChild(dot);
        const until = performance.now() + 80;
        while (performance.now() < until);
        done();
      }),
    );
    requestAnimationFrame(() => requestAnimationFrame(() => dot.remove()));
    const end = performance.now() + 10_000;
    while (performance.now() < end) {
      await new Promise((r) => setTimeout(r, 50));
      w.__pageWorkFlush?.();
      if (p.framesSeen > seen) return true;
    }
    return false;
  });
}

/** Start a new measurement: forget the long tasks and frames so far. */
export async function resetPageWork(page: Page): Promise<void> {
  await page.evaluate(() => {
    const p = (window as Probed).__pageWork;
    if (!p) throw new Error('watchPageWork was not called on this page');
    p.longTasks.length = 0;
    p.frames.length = 0;
  });
}

/** The stretches of `list` that began between `from` and `to` (the page's clock). */
export const between = (list: Span[], from: number, to: number): Span[] => list.filter((t) => t.start >= from - 1 && t.start <= to);

/**
 * The app's work in each long task that ran between `from` and `to`: its scripts (from the long frames) and the style
 * and layout after them, each counted when it began within the task and between `from` and `to` (the task that
 * dispatches a chosen file's change event began with the harness writing the file). The longest is what is judged:
 * what held the page at once (a frame may span several tasks, the page free between them). A task no frame was
 * reported for counts 0 here.
 */
export const appWork = (w: PageWork, from: number, to: number): number[] =>
  w.longTasks
    .filter((t) => t.start + t.ms >= from && t.start <= to)
    .map((t) => {
      const within = (spans: Span[]) => between(between(spans, t.start, t.start + t.ms), from, to);
      return w.frames.reduce((ms, f) => ms + [...within(f.scripts), ...within(f.layout ? [f.layout] : [])].reduce((n, s) => n + s.ms, 0), 0);
    });
