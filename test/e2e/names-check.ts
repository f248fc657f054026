/** What the names e2e checks measure in a page: every shown name inside its box and the screen, nothing forbidden shown. */
import type { Page } from 'playwright-core';
import { FORBIDDEN } from '../security/hostile-names';

/** A name element whose box is not inside its container or the screen, described; nothing when all fit. */
export async function namesOutOfBox(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    const vw = document.documentElement.clientWidth;
    for (const el of document.querySelectorAll<HTMLElement>('.player-name')) {
      if (!el.offsetParent) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      const box = el.closest('.player, .seat-item, td, li, .hud-box, .panel') ?? el.parentElement!;
      const b = box.getBoundingClientRect();
      const what = `${el.title.slice(0, 12)}… in ${box.className || box.tagName}`;
      if (r.left < b.left - 1 || r.right > b.right + 1) bad.push(`${what}: ${Math.round(r.left)}–${Math.round(r.right)} outside ${Math.round(b.left)}–${Math.round(b.right)}`);
      // The box on the screen; a box in a row that scrolls sideways (the phone's players) may be scrolled away: its
      // row is on the screen.
      const row = el.closest('.region-players') ?? box;
      const rr = row.getBoundingClientRect();
      if (rr.left < -1 || rr.right > vw + 1) bad.push(`${what}: its box leaves the screen (${Math.round(rr.left)}–${Math.round(rr.right)}, screen ${vw})`);
    }
    if (document.documentElement.scrollWidth > vw + 1) bad.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${vw}`);
    return bad;
  });
}

/** Every text and title on the page: none holds a forbidden character. */
export async function forbiddenOnPage(page: Page): Promise<string[]> {
  // innerText's own line breaks and tabs (the layout's, not a name's) aside.
  const texts = await page.evaluate(() => [document.body.innerText.replace(/[\n\t]/g, ' '), ...[...document.querySelectorAll('[title]')].map((e) => e.getAttribute('title') ?? '')]);
  return texts.filter((t) => FORBIDDEN.test(t)).map((t) => JSON.stringify(t.slice(0, 80)));
}
