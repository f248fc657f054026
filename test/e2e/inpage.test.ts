/**
 * `?transport=memory` in the browser: the real host runs in the page, loaded on demand, with its bots in a Web Worker.
 * The page is served by `npm start`, but its game traffic never leaves the page: the server's host knows no such match.
 */
import { describe, expect, it } from 'vitest';
import { e2eEnv, newPage, press, waitFirstFrame } from './harness';
import { playDecisions, seeded, table, waitTable } from './table';

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
    const decisions = await playDecisions(page, 4, { rnd: seeded(11) });
    expect(decisions).toBe(4);
    expect(await waitTable(page, { timeoutMs: 60_000 })).toBe('turn');
    // Our moves and, between them, the bots' (played in the worker): the match moved on past ours alone.
    const { match, seq } = await table(page);
    expect(seq).toBeGreaterThan(decisions);
    const worker = await page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('bot-worker')));
    expect(worker).toBe(true);
    expect(errors).toEqual([]);
    // The app's own host (the one that served the page) never saw this match.
    const record = await fetch(`${env.app.url}api/record/${match}`);
    expect(await record.text()).toBe('no such match');
  }, 90_000);
});
