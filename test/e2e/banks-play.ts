/**
 * Playing An den Ufern des Nils through the UI in the end-to-end tests: the facts the table publishes
 * (window.__rtBanks), clicking the real 3D fields on the canvas (projected by window.__rtBanksPoint), and a simple
 * human policy that only ever uses what the table offers (lit fields and HUD buttons, i.e. the host's legal actions).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { RtBanks } from '../../renderer/app/probes';
import { SHOTS, pressBy, touchAt, waitTurn, type Pointer } from './harness';

/** What the banks table publishes (renderer/app/probes.ts). */
export type BanksRt = RtBanks;

export const banksRt = (page: Page): Promise<BanksRt | null> => page.evaluate(() => window.__rtBanks ?? null);

/** Wait until this page must act (true) or the game is over (false). */
export async function waitBanksTurn(page: Page, timeoutMs = 120_000): Promise<boolean> {
  return (await waitTurn(page, '__rtBanks', { timeoutMs, pastHandoff: true })) === 'turn';
}

/** Click (or tap) a field of the 3D board where the camera shows it now. */
export async function clickField(page: Page, id: string, how: Pointer = 'click'): Promise<void> {
  const pt = await page.evaluate((f) => window.__rtBanksPoint?.(f) ?? null, id);
  if (!pt) throw new Error(`field ${id} is not on the canvas`);
  await touchAt(page, how, pt.x, pt.y);
}

const firstLit = (st: BanksRt, roles: string[]): string | undefined => Object.entries(st.lit).find(([, r]) => roles.includes(r))?.[0];

/**
 * One decision through the UI, by mouse or (a phone) by tapping. Policy: harvest, else grow, else sow, else end the
 * turn; in the tide, the first lit field; the first offered button elsewhere. Returns what was done.
 */
export async function playBanksMove(page: Page, how: Pointer = 'click'): Promise<string> {
  const st = (await banksRt(page))!;
  const has = async (id: string) => (await page.locator(`[data-testid="${id}"]`).count()) > 0;
  const anyButton = async (prefix: string) => {
    const b = page.locator(`[data-testid^="${prefix}"]`);
    if ((await b.count()) === 0) return false;
    await pressBy(page, how, (await b.first().getAttribute('data-testid'))!);
    return true;
  };
  switch (st.decision) {
    case 'flood':
    case 'openWater':
    case 'ebb':
    case 'startDesert':
    case 'desertEvent': {
      const f = firstLit(st, ['water', 'ebb', 'desert']);
      if (f) {
        await clickField(page, f, how);
        return `${st.decision}:${f}`;
      }
      break;
    }
    case 'openSow': {
      await anyButton('banks-kind-');
      await page.waitForFunction(() => Object.keys(window.__rtBanks?.lit ?? {}).some((k) => window.__rtBanks!.lit[k] === 'sow'), null, { timeout: 10_000 });
      const f = firstLit((await banksRt(page))!, ['sow'])!;
      await clickField(page, f, how);
      return `openSow:${f}`;
    }
    case 'rot':
      await anyButton('banks-rot-row-');
      await page.waitForSelector('[data-testid^="banks-rot-pick-"]', { timeout: 10_000 });
      await anyButton('banks-rot-pick-');
      return 'rot';
    case 'actions': {
      const f = firstLit(st, ['harvest']) ?? firstLit(st, ['grow']);
      if (f) {
        await clickField(page, f, how);
        // A harvest into one of several market rows: the HUD asks which.
        await page.waitForFunction(() => !!document.querySelector('[data-testid="banks-opt-0"]') || !window.__rtBanks?.myTurn || window.__rtBanks.busy, null, { timeout: 10_000 }).catch(() => {});
        if (await has('banks-opt-0')) await pressBy(page, how, 'banks-opt-0');
        return `${st.lit[f]}:${f}`;
      }
      if (await anyButton('banks-kind-')) {
        const lit = await page.waitForFunction(() => Object.entries(window.__rtBanks?.lit ?? {}).find(([, r]) => r === 'sow')?.[0] ?? null, null, { timeout: 10_000 }).then((h) => h.jsonValue()).catch(() => null);
        if (lit) {
          await clickField(page, lit as string, how);
          return `sow:${lit}`;
        }
      }
      if (await has('banks-end-turn')) {
        await pressBy(page, how, 'banks-end-turn');
        return 'endTurn';
      }
      break;
    }
  }
  if (await anyButton('banks-btn-')) return 'button';
  if (await has('banks-end-turn')) {
    await pressBy(page, how, 'banks-end-turn');
    return 'endTurn';
  }
  throw new Error(`no move offered for decision ${st.decision}`);
}

/** Play one move and wait until the host took it (the table moved on). */
export async function banksTurn(page: Page, how: Pointer = 'click'): Promise<string> {
  const before = (await banksRt(page))?.seq ?? -1;
  const done = await playBanksMove(page, how);
  try {
    await page.waitForFunction((s) => {
      const st = window.__rtBanks;
      return !st || !st.myTurn || st.seq !== s || !!document.querySelector('[data-testid="see-results"]');
    }, before, { timeout: 60_000, polling: 100 });
  } catch (e) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `banks-failure-${Date.now()}.png`) }).catch(() => {});
    const diag = await page.evaluate(() => ({ rt: window.__rtBanks, toasts: [...document.querySelectorAll('.toast')].map((t) => t.textContent) })).catch(() => null);
    throw new Error(`the move (${done}) was not taken within 60 s: ${JSON.stringify(diag)}`, { cause: e });
  }
  return done;
}
