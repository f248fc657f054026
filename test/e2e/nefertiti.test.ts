/**
 * The 3D Nefertiti table end to end in the system Chromium (SwiftShader WebGL): `npm start` in browser mode, a
 * 1 human + 3 bots game played to the results screen by clicking — glowing bid spaces on the canvas, the
 * HUD's resolution and character choices — with an illegal attempt refused by the engine, and screenshots of a
 * market closing and of the final scoring.
 */
import { describe, expect, it } from 'vitest';
import { NEF_REFUSALS } from '../../renderer/ui/nefertiti/refusals';
import { e2eEnv, openHome, press, waitFirstFrame, replayFromResults } from './harness';
import { clickableSpaces, nefShot, nefState, nefTargets, playCharacter, playNefDecision, startNefertiti, waitNefTurnOrEnd, waitTargetsDrawn } from './nefertiti-play';

const env = e2eEnv();
const figures = env.figures;

describe('the 3D Nefertiti table', () => {
  it('1 human + 3 bots: played to the end by clicking', async () => {
    const page = await openHome(env);
    const clicked = Date.now();
    await startNefertiti(page, 4, 'nef-e2e-1');
    const render = await waitFirstFrame(page);
    figures.firstFrameMs = Math.round(render.firstFrameAt - render.mountedAt);
    figures.startToFirstFrameMs = Date.now() - clicked;

    let decisions = 0;
    let placements = 0;
    let resolutions = 0;
    let refused = false;
    let closingShot = false;
    let character: string | null = null;
    while ((await waitNefTurnOrEnd(page, 180_000)) === 'turn') {
      decisions++;
      const st = (await nefState(page))!;
      if (decisions === 1) {
        await nefShot(page, 'nef-01-your-turn');
        const stats = await page.evaluate(() => window.__rtRender);
        figures.drawCalls = stats?.calls;
        figures.triangles = stats?.triangles;
      }
      if (!refused) {
        // An illegal attempt: a free space that is not lit (too dear, or a second servant where the rules forbid
        // it) goes to the host, which refuses it with the engine's reason.
        await waitTargetsDrawn(page);
        const bad = (await clickableSpaces(page, false))[0];
        if (bad) {
          await page.mouse.click(bad.x, bad.y);
          const toast = page.locator('[data-testid="error-toast"]');
          await toast.first().waitFor({ timeout: 20_000 });
          // The engine names the rule that forbids it (space taken, market closed, bid beyond his money…).
          // The message alone, without the toast's "Read the rule" link.
          const reason = (await toast.first().getByTestId('toast-text').innerText()).replace(/^Not allowed: /, '');
          expect(NEF_REFUSALS.some(([re]) => re.test(reason)), reason).toBe(true);
          expect((await nefState(page))?.seq).toBe(st.seq);
          refused = true;
          await nefShot(page, 'nef-04-illegal-attempt');
          // Dismiss it, so the next move's refusal check starts clean.
          await toast.first().click({ force: true, timeout: 5000 }).catch(() => {});
          await toast.first().waitFor({ state: 'detached', timeout: 20_000 });
        }
      }
      if (st.closing && !closingShot) {
        // A market is closing and it is this player's bid: the stall still holds the servants, the banner says so.
        expect(await page.locator('[data-testid="closing-banner"]').isVisible()).toBe(true);
        await nefShot(page, 'nef-02-market-closing');
        closingShot = true;
      }
      if (!character && st.legalSpaces !== '') {
        // Once in the game: a character (its card clicked), then its targets from the HUD like any other choice.
        character = await playCharacter(page);
        if (character) continue;
      }
      // Until a character was played: take sealed upper cards when offered, for the seal a character costs.
      const did = await playNefDecision(page, { preferSealed: !character });
      if (did.startsWith('space')) placements++;
      else if (/takeGifts|buy|takeHalf/.test(did)) resolutions++;
    }
    figures.decisions = decisions;
    figures.character = character;
    figures.placements = placements;
    figures.resolutions = resolutions;
    expect(placements).toBeGreaterThan(3);
    expect(refused).toBe(true);
    expect(character, 'the human played a character').not.toBeNull();
    expect(closingShot).toBe(true);
    // Final scoring: the breakdown per player, totals equal to the track.
    await page.locator('[data-testid="final-scoring"]').waitFor({ timeout: 30_000 });
    const totals = await page.locator('[data-testid^="final-total-"]').allInnerTexts();
    expect(totals).toHaveLength(4);
    expect(totals.every((x) => /^\d+$/.test(x))).toBe(true);
    await nefShot(page, 'nef-03-final-scoring');
    const st = await nefState(page);
    figures.closingsSeen = st?.closings;
    expect(st?.closings ?? 0).toBeGreaterThan(2);
    await press(page, 'see-results');
    await page.waitForSelector('[data-testid="results"]');
    await expect.poll(() => page.locator('[data-testid^="result-"]').count()).toBe(4);
    await nefShot(page, 'nef-05-results');
    await replayFromResults(page, 'nefertiti');
    expect((page as unknown as { external: string[] }).external).toEqual([]);
    await page.context().close();
  }, 900_000);
});

describe('The 3D Nefertiti table explains itself', () => {
  it('hovering a character card shows what it does; clicking it asks before the seal is spent', async () => {
    const page = await openHome(env);
    await startNefertiti(page, 3, 'nef-tips');
    await waitNefTurnOrEnd(page);
    await waitTargetsDrawn(page);
    const card = (await nefTargets(page)).find((x) => x.kind === 'character');
    expect(card, 'a character card beside the board').toBeDefined();
    await page.mouse.move(card!.x, card!.y);
    const tip = page.locator('[data-testid="table-tip"]');
    await tip.waitFor({ timeout: 10_000 });
    expect(await tip.innerText()).toMatch(/Royal Seal/);
    await page.context().close();
  }, 300_000);
});

