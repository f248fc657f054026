/**
 * A LAN guest on a phone playing Nefertiti (issue 21, item 1): the host (browser mode) sets up a LAN game with one
 * human seat open; a phone-sized, touch-enabled browser context joins it by the room code's page, as the lobby's QR
 * code would, and plays 15 of its own decisions by tapping only: a lit bid space on the canvas or a choice button.
 * The layout is checked on the way (turn bar and prompt inside the screen and uncovered, the own area's gifts and
 * Deben on screen) and screenshots are kept, portrait and landscape, at the start and mid-game.
 *
 * Written with the structure of phone-guest.test.ts (NILE): its GAMES entry can move there as it is.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eEnv, newGame, shot, waitFirstFrame, type SeatChoice } from './harness';
import { nefShot, playNefDecision, waitNefTurnOrEnd } from './nefertiti-play';

const env = e2eEnv();
const PORTRAIT = { width: 390, height: 844 };
const LANDSCAPE = { width: 844, height: 390 };

/** A phone: touch, a small viewport, the test settings (low quality, no sound, English) as harness.newPage sets them. */
async function phonePage(browser: Browser): Promise<Page & { external: string[] }> {
  const ctx = await browser.newContext({ viewport: PORTRAIT, deviceScaleFactor: 1, hasTouch: true, isMobile: true });
  const page = await ctx.newPage();
  await page.addInitScript(() => localStorage.setItem('riverTables.settings.v1', JSON.stringify({ quality: 'low', reduceMotion: true, sound: false, language: 'en' })));
  page.on('pageerror', (e) => console.error('page error:', e.message));
  // Nothing but the LAN host is ever asked for anything.
  const external: string[] = [];
  page.on('request', (r) => {
    if (!/^(http|ws):\/\/127\.0\.0\.1|^data:|^blob:/.test(r.url())) external.push(r.url());
  });
  return Object.assign(page, { external });
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The page box of the first element matching `selector`, or null when it is not shown. */
async function box(page: Page, selector: string): Promise<Box | null> {
  const l = page.locator(selector).first();
  return (await l.count()) > 0 && (await l.isVisible()) ? l.boundingBox() : null;
}

/** The phone layout's promises now: the turn bar and the prompt inside the screen, not under the log or the menu. */
async function checkLayout(page: Page, where: string): Promise<void> {
  const vp = page.viewportSize()!;
  for (const [name, id] of [['turn bar', 'turn-box'], ['prompt', 'prompt']] as const) {
    const b = await box(page, `[data-testid="${id}"]`);
    expect(b, `${where}: the ${name} shows`).not.toBeNull();
    expect(b!.x, `${where}: the ${name} is inside the screen`).toBeGreaterThanOrEqual(0);
    expect(b!.x + b!.width, `${where}: the ${name} is inside the screen`).toBeLessThanOrEqual(vp.width + 1);
    expect(b!.y + b!.height, `${where}: the ${name} is inside the screen`).toBeLessThanOrEqual(vp.height + 1);
    for (const other of ['.log-panel', '.menu-btn', '.nef-banner']) {
      const o = await box(page, other);
      if (o) expect(overlap(b!, o), `${where}: ${other} covers the ${name}`).toBe(false);
    }
  }
  // The guest's own Deben (their coin stack) is on the canvas, not under a panel: its page point is the canvas. A
  // portrait phone shows two markets at a time: if the view is on other markets, its arrows bring the own area back.
  for (let i = 0; i < 3; i++) {
    const at = await ownDeben(page);
    if (!at || (at.x >= 0 && at.x <= vp.width)) break;
    await page.locator(`[data-testid="nef-pan-${at.x < 0 ? 'left' : 'right'}"]`).tap({ force: true });
    await page.waitForFunction(() => !window.__rtNefertiti?.busy, null, { timeout: 30_000 });
    await page.waitForTimeout(800);
  }
  const own = await ownDeben(page);
  expect(own, `${where}: the own area is published`).not.toBeNull();
  expect(own!.x >= 0 && own!.x <= vp.width && own!.y >= 0 && own!.y <= vp.height && own!.onCanvas, `${where}: the guest's own Deben on screen (${JSON.stringify(own)})`).toBe(true);
}

/** Where the guest's own coin stack is on the page, and whether the canvas is what lies there. */
async function ownDeben(page: Page): Promise<{ x: number; y: number; onCanvas: boolean } | null> {
  return page.evaluate(() => {
    const seat = String(window.__rtNefertiti?.reveal);
    const s = (window.__rtNefTargets ?? []).find((x) => x.kind === 'coins' && x.id === seat);
    return s ? { ...s, onCanvas: document.elementFromPoint(s.x, s.y)?.tagName === 'CANVAS' } : null;
  });
}

interface PhoneGame {
  game: string;
  /** The seats after the guest's (seat 0, a LAN seat). */
  others: SeatChoice[];
  /** One decision of the guest's, by tapping. */
  play(page: Page): Promise<unknown>;
  /** Whether the guest must act now ('turn') or the game is over. */
  waitTurn(page: Page): Promise<'turn' | 'over'>;
  /** The guest's own decisions to play. */
  decisions: number;
  shot(page: Page, name: string): Promise<void>;
}

const GAMES: PhoneGame[] = [
  {
    game: 'nefertiti',
    others: [{ kind: 'bot', name: 'Nora', bot: ['easy'] }, { kind: 'bot', name: 'Omar', bot: ['easy'] }, { kind: 'bot', name: 'Pia', bot: ['easy'] }],
    play: (page) => playNefDecision(page, { tap: true }),
    waitTurn: (page) => waitNefTurnOrEnd(page),
    decisions: 15,
    shot: nefShot,
  },
];

/** At one moment of the game: screenshots and the layout checks in portrait, then with the phone turned (landscape). */
async function portraitThenLandscape(page: Page, g: PhoneGame, moment: string): Promise<void> {
  await g.shot(page, `phone-${g.game}-portrait-${moment}`);
  await checkLayout(page, `portrait, ${moment}`);
  await page.setViewportSize(LANDSCAPE);
  await page.waitForTimeout(800);
  await g.shot(page, `phone-${g.game}-landscape-${moment}`);
  await checkLayout(page, `landscape, ${moment}`);
}

describe('a LAN guest on a phone', () => {
  for (const g of GAMES) {
    it(`${g.game}: joins by the room code and plays ${g.decisions} of its decisions by tapping, portrait and landscape`, async () => {
      const host = await env.browser.newPage({ viewport: { width: 1280, height: 760 } });
      await host.goto(`${env.app.url}?e2e=1&anim=fast`);
      await host.waitForSelector('[data-testid="game-nile"]');
      await newGame(host, g.game, [{ kind: 'lan' }, ...g.others], { seed: `phone-${g.game}` });
      await host.waitForSelector('[data-testid="lobby"]');
      await expect.poll(() => host.locator('[data-testid="room-code"]').innerText()).toMatch(/^[A-Z0-9]{4,8}$/);
      const code = await host.locator('[data-testid="room-code"]').innerText();
      const info = (await (await fetch(`${env.app.url}api/info`)).json()) as { lanPort: number };

      const page = await phonePage(env.browser);
      await page.goto(`http://127.0.0.1:${info.lanPort}/?join=${code}&e2e=1&anim=fast`);
      await page.waitForSelector('[data-testid="join"]');
      await page.fill('[data-testid="join-name"]', 'Vera');
      await page.locator('[data-testid="join-submit"]').tap({ force: true });
      await page.waitForSelector(`[data-testid="table"][data-game="${g.game}"]`, { timeout: 60_000 });
      await waitFirstFrame(page);
      // The creator's page now watches the same game on the same software renderer: the phone is what is tested here,
      // and the game goes on without its creator's page.
      await host.close();

      expect(await g.waitTurn(page)).toBe('turn');
      await portraitThenLandscape(page, g, 'start');
      await page.setViewportSize(PORTRAIT);
      await page.waitForTimeout(800);

      let decisions = 0;
      while (decisions < g.decisions) {
        if ((await g.waitTurn(page)) === 'over') break;
        if (decisions === 8) {
          await portraitThenLandscape(page, g, 'mid');
        }
        await g.play(page);
        decisions++;
      }
      expect(decisions, 'the guest played its decisions by tapping').toBe(g.decisions);
      // Played portrait to decision 8, landscape after: both layouts took taps.
      await shot(page, `phone-${g.game}-landscape-later`, { canvas: true });
      expect(page.external).toEqual([]);
      await page.context().close();
      await host.context().close();
    }, 600_000);
  }
});
