import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
// The page's probes (window.__rtRender), for the types only: the module itself is the page's.
import type {} from '../../renderer/app/probes';
import type { Session } from '../../client/session';
import type { SavedSeats } from '../../client/saved-seats';
import { getGame } from '../../engine/games';
import { figureListSchema, RULES_GAMES, type RulesFigure } from '../../renderer/rules/format';
import { figurePlies } from '../../renderer/rules/figurePlies';
import { ROOT } from './buildApp';
import { CHROMIUM_ARGS, withAppSession } from './browserApp';
import { heldSeat } from './render-bench/match';

/**
 * `npm run rules:pictures [game | game/figure …]`: the rules reference's pictures, rendered by the app's own 3D table. For every
 * figure of `renderer/rules/figures/<game>.json` it starts the app in browser mode (the real host), creates a match
 * with the figure's seed and options whose seats this script holds through a Session on the host's local endpoint,
 * plays the figure's plies (renderer/rules/figurePlies.ts: the seeded random bot) through the host, hands seat
 * `viewer`'s token to a fresh page as a saved seat, resumes it from the home screen and photographs the table (without
 * its log).
 * Output: `assets/rules/<game>/<id>.jpg` (1200×750, JPEG quality 72), bundled by Vite. Only 127.0.0.1 is contacted.
 */
const WIDTH = 1200;
const HEIGHT = 750;

/** Set the figure's position up on the host; returns the saved seat a page resumes to watch it as `viewer`. */
async function position(session: Session, game: string, f: RulesFigure): Promise<SavedSeats> {
  const seats = Array.from({ length: f.players }, (_, i) => ({ kind: 'human' as const, name: `Player ${i + 1}` }));
  const m = await session.create({ game, players: f.players, options: f.options, seed: f.seed, seats });
  for (let i = 0; i < f.players; i++) await session.join({ id: m.id }, i, `Player ${i + 1}`);
  // Each ply is chosen at the seq the previous one produced: the other seats' feeds may not have caught up yet.
  let seq = Math.max(...Array.from({ length: f.players }, (_, i) => session.lastSeq(m.id, i)));
  for (const { seat, action } of figurePlies(getGame(game), f)) seq = (await session.actAndWait(m.id, seat, action, seq)).seq;
  return heldSeat(session, m, game, f.viewer, `Player ${f.viewer + 1}`);
}

/** A fresh page that holds only the viewer's seat: home → Resume → the table, then a still frame. */
async function photograph(page: Page, url: string, saved: SavedSeats, file: string): Promise<void> {
  await page.addInitScript((s) => localStorage.setItem('riverTables.seats.v1', JSON.stringify([s])), saved);
  await page.goto(`${url}?anim=fast`);
  await page.getByTestId('resume').first().click({ timeout: 30_000 });
  // The table has drawn (SwiftShader on a loaded machine can take a while), then settles its camera and animations.
  await page.waitForFunction(() => !!window.__rtRender?.firstFrameAt && window.__rtRender.frames >= 2, null, { timeout: 180_000, polling: 250 });
  // No log: a picture of the rules shows the table, and a resumed game's log lists its last turns over it.
  await page.addStyleTag({ content: '.table-hud .region-log { visibility: hidden; }' });
  await page.waitForTimeout(5000);
  writeFileSync(file, await page.screenshot({ type: 'jpeg', quality: 72, timeout: 180_000 }));
}

async function main(): Promise<void> {
  // Arguments: games ("nile") or single figures ("nile/table"); none: every figure of every game.
  const only = process.argv.slice(2);
  const wanted = (game: string, id: string) => only.length === 0 || only.includes(game) || only.includes(`${game}/${id}`);
  await withAppSession('rules-pictures', async (app, session) => {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    try {
      for (const game of RULES_GAMES) {
        const list = join(ROOT, 'renderer/rules/figures', `${game}.json`);
        if (!existsSync(list)) continue;
        const dir = join(ROOT, 'assets/rules', game);
        mkdirSync(dir, { recursive: true });
        for (const f of figureListSchema.parse(JSON.parse(readFileSync(list, 'utf8'))).filter((x) => wanted(game, x.id))) {
          const saved = await position(session, game, f);
          const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT }, locale: 'en-GB' });
          await photograph(await context.newPage(), app.url, saved, join(dir, `${f.id}.jpg`));
          await context.close();
          console.log(`assets/rules/${game}/${f.id}.jpg`);
        }
      }
    } finally {
      await browser.close();
    }
  });
}

await main();
