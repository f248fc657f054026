/**
 * The accessibility audit: axe-core (node_modules/axe-core, run in the system Chromium) over every
 * DOM screen — Home, New Game of each game, Settings, the rules reference, Join, Replay, the LAN lobby, each table's
 * HUD, the hint and tutorial panels, Results — and no `serious` or `critical` violation on any of them; the tables
 * open without a console warning or error.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings, type Finding } from './axe';
import { consoleProblems, easyBots, e2eEnv, newGame, openHome, press } from './harness';
import { waitTable } from './table';

// React's development build: its checks warn in the console this file reads through whole flows.
const env = e2eEnv([], { reactChecks: true });

/** Audits the page under `name` and collects what it finds. */
async function check(page: Page, name: string, found: Record<string, Finding[]>): Promise<void> {
  const f = await axeFindings(page);
  if (f.length) found[name] = f;
}

/** A test that audits screens along its way (`look(name)` audits the page now) and fails on any finding. */
function audits(title: string, walk: (page: Page, look: (name: string) => Promise<void>) => Promise<void>): void {
  it(title, async () => {
    const page = await openHome(env, {}, '&anim=fast');
    const found: Record<string, Finding[]> = {};
    await walk(page, (name) => check(page, name, found));
    expect(found).toEqual({});
  }, 180_000);
}

const back = async (page: Page) => {
  await page.goto(`${env.app.url}?e2e=1&anim=fast`);
  await page.waitForSelector('[data-testid="game-nile"]');
};

describe('accessibility audit (axe-core)', () => {
  audits('the menu screens: Home, New Game of each game, Settings, Rules, Join, Replay, Lobby', async (page, look) => {
    await look('home');
    for (const game of ['nile', 'niagara', 'banks', 'nefertiti']) {
      await press(page, `game-${game}`);
      await page.waitForSelector('[data-testid="new-game"]');
      await look(`new-game-${game}`);
      if (game === 'niagara') {
        await press(page, 'new-game-rules');
        await page.waitForSelector('[data-testid="rules"]');
        await look('rules');
      }
      await back(page);
    }
    for (const [button, screen] of [
      ['home-settings', 'settings'],
      ['home-join', 'join'],
      ['home-replay', 'replay'],
    ] as const) {
      await press(page, button);
      await page.waitForSelector(`[data-testid="${screen}"]`);
      await look(screen);
      await back(page);
    }
    await newGame(page, 'nile', [{ kind: 'you', name: 'Host' }, { kind: 'lan' }]);
    await page.waitForSelector('[data-testid="lobby"]');
    await look('lobby');
  });

  audits("each table's HUD, the hint panel, the leave dialog, the tutorial panel", async (page, look) => {
    // Opening a table logs no warning or error (e.g. THREE.Clock's deprecation, now gone).
    const problems = consoleProblems(page);
    for (const game of ['nile', 'niagara', 'banks', 'nefertiti']) {
      await newGame(page, game, [{ kind: 'you' }, ...easyBots(game === 'nile' ? 1 : 2)], { seed: `a11y-${game}` });
      await page.waitForSelector(`[data-testid="table"][data-game="${game}"]`);
      expect(await waitTable(page, { timeoutMs: 60_000, pastHandoff: true })).toBe('turn');
      await look(`table-${game}`);
      if (game === 'nile') {
        await press(page, 'hint');
        await page.waitForSelector('[data-testid="hint-panel"][data-status="shown"]', { timeout: 60_000 });
        await look('hint-panel');
        // Leaving asks (save / abandon / cancel), and the saved game is then listed at home.
        await press(page, 'menu');
        await press(page, 'menu-leave');
        await page.waitForSelector('[data-testid="leave-dialog"]');
        await look('leave-dialog');
        await press(page, 'leave-save');
        await page.waitForSelector('[data-testid="saved-item"]');
        await look('home-saved');
      }
      expect(problems(), `the ${game} table's console`).toEqual([]);
      await back(page);
    }
    await press(page, 'game-nile');
    await page.waitForSelector('[data-testid="new-game"]');
    await press(page, 'tutorial-start');
    await page.waitForSelector('[data-testid="tutorial-panel"]', { timeout: 60_000 });
    await look('tutorial');
  });

  audits('Results, after a game of bots played to the end, and its replay', async (page, look) => {
    await newGame(page, 'nile', easyBots(2));
    await page.waitForSelector('[data-testid="see-results"]', { timeout: 120_000 });
    await look('game-over');
    await press(page, 'see-results');
    await page.waitForSelector('[data-testid="results"]');
    await look('results');
    await press(page, 'watch-replay');
    await page.waitForSelector('[data-testid="table"][data-game="nile"]');
    await press(page, 'replay-panel');
    await look('replay');
    await page.locator('[data-testid="replay-viewer"]').selectOption('all');
    await page.waitForSelector('[data-testid="replay-secrets"]');
    await look('replay-reveal-all');
    await press(page, 'replay-close');
    await page.waitForSelector('[data-testid="results"]');
  });
});
