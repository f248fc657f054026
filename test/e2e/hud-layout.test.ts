/**
 * The table HUD's layout, measured: every table, on a desktop (1280×800, 1920×1080) and a touch phone (390×844,
 * 844×390), at UI scale 100 % and 150 % (a phone takes 120 % at most; a smaller scale only shrinks what could
 * overlap), with its tutorial's panel up at a step that points at the stage, the log open and a toast shown. At each size and scale the test reads the box of what
 * every HUD region draws (its content, as far as the region lets it show) and fails on two regions that overlap or
 * one that leaves the screen; and it checks that the tutorial panel covers none of the targets its step points at
 * (`__rtEmphasis`). One tutorial per table and device: the viewport and the scale change in place. A picture of each
 * table at each size at 100 % is saved (hud-<game>-<w>x<h>.png).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../renderer/ui/game/registry';
import { PHONE, SHOTS, e2eEnv, newPage, picture, pressBy, touchAt, type Pointer, resize } from './harness';
import { openTutorial } from './tutorialStart';

const env = e2eEnv();

interface Size {
  width: number;
  height: number;
}

/** Each device: its screen sizes, and how the page is made (a phone has touch and a mobile viewport). */
const DEVICES: { kind: string; sizes: Size[]; device: { hasTouch?: boolean; isMobile?: boolean } }[] = [
  { kind: 'desktop', sizes: [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }], device: {} },
  { kind: 'touch', sizes: [{ width: 390, height: 844 }, { width: 844, height: 390 }], device: PHONE },
];
const SCALES = [1, 1.5];

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What one look at the HUD gives: each region's drawn box, the tutorial panel's, and its step's targets. */
interface Look {
  regions: { name: string; box: Box }[];
  panel: Box | null;
  /** The step's targets outside the panel itself (its own Next button is one by design). */
  points: { id: string; x: number; y: number }[];
  viewport: Size;
}

/** What to do next on the way to a step worth measuring. */
type Way = { then: 'measure' } | { then: 'press'; id: string } | { then: 'click'; x: number; y: number };

/** The next thing to do, once the table is at rest and the step's first target stays put between two looks. */
async function nextWay(page: Page): Promise<Way> {
  const h = await page.waitForFunction(
    () => {
      const points = window.__rtEmphasis?.() ?? [];
      // A pointed-at control of the HUD (its centre is the point) is pressed; a target on the stage is what a panel
      // could hide.
      const control = (p: { x: number; y: number }) =>
        [...document.querySelectorAll<HTMLElement>('.emphasis-target')].find((e) => {
          const r = e.getBoundingClientRect();
          return Math.abs(r.left + r.width / 2 - p.x) < 1 && Math.abs(r.top + r.height / 2 - p.y) < 1;
        });
      const onStage = points.some((p) => !control(p));
      const log = document.querySelector('[data-region="log"] .log-panel:not([hidden])');
      if (onStage && log) return { then: 'measure' };
      if (document.querySelector('[data-testid="tutorial-next"]')) return { then: 'press', id: 'tutorial-next' };
      const first = points[0];
      if (!first || window.__rtTable?.().busy) return null;
      const seen = JSON.stringify(first);
      if (document.body.dataset.rtTarget !== seen) {
        document.body.dataset.rtTarget = seen;
        return null;
      }
      const id = control(first)?.dataset.testid;
      return id ? { then: 'press', id } : { then: 'click', x: first.x, y: first.y };
    },
    null,
    { timeout: 60_000, polling: 200 },
  );
  // What the page returned, as JSON: typed here, at the boundary.
  return (await h.jsonValue()) as Way;
}

/**
 * On through the tutorial to a step that points at something on the stage, once the log has something to show (a log
 * that shows nothing is hidden): Next through the steps that only explain, the pointed-at target pressed on the others
 * (again, if a press was not taken: one that came while the table was still being laid out).
 */
async function toTargetStep(page: Page, how: Pointer): Promise<void> {
  for (let i = 0; i < 16; i++) {
    const way = await nextWay(page);
    if (way.then === 'measure') return;
    const step = await page.evaluate(() => window.__rtTutorial?.step);
    if (way.then === 'press') await pressBy(page, how, way.id);
    else await touchAt(page, how, way.x, way.y);
    // A press not taken within 8 s (it came while the table was being laid out) is looked at and made again.
    const taken = await page.waitForFunction((n) => window.__rtTutorial?.step !== n, step, { timeout: 8_000 }).then(
      () => true,
      () => false,
    );
    if (!taken) continue;
  }
  throw new Error(`no tutorial step pointed at the stage, with something in the log, within 16 presses: ${await page.evaluate(() => JSON.stringify([window.__rtTutorial, window.__rtEmphasis?.()]))}`);
}

/**
 * The HUD as drawn now. A region's box is the union of what its elements and text draw, each cut to the boxes of the
 * ancestors (up to the region) that clip their content: what a region scrolls away is not on screen.
 */
function look(page: Page): Promise<Look> {
  return page.evaluate(() => {
    type B = { x: number; y: number; w: number; h: number };
    const clips = (el: Element) => {
      const s = getComputedStyle(el);
      return s.overflowX !== 'visible' || s.overflowY !== 'visible';
    };
    const cut = (a: B, b: DOMRect): B => {
      const x = Math.max(a.x, b.left);
      const y = Math.max(a.y, b.top);
      return { x, y, w: Math.min(a.x + a.w, b.right) - x, h: Math.min(a.y + a.h, b.bottom) - y };
    };
    /** A drawn rectangle inside `region`, cut by its clipping ancestors; null when nothing of it shows. */
    const shown = (r: DOMRect, from: Element, region: Element): B | null => {
      let b: B = { x: r.left, y: r.top, w: r.width, h: r.height };
      for (let el: Element | null = from; el; el = el === region ? null : el.parentElement) {
        if (clips(el)) b = cut(b, el.getBoundingClientRect());
      }
      return b.w > 1 && b.h > 1 ? b : null;
    };
    const union = (a: B | null, b: B): B => {
      if (!a) return b;
      const x = Math.min(a.x, b.x);
      const y = Math.min(a.y, b.y);
      return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
    };
    const drawnBox = (region: HTMLElement): B | null => {
      let box: B | null = null;
      const walker = document.createTreeWalker(region, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n instanceof Element ? n : n.parentElement;
        if (!el) continue;
        const s = getComputedStyle(el);
        // Hidden, or read by screen readers only (clipped to nothing).
        if (s.visibility !== 'visible' || s.clip !== 'auto') continue;
        let rects: DOMRect[];
        if (n instanceof Element) rects = [n.getBoundingClientRect()];
        else if (n.textContent?.trim()) {
          const range = document.createRange();
          range.selectNodeContents(n);
          rects = [...range.getClientRects()];
        } else continue;
        for (const r of rects) {
          const b = shown(r, n instanceof Element ? n : el, region);
          if (b) box = union(box, b);
        }
      }
      return box;
    };
    const regions = [...document.querySelectorAll<HTMLElement>('.table-hud > [data-region]')].flatMap((el) => {
      const box = drawnBox(el);
      return box ? [{ name: el.dataset.region ?? '?', box }] : [];
    });
    const panelEl = document.querySelector<HTMLElement>('[data-testid="tutorial-panel"]');
    const region = panelEl?.closest('[data-region]');
    const panel = panelEl && region ? shown(panelEl.getBoundingClientRect(), panelEl, region) : null;
    const points = (window.__rtEmphasis?.() ?? []).filter((p) => !panelEl?.querySelector(`[data-testid="${p.id}"]`));
    return { regions, panel, points, viewport: { width: innerWidth, height: innerHeight } };
  });
}

const within = (p: { x: number; y: number }, b: Box) => p.x >= b.x && p.x <= b.x + b.w && p.y >= b.y && p.y <= b.y + b.h;
const overlap = (a: Box, b: Box) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.5;
const fmt = (b: Box) => `${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.w)}×${Math.round(b.h)}`;

/** What is wrong with one look: regions over one another or off screen, and targets under the tutorial panel. */
function problems(l: Look, at: string): string[] {
  const out: string[] = [];
  const { width, height } = l.viewport;
  for (const [i, a] of l.regions.entries()) {
    const b = a.box;
    if (b.x < -0.5 || b.y < -0.5 || b.x + b.w > width + 0.5 || b.y + b.h > height + 0.5) out.push(`${at}: ${a.name} leaves the screen (${fmt(b)})`);
    for (const c of l.regions.slice(i + 1)) if (overlap(b, c.box)) out.push(`${at}: ${a.name} (${fmt(b)}) and ${c.name} (${fmt(c.box)}) overlap`);
  }
  if (!l.panel) out.push(`${at}: no tutorial panel shown`);
  else for (const p of l.points) if (within(p, l.panel)) out.push(`${at}: the tutorial panel (${fmt(l.panel)}) covers ${p.id} at ${Math.round(p.x)},${Math.round(p.y)}`);
  return out;
}

/**
 * Until the HUD, its panel and the step's targets stay put on four looks a quarter second apart: longer than the panel
 * takes to move off a target it covers (usePanelPlace: two looks 200 ms apart).
 */
async function settle(page: Page, at: string): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const panel = document.querySelector('[data-testid="tutorial-panel"]')?.getBoundingClientRect();
        const regions = [...document.querySelectorAll('.table-hud > [data-region]')].map((e) => e.getBoundingClientRect());
        const seen = JSON.stringify([panel, regions, window.__rtEmphasis?.()].flat().map((r) => r && [Math.round(r.x), Math.round(r.y), 'width' in r ? Math.round(r.width) : 0]));
        const same = document.body.dataset.rtLayout === seen;
        document.body.dataset.rtLayout = seen;
        document.body.dataset.rtLayoutSame = String(same ? Number(document.body.dataset.rtLayoutSame ?? 0) + 1 : 0);
        return Number(document.body.dataset.rtLayoutSame) >= 3;
      },
      null,
      { timeout: 20_000, polling: 250 },
    )
    .catch((e: unknown) => {
      throw new Error(`${at}: the HUD did not come to rest within 20 s`, { cause: e });
    });
}

describe('the table HUD: regions apart and on screen, the tutorial panel clear of its targets', () => {
  for (const game of GAME_IDS) {
    for (const { kind, sizes, device } of DEVICES) {
      it(`${game} on ${kind}`, async () => {
        const t0 = Date.now();
        mkdirSync(SHOTS, { recursive: true });
        const page = await newPage(env.browser, {}, sizes[0], device);
        await openTutorial(page, env.app.url, game);
        await toTargetStep(page, device.hasTouch ? 'tap' : 'click');
        const tStep = Date.now();
        await page.evaluate(() => window.__rtToast?.('A note from the table, shown while the layout is measured'));
        const found: string[] = [];
        let checked = 0;
        for (const size of sizes) {
          await resize(page, size);
          for (const scale of SCALES) {
            await page.evaluate((s) => window.__rtUiScale?.(s), scale);
            // The zoom the page really has: a phone takes at most 120 % (access.css).
            const zoom = await page.evaluate(() => getComputedStyle(document.getElementById('root') ?? document.body).zoom);
            const at = `${game} ${size.width}×${size.height} at ${Math.round(scale * 100)} % (zoom ${zoom})`;
            // The log open: a phone folds it at first (its heading unfolds it).
            const folded = page.locator('[data-region="log"] [data-testid="log-toggle"][aria-expanded="false"]');
            if ((await folded.count()) > 0 && (await folded.first().isVisible())) await folded.first().click({ force: true });
            await settle(page, at);
            const l = await look(page);
            expect(l.points.length, `${at}: the step points at something outside its panel`).toBeGreaterThan(0);
            expect(l.regions.map((r) => r.name), `${at}: the log, a toast and the tutorial are shown`).toEqual(expect.arrayContaining(['log', 'toasts', 'panel']));
            checked += l.points.length;
            found.push(...problems(l, at));
            if (scale === 1) await picture(page, join(SHOTS, `hud-${game}-${size.width}x${size.height}.png`));
          }
        }
        env.figures[`hud-${game}-${kind}`] = { pointsChecked: checked, seconds: Math.round((Date.now() - t0) / 1000), measuringSeconds: Math.round((Date.now() - tStep) / 1000) };
        expect(found).toEqual([]);
        await page.context().close();
      }, 300_000);
    }
  }
});
