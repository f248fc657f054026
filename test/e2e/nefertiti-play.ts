/**
 * Driving the 3D Nefertiti table in the browser for the end-to-end tests: start a game from the New Game screen,
 * read what the table shows (window.__rtNefertiti) and where its click targets are on the canvas
 * (window.__rtNefTargets), and play one decision by clicking. Every wait is on the table's state (whose turn, seq,
 * the targets the canvas has drawn), never on time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { SHOTS, newGame, press, waitTurn, type SeatChoice } from './harness';
import { decodePng, imageStats } from './png';

export type NefState = NonNullable<Window['__rtNefertiti']>;
export type NefTarget = NonNullable<Window['__rtNefTargets']>[number];

export const nefState = (page: Page): Promise<NefState | null> => page.evaluate(() => window.__rtNefertiti ?? null);
export const nefTargets = (page: Page): Promise<NefTarget[]> => page.evaluate(() => window.__rtNefTargets ?? []);

/** From the home screen: Nefertiti, `players` seats (seat 0 you, the others bots of the cheapest level), start. */
export async function startNefertiti(page: Page, players = 4, seed?: string): Promise<void> {
  // Bots of level 'easy' (the greedy bot with an occasional slip: no search, so the game runs at the pace of the table).
  const bots = Array.from({ length: players - 1 }, (): SeatChoice => ({ kind: 'bot', bot: ['easy'] }));
  await newGame(page, 'nefertiti', [{}, ...bots], { seed });
  await page.waitForSelector('[data-testid="table"][data-game="nefertiti"]');
}

/** Wait until this page must act ('turn') or the game is over ('over'). */
export async function waitNefTurnOrEnd(page: Page, timeoutMs = 120_000): Promise<'turn' | 'over'> {
  return waitTurn(page, '__rtNefertiti', { timeoutMs, pastHandoff: true });
}

/**
 * Wait until the canvas has drawn this decision's click targets: the lit spaces it published are exactly the legal
 * placements the table holds now (so no stale position from an earlier frame is clicked), or, when nothing is to be
 * placed, until the HUD shows its choice buttons.
 */
export async function waitTargetsDrawn(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      () => {
        const s = window.__rtNefertiti;
        if (!s) return false;
        if (s.legalSpaces === '') return !!document.querySelector('[data-testid^="nef-act-"], [data-testid^="nef-char-"]');
        const lit = (window.__rtNefTargets ?? []).filter((x) => x.kind === 'space' && x.legal).map((x) => x.id);
        return lit.sort().join(' ') === s.legalSpaces;
      },
      null,
      { timeout: 30_000, polling: 100 },
    );
  } catch (e) {
    throw new Error(`the canvas did not draw this decision's targets within 30 s: ${await diagnose(page)}`, { cause: e });
  }
}

/** Free spaces (lit or not) whose projected point really is on the canvas (not under a HUD panel, in the viewport). */
export async function clickableSpaces(page: Page, legal = true): Promise<NefTarget[]> {
  return page.evaluate(
    (lit) =>
      (window.__rtNefTargets ?? []).filter((x) => {
        if (x.kind !== 'space' || x.legal !== lit) return false;
        const el = document.elementFromPoint(x.x, x.y);
        return !!el && el.tagName === 'CANVAS';
      }),
    legal,
  );
}

/** Deterministic pick among options (the test's own counter, not Math.random). */
let picks = 0;

/**
 * If a character may be played now (the player holds a seal), play one by clicking its card beside the board (its
 * HUD button if the card is covered there). Returns the character's id, or null when none is offered.
 */
export async function playCharacter(page: Page): Promise<string | null> {
  const before = (await nefState(page))!;
  await waitTargetsDrawn(page);
  const offered = await page.locator('[data-testid^="nef-char-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('nef-char-'.length)));
  if (offered.length === 0) return null;
  const id = offered[0]!;
  const card = (await nefTargets(page)).find((t) => t.kind === 'character' && t.id === id && t.legal);
  const onCanvas = card && (await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName === 'CANVAS', card));
  if (card && onCanvas) await page.mouse.click(card.x, card.y);
  else await press(page, `nef-char-${id}`);
  // Playing a character spends a seal: the table asks first, and nothing is sent until it is confirmed.
  await page.waitForSelector('[data-testid="nef-char-confirm"]', { timeout: 10_000 });
  expect((await nefState(page))!.seq, 'nothing is sent before the confirmation').toBe(before.seq);
  await press(page, 'nef-char-confirm');
  // Taken when the host's events for it arrived (the seal spent, the character played): a new seq.
  await awaitTaken(page, `character (${id})`, before.seq, false);
  return id;
}

/**
 * Wait until the host took what was just clicked: a new seq (or, when `endsTurn`, the turn passing or the game ending);
 * throw, with what the page shows, if it was refused or nothing happened within 60 s.
 */
async function awaitTaken(page: Page, what: string, seq: number, endsTurn: boolean): Promise<void> {
  try {
    await page.waitForFunction(
      ({ seq, endsTurn }) => {
        const st = window.__rtNefertiti;
        if (document.querySelector('[data-testid="error-toast"]') || !st || st.seq !== seq) return true;
        return endsTurn && (!st.myTurn || !!document.querySelector('[data-testid="see-results"]'));
      },
      { seq, endsTurn },
      { timeout: 60_000, polling: 100 },
    );
  } catch (e) {
    throw new Error(`the ${what} was not taken within 60 s: ${await diagnose(page)}`, { cause: e });
  }
  const refused = await errorToast(page);
  if (refused) throw new Error(`the ${what} was refused: ${refused}: ${await diagnose(page)}`);
}

/** A refusal toast's text, if one is showing. */
const errorToast = (page: Page): Promise<string | null> => page.evaluate(() => document.querySelector('[data-testid="error-toast"]')?.textContent ?? null);

/**
 * Play the pending decision by clicking: a lit bid space on the canvas (a placement), otherwise one of the HUD's
 * choice buttons (resolution, character targets, close / pass). Waits until the host took it. Returns what was clicked.
 */
export async function playNefDecision(page: Page, opts: { preferSealed?: boolean; tap?: boolean } = {}): Promise<string> {
  const before = (await nefState(page))!;
  await waitTargetsDrawn(page);
  const spaces = await clickableSpaces(page);
  let did: string;
  if (before.legalSpaces !== '') {
    // A lit space hidden under a HUD panel would be a layout bug: every legal placement must be clickable. A portrait
    // phone shows two markets at a time (its arrows pan to the others): there, the lit spaces of the view it chose.
    if (opts.tap) expect(spaces.length, `no lit space on the phone's screen: ${before.legalSpaces}`).toBeGreaterThan(0);
    else expect(spaces.length, `lit spaces covered by the HUD: ${before.legalSpaces}`).toBe(before.legalSpaces.split(' ').length);
    const s = spaces[picks++ % spaces.length]!;
    if (opts.tap) await page.touchscreen.tap(s.x, s.y);
    else await page.mouse.click(s.x, s.y);
    did = `space ${s.id}`;
  } else {
    // Prefer taking gifts (a real resolution), else the first offered choice.
    const gifts = page.locator('[data-testid="nef-act-takeGifts"], [data-testid="nef-act-buy"]');
    const any = page.locator('[data-testid^="nef-act-"], [data-testid^="nef-char-"]');
    const nGifts = await gifts.count();
    // The sealed upper card (slot 0) brings a seal, which lets the player use a character later.
    const actions = await gifts.evaluateAll((els) => els.map((e) => JSON.parse(e.getAttribute('data-action') ?? '{}') as { slots?: number[] }));
    const sealed = opts.preferSealed ? actions.findIndex((a) => a.slots?.includes(0)) : -1;
    const el = sealed >= 0 ? gifts.nth(sealed) : nGifts > 0 ? gifts.nth(picks++ % nGifts) : any.first();
    did = (await el.getAttribute('data-testid')) ?? 'button';
    if (opts.tap) await el.tap({ force: true, timeout: 30_000 });
    else await el.click({ force: true, timeout: 30_000 });
  }
  await awaitTaken(page, `move (${did})`, before.seq, true);
  return did;
}

/** What the page shows (state, targets, toasts, buttons) and a screenshot, for a failure message. */
export async function diagnose(page: Page): Promise<string> {
  mkdirSync(SHOTS, { recursive: true });
  const file = join(SHOTS, `nef-failure-${Date.now()}.png`);
  await page
    .screenshot({ timeout: 10_000, animations: 'disabled' })
    .then((b) => writeFileSync(file, b))
    .catch(() => {});
  const facts = await page
    .evaluate(() => ({
      state: window.__rtNefertiti,
      targets: window.__rtNefTargets,
      toasts: [...document.querySelectorAll('.toast')].map((t) => t.textContent),
      buttons: [...document.querySelectorAll('[data-testid^="nef-"]')].map((b) => b.getAttribute('data-testid')),
      prompt: document.querySelector('[data-testid="prompt"]')?.textContent,
    }))
    .catch(() => null);
  return `${JSON.stringify(facts)} (screenshot ${file})`;
}

/** Distinct colours (4 bits per channel) and luminance spread inside one rectangle of a decoded screenshot. */
function regionStats(png: Buffer, box: { x: number; y: number; width: number; height: number }): { colours: number; stddev: number } {
  const img = decodePng(png);
  const colours = new Set<number>();
  const lum: number[] = [];
  for (let y = Math.max(0, Math.round(box.y)); y < Math.min(img.height, box.y + box.height); y += 3) {
    for (let x = Math.max(0, Math.round(box.x)); x < Math.min(img.width, box.x + box.width); x += 3) {
      const [r, g, b] = img.data.subarray((y * img.width + x) * img.channels, (y * img.width + x) * img.channels + 3);
      colours.add(((r! >> 4) << 8) | ((g! >> 4) << 4) | (b! >> 4));
      lum.push(0.2126 * r! + 0.7152 * g! + 0.0722 * b!);
    }
  }
  const mean = lum.reduce((a, v) => a + v, 0) / lum.length;
  return { colours: colours.size, stddev: Math.sqrt(lum.reduce((a, v) => a + (v - mean) ** 2, 0) / lum.length) };
}

/**
 * A screenshot of the page, once the table (if any) is idle (no animation queued). One page screenshot only, without Playwright's
 * element-stability wait: on a loaded machine a SwiftShader compositor frame alone can take 15 s. The canvas's centre
 * (the board, where no HUD panel lies) is checked not to be blank.
 */
export async function nefShot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => !window.__rtNefertiti?.busy, null, { timeout: 60_000, polling: 100 });
  const box = await page.evaluate(() => {
    const r = document.querySelector('canvas')?.getBoundingClientRect();
    return r ? { x: r.x + r.width * 0.2, y: r.y + r.height * 0.25, width: r.width * 0.6, height: r.height * 0.5 } : null;
  });
  const buf = await page.screenshot({ timeout: 120_000, animations: 'disabled', caret: 'initial' });
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(join(SHOTS, `${name}.png`), buf);
  if (box) {
    const board = regionStats(buf, box);
    expect(board.colours, `${name}: the 3D table looks blank`).toBeGreaterThan(30);
    expect(board.stddev, `${name}: the 3D table looks blank`).toBeGreaterThan(5);
  }
  const all = imageStats(buf);
  expect(all.colours, `${name}.png looks blank`).toBeGreaterThan(40);
  expect(all.stddev, `${name}.png looks blank`).toBeGreaterThan(8);
}
