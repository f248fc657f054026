/**
 * Colour-vision check of the four 3D tables: each table is played a few moves into a game with four seats (1 human
 * + 3 bots, so four player colours are on the table), then pictured as it is and through Chromium's simulated
 * protanopia, deuteranopia and tritanopia (CDP `Emulation.setEmulatedVisionDeficiency`, applied by the compositor, so
 * the WebGL canvas and the HUD are both filtered). The shots (`colour-<game>-<filter>.png` under SHOTS) are for a
 * person to open: every player colour and every crop / gem / gift kind must still be told apart by its symbol or
 * shape. The test itself checks that the filters really changed the picture and that nothing is blank.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHOTS, easyBots, e2eEnv, newGame, openHome, shot } from './harness';
import { playDecisions, seeded, waitTable } from './table';

const env = e2eEnv();

const FILTERS = ['none', 'protanopia', 'deuteranopia', 'tritanopia'] as const;

/** The table at rest on the player's turn, then one shot per filter; the filtered shots must differ from the plain one. */
async function shootFilters(page: Page, game: string): Promise<void> {
  expect(await waitTable(page, { timeoutMs: 60_000, pastHandoff: true })).toBe('turn');
  const cdp = await page.context().newCDPSession(page);
  const pictures: Buffer[] = [];
  for (const type of FILTERS) {
    await cdp.send('Emulation.setEmulatedVisionDeficiency', { type });
    // Two animation frames so the compositor has drawn the page through the new filter.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await shot(page, `colour-${game}-${type}`, { canvas: type === 'none' });
    pictures.push(readFileSync(join(SHOTS, `colour-${game}-${type}.png`)));
  }
  await cdp.send('Emulation.setEmulatedVisionDeficiency', { type: 'none' });
  // A filter that did nothing (say, one the compositor skipped) would leave the picture as it was.
  const [plain, ...filtered] = pictures;
  filtered.forEach((p, i) => expect(plain && p.equals(plain), `${game}: ${FILTERS[i + 1]} changed nothing`).toBe(false));
}

describe('colour-vision check of the four tables', () => {
  it.each(['nile', 'banks', 'niagara', 'nefertiti'])('%s', async (game) => {
    const page = await openHome(env);
    await newGame(page, game, [{ kind: 'you' }, ...easyBots(3)], { seed: `colour-${game}` });
    // One of the player's decisions, and the bots' moves after it: every seat's pieces are on the table.
    expect(await playDecisions(page, 1, { rnd: seeded(7) })).toBe(1);
    await shootFilters(page, game);
  }, 90_000);
});
