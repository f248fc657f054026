import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type axe from 'axe-core';
import { ROOT } from '../../electron/cli/buildApp';

const AXE = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

declare global {
  interface Window {
    /** axe-core, once `axeFindings` has put it on a test page. */
    axe?: typeof axe;
  }
}

/** An axe-core violation of impact serious or critical, with (up to three of) its nodes. */
export interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** axe over the page as it is now (or the elements matching `selector`): its serious and critical violations. */
export async function axeFindings(page: Page, selector?: string): Promise<Finding[]> {
  // Evaluated through the debugging protocol: the page's CSP (script-src 'self') does not apply to it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async (sel) => {
    if (!window.axe) throw new Error('axe-core did not load');
    const r = await window.axe.run(sel ?? document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, nodes: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)) }));
  }, selector);
}
