/**
 * The stage's shader programs are built ahead while Home is shown (scenes/common/warmPrograms.ts): a table opened
 * afterwards builds only programs that were built ahead (the browser then finds them linked). Checked at medium on
 * the tables with the most kinds of mesh (Niagara: points and instances; An den Ufern des Nils: see-through and
 * instanced labels), and at low (Lambert twins) on Niagara.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { easyBots, e2eEnv, newGame, openHome, waitFirstFrame } from './harness';

const env = e2eEnv();

/** Home at this quality until its programs are built ahead; then a game of `game` to its first frames. */
async function opened(quality: string, game: string): Promise<{ page: Page; warmed: string[]; table: string[] }> {
  const page = await openHome(env, { quality });
  const h = await page.waitForFunction(() => window.__rtWarmed ?? null, null, { timeout: 30_000, polling: 200 });
  const warmed = await h.jsonValue();
  expect(warmed?.level).toBe(quality);
  await newGame(page, game, [{ kind: 'you' }, ...easyBots(2)], { seed: `warm-${game}` });
  await waitFirstFrame(page);
  const table = await page.evaluate(() => window.__rtRender?.programKeys ?? []);
  return { page, warmed: warmed?.programs ?? [], table };
}

describe('shader programs built ahead', () => {
  it.each([
    ['medium', 'niagara'],
    ['medium', 'banks'],
    ['low', 'niagara'],
  ])('at %s, the %s table builds none that Home did not', async (quality, game) => {
    const { warmed, table } = await opened(quality, game);
    expect(table.length).toBeGreaterThanOrEqual(3);
    expect(table.filter((k) => !warmed.includes(k))).toEqual([]);
  }, 90_000);
});
