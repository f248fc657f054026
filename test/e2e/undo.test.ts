/**
 * Undo end to end: a solo game against bots, a move made by clicking, the Undo button clicked, and the table back as it
 * was before the move (same seq, same choices, the button as it was: gone after the game's first move); then the same
 * on a phone-sized screen. Nefertiti, not
 * NILE: every NILE move ends with a card drawn or a flood flipped, which can never be taken back
 * (engine/core/undo.ts), so NILE never shows the button. Screenshots (desktop and phone) go to RT_UNDO_SHOTS when set,
 * outside the repository.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { boxOf, easyBots, e2eEnv, newGame, openHome, overlaps, picture, press, PORTRAIT, resize } from './harness';
import { playDecision, seeded, table, waitTable } from './table';

const env = e2eEnv();

async function save(page: Page, name: string): Promise<void> {
  const dir = process.env.RT_UNDO_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await picture(page, join(dir, `${name}.png`));
}

const undoShown = (page: Page) => page.locator('[data-testid="undo"]').isVisible();

/** What a decision offers: the game's facts, the targets (their ids: the camera may have moved them), and Undo. */
async function offered(page: Page) {
  const s = await table(page);
  return { seq: s.seq, facts: s.facts, targets: s.targets.map((t) => t.id).sort(), undo: await undoShown(page) };
}

type Offer = Awaited<ReturnType<typeof offered>>;

/** Play moves until the Undo button shows (a move that drew or revealed nothing); returns what was offered before it. */
async function moveThatCanBeUndone(page: Page, rnd: () => number): Promise<Offer> {
  for (let tries = 0; tries < 6; tries++) {
    expect(await waitTable(page, { timeoutMs: 60_000, pastHandoff: true })).toBe('turn');
    const before = await offered(page);
    await playDecision(page, { rnd });
    expect(await waitTable(page, { timeoutMs: 60_000, pastHandoff: true })).toBe('turn');
    if (await undoShown(page)) return before;
  }
  throw new Error('no move could be taken back in six tries');
}

/** A move taken back: the Undo button clear of the prompt and the turn bar, and the table as it was before the move. */
async function undoOne(page: Page, label: string, rnd: () => number): Promise<void> {
  const before = await moveThatCanBeUndone(page, rnd);
  const undo = await boxOf(page, '[data-testid="undo"]');
  expect(undo, 'the Undo button shows').not.toBeNull();
  for (const sel of ['[data-testid="prompt"]', '[data-testid="turn-box"]']) {
    const b = await boxOf(page, sel);
    if (undo && b) expect(overlaps(undo, b), `the Undo button covers ${sel}`).toBe(false);
  }
  expect((await table(page)).seq).toBeGreaterThan(before.seq);
  await save(page, `undo-${label}-1-after-move`);
  await press(page, 'undo');
  await page.waitForFunction((seq) => window.__rtTable?.().seq === seq && !window.__rtTable().busy, before.seq, { timeout: 30_000, polling: 100 });
  expect(await waitTable(page, { timeoutMs: 30_000 })).toBe('turn');
  expect(await offered(page)).toEqual(before);
  await save(page, `undo-${label}-2-taken-back`);
}

describe('undo', () => {
  it('a solo move taken back with the Undo button, on a desktop and on a phone', async () => {
    const page = await openHome(env, {}, '&anim=fast', { width: 1280, height: 800 });
    await newGame(page, 'nefertiti', [{}, ...easyBots(2)], { seed: 'undo-e2e' });
    await page.waitForSelector('[data-testid="table"][data-game="nefertiti"]');
    const rnd = seeded(6);
    await undoOne(page, 'desktop', rnd);
    // The game goes on from there.
    expect(await playDecision(page, { rnd })).toBe('moved');
    // On a phone the button has its own place in the HUD's grid.
    await resize(page, PORTRAIT);
    await page.waitForSelector('.table-screen.phone');
    await undoOne(page, 'phone', rnd);
  }, 120_000);
});
