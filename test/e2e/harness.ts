import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { ROOT, buildRenderer, rendererIsStale, type BuildMode } from '../../electron/cli/buildApp';
import { imageStats } from './png';
import type { RtNile } from '../../renderer/app/probes';

export const SHOTS = join(ROOT, 'test', 'e2e', 'screenshots');

export const CHROMIUM_ARGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/**
 * The e2e tests drive React's development build with the probes: its checks (keys, hooks, effects run twice under
 * StrictMode) warn in the console the tests read. `npm start` serves the production build, the render bench its own
 * (buildApp BuildMode); each mode has its own folder.
 */
const E2E_BUILD: BuildMode = 'development';

/** Build the renderer if its sources changed (one builder at a time across test files). */
export async function ensureRenderer(): Promise<void> {
  const lock = join(ROOT, 'dist', '.build-lock');
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  for (;;) {
    if (!rendererIsStale(E2E_BUILD)) return;
    try {
      mkdirSync(lock);
    } catch {
      // Someone else builds (or a stale lock from a killed run: older than 2 minutes).
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    try {
      if (rendererIsStale(E2E_BUILD)) await buildRenderer({ mode: E2E_BUILD, quiet: true });
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

export interface AppServer {
  url: string;
  proc: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/** `npm start` in browser mode (what a machine without Electron gets) serving the e2e build, on 127.0.0.1 port 0. */
export async function startApp(extra: string[] = []): Promise<AppServer> {
  const args = ['--import', 'tsx', join(ROOT, 'electron/cli/start.ts'), '--browser', '--no-open', '--no-build', '--renderer', E2E_BUILD, '--port', '0', '--lan-port', '0', '--no-journal', '--no-announce', '--bot-delay-ms', '0', ...extra];
  const proc = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  // Never outlive the test run, even if it is killed before afterAll (the server is its own process group).
  const reap = () => {
    try {
      process.kill(-proc.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  process.once('exit', reap);
  let out = '';
  proc.stdout!.on('data', (d) => (out += String(d)));
  proc.stderr!.on('data', (d) => (out += String(d)));
  const url = await new Promise<string>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`the app did not start:\n${out}`)), 60_000);
    const check = () => {
      const m = out.match(/River Tables is running at (http:\/\/127\.0\.0\.1:\d+\/)/);
      if (m) {
        clearTimeout(t);
        resolve(m[1]!);
      }
    };
    proc.stdout!.on('data', check);
    proc.on('exit', (code) => reject(new Error(`the app exited (${code}):\n${out}`)));
  });
  return {
    url,
    proc,
    output: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        try {
          process.kill(-proc.pid!, 'SIGTERM');
        } catch {
          proc.kill('SIGTERM');
        }
        setTimeout(() => {
          try {
            process.kill(-proc.pid!, 'SIGKILL');
          } catch {
            /* gone */
          }
        }, 5000).unref();
      }),
  };
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export interface Settings {
  quality?: string;
  reduceMotion?: boolean;
  language?: string;
  /** The animation-speed setting (renderer/app/settings.ts `animPace`). */
  animPace?: string;
}

/** A phone: touch events and a mobile viewport (`newPage`'s `device`). */
export const PHONE = { hasTouch: true, isMobile: true } as const;

export async function newPage(browser: Browser, settings: Settings = {}, viewport = { width: 1280, height: 760 }, device: { hasTouch?: boolean; isMobile?: boolean } = {}): Promise<Page> {
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1, ...device });
  const page = await ctx.newPage();
  await page.addInitScript((s) => {
    if (!localStorage.getItem('riverTables.settings.v1')) localStorage.setItem('riverTables.settings.v1', JSON.stringify({ quality: 'low', reduceMotion: true, sound: false, language: 'en', ...s }));
  }, settings);
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
  (page as Page & { external: string[] }).external = external;
  return page;
}

/**
 * Console warnings and errors (and uncaught page errors) from now on: a table must open without any. `allowed` lists
 * what truly cannot be fixed here, each with its reason at the call site.
 */
export function consoleProblems(page: Page, allowed: RegExp[] = []): () => string[] {
  const seen: string[] = [];
  const note = (text: string) => {
    if (!allowed.some((a) => a.test(text))) seen.push(text);
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

/** Save a screenshot of the page (or one element) and check it is not blank. */
export async function shot(page: Page, name: string, opts: { selector?: string; minColours?: number; canvas?: boolean } = {}): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  if (opts.canvas) {
    // The 3D table itself must show something (a HUD over a blank canvas would pass the page check).
    const c = imageStats(await page.locator('canvas').first().screenshot({ timeout: 30_000 }));
    expect(c.colours, `${name}: the 3D canvas looks blank (${c.colours} colours)`).toBeGreaterThan(30);
    expect(c.stddev, `${name}: the 3D canvas looks blank`).toBeGreaterThan(5);
  }
  const capture = () => (opts.selector ? page.locator(opts.selector).screenshot({ timeout: 30_000 }) : page.screenshot({ timeout: 30_000 }));
  // A busy machine's Chromium now and then answers "Unable to capture screenshot" (seen in touch contexts): once more.
  const buf = await capture().catch(async () => {
    await page.waitForTimeout(1000);
    return capture();
  });
  writeFileSync(join(SHOTS, `${name}.png`), buf);
  const s = imageStats(buf);
  expect(s.colours, `${name}.png looks blank (${s.colours} colours)`).toBeGreaterThan(opts.minColours ?? 40);
  expect(s.stddev, `${name}.png looks blank (luminance stddev ${s.stddev.toFixed(1)})`).toBeGreaterThan(8);
}

/** A new page on the app's home screen, once its game tiles show; `?e2e=1` turns the test probes on, `query` adds more. */
export async function openHome(env: E2eEnv, settings: Settings = {}, query = ''): Promise<Page> {
  const page = await newPage(env.browser, settings);
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

/** From the home screen: New Game for `game` with these seats, rules options (`#opt-<key>` drop-downs or number fields), a seed; start. */
export async function newGame(page: Page, game: string, seats: SeatChoice[], opts: { seed?: string; options?: Record<string, string> } = {}): Promise<void> {
  await press(page, `game-${game}`);
  await page.waitForSelector('[data-testid="new-game"]');
  await press(page, `players-${seats.length}`);
  for (const [i, s] of seats.entries()) {
    if (s.kind) await page.selectOption(`[data-testid="seat-kind-${i}"]`, s.kind);
    if (s.name) await page.fill(`[data-testid="seat-name-${i}"]`, s.name);
    if (s.kind === 'bot' && s.bot) {
      // The levels the New Game screen lists (an older build lists random/greedy).
      const sel = `[data-testid="seat-bot-${i}"]`;
      const values = await page.locator(`${sel} option`).evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
      await page.selectOption(sel, s.bot.find((b) => values.includes(b)) ?? values[0]!);
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

/** What the NILE table publishes (renderer/app/probes.ts). */
export type RtState = RtNile;

/** Wait until the 3D table mounted after `since` (performance.now() in the page) has drawn a frame. */
export async function waitFirstFrame(page: Page, since = 0): Promise<{ firstFrameAt: number; mountedAt: number; calls: number; triangles: number }> {
  const h = await page.waitForFunction((t) => {
    const r = window.__rtRender;
    return r && r.mountedAt >= t && r.firstFrameAt && r.frames >= 2 ? r : null;
  }, since, { timeout: 120_000, polling: 200 });
  return (await h.jsonValue()) as unknown as { firstFrameAt: number; mountedAt: number; calls: number; triangles: number };
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
  await page.waitForSelector(`[data-testid="replay-view"] [data-testid="table"][data-game="${game}"]`, { timeout: 120_000 });
  await waitFirstFrame(page, since);
  await press(page, 'replay-next');
  await press(page, 'replay-next');
  await page.waitForSelector('[data-testid="replay-view"][data-step="2"]');
  await press(page, 'replay-close');
  await page.waitForSelector('[data-testid="results"]');
}

export const rt = (page: Page): Promise<RtState | null> => page.evaluate(() => window.__rt ?? null);

export interface HandCard {
  i: number;
  face: string;
  x: number;
  y: number;
  selectable: boolean;
  selected: boolean;
}
export const handCards = (page: Page): Promise<HandCard[]> => page.evaluate(() => window.__rtHand ?? []);

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

/**
 * Play one turn through the UI: plant a pair of one crop if the hand offers one (clicking, or tapping, the real 3D
 * cards on the canvas), otherwise pass. Returns what was done.
 */
export async function playTurn(page: Page, how: Pointer = 'click'): Promise<'plant' | 'pass'> {
  const before = (await rt(page))?.seq ?? -1;
  const done = await chooseAndAct(page, how);
  // Wait until the host has taken the move (the table moved on), so the next turn is a new one.
  try {
    await page.waitForFunction((s) => {
      const st = window.__rt;
      return !st || !st.myTurn || st.seq !== s || !!document.querySelector('[data-testid="see-results"]');
    }, before, { timeout: 60_000, polling: 100 });
  } catch (e) {
    // Say what the page showed: the state, any refusal, and a screenshot.
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `failure-${Date.now()}.png`) }).catch(() => {});
    const diag = await page.evaluate(() => ({ rt: window.__rt, toasts: [...document.querySelectorAll('.toast')].map((t) => t.textContent), actions: document.querySelector('[data-testid="actions"]')?.textContent })).catch(() => null);
    throw new Error(`the move (${done}) was not taken within 60 s: ${JSON.stringify(diag)}`, { cause: e });
  }
  return done;
}

async function chooseAndAct(page: Page, how: Pointer): Promise<'plant' | 'pass'> {
  const cards = await handCards(page);
  const byFace = new Map<string, HandCard[]>();
  for (const c of cards) if (c.face.length === 1 && c.selectable) byFace.set(c.face, [...(byFace.get(c.face) ?? []), c]);
  for (const [face, list] of byFace) {
    if (list.length < 2) continue;
    await touchAt(page, how, list[0]!.x, list[0]!.y);
    await page.waitForFunction((f) => (window.__rtHand ?? []).some((c) => c.face === f && c.selected), face, { timeout: 5000 }).catch(() => {});
    const again = await handCards(page);
    const second = again.find((c) => c.face === face && !c.selected && c.selectable);
    if (second) {
      await touchAt(page, how, second.x, second.y);
      await page.waitForTimeout(60);
    }
    if ((await page.locator('[data-testid="act-plant"][data-ready="true"]').count()) > 0) {
      await pressBy(page, how, 'act-plant');
      return 'plant';
    }
    if ((await page.locator('[data-testid="act-clear"]').count()) > 0) await pressBy(page, how, 'act-clear');
  }
  await pressBy(page, how, 'act-pass');
  return 'pass';
}

/** Wait until this page must act (returns true) or the game is over (false). */
export async function waitTurnOrEnd(page: Page, timeoutMs = 60_000): Promise<boolean> {
  return (await waitTurn(page, '__rt', { timeoutMs })) === 'turn';
}

/** The table probes that say whether this page is to act: NILE's, and one per other table. */
export type TurnProbe = '__rt' | '__rtBanks' | '__rtNiagara' | '__rtNefertiti';

/**
 * Wait until this page must act ('turn') — with `pastHandoff`, only once the hand-off screen is gone — or the game is
 * over ('over'), as the table's probe says.
 */
export async function waitTurn(page: Page, probe: TurnProbe, opts: { timeoutMs: number; pastHandoff?: boolean }): Promise<'turn' | 'over'> {
  const h = await page.waitForFunction(
    ({ probe, pastHandoff }) => {
      // The page's window, read by the probe's name (each probe has these fields).
      const s = window[probe];
      if (document.querySelector('[data-testid="see-results"]')) return 'over';
      if (s && s.myTurn && !s.busy && !(pastHandoff && s.handoff)) return 'turn';
      return null;
    },
    { probe, pastHandoff: !!opts.pastHandoff },
    { timeout: opts.timeoutMs, polling: 100 },
  );
  return (await h.jsonValue()) === 'turn' ? 'turn' : 'over';
}

export interface E2eEnv {
  app: AppServer;
  browser: Browser;
  /** Printed as one `e2e figures {...}` line after the file's tests (time to first frame, draw calls…). */
  figures: Record<string, unknown>;
}

/**
 * One app server (`npm start` in browser mode, with `startArgs`) and one Chromium for a test file, stopped after it.
 * Fields are filled in beforeAll: read them inside tests.
 */
export function e2eEnv(startArgs: string[] = [], timeoutMs = 300_000): E2eEnv {
  const env = { figures: {} } as E2eEnv;
  beforeAll(async () => {
    await ensureRenderer();
    env.app = await startApp(startArgs);
    env.browser = await launch();
  }, timeoutMs);
  afterAll(async () => {
    await env.browser?.close();
    await env.app?.stop();
    if (Object.keys(env.figures).length) console.log('e2e figures', JSON.stringify(env.figures));
  }, 60_000);
  return env;
}
