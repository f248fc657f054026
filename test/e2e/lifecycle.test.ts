/**
 * The match lifecycle end to end: a NILE game against a bot, a few moves, Menu → Leave → Save and leave; Home lists
 * it with where it stands; the page is reloaded and the game resumed: the log holds the earlier moves (the host's
 * history for this seat) and the HUD says where it stands at once. Then the same on a phone, and Leave → Abandon: the
 * game is gone from Saved games, also after a reload. Screenshots of the dialog and the saved list (desktop and
 * phone) go to SHOTS.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eEnv, hudShown, newGame, openHome, press, shot } from './harness';
import { playDecisions, seeded, table, waitTable } from './table';

const env = e2eEnv();

/** The game log's lines and the turn box, once the table is idle on this page's turn. */
async function standing(page: Page): Promise<{ log: string[]; turn: string; seq: number }> {
  expect(await waitTable(page, { timeoutMs: 60_000 })).toBe('turn');
  // The HUD is hidden until the stage's first frame (after a resume, the turn box reads empty till then).
  await hudShown(page);
  const log = await page.locator('[data-testid="log"] li').allInnerTexts();
  const turn = await page.locator('[data-testid="turn-box"]').innerText();
  return { log, turn, seq: (await table(page)).seq };
}

async function openLeaveDialog(page: Page): Promise<void> {
  await press(page, 'menu');
  await page.waitForSelector('[data-testid="menu-leave"]', { state: 'visible' });
  await press(page, 'menu-leave');
  await page.waitForSelector('[data-testid="leave-dialog"] [role="dialog"]', { timeout: 30_000 });
  // Keyboard first: focus starts on Save and leave.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('leave-save');
}

async function resumeFromHome(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid="saved-item"]', { timeout: 30_000 });
  await press(page, 'resume');
  await page.waitForSelector('[data-testid="table"][data-game="nile"]', { timeout: 60_000 });
}

describe('match lifecycle', () => {
  it('leave → save → reload → resume keeps the log and the standing; leave → abandon removes the game', async () => {
    const page = await openHome(env, {}, '&anim=fast');
    await newGame(page, 'nile', [{ kind: 'you', name: 'Ann' }, { kind: 'bot', bot: ['random'] }], { seed: 'lifecycle' });
    await page.waitForSelector('[data-testid="table"][data-game="nile"]', { timeout: 60_000 });
    expect(await playDecisions(page, 3, { rnd: seeded(5) })).toBe(3);
    const before = await standing(page);
    expect(before.log.length).toBeGreaterThan(3);

    // Esc closes the dialog and nothing happens; then Save and leave.
    await openLeaveDialog(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-testid="leave-dialog"]').count()).toBe(0);
    await openLeaveDialog(page);
    await shot(page, 'lifecycle-leave-dialog');
    await press(page, 'leave-save');
    await page.waitForSelector('[data-testid="saved-item"]', { timeout: 30_000 });
    const line = await page.locator('[data-testid="saved-standing"]').first().innerText();
    expect(line).toContain('Ann');
    expect(line).toContain(`${before.seq} moves played`);
    await shot(page, 'lifecycle-saved-list');

    // A reload: the page starts over (no feed, no log) and resumes from its saved seat.
    await page.reload();
    await resumeFromHome(page);
    const after = await standing(page);
    expect(after.seq).toBe(before.seq);
    expect(after.turn).toBe(before.turn);
    expect(after.log).toEqual(before.log);

    // On a phone: the dialog and the saved list fit; then Abandon.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForSelector('.table-screen.phone');
    await openLeaveDialog(page);
    await shot(page, 'lifecycle-leave-dialog-phone');
    await press(page, 'leave-save');
    await page.waitForSelector('[data-testid="saved-item"]', { timeout: 30_000 });
    await page.locator('[data-testid="saved-list"]').scrollIntoViewIfNeeded();
    await shot(page, 'lifecycle-saved-list-phone');
    await resumeFromHome(page);
    await openLeaveDialog(page);
    await press(page, 'leave-abandon');
    await page.waitForSelector('[data-testid="home"]');
    await expect.poll(() => page.locator('[data-testid="saved-item"]').count()).toBe(0);
    await page.reload();
    await page.waitForSelector('[data-testid="game-nile"]');
    // Saved games are listed once the host's match list has come: then, still nothing.
    await page.waitForSelector('[data-testid="saved-panel"][data-listed="true"]');
    expect(await page.locator('[data-testid="saved-item"]').count()).toBe(0);
  }, 120_000);
});
