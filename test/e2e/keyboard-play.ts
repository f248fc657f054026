/**
 * Playing a table by keyboard only (`playDecision` with `how: 'keys'`): Tab into the stage, Tab through its 3D
 * targets (the `__rtKeyFocus` probe says which one the keyboard is on: read only, never clicked through), Enter to
 * act, Tab on to the HUD's buttons. No mouse, no tap.
 */
import type { Page } from 'playwright-core';

/** What the keyboard is on inside the stage (null: not in the stage, or no target). */
export const keyFocus = (page: Page) => page.evaluate(() => window.__rtKeyFocus ?? null);

const activeMatches = (page: Page, selector: string) => page.evaluate((sel) => !!document.activeElement?.matches(sel), selector);

/** Tab (forward) until the focused element matches `selector`; false if it never does within `max` presses. */
export async function tabTo(page: Page, selector: string, max = 160): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    if (await activeMatches(page, selector)) return true;
    await page.keyboard.press('Tab');
  }
  return activeMatches(page, selector);
}

/** Tab into the stage (it starts on the first target) and on through the targets until one whose id passes `want`. */
export async function tabToTarget(page: Page, want: (id: string) => boolean): Promise<string | null> {
  // In the stage already: Home goes back to its first target.
  if (await activeMatches(page, '.stage-keys')) await page.keyboard.press('Home');
  else if (!(await tabTo(page, '.stage-keys'))) return null;
  // The focus lands on the first target once the stage holds the keyboard.
  const h = await page.waitForFunction(() => window.__rtKeyFocus ?? null, null, { timeout: 10_000, polling: 50 });
  const first = await h.jsonValue();
  if (!first) return null;
  for (let i = 0; i <= first.count; i++) {
    const f = await keyFocus(page);
    if (!f) return null;
    if (want(f.id)) return f.id;
    await page.keyboard.press('Tab');
  }
  return null;
}

/** How many times Enter was pressed on a 3D target (the keyboard test checks the table itself was played, not only the HUD). */
export const pressed = { targets: 0 };

/** Tab to the first target passing `want` and press Enter on it; null when no such target is offered. */
export async function enterTarget(page: Page, want: (id: string) => boolean): Promise<string | null> {
  const id = await tabToTarget(page, want);
  if (id) {
    await page.keyboard.press('Enter');
    pressed.targets++;
  }
  return id;
}

/** Tab to a HUD control matching `selector` and press Enter on it; false if none is reachable. */
export async function enterButton(page: Page, selector: string): Promise<boolean> {
  if ((await page.locator(selector).count()) === 0) return false;
  if (!(await tabTo(page, selector))) return false;
  await page.keyboard.press('Enter');
  return true;
}
