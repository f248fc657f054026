/**
 * End-to-end helpers for the Niagara table: start a game from the New Game screen, wait for a decision, and make it
 * by clicking — the highlighted targets on the 3D board where they are on the canvas, the HUD otherwise.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { RtNiagara } from '../../renderer/app/probes';
import { SHOTS, newGame, pressBy, touchAt, waitTurn, type Pointer, type SeatChoice } from './harness';

/** What the Niagara table publishes (renderer/app/probes.ts). */
export type NiagaraRt = RtNiagara;

export const nrt = (page: Page): Promise<NiagaraRt | null> => page.evaluate(() => window.__rtNiagara ?? null);

/** New Game → Niagara with these seats; `roundCap` shortens the game (the engine's own option). */
export async function startNiagara(page: Page, seats: SeatChoice[], opts: { roundCap?: number; seed?: string } = {}): Promise<void> {
  await newGame(page, 'niagara', seats, { seed: opts.seed, options: opts.roundCap ? { roundCap: String(opts.roundCap) } : {} });
}

/** Wait until this page must decide (true) or the game is over (false). */
export async function waitDecision(page: Page, timeoutMs = 120_000): Promise<boolean> {
  return (await waitTurn(page, '__rtNiagara', { timeoutMs, pastHandoff: true })) === 'turn';
}

interface Projected {
  id: string;
  x: number;
  y: number;
}

export interface ClickStats {
  board: number;
  hud: number;
}

/** Click (or tap) a board target on the canvas if nothing covers it there; otherwise use the HUD button `fallback`. */
async function pick(page: Page, id: string, fallback: string, stats: ClickStats, how: Pointer): Promise<void> {
  // The targets are projected every frame: wait until this one is published.
  const t = await page
    .waitForFunction(
      (want) => {
        const w = window;
        // Only positions drawn for this very decision (the board publishes them on each frame).
        if (w.__rtNiagaraStamp !== w.__rtNiagara?.stamp) return null;
        return (w.__rtNiagaraTargets ?? []).find((x) => x.id === want) ?? null;
      },
      id,
      { timeout: 5000, polling: 100 },
    )
    .then((h) => h.jsonValue() as Promise<Projected>)
    .catch(() => null);
  const onCanvas = t && (await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName === 'CANVAS', t));
  const stamp = (await nrt(page))?.stamp;
  if (t && onCanvas) {
    await touchAt(page, how, t.x, t.y);
    // The click is taken when the decision moves on (a canoe or destination picked, or the move sent). A camera still
    // gliding when the position was read can make it miss: then the same choice is made from the HUD.
    const took = await page
      .waitForFunction((st) => window.__rtNiagara?.stamp !== st, stamp, { timeout: 5000, polling: 100 })
      .then(() => true)
      .catch(() => false);
    if (took) {
      stats.board++;
      return;
    }
  }
  // On a loaded machine the canvas click can land after the wait above: then the decision has moved on and the HUD
  // button is gone, so it is not pressed again.
  const movedOn = (await nrt(page))?.stamp !== stamp || (await page.locator(`[data-testid="${fallback}"]`).count()) === 0;
  if (movedOn) {
    await page.waitForFunction((st) => window.__rtNiagara?.stamp !== st, stamp, { timeout: 30_000, polling: 100 });
    stats.board++;
    return;
  }
  await pressBy(page, how, fallback);
  stats.hud++;
}

export type Policy = 'downstream' | 'upstream' | 'mixed';

const DOWN_ORDER = ['fallsL', 'fallsR', 'L7', 'R7', 'L6', 'R6', 'T5', 'T4', 'T3', 'T2', 'T1', 'bank'];

/** The destination a policy prefers among the highlighted ones. */
function choose(ids: string[], policy: Policy, turn: number): string {
  const order = policy === 'downstream' || (policy === 'mixed' && turn % 3 === 0) ? DOWN_ORDER.slice(2) : [...DOWN_ORDER].reverse().filter((x) => !x.startsWith('falls'));
  return order.find((x) => ids.includes(x)) ?? ids[0]!;
}

/** Make the current decision by clicking (or tapping, on a phone); returns what kind of decision it was. */
export async function decide(page: Page, policy: Policy, turn: number, stats: ClickStats, how: Pointer = 'click'): Promise<string> {
  const st = (await nrt(page))!;
  const before = st.seq;
  if (st.phase === 'choose') {
    // The HUD lists the hand (or the buy-backs) a frame after the decision is published: wait for it.
    await page.waitForSelector('[data-testid^="play-"], [data-testid^="buyback-"]', { timeout: 30_000 });
    if ((await page.locator('[data-testid^="buyback-"]').count()) > 0) {
      await pressBy(page, how, (await page.locator('[data-testid^="buyback-"]').first().getAttribute('data-testid'))!);
      await afterMove(page, before);
      return 'buyBack';
    }
    const cards = await page.locator('[data-testid^="play-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!));
    // Downstream runs want big cards; otherwise take turns through the hand.
    const card = policy === 'downstream' ? cards[cards.length - 1]! : cards[turn % cards.length]!;
    await pressBy(page, how, card);
    await afterMove(page, before);
    return 'play';
  }
  if (st.phase === 'cloud') {
    await page.waitForSelector('[data-testid^="weather-"]', { timeout: 30_000 });
    const ids = await page.locator('[data-testid^="weather-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('weather-'.length)));
    const delta = ids.includes('1') ? '1' : ids[0]!;
    await pick(page, `weather:${delta}`, `weather-${delta}`, stats, how);
    await afterMove(page, before);
    return 'cloud';
  }
  // Paddle: a canoe (unless already picked), a destination, maybe a cargo variant.
  if (!st.canoe) {
    // The HUD lists this decision's canoes (or Pass) a frame after the decision is published: wait for one of them.
    await page.waitForSelector('[data-testid^="canoe-"], [data-testid="act-pass"]', { timeout: 30_000 });
    const canoes = (await page.locator('[data-testid^="canoe-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('canoe-'.length))));
    if (canoes.length === 0) {
      await pressBy(page, how, 'act-pass');
      await afterMove(page, before);
      return 'pass';
    }
    await pick(page, `canoe:${canoes[0]}`, `canoe-${canoes[0]}`, stats, how);
    await page.waitForFunction(() => !!window.__rtNiagara?.canoe, null, { timeout: 10_000 });
  }
  await page.waitForSelector('[data-testid^="dest-"]', { timeout: 30_000 });
  const dests = await page.locator('[data-testid^="dest-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('dest-'.length)));
  const to = choose(dests, policy, turn);
  await pick(page, `dest:${to}`, `dest-${to}`, stats, how);
  // Several ways to get there (cargo before/after, a steal): the HUD lists them.
  const h = await page.waitForFunction(
    (s) => {
      const r = window.__rtNiagara;
      return !r || !r.myTurn || r.seq !== s ? 'sent' : r.dest ? 'variants' : null;
    },
    before,
    { timeout: 30_000, polling: 100 },
  );
  if ((await h.jsonValue()) === 'variants') await pressBy(page, how, 'variant-0');
  await afterMove(page, before);
  return 'paddle';
}

/** Wait until the host took the move (the table moved on). */
async function afterMove(page: Page, before: number): Promise<void> {
  try {
    await page.waitForFunction(
      (s) => {
        const st = window.__rtNiagara;
        return !st || !st.myTurn || st.seq !== s || !!document.querySelector('[data-testid="see-results"]');
      },
      before,
      { timeout: 60_000, polling: 100 },
    );
  } catch (e) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `niagara-failure-${Date.now()}.png`) }).catch(() => {});
    const diag = await page.evaluate(() => ({ rt: window.__rtNiagara, toasts: [...document.querySelectorAll('.toast')].map((t) => t.textContent), actions: document.querySelector('[data-testid="actions"]')?.textContent })).catch(() => null);
    throw new Error(`the Niagara move was not taken within 60 s: ${JSON.stringify(diag)}`, { cause: e });
  }
}
