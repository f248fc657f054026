/**
 * Names are text, short and visible: hostile names in every place that shows one. A LAN game of Niagara whose bots
 * have hostile names typed on the New Game screen (the widest legal name, ZWJ emoji, Zalgo, Arabic), and whose
 * LAN seat a guest takes over the protocol from Node with a raw right-to-left-override name full of controls (so the
 * host's own rule is what cleans it). Each place is measured at 1280×800 and 390×844: every name element
 * (`.player-name`) draws inside its box and the screen, and no forbidden character reaches the page. Places: the
 * lobby, the join page (a phone guest's browser), the table HUD (the host's desktop, a phone spectator), the results,
 * the replay (its viewer choice and "reveal all" secrets).
 */
import type { Page } from 'playwright-core';
import { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { autoPlay } from '../../client/auto-player';
import { Session } from '../../client/session';
import { WsTransport } from '../../client/ws';
import { e2eEnv, newGame, newPage, openHome, PHONE, press, shot } from './harness';
import { forbiddenOnPage, namesOutOfBox } from './names-check';

const env = e2eEnv();

const DESKTOP = { width: 1280, height: 800 };
const PHONE_SIZE = { width: 390, height: 844 };

/** Seat 1..4: bots named on the New Game screen. */
const BOT_NAMES = ['W'.repeat(24), '👩🏽‍💻'.repeat(24), `Z${'\u0336\u0353'.repeat(20)}algo${'\u0489'.repeat(30)} Zalgo`, 'محمد بن موسى الخوارزمي وأبناؤه'];
/** Seat 0: the LAN guest's raw name, as sent over the protocol. */
const GUEST_RAW = '\u0000\u0007\u001b[31mBob\u202Egnp.exe\u2066\u200B';
const GUEST_CLEAN = '[31mBobgnp.exe';

/** The names shown (their titles: the whole names), at this moment. */
const namesShown = (page: Page) => page.locator('.player-name').evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''));

/** At both sizes: the names fit their boxes and the screen, nothing forbidden shows; a picture of each. */
async function checkPlace(page: Page, place: string, sizes = [DESKTOP, PHONE_SIZE]): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    // The picture first: kept to look at when a check below fails.
    await shot(page, `names-${place}-${size.width}x${size.height}`);
    await expect.poll(() => namesOutOfBox(page), { timeout: 5000, message: `${place} at ${size.width}` }).toEqual([]);
    expect(await forbiddenOnPage(page), `${place} at ${size.width}`).toEqual([]);
  }
}

/** The lobby: names typed on New Game, cleaned and cut in their seats. Returns the room code and the LAN port. */
async function lobby(host: Page): Promise<{ code: string; lanPort: number }> {
  await newGame(host, 'niagara', [{ kind: 'lan' }, ...BOT_NAMES.map((name) => ({ kind: 'bot' as const, bot: ['easy'], name }))], { options: { roundCap: '2' } });
  await host.waitForSelector('[data-testid="lobby"]');
  await expect.poll(() => host.locator('[data-testid="room-code"]').innerText()).toMatch(/^[A-Z0-9]{4,8}$/);
  const code = await host.locator('[data-testid="room-code"]').innerText();
  const lanPort = ((await (await fetch(`${env.app.url}api/info`)).json()) as { lanPort: number }).lanPort;
  const shown = await namesShown(host);
  expect(shown).toContain('W'.repeat(24));
  expect(shown).toContain('👩🏽‍💻'.repeat(24));
  await checkPlace(host, 'lobby');
  return { code, lanPort };
}

/** The join page on a phone: a name with nothing visible is refused, in words; then the phone watches. */
async function joinPage(phone: Page, lanPort: number, code: string): Promise<void> {
  await phone.goto(`http://127.0.0.1:${lanPort}/?join=${code}&e2e=1`);
  await phone.waitForSelector('[data-testid="join"]');
  await phone.fill('[data-testid="join-name"]', '\u200B\u2060\u3164');
  await press(phone, 'join-submit');
  await expect.poll(() => phone.locator('[data-testid="join-error"]').innerText()).toBe('A name needs at least one visible character.');
  await checkPlace(phone, 'join', [PHONE_SIZE]);
  await phone.fill('[data-testid="join-name"]', '');
  await phone.locator('button', { hasText: 'Watch' }).first().click();
  await phone.waitForSelector('[data-testid="table"]', { timeout: 30_000 });
}

/** A guest from Node takes the LAN seat with a raw hostile name (the host's rule cleans it) and plays it out. */
async function guestJoins(lanPort: number, code: string): Promise<{ session: Session<WsTransport>; finished: Promise<unknown> }> {
  const session = new Session(new WsTransport(`ws://127.0.0.1:${lanPort}/ws`, { WebSocket, reconnect: false }), { timeoutMs: 15_000 });
  await session.connect();
  const joined = await session.join({ code }, 'any', GUEST_RAW);
  expect(joined.summary?.seats[0]?.name).toBe(GUEST_CLEAN);
  return { session, finished: autoPlay(session, joined.match, 0, (s) => s.legal![0]!).finished };
}

/** The table's HUD (and its name plates) on the host's desktop and the phone spectator's screen. */
async function tables(host: Page, phone: Page): Promise<void> {
  await host.waitForSelector('[data-testid="table"]', { timeout: 30_000 });
  await expect.poll(() => namesShown(host), { timeout: 30_000 }).toContain(GUEST_CLEAN);
  await checkPlace(host, 'table-desktop', [DESKTOP]);
  await expect.poll(() => namesShown(phone), { timeout: 30_000 }).toContain(GUEST_CLEAN);
  await checkPlace(phone, 'table-phone', [PHONE_SIZE]);
}

/** The results, then the replay with every seat's secrets shown. */
async function resultsAndReplay(host: Page): Promise<void> {
  await host.setViewportSize(DESKTOP);
  await press(host, 'see-results');
  await host.waitForSelector('[data-testid="results"]');
  await checkPlace(host, 'results');
  await host.setViewportSize(DESKTOP);
  await press(host, 'watch-replay');
  await host.waitForSelector('[data-testid="replay-view"]', { timeout: 30_000 });
  await host.selectOption('[data-testid="replay-viewer"]', 'all');
  await host.waitForSelector('[data-testid="replay-secrets"]');
  await checkPlace(host, 'replay');
}

describe('names are text, short and visible', () => {
  // One game through every place (a page lives for one test: the harness closes them after each).
  it('hostile names in the lobby, the join page, the table HUD on a desktop and a phone, the results and the replay', async () => {
    const host = await openHome(env, {}, '', DESKTOP);
    const { code, lanPort } = await lobby(host);
    const phone = await newPage(env.browser, {}, PHONE_SIZE, PHONE);
    await joinPage(phone, lanPort, code);
    const guest = await guestJoins(lanPort, code);
    try {
      await tables(host, phone);
      await guest.finished;
      await resultsAndReplay(host);
    } finally {
      guest.session.close();
    }
  }, 120_000);
});
