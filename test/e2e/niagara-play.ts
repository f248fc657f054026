/**
 * End-to-end helpers for the Niagara table: start a game from the New Game screen, wait for a decision, and make it
 * by clicking — the targets on the 3D board where the table kit's probe (`window.__rtTable()`) places them, the HUD
 * otherwise.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { RtTableState } from '../../renderer/app/probes';
import type { NiagaraFacts } from '../../renderer/ui/niagara/probeFacts';
import { SHOTS, newGame, picture, pressBy, touchAt, type Pointer, type SeatChoice } from './harness';
import { moveTaken, tableState, waitTable } from './table';

/** The table kit's probe, with the Niagara table's facts (renderer/ui/niagara/probeFacts.ts). */
export type NiagaraState = Omit<RtTableState, 'facts'> & { facts: NiagaraFacts };

export async function nrt(page: Page): Promise<NiagaraState | null> {
  const s = await tableState(page);
  // The facts the Niagara kit publishes, as JSON from the page: typed here, at the boundary.
  return s && s.game === 'niagara' ? { ...s, facts: s.facts as NiagaraFacts } : null;
}

/** New Game → Niagara with these seats; `roundCap` shortens the game (the engine's own option). */
export async function startNiagara(page: Page, seats: SeatChoice[], opts: { roundCap?: number; seed?: string } = {}): Promise<void> {
  await newGame(page, 'niagara', seats, { seed: opts.seed, options: opts.roundCap ? { roundCap: String(opts.roundCap) } : {} });
}

/** Wait until this page must decide (true) or the game is over (false). */
export async function waitDecision(page: Page, timeoutMs = 120_000): Promise<boolean> {
  return (await waitTable(page, { timeoutMs, pastHandoff: true })) === 'turn';
}

export interface ClickStats {
  board: number;
  hud: number;
}

/** Until the decision moves on from `stamp` (drawn for its new stamp), or 'missed' when it has not after `graceMs`. */
async function tookClick(page: Page, stamp: string, graceMs: number): Promise<'took' | 'missed'> {
  const h = await page.waitForFunction(
    ({ stamp, until }) => {
      const s = window.__rtTable?.();
      if (!s || (s.stamp !== stamp && (s.ready || !s.myTurn))) return 'took';
      return Date.now() > until ? 'missed' : null;
    },
    { stamp, until: Date.now() + graceMs },
    { timeout: graceMs + 30_000, polling: 100 },
  );
  return (await h.jsonValue()) === 'took' ? 'took' : 'missed';
}

/**
 * Where target `id` of this decision is on the page once it stays put (null: the board does not offer it). The probe
 * places the targets by the camera of the moment, and a new decision or pick moves the camera to its close-up on the
 * next frame (a software-rendered frame can take a second): a place counts once a frame drawn since left it where it
 * was, or, a look later, when the stage has no frame to draw and the camera is not easing (nothing will move it).
 */
async function steadyTarget(page: Page, id: string): Promise<{ x: number; y: number } | null> {
  const h = await page.waitForFunction(
    (want) => {
      const s = window.__rtTable?.();
      if (!s?.ready) return null;
      const t = s.targets.find((x) => x.id === want);
      if (!t) return { none: true };
      const frames = window.__rtRender?.frames ?? 0;
      const place = `${s.stamp}|${t.x},${t.y}`;
      const seen = document.body.dataset;
      if (seen.rtNiagaraPlace !== place) {
        Object.assign(seen, { rtNiagaraPlace: place, rtNiagaraFrames: String(frames) });
        return null;
      }
      const drawnSince = frames > Number(seen.rtNiagaraFrames);
      const still = !window.__rtCameraMoving && window.__rtBench?.idle() === true;
      return drawnSince || still ? { x: t.x, y: t.y } : null;
    },
    id,
    { timeout: 30_000, polling: 100 },
  );
  const at = await h.jsonValue();
  return at && !('none' in at) ? at : null;
}

/** Click (or tap) a board target on the canvas if nothing covers it there; otherwise use the HUD button `fallback`. */
async function pick(page: Page, id: string, fallback: string, stats: ClickStats, how: Pointer): Promise<void> {
  const s = await nrt(page);
  if (!s) throw new Error('no Niagara table on screen');
  const t = await steadyTarget(page, id);
  const onCanvas = t && (await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName === 'CANVAS', t));
  if (t && onCanvas) {
    await touchAt(page, how, t.x, t.y);
    // The click is taken when the decision moves on (a canoe or destination picked, or the move sent). A camera still
    // gliding when the position was read can make it miss: then the same choice is made from the HUD.
    if ((await tookClick(page, s.stamp, 5000)) === 'took') {
      stats.board++;
      return;
    }
  }
  // On a loaded machine the canvas click can land after the wait above: then the decision has moved on and the HUD
  // button is gone, so it is not pressed again.
  if ((await page.locator(`[data-testid="${fallback}"]`).count()) === 0) {
    if ((await tookClick(page, s.stamp, 30_000)) === 'missed') throw new Error(`${id}: neither on the board nor in the HUD`);
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
  return order.find((x) => ids.includes(x)) ?? ids[0] ?? '';
}

/** The test ids of the HUD's buttons starting with `prefix`, without it. */
const buttons = (page: Page, prefix: string): Promise<string[]> =>
  page.locator(`[data-region="actions"] [data-testid^="${prefix}"]`).evaluateAll((els, p) => els.map((e) => (e.getAttribute('data-testid') ?? '').slice(p.length)), prefix);

/** A card from the hand (or a canoe bought back): downstream runs want big cards, otherwise take turns through the hand. */
async function playCard(page: Page, policy: Policy, turn: number, how: Pointer): Promise<string> {
  // The HUD lists the hand (or the buy-backs) a frame after the decision is published, and a bot's card arriving
  // meanwhile hides them while the table is busy: they are read in the one look that sees them, in the actions region.
  const listed = await page.waitForFunction(
    () => {
      const ids = [...document.querySelectorAll('[data-region="actions"] :is([data-testid^="play-"], [data-testid^="buyback-"])')].map((e) => e.getAttribute('data-testid') ?? '');
      return ids.length > 0 ? ids : null;
    },
    null,
    { timeout: 30_000, polling: 50 },
  );
  const ids = (await listed.jsonValue()) ?? [];
  const buyBack = ids.find((id) => id.startsWith('buyback-'));
  if (buyBack !== undefined) {
    await pressShown(page, how, buyBack);
    return 'buyBack';
  }
  const cards = ids.filter((id) => id.startsWith('play-')).map((id) => id.slice('play-'.length));
  const card = policy === 'downstream' ? cards[cards.length - 1] : cards[turn % cards.length];
  if (card === undefined) throw new Error('no card to play');
  await pressShown(page, how, `play-${card}`);
  return 'play';
}

/**
 * Press a button of the hand, which a bot's card arriving hides while the table is busy: once it shows, and again
 * (twice at most) when it hid just as it was pressed ("Element is not visible": the press never reached it).
 */
async function pressShown(page: Page, how: Pointer, id: string): Promise<void> {
  for (let tries = 0; ; tries++) {
    await page.locator(`[data-region="actions"] [data-testid="${id}"]`).first().waitFor({ state: 'visible', timeout: 30_000 });
    try {
      return await pressBy(page, how, id);
    } catch (e) {
      if (tries >= 2 || !/not visible/.test(String(e))) throw e;
    }
  }
}

/** Paddle: a canoe (unless one is picked already), a destination, maybe a cargo variant; or pass. */
async function paddle(page: Page, st: NiagaraState, policy: Policy, turn: number, stats: ClickStats, how: Pointer): Promise<string> {
  // The HUD lists this decision's canoes (or Pass), or the picked canoe's destinations: what the decision is now.
  await page.waitForSelector('[data-region="actions"] :is([data-testid^="canoe-"], [data-testid="act-pass"], [data-testid^="dest-"])', { timeout: 30_000 });
  // A canoe is picked when the HUD lists its destinations (the decision's only canoe comes picked), whatever the
  // probe's facts said a moment before.
  if (!(await nrt(page))?.facts.canoe && (await buttons(page, 'dest-')).length === 0) {
    const canoe = (await buttons(page, 'canoe-'))[0];
    if (canoe === undefined) {
      await pressBy(page, how, 'act-pass');
      return 'pass';
    }
    await pick(page, `canoe:${canoe}`, `canoe-${canoe}`, stats, how);
    await page.waitForFunction(() => !!window.__rtTable?.().facts.canoe, null, { timeout: 10_000 });
  }
  await page.waitForSelector('[data-testid^="dest-"]', { timeout: 30_000 });
  const to = choose(await buttons(page, 'dest-'), policy, turn);
  await pick(page, `dest:${to}`, `dest-${to}`, stats, how);
  // Several ways to get there (cargo before/after, a steal): the HUD lists them.
  const h = await page.waitForFunction(
    (seq) => {
      const r = window.__rtTable?.();
      return !r || !r.myTurn || r.seq !== seq ? 'sent' : r.facts.dest ? 'variants' : null;
    },
    st.seq,
    { timeout: 30_000, polling: 100 },
  );
  if ((await h.jsonValue()) === 'variants') await pressBy(page, how, 'variant-0');
  return 'paddle';
}

/** Make the current decision by clicking (or tapping, on a phone); returns what kind of decision it was ('over' if none came). */
export async function decide(page: Page, policy: Policy, turn: number, stats: ClickStats, how: Pointer = 'click'): Promise<string> {
  // The turn is published a moment before its decision's facts (phase 'none' meanwhile), and a bot's move arriving
  // right after can make the table busy again (the turn hidden for a moment): the decision is read in the one look
  // that sees it whole, never in a second look that may catch the moment in between.
  const seen = await page
    .waitForFunction(() => {
      if (document.querySelector('[data-testid="see-results"]')) return 'over';
      const r = window.__rtTable?.();
      return r && r.myTurn && !r.busy && r.ready && r.facts.phase !== 'none' ? JSON.stringify(r) : null;
    }, null, { timeout: 60_000, polling: 50 })
    .catch(async (e: unknown) => {
      throw new Error(`no Niagara decision came: ${await diagnosis(page)}`, { cause: e });
    });
  const read = await seen.jsonValue();
  if (read === null || read === 'over') return 'over';
  // The probe's state as JSON from the page, typed here at the boundary (as nrt does).
  const st = JSON.parse(read) as NiagaraState;
  try {
    const kind = await decideBy(page, st, policy, turn, stats, how);
    await moveTaken(page, st.seq);
    return kind;
  } catch (e) {
    throw new Error(`the Niagara decision (${JSON.stringify(st.facts)}) was not made: ${await diagnosis(page)}`, { cause: e });
  }
}

async function decideBy(page: Page, st: NiagaraState, policy: Policy, turn: number, stats: ClickStats, how: Pointer): Promise<string> {
  if (st.facts.phase === 'choose') return playCard(page, policy, turn, how);
  if (st.facts.phase !== 'cloud') return paddle(page, st, policy, turn, stats, how);
  await page.waitForSelector('[data-testid^="weather-"]', { timeout: 30_000 });
  const deltas = await buttons(page, 'weather-');
  const delta = deltas.includes('1') ? '1' : (deltas[0] ?? '');
  await pick(page, `weather:${delta}`, `weather-${delta}`, stats, how);
  return 'cloud';
}


/** What the page shows, for a failure's message: a screenshot's file, the table's probe, any refusal, the actions. */
async function diagnosis(page: Page): Promise<string> {
  mkdirSync(SHOTS, { recursive: true });
  const file = join(SHOTS, `niagara-failure-${Date.now()}.png`);
  const shown = await picture(page, file).then(
    () => file,
    (err: unknown) => `no screenshot (${String(err)})`,
  );
  const seen = await page
    .evaluate(() => ({ table: window.__rtTable?.(), toasts: [...document.querySelectorAll('.toast')].map((t) => t.textContent), actions: document.querySelector('[data-region="actions"]')?.innerHTML.slice(0, 2000) }))
    .then(
      (d) => JSON.stringify(d),
      (err: unknown) => `the page could not be read (${String(err)})`,
    );
  return `${shown}; ${seen}`;
}
