/**
 * The 3D An den Ufern des Nils table end to end in the system Chromium (SwiftShader WebGL): `npm start` in browser
 * mode, 1 human + 2 greedy bots (the 'easy' level where greedy is no longer listed), every human move made by clicking (3D fields on the canvas, HUD buttons), played to
 * the results screen. On the way, once a marker stands in the market, the markers must read at least twice as large
 * as they once did at the default camera and no word painted on the board may touch another or a marker. Screenshots
 * of a flood, an ebb and a scoring are saved to test/e2e/screenshots/ and must not be blank; the render figures are
 * printed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleProblems, drawnStats, e2eEnv, newGame, openHome, overlaps, press, replayFromResults, resize, shot, waitFirstFrame, type SeatChoice } from './harness';
import { banksLook, banksNow, banksTurn, waitBanksTurn } from './banks-play';

const env = e2eEnv();
const figures = env.figures;

// The greedy bot where the New Game screen still offers it; else its level ('easy' = greedy with some slips).
const greedy: SeatChoice = { kind: 'bot', bot: ['greedy', 'easy'] };
const startBanks = (page: Page, seed: string) => newGame(page, 'banks', [{ kind: 'you' }, greedy, greedy], { seed });

const logText = (page: Page) => page.locator('[data-testid="log"]').innerText();

/**
 * How large the pieces must read at the default camera (page pixels, 1280×760): at least twice what they were, the
 * narrowest of each then being a field marker's disc 12 px wide, a ripe crop 8.6 px tall and a seed 5.3 px.
 */
const LEAST = { disc: 24, ripe: 18, seed: 11 };

/**
 * Once a marker stands in the market (false until then): every marker on a field or in the market reads at least
 * `LEAST`, and no word painted on the board touches another word or a marker.
 */
async function lookChecked(page: Page): Promise<boolean> {
  const look = await banksLook(page);
  if (!look?.markers.some((m) => m.where === 'market')) return false;
  for (const m of look.markers) {
    expect(m.disc.width, `the disc of a marker in the ${m.where}`).toBeGreaterThanOrEqual(LEAST.disc);
    expect(m.crop.height, `a ${m.state} crop in the ${m.where}`).toBeGreaterThanOrEqual(m.state === 'ripe' ? LEAST.ripe : LEAST.seed);
  }
  const pieces = look.markers.flatMap((m, i) => [{ id: `marker ${i} (${m.where})`, box: m.disc }, { id: `crop ${i} (${m.where})`, box: m.crop }]);
  const others = [...look.labels, ...pieces];
  const hits = look.labels.flatMap((w, i) => others.slice(i + 1).filter((o) => overlaps(w.box, o.box)).map((o) => `${w.id} × ${o.id}`));
  expect(hits, 'words over words or markers').toEqual([]);
  return true;
}

/** A small phone (375 × 667): the actions region is shortest there, and scrolls when the boat warning shows. */
const SMALL_PHONE = { width: 375, height: 667 };

/**
 * Once End turn stands beside the boat warning (false until then): on a small phone the button is whole on screen and
 * nothing covers its middle, however far its region has to scroll (at the foot of the region it was cut in half by the
 * screen's edge), and nothing scrolled under it shows beside it: it spans its row (half a line of the warning showed
 * either side of it). The page goes back to its size after.
 */
async function endTurnInView(page: Page): Promise<boolean> {
  if ((await page.locator('[data-testid="banks-boat-warning"]').count()) === 0) return false;
  const before = page.viewportSize();
  await resize(page, SMALL_PHONE);
  const got = await page.locator('[data-testid="banks-end-turn"]').evaluate((b) => {
    const r = b.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const region = b.closest('[data-region]');
    // Beside the button, at its middle's height, just inside the row the actions are laid out in.
    const row = b.parentElement?.getBoundingClientRect();
    const beside = row ? [row.left + 4, row.right - 4].map((x) => document.elementFromPoint(x, r.top + r.height / 2)) : [];
    const shows = beside.filter((e) => !e || !b.contains(e)).map((e) => e?.textContent?.slice(0, 40) ?? 'nothing');
    return { top: r.top, bottom: r.bottom, hit: !!top && b.contains(top), scrolls: !!region && region.scrollHeight > region.clientHeight + 1, shows };
  });
  expect(got.scrolls, 'on a small phone the actions scroll (what this looks at)').toBe(true);
  expect(got.top >= 0 && got.bottom <= SMALL_PHONE.height, `End turn whole on screen ${JSON.stringify(got)}`).toBe(true);
  expect(got.hit, 'nothing covers End turn').toBe(true);
  expect(got.shows, 'what scrolls under End turn shows beside it').toEqual([]);
  await shot(page, 'banks-end-turn-375x667');
  if (before) await resize(page, before);
  return true;
}

describe('An den Ufern des Nils on the 3D table', () => {
  it('1 human + 2 greedy bots, played to the end by clicking', async () => {
    const page = await openHome(env);
    // No console warning or error from the page over the whole game.
    const problems = consoleProblems(page);
    await startBanks(page, 'banks-e2e-1');
    await page.waitForSelector('[data-testid="table"]');
    await waitFirstFrame(page);
    await shot(page, 'banks-01-start', { canvas: true });

    const counts: Record<string, number> = {};
    let moves = 0;
    const seen = { flood: false, ebb: false, scoring: false, look: false, endTurn: false };
    while (await waitBanksTurn(page)) {
      const st = await banksNow(page);
      seen.look ||= await lookChecked(page);
      seen.endTurn ||= await endTurnInView(page);
      const done = await banksTurn(page);
      const [kind = done] = done.split(':');
      counts[kind] = (counts[kind] ?? 0) + 1;
      moves++;
      // Screenshots once the table has shown the move: a flood, an ebb, a scoring.
      const after = async (name: string) => {
        await page.waitForFunction(() => !window.__rtTable?.().busy, null, { timeout: 30_000 });
        await shot(page, name, { canvas: true });
      };
      if (!seen.flood && st.decision === 'flood') {
        seen.flood = true;
        await after('banks-02-flood');
      } else if (!seen.ebb && st.decision === 'ebb') {
        seen.ebb = true;
        await after('banks-03-ebb');
      } else if (!seen.scoring && /Scoring of market row/.test(await logText(page))) {
        seen.scoring = true;
        await after('banks-04-scoring');
      }
      if (moves === 12) {
        const stats = await drawnStats(page);
        figures.drawCalls = stats?.calls;
        figures.triangles = stats?.triangles;
        figures.quality = stats?.quality;
        figures.renderer = stats?.renderer;
      }
      expect(moves).toBeLessThan(600);
    }
    expect(seen.look, 'a marker reached the market').toBe(true);
    expect(seen.endTurn, 'End turn was offered beside the boat warning').toBe(true);
    figures.humanMoves = moves;
    figures.humanMoveKinds = counts;
    expect(moves).toBeGreaterThan(10);
    // The human really played the game: water, sowing and harvesting all happened through clicks.
    expect(counts.sow ?? 0).toBeGreaterThan(0);
    expect((counts.harvest ?? 0) + (counts.grow ?? 0)).toBeGreaterThan(0);
    const end = await banksNow(page);
    // The game ended the spec's way (§11): a pawn reached or passed the obelisk.
    expect(Math.max(...end.pawns)).toBeGreaterThanOrEqual(end.obelisk);
    figures.final = { pawns: end.pawns, obelisk: end.obelisk, round: end.round };
    await shot(page, 'banks-05-game-over', { canvas: true });
    await press(page, 'see-results');
    await page.waitForSelector('[data-testid="results"]');
    await expect.poll(() => page.locator('tr[data-testid^="result-"]').count()).toBe(3);
    // The result in words: the pawn at the obelisk with its points, and each seat's standing and markers lost.
    expect(await page.locator('[data-testid="results-words"]').innerText()).toMatch(/obelisk|along the track|share the win/);
    expect(await page.locator('[data-testid="details-0"]').innerText()).toMatch(/markers? lost/);
    await shot(page, 'banks-06-results');
    await replayFromResults(page, 'banks');
    expect((page as Page & { external: string[] }).external).toEqual([]);
    await page.context().close();
    expect(problems()).toEqual([]);
  }, 900_000);

  it('hovering a field shows its tip: the field in words, its palms', async () => {
    const page = await openHome(env);
    await startBanks(page, 'banks-e2e-tip');
    await page.waitForSelector('[data-testid="table"]');
    await waitFirstFrame(page);
    // The fields beside the Nile, in a player's words (the board of the default data set), lit when water is laid.
    const NILE_SIDE: Record<string, RegExp> = {
      'W5-1': /West bank, row 1, field 1 from the Nile[\s\S]*4 palms/,
      'W4-1': /West bank, row 2, field 1 from the Nile[\s\S]*4 palms/,
      'W3-1': /West bank, row 3, field 1 from the Nile[\s\S]*3 palms/,
      'E5-1': /East bank, row 1, field 1 from the Nile[\s\S]*4 palms/,
      'E4-1': /East bank, row 2, field 1 from the Nile[\s\S]*4 palms/,
      'E3-1': /East bank, row 3, field 1 from the Nile[\s\S]*3 palms/,
    };
    // The seat's first decisions: the boat's pairs, then its first water card beside the Nile.
    let hover: { x: number; y: number; words: RegExp } | undefined;
    for (let moves = 0; !hover; moves++) {
      expect(moves, 'a decision lights a field beside the Nile').toBeLessThan(4);
      expect(await waitBanksTurn(page)).toBe(true);
      const { targets } = await banksNow(page);
      hover = Object.entries(NILE_SIDE).flatMap(([id, words]) => targets.filter((t) => t.id === `field:${id}`).map((t) => ({ ...t, words })))[0];
      if (!hover) await banksTurn(page);
    }
    await page.mouse.move(hover.x, hover.y);
    await page.waitForSelector('[data-testid="table-tip"]', { timeout: 10_000 });
    await expect.poll(() => page.locator('[data-testid="table-tip"]').innerText()).toMatch(hover.words);

    // Turning the picked pile's card end for end turns it on its button too (Nile end first).
    const picked = page.locator('[data-testid^="banks-pile-"][aria-pressed="true"]');
    const waves = async () => (await picked.innerText()).match(/(\d+) \| (\d+)/)!.slice(1).join('|');
    const before = await waves();
    expect(before.split('|')[0], 'this seed deals a card with two different ends').not.toBe(before.split('|')[1]);
    await press(page, 'banks-turn');
    await expect.poll(waves).toBe(before.split('|').reverse().join('|'));
    await page.context().close();
  }, 300_000);
});
