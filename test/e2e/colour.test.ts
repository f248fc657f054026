/**
 * Colour-vision check of the four 3D tables (issue 21, item 4): each table is played a few moves into a game with four
 * seats (1 human + 3 bots, so four player colours are on the table), then pictured as it is and through Chromium's
 * simulated protanopia, deuteranopia and tritanopia (CDP `Emulation.setEmulatedVisionDeficiency`, applied by the
 * compositor, so the WebGL canvas and the HUD are both filtered). The shots (`colour-<game>-<filter>.png` under
 * SHOTS) are for a person to open: every player colour and every crop / gem / gift kind must still be told apart by
 * its symbol or shape. The test itself checks that the filters really changed the picture and that nothing is blank.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHOTS, e2eEnv, newGame, openHome, playTurn, shot, waitFirstFrame, waitTurn, waitTurnOrEnd, type SeatChoice, type TurnProbe } from './harness';
import { banksTurn, waitBanksTurn } from './banks-play';
import { decide, waitDecision } from './niagara-play';
import { playNefDecision, startNefertiti, waitNefTurnOrEnd } from './nefertiti-play';

const env = e2eEnv();

const FILTERS = ['none', 'protanopia', 'deuteranopia', 'tritanopia'] as const;
const bots = (n: number): SeatChoice[] => Array.from({ length: n }, () => ({ kind: 'bot', bot: ['easy'] }));

/** The table at rest (no animation queued), then one shot per filter; the filtered shots must differ from the plain one. */
async function shootFilters(page: Page, game: string, probe: TurnProbe): Promise<void> {
  await waitTurn(page, probe, { timeoutMs: 120_000, pastHandoff: true });
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
  for (let i = 1; i < FILTERS.length; i++) expect(pictures[i]!.equals(pictures[0]!), `${game}: ${FILTERS[i]} changed nothing`).toBe(false);
}

describe('colour-vision check of the four tables', () => {
  it('NILE', async () => {
    const page = await openHome(env);
    await newGame(page, 'nile', [{ kind: 'you' }, ...bots(3)], { seed: 'colour-nile' });
    await waitFirstFrame(page);
    for (let i = 0; i < 4 && (await waitTurnOrEnd(page)); i++) await playTurn(page);
    await shootFilters(page, 'nile', '__rt');
  });

  it('An den Ufern des Nils', async () => {
    const page = await openHome(env);
    await newGame(page, 'banks', [{ kind: 'you' }, ...bots(3)], { seed: 'colour-banks' });
    await waitFirstFrame(page);
    for (let i = 0; i < 8 && (await waitBanksTurn(page)); i++) await banksTurn(page);
    await shootFilters(page, 'banks', '__rtBanks');
  });

  it('Niagara', async () => {
    const page = await openHome(env);
    await newGame(page, 'niagara', [{ kind: 'you' }, ...bots(3)], { seed: 'colour-niagara' });
    await waitFirstFrame(page);
    const clicks = { board: 0, hud: 0 };
    for (let i = 0; i < 8 && (await waitDecision(page)); i++) await decide(page, 'downstream', i, clicks);
    await shootFilters(page, 'niagara', '__rtNiagara');
  });

  it('Nefertiti', async () => {
    const page = await openHome(env);
    await startNefertiti(page, 4, 'colour-nefertiti');
    await waitFirstFrame(page);
    for (let i = 0; i < 8 && (await waitNefTurnOrEnd(page)) === 'turn'; i++) await playNefDecision(page);
    await shootFilters(page, 'nefertiti', '__rtNefertiti');
  });
}, 900_000);
