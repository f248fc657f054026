/**
 * Hints end to end in the system Chromium: in a solo NILE game the Hint button thinks (in the page's bot worker) and
 * shows the hard bot's three moves with their win rates; a hint can be cancelled while it thinks; a Niagara solo game
 * on a phone gets its hint too, and so do An den Ufern des Nils and Nefertiti. Screenshots: desktop (every game) and
 * phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { easyBots, e2eEnv, newGame, openHome, PORTRAIT, press, shot } from './harness';
import { waitTable } from './table';

const env = e2eEnv();

const status = (page: Page) => page.locator('[data-testid="hint-panel"]').getAttribute('data-status', { timeout: 5_000 });

/** Ask for a hint on this page's turn and wait for the moves; returns their texts. */
async function askHint(page: Page): Promise<string[]> {
  await press(page, 'hint');
  await page.waitForSelector('[data-testid="hint-panel"]');
  await page.waitForSelector('[data-testid="hint-panel"][data-status="shown"]', { timeout: 60_000 });
  return page.locator('[data-testid="hint-move"] .hint-text').allInnerTexts();
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
    // Cancel while it thinks: the panel goes, the button comes back.
    await press(page, 'hint');
    expect(await status(page)).toBe('thinking');
    await press(page, 'hint-cancel');
    await page.waitForSelector('[data-testid="hint-panel"]', { state: 'detached' });
    await page.waitForSelector('[data-testid="hint"]');
    // Ask again and let it finish.
    const moves = await askHint(page);
    expect(moves).toHaveLength(3);
    const rates = await page.locator('[data-testid="hint-move"] .muted').allInnerTexts();
    for (const r of rates) expect(r).toMatch(/won \d+% of [\d,]+ playouts?|your only move/);
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
    const moves = await askHint(page);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.length).toBeLessThanOrEqual(3);
    for (const m of moves) expect(m).not.toMatch(/\{\{|undefined|\[object/);
    await shot(page, `hints-${game}-shown-${label}`);
  }, 120_000);
});
