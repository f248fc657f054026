/**
 * The kiosk's layout, measured (the table HUD's check, hud-layout.test.ts, for the showcase): a game on screen (at its
 * last move, held there by the loop's gate) and the scoreboard, at 1920×1080, 1280×720 and a portrait 1080×1920 screen
 * (one page, resized in place). Every panel over the stage (`data-kiosk-panel`: the header, caption, QR code, exit and
 * the table's HUD regions) stays inside the screen, overlaps no other and shows its text whole (the log scrolls by
 * design); the stage keeps a clear rectangle of at least a third of the screen. The header says the round and whose
 * turn the table shows (`__rtShowcase.header` equals `.truth`, mid-game and at each size), the scoreboard names the
 * winner by name, colour and mark, and the staff's exit takes a hold (a click does nothing) or Esc and a yes. Pictures:
 * showcase-layout-<phase>-<w>x<h>.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodePlaylist, playlistSchema } from '../../protocol/playlist';
import { e2eEnv, newPage, shot } from './harness';
import { showcaseState, waitShowcase } from './showcase-support';

// --lan-now: the LAN listener is open from the start, so the kiosk shows its QR code.
const env = e2eEnv(['--bot-delay-ms', '15', '--lan-now']);

/** The smallest first: the game is played at it (SwiftShader draws a smaller stage faster). */
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 1080, height: 1920 },
];

interface Panel {
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** What does not fit its box (it would scroll or be cut): its tag and class; null when everything fits. */
  overflows: string | null;
}

/** Every kiosk panel shown now (nested ones count once: the outermost), with whether its content overflows. */
function panels(page: Page, scope: string): Promise<Panel[]> {
  return page.evaluate((sel) => {
    const all = [...document.querySelectorAll<HTMLElement>(`${sel} [data-kiosk-panel], [data-kiosk-panel="exit"]`)];
    return all
      .filter((el) => !all.some((o) => o !== el && o.contains(el)))
      .flatMap((el) => {
        const r = el.getBoundingClientRect();
        if (r.width < 1 || r.height < 1 || getComputedStyle(el).visibility !== 'visible') return [];
        // The log scrolls its older lines away by design: only its box counts.
        const scrolls = el.dataset.kioskPanel === 'log';
        // A name is cut with "…" in its box by design (ui/Name.tsx).
        const cut = (e: HTMLElement) => {
          const s = getComputedStyle(e);
          return (e.scrollHeight > e.clientHeight + 1 && s.overflowY !== 'visible') || (e.scrollWidth > e.clientWidth + 1 && s.overflowX !== 'visible' && !e.classList.contains('player-name'));
        };
        const over = scrolls ? undefined : [el, ...el.querySelectorAll<HTMLElement>('*')].find(cut);
        const overflows = over ? `${over.tagName} ${over.className} ${over.scrollWidth}x${over.scrollHeight} in ${over.clientWidth}x${over.clientHeight}` : null;
        return [{ name: el.dataset.kioskPanel ?? '?', x: r.left, y: r.top, w: r.width, h: r.height, overflows }];
      });
  }, scope);
}

const overlap = (a: Panel, b: Panel) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.5;

/** The largest rectangle of the screen that no panel covers (every candidate edge tried: a dozen panels). */
function clearArea(list: Panel[], vw: number, vh: number): number {
  const xs = [0, vw, ...list.flatMap((p) => [p.x, p.x + p.w])].filter((x) => x >= 0 && x <= vw);
  const ys = [0, vh, ...list.flatMap((p) => [p.y, p.y + p.h])].filter((y) => y >= 0 && y <= vh);
  let best = 0;
  for (const x0 of xs)
    for (const x1 of xs) {
      if (x1 <= x0) continue;
      for (const y0 of ys)
        for (const y1 of ys) {
          const area = (x1 - x0) * (y1 - y0);
          if (y1 <= y0 || area <= best) continue;
          const box = { name: '', x: x0, y: y0, w: x1 - x0, h: y1 - y0, overflows: null };
          if (!list.some((p) => overlap(p, box))) best = area;
        }
    }
  return best;
}

/** At each size: the panels inside the screen, none over another, none cut; `check` adds the phase's own. */
async function measure(page: Page, phase: string, scope: string, need: string[], check: (size: { width: number; height: number }) => Promise<void>): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // Two frames: the container queries and the grid have settled.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await shot(page, `showcase-layout-${phase}-${size.width}x${size.height}`);
    const list = await panels(page, scope);
    const at = `${phase} ${size.width}×${size.height}`;
    expect(list.map((p) => p.name), `${at}: the panels shown`).toEqual(expect.arrayContaining(need));
    for (const p of list) {
      expect(p.x >= -0.5 && p.y >= -0.5 && p.x + p.w <= size.width + 0.5 && p.y + p.h <= size.height + 0.5, `${at}: ${p.name} inside the screen ${JSON.stringify(p)}`).toBe(true);
      expect(p.overflows, `${at}: ${p.name} shows its text whole`).toBeNull();
    }
    for (const [i, a] of list.entries()) for (const b of list.slice(i + 1)) expect(overlap(a, b), `${at}: ${a.name} overlaps ${b.name} ${JSON.stringify([a, b])}`).toBe(false);
    if (phase === 'playing') expect(clearArea(list, size.width, size.height) / (size.width * size.height), `${at}: the stage's clear area, beside ${JSON.stringify(list.map(({ name, x, y, w, h }) => [name, Math.round(x), Math.round(y), Math.round(w), Math.round(h)]))}`).toBeGreaterThan(1 / 3);
    await check(size);
  }
}

/** What the header says and what the table shows: round and whose turn. */
const turns = (page: Page) => page.evaluate(() => {
  const s = window.__rtShowcase as { header: unknown; truth: unknown } | undefined;
  return { header: s?.header, truth: s?.truth };
});

describe('showcase layout', () => {
  it('keeps caption, QR code, header, players, log and status apart at 1920×1080, 1280×720 and 1080×1920; the exit takes a hold', async () => {
    // A short NILE game (its small deck), with a winner.
    const games = [{ game: 'nile', players: 2, options: { frSmallGame: true } }];
    const playlist = playlistSchema.parse({ games, bot: 'greedy', intermissionMs: 800, claimMs: 0, attractMs: 0, watchdogMs: 60_000 });
    // Animated (the host paced by the screen): the game is still on when the header is read mid-game.
    const page = await newPage(env.browser, { quality: 'low', reduceMotion: false }, SIZES[0]);
    await page.goto(`${env.app.url}?e2e=1&gate=1&showcase=${encodePlaylist(playlist)}`);

    // A game on screen, a seat to act: the header says the round and the seat the table shows.
    await waitShowcase(page, (s) => s.phase === 'playing' && s.captions > 0, null, 90_000);
    await page.waitForFunction(() => document.querySelector('[data-testid="showcase-header"]')?.getAttribute('data-seat'), null, { timeout: 60_000, polling: 100 });
    const mid = await turns(page);
    expect(mid.header, 'mid-game, the header says what the table shows').toEqual(mid.truth);
    expect(mid.truth, 'a round and a seat to act').toMatchObject({ round: expect.any(Number), seat: expect.any(Number) });

    // Measured at the game's end (the loop holds it at its gate; the rest landed at once): a still table on this
    // software renderer, with everything the kiosk shows: the caption, a full log, the result in the prompt.
    await page.evaluate(() => window.__rtShowcaseSettle?.(true));
    await page.waitForFunction(() => window.__rtShowcaseGate?.at === 'finale', null, { timeout: 120_000, polling: 100 });
    await page.waitForFunction(() => !document.querySelector('.table-hud.hud-waiting') && document.querySelectorAll('[data-region="log"] li').length > 2 && document.querySelector('[data-testid="showcase-caption"]'), null, { timeout: 60_000, polling: 200 });
    const need = ['header', 'tools', 'status', 'players', 'log', 'caption', 'scan'];
    await measure(page, 'playing', '.sc-table', need, async () => {
      const now = await turns(page);
      expect(now.header, 'the header says what the table shows').toEqual(now.truth);
    });

    // The scoreboard (held at the loop's gate), naming the winner.
    await page.evaluate(() => window.__rtShowcaseGate?.release());
    await page.waitForFunction(() => window.__rtShowcaseGate?.at === 'next', null, { timeout: 60_000, polling: 100 });
    const s = await showcaseState(page);
    const winner = s?.results[0]?.winners[0];
    await measure(page, 'scoreboard', '.sc-board', ['title', 'last-game', 'tally', 'next', 'scan', 'exit'], async () => {
      const line = await page.locator('[data-testid="showcase-winner"]').innerText();
      if (winner === undefined) expect(line).toMatch(/No winner/);
      else expect(line, 'the winner by name, colour and mark').toMatch(/(Winner|Winners): .+ \((blue|orange|purple|yellow|green), (circle|triangle|square|plus|hexagon)\)/);
    });

    // The staff's exit: Esc asks (and Esc again stays), a click is not enough, a 2 s hold leaves.
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="showcase-exit-confirm"]', { timeout: 5_000 });
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="showcase-exit-confirm"]', { state: 'detached', timeout: 5_000 });
    const exit = page.locator('[data-testid="showcase-exit"]');
    await exit.click();
    await page.waitForTimeout(300);
    expect(await page.locator('[data-testid="showcase"]').count(), 'a click does not leave').toBe(1);
    const box = await exit.boundingBox();
    if (!box) throw new Error('the exit is not shown');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForSelector('[data-testid="showcase"]', { state: 'detached', timeout: 5_000 });
    await page.mouse.up();
    expect(await showcaseState(page).then((x) => x?.errors ?? [])).toEqual([]);
  }, 4 * 60_000);
});
