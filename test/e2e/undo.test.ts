/**
 * Undo end to end: a solo game against bots, a move made by clicking, the Undo button clicked, and the table back as it
 * was before the move (same seq, same choices, the button gone). Nefertiti, not NILE: every NILE move ends with a card
 * drawn or a flood flipped, which can never be taken back (engine/core/undo.ts), so NILE never shows the button.
 * Screenshots (desktop and phone) go to RT_UNDO_SHOTS when set, outside the repository.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { boxOf, e2eEnv, newPage, overlaps, press } from './harness';
import { clickableSpaces, nefState, startNefertiti, waitNefTurnOrEnd, waitTargetsDrawn } from './nefertiti-play';

const env = e2eEnv();

async function save(page: Page, name: string): Promise<void> {
  const dir = process.env.RT_UNDO_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), timeout: 30_000 });
}

/**
 * One move by clicking: a lit space the HUD leaves uncovered, else the HUD's first choice. (Not playNefDecision: it
 * also checks that no lit space is under the HUD, which the phone layout does not yet meet; that is issue 20's item 1.)
 */
async function move(page: Page): Promise<void> {
  const before = (await nefState(page))!;
  await waitTargetsDrawn(page);
  const space = before.legalSpaces !== '' ? (await clickableSpaces(page))[0] : undefined;
  if (space) await page.mouse.click(space.x, space.y);
  else await page.locator('[data-testid^="nef-act-"]').first().click({ force: true, timeout: 30_000 });
  await page.waitForFunction((seq) => (window.__rtNefertiti?.seq ?? 0) > seq, before.seq, { timeout: 60_000, polling: 100 });
}

/** Play moves until the Undo button shows (a move that drew or revealed nothing); returns the state before that move. */
async function moveThatCanBeUndone(page: Page) {
  for (let tries = 0; tries < 6; tries++) {
    expect(await waitNefTurnOrEnd(page, 120_000)).toBe('turn');
    const before = (await nefState(page))!;
    await move(page);
    expect(await waitNefTurnOrEnd(page, 120_000)).toBe('turn');
    if (await page.locator('[data-testid="undo"]').isVisible()) return before;
  }
  throw new Error('no move could be taken back in six tries');
}

describe('undo', () => {
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    it(`a solo move taken back with the Undo button (${label})`, async () => {
      const page = await newPage(env.browser, {}, viewport);
      await page.goto(`${env.app.url}?e2e=1&anim=fast`);
      await page.waitForSelector('[data-testid="game-nile"]');
      await startNefertiti(page, 3, 'undo-e2e');
      const before = await moveThatCanBeUndone(page);
      // The button covers neither the prompt nor the turn bar (on a phone it has its own place in the HUD's grid).
      const undo = (await boxOf(page, '[data-testid="undo"]'))!;
      for (const sel of ['.action-bar .prompt', '[data-testid="turn-box"]']) {
        const b = await boxOf(page, sel);
        if (b) expect(overlaps(undo, b), `the Undo button covers ${sel}`).toBe(false);
      }
      const moved = (await nefState(page))!;
      expect(moved.seq).toBeGreaterThan(before.seq);
      await save(page, `undo-${label}-1-after-move`);
      await press(page, 'undo');
      await page.waitForFunction((seq) => window.__rtNefertiti?.seq === seq && !window.__rtNefertiti.busy, before.seq, { timeout: 60_000, polling: 100 });
      await page.locator('[data-testid="undo"]').waitFor({ state: 'detached', timeout: 20_000 });
      const back = (await nefState(page))!;
      expect(back.legalSpaces).toBe(before.legalSpaces);
      expect(back.decision).toBe(before.decision);
      expect(back.myTurn).toBe(true);
      await save(page, `undo-${label}-2-taken-back`);
      // And the game goes on from there.
      await move(page);
      await page.close();
    });
  }
});
