import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { ROOT } from '../../electron/cli/buildApp';
import { imageStats } from './png';
import { E2E_BUILD, REACT_CHECKS_BUILD, startApp, type AppServer } from './servers';

export const SHOTS = join(ROOT, 'test', 'e2e', 'screenshots');

export interface Settings {
  quality?: string;
  reduceMotion?: boolean;
  language?: string;
  /** The animation-speed setting (renderer/app/settings.ts `animPace`). */
  animPace?: string;
  /** Not an app setting: the 3D stage's pixel ratio on this page (`e2ePixelRatio` of the viewport unless said). */
  pixelRatio?: number;
  /**
   * Not an app setting: whether the page's 3D stages draw on their canvas. By default they do not (`__rtNoDraw`): their
   * frames still run, so positions, targets, camera, framing and taps are the app's own, and `shot` draws the stage
   * for its picture. SwiftShader's drawing was most of the suite's CPU (a pair of files: the GPU process 73 → 34
   * CPU-seconds, 123 → 91 s). A test that judges what is drawn (render figures, shader programs, the GPU's memory,
   * colours over several frames) asks for `draw: true`.
   */
  draw?: boolean;
  /**
   * Not an app setting: whether Home makes every table and its shader programs ahead of need, as the app does
   * (`__rtNoPrepare`). By default a page prepares when it draws: a page that draws nothing builds no program, and opens
   * one table at most (Home's work ahead cost each test page about a CPU-second; two files side by side 104 → 86 s).
   */
  prepare?: boolean;
}

/** The pixels a test page's 3D stage draws at most (about half the screen's ratio on a 1280×760 desktop page). */
const E2E_STAGE_PIXELS = 250_000;

/**
 * The 3D stage's pixel ratio on a test page (`window.__rtPixelRatio`, scenes/common/stageRenderer.ts `stageDpr`):
 * within a budget of pixels, the screen's own at most. The tests read the scene's positions (targets, framing), not its
 * pixels, and SwiftShader's cost goes with the pixels drawn: a Niagara game by clicks took 72 CPU-seconds at the
 * screen's ratio, 22 at half, for the same time on the clock, and the other test files run beside it. A phone's page
 * keeps nearly its own ratio (0.87 at 390×844). Pages whose pictures are judged by their pixels (colour vision) or
 * looked at for the tables' looks ask for 1.
 */
export const e2ePixelRatio = (v: { width: number; height: number }): number => Math.min(1, Math.round(Math.sqrt(E2E_STAGE_PIXELS / (v.width * v.height)) * 100) / 100);

/** A phone: touch events and a mobile viewport (`newPage`'s `device`). */
export const PHONE = { hasTouch: true, isMobile: true } as const;

/** The phone viewports the tests use, held upright and turned. */
export const PORTRAIT = { width: 390, height: 844 };
export const LANDSCAPE = { width: 844, height: 390 };

/**
 * The browsers connected as a file's `browser`: the run's Chromium that composites its pages on the CPU (servers.ts).
 * A page drawn at every frame is read back there at every frame, which stalls every other page's WebGL in the same
 * GPU process (Niagara's medium-quality look took 152 s instead of 59, and the file beside it twice its time): such
 * pages open in the `drawingBrowser`.
 */
const CPU_COMPOSITED = new WeakSet<Browser>();

/** A test page, with every address it asked for that is not this machine's (the app must fetch nothing from outside). */
export type TestPage = Page & { external: string[] };

/** A page in a context of its own, with the test settings (low quality, reduced motion, no sound, English) and the stage's pixel ratio. */
export async function newPage(browser: Browser, settings: Settings = {}, viewport = { width: 1280, height: 760 }, device: { hasTouch?: boolean; isMobile?: boolean } = {}): Promise<TestPage> {
  if (settings.draw && CPU_COMPOSITED.has(browser)) throw new Error('newPage: a page that draws at every frame opens in the drawing browser (e2eEnv `drawingBrowser`)');
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1, ...device });
  const page = await ctx.newPage();
  const { pixelRatio = e2ePixelRatio(viewport), draw = false, prepare = draw, ...app } = settings;
  await page.addInitScript(
    ({ s, ratio, noDraw, noPrepare }) => {
      window.__rtPixelRatio = ratio;
      window.__rtNoDraw = noDraw;
      window.__rtNoPrepare = noPrepare;
      if (!localStorage.getItem('riverTables.settings.v1')) localStorage.setItem('riverTables.settings.v1', JSON.stringify({ quality: 'low', reduceMotion: true, sound: false, language: 'en', ...s }));
    },
    { s: app, ratio: pixelRatio, noDraw: !draw, noPrepare: !prepare },
  );
  const external: string[] = [];
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith('http://127.0.0.1') && !u.startsWith('ws://127.0.0.1') && !u.startsWith('data:') && !u.startsWith('blob:')) external.push(u);
  });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  if (process.env.RT_E2E_DEBUG) {
    page.on('websocket', (ws) => {
      ws.on('framesent', (f) => console.log('>>', String(f.payload).slice(0, 160)));
      ws.on('framereceived', (f) => console.log('<<', String(f.payload).slice(0, 160)));
    });
  }
  return Object.assign(page, { external });
}

/**
 * The test browser composites on the CPU (servers.ts): a stage drawn for a picture is read back from WebGL to be
 * composited, and the driver says so. The app's own browser composites on the GPU and reads nothing back.
 */
const TEST_BROWSER_NOTE = /GL Driver Message \(OpenGL, Performance, GL_CLOSE_PATH_NV, High\): GPU stall due to ReadPixels/;

/**
 * Console warnings and errors (and uncaught page errors) from now on: a table must open without any. `allowed` lists
 * what truly cannot be fixed here, each with its reason at the call site.
 */
export function consoleProblems(page: Page, allowed: RegExp[] = []): () => string[] {
  const seen: string[] = [];
  const note = (text: string) => {
    if (!allowed.some((a) => a.test(text)) && !TEST_BROWSER_NOTE.test(text)) seen.push(text);
  };
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') note(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => note(`pageerror: ${e.message}`));
  return () => [...seen];
}

/** A page box (boundingBox's shape). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The page box of the first element matching `selector`, or null when it is not shown. */
export async function boxOf(page: Page, selector: string): Promise<Box | null> {
  const l = page.locator(selector).first();
  return (await l.count()) > 0 && (await l.isVisible()) ? l.boundingBox() : null;
}

/** Whether two page boxes cover one another. */
export const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Let the page's stage draw (a test page's stages draw nothing unless it asked: `Settings.draw`) and draw it twice
 * now; the returned function puts the page back as it was. Used for pictures and for the figures of a drawn frame.
 */
export async function drawStage(page: Page): Promise<() => Promise<void>> {
  const wasOff = await page.evaluate(async () => {
    const off = window.__rtNoDraw === true;
    window.__rtNoDraw = false;
    // The stage draws on demand: ask for frames (no stage: nothing to draw). A stage that unmounts meanwhile draws no
    // more frames to end the wait: 10 s at most.
    const frames = off ? window.__rtBench?.frames(2, false, 10_000) : undefined;
    if (frames) await Promise.race([frames, new Promise((r) => setTimeout(r, 10_000))]);
    return off;
  });
  return async () => {
    if (wasOff) await page.evaluate(() => void (window.__rtNoDraw = true));
  };
}

/** A picture of the page to look at (not judged), its stage drawn for it. */
export async function picture(page: Page, path: string): Promise<void> {
  const undraw = await drawStage(page);
  try {
    await page.screenshot({ path, timeout: 30_000 });
  } finally {
    await undraw();
  }
}

/** The stage's render figures of a frame drawn now (draw calls, triangles…: a test page's stage draws only for this). */
export async function drawnStats(page: Page) {
  const undraw = await drawStage(page);
  try {
    return await page.evaluate(() => window.__rtRender);
  } finally {
    await undraw();
  }
}

/** Save a screenshot of the page (or one element), its stage drawn, and check it is not blank. */
export async function shot(page: Page, name: string, opts: { selector?: string; minColours?: number; canvas?: boolean } = {}): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  // The canvas' box, read before the picture: the 3D table is judged on its part of the page's picture (what the
  // canvas' own screenshot shows, without a second capture: each costs frames, seconds at medium in SwiftShader).
  const canvasBox = opts.canvas ? await page.locator('canvas').first().boundingBox({ timeout: 30_000 }) : null;
  if (opts.canvas && !canvasBox) throw new Error(`${name}: no 3D canvas on screen`);
  const capture = () => (opts.selector ? page.locator(opts.selector).screenshot({ timeout: 30_000 }) : page.screenshot({ timeout: 30_000 }));
  const undraw = await drawStage(page);
  // A busy machine's Chromium now and then answers "Unable to capture screenshot" (seen in touch contexts): once more,
  // and that second try's failure fails the test.
  const buf = await capture()
    .catch(async () => {
      await page.waitForTimeout(1000);
      return capture();
    })
    .finally(undraw);
  writeFileSync(join(SHOTS, `${name}.png`), buf);
  if (canvasBox) {
    // The 3D table itself must show something (a HUD over a blank canvas would pass the page check).
    const at = opts.selector ? await page.locator(opts.selector).boundingBox() : { x: 0, y: 0 };
    const c = imageStats(buf, { ...canvasBox, x: canvasBox.x - (at?.x ?? 0), y: canvasBox.y - (at?.y ?? 0) });
    expect(c.colours, `${name}: the 3D canvas looks blank (${c.colours} colours)`).toBeGreaterThan(30);
    expect(c.stddev, `${name}: the 3D canvas looks blank`).toBeGreaterThan(5);
  }
  const s = imageStats(buf);
  expect(s.colours, `${name}.png looks blank (${s.colours} colours)`).toBeGreaterThan(opts.minColours ?? 40);
  expect(s.stddev, `${name}.png looks blank (luminance stddev ${s.stddev.toFixed(1)})`).toBeGreaterThan(8);
}

/** A screenshot for a failure report, next to the other shots; returns its path. */
export async function failureShot(page: Page, name: string): Promise<string> {
  mkdirSync(SHOTS, { recursive: true });
  const path = join(SHOTS, `failure-${name}-${Date.now()}.png`);
  // The report is about the failure already thrown: a page too stuck to be pictured must not hide it.
  const undraw = await drawStage(page).catch(() => () => Promise.resolve());
  await page.screenshot({ path, timeout: 10_000 }).catch(() => undefined);
  await undraw().catch(() => undefined);
  return path;
}

/** A new page on the app's home screen, once its game tiles show; `?e2e=1` turns the test probes on, `query` adds more. */
export async function openHome(env: E2eEnv, settings: Settings = {}, query = '', viewport?: { width: number; height: number }, device?: { hasTouch?: boolean; isMobile?: boolean }): Promise<TestPage> {
  const page = await newPage(settings.draw ? env.drawingBrowser : env.browser, settings, viewport, device);
  await page.goto(`${env.app.url}?e2e=1${query}`);
  await page.waitForSelector('[data-testid="game-nile"]');
  return page;
}

/** One seat on the New Game screen: its kind (unchanged if absent), name, and for a bot the first offered of `bot`. */
export interface SeatChoice {
  kind?: 'you' | 'local' | 'bot' | 'lan';
  name?: string;
  /** Bot names or levels in order of preference; the screen's first bot if it offers none of them. */
  bot?: string[];
}

/** `n` bots of the cheapest level ('easy': greedy with an occasional slip, no search). */
export const easyBots = (n: number): SeatChoice[] => Array.from({ length: n }, () => ({ kind: 'bot', bot: ['easy'] }));

/** From the home screen: New Game for `game` with these seats, rules options (`#opt-<key>` drop-downs or number fields), a seed; start. */
export async function newGame(page: Page, game: string, seats: SeatChoice[], opts: { seed?: string; options?: Record<string, string> } = {}): Promise<void> {
  await press(page, `game-${game}`);
  await page.waitForSelector('[data-testid="new-game"]');
  await press(page, `players-${seats.length}`);
  for (const [i, s] of seats.entries()) {
    if (s.kind) await page.selectOption(`[data-testid="seat-kind-${i}"]`, s.kind);
    if (s.name) await page.fill(`[data-testid="seat-name-${i}"]`, s.name);
    if (s.kind === 'bot' && s.bot) {
      // The levels the New Game screen lists.
      const sel = `[data-testid="seat-bot-${i}"]`;
      const values = await page.locator(`${sel} option`).evaluateAll((els) => els.map((e) => e.getAttribute('value') ?? ''));
      const pick = s.bot.find((b) => values.includes(b)) ?? values[0];
      if (pick) await page.selectOption(sel, pick);
    }
  }
  for (const [k, v] of Object.entries(opts.options ?? {})) {
    // A choice is a drop-down, a number (round limit…) a text field.
    const el = page.locator(`#opt-${k}`);
    if ((await el.evaluate((e) => e.tagName)) === 'SELECT') await el.selectOption(v);
    else await el.fill(v);
  }
  if (opts.seed) await page.fill('[data-testid="seed"]', opts.seed);
  await press(page, 'start');
}

/**
 * Click a DOM control without Playwright's animation-frame "stable" wait (SwiftShader frames can stall for seconds).
 * A table's HUD is painted just after the stage's first frame (useHudAfterStage): a click before it shows would go
 * through to what lies under it, as a player's would, so it waits for the HUD first.
 */
export async function press(page: Page, testId: string): Promise<void> {
  await hudShown(page);
  await page.locator(`[data-testid="${testId}"]`).first().click({ force: true, timeout: 30_000 });
}

/** Until no table HUD waits for its stage's first frame (at most 2 s in the app). */
export const hudShown = (page: Page) => page.waitForFunction(() => !document.querySelector('.table-hud.hud-waiting'), null, { timeout: 30_000, polling: 50 });

/** A stage's render figures (renderer/scenes/common/renderStats.ts), the few the tests read. */
export interface FirstFrame {
  firstFrameAt: number;
  mountedAt: number;
  calls: number;
  triangles: number;
}

/** Wait until the 3D table mounted after `since` (performance.now() in the page) has drawn a frame. */
export async function waitFirstFrame(page: Page, since = 0): Promise<FirstFrame> {
  const h = await page.waitForFunction(
    (t) => {
      const r = window.__rtRender;
      return r && r.mountedAt >= t && r.firstFrameAt && r.frames >= 2 ? { firstFrameAt: r.firstFrameAt, mountedAt: r.mountedAt, calls: r.calls, triangles: r.triangles } : null;
    },
    since,
    { timeout: 60_000, polling: 200 },
  );
  const frame = await h.jsonValue();
  // (waitForFunction resolves only on a truthy value: the type keeps the null the page function may return.)
  if (!frame) throw new Error('no first frame');
  return frame;
}

export const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/**
 * From a finished game's results screen: *Watch the replay* opens that game's record on its own table, two steps
 * forward, and closing comes back to the results.
 */
export async function replayFromResults(page: Page, game: string): Promise<void> {
  await page.waitForSelector('[data-testid="watch-replay"]:not([disabled])', { timeout: 30_000 });
  const since = await pageNow(page);
  await press(page, 'watch-replay');
  await page.waitForSelector(`[data-testid="replay-view"] [data-testid="table"][data-game="${game}"]`, { timeout: 60_000 });
  await waitFirstFrame(page, since);
  await press(page, 'replay-next');
  await press(page, 'replay-next');
  await page.waitForSelector('[data-testid="replay-view"][data-step="2"]');
  await press(page, 'replay-close');
  await page.waitForSelector('[data-testid="results"]');
}

/**
 * Resize the page, and wait until every 3D stage on it has taken the new size. A stage's canvas keeps its old size
 * (and its camera the old aspect) until the resize reaches the stage (R3F measures its box, then sizes the canvas):
 * the targets read meanwhile stay put at their old points, and a click sent there landed elsewhere once the stage
 * caught up (why-not's Niagara canoe, after its phone picture). Until then the canvas' box differs from the box it
 * fills. Then the camera may still move to clear the HUD's new layout: until the table's targets hold their points.
 */
export async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction(
    // A stage's canvas: three.js marks the canvases it draws on.
    () =>
      [...document.querySelectorAll<HTMLCanvasElement>('canvas[data-engine^="three.js"]')].every((c) => {
        const box = c.parentElement?.getBoundingClientRect();
        const own = c.getBoundingClientRect();
        return !box || !box.width || (Math.abs(own.width - box.width) < 1 && Math.abs(own.height - box.height) < 1);
      }),
    null,
    { timeout: 30_000, polling: 50 },
  );
  // Then the camera clears the HUD's new layout (useKeepClear looks at the panels every 400 ms and moves once they held
  // for a look; with reduced motion it jumps, unannounced): until the table's targets held their points for a second.
  await page.waitForFunction(
    () => {
      const t = window.__rtTable?.();
      if (!t) return true;
      const sig = JSON.stringify([...t.targets, ...t.others].map((x) => [x.id, x.x, x.y]));
      const now = performance.now();
      const seen: [string, number] = JSON.parse(document.body.dataset.rtResized ?? '["", 0]');
      const [was, since] = seen;
      if (sig !== was) {
        document.body.dataset.rtResized = JSON.stringify([sig, now]);
        return false;
      }
      return now - since >= 1000;
    },
    null,
    { timeout: 30_000, polling: 100 },
  );
  await page.evaluate(() => delete document.body.dataset.rtResized);
}

/** How a test touches the page: the mouse (desktop) or taps (a phone context made with `PHONE`). */
export type Pointer = 'click' | 'tap';

/** Click or tap a page point (a 3D target from a probe). */
export async function touchAt(page: Page, how: Pointer, x: number, y: number): Promise<void> {
  if (how === 'tap') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** `press`, by tap on a phone. */
export async function pressBy(page: Page, how: Pointer, testId: string): Promise<void> {
  if (how === 'click') return press(page, testId);
  await hudShown(page);
  await page.locator(`[data-testid="${testId}"]`).first().tap({ force: true, timeout: 30_000 });
}

/** The app server a file's pages talk to: its address. */
export interface AppEndpoint {
  url: string;
}

export interface E2eEnv {
  app: AppEndpoint;
  browser: Browser;
  /** The run's Chromium for pages that draw at every frame (`Settings.draw`): composited on the GPU, as the app's. */
  drawingBrowser: Browser;
  /** Printed as one `e2e figures {...}` line after the file's tests (time to first frame, draw calls…). */
  figures: Record<string, unknown>;
}

/**
 * A test file's app server and browser: the run's shared ones (test/e2e/globalSetup.ts), or with `startArgs` an app
 * server of its own (`npm start` with them) stopped after the file. `reactChecks`: the app on React's development
 * build, whose checks warn in the console (servers.ts `REACT_CHECKS_BUILD`). The browser is the shared Chromium,
 * connected for this file; every context a test leaves open is closed after it, so no page of one test runs on into
 * another. The fields are there from beforeAll on: read them inside tests.
 */
export function e2eEnv(startArgs: string[] = [], opts: { reactChecks?: boolean } = {}): E2eEnv {
  let app: AppEndpoint | null = null;
  let own: AppServer | null = null;
  let browser: Browser | null = null;
  let drawing: Browser | null = null;
  const figures: Record<string, unknown> = {};
  beforeAll(async () => {
    [browser, drawing] = await Promise.all([chromium.connect(inject('e2eBrowser'), { timeout: 30_000 }), chromium.connect(inject('e2eDrawingBrowser'), { timeout: 30_000 })]);
    CPU_COMPOSITED.add(browser);
    own = startArgs.length ? await startApp(startArgs, opts.reactChecks ? REACT_CHECKS_BUILD : E2E_BUILD) : null;
    app = own ?? { url: inject(opts.reactChecks ? 'e2eAppReactChecks' : 'e2eApp') };
  }, 90_000);
  afterEach(async () => {
    for (const c of [...(browser?.contexts() ?? []), ...(drawing?.contexts() ?? [])]) await c.close();
  }, 30_000);
  afterAll(async () => {
    await Promise.all([browser?.close(), drawing?.close()]);
    await own?.stop();
    if (Object.keys(figures).length) console.log('e2e figures', JSON.stringify(figures));
  }, 30_000);
  return {
    get app() {
      if (!app) throw new Error('e2eEnv: the app is there from beforeAll on (read it inside a test)');
      return app;
    },
    get browser() {
      if (!browser) throw new Error('e2eEnv: the browser is there from beforeAll on (read it inside a test)');
      return browser;
    },
    get drawingBrowser() {
      if (!drawing) throw new Error('e2eEnv: the browser is there from beforeAll on (read it inside a test)');
      return drawing;
    },
    figures,
  };
}
