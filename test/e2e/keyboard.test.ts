/**
 * Keyboard play on every table: two decisions of each game made with the keyboard only — Tab into the stage and
 * through its 3D targets, Enter to act, Esc to undo a half-made choice, Tab on to the HUD's buttons (`playDecision`
 * with `how: 'keys'`). The probes are read only to know whose turn it is and which target the keyboard is on; nothing
 * is clicked on the table. One browser, `?anim=fast`.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { easyBots, e2eEnv, newGame, openHome, shot } from './harness';
import { enterButton, enterTarget, pressed, tabTo } from './keyboard-play';
import { playDecisions, seeded, settled, table, waitTable } from './table';

const env = e2eEnv();
const DECISIONS = 2;
const GAMES = ['nile', 'niagara', 'banks', 'nefertiti'];

/**
 * Enter on the first target: when that only starts a move (a card picked, a canoe chosen), Esc takes it back and the
 * decision is as it was. Returns whether it did (a target that completes a move at once has nothing to take back).
 */
async function escUndoes(page: Page): Promise<boolean> {
  const before = await table(page);
  // A decision made on the HUD alone (a card from the hand, a buy-back) has no target on the stage.
  if (before.targets.length === 0 || !(await enterTarget(page, () => true))) return false;
  await settled(page, before.stamp, before.seq);
  const after = await table(page);
  if (after.seq !== before.seq || !after.myTurn) return false;
  await page.keyboard.press('Escape');
  await settled(page, after.stamp, after.seq);
  expect((await table(page)).stamp, 'Esc puts the decision back as it was').toBe(before.stamp);
  return true;
}

describe('keyboard play', () => {
  it.each(GAMES)(`%s: ${DECISIONS} decisions by keyboard only`, async (game) => {
    const page = await openHome(env, {}, '&anim=fast', { width: 1280, height: 800 });
    await newGame(page, game, [{ kind: 'you' }, ...easyBots(2)], { seed: `keys-${game}` });
    await page.waitForSelector(`[data-testid="table"][data-game="${game}"]`);
    expect(await waitTable(page, { timeoutMs: 60_000, pastHandoff: true })).toBe('turn');
    const onTargets = pressed.targets;
    const undone = await escUndoes(page);
    // A NILE hand card is picked for a move, never the move itself: there, Esc has something to take back.
    if (game === 'nile') expect(undone, 'Esc took back a picked card').toBe(true);
    // The focus ring on the table, for a look.
    if (!undone) await tabTo(page, '.stage-keys');
    await shot(page, `keys-${game}-focus`, { canvas: true });
    expect(await playDecisions(page, DECISIONS, { how: 'keys', rnd: seeded(4) })).toBe(DECISIONS);
    // The table itself was played by keyboard, not only its HUD buttons.
    expect(pressed.targets - onTargets).toBeGreaterThan(0);
  }, 120_000);

  it('a move made with a HUD button keeps the focus on the table (not the page body), on its targets', async () => {
    const page = await openHome(env, {}, '&anim=fast', { width: 1280, height: 800 });
    await newGame(page, 'nile', [{ kind: 'you' }, ...easyBots(1)], { seed: 'keys-focus' });
    await page.waitForSelector('[data-testid="table"][data-game="nile"]');
    expect(await waitTable(page, { timeoutMs: 60_000, pastHandoff: true })).toBe('turn');
    const before = await table(page);
    // Pass: its button goes away with the decision.
    expect(await enterButton(page, '[data-testid="act-pass"]')).toBe(true);
    await expect.poll(async () => (await table(page)).seq).toBeGreaterThan(before.seq);
    await expect.poll(() => page.evaluate(() => document.activeElement?.className ?? 'body')).toContain('stage-keys');
    // Back on our turn, the keyboard is on a target of the new decision: Tab goes on from the table.
    expect(await waitTable(page, { timeoutMs: 60_000 })).toBe('turn');
    await expect.poll(() => page.evaluate(() => window.__rtKeyFocus?.id ?? null)).not.toBeNull();
  }, 60_000);

  it('hot-seat: the Menu is over the hand-off cover, so the game can be saved with no hand shown', async () => {
    const page = await openHome(env, {}, '&anim=fast', { width: 1280, height: 800 });
    await newGame(page, 'nile', [{ kind: 'you', name: 'Ann' }, { kind: 'local', name: 'Ben' }], { seed: 'keys-hotseat' });
    await page.waitForSelector('[data-testid="handoff"]');
    // The stage is out of the Tab order while the cover is up; the Menu is not.
    expect(await page.locator('.stage-keys').getAttribute('tabindex')).toBe('-1');
    expect(await tabTo(page, '[data-testid="menu"]')).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="save-leave"]');
    // On top: what the pointer would hit at the button's centre is the button, not the cover.
    const onTop = await page.evaluate(() => {
      const r = document.querySelector('[data-testid="save-leave"]')?.getBoundingClientRect();
      return r ? document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.getAttribute('data-testid') : null;
    });
    expect(onTop).toBe('save-leave');
    await shot(page, 'keys-handoff-menu');
    expect(await enterButton(page, '[data-testid="save-leave"]')).toBe(true);
    await page.waitForSelector('[data-testid="saved-list"]');
  }, 60_000);
});
