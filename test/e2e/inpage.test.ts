/**
 * `?transport=memory` in the browser (issue 19, item 1): the real host runs in the page, loaded on demand, with its
 * bots in a Web Worker. The page is served by `npm start`, but its game traffic never leaves the page: the server's
 * host sees no match.
 */
import { describe, expect, it } from 'vitest';
import { e2eEnv, newPage, playTurn, press, rt, waitFirstFrame, waitTurnOrEnd } from './harness';

const env = e2eEnv();

describe('the host in the page', () => {
  it('a NILE game against three bots, a few turns by clicking', async () => {
    const page = await newPage(env.browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${env.app.url}?e2e=1&transport=memory&botDelay=0`);
    await page.waitForSelector('[data-testid="game-nile"]');
    await expect.poll(() => page.getByText('Offline test host').count()).toBeGreaterThan(0);
    await press(page, 'game-nile');
    await page.waitForSelector('[data-testid="new-game"]');
    await press(page, 'start');
    await page.waitForSelector('[data-testid="table"]');
    await waitFirstFrame(page);
    let turns = 0;
    while (turns < 3 && (await waitTurnOrEnd(page, 120_000))) {
      await playTurn(page);
      turns++;
    }
    await waitTurnOrEnd(page, 120_000);
    // Three of our moves and, between them, the bots' (played in the worker): the match moved on past ours alone.
    expect((await rt(page))!.seq).toBeGreaterThan(turns);
    const worker = await page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('bot-worker')));
    expect(worker).toBe(true);
    expect(errors).toEqual([]);
    // The app's own host (the one that served the page) never saw this match.
    expect(env.app.output()).not.toMatch(/match m[A-Za-z0-9_-]+ .*created|seat 0 joined/);
    await page.context().close();
  }, 300_000);
});
