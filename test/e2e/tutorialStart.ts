import type { Page } from 'playwright-core';
import { press } from './harness';

/** Open a game's tutorial from its New Game screen, on the app at `url` (until its instruction panel shows). */
export async function openTutorial(page: Page, url: string, game: string): Promise<void> {
  await page.goto(`${url}?e2e=1&anim=fast`);
  await press(page, `game-${game}`);
  await page.waitForSelector('[data-testid="new-game"]');
  await press(page, 'tutorial-start');
  await page.waitForSelector('[data-testid="tutorial-panel"]', { timeout: 60_000 });
}
