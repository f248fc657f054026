/**
 * End to end in the system Chromium (SwiftShader WebGL): `npm start` in browser mode (no Electron binary here), the
 * real host in that Node process, the real protocol over WebSocket, and every move made by clicking the UI (hand
 * cards are real 3D objects, clicked on the canvas). Screenshots of every screen land in test/e2e/screenshots/ and
 * must not be blank.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eEnv, handCards, newGame, newPage, openHome, pageNow, playTurn, press, rt, shot, waitFirstFrame, waitTurnOrEnd, type SeatChoice } from './harness';

const env = e2eEnv();
const figures = env.figures;

const external = (p: Page) => (p as Page & { external: string[] }).external;

const startGame = (page: Page, seats: SeatChoice[]) => newGame(page, 'nile', seats);

describe('River Tables in the browser (npm start without Electron)', () => {
  it('solo: 1 human + 3 bots, played to the results screen by clicking', async () => {
    const page = await openHome(env);
    await shot(page, '01-home');
    await press(page, 'game-nile');
    await page.waitForSelector('[data-testid="new-game"]');
    await shot(page, '02-new-game');
    await press(page, 'start');
    await page.waitForSelector('[data-testid="table"]');
    const render = await waitFirstFrame(page);
    figures.firstFrameMs = Math.round(render.firstFrameAt - render.mountedAt);

    let turns = 0;
    let planted = 0;
    let refused = false;
    while (await waitTurnOrEnd(page, 120_000)) {
      turns++;
      if (turns === 1) await shot(page, '03-table-your-turn', { canvas: true });
      if (process.env.RT_E2E_DEBUG) console.log('turn', turns, JSON.stringify(await page.evaluate(() => ({ rt: { ...window.__rt, handOf: undefined }, turn: document.querySelector('[data-testid=whose-turn]')?.textContent, deck: document.querySelector('[data-testid=deck-count]')?.textContent }))));
      if (!refused) {
        // An illegal attempt: a single crop card cannot start a field; the engine's reason is shown.
        const one = (await handCards(page)).find((c) => c.face.length === 1 && c.selectable);
        if (one && (await page.locator('[data-testid="act-plant"]').count()) > 0) {
          await page.mouse.click(one.x, one.y);
          const picked = (ms: number) => page.waitForFunction(() => (window.__rtHand ?? []).some((c) => c.selected), null, { timeout: ms });
          if (!(await picked(5000).then(() => true, () => false))) {
            // The hand was still moving into place under that click (a slow, loaded machine): click where the card is now.
            const again = (await handCards(page)).find((c) => c.face === one.face && c.selectable);
            if (again) await page.mouse.click(again.x, again.y);
            await picked(15_000);
          }
          if ((await page.locator('[data-testid="act-plant"][data-ready="true"]').count()) === 0) {
            await press(page, 'act-plant');
            const toast = page.locator('[data-testid="error-toast"]');
            await toast.first().waitFor({ timeout: 15_000 });
            expect(await toast.first().innerText()).toMatch(/Not allowed: /);
            refused = true;
            await shot(page, '04-table-illegal-move', { canvas: true });
          } else await press(page, 'act-clear');
          await waitTurnOrEnd(page, 30_000);
        }
      }
      if ((await playTurn(page)) === 'plant') planted++;
      if (turns === 4) {
        await page.waitForFunction(() => !window.__rt?.myTurn, null, { timeout: 30_000 }).catch(() => {});
        await shot(page, '05-table-midgame', { canvas: true });
      }
    }
    expect(turns).toBeGreaterThan(5);
    expect(refused).toBe(true);
    figures.soloTurns = turns;
    figures.soloPlants = planted;
    const stats = await page.evaluate(() => window.__rtRender);
    figures.drawCalls = stats?.calls;
    figures.triangles = stats?.triangles;
    figures.renderer = stats?.renderer;
    await shot(page, '06-game-over');
    await press(page, 'see-results');
    await page.waitForSelector('[data-testid="results"]');
    await expect.poll(() => page.locator('[data-testid^="result-"]').count()).toBe(4);
    expect(await page.locator('[data-testid="winner"]').innerText()).toMatch(/wins|share|again/);
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
    expect(external(page)).toEqual([]);
    await page.context().close();
  }, 420_000);

  it('hovering a hand card shows its tip: what the card is and that a click picks it', async () => {
    const page = await openHome(env);
    await startGame(page, [{ kind: 'you' }, { kind: 'bot' }]);
    await page.waitForSelector('[data-testid="table"]');
    await waitFirstFrame(page);
    expect(await waitTurnOrEnd(page)).toBe(true);
    await expect.poll(async () => (await handCards(page)).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const card = (await handCards(page))[0]!;
    await page.mouse.move(card.x, card.y);
    await page.waitForSelector('[data-testid="table-tip"]', { timeout: 10_000 });
    await expect.poll(() => page.locator('[data-testid="table-tip"]').innerText()).toMatch(/Click to pick it for a move/);
    await page.context().close();
  }, 300_000);

  it('hot-seat: the hand-off screen never shows the other seat\'s hand', async () => {
    const page = await openHome(env);
    await startGame(page, [{ kind: 'you', name: 'Ann' }, { kind: 'local', name: 'Bob' }, { kind: 'bot' }]);
    await page.waitForSelector('[data-testid="table"]');
    const revealedBy: number[] = [];
    let handoffShot = false;
    let tableShot = false;
    const deadline = Date.now() + 150_000;
    while (revealedBy.length < 4 && Date.now() < deadline) {
      const st = await rt(page);
      const domHand = await page.locator('[data-testid="hand-list"] li').count();
      if (st?.handoff) {
        // Covered: no hand anywhere (DOM list, 3D overlay, state).
        expect(st.hand).toEqual([]);
        expect(domHand).toBe(0);
        expect(await handCards(page)).toEqual([]);
        expect(await page.locator('[data-testid="handoff"]').isVisible()).toBe(true);
        if (!handoffShot) {
          await shot(page, '09-hotseat-handoff');
          handoffShot = true;
        }
        const before = st.reveal;
        expect(before).toBeNull();
        await press(page, 'handoff-ready');
        await page.waitForFunction(() => window.__rt && !window.__rt.handoff && window.__rt.reveal !== null, null, { timeout: 15_000 });
        const now = (await rt(page))!;
        revealedBy.push(now.reveal!);
        continue;
      }
      if (st && st.reveal !== null && !st.busy && st.hand.length > 0) {
        // What is shown is exactly the revealed seat's own hand (once the table has caught up), never the other's.
        await expect
          .poll(async () => {
            const now = (await rt(page))!;
            return now.reveal === null || now.handoff || JSON.stringify([...now.hand].sort()) === JSON.stringify([...(now.handOf?.[now.reveal] ?? [])].sort());
          }, { timeout: 10_000 })
          .toBe(true);
        // The 3D hand overlay shows the same cards, and they are never the other seat's hand.
        await expect
          .poll(async () => {
            const now = (await rt(page))!;
            if (now.reveal === null || now.handoff) return true;
            const shown = (await handCards(page)).map((c) => c.face).sort();
            const own = [...(now.handOf?.[now.reveal] ?? [])].sort();
            const other = [...(now.handOf?.[now.reveal === 0 ? 1 : 0] ?? [])].sort();
            if (shown.length === 0) return true; // the overlay is not drawn (yet): nothing is revealed
            return JSON.stringify(shown) === JSON.stringify(own) && (JSON.stringify(own) === JSON.stringify(other) || JSON.stringify(shown) !== JSON.stringify(other));
          }, { timeout: 10_000 })
          .toBe(true);
      }
      if (st?.myTurn && !st.busy) {
        if (revealedBy.length === 2 && !tableShot) {
          await shot(page, '10-hotseat-table', { canvas: true });
          tableShot = true;
        }
        await playTurn(page);
        await page.waitForFunction(() => !window.__rt?.myTurn, null, { timeout: 30_000 }).catch(() => {});
        continue;
      }
      await page.waitForTimeout(100);
    }
    // Both people played, alternately, each after their own confirmation.
    expect(revealedBy.length).toBeGreaterThanOrEqual(4);
    expect(new Set(revealedBy)).toEqual(new Set([0, 1]));
    for (let i = 1; i < revealedBy.length; i++) expect(revealedBy[i]).not.toBe(revealedBy[i - 1]);

    // Save and leave, then resume from the home screen: the same match, still hiding the hands.
    const match = (await rt(page))!.match;
    await press(page, 'menu');
    await press(page, 'save-leave');
    await page.waitForSelector('[data-testid="saved-list"]');
    await shot(page, '17-home-saved-game');
    await press(page, 'resume');
    await page.waitForSelector('[data-testid="table"]');
    await expect.poll(async () => (await rt(page))?.match).toBe(match);
    expect(external(page)).toEqual([]);
    await page.context().close();
  }, 240_000);

  it('LAN: two browser contexts join one host and play', async () => {
    const host = await openHome(env);
    await startGame(host, [{ kind: 'you', name: 'Host' }, { kind: 'lan' }]);
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
    const deadline = Date.now() + 150_000;
    while ((played.host < 3 || played.guest < 3) && Date.now() < deadline) {
      let acted = false;
      for (const [who, page] of [['host', host], ['guest', guest]] as const) {
        const st = await rt(page);
        if (st?.myTurn && !st.busy) {
          await playTurn(page);
          played[who]++;
          acted = true;
          await page.waitForFunction(() => !window.__rt?.myTurn, null, { timeout: 30_000 }).catch(() => {});
        }
      }
      if (!acted) await host.waitForTimeout(150);
    }
    expect(played.host).toBeGreaterThanOrEqual(3);
    expect(played.guest).toBeGreaterThanOrEqual(3);
    // Both screens agree on the public table once they have caught up.
    await expect
      .poll(async () => {
        const a = await host.locator('[data-testid="deck-count"]').innerText();
        const b = await guest.locator('[data-testid="deck-count"]').innerText();
        return a === b;
      }, { timeout: 30_000 })
      .toBe(true);
    // The guest never holds the host's cards and vice versa (each page has only its own seat).
    const hs = (await rt(host))!;
    const gs = (await rt(guest))!;
    expect(Object.keys(hs.handOf ?? {})).toEqual(['0']);
    expect(Object.keys(gs.handOf ?? {})).toEqual(['1']);
    await shot(guest, '13-lan-table-guest', { canvas: true });
    await shot(host, '13b-lan-table-host', { canvas: true });
    expect(external(host)).toEqual([]);
    expect(external(guest)).toEqual([]);
    await host.context().close();
    await guest.context().close();
  }, 240_000);

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
    await page.context().close();
  }, 120_000);
});
