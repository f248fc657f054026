/**
 * Hints end to end in the system Chromium: in a solo NILE game the Hint button thinks (in the page's bot worker) and
 * shows the hard bot's three moves with their win rates; a hint can be cancelled while it thinks; a Niagara solo game
 * on a phone gets its hint too, and so do An den Ufern des Nils and Nefertiti. Every game's first hint is timed in the
 * page once the table has its worker up: its first moves within 1.5 s, no long task over 200 ms meanwhile. Screenshots:
 * desktop (every game) and phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { easyBots, e2eEnv, hudShown, newGame, openHome, PORTRAIT, press, shot } from './harness';
import { waitTable } from './table';

const env = e2eEnv();

/** How a hint went on the page: when its first moves showed (provisional or final), when the final ones did, in ms after the press, and the page's long tasks meanwhile. */
interface HintTiming {
  first: number;
  shown: number;
  longTasks: number[];
}

/**
 * Ask for a hint and time it in the page: a PerformanceObserver for 'longtask' records what blocked the page while
 * the hint ran (the search runs in the bot worker; the page only takes its reports). Asked as a player asks, once
 * they have looked at the position: the table has got the hint's worker up meanwhile (the button's `data-ready`).
 */
async function timedHint(page: Page): Promise<HintTiming> {
  await hudShown(page);
  await page.waitForSelector('[data-testid="hint"][data-ready]', { timeout: 30_000 });
  return page.evaluate(async () => {
    const tasks: number[] = [];
    const obs = new PerformanceObserver((l) => {
      for (const e of l.getEntries()) tasks.push(Math.round(e.duration));
    });
    obs.observe({ type: 'longtask' });
    const until = async (sel: string) => {
      while (!document.querySelector(sel)) await new Promise((r) => setTimeout(r, 10));
      return Math.round(performance.now() - t0);
    };
    const t0 = performance.now();
    document.querySelector<HTMLButtonElement>('[data-testid="hint"]')!.click();
    const first = await until('[data-testid="hint-move"]');
    const shown = await until('[data-testid="hint-panel"][data-status="shown"]');
    obs.disconnect();
    return { first, shown, longTasks: tasks };
  });
}

/** The limits of issue 35: the first moves within 1.5 s, no long task over 200 ms while the hint runs. */
function expectResponsive(game: string, t: HintTiming): void {
  console.log(`hint timing ${game}: first ${t.first} ms, final ${t.shown} ms, long tasks ${JSON.stringify(t.longTasks)}`);
  expect(t.first).toBeLessThanOrEqual(1500);
  expect(Math.max(0, ...t.longTasks)).toBeLessThanOrEqual(200);
}

/** A solo game of `game` on this screen, at the player's first turn. */
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
