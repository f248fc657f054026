/**
 * The showcase audience, in the system Chromium: while the kiosk page runs a one-game playlist (NILE, 2 players, a
 * visitor seat open for a minute), a phone-sized page opens the address the kiosk's QR code shows, takes the seat
 * with "Take the seat" (the seat-token flow of a LAN join) and plays from the phone; a second phone only watches and
 * sees the live game. The host runs as at an event (`npm run showcase -- playlist.json`: the LAN listener is open
 * from the start), with instant bots so the test stays short.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { encodePlaylist, playlistSchema } from '../../protocol/playlist';
import { e2eEnv, newPage, PORTRAIT as PHONE, shot, type TestPage } from './harness';
import { playDecision, seeded, table, tableState, waitTable } from './table';
import { showcaseState, waitShowcase } from './showcase-support';
import { forbiddenOnPage, namesOutOfBox } from './names-check';

/** The visitor types a hostile name: a right-to-left override, a zero-width space and far too many letters. */
const VISITOR = `Vera\u202E\u200B${'W'.repeat(40)}`;

const playlist = playlistSchema.parse({ games: [{ game: 'nile', players: 2 }], bot: 'greedy', claimMs: 60_000, intermissionMs: 3000, attractMs: 500, watchdogMs: 60_000 });
const dir = mkdtempSync(join(tmpdir(), 'rt-showcase-'));
const playlistFile = join(dir, 'playlist.json');
writeFileSync(playlistFile, JSON.stringify(playlist));
const env = e2eEnv(['--showcase', playlistFile]);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A phone-sized page that records uncaught errors. */
async function phonePage(): Promise<{ page: TestPage; errors: string[] }> {
  const page = await newPage(env.browser, { quality: 'low' }, PHONE);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

/** Everything of `selector` lies inside the phone's screen width (nothing cut off at the sides). */
async function fitsWidth(page: Page, selector: string): Promise<void> {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not on screen`);
  expect(b.x, `${selector} left edge`).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width, `${selector} right edge`).toBeLessThanOrEqual(PHONE.width);
}

/**
 * The attract screen on a portrait kiosk (1080 × 1920) reads from a few steps away: the QR code a third of the screen's
 * width, the title at least 5 % of it, everything inside the screen. Sized off the width as on a landscape screen,
 * they were 22 % and 4 %, a small block in the middle of a tall screen. The page goes back to its size after.
 */
async function readsOnPortrait(kiosk: Page): Promise<void> {
  const before = kiosk.viewportSize();
  await kiosk.setViewportSize({ width: 1080, height: 1920 });
  await kiosk.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await shot(kiosk, 'showcase-kiosk-claim-portrait');
  const got = await kiosk.evaluate(() => {
    const box = (sel: string) => document.querySelector(sel)?.getBoundingClientRect() ?? null;
    const qr = box('.sc-attract .sc-qr');
    const all = box('.sc-attract');
    const parts = [...document.querySelectorAll('.sc-attract > *')].map((e) => e.getBoundingClientRect());
    const title = document.querySelector('.sc-attract h1');
    return { qr: qr?.width ?? 0, title: title ? parseFloat(getComputedStyle(title).fontSize) : 0, inside: !!all && parts.every((r) => r.left >= 0 && r.right <= innerWidth && r.top >= 0 && r.bottom <= innerHeight) };
  });
  expect(got.qr, 'the QR code, a third of the width').toBeGreaterThanOrEqual(1080 / 3);
  expect(got.title, "the title's size").toBeGreaterThanOrEqual(54);
  expect(got.inside, 'the attract screen inside the screen').toBe(true);
  if (before) await kiosk.setViewportSize(before);
}

describe('showcase audience', () => {
  it('a visitor takes the seat from a phone and plays; another phone watches the live game', async () => {
    const kiosk = await newPage(env.browser, { quality: 'low' });
    const kioskErrors: string[] = [];
    kiosk.on('pageerror', (e) => kioskErrors.push(e.message));
    await kiosk.goto(`${env.app.url}?e2e=1&showcase=${encodePlaylist(playlist)}`);
    // The next game waits for a visitor: the big QR code says so.
    await waitShowcase(kiosk, (s) => s.phase === 'claim', null, 30_000);
    await kiosk.waitForSelector('[data-testid="showcase-scan"]', { timeout: 30_000 });
    await shot(kiosk, 'showcase-kiosk-claim');
    await readsOnPortrait(kiosk);

    // The QR code's address: this host's LAN address and LAN port. Tests only talk to loopback, so the phones open
    // the same port and page on 127.0.0.1 (the LAN listener answers on every interface).
    const info = (await (await fetch(`${env.app.url}api/info`)).json()) as { lanPort: number | null; addresses: string[] };
    expect(info.lanPort, 'the LAN listener is open from the start').toBeGreaterThan(0);
    const scan = await kiosk.locator('[data-testid="showcase-scan"]').innerText();
    const shown = scan.match(/https?:\/\/\S+/)?.[0] ?? null;
    if (info.addresses.length) {
      // A machine with a LAN address: the kiosk shows it (without one it says phones cannot join, and shows no code).
      if (!shown) throw new Error('the kiosk shows no phone address');
      const u = new URL(shown);
      expect(`${u.port}${u.pathname}${u.search}`).toBe(`${info.lanPort}/?showcase=watch`);
    }
    const watchUrl = `http://127.0.0.1:${info.lanPort}/?showcase=watch&e2e=1`;

    // The visitor: the watch page offers the open seat.
    const visitor = await phonePage();
    await visitor.page.goto(watchUrl);
    await visitor.page.waitForSelector('[data-testid="showcase-claim-seat"]', { timeout: 30_000 });
    // No game on yet: the page shows the four games, not an empty screen.
    expect(await visitor.page.locator('[data-testid="showcase-watch-waiting"] .sc-art').count()).toBe(4);
    await visitor.page.fill('[data-testid="showcase-name"]', VISITOR);
    await shot(visitor.page, 'showcase-phone-watch');
    await fitsWidth(visitor.page, '[data-testid="showcase-claim"]');
    await visitor.page.locator('[data-testid="showcase-claim-seat"]').click();
    // The visitor plays on the same page (it goes back to watching at the next game), under their own name.
    await visitor.page.waitForSelector('[data-testid="showcase-playing"]', { timeout: 30_000 });
    await visitor.page.waitForSelector('.sc-watch-table [data-testid="table"]', { timeout: 30_000 });
    await expect.poll(() => visitor.page.locator('[data-testid="player-0"]').innerText(), { timeout: 30_000 }).toContain('Vera');

    // The kiosk starts the game with the visitor in it, named on screen.
    const playing = await waitShowcase(kiosk, (s) => s.phase === 'playing', null, 30_000);
    await expect.poll(() => kiosk.locator('[data-testid="showcase-header"]').innerText(), { timeout: 30_000 }).toContain('Vera');
    expect((await tableState(visitor.page))?.match, 'the phone plays the game on the big screen').toBe(playing.match);
    await shot(kiosk, 'showcase-kiosk-visitor', { canvas: true });
    // The name is cleaned (no override, no zero-width space, 24 characters at most) and cut inside its boxes, on the
    // kiosk's caption and scoreboard and on the visitor's phone.
    for (const p of [kiosk, visitor.page]) {
      await expect.poll(() => namesOutOfBox(p), { timeout: 10_000, message: 'names inside their boxes' }).toEqual([]);
      expect(await forbiddenOnPage(p)).toEqual([]);
    }
    expect(await kiosk.locator('.player-name[title^="Vera"]').first().getAttribute('title')).toBe(`Vera${'W'.repeat(20)}`);

    // A second phone only watches: it follows that same game.
    const watcher = await phonePage();
    await watcher.page.goto(watchUrl);
    await watcher.page.waitForSelector('.sc-watch-table [data-testid="table"]', { timeout: 30_000 });
    await expect.poll(async () => (await tableState(watcher.page))?.match, { timeout: 30_000 }).toBe(playing.match);
    expect((await table(watcher.page)).myTurn, 'a spectator never has a turn').toBe(false);
    await expect.poll(() => watcher.page.locator('[data-testid="player-0"]').innerText(), { timeout: 30_000 }).toContain('Vera');

    // The visitor plays from the phone (the hand and the buttons are on the phone's screen).
    let moves = 0;
    while (moves < 2 && (await waitTable(visitor.page, { timeoutMs: 60_000 })) === 'turn') {
      if (moves === 0) {
        await shot(visitor.page, 'showcase-phone-playing', { canvas: true });
        for (const id of ['turn-box', 'player-1', 'prompt', 'actions']) await fitsWidth(visitor.page, `[data-testid="${id}"]`);
      }
      await playDecision(visitor.page, { rnd: seeded(9) });
      moves++;
    }
    expect(moves, 'moves made from the phone').toBeGreaterThanOrEqual(1);
    // The watching phone sees the game go on: it catches up with the visitor's moves.
    const { seq } = await table(visitor.page);
    await expect.poll(async () => (await tableState(watcher.page))?.seq ?? -1, { timeout: 30_000 }).toBeGreaterThanOrEqual(seq);
    await shot(watcher.page, 'showcase-phone-spectator', { canvas: true });
    // The kiosk captions the moves (it may trail the phones on a loaded machine: wait for it, asserting no timing).
    await expect.poll(async () => (await showcaseState(kiosk))?.captions ?? 0, { timeout: 60_000, message: 'the kiosk captioned the moves' }).toBeGreaterThan(0);
    expect((await showcaseState(kiosk))?.errors, 'the kiosk loop survived no error').toEqual([]);

    for (const p of [kiosk, visitor.page, watcher.page]) expect(p.external, 'nothing fetched from outside').toEqual([]);
    expect([...kioskErrors, ...visitor.errors, ...watcher.errors]).toEqual([]);
  }, 120_000);
});
