/**
 * Replays end to end, one browser: for each game, a finished record (played by bots in the test) opened from a file on
 * Home's "Watch a replay", on the game's own table: scrub to the middle, step back, switch the seat whose eyes the
 * table shows (NILE and Niagara: the hand shown is that seat's own and nobody else's), go to the end (NILE: reveal all
 * lists every seat's hidden cards), the analysis (a quick budget: a chart line per seat, a move jumps the replay), close
 * → Home.
 * A bad file says why. The path results → replay → back to results is in app.test.ts (a NILE solo game finished in
 * the UI). Screenshots (desktop and phone) go to SHOTS (test/e2e/screenshots).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadReplay } from '../../renderer/replay/load';
import { finishedRecord, REPLAY_GAMES } from '../renderer/replayRecords';
import { e2eEnv, newPage, pageNow, PORTRAIT, press, shot, waitFirstFrame, resize } from './harness';
import { handFacts, table } from './table';

const env = e2eEnv();

async function openFile(page: Page, json: string): Promise<void> {
  await press(page, 'home-replay');
  await page.locator('[data-testid="replay-file"]').setInputFiles({ name: 'record.json', mimeType: 'application/json', buffer: Buffer.from(json) });
}

const step = (page: Page) => page.locator('[data-testid="replay-view"]').getAttribute('data-step').then(Number);

/** The tables that show a seat's hand (their facts' `hand` and `handOf`). */
const HANDS = ['nile', 'niagara'];

describe('replay', () => {
  it.each(REPLAY_GAMES)('%s: opened from a file, scrubbed, stepped back, seen by each seat, closed', async (game) => {
    const record = finishedRecord(game);
    const total = record.actions.length;
    const mid = Math.floor(total / 2);
    const page = await newPage(env.browser);
    await page.goto(`${env.app.url}?e2e=1&anim=fast&analysis=quick`);
    await openFile(page, JSON.stringify({ ...record, analysis: { note: 'extra fields are ignored' } }));
    await page.waitForSelector(`[data-testid="table"][data-game="${game}"]`, { timeout: 60_000 });
    // A table's first frame (shaders, assets) is slow in software GL: the controls answer once it is drawn.
    await waitFirstFrame(page);
    await page.locator('[data-testid="replay-timeline"]').fill(String(mid));
    await expect.poll(() => step(page)).toBe(mid);
    await press(page, 'replay-prev');
    await expect.poll(() => step(page)).toBe(mid - 1);
    await press(page, 'replay-next');
    await expect.poll(() => step(page)).toBe(mid);
    const replayed = loadReplay(record);
    for (const seat of [1, 0]) {
      const since = await pageNow(page);
      await page.locator('[data-testid="replay-viewer"]').selectOption(String(seat));
      // Another viewer is another stream: the table is mounted again (a new first frame, slow in software GL).
      await page.waitForSelector(`[data-testid="table"][data-reveal="${seat}"]`, { timeout: 60_000 });
      await waitFirstFrame(page, since);
      if (HANDS.includes(game)) {
        // Exactly this seat's own hand, by its own view, and no other seat's.
        await expect.poll(async () => Object.keys(handFacts(await table(page)).handOf)).toEqual([String(seat)]);
        const { hand, handOf } = handFacts(await table(page));
        expect(hand.length).toBe(handOf[seat]?.length);
        expect(replayed.finished).toBe(true);
      }
    }
    await shot(page, `replay-${game}-desktop`, { canvas: true });
    await press(page, 'replay-last');
    await expect.poll(() => step(page)).toBe(total);
    // The last step is not covered by the game-over panel: the replay bar stays usable.
    expect(await page.locator('[data-testid="see-results"]').count()).toBe(0);
    // The analysis of the record (a quick search on this test page: the same workers, chart and jumps): a line per
    // seat, and a move of the list jumps the replay to just after it.
    await press(page, 'replay-panel');
    await press(page, 'analysis-start');
    await page.waitForSelector('[data-testid="analysis-panel"][data-status="done"]', { timeout: 120_000 });
    expect(await page.locator('[data-testid="analysis-line"]').count()).toBe(record.players);
    const move = page.locator('[data-testid="analysis-move"]').nth(1);
    const to = Number(await move.getAttribute('data-step'));
    await move.click();
    await expect.poll(() => step(page)).toBe(to);
    await shot(page, `replay-${game}-analysis-desktop`);
    await press(page, 'replay-panel');
    await press(page, 'replay-last');
    await expect.poll(() => step(page)).toBe(total);
    if (game === 'nile') {
      // Reveal all (a finished record): the spectator's table, and a panel with every seat's hidden cards.
      await page.locator('[data-testid="replay-viewer"]').selectOption('all');
      await page.waitForSelector('[data-testid="replay-secrets"]');
      const seats = await page.locator('[data-testid="replay-secrets"] li').allInnerTexts();
      expect(seats).toHaveLength(record.players);
      seats.forEach((line) => expect(line).toMatch(/hand: /));
      await shot(page, 'replay-nile-reveal-desktop');
    }
    await resize(page, PORTRAIT);
    await shot(page, `replay-${game}-phone`);
    await press(page, 'replay-close');
    await page.waitForSelector('[data-testid="game-nile"]');
  }, 180_000);

  it('says why a record cannot be replayed', async () => {
    const page = await newPage(env.browser);
    await page.goto(`${env.app.url}?e2e=1`);
    await openFile(page, JSON.stringify({ ...finishedRecord('nile'), game: 'chess' }));
    await expect.poll(() => page.locator('[data-testid="replay-error"]').innerText()).toMatch(/unknown game "chess"/);
  }, 60_000);
});
