/**
 * A LAN guest on a phone, once per table: the host (browser mode) sets up a LAN game with one human seat open; a
 * phone-sized, touch-enabled browser context joins it by the room code's page, as the lobby's QR code would, and
 * plays by tapping only (`playDecision` with taps). The phone layout is checked on the way (players named, nothing
 * covering the turn bar or the prompt, the log folded then opened, the decision's targets within reach) and
 * screenshots are kept, portrait and landscape. Niagara, whose engine has a round limit, is played to the results:
 * the guest saves the record it got over the protocol and watches its replay.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../engine/core/record';
import { boxOf, e2eEnv, easyBots, failureShot, LANDSCAPE, newGame, newPage, openHome, overlaps, pageNow, PHONE, PORTRAIT, pressBy, shot, waitFirstFrame, type SeatChoice, type TestPage, resize } from './harness';
import { playDecision, seeded, table, waitTable } from './table';

const env = e2eEnv();

interface PhoneGame {
  game: string;
  /** The seats after the guest's (seat 0, a LAN seat). */
  others: SeatChoice[];
  options?: Record<string, string>;
  /** The guest's decisions to play; none: the whole game, to the results. */
  decisions?: number;
  /**
   * Which of the decision's targets must be on the screen, where a tap reaches them: all, or some (a portrait phone
   * shows two of Nefertiti's markets at a time, its arrows pan to the others; on an upright phone a Niagara canoe far
   * up the river can lie under the players' row, and the HUD lists every canoe and destination as a button).
   */
  reach: 'all' | 'some';
}

const named = (names: string[]): SeatChoice[] => easyBots(names.length).map((b, i) => ({ ...b, name: names[i] }));

const GAMES: PhoneGame[] = [
  { game: 'nile', others: named(['Nora', 'Otto']), decisions: 5, reach: 'all' },
  // Niagara (3 to 5 players) to the results, shortened by the engine's round limit.
  { game: 'niagara', others: named(['Nora', 'Otto']), options: { roundCap: '2' }, reach: 'some' },
  { game: 'banks', others: named(['Nora', 'Otto']), decisions: 5, reach: 'all' },
  { game: 'nefertiti', others: named(['Nora', 'Omar', 'Pia']), decisions: 5, reach: 'some' },
];

/** The decision's targets on the screen, where a tap reaches them (no HUD box over them). */
async function targetsInReach(page: Page, g: PhoneGame, where: string): Promise<void> {
  expect(await waitTable(page, { timeoutMs: 30_000 })).toBe('turn');
  // The camera frames the turned screen over a few frames: polled until it has.
  const outOfReach = async () => {
    const { targets } = await table(page);
    const out = targets.filter((t) => !t.clickable).map((t) => t.id);
    // 'some': one target in reach is enough (the others are a pan away).
    return g.reach === 'some' && out.length < targets.length ? [] : out;
  };
  try {
    await expect.poll(outOfReach, { timeout: 10_000 }).toEqual([]);
  } catch (e) {
    throw new Error(`${where}: targets out of reach (${await failureShot(page, `reach-${g.game}`)}): ${JSON.stringify(await table(page))}`, { cause: e });
  }
}

/** The phone layout's promises at this moment: the turn bar and the prompt uncovered, inside the screen. */
async function checkLayout(page: Page, where: string): Promise<void> {
  const vp = page.viewportSize() ?? PORTRAIT;
  for (const [name, id] of [['turn bar', 'turn-box'], ['prompt', 'prompt']] as const) {
    const b = await boxOf(page, `[data-testid="${id}"]`);
    expect(b, `${where}: the ${name} shows`).not.toBeNull();
    if (!b) continue;
    expect(b.x, `${where}: the ${name} is inside the screen`).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width, `${where}: the ${name} is inside the screen`).toBeLessThanOrEqual(vp.width + 1);
    expect(b.y + b.height, `${where}: the ${name} is inside the screen`).toBeLessThanOrEqual(vp.height + 1);
    for (const other of ['.log-panel', '.players-panel', '.hint-corner', '.undo-btn', '.menu-btn', '[data-region="notice"] > *']) {
      const o = await boxOf(page, other);
      if (o) expect(overlaps(b, o), `${where}: ${other} covers the ${name}`).toBe(false);
    }
  }
  // Every seat in view: none scrolled off the players' row (Nefertiti's fourth seat was, on an upright phone).
  for (const seat of await page.locator('.players-panel > .player').all()) {
    const s = (await seat.isVisible()) ? await seat.boundingBox() : null;
    if (s) expect(s.x + s.width, `${where}: ${await seat.innerText()} is inside the screen`).toBeLessThanOrEqual(vp.width + 1);
  }
}

/** Turned to `to`: a picture, the layout, and (the log folded) the targets within reach. */
async function turned(page: Page, g: PhoneGame, to: typeof PORTRAIT, where: string): Promise<void> {
  await resize(page, to);
  await shot(page, `phone-${g.game}-${where.replace(/\W+/g, '-')}`, { canvas: true });
  await checkLayout(page, where);
  await targetsInReach(page, g, where);
}

/**
 * Mid-game, turned to `to`: the log opened over the table still leaves the turn bar and the prompt in view; folded
 * again, the decision's targets are in reach (an open log may cover them).
 */
async function midGame(page: Page, g: PhoneGame, to: typeof PORTRAIT, way: string): Promise<void> {
  await resize(page, to);
  await pressBy(page, 'tap', 'log-toggle');
  await expect.poll(() => page.locator('[data-testid="log"] li').count()).toBeGreaterThan(0);
  await shot(page, `phone-${g.game}-${way}-log-open`, { canvas: true });
  await checkLayout(page, `${way}, log open`);
  await pressBy(page, 'tap', 'log-toggle');
  await targetsInReach(page, g, `${way}, mid-game`);
}

/**
 * The guest's results: the finished record came over the protocol (the host's loopback-only `/api/record` refuses a
 * LAN page), so *Save the record* downloads it, and *Watch the replay* opens it.
 */
async function guestKeepsTheRecord(page: Page, game: string, decisions: number): Promise<void> {
  await expect.poll(() => page.locator('[data-testid="save-record"]').isEnabled(), { timeout: 30_000 }).toBe(true);
  const [download] = await Promise.all([page.waitForEvent('download'), pressBy(page, 'tap', 'save-record')]);
  // The browser is a server this test connects to: its download is copied here.
  const file = join(mkdtempSync(join(tmpdir(), 'rt-record-')), 'record.json');
  await download.saveAs(file);
  const saved = parseRecord(JSON.parse(readFileSync(file, 'utf8')));
  expect(saved.game).toBe(game);
  expect(saved.actions.length).toBeGreaterThanOrEqual(decisions);
  await shot(page, `phone-${game}-results-saved`);
  const since = await pageNow(page);
  await pressBy(page, 'tap', 'watch-replay');
  await page.waitForSelector('[data-testid="replay-step"]', { timeout: 30_000 });
  // The replay's table drawn: a picture taken before its first frame shows an empty stage.
  await waitFirstFrame(page, since);
  await shot(page, `phone-${game}-replay`, { canvas: true });
}

/** The host sets up the LAN game and the phone joins it by the room code's page; the creator's page then closes. */
async function joinAsGuest(g: PhoneGame): Promise<TestPage> {
  const host = await openHome(env, {}, '&anim=fast');
  await newGame(host, g.game, [{ kind: 'lan' }, ...g.others], { seed: `phone-${g.game}`, options: g.options });
  await host.waitForSelector('[data-testid="lobby"]', { timeout: 30_000 });
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
  await page.waitForSelector(`[data-testid="table"][data-game="${g.game}"]`, { timeout: 30_000 });
  await waitFirstFrame(page);
  // The creator's page would watch the same game on the same software renderer: the phone is what is tested here,
  // and the game goes on without its creator's page.
  await host.context().close();
  return page;
}

describe('a LAN guest on a phone', () => {
  it.each(GAMES.map((g) => [g.game, g] as const))('%s: joins by the room code and plays by tapping, portrait and landscape', async (_game, g) => {
    const page = await joinAsGuest(g);
    // Everyone is named by name on the guest's phone, not "Seat n".
    await expect.poll(() => page.locator('.players-panel').innerText()).toContain('Vera');
    await expect.poll(() => page.locator('.players-panel').innerText()).toContain(g.others[0]?.name ?? '');

    expect(await waitTable(page, { timeoutMs: 60_000 })).toBe('turn');
    await turned(page, g, PORTRAIT, 'portrait start');
    await turned(page, g, LANDSCAPE, 'landscape start');
    await resize(page, PORTRAIT);

    const rnd = seeded(8);
    let decisions = 0;
    while (decisions < (g.decisions ?? Infinity) && (await playDecision(page, { how: 'tap', rnd })) === 'moved') {
      decisions++;
      expect(decisions, 'the game ends').toBeLessThan(200);
      // Halfway: the layouts again, the log opened; then on in landscape, so both layouts take taps.
      if (decisions === 2 && (await waitTable(page, { timeoutMs: 60_000, pastHandoff: true })) === 'turn') {
        await midGame(page, g, PORTRAIT, 'portrait');
        await midGame(page, g, LANDSCAPE, 'landscape');
      }
    }
    env.figures[`${g.game}Decisions`] = decisions;
    expect(page.external).toEqual([]);
    if (g.decisions) {
      expect(decisions).toBe(g.decisions);
      return;
    }
    await resize(page, PORTRAIT);
    await page.waitForSelector('[data-testid="see-results"]', { timeout: 30_000 });
    await shot(page, `phone-${g.game}-portrait-over`);
    await pressBy(page, 'tap', 'see-results');
    await page.waitForSelector('[data-testid="results"]', { timeout: 30_000 });
    expect(await page.locator('[data-testid="results"]').innerText()).toContain('Vera');
    await shot(page, `phone-${g.game}-results`);
    await guestKeepsTheRecord(page, g.game, decisions);
  }, 180_000);

  it('nile solo on a phone: the hint panel docks between the HUD and the prompt, portrait and landscape', async () => {
    const page = await openHome(env, {}, '&anim=fast', PORTRAIT, PHONE);
    await newGame(page, 'nile', [{ kind: 'you', name: 'Ann' }, ...named(['Nora', 'Otto'])], { seed: 'phone-hint' });
    expect(await waitTable(page, { timeoutMs: 60_000 })).toBe('turn');
    await pressBy(page, 'tap', 'hint');
    await page.waitForSelector('[data-testid="hint-panel"][data-status="shown"]', { timeout: 60_000 });
    await shot(page, 'phone-nile-hint-portrait', { canvas: true });
    await checkLayout(page, 'portrait, hint open');
    await resize(page, LANDSCAPE);
    await shot(page, 'phone-nile-hint-landscape', { canvas: true });
    await checkLayout(page, 'landscape, hint open');
  }, 90_000);
});
