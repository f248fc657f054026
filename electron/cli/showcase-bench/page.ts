import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { z } from 'zod';
// The page's probes (window.__rtShowcase, __rtShowcaseGate, __rtRender, __rtDisposed), for the types only.
import type {} from '../../../renderer/app/probes';
import { encodePlaylist, type Playlist } from '../../../protocol/playlist';
import { CHROMIUM_ARGS } from '../browserApp';
import { maxCounts, type GpuCounts } from './ledger';

/**
 * The kiosk page of `npm run bench:showcase` in the system Chromium (SwiftShader): the showcase screen at the fast
 * clock, held by the page's test gate at each game's finale and before the next game, so the bench reads the page
 * between games at a quiet moment. What it reads of the page's probes is checked here (zod), never assumed: the
 * caption/turn facts and the framing sample are newer probes, read as "not measured" while a page lacks them.
 */

export const SHOWCASE_QUALITIES = ['low', 'medium', 'high'] as const;
export type ShowcaseQuality = (typeof SHOWCASE_QUALITIES)[number];

/** A seat's turn as the caption header shows it, and as the table's state says. */
const turnSchema = z.object({ round: z.number().nullable(), seat: z.number().nullable() });
const gpuSchema = z.object({ geometries: z.number(), textures: z.number(), programs: z.number() });

/** One look at the page (every SAMPLE_MS during play). */
const lookSchema = z.object({
  phase: z.string().nullable(),
  gate: z.enum(['finale', 'next']).nullable(),
  results: z.number(),
  /** The newest result's stage (its mount time names it in __rtDisposed). */
  lastMountedAt: z.number().nullable(),
  lastGame: z.string().nullable(),
  lastSeq: z.number().nullable(),
  errors: z.number(),
  /** Times the kiosk renewed its page (a page without renewals: 0). */
  renewals: z.number(),
  header: turnSchema.nullable().catch(null),
  truth: turnSchema.nullable().catch(null),
  /** undefined: the page has no framing probe; null: nobody acting. */
  framing: z.object({ framed: z.boolean() }).nullable().optional().catch(undefined),
  /** The mounted stage's figures (null: none mounted). */
  stage: gpuSchema.nullable(),
});
export type Look = z.infer<typeof lookSchema>;

/** How often the bench looks at the page during play. */
export const SAMPLE_MS = 250;

export interface Kiosk {
  page: Page;
  cdp: CDPSession;
  /** Errors the page itself threw since the last call. */
  takePageErrors(): number;
  close(): Promise<void>;
}

/** The page's settings: the bench's quality, full motion, no sound, English. */
const settingsFor = (quality: ShowcaseQuality) => JSON.stringify({ quality, reduceMotion: false, sound: false, language: 'en' });

/**
 * Open the kiosk screen on `url` playing `playlist` (already at the fast clock), its tables animating `speed`× faster;
 * `jsFlags` go to the page's V8 (a diagnosis: e.g. without its optimizing compilers).
 */
export async function openKiosk(url: string, playlist: Playlist, quality: ShowcaseQuality, speed: number, jsFlags = ''): Promise<Kiosk> {
  const args = jsFlags ? [...CHROMIUM_ARGS, `--js-flags=${jsFlags}`] : CHROMIUM_ARGS;
  const browser: Browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args });
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1, locale: 'en-GB' });
  await context.addInitScript((settings) => localStorage.setItem('riverTables.settings.v1', settings), settingsFor(quality));
  const page = await context.newPage();
  let pageErrors = 0;
  page.on('pageerror', () => pageErrors++);
  const cdp = await context.newCDPSession(page);
  // e2e=1&gate=1: the showcase probes and the test gate; pacing stays on (the kiosk's own).
  await page.goto(`${url}?e2e=1&gate=1&anim=${speed}&showcase=${encodePlaylist(playlist)}`);
  await page.waitForSelector('[data-testid="showcase"]', { timeout: 60_000 });
  return {
    page,
    cdp,
    takePageErrors() {
      const n = pageErrors;
      pageErrors = 0;
      return n;
    },
    close: () => browser.close(),
  };
}

/** Read the page's showcase state, probes that may be missing included (a string: tsx's name helpers are not in the page). */
export async function look(page: Page): Promise<Look> {
  const raw: unknown = await page.evaluate(`(() => {
    const v = window.__rtShowcase;
    const s = (typeof v === 'function' ? v() : v) ?? {};
    const results = Array.isArray(s.results) ? s.results : [];
    const last = results[results.length - 1];
    const f = window.__rtFramingSample;
    const r = window.__rtRender;
    return {
      phase: typeof s.phase === 'string' ? s.phase : null,
      gate: window.__rtShowcaseGate?.at ?? null,
      results: results.length,
      lastMountedAt: last?.probe?.render?.mountedAt ?? null,
      lastGame: last?.game ?? null,
      lastSeq: last?.seq ?? null,
      errors: Array.isArray(s.errors) ? s.errors.length : 0,
      renewals: typeof s.renewals === 'number' ? s.renewals : 0,
      header: s.header ?? null,
      truth: s.truth ?? null,
      framing: typeof f === 'function' ? f() : undefined,
      stage: r && r.live > 0 ? { geometries: r.memory.geometries, textures: r.memory.textures, programs: r.programs } : null,
    };
  })()`);
  return lookSchema.parse(raw);
}

export async function release(page: Page): Promise<void> {
  await page.evaluate(() => window.__rtShowcaseGate?.release());
}

/**
 * Once no stage is mounted and the one mounted at `mountedAt` was disposed: the most any stage mounted after `since`
 * still held once disposed (0 expected; the soak's check), or null when none was disposed since.
 */
export async function disposedSince(page: Page, since: number, mountedAt: number | null): Promise<GpuCounts | null> {
  const h = await page.waitForFunction(
    ([after, at]) => {
      const list = window.__rtDisposed ?? [];
      const gone = (window.__rtRender?.live ?? 0) === 0 && (at === null || list.some((d) => d.mountedAt === at));
      return gone ? list.filter((d) => d.mountedAt > after).map((d) => ({ geometries: d.geometries, textures: d.textures, programs: d.programs })) : null;
    },
    [since, mountedAt] as const,
    { timeout: 30_000, polling: 100 },
  );
  return maxCounts(z.array(gpuSchema).parse(await h.jsonValue()));
}

/** JS heap after a forced GC (MB), and the DOM's nodes and JS event listeners then. */
export async function memory(cdp: CDPSession): Promise<{ heapMB: number; domNodes: number; listeners: number }> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  return { heapMB: heap.usedSize / 2 ** 20, domNodes: dom.nodes, listeners: dom.jsEventListeners };
}
