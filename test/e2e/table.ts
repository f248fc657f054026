import type { Page } from 'playwright-core';
import type { RtTableState } from '../../renderer/app/probes';
import { prng } from '../../renderer/scenes/common/prng';
import { failureShot, hudShown, touchAt, type Pointer } from './harness';
import { enterButton, enterTarget } from './keyboard-play';

/**
 * Any table, driven the way a player would, through the table kit's one probe (`window.__rtTable()`): what the table
 * shows, where each thing the seat may click on the stage is, and the HUD's action buttons. One driver for the four
 * games: `playDecision` makes one move, by mouse, by taps or by keyboard.
 */

/** The table on screen now (null: none). */
export const tableState = (page: Page): Promise<RtTableState | null> => page.evaluate(() => window.__rtTable?.() ?? null);

/** The table on screen now; throws when there is none (a test that expects a table). */
export async function table(page: Page): Promise<RtTableState> {
  const s = await tableState(page);
  if (!s) throw new Error('no table on screen');
  return s;
}

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

/** Wait until the host took the seat's move made at `seq`: the seq moved on, the seat no longer acts, or the game is over. */
export async function moveTaken(page: Page, seq: number, timeoutMs = 60_000): Promise<void> {
  try {
    await page.waitForFunction(
      (seq) => {
        const s = window.__rtTable?.();
        return !s || !s.myTurn || s.seq !== seq || !!document.querySelector('[data-testid="see-results"]');
      },
      seq,
      { timeout: timeoutMs, polling: 100 },
    );
  } catch (e) {
    const shot = await failureShot(page, 'move-taken');
    const toasts = await page.$$eval('[data-testid="error-toast"]', (els) => els.map((t) => t.textContent));
    throw new Error(`the move made at seq ${seq} was not taken (${shot}; toasts ${JSON.stringify(toasts)}): ${JSON.stringify(await tableState(page))}`, { cause: e });
  }
}

/** Wait until the table shows no animation (busy false), e.g. before a picture of it. */
export const waitIdle = (page: Page, timeoutMs = 30_000) => page.waitForFunction(() => window.__rtTable?.().busy === false, null, { timeout: timeoutMs, polling: 100 });

/** A list of strings from a fact (empty when the fact is not one). */
const strings = (x: unknown): string[] => (Array.isArray(x) ? x.filter((s): s is string => typeof s === 'string') : []);

/**
 * The hands a table's facts show (NILE's): `hand`, the revealed seat's as shown, and `handOf`, each held seat's hand by
 * its own view (`?e2e=1` only).
 */
export function handFacts(s: RtTableState): { hand: string[]; handOf: Record<string, string[]> } {
  const of = s.facts.handOf;
  const handOf = typeof of === 'object' && of !== null ? Object.fromEntries(Object.entries(of).map(([k, v]) => [k, strings(v)])) : {};
  return { hand: strings(s.facts.hand), handOf };
}

/** An enabled button of the HUD's actions region (neither disabled nor marked as not offered now): its test id, and whether it completes a move (primary or ready). */
export interface ActionButton {
  id: string;
  primary: boolean;
  /** Goes back (Clear, Cancel, Back): never what a random player picks. */
  back: boolean;
}

export const actionButtons = (page: Page): Promise<ActionButton[]> =>
  page.$$eval('[data-region="actions"] button[data-testid]:not([disabled]):not([aria-disabled="true"])', (els) =>
    els.map((e) => ({
      id: e.getAttribute('data-testid') ?? '',
      primary: e.getAttribute('data-ready') === 'true' || e.classList.contains('btn-primary'),
      back: e.classList.contains('btn-ghost'),
    })),
  );

/** A small seeded generator, so a test's choices replay (the renderer's own mulberry32). */
export const seeded = prng;

const pickOne = <X>(list: readonly X[], rnd: () => number): X | undefined => list[Math.floor(rnd() * list.length)];

/** How a move is made: clicks, taps (a phone context), or the keyboard only (Tab, Enter). */
export type Input = Pointer | 'keys';

type Target = RtTableState['targets'][number];

/**
 * Use a HUD button of the actions region; false when the pointer's input did not reach it. A forced click goes to
 * where the button was measured: when the HUD re-lays itself out just then (NILE's Plant turns into its reason once
 * the host answers why not, and the buttons beside it move), the click lands elsewhere and is not this input.
 */
async function useButton(page: Page, how: Input, id: string): Promise<boolean> {
  const sel = `[data-region="actions"] [data-testid="${id}"]`;
  if (how === 'keys') {
    if (!(await enterButton(page, sel))) throw new Error(`the keyboard does not reach ${id}`);
    return true;
  }
  await hudShown(page);
  const el = page.locator(sel).first();
  const armed = await el.evaluate((b) => {
    b.removeAttribute('data-rt-hit');
    b.addEventListener('click', () => b.setAttribute('data-rt-hit', ''), { once: true });
    return true;
  }, null, { timeout: 10_000 }).catch(() => false);
  if (!armed) return false;
  if (how === 'tap') await el.tap({ force: true, timeout: 10_000 });
  else await el.click({ force: true, timeout: 10_000 });
  // A button the input removed (the move was taken and the HUD redrawn) was reached.
  return page.evaluate((s) => {
    const b = document.querySelector(s);
    return !b || b.hasAttribute('data-rt-hit');
  }, sel);
}

/**
 * Where target `t` is once it stays put, or null when it is no longer in reach. Put: the table camera is not easing
 * to a new framing (a phone turned, a pan: `__rtCameraMoving`), and two looks agree, the first being `t` as read. Two
 * looks alone were not enough: on the software renderer a frame of an ease can take longer than the time between them,
 * and a tap sent then missed its target. `list`: the probe's list `t` is in (`others`: what the rules do not allow now).
 */
export async function steadyPoint(page: Page, t: Target, list: 'targets' | 'others' = 'targets'): Promise<{ x: number; y: number } | null> {
  const h = await page.waitForFunction(
    ({ first, list }) => {
      const t = window.__rtTable?.()[list].find((x) => x.id === first.id);
      if (!t || !t.clickable) return { at: null };
      if (window.__rtCameraMoving) return null;
      const seen = `${t.id}@${t.x},${t.y}`;
      const last = document.body.dataset.rtSteady ?? `${first.id}@${first.x},${first.y}`;
      document.body.dataset.rtSteady = seen;
      return seen === last ? { at: { x: t.x, y: t.y } } : null;
    },
    { first: t, list },
    { timeout: 10_000, polling: 50 },
  );
  await page.evaluate(() => delete document.body.dataset.rtSteady);
  return (await h.jsonValue())?.at ?? null;
}

/**
 * Use a target on the stage: a click or tap where it is (once it stays put), or the keyboard's Tab to it and Enter.
 * False when it went out of reach before it could be used.
 */
async function useTarget(page: Page, how: Input, t: Target): Promise<string | null> {
  if (how === 'keys') {
    if (!(await enterTarget(page, (id) => id === t.id))) throw new Error(`the keyboard does not reach ${t.id}`);
    return `keys to ${t.id}`;
  }
  const at = await steadyPoint(page, t);
  if (at) await touchAt(page, how, at.x, at.y);
  return at && `${how} on ${t.id} at ${at.x},${at.y}`;
}

export interface DecisionOptions {
  how?: Input;
  rnd?: () => number;
  timeoutMs?: number;
}

/**
 * One move of the seat on screen, by clicks, taps or keys only: while the decision is the same, use what completes a
 * move if the HUD offers one (a ready or primary button), else a target on the stage or a button of the actions
 * region at random (never a back button), and wait for the table to take it (a button that only starts a move, such as
 * NILE's Market with one card, is refused in place: the button says why, and another input follows).
 * Returns when the seat's move was taken (the seq moved on, or the seat no longer acts) or the game is over. Throws
 * with what the table showed when 24 inputs made no move.
 */
export async function playDecision(page: Page, opts: DecisionOptions = {}): Promise<'moved' | 'over'> {
  const how = opts.how ?? 'click';
  const rnd = opts.rnd ?? Math.random;
  if ((await waitTable(page, { timeoutMs: opts.timeoutMs ?? 60_000, pastHandoff: true })) === 'over') return 'over';
  const first = await table(page);
  for (let input = 0; input < 24; input++) {
    const s = await tableState(page);
    if (!s || s.seq !== first.seq || !s.myTurn) return 'moved';
    const buttons = (await actionButtons(page)).filter((b) => !b.back);
    const ready = buttons.filter((b) => b.primary);
    // What a player can click: a target under a HUD box or off screen is out of reach until the view changes. The
    // keyboard reaches every target.
    const target = pickOne(how === 'keys' ? s.targets : s.targets.filter((t) => t.clickable), rnd);
    const button = pickOne(ready.length ? ready : buttons, rnd);
    // A move the HUD can complete is taken; otherwise a target (or a button) moves the decision on.
    await markToasts(page);
    let used: string | null;
    if (button && (ready.length > 0 || !target || rnd() < 0.25)) {
      if (!(await useButton(page, how, button.id))) continue;
      used = `${how} on button ${button.id}`;
    } else if (!target) throw new Error(`nothing to click: ${JSON.stringify(s)}`);
    else if (!(used = await useTarget(page, how, target))) continue;
    await settled(page, s.stamp, s.seq, used, { whyNot: true });
  }
  throw new Error(`24 inputs made no move: ${JSON.stringify(await tableState(page))}`);
}

/** Play the seat's decisions until `count` were made or the game is over; returns how many were made. */
export async function playDecisions(page: Page, count: number, opts: DecisionOptions = {}): Promise<number> {
  for (let n = 0; n < count; n++) if ((await playDecision(page, opts)) === 'over') return n;
  return count;
}

/**
 * Marks the refusals shown now (toasts, and why-nots in the actions region), so that `settled` tells a new one (the
 * answer to the next input) from them.
 */
const markToasts = (page: Page) => page.$$eval('[data-testid="error-toast"], [data-testid="why-not"]', (els) => els.forEach((e) => e.setAttribute('data-rt-seen', '')));

/**
 * Until the table took an input: its stamp or seq changed and its targets were drawn for it, or it was refused (a
 * refusal toast not marked by `markToasts`, or with `whyNot` a why-not in place not marked by it, such as NILE's
 * Market pressed with one card: callers that mark what was shown before the input), or the game ended.
 */
export async function settled(page: Page, stamp: string, seq: number, input = 'the input', opts: { whyNot?: boolean } = {}): Promise<void> {
  try {
    await page.waitForFunction(
      ({ stamp, seq, whyNot }) => {
        if (document.querySelector('[data-testid="see-results"], [data-testid="error-toast"]:not([data-rt-seen])')) return true;
        const s = window.__rtTable?.();
        if (!s || !s.myTurn) return true;
        // A why-not that came with a new stamp (a pick) waits for the stage, as any new stamp does.
        if (s.stamp !== stamp || s.seq !== seq) return s.ready;
        return whyNot && !!document.querySelector('[data-testid="why-not"]:not([data-rt-seen])');
      },
      { stamp, seq, whyNot: opts.whyNot === true },
      { timeout: 30_000, polling: 50 },
    );
  } catch (e) {
    const shot = await failureShot(page, 'table-input');
    throw new Error(`the table did not take ${input} (stamp ${stamp}; ${shot}): ${JSON.stringify(await tableState(page))}`, { cause: e });
  }
}
