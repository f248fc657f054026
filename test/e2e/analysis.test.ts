/**
 * The post-game analysis end to end in the system Chromium: a short NILE record opened from a file in the
 * replay screen, analysed in real Web Workers (progress, a cancel, then to the end), its chart and a turning point that
 * moves the replay; after a reload the analysis is there at once (the page's cache), on a phone too. Axe over the panel.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../engine/ai/random';
import { playGame } from '../../engine/core/play';
import { nile } from '../../engine/nile';
import { axeFindings } from './axe';
import { e2eEnv, openHome, PORTRAIT, shot, waitFirstFrame } from './harness';

const env = e2eEnv();
const record = playGame(nile, { players: 2, seed: 'e2e-analysis', bots: [randomBot, randomBot] }).record;

/** From the home screen: Replay, then the record file. */
async function openRecord(page: Page): Promise<void> {
  await page.click('[data-testid="home-replay"]');
  await page.setInputFiles('[data-testid="replay-file"]', { name: 'record.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await page.click('[data-testid="replay-panel"]');
  await page.waitForSelector('[data-testid="analysis-panel"]');
  // The table's first frame can hold the page's thread a while on a busy machine: clicks wait for it.
  await waitFirstFrame(page);
}

const status = (page: Page) => page.locator('[data-testid="analysis-panel"]').getAttribute('data-status');

/** axe's serious and critical findings inside the analysis panel. */
const panelFindings = async (page: Page): Promise<string[]> => (await axeFindings(page, '[data-testid="analysis-panel"]')).map((f) => f.id);

describe('Post-game analysis', () => {
  it('analyses a NILE record in workers (progress, cancel, to the end), jumps from a turning point, and keeps it in the cache', async () => {
    const page = await openHome(env, {}, '&anim=fast');
    // Mounting the 3D table holds the page's thread for seconds on a loaded 2-core machine (each reload mounts it again).
    page.setDefaultTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openRecord(page);
    expect(await status(page)).toBe('idle');
    // Start, see progress, cancel. Cancel is pressed in the page's own task as soon as the progress moves: the page
    // analyses this short record in a few seconds, and a click sent from here could arrive after it finished (seen in
    // CI once the tests drove React's production build).
    const cancelled = await page.evaluate(async () => {
      document.querySelector<HTMLButtonElement>('[data-testid="analysis-start"]')?.click();
      const progress = () => Number(document.querySelector('[data-testid="analysis-progress"] progress')?.getAttribute('value'));
      for (const until = performance.now() + 60_000; performance.now() < until; await new Promise((r) => setTimeout(r, 5))) {
        const cancel = document.querySelector<HTMLButtonElement>('[data-testid="analysis-cancel"]');
        if (cancel && progress() > 0) {
          cancel.click();
          return 'cancelled at progress ' + progress();
        }
        if (document.querySelector('[data-testid="analysis-panel"][data-status="done"]')) return 'finished before any progress showed';
      }
      return 'no progress within 60 s';
    });
    expect(cancelled).toMatch(/^cancelled at progress /);
    await expect.poll(() => status(page)).toBe('idle');
    // Again, to the end.
    await page.click('[data-testid="analysis-start"]');
    await page.waitForSelector('[data-testid="analysis-panel"][data-status="done"]', { timeout: 120_000 });
    expect(await page.locator('[data-testid="analysis-line"]').count()).toBe(2);
    expect(await page.locator('[data-testid="analysis-move"]').count()).toBeGreaterThan(0);
    expect(await panelFindings(page)).toEqual([]);
    // A turning point moves the replay to just after it.
    const tp = page.locator('[data-testid="analysis-turning-point"]').first();
    const to = Number(await tp.getAttribute('data-step'));
    await tp.click();
    await page.waitForFunction((n) => document.querySelector('[data-testid="replay-step"]')?.textContent?.includes(`Move ${n} of`), to);
    await shot(page, 'analysis-desktop');
    await page.locator('[data-testid="analysis-seat"]').first().scrollIntoViewIfNeeded();
    await shot(page, 'analysis-moves-desktop', { selector: '[data-testid="analysis-panel"]' });
    // Reload: the same record opens with its analysis at once.
    await page.reload();
    await page.waitForSelector('[data-testid="game-nile"]');
    await openRecord(page);
    expect(await status(page)).toBe('done');
    // A phone: the sheet starts folded and opens over the table.
    await page.setViewportSize(PORTRAIT);
    await page.reload();
    await page.waitForSelector('[data-testid="game-nile"]');
    await openRecord(page);
    expect(await page.locator('[data-testid="analysis-chart"]').count()).toBe(0);
    await page.click('[data-testid="analysis-fold"]');
    await page.waitForSelector('[data-testid="analysis-chart"]');
    expect(await status(page)).toBe('done');
    const box = await page.locator('[data-testid="analysis-panel"]').boundingBox();
    expect(box, 'the panel shows').not.toBeNull();
    if (box) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PORTRAIT.width);
    }
    expect(await panelFindings(page)).toEqual([]);
    await shot(page, 'analysis-phone');
  }, 240_000);
});
