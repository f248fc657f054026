/**
 * Hints end to end in the system Chromium: in a solo NILE game the Hint button thinks (in the page's bot worker) and
 * shows the hard bot's three moves with their win rates; a hint can be cancelled while it thinks; a Niagara solo game
 * on a phone gets its hint too, and so do An den Ufern des Nils and Nefertiti. Every game's first hint is timed in the
 * page once the table has its worker up: its first moves within 1.5 s, and the app's own work (page-work.ts: its scripts
 * and their layout, read from long animation frames) holding the page at most 200 ms at a time meanwhile. Screenshots: desktop
 * (every game) and phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { easyBots, e2eEnv, hudShown, newGame, openHome, PORTRAIT, press, shot } from './harness';
import { appWork, between, observerAlive, readPageWork, resetPageWork, watchPageWork } from './page-work';
import { waitTable } from './table';

const env = e2eEnv();

/** How a hint went on the page: when its first moves showed (provisional or final), when the final ones did, in ms after the press. */
interface HintTiming {
  first: number;
  shown: number;
  /** The app's work in each long task meanwhile (page-work.ts: its scripts and their layout, from the long frames): judged. */
  appWork: number[];
  /** The page's long tasks meanwhile (their wall time, a loaded machine's too): reported. */
  longTasks: number[];
  /** Long tasks no long frame was reported for (nothing tells whose they were): reported. */
  unframed: number[];
  /** Whether the page's long-frame observer reported a frame made long on purpose afterwards (page-work.ts). */
  alive: boolean;
}

/**
 * Ask for a hint and time it in the page, with what held the page's thread meanwhile (the search runs in the bot
 * worker; the page only takes its reports and redraws the panel). Asked as a player asks, once they have looked at
 * the position: the table has got the hint's worker up meanwhile (the button's `data-ready`).
 */
async function timedHint(page: Page): Promise<HintTiming> {
  await hudShown(page);
  await page.waitForSelector('[data-testid="hint"][data-ready]', { timeout: 30_000 });
  await watchPageWork(page);
  await resetPageWork(page);
  const t = await page.evaluate(async () => {
    const until = async (sel: string) => {
      while (!document.querySelector(sel)) await new Promise((r) => setTimeout(r, 10));
      return performance.now();
    };
    const t0 = performance.now();
    document.querySelector<HTMLButtonElement>('[data-testid="hint"]')!.click();
    const first = await until('[data-testid="hint-move"]');
    const shown = await until('[data-testid="hint-panel"][data-status="shown"]');
    // Until the table points at the moves (in a task after the panel's) and has drawn them (the frame after).
    const end = performance.now() + 5000;
    while (!(window.__rtEmphasis?.() ?? []).length && performance.now() < end) await new Promise((r) => setTimeout(r, 10));
    const pointed = (window.__rtEmphasis?.() ?? []).length > 0;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return { t0, first, shown, pointed, drawn: performance.now() };
  });
  expect(t.pointed, 'the table points at the hinted moves within 5 s of the panel').toBe(true);
  const w = await readPageWork(page);
  const alive = await observerAlive(page);
  return {
    first: Math.round(t.first - t.t0),
    shown: Math.round(t.shown - t.t0),
    appWork: appWork(w, t.t0, t.drawn).map(Math.round),
    longTasks: between(w.longTasks, t.t0, t.drawn).map((x) => Math.round(x.ms)),
    unframed: between(w.unframed, t.t0, t.drawn).map((x) => Math.round(x.ms)),
    alive,
  };
}

/**
 * The limits of issue 35: the first moves within 1.5 s, and the app's work never holds the page over 200 ms at a time
 * from the press until the table has drawn the moves it points at.
 */
function expectResponsive(game: string, t: HintTiming): void {
  console.log(`hint timing ${game}: first ${t.first} ms, final ${t.shown} ms, app's work in long tasks ${JSON.stringify(t.appWork)}, long tasks ${JSON.stringify(t.longTasks)} (no frame reported: ${JSON.stringify(t.unframed)})`);
  expect(t.first).toBeLessThanOrEqual(1500);
  expect(Math.max(0, ...t.appWork)).toBeLessThanOrEqual(200);
  // The measure is alive: a frame made long on purpose after it was reported (a quick machine may draw no long frame
  // of its own while a hint thinks: seen on an upright phone's Niagara).
  expect(t.alive, 'the long-frame observer reports a long frame').toBe(true);
}

/** A solo game of `game` on this screen, at the player's first turn (started at once: Home builds nothing ahead first). */
async function soloPage(game: string, players: number, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const page = await openHome(env, {}, '&anim=fast', viewport);
  await newGame(page, game, [{ kind: 'you', name: 'Ann' }, ...easyBots(players - 1)], { seed: `hints-${game}` });
  await page.waitForSelector(`[data-testid="table"][data-game="${game}"]`);
  expect(await waitTable(page, { timeoutMs: 60_000, pastHandoff: true })).toBe('turn');
  return page;
}

describe('Hints', () => {
  it('NILE solo: Hint thinks, then shows three moves with how often each won; Cancel stops a hint', async () => {
    const page = await soloPage('nile', 2);
    // Cancel while it thinks: the panel goes, the button comes back, and no result shows later. Both clicks in one
    // task of the page: React draws a click's update in a microtask, and the hint's answer (a worker's message, a task)
    // cannot come in between; from the test, two presses raced a NILE hint that takes half a second.
    await hudShown(page);
    const thinking = await page.evaluate(async () => {
      document.querySelector<HTMLButtonElement>('[data-testid="hint"]')!.click();
      for (let i = 0; i < 100 && !document.querySelector('[data-testid="hint-cancel"]'); i++) await Promise.resolve();
      const panel = document.querySelector('[data-testid="hint-panel"]')?.getAttribute('data-status') ?? 'no panel';
      document.querySelector<HTMLButtonElement>('[data-testid="hint-cancel"]')?.click();
      return panel;
    });
    expect(thinking).toBe('thinking');
    await page.waitForSelector('[data-testid="hint-panel"]', { state: 'detached' });
    await page.waitForSelector('[data-testid="hint"]');
    await page.waitForTimeout(1_000);
    expect(await page.locator('[data-testid="hint-panel"]').count(), 'a cancelled hint shows no result').toBe(0);
    // Ask again (a new worker: the cancel ended the last one) and let it finish, timed.
    expectResponsive('nile', await timedHint(page));
    const moves = await page.locator('[data-testid="hint-move"] .hint-text').allInnerTexts();
    expect(moves).toHaveLength(3);
    const rates = await page.locator('[data-testid="hint-move"] .muted').allInnerTexts();
    for (const r of rates) expect(r).toMatch(/won \d+% of [\d,]+ playouts?|about equal \([\d,]+ playouts?\)|your only move/);
    await shot(page, 'hints-nile-shown-desktop');
    await press(page, 'hint-close');
    await page.waitForSelector('[data-testid="hint"]');
  }, 120_000);

  it.each([
    ['niagara', 3, PORTRAIT, 'phone'],
    ['banks', 2, undefined, 'desktop'],
    ['nefertiti', 2, undefined, 'desktop'],
  ] as const)('%s solo: the hint lists the hard bot’s moves in words', async (game, players, viewport, label) => {
    const page = await soloPage(game, players, viewport);
    expectResponsive(game, await timedHint(page));
    const moves = await page.locator('[data-testid="hint-move"] .hint-text').allInnerTexts();
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.length).toBeLessThanOrEqual(3);
    for (const m of moves) expect(m).not.toMatch(/\{\{|undefined|\[object/);
    await shot(page, `hints-${game}-shown-${label}`);
  }, 120_000);
});
