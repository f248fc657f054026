/**
 * The rules reference in the browser: opened from the New Game screen (its contents, a picture, the search box, an
 * internal link, another game's rules, Escape), searched in Japanese on a phone, and opened by a deep link. What the
 * texts hold and how the search matches are unit tests (test/renderer/rules-*.test.ts); the rules opened over a
 * table and from a refused move's "Read the rule" link are in app.test.ts. Screenshots desktop and phone, en and ja.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eEnv, openHome, PORTRAIT, press, shot, SHOTS as E2E_SHOTS } from './harness';

const env = e2eEnv();
const SHOTS = join(E2E_SHOTS, 'rules');

/** Both the suite's screenshot (checked not blank) and a copy where the screens are looked at by hand. */
async function look(page: Page, name: string): Promise<void> {
  await shot(page, name);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, timeout: 30_000 });
}

/** Press these controls in turn, then wait for the rules to show `section`. */
async function openRules(page: Page, controls: string[], section: string): Promise<void> {
  for (const c of controls) await press(page, c);
  await page.waitForSelector(`[data-testid="rules"] section[data-section="${section}"]`);
}

const shownSections = (page: Page) => page.locator('[data-testid="rules"] section').evaluateAll((els) => els.map((e) => e.getAttribute('data-section')));

describe('The rules reference', () => {
  it('from New Game: contents, a picture, search, an internal link, another game, close', async () => {
    const page = await openHome(env);
    await openRules(page, ['game-nile', 'new-game-rules'], 'plant');
    const all = await shownSections(page);
    expect(all.length).toBeGreaterThan(5);
    expect(await page.locator('[data-testid="rules-toc"] button').count()).toBe(all.length);
    // The pictures are the bundled files rendered from the table (renderer/rules/figures, npm run rules:pictures).
    await page.locator('[data-testid="rules"] figure img').first().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[data-testid="rules"] figure img')].some((i) => i.complete && i.naturalWidth > 0), null, { timeout: 30_000 });
    await look(page, 'rules-01-nile-desktop-en');

    // The search box keeps the sections that hold every word; a word no section holds says so.
    await page.fill('[data-testid="rules-search"]', 'LOCUST largest discard');
    await expect.poll(() => shownSections(page)).toEqual(['locusts']);
    // The hits are marked in the text, and the contents list only what was found.
    expect(await page.locator('[data-testid="rules"] section mark').allInnerTexts()).toEqual(expect.arrayContaining(['Locust', 'largest', 'discard']));
    expect(await page.locator('[data-testid="rules-toc"] button').allInnerTexts()).toHaveLength(1);
    await page.fill('[data-testid="rules-search"]', 'zebra');
    await page.waitForSelector('[data-testid="rules-no-match"]');
    await page.fill('[data-testid="rules-search"]', '');
    await expect.poll(() => shownSections(page)).toEqual(all);

    // A [link](#section) in a paragraph goes to that section.
    await page.locator('section[data-section="turn"] a[href="#trade"]').click();
    await page.waitForFunction(() => {
      const r = document.querySelector('section[data-section="trade"]')?.getBoundingClientRect();
      return !!r && r.top >= 0 && r.top < 200;
    }, null, { timeout: 10_000 });

    // Another game's rules from the same screen; Escape closes and New Game is still there.
    await openRules(page, ['rules-game-nefertiti'], 'characters');
    await look(page, 'rules-01-nefertiti-desktop-en');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="rules"]', { state: 'detached' });
    await page.waitForSelector('[data-testid="new-game"]');
  }, 60_000);

  it('on a phone in Japanese: search by substring', async () => {
    const page = await openHome(env, { language: 'ja' }, '', PORTRAIT);
    await press(page, 'game-niagara');
    await page.waitForSelector('[data-testid="new-game-rules"]');
    await look(page, 'rules-05-new-game-phone-ja');
    await openRules(page, ['new-game-rules'], 'flow');
    expect(await page.locator('[data-testid="rules"] h2').first().innerText()).toBe('ゲームの目的');
    await page.fill('[data-testid="rules-search"]', '押された円盤');
    await expect.poll(() => shownSections(page)).toEqual(['flow']);
    expect(await page.locator('[data-testid="rules"] section mark').first().innerText()).toBe('押された円盤');
    await look(page, 'rules-06-search-phone-ja');
  }, 60_000);

  it('on a phone in English: a deep link opens its section, and the text fits the screen', async () => {
    const page = await openHome(env, {}, '&rules=niagara/cargo', PORTRAIT);
    await page.waitForSelector('[data-testid="rules"] section.target[data-section="cargo"]');
    const overflow = await page.locator('.rules-body').evaluate((e) => e.scrollWidth - e.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await look(page, 'rules-07-deep-link-phone-en');
  }, 60_000);
});
