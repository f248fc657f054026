/**
 * Why not, in place (issue 35): a pick that cannot be played shows its action disabled in the actions region, with
 * the engine's reason in the player's language beside it, asked of the host as a dry run (nothing is sent, the seq
 * stays). One page per game, through the generic driver's probe: NILE two cards of the flood's crop (seed
 * `why-nile-0`: the flood is Castor and the opening hand holds two), in English; An den Ufern des Nils, in French, a
 * field the player just covered with desert clicked again; Niagara, a river spot the picked canoe cannot reach with
 * its card and another crew's canoe (the scene reports clicks on pieces that are no targets); Nefertiti, in German,
 * the bid space the player took on the turn before. The things the rules do not allow now are found by the probe's
 * `others`. Pictures of each at a desktop's and a phone's width go to the e2e screenshots folder (`why-not-*.png`).
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { easyBots, e2eEnv, newGame, openHome, picture, PORTRAIT, SHOTS, resize } from './harness';
import { moveTaken, settled, steadyPoint, table, waitTable } from './table';

const env = e2eEnv();

/** The reason shown in the actions region once the host answered. */
const reasonOf = async (page: Page): Promise<string> => {
  const reason = page.locator('[data-region="actions"] [data-testid="why-not-reason"][data-asking="false"]');
  await reason.first().waitFor({ timeout: 20_000 });
  return reason.first().innerText();
};

/**
 * Click a thing on the stage (by the probe's id) and wait until the table took it: a legal target, or with `others`
 * one the rules do not allow now (the probe's `others`). Clicked where it stays put (the driver's `steadyPoint`: a
 * pick may frame a close-up, and a click read before the camera set off landed on another spot).
 */
async function clickTarget(page: Page, id: RegExp | string, list: 'targets' | 'others' = 'targets'): Promise<{ id: string; x: number; y: number }> {
  await page.waitForFunction(() => !window.__rtCameraMoving, null, { timeout: 10_000, polling: 50 });
  const s = await table(page);
  const t = s[list].find((x) => x.clickable && (typeof id === 'string' ? x.id === id : id.test(x.id)));
  if (!t) throw new Error(`no ${list} ${String(id)}: ${s[list].map((x) => `${x.id}${x.clickable ? '' : '(covered)'}`).join(' ')}`);
  const at = await steadyPoint(page, t, list);
  if (!at) throw new Error(`${t.id} went out of reach before it could be clicked`);
  await page.mouse.click(at.x, at.y);
  await settled(page, s.stamp, s.seq);
  return { id: t.id, ...at };
}

/** The why-not in the actions region: its action disabled, nothing sent (the seq as it was), no refusal toast. */
async function nothingPlayed(page: Page, seq: number): Promise<void> {
  expect(await page.locator('[data-region="actions"] [data-testid="why-not-action"]').getAttribute('aria-disabled')).toBe('true');
  expect((await table(page)).seq, 'nothing was played').toBe(seq);
  expect(await page.locator('[data-testid="error-toast"]').count()).toBe(0);
}

/** Pictures of the table as it is at a desktop's width and at a phone's (the same page, resized). */
async function pictures(page: Page, name: string): Promise<void> {
  await picture(page, join(SHOTS, `why-not-${name}-1280x800.png`));
  await resize(page, PORTRAIT);
  await page.locator('[data-region="actions"] [data-testid="why-not-reason"][data-asking="false"]').first().waitFor({ timeout: 10_000 });
  await picture(page, join(SHOTS, `why-not-${name}-390x844.png`));
  await resize(page, { width: 1280, height: 800 });
}

describe('why not, in place', () => {
  it('NILE: two cards of the flooded crop keep Plant in its place, disabled, with the reason beside it', async () => {
    const page = await openHome(env, { language: 'en' }, '&anim=fast', { width: 1280, height: 800 });
    await newGame(page, 'nile', [{ kind: 'you', name: 'Ann' }, ...easyBots(2)], { seed: 'why-nile-0' });
    await waitTable(page, { timeoutMs: 60_000, pastHandoff: true });
    const { seq } = await table(page);
    const castor = (await table(page)).targets.filter((t) => /^hand:\d+:C$/.test(t.id)).map((t) => t.id);
    expect(castor.length, 'two Castor in the opening hand').toBeGreaterThanOrEqual(2);
    for (const id of castor.slice(0, 2)) await clickTarget(page, id);
    expect(await reasonOf(page)).toMatch(/^Not allowed: Castor is flooded: it cannot be planted this turn Read the rule/);
    const plant = page.locator('[data-region="actions"] [data-testid="act-plant"]');
    expect(await plant.getAttribute('aria-disabled')).toBe('true');
    expect(await plant.innerText()).toMatch(/Castor/);
    // For a screen reader: the button is described by the reason.
    const described = await plant.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).innerText()).toMatch(/flooded/);
    // A click on it sends nothing.
    await plant.click({ force: true });
    await new Promise((r) => setTimeout(r, 300));
    expect((await table(page)).seq, 'nothing was played').toBe(seq);
    expect(await page.locator('[data-testid="error-toast"]').count()).toBe(0);
    await pictures(page, 'nile');
    // Esc, with the focus still on that disabled button, lets the pick go, and with it the reason (as on the stage).
    await plant.focus();
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="why-not"]').waitFor({ state: 'detached', timeout: 10_000 });
    // Pick again, then Clear lets it go too.
    for (const id of castor.slice(0, 2)) await clickTarget(page, id);
    await reasonOf(page);
    await page.locator('[data-region="actions"] [data-testid="act-clear"]').click({ force: true });
    await page.locator('[data-testid="why-not"]').waitFor({ state: 'detached', timeout: 10_000 });
    // Market pressed with one card: refused in its place too (the engine's shape check, in English here), not sent.
    await clickTarget(page, castor[0]!);
    const market = page.locator('[data-region="actions"] [data-testid="act-market"]');
    await market.click();
    const marketReason = page.locator('[data-testid="why-not"]:has([data-testid="act-market"]) [data-testid="why-not-reason"]');
    expect(await marketReason.innerText()).toMatch(/^Not allowed: a trade takes exactly two cards/);
    expect(await market.getAttribute('aria-disabled')).toBe('true');
    expect((await table(page)).seq, 'nothing was played').toBe(seq);
    expect(await page.locator('[data-testid="error-toast"]').count()).toBe(0);
    expect(await page.locator('[data-testid="why-not"]').count(), 'the press is the one why-not shown').toBe(1);
    await picture(page, join(SHOTS, 'why-not-nile-market-1280x800.png'));
    // The next pick lets it go: with a second card, Market is the exact trade again.
    await clickTarget(page, castor[1]!);
    await marketReason.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await market.getAttribute('data-ready')).toBe('true');
    await page.close();
  }, 90_000);

  it('An den Ufern des Nils, in French: a field that cannot take the move shows the move disabled with the reason', async () => {
    const page = await openHome(env, { language: 'fr' }, '&anim=fast', { width: 1280, height: 800 });
    await newGame(page, 'banks', [{ kind: 'you', name: 'Ann' }, ...easyBots(2)], { seed: 'why-banks-1' });
    await waitTable(page, { timeoutMs: 60_000, pastHandoff: true });
    // Place the first desert; on the next field decision, click that field again.
    const first = await table(page);
    const field = first.targets.find((t) => t.clickable && t.id.startsWith('field:'));
    if (!field) throw new Error(`no field to click: ${first.targets.map((x) => x.id).join(' ')}`);
    await page.mouse.click(field.x, field.y);
    await moveTaken(page, first.seq);
    await waitTable(page, { timeoutMs: 60_000, pastHandoff: true });
    const now = await table(page);
    expect(now.targets.some((t) => t.id === field.id), `${field.id} is no longer offered`).toBe(false);
    await page.mouse.click(field.x, field.y);
    await settled(page, now.stamp, now.seq);
    const reason = await reasonOf(page);
    expect(reason).toMatch(/^Interdit : /);
    // The reason itself is French too, naming the field by bank, row and place, not by its id (ui/banks/refusals.ts).
    expect(reason).not.toMatch(/\b[WE]\d+-\d+\b|\bfield\b/);
    expect(await page.locator('[data-region="actions"] [data-testid="why-not-action"]').getAttribute('aria-disabled')).toBe('true');
    expect((await table(page)).seq, 'nothing was played').toBe(now.seq);
    await pictures(page, 'banks-fr');
    await page.close();
  }, 90_000);

  it('Niagara: a river spot out of the card\'s reach, then another crew\'s canoe, each shows the move disabled with the reason', async () => {
    const page = await openHome(env, { language: 'en' }, '&anim=fast', { width: 1280, height: 800 });
    await newGame(page, 'niagara', [{ kind: 'you', name: 'Ann' }, ...easyBots(2)], { seed: 'why-niagara-0' });
    await waitTable(page, { timeoutMs: 60_000, pastHandoff: true });
    // Play paddle card 2; on the paddle decision, pick a canoe, then click a spot it cannot reach with 2 points.
    const choose = await table(page);
    await page.locator('[data-region="actions"] [data-testid="play-2"]').click({ force: true });
    await moveTaken(page, choose.seq);
    await waitTable(page, { timeoutMs: 60_000, pastHandoff: true });
    const paddle = await table(page);
    expect(paddle.facts.phase).toBe('paddle');
    if (!paddle.facts.canoe) await clickTarget(page, /^canoe:/);
    await clickTarget(page, /^spot:/, 'others');
    expect(await reasonOf(page)).toMatch(/^Not allowed: that move does not spend exactly 2 points by the rules/);
    await nothingPlayed(page, paddle.seq);
    await pictures(page, 'niagara');
    // Another crew's canoe: its move is held too, with why it cannot move now.
    await clickTarget(page, /^canoe:/, 'others');
    expect(await reasonOf(page)).toMatch(/^Not allowed: .+ does not belong to the \w+ crew, whose canoes move now/);
    await nothingPlayed(page, paddle.seq);
    await page.close();
  }, 90_000);

  it('Nefertiti, in German: the bid space taken on the turn before, clicked again, shows the placement disabled with the reason', async () => {
    const page = await openHome(env, { language: 'de' }, '&anim=fast', { width: 1280, height: 800 });
    await newGame(page, 'nefertiti', [{ kind: 'you', name: 'Ann' }, ...easyBots(2)], { seed: 'why-nef-0' });
    await waitTable(page, { timeoutMs: 60_000, pastHandoff: true });
    const first = await table(page);
    const space = await clickTarget(page, /^space:/);
    await moveTaken(page, first.seq);
    await waitTable(page, { timeoutMs: 60_000, pastHandoff: true });
    const now = await table(page);
    await clickTarget(page, space.id, 'others');
    const reason = await reasonOf(page);
    expect(reason).toMatch(/^Nicht erlaubt: das Feld \d+ in .+ ist schon besetzt/);
    await nothingPlayed(page, now.seq);
    await pictures(page, 'nefertiti-de');
    await page.close();
  }, 90_000);
});
