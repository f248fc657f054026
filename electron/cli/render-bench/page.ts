import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
// The page's probes (window.__rtRender, __rtBench), for the types only: the module itself is the page's.
import type {} from '../../../renderer/app/probes';
import { CHROMIUM_ARGS } from '../browserApp';
import type { BenchQuality, BenchSample } from './format';
import type { SavedSeats } from '../../../client/saved-seats';
import type { BenchMatch } from './match';
import { startProfile, stopProfile } from './profile';

/** The scripted camera move: one turn around the table's centre over this many frames. */
export const ORBIT_FRAMES = 60;
/** …or for at most this long (then a part of the turn). */
export const ORBIT_MAX_MS = 15_000;
/** How long moves are played and animated while frames are timed. */
export const MOVES_MS = 6000;
/** The time a player takes before each move while the page animates. */
export const THINK_MS = 350;

export interface MeasureSpec {
  url: string;
  /** The page's quality setting (the bench measures low and medium; `shots:quality` pictures high too). */
  quality: BenchQuality | 'high';
  /** The page's language (default English). */
  language?: string;
  /** The match whose seat 0 the page resumes (null: the bare canvas). */
  match: BenchMatch | null;
  /** Save the CPU profile of the opening (to the first frame) here, and print its heaviest functions. */
  profile?: string;
  /** Save screenshots of the table at the camera's nearest and farthest zoom here (`<name>-min.png`, `<name>-max.png`). */
  shots?: { dir: string; name: string };
  /** Starts playing the match's moves; returns how to stop them. */
  play: () => () => void;
}

/** The page's settings: the bench's quality, full motion, no sound, English unless said. */
const settingsFor = (quality: MeasureSpec['quality'], language = 'en') => JSON.stringify({ quality, reduceMotion: false, sound: false, language });

/** The page's settings at `quality` (and `language`) and, if given, the seat it holds (Home offers to resume it), before it loads. */
export async function prime(page: Page, quality: MeasureSpec['quality'], saved: SavedSeats | null, language?: string): Promise<void> {
  await page.addInitScript(
    ([settings, seats]) => {
      localStorage.setItem('riverTables.settings.v1', settings!);
      if (seats) localStorage.setItem('riverTables.seats.v1', seats);
    },
    [settingsFor(quality, language), saved ? JSON.stringify([saved]) : ''],
  );
}

/** How long a page may take to prepare its tables ahead (ui/tables prepareTables) before the bench opens one anyway. */
const PREPARED_MAX_MS = 20_000;

/**
 * Wait until the page draws its frames promptly (five in a row within 50 ms of each other, for at most 10 s) and, on
 * the app's pages, has prepared its tables ahead as it does while Home is shown (at most PREPARED_MAX_MS): the page
 * has loaded and shown itself, so what follows the click is the table's own opening, not the page's. Resolves with
 * when the tables were prepared (ms after the page started loading; null for the bare page or if it took too long).
 */
async function settle(page: Page, app: boolean): Promise<number | null> {
  await page.waitForLoadState('networkidle');
  // A string, not a function: the bundler's name helpers do not exist in the page.
  await page.evaluate(`new Promise((done) => {
    const end = performance.now() + 10000;
    let last = performance.now();
    let prompt = 0;
    const tick = (now) => {
      prompt = now - last < 50 ? prompt + 1 : 0;
      last = now;
      if (prompt >= 5 || now > end) done();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })`);
  if (!app) return null;
  const prepared = await page.waitForFunction(() => window.__rtPrepared ?? false, null, { timeout: PREPARED_MAX_MS, polling: 100 }).catch(() => null);
  return prepared ? Number(await prepared.jsonValue()) : null;
}

/**
 * Home → Resume (the held seat) → the table; or the bare page → Draw → the bare canvas; each click once the page has
 * settled. Resolves when the stage has drawn twice.
 */
export async function open(page: Page, spec: Pick<MeasureSpec, 'url' | 'quality' | 'match' | 'language'>): Promise<number | null> {
  await prime(page, spec.quality, spec.match?.saved ?? null, spec.language);
  await page.goto(spec.match ? spec.url : `${spec.url}?bench=bare&quality=${spec.quality}`);
  const button = page.getByTestId(spec.match ? 'resume' : 'bench-draw').first();
  await button.waitFor({ timeout: 60_000 });
  const prepared = await settle(page, !!spec.match);
  // When the click reaches the page, on the page's clock (the first frame is timed on it too).
  await page.evaluate(() => addEventListener('pointerdown', (e) => (window.__rtBenchClickAt = e.timeStamp), { once: true, capture: true }));
  await button.click({ timeout: 60_000 });
  await page.waitForFunction(() => !!window.__rtRender?.firstFrameAt && window.__rtRender.frames >= 2 && !!window.__rtBench, null, { timeout: 180_000, polling: 100 });
  return prepared;
}

/** The table at the nearest and the farthest zoom the camera allows (shadow checks). */
async function zoomShots(page: Page, shots: { dir: string; name: string }): Promise<void> {
  for (const to of ['min', 'max'] as const) {
    await page.evaluate((z) => window.__rtBench!.zoom(z), to);
    await page.evaluate(() => window.__rtBench!.frames(3, false, 60_000));
    await page.screenshot({ path: join(shots.dir, `${shots.name}-${to}.png`), timeout: 120_000 });
  }
}

/** One measurement in a browser of its own (no shader or texture cache carried over from an earlier page). */
export async function measure(spec: MeasureSpec): Promise<BenchSample> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, locale: 'en-GB' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (spec.profile) await startProfile(cdp);
    const preparedMs = await open(page, spec);
    if (spec.profile) console.error(`${spec.profile}:\n${await stopProfile(cdp, spec.profile)}`);
    const { firstFrameMs, openMs } = await page.evaluate(() => {
      const r = window.__rtRender!;
      return { firstFrameMs: r.firstFrameAt! - r.mountedAt, openMs: r.firstFrameAt! - (window.__rtBenchClickAt ?? r.mountedAt) };
    });
    // Let the opening framing and deal settle before the scripted orbit.
    await page.waitForTimeout(1500);
    const orbit = await page.evaluate(([n, max]) => window.__rtBench!.frames(n, true, max), [ORBIT_FRAMES, ORBIT_MAX_MS] as const);
    const stats = await page.evaluate(() => {
      const r = window.__rtRender!;
      return { calls: r.calls, triangles: r.triangles, textures: r.memory.textures, geometries: r.memory.geometries, programs: r.programs };
    });
    if (spec.shots) await zoomShots(page, spec.shots);
    const stop = spec.play();
    const moves = await page.evaluate((ms) => window.__rtBench!.during(ms), MOVES_MS).finally(stop);
    const heap = await cdp.send('Runtime.getHeapUsage');
    return { firstFrameMs, openMs, preparedMs, orbit, moves, ...stats, heapMB: heap.usedSize / 2 ** 20, load: loadavg()[0]! };
  } finally {
    await browser.close();
  }
}
