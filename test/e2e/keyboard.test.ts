/**
 * Keyboard play on every table (issue 21, item 3): ten decisions of each game made with the keyboard only — Tab into
 * the stage and through its 3D targets, Enter to act, Esc to undo a half-made choice, Tab on to the HUD's buttons. The
 * probes are read only to know whose turn it is and which target the keyboard is on; nothing is clicked on the table.
 * (The game is set up through the New Game screen as the other e2e tests do.) One browser, `?anim=fast`.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eEnv, newGame, newPage, shot, waitTurn, type SeatChoice, type TurnProbe } from './harness';
import { enterButton, enterTarget, pressed, tabTo, tabToTarget } from './keyboard-play';

const env = e2eEnv();
const bot: SeatChoice = { kind: 'bot', bot: ['easy'] };
const DECISIONS = 10;

/** The probe's seq, to see a decision taken (the host answered: a new snapshot). */
const seqOf = (page: Page, probe: TurnProbe) => page.evaluate((p) => window[p]?.seq ?? -1, probe);

async function waitTaken(page: Page, probe: TurnProbe, before: number): Promise<void> {
  await page.waitForFunction(
    ({ p, s }) => {
      const st = window[p];
      return !st || st.seq !== s || !st.myTurn || !!document.querySelector('[data-testid="see-results"]');
    },
    { p: probe, s: before },
    { timeout: 60_000, polling: 100 },
  );
}

/** One NILE turn: plant a pair from the hand (two cards by keyboard, then the Plant button), else pass. */
async function nileDecision(page: Page): Promise<string> {
  const hand = (await page.evaluate(() => window.__rt?.hand)) ?? [];
  const byFace = new Map<string, number[]>();
  hand.forEach((f, i) => byFace.set(f, [...(byFace.get(f) ?? []), i]));
  const pair = [...byFace].find(([f, ix]) => f.length === 1 && ix.length >= 2);
  if (pair) {
    const [face, [a, b]] = pair as [string, number[]];
    await enterTarget(page, (id) => id === `hand:${a}:${face}`);
    await enterTarget(page, (id) => id === `hand:${b}:${face}`);
    if (await enterButton(page, '[data-testid="act-plant"][data-ready="true"]')) return 'plant';
    // Not a move after all: Esc puts the cards back (from the stage).
    await tabToTarget(page, () => true);
    await page.keyboard.press('Escape');
  }
  expect(await enterButton(page, '[data-testid="act-pass"]')).toBe(true);
  return 'pass';
}

/** One Niagara decision: a card from the hand, a cloud move, or a canoe and its destination on the river. */
async function niagaraDecision(page: Page): Promise<string> {
  const st = (await page.evaluate(() => window.__rtNiagara))!;
  if (st.phase === 'choose') {
    expect(await enterButton(page, '[data-testid^="buyback-"], [data-testid^="play-"]')).toBe(true);
    return 'play';
  }
  if (st.phase === 'cloud') {
    expect(await enterTarget(page, (id) => id.startsWith('weather:'))).not.toBeNull();
    return 'cloud';
  }
  if (!st.canoe && !(await enterTarget(page, (id) => id.startsWith('canoe:')))) {
    expect(await enterButton(page, '[data-testid="act-pass"]')).toBe(true);
    return 'pass';
  }
  await page.waitForFunction(() => !!window.__rtNiagara?.canoe, null, { timeout: 10_000 });
  expect(await enterTarget(page, (id) => id.startsWith('dest:'))).not.toBeNull();
  // Several ways to get there: the HUD lists them.
  await page.waitForFunction(() => !window.__rtNiagara?.myTurn || !!document.querySelector('[data-testid="variant-0"]') || window.__rtNiagara.busy, null, { timeout: 10_000 }).catch(() => {});
  if ((await page.locator('[data-testid="variant-0"]').count()) > 0) await enterButton(page, '[data-testid="variant-0"]');
  return 'paddle';
}

/** One banks decision: a lit field on the board when there is one (after a crop kind when sowing), else a HUD button. */
async function banksDecision(page: Page): Promise<string> {
  const field = await enterTarget(page, (id) => id.startsWith('field:'));
  if (field) {
    await page.waitForFunction(() => !!document.querySelector('[data-testid="banks-opt-0"]') || !window.__rtBanks?.myTurn || window.__rtBanks.busy, null, { timeout: 5000 }).catch(() => {});
    if ((await page.locator('[data-testid="banks-opt-0"]').count()) > 0) await enterButton(page, '[data-testid="banks-opt-0"]');
    return field;
  }
  for (const sel of ['[data-testid^="banks-kind-"]', '[data-testid^="banks-rot-row-"]']) {
    if (await enterButton(page, sel)) {
      await page.waitForTimeout(200);
      if (await enterTarget(page, (id) => id.startsWith('field:'))) return 'sow';
      if (await enterButton(page, '[data-testid^="banks-rot-pick-"]')) return 'rot';
    }
  }
  expect(await enterButton(page, '[data-testid^="banks-btn-"], [data-testid="banks-end-turn"]')).toBe(true);
  return 'button';
}

/** One Nefertiti decision: a lit space on the board, else the HUD's first choice (gifts taken when offered). */
async function nefDecision(page: Page): Promise<string> {
  const st = (await page.evaluate(() => window.__rtNefertiti))!;
  if (st.legalSpaces !== '') {
    await page.waitForFunction(() => (window.__rtKeyFocus?.count ?? 1) > 0, null, { timeout: 10_000 }).catch(() => {});
    const id = await enterTarget(page, (x) => x.startsWith('space:'));
    expect(id).not.toBeNull();
    return id!;
  }
  if (await enterButton(page, '[data-testid="nef-act-takeGifts"], [data-testid="nef-act-buy"]')) return 'gifts';
  expect(await enterButton(page, '[data-testid^="nef-act-"]')).toBe(true);
  return 'button';
}

interface GameCase {
  game: string;
  probe: TurnProbe;
  seats: SeatChoice[];
  decide: (page: Page) => Promise<string>;
}

const GAMES: GameCase[] = [
  { game: 'nile', probe: '__rt', seats: [{ kind: 'you' }, bot], decide: nileDecision },
  { game: 'niagara', probe: '__rtNiagara', seats: [{ kind: 'you' }, bot, bot], decide: niagaraDecision },
  { game: 'banks', probe: '__rtBanks', seats: [{ kind: 'you' }, bot, bot], decide: banksDecision },
  { game: 'nefertiti', probe: '__rtNefertiti', seats: [{ kind: 'you' }, bot, bot], decide: nefDecision },
];

describe('keyboard play', () => {
  for (const g of GAMES) {
    it(`${g.game}: ${DECISIONS} decisions by keyboard only`, async () => {
      const page = await newPage(env.browser, {}, { width: 1280, height: 800 });
      await page.goto(`${env.app.url}?e2e=1&anim=fast`);
      await page.waitForSelector('[data-testid="game-nile"]');
      await newGame(page, g.game, g.seats, { seed: `keys-${g.game}` });
      await page.waitForSelector(`[data-testid="table"][data-game="${g.game}"]`);
      const done: string[] = [];
      const onTargets = pressed.targets;
      // The focus ring on the table, for a look: the first target played.
      pressed.onceBefore = (p) => shot(p, `keys-${g.game}-focus`, { canvas: true });
      for (let n = 0; n < DECISIONS; n++) {
        if ((await waitTurn(page, g.probe, { timeoutMs: 120_000, pastHandoff: true })) === 'over') break;
        const before = await seqOf(page, g.probe);
        done.push(await g.decide(page));
        await waitTaken(page, g.probe, before);
      }
      expect(done.length, done.join(', ')).toBe(DECISIONS);
      // The table itself was played by keyboard, not only its HUD buttons.
      expect(pressed.targets - onTargets, done.join(', ')).toBeGreaterThan(0);
      await page.context().close();
    }, 600_000);
  }

  it('hot-seat: the Menu is over the hand-off cover, so the game can be saved with no hand shown', async () => {
    const page = await newPage(env.browser, {}, { width: 1280, height: 800 });
    await page.goto(`${env.app.url}?e2e=1&anim=fast`);
    await page.waitForSelector('[data-testid="game-nile"]');
    await newGame(page, 'nile', [{ kind: 'you', name: 'Ann' }, { kind: 'local', name: 'Ben' }], { seed: 'keys-hotseat' });
    await page.waitForSelector('[data-testid="handoff"]');
    // The stage is out of the Tab order while the cover is up; the Menu is not.
    expect(await page.locator('.stage-keys').getAttribute('tabindex')).toBe('-1');
    expect(await tabTo(page, '[data-testid="menu"]')).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="save-leave"]');
    // On top: what the pointer would hit at the button's centre is the button, not the cover.
    const onTop = await page.evaluate(() => {
      const r = document.querySelector('[data-testid="save-leave"]')!.getBoundingClientRect();
      return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.getAttribute('data-testid');
    });
    expect(onTop).toBe('save-leave');
    await shot(page, 'keys-handoff-menu');
    expect(await enterButton(page, '[data-testid="save-leave"]')).toBe(true);
    await page.waitForSelector('[data-testid="saved-list"]');
    await page.context().close();
  }, 300_000);
});
