/**
 * The stage's shader programs are built ahead while Home is shown (scenes/common/warmPrograms.ts): a table opened
 * afterwards builds only programs that were built ahead (the browser then finds them linked). Checked at medium on
 * the tables with the most kinds of mesh (Niagara: points and instances; An den Ufern des Nils: see-through and
 * instanced labels), and at low (Lambert twins) on Niagara, and on NILE with a hint glowing in its hand's overlay scene.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { easyBots, e2eEnv, hudShown, newGame, openHome, press, waitFirstFrame } from './harness';
import { waitTable } from './table';

const env = e2eEnv();

/**
 * Home at this quality until its programs are built ahead; then a game of `game` to its first frames. In a small
 * window: the programs do not depend on its size, and its frames cost SwiftShader less (the file alone 45.7 → 42.9 s:
 * most of its time is the linking of the programs).
 */
async function opened(quality: string, game: string, seed = `warm-${game}`, bots = 2): Promise<{ page: Page; warmed: string[]; table: string[] }> {
  const page = await openHome(env, { quality, draw: true }, '', { width: 800, height: 500 });
  const h = await page.waitForFunction(() => window.__rtWarmed ?? null, null, { timeout: 30_000, polling: 200 });
  const warmed = await h.jsonValue();
  expect(warmed?.level).toBe(quality);
  await newGame(page, game, [{ kind: 'you' }, ...easyBots(bots)], { seed });
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

  it('at low, NILE with its hand overlay (its own scene) builds none, a hint glowing on a hand card included', async () => {
    // This seed's first hint points at cards of the hand (seat 0's first turn, one easy bot).
    const { page, warmed } = await opened('low', 'nile', 'hints-nile', 1);
    expect(await waitTable(page, { timeoutMs: 60_000, pastHandoff: true })).toBe('turn');
    await hudShown(page);
    await press(page, 'hint');
    await page.waitForSelector('[data-testid="hint-panel"][data-status="shown"]', { timeout: 30_000 });
    await expect.poll(() => page.evaluate(() => (window.__rtEmphasis?.() ?? []).filter((p) => p.id.startsWith('hand-card:')).length), { timeout: 10_000 }).toBeGreaterThan(0);
    // The frame with the glow has been drawn (its programs are counted after a frame).
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const table = await page.evaluate(() => window.__rtRender?.programKeys ?? []);
    expect(table.filter((k) => !warmed.includes(k))).toEqual([]);
  }, 90_000);
});
