import { describe, expect, it } from 'vitest';
import { easyBots, e2eEnv, hudShown, newGame, openHome, PORTRAIT } from './harness';
import { playDecisions, seeded, waitTable } from './table';

const env = e2eEnv();

describe('zz', () => {
  it.each([['banks', 'ja', 6], ['nefertiti', 'fr', 5], ['niagara', 'de', 4]] as const)('hint look %s %s', async (game, lang, n) => {
    for (const vp of [{ width: 1280, height: 800 }, PORTRAIT]) {
      const page = await openHome(env, { language: lang }, '&anim=fast', vp);
      await newGame(page, game, [{ kind: 'you', name: 'Ann' }, ...easyBots(2)], { seed: `look-${game}` });
      expect(await waitTable(page, { timeoutMs: 60_000, pastHandoff: true })).toBe('turn');
      await playDecisions(page, n, { rnd: seeded(3) });
      await waitTable(page, { timeoutMs: 60_000, pastHandoff: true });
      await hudShown(page);
      await page.locator('[data-testid="hint"]').click({ force: true });
      await page.waitForSelector('[data-testid="hint-panel"][data-status="shown"]', { timeout: 60_000 });
      await page.screenshot({ path: `/tmp/zz-hint-${game}-${lang}-${vp.width}.png` });
      console.log('ZZ', game, lang, JSON.stringify(await page.locator('[data-testid="hint-moves"]').innerText()));
      await page.close();
    }
  }, 240_000);
});
