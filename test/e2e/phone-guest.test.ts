/**
 * A LAN guest on a phone (issue 21, item 1): the host (browser mode) sets up a LAN game with one human seat open; a
 * phone-sized, touch-enabled browser context joins it by the room code's page, as the lobby's QR code would, and plays
 * the whole game by tapping only. The phone layout is checked on the way (players named, nothing covering the turn
 * bar or the prompt, the log folded then opened) and screenshots are kept, portrait and landscape.
 *
 * One entry of GAMES per table: how the guest plays one decision by tapping and which probe says it is its turn.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { boxOf, e2eEnv, newGame, overlaps, newPage, openHome, PHONE, playTurn, pressBy, shot, waitFirstFrame, waitTurn, type SeatChoice, type TurnProbe } from './harness';
import { parseRecord } from '../../engine/core/record';
import { banksRt, banksTurn } from './banks-play';
import { decide, type ClickStats } from './niagara-play';

const env = e2eEnv();
const PORTRAIT = { width: 390, height: 844 };
const LANDSCAPE = { width: 844, height: 390 };

interface PhoneGame {
  game: string;
  /** The seats after the guest's (seat 0, a LAN seat). */
  others: SeatChoice[];
  options?: Record<string, string>;
  probe: TurnProbe;
  /** One decision of the guest's, by tapping. */
  play(page: Page): Promise<unknown>;
  /** Decisions to play at most: a whole game ends before (the test fails if it does not). */
  decisions: number;
  /** Stop after this many of the guest's decisions instead of playing the whole game. */
  enough?: number;
  /** What else the table promises on a phone, checked with the layout: its own area and its legal targets on screen. */
  check?(page: Page, where: string): Promise<void>;
}

/** Is a page point on the 3D canvas itself (inside the screen, no HUD over it), where a tap reaches the table? */
const onCanvas = (page: Page, p: { x: number; y: number } | null) => (p ? page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName === 'CANVAS', p) : Promise.resolve(false));

/** An den Ufern des Nils: the guest's tray (water piles, jokers, name) and every lit field can be tapped where they are. */
async function banksOnScreen(page: Page, where: string): Promise<void> {
  const point = (id: string) => page.evaluate((f) => window.__rtBanksPoint?.(f) ?? null, id);
  expect(await onCanvas(page, await point('tray:0')), `${where}: the guest's tray is on the screen`).toBe(true);
  for (const f of Object.keys((await banksRt(page))?.lit ?? {})) expect(await onCanvas(page, await point(f)), `${where}: lit field ${f} is on the screen`).toBe(true);
}

/** Niagara: every highlighted target of this decision (canoes, destinations, the weather) can be tapped where it is. */
async function niagaraOnScreen(page: Page, where: string): Promise<void> {
  await page.waitForFunction(() => window.__rtNiagaraStamp === window.__rtNiagara?.stamp, null, { timeout: 10_000 }).catch(() => {});
  for (const tg of await page.evaluate(() => window.__rtNiagaraTargets ?? [])) expect(await onCanvas(page, tg), `${where}: target ${tg.id} is on the screen`).toBe(true);
}

const niagaraTaps: ClickStats = { board: 0, hud: 0 };
let niagaraTurn = 0;

const GAMES: PhoneGame[] = [
  { game: 'nile', others: [{ kind: 'bot', name: 'Nora', bot: ['easy'] }], probe: '__rt', play: (page) => playTurn(page, 'tap'), decisions: 400 },
  // Niagara (3 to 5 players): a whole game to the results, shortened by the engine's round limit (a natural three-player
  // game took over 20 minutes here); its canoes and destinations tapped on the river (the HUD's buttons where covered).
  { game: 'niagara', others: [{ kind: 'bot', name: 'Nora', bot: ['easy'] }, { kind: 'bot', name: 'Otto', bot: ['easy'] }], options: { roundCap: '4' }, probe: '__rtNiagara', play: (page) => decide(page, 'mixed', niagaraTurn++, niagaraTaps, 'tap'), decisions: 400, check: niagaraOnScreen },
  { game: 'banks', others: [{ kind: 'bot', name: 'Nora', bot: ['easy'] }, { kind: 'bot', name: 'Otto', bot: ['easy'] }], probe: '__rtBanks', play: (page) => banksTurn(page, 'tap'), decisions: 400, enough: 16, check: banksOnScreen },
];

/** The phone layout's promises at this moment: the turn bar and the prompt uncovered, inside the screen; then the table's own (`check`). */
async function checkLayout(page: Page, where: string, g?: PhoneGame): Promise<void> {
  const vp = page.viewportSize()!;
  const turn = await boxOf(page, '[data-testid="turn-box"]');
  const prompt = await boxOf(page, '[data-testid="prompt"]');
  expect(turn, `${where}: the turn bar shows`).not.toBeNull();
  expect(prompt, `${where}: the prompt shows`).not.toBeNull();
  for (const [name, b] of [['turn bar', turn!], ['prompt', prompt!]] as const) {
    expect(b.x, `${where}: the ${name} is inside the screen`).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width, `${where}: the ${name} is inside the screen`).toBeLessThanOrEqual(vp.width + 1);
    for (const other of ['.log-panel', '.players-panel', '.hint-corner', '.undo-btn', '.menu-btn']) {
      const o = await boxOf(page, other);
      if (o) expect(overlaps(b, o), `${where}: ${other} covers the ${name}`).toBe(false);
    }
  }
  await g?.check?.(page, where);
}

/**
 * Mid-game, turned to `to`: the log opened over the table still leaves the turn bar and the prompt in view; folded
 * again, the table's own area and targets are in reach (an open log may cover them).
 */
async function midGame(page: Page, g: PhoneGame, to: typeof PORTRAIT, way: string): Promise<void> {
  await page.setViewportSize(to);
  await page.waitForTimeout(600);
  await pressBy(page, 'tap', 'log-toggle');
  await expect.poll(() => page.locator('[data-testid="log"] li').count()).toBeGreaterThan(0);
  await shot(page, `phone-${g.game}-${way}-log-open`, { canvas: true });
  await checkLayout(page, `${way}, log open`);
  await pressBy(page, 'tap', 'log-toggle');
  await g.check?.(page, `${way}, mid-game`);
}

/**
 * The guest's results (issue 22, item 1): the finished record came over the protocol (the host's loopback-only
 * `/api/record` refuses a LAN page), so *Save the record* downloads it, and NILE's *Watch the replay* opens it.
 */
async function guestKeepsTheRecord(page: Page, game: string, decisions: number): Promise<void> {
  await expect.poll(() => page.locator('[data-testid="save-record"]').isEnabled(), { timeout: 30_000 }).toBe(true);
  const [download] = await Promise.all([page.waitForEvent('download'), pressBy(page, 'tap', 'save-record')]);
  const saved = parseRecord(JSON.parse(readFileSync((await download.path())!, 'utf8')));
  expect(saved.game).toBe(game);
  expect(saved.actions.length).toBeGreaterThanOrEqual(decisions);
  await shot(page, `phone-${game}-results-saved`);
  if (game !== 'nile') return; // the other tables' replays: see test/e2e/replay*.test.ts
  await pressBy(page, 'tap', 'watch-replay');
  await page.waitForSelector('[data-testid="replay-step"]', { timeout: 60_000 });
  await shot(page, `phone-${game}-replay`, { canvas: true });
}

describe('a LAN guest on a phone', () => {
  for (const g of GAMES) {
    it(`${g.game}: joins by the room code and plays ${g.enough ? `${g.enough} decisions` : 'a whole game'} by tapping, portrait and landscape`, async () => {
      const host = await openHome(env, {}, '&anim=fast');
      await newGame(host, g.game, [{ kind: 'lan' }, ...g.others], { seed: `phone-${g.game}`, options: g.options });
      // The New Game screens of some tables are slow to leave on a loaded machine (issue 21's long option lists).
      await host.waitForSelector('[data-testid="lobby"]', { timeout: 90_000 });
      await expect.poll(() => host.locator('[data-testid="room-code"]').innerText()).toMatch(/^[A-Z0-9]{4,8}$/);
      const code = await host.locator('[data-testid="room-code"]').innerText();
      const info = (await (await fetch(`${env.app.url}api/info`)).json()) as { lanPort: number };

      const page = await newPage(env.browser, {}, PORTRAIT, PHONE);
      await page.goto(`http://127.0.0.1:${info.lanPort}/?join=${code}&e2e=1&anim=fast`);
      await page.waitForSelector('[data-testid="join"]');
      await page.fill('[data-testid="join-name"]', 'Vera');
      await shot(page, `phone-${g.game}-join`);
      // The join page fits: its buttons are inside the screen.
      for (const b of await page.locator('[data-testid="join"] button').all()) {
        const r = await b.boundingBox();
        if (r) expect(r.x + r.width, `a join-page button is cut off: ${await b.innerText()}`).toBeLessThanOrEqual(PORTRAIT.width);
      }
      await pressBy(page, 'tap', 'join-submit');
      await page.waitForSelector(`[data-testid="table"][data-game="${g.game}"]`, { timeout: 60_000 });
      await waitFirstFrame(page);
      // The creator's page now watches the same game on the same software renderer: the phone is what is tested here,
      // and the game goes on without its creator's page.
      await host.close();

      // Everyone is named by name on the guest's phone, not "Seat n".
      await expect.poll(() => page.locator('.players-panel').innerText()).toContain('Vera');
      await expect.poll(() => page.locator('.players-panel').innerText()).toContain(g.others[0]!.name!);

      expect(await waitTurn(page, g.probe, { timeoutMs: 120_000 })).toBe('turn');
      await shot(page, `phone-${g.game}-portrait-start`, { canvas: true });
      await checkLayout(page, 'portrait, first turn', g);
      await page.setViewportSize(LANDSCAPE);
      await page.waitForTimeout(600);
      await shot(page, `phone-${g.game}-landscape-start`, { canvas: true });
      await checkLayout(page, 'landscape, first turn', g);
      await page.setViewportSize(PORTRAIT);
      await page.waitForTimeout(600);

      let decisions = 0;
      let over = false;
      while (!over && decisions < (g.enough ?? Infinity)) {
        if ((await waitTurn(page, g.probe, { timeoutMs: 120_000 })) === 'over') break;
        if (decisions === 6) {
          await midGame(page, g, PORTRAIT, 'portrait');
          await midGame(page, g, LANDSCAPE, 'landscape');
          await page.setViewportSize(PORTRAIT);
          await page.waitForTimeout(600);
        }
        await g.play(page);
        decisions++;
        expect(decisions, 'the game ends').toBeLessThan(g.decisions);
        over = (await page.locator('[data-testid="see-results"]').count()) > 0;
      }
      env.figures[`${g.game}Decisions`] = decisions;
      if (g.enough) {
        expect(decisions).toBe(g.enough);
        await page.context().close();
        await host.context().close();
        return;
      }
      await page.waitForSelector('[data-testid="see-results"]', { timeout: 60_000 });
      await shot(page, `phone-${g.game}-portrait-over`);
      await pressBy(page, 'tap', 'see-results');
      await page.waitForSelector('[data-testid="results"]', { timeout: 30_000 });
      expect(await page.locator('[data-testid="results"]').innerText()).toContain('Vera');
      await shot(page, `phone-${g.game}-results`);
      await guestKeepsTheRecord(page, g.game, decisions);
      expect((page as Page & { external: string[] }).external).toEqual([]);
      await page.context().close();
      await host.context().close();
    }, 1_200_000);
  }

  it('nile solo on a phone: the hint panel docks between the HUD and the prompt, portrait and landscape', async () => {
    const page = await newPage(env.browser, {}, PORTRAIT, PHONE);
    await page.goto(`${env.app.url}?e2e=1&anim=fast`);
    await page.waitForSelector('[data-testid="game-nile"]');
    await newGame(page, 'nile', [{ kind: 'you', name: 'Ann' }, { kind: 'bot', name: 'Nora', bot: ['easy'] }, { kind: 'bot', name: 'Otto', bot: ['easy'] }], { seed: 'phone-hint' });
    await page.waitForSelector('[data-testid="table"]');
    await waitFirstFrame(page);
    expect(await waitTurn(page, '__rt', { timeoutMs: 120_000 })).toBe('turn');
    await pressBy(page, 'tap', 'hint');
    await page.waitForSelector('[data-testid="hint-panel"][data-status="shown"]', { timeout: 120_000 });
    await shot(page, 'phone-nile-hint-portrait', { canvas: true });
    await checkLayout(page, 'portrait, hint open');
    await page.setViewportSize(LANDSCAPE);
    await page.waitForTimeout(600);
    await shot(page, 'phone-nile-hint-landscape', { canvas: true });
    await checkLayout(page, 'landscape, hint open');
    await page.context().close();
  }, 300_000);
});
