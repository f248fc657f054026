/**
 * Colour vision on the tables, measured on the pixels: each table is started with four seats (one human, three bots)
 * and played two moves, then pictured as it is and through Chromium's simulated protanopia, deuteranopia and tritanopia
 * (CDP `Emulation.setEmulatedVisionDeficiency`, applied by the compositor to the canvas and the HUD alike). In each
 * picture the test reads the colour of the marks beside each seat's name in the players panel (`.pname .seat-mark`,
 * its shape in `data-mark`; Niagara's canoe rows repeat them)
 * and asserts the rule the palettes are held to (test/renderer/colour-vision.test.ts): every two seats apart by colour
 * (CIEDE2000 ≥ APART) or by their marks. Each colour read must be the mark's own as the model of that deficiency sees it
 * (Machado et al. 2009, test/colourVision.ts): the test reads the right pixels, and the palettes are measured with the
 * simulation Chromium shows. The pictures (`colour-<game>-<filter>.png` under SHOTS) are for a person to open.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../engine/games';
import { GAME_IDS } from '../../renderer/ui/game/registry';
import { VISIONS, deltaE2000, hexRgb, judge, seenAs, toLab, type Rgb, type Swatch } from '../colourVision';
import { SHOTS, e2eEnv, newGame, openHome, shot, waitFirstFrame, type SeatChoice } from './harness';
import { decodePng } from './png';
import { playDecision, seeded, waitTable } from './table';

const env = e2eEnv();

const bots = (n: number): SeatChoice[] => Array.from({ length: n }, () => ({ kind: 'bot', bot: ['easy'] }));

/** A seat's mark in the players panel: its shape, the colour it is filled with, and its centre on the page. */
interface MarkSpot {
  mark: string;
  fill: string;
  x: number;
  y: number;
}

const markSpots = (page: Page): Promise<MarkSpot[]> =>
  page.$$eval('.players-panel .pname .seat-mark', (els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { mark: el.getAttribute('data-mark') ?? '', fill: el.querySelector('path')?.getAttribute('fill') ?? '', x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }),
  );

/** The colour at a page point of a picture: the median of the 3×3 pixels around it (inside every mark's shape). */
function colourAt(png: ReturnType<typeof decodePng>, x: number, y: number): Rgb {
  const channel = (c: number) => {
    const values: number[] = [];
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) values.push(png.data[((Math.floor(y) + dy) * png.width + Math.floor(x) + dx) * png.channels + c] ?? 0);
    return values.sort((a, b) => a - b)[4] ?? 0;
  };
  return [channel(0), channel(1), channel(2)];
}

describe('colour vision on the tables: the seats told apart in the pixels, with each colour deficiency', () => {
  it.each(GAME_IDS.map((game) => [game]))('%s', async (game) => {
    // The seats are told apart in the pixels, at the screen's own ratio: the marks read are the players panel's (the page's
    // own), and the stage is drawn for each picture as `shot` does (drawn at every frame, the file cost a third more
    // of the GPU process for the same pictures).
    const page = await openHome(env, { pixelRatio: 1 }, '&anim=fast');
    const players = Math.min(4, getGame(game).players.max);
    await newGame(page, game, [{ kind: 'you' }, ...bots(players - 1)], { seed: `colour-${game}` });
    await waitFirstFrame(page);
    const rnd = seeded(11);
    for (let i = 0; i < 2; i++) if ((await playDecision(page, { rnd })) === 'over') break;
    await waitTable(page, { timeoutMs: 120_000, pastHandoff: true });
    const spots = await markSpots(page);
    expect(spots.length, 'a mark for each seat').toBeGreaterThanOrEqual(players);
    const cdp = await page.context().newCDPSession(page);
    const pictures: Buffer[] = [];
    const closest: Record<string, string> = {};
    let offModel = 0;
    for (const vision of VISIONS) {
      await cdp.send('Emulation.setEmulatedVisionDeficiency', { type: vision });
      // Two animation frames so the compositor has drawn the page through the new filter.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await shot(page, `colour-${game}-${vision}`, { canvas: vision === 'none' });
      const picture = readFileSync(join(SHOTS, `colour-${game}-${vision}.png`));
      pictures.push(picture);
      const png = decodePng(picture);
      const swatches: Swatch[] = spots.map((s, i) => ({ name: `seat mark ${i + 1} (${s.mark})`, rgb: colourAt(png, s.x, s.y), mark: s.mark }));
      // What the pixels say is what the mark's colour looks like through the model of that deficiency: the test reads
      // the right pixels, and Chromium's filter is the simulation the palettes are measured with.
      for (const [i, s] of spots.entries()) {
        const off = deltaE2000(toLab(swatches[i]!.rgb), toLab(seenAs(hexRgb(s.fill), vision)));
        expect(off, `${swatches[i]!.name}, ${s.fill} under ${vision}`).toBeLessThan(3);
        offModel = Math.max(offModel, off);
      }
      // The pixels are already seen through the filter.
      const verdict = judge(swatches, vision, (rgb) => rgb);
      expect(verdict.confused, `${game} under ${vision}`).toEqual([]);
      closest[vision] = `${verdict.closest.deltaE.toFixed(1)} (${verdict.closest.pair})`;
    }
    await cdp.send('Emulation.setEmulatedVisionDeficiency', { type: 'none' });
    // A filter that did nothing (say, one the compositor skipped) would leave the picture as it was.
    for (let i = 1; i < VISIONS.length; i++) expect(pictures[i]!.equals(pictures[0]!), `${game}: ${VISIONS[i]} changed nothing`).toBe(false);
    env.figures[`colour-${game}`] = { closestSeatMarks: closest, mostOffModel: Number(offModel.toFixed(2)) };
    await page.context().close();
  }, 300_000);
});
