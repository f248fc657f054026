/**
 * The animation-speed setting end to end (issue 23): chosen on the Settings screen, kept, and Instant makes the bots'
 * moves land at once — with animations otherwise on, the NILE table is never busy animating between two of the
 * player's turns. (The default pace is measured by `npx tsx test/e2e/pace-bench.ts`, not here: minutes long.)
 */
import { describe, expect, it } from 'vitest';
import { e2eEnv, newGame, openHome, playTurn, press, rt, waitFirstFrame, waitTurnOrEnd } from './harness';

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

    await newGame(page, 'nile', [{ kind: 'you' }, { kind: 'bot', bot: ['easy'] }, { kind: 'bot', bot: ['easy'] }], { seed: 'pace-e2e' });
    await page.waitForSelector('[data-testid="table"]');
    await waitFirstFrame(page);
    expect(await waitTurnOrEnd(page, 120_000)).toBe(true);
    await page.evaluate(() => {
      window.__paceBusySeen = false;
      setInterval(() => {
        if (window.__rt?.busy) window.__paceBusySeen = true;
      }, 20);
    });
    const before = (await rt(page))!.seq;
    for (let turn = 0; turn < 2 && (await waitTurnOrEnd(page, 120_000)); turn++) await playTurn(page);
    await waitTurnOrEnd(page, 120_000);
    // The bots moved in between (the stream went on past our own two moves), and nothing was ever animating.
    expect((await rt(page))!.seq).toBeGreaterThan(before + 2);
    expect(await page.evaluate(() => window.__paceBusySeen)).toBe(false);
    await page.context().close();
  }, 300_000);
});
