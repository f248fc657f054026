import type { Page } from 'playwright-core';
import type { RtTableState } from '../../renderer/app/probes';
import { join } from 'node:path';
import { SHOTS, hudShown, touchAt, type Pointer } from './harness';

/**
 * Any table, driven the way a player would, through the table kit's one probe (`window.__rtTable()`): what the table
 * shows, where each thing the seat may click on the stage is, and the HUD's action buttons. One driver for the four
 * games: `playDecision` makes one move.
 */

/** The table on screen now (null: none). */
export const tableState = (page: Page): Promise<RtTableState | null> => page.evaluate(() => window.__rtTable?.() ?? null);

/** Wait until this page must act ('turn'; with `pastHandoff`, once the hand-off cover is gone) or the game is over. */
export async function waitTable(page: Page, opts: { timeoutMs: number; pastHandoff?: boolean }): Promise<'turn' | 'over'> {
  const h = await page.waitForFunction(
    (pastHandoff) => {
      if (document.querySelector('[data-testid="see-results"]')) return 'over';
      const s = window.__rtTable?.();
      if (s && s.myTurn && !s.busy && s.ready && !(pastHandoff && s.handoff)) return 'turn';
      return null;
    },
    !!opts.pastHandoff,
    { timeout: opts.timeoutMs, polling: 100 },
  );
  return (await h.jsonValue()) === 'turn' ? 'turn' : 'over';
}

/** An enabled button of the HUD's actions region: its test id, and whether it completes a move (primary or ready). */
interface ActionButton {
  id: string;
  primary: boolean;
  /** Goes back (Clear, Cancel, Back): never what a random player picks. */
  back: boolean;
}

const actionButtons = (page: Page): Promise<ActionButton[]> =>
  page.$$eval('[data-region="actions"] button[data-testid]:not([disabled])', (els) =>
    els.map((e) => ({
      id: e.getAttribute('data-testid') ?? '',
      primary: e.getAttribute('data-ready') === 'true' || (e.classList.contains('btn-primary') && e.getAttribute('aria-disabled') !== 'true'),
      back: e.classList.contains('btn-ghost'),
    })),
  );

/** A small seeded generator, so a test's choices replay (a mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pickOne = <X>(list: readonly X[], rnd: () => number): X | undefined => list[Math.floor(rnd() * list.length)];

/**
 * One move of the seat on screen, by clicks (or taps) only: while the decision is the same, click what completes a
 * move if the HUD offers one (a ready or primary button), else a target on the stage or a button of the actions
 * region at random (never a back button), and wait for the table to take the click. Returns when the seat's move
 * was taken (the seq moved on, or the seat no longer acts) or the game is over. Throws with what the table showed
 * when 16 clicks made no move.
 */
export async function playDecision(page: Page, opts: { how?: Pointer; rnd?: () => number; timeoutMs?: number } = {}): Promise<'moved' | 'over'> {
  const how = opts.how ?? 'click';
  const rnd = opts.rnd ?? Math.random;
  if ((await waitTable(page, { timeoutMs: opts.timeoutMs ?? 60_000, pastHandoff: true })) === 'over') return 'over';
  const first = await tableState(page);
  if (!first) throw new Error('no table on screen');
  for (let click = 0; click < 16; click++) {
    const s = await tableState(page);
    if (!s || s.seq !== first.seq || !s.myTurn) return 'moved';
    const buttons = (await actionButtons(page)).filter((b) => !b.back);
    const ready = buttons.filter((b) => b.primary);
    // What a player can click: a target under a HUD box or off screen is out of reach until the view changes.
    const target = pickOne(s.targets.filter((t) => t.clickable), rnd);
    const button = pickOne(ready.length ? ready : buttons, rnd);
    // A move the HUD can complete is taken; otherwise a target (or a button) moves the decision on.
    if (button && (ready.length > 0 || !target || rnd() < 0.25)) {
      await hudShown(page);
      const el = page.locator(`[data-region="actions"] [data-testid="${button.id}"]`).first();
      if (how === 'tap') await el.tap({ force: true, timeout: 10_000 });
      else await el.click({ force: true, timeout: 10_000 });
    } else if (target) {
      await touchAt(page, how, target.x, target.y);
    } else {
      throw new Error(`nothing to click: ${JSON.stringify(s)}`);
    }
    await settled(page, s.stamp, s.seq);
  }
  throw new Error(`16 clicks made no move: ${JSON.stringify(await tableState(page))}`);
}

/** Until the table took a click: its stamp or seq changed and its targets were drawn for it, or the game ended. */
export async function settled(page: Page, stamp: string, seq: number): Promise<void> {
  const took = page.waitForFunction(
    ({ stamp, seq }) => {
      if (document.querySelector('[data-testid="see-results"]')) return true;
      const s = window.__rtTable?.();
      return !s || ((s.stamp !== stamp || s.seq !== seq) && s.ready) || !s.myTurn;
    },
    { stamp, seq },
    { timeout: 30_000, polling: 50 },
  );
  await took.catch(async (e: unknown) => {
    await page.screenshot({ path: join(SHOTS, `table-click-${Date.now()}.png`) });
    throw new Error(`the table did not take the click (stamp ${stamp}): ${JSON.stringify(await tableState(page))}`, { cause: e });
  });
}
