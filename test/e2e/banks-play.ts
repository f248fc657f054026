/**
 * Playing An den Ufern des Nils through the UI in the end-to-end tests: what the table shows (the table kit's probe,
 * `window.__rtTable()`, with the banks table's facts), clicking the real 3D fields where the probe places them on the
 * page, and a simple human policy that only ever uses what the table offers (lit fields and HUD buttons, i.e. the
 * host's legal actions).
 */
import type { Page } from 'playwright-core';
import type { RtBanksLook, RtTableState } from '../../renderer/app/probes';
import type { FieldRole } from '../../renderer/scenes/banks/choices';
import type { BanksFacts } from '../../renderer/ui/banks/kitTypes';
import { pressBy, touchAt, type Pointer } from './harness';
import { moveTaken, settled, tableState, waitTable } from './table';

/** The banks table as its probe shows it: the kit's facts, and beside them the banks table's own (renderer/ui/banks/table.ts). */
export type BanksRt = Omit<RtTableState, 'facts'> & BanksFacts;

/** The probe is the banks table's (its facts are the banks table's). */
const isBanks = (s: RtTableState): s is RtTableState & { facts: BanksFacts } => s.game === 'banks' && typeof s.facts.decision === 'string' && typeof s.facts.lit === 'object' && Array.isArray(s.facts.pawns);

/** The banks table on screen (null: no table). */
export async function banksRt(page: Page): Promise<BanksRt | null> {
  const s = await tableState(page);
  if (!s) return null;
  if (!isBanks(s)) throw new Error(`not the banks table: ${JSON.stringify(s)}`);
  const { facts, ...kit } = s;
  return { ...kit, ...facts };
}

/** The banks table, which must be on screen. */
export async function banksNow(page: Page): Promise<BanksRt> {
  const s = await banksRt(page);
  if (!s) throw new Error('no banks table on screen');
  return s;
}

/** Until the stage has placed every lit field where a click can reach it (or this seat no longer acts). */
async function litPlaced(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const s = window.__rtTable?.();
      if (!s || !s.myTurn) return true;
      const lit = s.facts.lit;
      const ids = new Set(s.targets.map((t) => t.id));
      return s.ready && !!lit && typeof lit === 'object' && Object.keys(lit).every((f) => ids.has(`field:${f}`));
    },
    null,
    { timeout: 30_000, polling: 100 },
  );
}

/** The banks table's markers and board words as boxes on the page now (`__rtBanksLook`; null: no banks table). */
export const banksLook = (page: Page): Promise<RtBanksLook | null> => page.evaluate(() => window.__rtBanksLook?.() ?? null);

/** Wait until this page must act (true: the lit fields are placed on the page) or the game is over (false). */
export async function waitBanksTurn(page: Page, timeoutMs = 120_000): Promise<boolean> {
  if ((await waitTable(page, { timeoutMs, pastHandoff: true })) === 'over') return false;
  await litPlaced(page);
  return true;
}

/** Click (or tap) a lit field of the 3D board where the camera shows it now. */
export async function clickField(page: Page, id: string, how: Pointer = 'click'): Promise<void> {
  const at = (await banksNow(page)).targets.find((t) => t.id === `field:${id}`);
  if (!at) throw new Error(`field ${id} is not a target on the page`);
  await touchAt(page, how, at.x, at.y);
}

/** Press (or tap) a HUD control, then wait until the table took it; the table as it is then. */
async function pressed(page: Page, how: Pointer, testId: string): Promise<BanksRt> {
  const before = await banksNow(page);
  await pressBy(page, how, testId);
  await settled(page, before.stamp, before.seq);
  await litPlaced(page);
  return banksNow(page);
}

const firstLit = (st: BanksRt, roles: readonly FieldRole[]): string | undefined => Object.entries(st.lit).find(([, r]) => roles.includes(r))?.[0];

/** The test id of the first HUD control whose id starts so, if the HUD shows one. */
async function firstControl(page: Page, prefix: string): Promise<string | null> {
  const b = page.locator(`[data-region="actions"] [data-testid^="${prefix}"]`);
  return (await b.count()) > 0 ? b.first().getAttribute('data-testid') : null;
}

const has = async (page: Page, id: string) => (await page.locator(`[data-testid="${id}"]`).count()) > 0;

/** The action phase: harvest, else grow (a field with several moves: the first the HUD offers), else sow, else end the turn. */
async function actionPhase(page: Page, st: BanksRt, how: Pointer): Promise<string | null> {
  const f = firstLit(st, ['harvest']) ?? firstLit(st, ['grow']);
  if (f) {
    const before = st.stamp;
    await clickField(page, f, how);
    await settled(page, before, st.seq);
    // A harvest into one of several market rows: the HUD asks which.
    const now = await banksNow(page);
    if (now.myTurn && now.pick.field) await pressBy(page, how, 'banks-opt-0');
    return `${st.lit[f]}:${f}`;
  }
  const kind = await firstControl(page, 'banks-kind-');
  const sow = kind && firstLit(await pressed(page, how, kind), ['sow']);
  if (sow) {
    await clickField(page, sow, how);
    return `sow:${sow}`;
  }
  if (await has(page, 'banks-end-turn')) {
    await pressBy(page, how, 'banks-end-turn');
    return 'endTurn';
  }
  return null;
}

/** One decision by the policy, or null when it has nothing for it (the caller presses a plain button). */
async function decide(page: Page, st: BanksRt, how: Pointer): Promise<string | null> {
  switch (st.decision) {
    case 'flood':
    case 'openWater':
    case 'ebb':
    case 'startDesert':
    case 'desertEvent': {
      const f = firstLit(st, ['water', 'ebb', 'desert']);
      if (!f) return null;
      await clickField(page, f, how);
      return `${st.decision}:${f}`;
    }
    case 'openSow': {
      const kind = await firstControl(page, 'banks-kind-');
      const f = kind && firstLit(await pressed(page, how, kind), ['sow']);
      if (!f) throw new Error('an opening sow with no field lit for its kind');
      await clickField(page, f, how);
      return `openSow:${f}`;
    }
    case 'rot': {
      const row = await firstControl(page, 'banks-rot-row-');
      if (!row) return null;
      await pressed(page, how, row);
      await pressBy(page, how, 'banks-rot-pick-0');
      return 'rot';
    }
    case 'actions':
      return actionPhase(page, st, how);
    default:
      return null;
  }
}

/**
 * One decision through the UI, by mouse or (a phone) by tapping. Policy: harvest, else grow, else sow, else end the
 * turn; in the tide, the first lit field; the first offered button elsewhere. Returns what was done.
 */
export async function playBanksMove(page: Page, how: Pointer = 'click'): Promise<string> {
  const st = await banksNow(page);
  const done = await decide(page, st, how);
  if (done) return done;
  const button = await firstControl(page, 'banks-btn-');
  if (button) {
    await pressBy(page, how, button);
    return 'button';
  }
  if (await has(page, 'banks-end-turn')) {
    await pressBy(page, how, 'banks-end-turn');
    return 'endTurn';
  }
  throw new Error(`no move offered for decision ${st.decision}`);
}

/** Play one move and wait until the host took it (the table moved on). */
export async function banksTurn(page: Page, how: Pointer = 'click'): Promise<string> {
  const before = (await banksNow(page)).seq;
  const done = await playBanksMove(page, how);
  await moveTaken(page, before);
  return done;
}
