/**
 * The animation-speed setting end to end: chosen on the Settings screen, kept, and Instant makes the bots' moves land
 * at once — with animations otherwise on, the NILE table is never busy animating between two of the player's turns.
 * (The default pace is measured by `npx tsx test/e2e/pace-bench.ts`, not here: minutes long.)
 */
import { describe, expect, it } from 'vitest';
import { easyBots, e2eEnv, newGame, openHome, press } from './harness';
import { playDecisions, seeded, waitTable } from './table';

declare global {
  interface Window {
    /** This test's watch: whether the table was ever seen busy animating. */
    __paceBusySeen?: boolean;
  }
}

const env = e2eEnv();

describe('animation speed', () => {
  it('Instant, chosen in Settings, makes the bots’ moves land at once', async () => {
    // Animations on: only the setting can make them instant.
    const page = await openHome(env, { reduceMotion: false });
    await press(page, 'home-settings');
    await page.waitForSelector('[data-testid="anim-pace"]');
    expect(await page.locator('[data-testid="anim-pace"]').inputValue()).toBe('normal');
    await page.selectOption('[data-testid="anim-pace"]', 'instant');
    await press(page, 'settings-back');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('riverTables.settings.v1') ?? '{}').animPace)).toBe('instant');

    await newGame(page, 'nile', [{ kind: 'you' }, ...easyBots(2)], { seed: 'pace-e2e' });
    expect(await waitTable(page, { timeoutMs: 60_000 })).toBe('turn');
    await page.evaluate(() => {
      window.__paceBusySeen = false;
      setInterval(() => {
        if (window.__rtTable?.().busy) window.__paceBusySeen = true;
      }, 20);
    });
    // The player's decisions until the bots have moved (their lines in the log), then the player's turn again.
    const botLines = async () => (await page.locator('[data-testid="log"] li').allInnerTexts()).filter((l) => /^Bot \d/.test(l)).length;
    const bots = await botLines();
    const rnd = seeded(10);
    for (let n = 0; (await botLines()) === bots; n++) {
      expect(n, 'the bots move within 20 of the player\'s decisions').toBeLessThan(20);
      expect(await playDecisions(page, 1, { rnd })).toBe(1);
    }
    expect(await waitTable(page, { timeoutMs: 60_000 })).toBe('turn');
    // Nothing was ever animating.
    expect(await page.evaluate(() => window.__paceBusySeen)).toBe(false);
  }, 90_000);
});
