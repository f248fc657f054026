/**
 * The 3D An den Ufern des Nils table end to end in the system Chromium (SwiftShader WebGL): `npm start` in browser
 * mode, 1 human + 2 greedy bots (the 'easy' level where greedy is no longer listed), every human move made by clicking (3D fields on the canvas, HUD buttons), played to
 * the results screen. Screenshots of a flood, an ebb and a scoring are saved to test/e2e/screenshots/ and must not be
 * blank; the render figures are printed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eEnv, newGame, openHome, press, replayFromResults, shot, waitFirstFrame, type SeatChoice } from './harness';
import { banksRt, banksTurn, waitBanksTurn } from './banks-play';

const env = e2eEnv();
const figures = env.figures;

// The greedy bot where the New Game screen still offers it; else its level ('easy' = greedy with some slips).
const greedy: SeatChoice = { kind: 'bot', bot: ['greedy', 'easy'] };
const startBanks = (page: Page, seed: string) => newGame(page, 'banks', [{ kind: 'you' }, greedy, greedy], { seed });

const logText = (page: Page) => page.locator('[data-testid="log"]').innerText();

describe('An den Ufern des Nils on the 3D table', () => {
  it('1 human + 2 greedy bots, played to the end by clicking', async () => {
    const page = await openHome(env);
    await startBanks(page, 'banks-e2e-1');
    await page.waitForSelector('[data-testid="table"]');
    const render = await waitFirstFrame(page);
    figures.firstFrameMs = Math.round(render.firstFrameAt - render.mountedAt);
    await shot(page, 'banks-01-start', { canvas: true });

    const counts: Record<string, number> = {};
    let moves = 0;
    const seen = { flood: false, ebb: false, scoring: false };
    while (await waitBanksTurn(page)) {
      const st = (await banksRt(page))!;
      const done = await banksTurn(page);
      const kind = done.split(':')[0]!;
      counts[kind] = (counts[kind] ?? 0) + 1;
      moves++;
      // Screenshots once the table has shown the move: a flood, an ebb, a scoring.
      const after = async (name: string) => {
        await page.waitForFunction(() => !window.__rtBanks?.busy, null, { timeout: 30_000 }).catch(() => {});
        await shot(page, name, { canvas: true });
      };
      if (!seen.flood && st.decision === 'flood') {
        seen.flood = true;
        await after('banks-02-flood');
      } else if (!seen.ebb && st.decision === 'ebb') {
        seen.ebb = true;
        await after('banks-03-ebb');
      } else if (!seen.scoring && /is scored/.test(await logText(page))) {
        seen.scoring = true;
        await after('banks-04-scoring');
      }
      if (moves === 12) {
        const stats = await page.evaluate(() => window.__rtRender);
        figures.drawCalls = stats?.calls;
        figures.triangles = stats?.triangles;
        figures.quality = stats?.quality;
        figures.renderer = stats?.renderer;
      }
      expect(moves).toBeLessThan(600);
    }
    figures.humanMoves = moves;
    figures.humanMoveKinds = counts;
    expect(moves).toBeGreaterThan(10);
    // The human really played the game: water, sowing and harvesting all happened through clicks.
    expect(counts.sow ?? 0).toBeGreaterThan(0);
    expect((counts.harvest ?? 0) + (counts.grow ?? 0)).toBeGreaterThan(0);
    const end = (await banksRt(page))!;
    // The game ended the spec's way (§11): a pawn reached or passed the obelisk.
    expect(Math.max(...end.pawns)).toBeGreaterThanOrEqual(end.obelisk);
    figures.final = { pawns: end.pawns, obelisk: end.obelisk, round: end.round };
    await shot(page, 'banks-05-game-over', { canvas: true });
    await press(page, 'see-results');
    await page.waitForSelector('[data-testid="results"]');
    await expect.poll(() => page.locator('[data-testid^="result-"]').count()).toBe(3);
    await shot(page, 'banks-06-results');
    await replayFromResults(page, 'banks');
    expect((page as Page & { external: string[] }).external).toEqual([]);
    await page.context().close();
  }, 900_000);

  it('hovering a field shows its tip: the field in words, its palms', async () => {
    const page = await openHome(env);
    await startBanks(page, 'banks-e2e-tip');
    await page.waitForSelector('[data-testid="table"]');
    await waitFirstFrame(page);
    await waitBanksTurn(page);
    const at = await page.evaluate(() => window.__rtBanksPoint?.('W4-1') ?? null);
    expect(at).not.toBeNull();
    await page.mouse.move(at!.x, at!.y);
    await page.waitForSelector('[data-testid="table-tip"]', { timeout: 10_000 });
    await expect.poll(() => page.locator('[data-testid="table-tip"]').innerText()).toMatch(/West bank, row 2, field 1 from the Nile[\s\S]*palm/);
    await page.context().close();
  }, 300_000);
});
