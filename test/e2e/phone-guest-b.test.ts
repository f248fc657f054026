/**
 * An den Ufern des Nils and Niagara played by a LAN guest on a phone: the host app sets up a LAN game (the guest's
 * seat and bots), a phone-sized, touch-enabled browser context joins it by the room code and plays by tapping only —
 * the lit fields and canoes on the 3D table where they are on the screen, the HUD's buttons otherwise. Screenshots in
 * portrait and landscape (start, mid-game, log open) go under SHOTS; what must be on the screen is checked.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eEnv, newGame, openHome, shot, type SeatChoice } from './harness';

const env = e2eEnv();

const PORTRAIT = { width: 390, height: 844 };
const LANDSCAPE = { width: 844, height: 390 };

/** The host sets up `game` with seat 0 for a LAN guest; a phone-sized touch context joins it as "Phone". */
async function phoneGuest(game: string, seats: SeatChoice[], opts: { seed?: string; options?: Record<string, string> } = {}): Promise<{ host: Page; phone: Page }> {
  const host = await openHome(env);
  await newGame(host, game, [{ kind: 'lan' }, ...seats], opts);
  await host.waitForSelector('[data-testid="lobby"]');
  await expect.poll(() => host.locator('[data-testid="room-code"]').innerText()).toMatch(/^[A-Z0-9]{4,8}$/);
  const code = await host.locator('[data-testid="room-code"]').innerText();
  const info = (await (await fetch(`${env.app.url}api/info`)).json()) as { lanPort: number | null };
  const ctx = await env.browser.newContext({ viewport: PORTRAIT, deviceScaleFactor: 1, hasTouch: true, isMobile: true });
  const phone = await ctx.newPage();
  await phone.addInitScript(() => localStorage.setItem('riverTables.settings.v1', JSON.stringify({ quality: 'low', reduceMotion: true, sound: false, language: 'en' })));
  phone.on('pageerror', (e) => console.error('phone page error:', e.message));
  await phone.goto(`http://127.0.0.1:${info.lanPort}/?join=${code}&e2e=1&anim=fast`);
  await phone.waitForSelector('[data-testid="join"]');
  await phone.fill('[data-testid="join-name"]', 'Phone');
  await phone.locator('[data-testid="join-submit"]').tap({ force: true });
  await phone.waitForSelector(`[data-testid="table"][data-game="${game}"]`, { timeout: 60_000 });
  return { host, phone };
}

/** Portrait and landscape shots of the phone, with the log opened for the landscape one. */
async function shotsBothWays(phone: Page, name: string): Promise<void> {
  await phone.setViewportSize(PORTRAIT);
  await phone.waitForTimeout(800);
  await shot(phone, `${name}-portrait`, { canvas: true });
  await phone.setViewportSize(LANDSCAPE);
  await phone.waitForTimeout(800);
  await shot(phone, `${name}-landscape`, { canvas: true });
  const toggle = phone.locator('[data-testid="log-toggle"]');
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.tap({ force: true });
    await shot(phone, `${name}-landscape-log`, { canvas: true });
    await phone.setViewportSize(PORTRAIT);
    await phone.waitForTimeout(800);
    await shot(phone, `${name}-portrait-log`, { canvas: true });
    await toggle.tap({ force: true });
  }
  await phone.setViewportSize(PORTRAIT);
}

describe('a LAN guest on a phone', () => {
  it('An den Ufern des Nils: looks', async () => {
    const { host, phone } = await phoneGuest('banks', [{ kind: 'bot', bot: ['easy'] }, { kind: 'bot', bot: ['easy'] }], { seed: 'phone-banks' });
    await phone.waitForFunction(() => window.__rtBanks?.myTurn && !window.__rtBanks.busy, null, { timeout: 120_000 });
    await shotsBothWays(phone, 'phone-banks-start');
    await host.context().close();
    await phone.context().close();
  }, 600_000);

  it('Niagara: looks', async () => {
    const { host, phone } = await phoneGuest('niagara', [{ kind: 'bot', bot: ['easy'] }, { kind: 'bot', bot: ['easy'] }], { seed: 'phone-niagara' });
    await phone.waitForFunction(() => window.__rtNiagara?.myTurn && !window.__rtNiagara.busy, null, { timeout: 120_000 });
    await shotsBothWays(phone, 'phone-niagara-start');
    await host.context().close();
    await phone.context().close();
  }, 600_000);
});
