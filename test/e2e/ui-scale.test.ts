/**
 * The UI scale setting (Settings, 80–150 %; at most 120 % on a phone): chosen on the Settings screen, it zooms the DOM
 * interface (not the 3D stage, which keeps filling the window), and is remembered across a reload. Screenshots at 80 % and 150 %, desktop
 * and phone, of Home and a table (test/e2e/screenshots/ui-scale-*).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { easyBots, e2eEnv, newGame, openHome, PORTRAIT, press, shot } from './harness';
import { waitTable } from './table';

const env = e2eEnv();

const zoomOf = (page: Page, sel: string) => page.locator(sel).evaluate((e) => Number(getComputedStyle(e).zoom));

async function setScale(page: Page, percent: number): Promise<void> {
  await press(page, 'home-settings');
  await page.selectOption('[data-testid="ui-scale"]', String(percent));
  await press(page, 'settings-back');
  await page.waitForSelector('[data-testid="game-nile"]');
}

describe('UI scale', () => {
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', PORTRAIT],
  ] as const) {
    it(`80 % and 150 %, remembered, the stage unscaled (${label})`, async () => {
      const page = await openHome(env, {}, '&anim=fast', viewport);
      const homeButton = async () => (await page.locator('[data-testid="home-settings"]').boundingBox())?.height ?? 0;
      const base = await homeButton();
      // A phone takes at most 120 % (its layouts would be cut off beyond).
      const most = label === 'phone' ? 1.2 : 1.5;
      for (const percent of [80, 150]) {
        await setScale(page, percent);
        const zoom = Math.min(percent / 100, most);
        expect(await zoomOf(page, '#root')).toBeCloseTo(zoom, 5);
        // The interface grows and shrinks with it.
        expect((await homeButton()) / base).toBeCloseTo(zoom, 1);
        await shot(page, `ui-scale-${label}-${percent}-home`);
      }
      // Remembered like the other settings.
      await page.reload();
      await page.waitForSelector('[data-testid="game-nile"]');
      expect(await zoomOf(page, '#root')).toBeCloseTo(most, 5);
      // A table at 150 %: its HUD zoomed, the canvas still the window's size.
      await newGame(page, 'nile', [{ kind: 'you' }, ...easyBots(1)], { seed: 'ui-scale' });
      await page.waitForSelector('[data-testid="table"][data-game="nile"]');
      expect(await waitTable(page, { timeoutMs: 60_000 })).toBe('turn');
      // (Polled: the stage takes its size a frame or two after it mounts.)
      const canvasSize = async () => {
        const b = await page.locator('.stage-keys canvas').boundingBox();
        return b && [Math.round(b.width), Math.round(b.height)];
      };
      await expect.poll(canvasSize, { timeout: 20_000 }).toEqual([viewport.width, viewport.height]);
      await shot(page, `ui-scale-${label}-150-table`, { canvas: true });
      await press(page, 'menu');
      await press(page, 'save-leave');
      await setScale(page, 80);
      await press(page, 'resume');
      expect(await waitTable(page, { timeoutMs: 60_000 })).toBe('turn');
      await shot(page, `ui-scale-${label}-80-table`, { canvas: true });
    }, 120_000);
  }
});
