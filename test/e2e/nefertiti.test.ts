/**
 * The 3D Nefertiti table end to end in the system Chromium (SwiftShader WebGL): `npm start` in browser mode, a
 * 1 human + 3 bots game played to the results screen by clicking — glowing bid spaces on the canvas, the HUD's
 * resolution and character choices (`playDecision`) — with a character played (its card clicked, then confirmed),
 * the tips of a space and a character card, and screenshots of a market closing and of the final scoring. (A refused
 * placement is in test/renderer/nefertiti-refusals.test.ts: the table sends a click on an unlit space as it is, and
 * the engine's reason is worded in every language.)
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { boxOf, consoleProblems, drawnStats, easyBots, e2eEnv, newGame, openHome, press, replayFromResults, shot, waitFirstFrame } from './harness';
import { playDecision, seeded, settled, table, waitIdle, waitTable } from './table';

const env = e2eEnv();
const figures = env.figures;

/** Hover a target of the stage: its tip says what it is. */
async function tipOf(page: Page, target: { x: number; y: number }): Promise<string> {
  await page.mouse.move(target.x, target.y);
  const tip = page.locator('[data-testid="table-tip"]');
  await tip.waitFor({ timeout: 10_000 });
  return tip.innerText();
}

/**
 * When the HUD offers gifts to take, the sealed upper card (slot 0) if one of the choices holds it: it brings a Royal
 * Seal, which a character costs. Returns whether it was taken.
 */
async function takeTheSeal(page: Page): Promise<boolean> {
  const buttons = page.locator('[data-region="actions"] [data-testid="nef-act-takeGifts"]');
  // Each button's action, as the HUD states it (data-action): the gifts' slots it takes.
  const slots = await buttons.evaluateAll((els) => els.map((e): unknown => JSON.parse(e.getAttribute('data-action') ?? '{}').slots));
  const sealed = slots.findIndex((s) => Array.isArray(s) && s.includes(0));
  if (sealed < 0) return false;
  const { stamp, seq } = await table(page);
  await buttons.nth(sealed).click({ force: true, timeout: 10_000 });
  await settled(page, stamp, seq);
  return true;
}

/**
 * A character, once one may be played: its card beside the board clicked (its tip read first); the table asks before
 * the seal is spent, and nothing is sent until that is confirmed. Returns the character's target id, or null when none
 * is offered now.
 */
async function playCharacter(page: Page): Promise<string | null> {
  const before = await table(page);
  const card = before.targets.find((t) => t.id.startsWith('character:') && t.clickable);
  if (!card) return null;
  expect(await tipOf(page, card)).toMatch(/Royal Seal/);
  await page.mouse.click(card.x, card.y);
  await settled(page, before.stamp, before.seq);
  await page.waitForSelector('[data-testid="nef-char-confirm"]', { timeout: 10_000 });
  expect((await table(page)).seq, 'nothing is sent before the confirmation').toBe(before.seq);
  await press(page, 'nef-char-confirm');
  // Taken when the host's events for it arrived (the seal spent, the character played): a new seq.
  await page.waitForFunction((seq) => (window.__rtTable?.().seq ?? seq) !== seq, before.seq, { timeout: 30_000, polling: 100 });
  return card.id;
}

describe('the 3D Nefertiti table', () => {
  it('1 human + 3 bots: played to the end by clicking', async () => {
    const page = await openHome(env);
    // No console warning or error from the page over the whole game.
    const problems = consoleProblems(page);
    await newGame(page, 'nefertiti', [{}, ...easyBots(3)], { seed: 'nef-e2e-1' });
    await page.waitForSelector('[data-testid="table"][data-game="nefertiti"]');
    await waitFirstFrame(page);

    const rnd = seeded(12);
    let decisions = 0;
    let closingShot = false;
    let character: string | null = null;
    while ((await waitTable(page, { timeoutMs: 60_000, pastHandoff: true })) === 'turn') {
      decisions++;
      expect(decisions, 'the game ends').toBeLessThan(300);
      const st = await table(page);
      if (decisions === 1) {
        const space = st.targets.find((t) => t.id.startsWith('space:') && t.clickable);
        if (!space) throw new Error(`no bid space to click on the first turn: ${JSON.stringify(st.targets)}`);
        expect(await tipOf(page, space)).toMatch(/^Bid space at .+: \d+ Deben/);
        await shot(page, 'nef-01-your-turn', { canvas: true });
        figures.drawCalls = (await drawnStats(page))?.calls;
      }
      if (st.facts.closing && !closingShot) {
        // A market is closing and it is this player's bid: the stall still holds the servants, the banner says so.
        expect(await page.locator('[data-testid="closing-banner"]').isVisible()).toBe(true);
        await shot(page, 'nef-02-market-closing', { canvas: true });
        closingShot = true;
      }
      if (!character) {
        character = await playCharacter(page);
        // Until a character was played: the sealed card when gifts are taken, for the seal a character costs.
        if (character || (await takeTheSeal(page))) continue;
      }
      await playDecision(page, { rnd });
    }
    figures.decisions = decisions;
    figures.character = character;
    expect(character, 'the human played a character').not.toBeNull();
    expect(closingShot, 'a market closed on the human’s bid').toBe(true);
    // Final scoring: the breakdown per player, totals equal to the track.
    await page.locator('[data-testid="final-scoring"]').waitFor({ timeout: 30_000 });
    const totals = await page.locator('[data-testid^="final-total-"]').allInnerTexts();
    expect(totals).toHaveLength(4);
    expect(totals.every((x) => /^\d+$/.test(x))).toBe(true);
    // Each total shows whole inside the panel and the screen (its column was once cut off at the panel's edge).
    const panel = (await boxOf(page, '[data-testid="final-scoring"]'))!;
    for (let i = 0; i < 4; i++) {
      const b = (await boxOf(page, `[data-testid="final-total-${i}"]`))!;
      expect(b.x >= panel.x && b.x + b.width <= panel.x + panel.width && b.x + b.width <= 1280, `total ${i} at ${b.x}+${b.width} in the panel ${panel.x}+${panel.width}`).toBe(true);
    }
    await waitIdle(page);
    await shot(page, 'nef-03-final-scoring', { canvas: true });
    const closings = (await table(page)).facts.closings;
    figures.closingsSeen = closings;
    expect(closings).toBeGreaterThan(2);
    await press(page, 'see-results');
    await page.waitForSelector('[data-testid="results"]');
    await expect.poll(() => page.locator('tr[data-testid^="result-"]').count()).toBe(4);
    expect(await page.locator('[data-testid="results-words"]').innerText()).toMatch(/scored \d+ prestige points: \d+ from gifts|share the win/);
    await shot(page, 'nef-05-results');
    await replayFromResults(page, 'nefertiti');
    expect(page.external).toEqual([]);
    expect(problems()).toEqual([]);
  }, 300_000);
});
