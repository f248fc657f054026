/**
 * Tutorials, played as a new player would: read the instruction on screen, click the highlighted target (its page
 * position from the emphasis probe: a 3D card, a HUD button or the panel's Next), until the panel offers to finish
 * against the bot; then a few free moves. Each game's tutorial once on a desktop, and Nefertiti's (the table a phone
 * pans across) once on a phone. The test knows nothing of the scripts.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eEnv, failureShot, newPage, picture, PORTRAIT, press, SHOTS as E2E_SHOTS } from './harness';
import { playDecisions, tableState } from './table';
import { openTutorial } from './tutorialStart';

const env = e2eEnv();
const SHOTS = join(E2E_SHOTS, 'tutorial');

interface Target {
  id: string;
  x: number;
  y: number;
}

interface Seen {
  finish?: boolean;
  error?: string;
  text?: string;
  step?: number;
  total?: number;
  target?: Target;
}

/**
 * The instruction and the first highlighted target, once there is something to click (or the end, or a broken script):
 * the table (if one shows) idle and drawn for its decision, the target still between two looks (a camera may be moving
 * to it) and, within `screen`, on it and clear of the tutorial panel (a phone's camera pans to a step's targets once
 * the table has settled; the panel's own buttons are in it by design).
 */
async function next(page: Page, screen?: { width: number; height: number }): Promise<Seen> {
  try {
    const seen = await nextTarget(page, screen);
    if (!seen) throw new Error('no tutorial');
    return seen;
  } catch (e) {
    throw new Error(`no highlighted target to click${screen ? ' on the screen, clear of the panel' : ''} (${await failureShot(page, 'tutorial')}): ${await diagnosis(page)}`, { cause: e });
  }
}

async function nextTarget(page: Page, screen?: { width: number; height: number }) {
  const h = await page.waitForFunction(
    (screen) => {
      const tut = window.__rtTutorial;
      if (!tut) return null;
      if (tut.error) return { error: tut.error };
      if (document.querySelector('[data-testid="tutorial-finish"]')) return { finish: true, text: tut.text, total: tut.total };
      // The instruction waits for the table to have drawn what it speaks of: until then there is nothing to read.
      if (!tut.inStep) return null;
      const target = window.__rtEmphasis?.()[0];
      const table = window.__rtTable?.();
      if (!target || (table && (table.busy || !table.ready))) return null;
      if (screen) {
        const r = document.querySelector('[data-testid="tutorial-panel"]')?.getBoundingClientRect();
        const under = !target.id.startsWith('tutorial') && !!r && target.x >= r.left && target.x <= r.right && target.y >= r.top && target.y <= r.bottom;
        if (under || target.x < 0 || target.x > screen.width || target.y < 0 || target.y > screen.height) return null;
      }
      const seen = JSON.stringify(target);
      if (document.body.dataset.rtTarget !== seen) {
        document.body.dataset.rtTarget = seen;
        return null;
      }
      return { text: tut.text, step: tut.step, total: tut.total, target: { id: target.id, x: target.x, y: target.y } };
    },
    screen,
    { timeout: 60_000, polling: 100 },
  );
  return h.jsonValue();
}

/** What the page shows, for a failure: the tutorial, the highlighted targets, the table. */
async function diagnosis(page: Page): Promise<string> {
  const diag = await page.evaluate(() => ({ tut: window.__rtTutorial, targets: window.__rtEmphasis?.() }));
  return JSON.stringify({ ...diag, table: await tableState(page) });
}

/** Until the click was taken: the instruction, the step or the first target moved on (or the script ended or broke). */
async function clickTaken(page: Page, before: string): Promise<void> {
  try {
    await page.waitForFunction(
      (prev) => {
        const tut = window.__rtTutorial;
        const now = JSON.stringify([tut?.text, tut?.step, window.__rtEmphasis?.()[0]]);
        return now !== prev || !!tut?.error || !!document.querySelector('[data-testid="tutorial-finish"]');
      },
      before,
      { timeout: 30_000, polling: 100 },
    );
  } catch (e) {
    throw new Error(`the click on ${before} was not taken (${await failureShot(page, 'tutorial')}): ${await diagnosis(page)}`, { cause: e });
  }
}

/**
 * Click highlighted targets until the panel offers to finish; `onStep` looks at each step before its click. Returns
 * what was read and how many clicks it took.
 */
async function follow(page: Page, opts: { screen?: { width: number; height: number }; onStep?: (s: Seen, clicks: number) => Promise<void> } = {}): Promise<{ texts: string[]; clicks: number; total: number }> {
  const texts: string[] = [];
  for (let clicks = 0; ; clicks++) {
    const s = await next(page, opts.screen);
    expect(s.error, 'the tutorial script broke').toBeUndefined();
    if (s.finish) {
      expect(s.text).toBeTruthy();
      return { texts, clicks, total: s.total ?? 0 };
    }
    expect(s.text, 'an instruction is shown').toBeTruthy();
    expect(s.step).toBeLessThanOrEqual(s.total ?? 0);
    if (s.text && texts[texts.length - 1] !== s.text) texts.push(s.text);
    if (!s.target) throw new Error(`step ${s.step} shows nothing to click`);
    await opts.onStep?.(s, clicks);
    await page.mouse.click(s.target.x, s.target.y);
    expect(clicks, 'a tutorial ends').toBeLessThan(200);
    await clickTaken(page, JSON.stringify([s.text, s.step, s.target]));
  }
}

const GAMES = [
  ['nile', 'NILE'],
  ['banks', 'An den Ufern des Nils'],
  ['niagara', 'Niagara'],
  ['nefertiti', 'Nefertiti'],
] as const;

/**
 * Watch the page: each time a new instruction appears, what the table showed at that moment (its drawn seq from the
 * animator, and whether it was still animating). Read back with `instructionsSeen`.
 */
async function watchInstructions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: { text: string; seq: number; tableSeq: number; busy: boolean }[] = [];
    (window as unknown as { __rtSeenSteps: typeof seen }).__rtSeenSteps = seen;
    let last = '';
    setInterval(() => {
      const tut = window.__rtTutorial;
      const table = window.__rtTable?.();
      if (!tut || !table || tut.waiting || tut.free || tut.text === last) return;
      last = tut.text;
      seen.push({ text: tut.text, seq: tut.seq, tableSeq: table.seq, busy: table.busy });
    }, 20);
  });
}

const instructionsSeen = (page: Page) => page.evaluate(() => (window as unknown as { __rtSeenSteps: { text: string; seq: number; tableSeq: number; busy: boolean }[] }).__rtSeenSteps);

describe('tutorials', () => {
  it.each(GAMES)('%s (%s): completed by reading the instruction and clicking the highlighted target, then finished against the bot', async (game) => {
    // NILE's tutorial runs with its moves animated (at the fast speed): its instructions must wait for them.
    const page = await newPage(env.browser, game === 'nile' ? { reduceMotion: false } : {});
    const t0 = Date.now();
    await openTutorial(page, env.app.url, game);
    await watchInstructions(page);
    mkdirSync(SHOTS, { recursive: true });
    const { texts, clicks, total } = await follow(page, {
      onStep: async (_s, n) => {
        if (n === 3) await picture(page, `${SHOTS}/${game}-desktop-step-${n}.png`);
      },
    });
    env.figures[`${game}Tutorial`] = { steps: total, clicks, texts: texts.length, seconds: Math.round((Date.now() - t0) / 1000) };
    expect(new Set(texts).size, 'the instruction changes from step to step').toBe(total);
    // Every instruction appeared once the table had shown what it speaks of: its moves animated, nothing still moving.
    const steps = await instructionsSeen(page);
    for (const s of steps) expect({ text: s.text.slice(0, 50), behind: s.tableSeq < s.seq || s.busy }).toEqual({ text: s.text.slice(0, 50), behind: false });
    await picture(page, `${SHOTS}/${game}-desktop-finish.png`);
    await press(page, 'tutorial-finish');
    await page.waitForSelector('[data-testid="tutorial-panel"]', { state: 'detached' });
    // Free play: the bot now answers; two more moves by clicking.
    expect(await playDecisions(page, 2)).toBe(2);
    expect(await page.evaluate(() => window.__rtTutorial?.free)).toBe(true);
  }, 180_000);

  it('Nefertiti on a phone: the instruction fits and the highlighted targets are on screen, clear of the panel', async () => {
    const page = await newPage(env.browser, {}, PORTRAIT);
    await openTutorial(page, env.app.url, 'nefertiti');
    const { total } = await follow(page, {
      screen: PORTRAIT,
      onStep: async (s, n) => {
        const panel = await page.locator('[data-testid="tutorial-panel"]').boundingBox();
        expect(panel?.width).toBeLessThanOrEqual(PORTRAIT.width);
        // Every step pointing at a character card is pictured (the cards lie at the board's edge).
        if (n === 3 || s.target?.id.startsWith('character:')) await picture(page, `${SHOTS}/nefertiti-phone-step-${n}.png`);
      },
    });
    expect(total).toBeGreaterThan(5);
  }, 180_000);
});
