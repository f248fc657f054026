/**
 * Hints end to end in the system Chromium: in a solo NILE game the Hint button thinks (in the page's bot worker) and
 * shows the hard bot's three moves with their win rates; a hint can be cancelled while it thinks; a Niagara solo game
 * gets its hint too, and so do An den Ufern des Nils and Nefertiti. Screenshots: desktop (every game) and phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eEnv, newGame, newPage, press, shot, waitFirstFrame, waitTurn, type TurnProbe } from './harness';

const env = e2eEnv();

const status = (page: Page) => page.locator('[data-testid="hint-panel"]').getAttribute('data-status', { timeout: 5_000 });

/** Ask for a hint on this page's turn and wait for the moves; returns their texts. */
async function askHint(page: Page, probe: TurnProbe): Promise<string[]> {
  expect(await waitTurn(page, probe, { timeoutMs: 120_000, pastHandoff: true })).toBe('turn');
  await press(page, 'hint');
  await page.waitForSelector('[data-testid="hint-panel"]');
  await page.waitForSelector('[data-testid="hint-panel"][data-status="shown"]', { timeout: 120_000 });
  return page.locator('[data-testid="hint-move"] .hint-text').allInnerTexts();
}

async function soloPage(game: string, players: number, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await newPage(env.browser, {}, viewport);
  await page.goto(`${env.app.url}?e2e=1&anim=fast`);
  await page.waitForSelector('[data-testid="game-nile"]');
  await newGame(page, game, [{ kind: 'you', name: 'Ann' }, ...Array.from({ length: players - 1 }, () => ({ kind: 'bot' as const, bot: ['easy'] }))], { seed: `hints-${game}` });
  await page.waitForSelector(`[data-testid="table"][data-game="${game}"]`);
  await waitFirstFrame(page);
  return page;
}

describe('Hints', () => {
  it('NILE solo: Hint thinks, then shows three moves with how often each won; Cancel stops a hint', async () => {
    const page = await soloPage('nile', 2, { width: 1280, height: 800 });
    expect(await waitTurn(page, '__rt', { timeoutMs: 120_000 })).toBe('turn');
    // Cancel while it thinks: the panel goes, the button comes back.
    await press(page, 'hint');
    expect(await status(page)).toBe('thinking');
    await press(page, 'hint-cancel');
    await page.waitForSelector('[data-testid="hint-panel"]', { state: 'detached' });
    await page.waitForSelector('[data-testid="hint"]');
    // Ask again and let it finish.
    const moves = await askHint(page, '__rt');
    expect(moves).toHaveLength(3);
    const rates = await page.locator('[data-testid="hint-move"] .muted').allInnerTexts();
    for (const r of rates) expect(r).toMatch(/won \d+% of [\d,]+ playouts?|your only move/);
    await shot(page, 'hints-nile-shown-desktop');
    await press(page, 'hint-close');
    await page.waitForSelector('[data-testid="hint"]');
    await page.context().close();
  }, 600_000);

  it('Niagara solo on a phone: the hint lists the hard bot’s moves', async () => {
    const page = await soloPage('niagara', 3, { width: 390, height: 844 });
    const moves = await askHint(page, '__rtNiagara');
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.length).toBeLessThanOrEqual(3);
    await shot(page, 'hints-niagara-shown-phone');
    await page.context().close();
  }, 600_000);

  it.each([
    ['banks', '__rtBanks'],
    ['nefertiti', '__rtNefertiti'],
  ] as const)('%s solo: the hint lists the hard bot’s moves in words', async (game, probe) => {
    const page = await soloPage(game, 2, { width: 1280, height: 800 });
    const moves = await askHint(page, probe);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.length).toBeLessThanOrEqual(3);
    for (const m of moves) expect(m).not.toMatch(/\{\{|undefined|\[object/);
    await shot(page, `hints-${game}-shown-desktop`);
    await page.context().close();
  }, 600_000);
});
