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

/** Each table: its name, how to start a 4-seat game, how to play one of the human's moves, and its probe. */
const TABLES: { game: string; title: string; start: (page: Page) => Promise<void>; move: (page: Page, i: number) => Promise<boolean>; probe: TurnProbe; moves: number }[] = [
  { game: 'nile', title: 'NILE', start: (p) => newGame(p, 'nile', [{ kind: 'you' }, ...bots(3)], { seed: 'colour-nile' }), move: async (p) => (await waitTurnOrEnd(p)) && !!(await playTurn(p)), probe: '__rt', moves: 4 },
  { game: 'banks', title: 'An den Ufern des Nils', start: (p) => newGame(p, 'banks', [{ kind: 'you' }, ...bots(3)], { seed: 'colour-banks' }), move: async (p) => (await waitBanksTurn(p)) && !!(await banksTurn(p)), probe: '__rtBanks', moves: 8 },
  { game: 'niagara', title: 'Niagara', start: (p) => newGame(p, 'niagara', [{ kind: 'you' }, ...bots(3)], { seed: 'colour-niagara' }), move: async (p, i) => (await waitDecision(p)) && !!(await decide(p, 'downstream', i, { board: 0, hud: 0 })), probe: '__rtNiagara', moves: 8 },
  { game: 'nefertiti', title: 'Nefertiti', start: (p) => startNefertiti(p, 4, 'colour-nefertiti'), move: async (p) => (await waitNefTurnOrEnd(p)) === 'turn' && !!(await playNefDecision(p)), probe: '__rtNefertiti', moves: 8 },
];

describe('colour-vision check of the four tables', () => {
  it.each(TABLES)('$title', async ({ game, start, move, probe, moves }) => {
    const page = await openHome(env);
    await start(page);
    await waitFirstFrame(page);
    for (let i = 0; i < moves && (await move(page, i)); i++);
    await shootFilters(page, game, probe);
  });
}, 900_000);
