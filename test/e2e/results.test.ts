/**
 * The results screen of games played by bots alone (no clicks: the results are what is looked at here): the result in
 * words at the top and in the Details column, on a desktop (1280×800) and a phone held upright (390×844), once in
 * Japanese; and *Analyse*, which opens the replay at the last move with the analysis shown and running. Screenshots land in
 * test/e2e/screenshots/results-*.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eEnv, easyBots, newGame, openHome, PORTRAIT, press, shot, type Settings } from './harness';

const env = e2eEnv();
const DESKTOP = { width: 1280, height: 800 };

/** A bots-only game of `game` from `seed`, waited out to its results screen. */
async function botsToResults(game: string, players: number, seed: string, settings: Settings = {}): Promise<Page> {
  const page = await openHome(env, settings, '', DESKTOP);
  await newGame(page, game, easyBots(players), { seed });
  await page.waitForSelector('[data-testid="see-results"]', { timeout: 240_000 });
  await press(page, 'see-results');
  await page.waitForSelector('[data-testid="results-words"]');
  return page;
}

/** Nothing of the results panel is wider than the screen (a long line of words would push the table out). */
const overflowing = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-testid="results"] *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1).map((e) => e.className || e.tagName));

/** The results on a desktop, then on a phone, both shot; the words checked for what a game's result must say. */
async function bothSizes(page: Page, name: string): Promise<void> {
  await shot(page, `results-${name}-desktop`);
  await page.setViewportSize(PORTRAIT);
  expect(await overflowing(page)).toEqual([]);
  await shot(page, `results-${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

describe('the results in words', () => {
  it('Niagara: the victory condition and how near the next seat came; Analyse opens the analysis', async () => {
    const page = await botsToResults('niagara', 3, 'results-niagara');
    const words = await page.locator('[data-testid="results-words"]').innerText();
    expect(words).toMatch(/victory condition: (7 gems of any colours|4 gems of one colour|one gem of each of the 5 colours)|share the win/);
    expect(await page.locator('[data-testid="details-0"]').innerText()).toMatch(/7 gems: (met|\d\sof\s7)/);
    await bothSizes(page, 'niagara');
    await page.setViewportSize(PORTRAIT);
    await page.waitForSelector('[data-testid="results-analyse"]:not([disabled])', { timeout: 15_000 });
    await press(page, 'results-analyse');
    // The replay at the game's last move, its analysis sheet unfolded even on a phone and the analysis under way.
    await page.waitForSelector('[data-testid="analysis-panel"][data-open="true"]', { timeout: 60_000 });
    await expect.poll(() => page.locator('[data-testid="analysis-panel"]').getAttribute('data-status'), { timeout: 30_000 }).toMatch(/running|done/);
    const view = page.locator('[data-testid="replay-view"]');
    expect(await view.getAttribute('data-step')).toBe(await page.locator('[data-testid="replay-timeline"]').getAttribute('max'));
    await shot(page, 'results-niagara-analyse-phone');
    await press(page, 'replay-close');
    await page.waitForSelector('[data-testid="results-words"]');
  }, 300_000);

  it('An den Ufern des Nils in Japanese: the obelisk and the points ahead', async () => {
    const page = await botsToResults('banks', 3, 'results-banks', { language: 'ja' });
    expect(await page.locator('[data-testid="results-words"]').innerText()).toMatch(/オベリスク|トラック/);
    expect(await page.locator('[data-testid="details-0"]').innerText()).toMatch(/失ったマーカー/);
    await bothSizes(page, 'banks-ja');
  }, 300_000);

  it("NILE: the smallest pile decides; each seat's weakest crop and its piles as bars", async () => {
    const page = await botsToResults('nile', 2, 'results-nile');
    expect(await page.locator('[data-testid="results-words"]').innerText()).toMatch(/smallest storage pile decides|same piles/);
    expect(await page.locator('[data-testid="details-0"]').innerText()).toMatch(/weakest crop \w+: \d+ cards?/);
    expect(await page.locator('.pile-bar').count()).toBe(10);
    await bothSizes(page, 'nile');
  }, 300_000);

  it('Nefertiti: prestige and where it came from', async () => {
    const page = await botsToResults('nefertiti', 3, 'results-nefertiti');
    expect(await page.locator('[data-testid="results-words"]').innerText()).toMatch(/scored \d+ prestige points: \d+ from gifts|share the win/);
    await bothSizes(page, 'nefertiti');
  }, 300_000);
});
