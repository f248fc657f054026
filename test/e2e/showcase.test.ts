/**
 * Showcase soak in the system Chromium (SwiftShader WebGL): the kiosk page runs a playlist of all four titles with
 * greedy bots at accelerated pacing, RT_SOAK_ROUNDS (default 2 in `npm test`; 3 for the issue's full soak) complete
 * games of each in a row.
 * After every game: no error, captions were shown, no WebGL renderer left mounted, three.js memory of a title's
 * table no higher than its first game's, and the JS heap (after a forced GC) back to the baseline taken after the
 * first round. Screenshots: each title's best (cinematic) shot, the scoreboard and the attract screen.
 */
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodePlaylist, playlistSchema } from '../../electron/host/showcase/playlist';
import { e2eEnv, newPage, shot } from './harness';
import { showcaseState, waitShowcase, type SoakResult } from './showcase-support';

/** `npm test` runs the bounded soak (2 rounds: a baseline round, then one checked against it); RT_SOAK_ROUNDS=3+ for the full one. */
const ROUNDS = Math.max(2, Number(process.env.RT_SOAK_ROUNDS ?? 2));
const TITLES = [
  { game: 'nile', players: 2 },
  { game: 'niagara', players: 3 },
  { game: 'banks', players: 2 },
  { game: 'nefertiti', players: 2 },
];

const env = e2eEnv(['--bot-delay-ms', '15'], 240_000);

/** Wait until the page's loop waits at `at` for this test. */
async function gate(page: Page, at: 'finale' | 'next'): Promise<void> {
  await page.waitForFunction((a) => window.__rtShowcaseGate?.at === a, at, { timeout: 240_000, polling: 100 });
}

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const h = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return h.usedSize / 1024 / 1024;
}

describe('showcase mode', () => {
  it(`plays ${ROUNDS} complete games of each title in a row without errors or leaks`, async () => {
    const playlist = playlistSchema.parse({ games: TITLES, bot: 'greedy', intermissionMs: 2500, claimMs: 0, attractMs: 1500, watchdogMs: 60_000 });
    const page: Page = await newPage(env.browser, { reduceMotion: false, quality: 'low' });
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    const cdp = await page.context().newCDPSession(page);
    const started = Date.now();
    await page.goto(`${env.app.url}?e2e=1&gate=1&anim=fast&showcase=${encodePlaylist(playlist)}`);
    await page.waitForSelector('[data-testid="showcase-attract"]');
    await shot(page, 'showcase-01-attract');

    const total = ROUNDS * TITLES.length;
    const progress = process.env.RT_SOAK_DEBUG ? setInterval(() => void showcaseState(page).then((x) => console.log('showcase state', JSON.stringify(x && { ...x, results: x.results.length }))), 20_000) : null;
    const heaps: number[] = [];
    const gameMs: number[] = [];
    const shotsTaken = new Set<string>();
    const shotTimeouts: string[] = [];
    let baseline = 0;
    let last = Date.now();
    for (let k = 0; k < total; k++) {
      const title = TITLES[k % TITLES.length]!;
      // The game's finale (its table still on screen, the page waits for us): the first of each title is pictured.
      await gate(page, 'finale');
      if (!shotsTaken.has(title.game)) {
        const now = (await showcaseState(page))!;
        try {
          await shot(page, `showcase-${title.game}${now.shot ? `-${now.shot.replace('.', '-')}` : ''}`);
          shotsTaken.add(title.game);
        } catch (e) {
          // SwiftShader can stall a screenshot of a busy scene: try again at this title's next game.
          if (!String(e).includes('Timeout')) throw e;
          shotTimeouts.push(`${title.game} (game ${k + 1})`);
        }
      }
      await page.evaluate(() => window.__rtShowcaseGate?.release());
      // The game ends: the scoreboard shows it.
      await waitShowcase(page, (s, n) => s.results.length >= n && s.phase === 'scoreboard', k + 1, 240_000);
      const s = (await showcaseState(page))!;
      gameMs.push(Date.now() - last);
      if (process.env.RT_SOAK_DEBUG) console.log('showcase game', k + 1, title.game, Date.now() - last, 'ms');
      last = Date.now();
      const r = s.results[k] as SoakResult;
      expect(r.game, `game ${k + 1}`).toBe(title.game);
      expect(r.seq, `${r.game} game ${k + 1} made moves`).toBeGreaterThan(5);
      expect(r.captions, `${r.game} game ${k + 1} showed captions`).toBeGreaterThan(0);
      expect(s.errors, 'the loop survived no error').toEqual([]);
      if (!shotsTaken.has('scoreboard')) {
        // Short intermissions at this pacing: if the scoreboard went before the picture, take it after the next game.
        await shot(page, 'showcase-scoreboard', { selector: '[data-testid="showcase-scoreboard"]' }).then(() => shotsTaken.add('scoreboard'), () => {});
      }
      // Between games no WebGL renderer is left mounted.
      const gone = await page.waitForFunction(() => (window.__rtRender?.live ?? 0) === 0, null, { timeout: 30_000, polling: 100 }).then(() => true, () => false);
      expect(gone, `the WebGL stage of game ${k + 1} was unmounted`).toBe(true);
      // Each game mounts a fresh renderer, so what could leak across games is the renderer itself (checked above:
      // none left mounted) and the JS heap (below). Within a game, three.js memory at its end must stay in the range
      // of the title's first game: boards differ in what they show, but nothing may grow with the moves played.
      const first = s.results[k % TITLES.length] as SoakResult;
      const mem = r.probe?.render?.live ? r.probe.render.memory : null;
      const mem0 = first.probe?.render?.live ? first.probe.render.memory : null;
      if (mem && mem0) {
        expect(mem.geometries, `${r.game} game ${k + 1} geometries vs its first game`).toBeLessThanOrEqual(mem0.geometries * 2 + 16);
        expect(mem.textures, `${r.game} game ${k + 1} textures vs its first game`).toBeLessThanOrEqual(mem0.textures * 2 + 8);
      }
      const heap = await heapMb(cdp);
      heaps.push(Math.round(heap * 10) / 10);
      if (k === TITLES.length - 1) baseline = heap; // every table chunk, font and texture loaded once
      if (k >= TITLES.length) expect(heap, `JS heap after game ${k + 1} (MB) vs baseline ${baseline.toFixed(1)}`).toBeLessThanOrEqual(baseline * 1.15 + 4);
      // Measured: the page may start the next game.
      await gate(page, 'next');
      await page.evaluate(() => window.__rtShowcaseGate?.release());
    }
    const s = (await showcaseState(page))!;
    const figures = {
      games: s.results.length,
      minutes: Math.round((Date.now() - started) / 600) / 100,
      gameSeconds: gameMs.map((ms) => Math.round(ms / 100) / 10),
      moves: s.results.map((r) => (r as SoakResult).seq),
      captions: s.results.map((r) => (r as SoakResult).captions),
      heapMb: heaps,
      memory: s.results.map((r) => ((r as SoakResult).probe?.render?.live ? (r as SoakResult).probe!.render!.memory : null)),
      screenshotTimeouts: shotTimeouts,
      shots: [...new Set(s.results.flatMap((r) => (r as SoakResult).probe?.shots ?? []))],
    };
    console.log('e2e figures', JSON.stringify({ showcaseSoak: figures }));
    if (progress) clearInterval(progress);
    expect(pageErrors).toEqual([]);
    // Every title is pictured, unless each try of a title timed out in SwiftShader (reported in the figures).
    for (const g of [...TITLES.map((x) => x.game), 'scoreboard']) expect(shotsTaken.has(g) || (g !== 'nile' && g !== 'scoreboard' && shotTimeouts.some((x) => x.startsWith(g))), `a screenshot of ${g}`).toBe(true);
    expect(figures.shots, 'the NILE table published cinematic shots').toEqual(expect.arrayContaining(['nile.flood']));
  }, 20 * 60_000);
});
