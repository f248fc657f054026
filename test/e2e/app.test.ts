/**
 * End to end in the system Chromium (SwiftShader WebGL): `npm start` in browser mode (no Electron binary here), the
 * real host in that Node process, the real protocol over WebSocket, and every move made by clicking the UI (hand
 * cards are real 3D objects, clicked on the canvas). NILE is the game played to the end here; the suite's other
 * whole games are in banks.test.ts, niagara.test.ts and nefertiti.test.ts. Screenshots of every screen land in
 * test/e2e/screenshots/ and must not be blank.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleProblems, e2eEnv, easyBots, drawnStats, newGame, newPage, openHome, pageNow, press, shot, waitFirstFrame } from './harness';
import { handFacts, playDecision, seeded, settled, table, tableState, waitTable } from './table';

// React's development build: its checks warn in the console this file reads through whole flows.
const env = e2eEnv([], { reactChecks: true });
const figures = env.figures;

/** A hand card the seat can pick now (a 3D target `hand:<i>:<face>`) holding a single crop, if any. */
async function singleCrop(page: Page): Promise<{ x: number; y: number; id: string } | undefined> {
  return (await table(page)).targets.find((t) => t.clickable && /^hand:\d+:[A-Za-z]$/.test(t.id));
}

/** Press these controls in turn, then wait for the rules to show `section`. */
async function openRules(page: Page, controls: string[], section: string): Promise<void> {
  for (const c of controls) await press(page, c);
  await page.waitForSelector(`[data-testid="rules"] section[data-section="${section}"]`);
}

/** The section `id` of the rules scrolled to the top of the view (a link's target). */
const sectionAtTop = (page: Page, id: string) =>
  page.waitForFunction(
    (s) => {
      const r = document.querySelector(`section[data-section="${s}"]`)?.getBoundingClientRect();
      return !!r && r.top >= 0 && r.top < 200;
    },
    id,
    { timeout: 10_000 },
  );

/**
 * On the first turn: a hand card's tip, the rules from the table's menu over the game, and an illegal pick (a single
 * crop card cannot start a field): Plant disabled with the engine's reason beside it, whose link opens the planting rules.
 */
async function firstTurnChecks(page: Page): Promise<void> {
  const { seq, stamp } = await table(page);
  const card = await singleCrop(page);
  expect(card, 'a single crop card in the opening hand').toBeDefined();
  if (!card) return;
  await page.mouse.move(card.x, card.y);
  await expect.poll(() => page.locator('[data-testid="table-tip"]').innerText(), { timeout: 10_000 }).toMatch(/Click to pick it for a move/);

  await openRules(page, ['menu', 'menu-rules'], 'turn');
  await shot(page, 'rules-02-over-table-desktop-en');
  await press(page, 'rules-close');
  // The same game, still on this player's turn: nothing was left or lost.
  await waitTable(page, { timeoutMs: 10_000 });
  expect(await table(page)).toMatchObject({ myTurn: true, seq });

  await page.mouse.click(card.x, card.y);
  await settled(page, stamp, seq);
  expect(await page.locator('[data-testid="act-plant"][data-ready="true"]').count(), 'one card is no field').toBe(0);
  // Plant stays, disabled, with the host's reason beside it (a dry run: nothing is sent).
  const reason = page.locator('[data-region="actions"] [data-testid="why-not-reason"][data-asking="false"]');
  await reason.first().waitFor({ timeout: 15_000 });
  expect(await reason.first().innerText()).toMatch(/Not allowed: /);
  expect(await page.locator('[data-testid="act-plant"]').getAttribute('aria-disabled')).toBe('true');
  expect((await table(page)).seq, 'nothing was played').toBe(seq);
  await shot(page, '04-table-illegal-move', { canvas: true });
  await page.locator('[data-testid="why-not-rule"]').first().click();
  await page.waitForSelector('[data-testid="rules"] section.target[data-section="plant"]');
  await sectionAtTop(page, 'plant');
  await shot(page, 'rules-04-refusal-rule-desktop-en');
  await press(page, 'rules-close');
  await press(page, 'act-clear');
}

/** Which of these pages must act (the first found), once one must; throws after a minute of nobody. */
async function whoseTurn(pages: readonly Page[]): Promise<Page> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    for (const page of pages) {
      const s = await tableState(page);
      if (s?.myTurn && !s.busy && s.ready) return page;
    }
    if (Date.now() > deadline) throw new Error('nobody must act for a minute');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Until the hot-seat screen is covered for a hand-off, or its revealed seat must act. */
async function nextUp(page: Page): Promise<'handoff' | 'turn'> {
  const h = await page.waitForFunction(
    () => {
      const s = window.__rtTable?.();
      return s?.handoff ? 'handoff' : s && s.myTurn && !s.busy && s.ready ? 'turn' : null;
    },
    null,
    { timeout: 60_000, polling: 100 },
  );
  return (await h.jsonValue()) === 'turn' ? 'turn' : 'handoff';
}

describe('River Tables in the browser (npm start without Electron)', () => {
  it('solo: 1 human + 3 bots, played to the results screen by clicking', async () => {
    const page = await openHome(env);
    // No console warning or error from the page over the whole game.
    const problems = consoleProblems(page);
    await shot(page, '01-home');
    await press(page, 'game-nile');
    await page.waitForSelector('[data-testid="new-game"]');
    await shot(page, '02-new-game');
    await press(page, 'new-game-back');
    await newGame(page, 'nile', [{ kind: 'you', name: 'Ann' }, ...easyBots(3)], { seed: 'app-solo' });
    await page.waitForSelector('[data-testid="table"]');
    await waitFirstFrame(page);

    const rnd = seeded(1);
    let decisions = 0;
    while ((await waitTable(page, { timeoutMs: 60_000, pastHandoff: true })) === 'turn') {
      if (decisions === 0) {
        await shot(page, '03-table-your-turn', { canvas: true });
        await firstTurnChecks(page);
      }
      await playDecision(page, { rnd });
      decisions++;
      if (decisions === 4) await shot(page, '05-table-midgame', { canvas: true });
      expect(decisions, 'the game ends').toBeLessThan(200);
    }
    expect(decisions).toBeGreaterThan(5);
    figures.soloDecisions = decisions;
    const stats = await drawnStats(page);
    figures.drawCalls = stats?.calls;
    figures.triangles = stats?.triangles;
    figures.renderer = stats?.renderer;
    await shot(page, '06-game-over');
    // The cover names the winner as the results do, with each winner's mark; the turn box keeps no seat's mark.
    const cover = await page.locator('[data-testid="over-winner"]').innerText();
    expect(cover).toMatch(/wins|share|again/);
    const winnerMarks = await page.locator('[data-testid="over-winner"] .seat-mark').count();
    expect(await page.locator('[data-testid="turn-box"] .turn-banner .seat-mark').count()).toBe(0);
    await press(page, 'see-results');
    await page.waitForSelector('[data-testid="results"]');
    await expect.poll(() => page.locator('tr[data-testid^="result-"]').count()).toBe(4);
    const winner = await page.locator('[data-testid="winner"]').innerText();
    expect(winner).toMatch(/wins|share|again/);
    expect(winner.replace(/^★\s*/, '').trim()).toBe(cover.trim());
    expect(winnerMarks).toBe(await page.locator('tr.winner-row').count());
    // The result in words: what decided it (NILE: the smallest storage pile), for the game and for each seat.
    expect(await page.locator('[data-testid="results-words"]').innerText()).toMatch(/smallest storage pile decides|same piles/);
    expect(await page.locator('[data-testid="details-0"]').innerText()).toMatch(/weakest crop \w+: \d+ cards?/);
    await shot(page, '07-results');

    await page.waitForSelector('[data-testid="watch-replay"]:not([disabled])', { timeout: 15_000 });
    const beforeReplay = await pageNow(page);
    await press(page, 'watch-replay');
    await page.waitForSelector('[data-testid="replay-step"]');
    await waitFirstFrame(page, beforeReplay);
    for (let i = 0; i < 6; i++) await press(page, 'replay-next');
    await expect.poll(() => page.locator('[data-testid="replay-step"]').innerText()).toMatch(/Move 6 of/);
    await shot(page, '08-replay', { canvas: true });
    // Closing the replay goes back to the results it was opened from.
    await press(page, 'replay-close');
    await page.waitForSelector('[data-testid="results"]');
    // Analyse: the same replay, at the last move, with its analysis open and under way (closing cancels it). The
    // results fetch their record again when shown again: the button waits for it.
    await page.waitForSelector('[data-testid="results-analyse"]:not([disabled])', { timeout: 15_000 });
    await press(page, 'results-analyse');
    await page.waitForSelector('[data-testid="replay-view"] [data-testid="analysis-panel"][data-open="true"]', { timeout: 30_000 });
    await expect.poll(() => page.locator('[data-testid="analysis-panel"]').getAttribute('data-status'), { timeout: 30_000 }).toMatch(/running|done/);
    await press(page, 'replay-close');
    await page.waitForSelector('[data-testid="results"]');

    // Home: the finished game has left the games to resume; it is listed apart, with its results.
    await press(page, 'results-home');
    await page.waitForSelector('[data-testid="finished-list"] [data-testid="saved-item"][data-status="over"]');
    expect(await page.locator('[data-testid="saved-list"] [data-testid="saved-item"]').count()).toBe(0);
    expect(await page.locator('[data-testid="finished-list"] [data-testid="resume"]').count()).toBe(0);
    await shot(page, '08b-home-finished');
    await press(page, 'saved-results');
    await page.waitForSelector('[data-testid="results"]');
    expect(page.external).toEqual([]);
    expect(problems()).toEqual([]);
  }, 240_000);

  it("hot-seat: the hand-off screen never shows the other seat's hand; save, leave and resume", async () => {
    const page = await openHome(env);
    await newGame(page, 'nile', [{ kind: 'you', name: 'Ann' }, { kind: 'local', name: 'Bob' }, ...easyBots(1)], { seed: 'app-hotseat' });
    await page.waitForSelector('[data-testid="table"]');
    await waitFirstFrame(page);
    const rnd = seeded(2);
    const revealedBy: number[] = [];
    while (revealedBy.length < 3) {
      if ((await nextUp(page)) === 'turn') {
        await playDecision(page, { rnd });
        continue;
      }
      // Covered: no hand anywhere (the DOM list, the 3D hand's targets, the facts).
      const covered = await table(page);
      expect(covered.handoff).toBe(true);
      expect(covered.reveal).toBeNull();
      expect(handFacts(covered).hand).toEqual([]);
      expect(covered.targets).toEqual([]);
      expect(await page.locator('[data-testid="hand-list"] li').count()).toBe(0);
      if (revealedBy.length === 0) await shot(page, '09-hotseat-handoff');
      await press(page, 'handoff-ready');
      expect(await waitTable(page, { timeoutMs: 30_000, pastHandoff: true })).toBe('turn');
      const shown = await table(page);
      if (shown.reveal === null) throw new Error('a seat is revealed after the hand-off');
      revealedBy.push(shown.reveal);
      // What is shown is exactly the revealed seat's own hand, and the 3D cards offered are among it.
      const { hand, handOf } = handFacts(shown);
      expect([...hand].sort()).toEqual([...(handOf[shown.reveal] ?? [])].sort());
      for (const t of shown.targets) expect(hand, `3D card ${t.id}`).toContain(t.id.split(':')[2]);
      if (revealedBy.length === 2) await shot(page, '10-hotseat-table', { canvas: true });
    }
    // Both people played, alternately, each after their own confirmation.
    expect(new Set(revealedBy)).toEqual(new Set([0, 1]));
    for (let i = 1; i < revealedBy.length; i++) expect(revealedBy[i]).not.toBe(revealedBy[i - 1]);

    // Save and leave, then resume from the home screen: the same match, still hiding the hands.
    const { match } = await table(page);
    await press(page, 'menu');
    await press(page, 'save-leave');
    await page.waitForSelector('[data-testid="saved-list"]');
    await shot(page, '17-home-saved-game');
    await press(page, 'resume');
    await page.waitForSelector('[data-testid="table"]');
    await expect.poll(async () => (await tableState(page))?.match).toBe(match);
    expect(page.external).toEqual([]);
  }, 180_000);

  it('LAN: two browser contexts join one host and play', async () => {
    const host = await openHome(env);
    await newGame(host, 'nile', [{ kind: 'you', name: 'Host' }, { kind: 'lan' }], { seed: 'app-lan' });
    await host.waitForSelector('[data-testid="lobby"]');
    await expect.poll(() => host.locator('[data-testid="room-code"]').innerText()).toMatch(/^[A-Z0-9]{4,8}$/);
    const code = await host.locator('[data-testid="room-code"]').innerText();
    const info = (await (await fetch(`${env.app.url}api/info`)).json()) as { lanPort: number | null };
    expect(info.lanPort).toBeGreaterThan(0);
    await shot(host, '11-lan-lobby');

    const guest = await newPage(env.browser);
    await guest.goto(`http://127.0.0.1:${info.lanPort}/?join=${code}&e2e=1`);
    await guest.waitForSelector('[data-testid="join"]');
    await guest.fill('[data-testid="join-name"]', 'Guest');
    expect(await guest.inputValue('[data-testid="join-code"]')).toBe(code);
    await shot(guest, '12-lan-join');
    await press(guest, 'join-submit');
    await guest.waitForSelector('[data-testid="table"]');
    await host.waitForSelector('[data-testid="table"]', { timeout: 30_000 });

    const played = { host: 0, guest: 0 };
    const rnd = seeded(3);
    while (played.host < 1 || played.guest < 1) {
      // Whoever must act plays one decision.
      const page = await whoseTurn([host, guest]);
      expect(await playDecision(page, { rnd })).toBe('moved');
      played[page === host ? 'host' : 'guest']++;
    }
    // Both screens agree on the public table once they have caught up.
    await expect
      .poll(async () => (await host.locator('[data-testid="deck-count"]').innerText()) === (await guest.locator('[data-testid="deck-count"]').innerText()), { timeout: 30_000 })
      .toBe(true);
    // The guest never holds the host's cards and vice versa (each page has only its own seat).
    expect(Object.keys(handFacts(await table(host)).handOf)).toEqual(['0']);
    expect(Object.keys(handFacts(await table(guest)).handOf)).toEqual(['1']);
    await shot(guest, '13-lan-table-guest', { canvas: true });
    await shot(host, '13b-lan-table-host', { canvas: true });
    expect(host.external).toEqual([]);
    expect(guest.external).toEqual([]);
  }, 180_000);

  it('settings and other languages', async () => {
    const page = await newPage(env.browser, { language: 'ja' });
    await page.goto(env.app.url);
    await page.waitForSelector('[data-testid="game-nile"]');
    expect(await page.locator('[data-testid="home"]').innerText()).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
    await shot(page, '14-home-ja');
    await press(page, 'home-settings');
    await page.waitForSelector('[data-testid="settings"]');
    await shot(page, '15-settings-ja');
    await page.selectOption('[data-testid="language"]', 'fr');
    await expect.poll(() => page.locator('[data-testid="settings"] h1').nth(1).innerText()).toMatch(/Réglages/);
    await press(page, 'settings-back');
    await press(page, 'game-nile');
    await page.waitForSelector('[data-testid="new-game"]');
    await shot(page, '16-new-game-fr');
  }, 60_000);
});
