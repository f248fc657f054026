/**
 * The rules reference end to end: opened from the New Game screen and from a table's menu (over the game, which goes
 * on underneath), searched (accent- and case-free; Japanese by substring), and reached from a refused move's
 * "Read the rule" link, which opens the section that explains the refused action. Screenshots desktop and phone, en and ja.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eEnv, handCards, newGame, newPage, openHome, press, shot, SHOTS as E2E_SHOTS, waitTurnOrEnd } from './harness';

const env = e2eEnv();
const PHONE = { width: 390, height: 844 };
const SHOTS = join(E2E_SHOTS, 'rules');

/** Both the suite's screenshot (checked not blank) and a copy where the screens are looked at by hand. */
async function look(page: Page, name: string): Promise<void> {
  await shot(page, name);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` }).catch(() => {});
}

/** Press these controls in turn, then wait for the rules to show `section`. */
async function openRules(page: Page, controls: string[], section: string): Promise<void> {
  for (const c of controls) await press(page, c);
  await page.waitForSelector(`[data-testid="rules"] section[data-section="${section}"]`);
}

const shownSections = (page: Page) => page.locator('[data-testid="rules"] section').evaluateAll((els) => els.map((e) => e.getAttribute('data-section')));

describe('The rules reference', () => {
  it('from New Game: contents, figures, search, internal links, close', async () => {
    const page = await openHome(env);
    await openRules(page, ['game-nile', 'new-game-rules'], 'plant');
    const all = await shownSections(page);
    expect(all).toEqual(expect.arrayContaining(['setup', 'turn', 'plant', 'speculate', 'scoring', 'variants']));
    expect(await page.locator('[data-testid="rules-toc"] button').count()).toBe(all.length);
    // The pictures are the bundled files rendered from the table (renderer/rules/figures, npm run rules:pictures).
    const img = page.locator('[data-testid="rules"] figure img').first();
    await img.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[data-testid="rules"] figure img')].some((i) => i.complete && i.naturalWidth > 0), null, { timeout: 30_000 });
    await look(page, 'rules-01-nile-desktop-en');

    // Search: every word, any case; a word no section holds says so.
    await page.fill('[data-testid="rules-search"]', 'LOCUST largest discard');
    await expect.poll(() => shownSections(page)).toEqual(['locusts']);
    await page.fill('[data-testid="rules-search"]', 'zebra');
    await page.waitForSelector('[data-testid="rules-no-match"]');
    await page.fill('[data-testid="rules-search"]', '');

    // A [link](#section) in a paragraph goes to that section.
    await page.locator('section[data-section="turn"] a[href="#trade"]').click();
    await page.waitForFunction(() => {
      const r = document.querySelector('section[data-section="trade"]')?.getBoundingClientRect();
      return !!r && r.top >= 0 && r.top < 200;
    }, null, { timeout: 10_000 });

    // The other games from the same screen (a picture of each); Escape closes and New Game is still there.
    for (const [game, section] of [['banks', 'flood'], ['nefertiti', 'characters'], ['niagara', 'flow']] as const) {
      await openRules(page, [`rules-game-${game}`], section);
      await look(page, `rules-01-${game}-desktop-en`);
    }
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="rules"]', { state: 'detached' });
    await page.waitForSelector('[data-testid="new-game"]');
    await page.close();
  });

  it("from a table's menu, over the game; a refused move links to the rule that explains it", async () => {
    const page = await openHome(env);
    await newGame(page, 'nile', [{ kind: 'you', name: 'Ann' }, { kind: 'bot', bot: ['easy'] }], { seed: 'rules-e2e', options: { firstPlayer: '0' } });
    await page.waitForSelector('[data-testid="table"]');
    expect(await waitTurnOrEnd(page, 120_000)).toBe(true);
    const seq = await page.evaluate(() => window.__rt?.seq);

    await openRules(page, ['menu', 'menu-rules'], 'turn');
    await look(page, 'rules-02-over-table-desktop-en');
    await press(page, 'rules-close');
    // The same game, still on this player's turn: nothing was left or lost.
    await page.waitForSelector('[data-testid="table"]');
    expect(await page.evaluate(() => ({ myTurn: window.__rt?.myTurn, seq: window.__rt?.seq }))).toEqual({ myTurn: true, seq });

    // A single crop card cannot start a field: the host refuses, and the toast links the planting rules.
    const one = (await handCards(page)).find((c) => c.face.length === 1 && c.selectable);
    expect(one, 'a crop card in the opening hand').toBeDefined();
    await page.mouse.click(one!.x, one!.y);
    await page.waitForFunction(() => (window.__rtHand ?? []).some((c) => c.selected), null, { timeout: 15_000 });
    await press(page, 'act-plant');
    const link = page.locator('[data-testid="toast-rule"]');
    await link.first().waitFor({ timeout: 15_000 });
    await look(page, 'rules-03-refusal-desktop-en');
    await link.first().click();
    await page.waitForSelector('[data-testid="rules"] section.target[data-section="plant"]');
    await page.waitForFunction(() => {
      const r = document.querySelector('section[data-section="plant"]')?.getBoundingClientRect();
      return !!r && r.top >= 0 && r.top < 200;
    }, null, { timeout: 10_000 });
    await look(page, 'rules-04-refusal-rule-desktop-en');
    await press(page, 'rules-close');
    expect(await page.evaluate(() => window.__rt?.myTurn)).toBe(true);
    await page.close();
  });

  it('in Japanese, desktop and phone: search by substring', async () => {
    for (const [viewport, name] of [[{ width: 1280, height: 800 }, 'desktop'], [PHONE, 'phone']] as const) {
      const page = await newPage(env.browser, { language: 'ja' }, viewport);
      await page.goto(`${env.app.url}?e2e=1`);
      await page.waitForSelector('[data-testid="game-niagara"]');
      await press(page, 'game-niagara');
      await page.waitForSelector('[data-testid="new-game-rules"]');
      await look(page, `rules-05-new-game-${name}-ja`);
      await openRules(page, ['new-game-rules'], 'flow');
      expect(await page.locator('[data-testid="rules"] h2').first().innerText()).toBe('ゲームの目的');
      await look(page, `rules-05b-niagara-${name}-ja`);
      await page.fill('[data-testid="rules-search"]', '押された円盤');
      await expect.poll(() => shownSections(page)).toEqual(['flow']);
      await look(page, `rules-06-search-${name}-ja`);
      await page.close();
    }
  });

  it('on a phone in English: a deep link opens its section, and the text fits the screen', async () => {
    const page = await newPage(env.browser, {}, PHONE);
    await page.goto(`${env.app.url}?e2e=1&rules=niagara/cargo`);
    await page.waitForSelector('[data-testid="rules"] section.target[data-section="cargo"]');
    const overflow = await page.evaluate(() => document.querySelector('.rules-body')!.scrollWidth - document.querySelector('.rules-body')!.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await look(page, 'rules-07-deep-link-phone-en');
    await page.close();
  });
});
