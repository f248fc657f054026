/**
 * Showcase soak in the system Chromium (SwiftShader WebGL): the kiosk page runs a playlist of all four titles with
 * greedy bots at accelerated pacing, RT_SOAK_ROUNDS (default 2) complete games of each in a row. After every game: no
 * error, captions were shown, no WebGL renderer left mounted, the game's renderer back to the memory of a fresh one
 * once its scene was disposed, and the JS heap (after a forced GC) back to the baseline taken after the first round.
 * While the games play, the camera's framing is looked at (`__rtFramingLooks`: each set of acting pieces on a frame the
 * page drew): the looks with the camera at rest find the pieces on screen and clear of the overlays (each title's
 * misses within what a director framing 95 % would make by chance).
 * Screenshots: each title's best (cinematic) shot, the scoreboard and the attract screen.
 */
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodePlaylist, playlistSchema } from '../../protocol/playlist';
import { e2eEnv, newPage, shot } from './harness';
import { disposedSince, framingSampler, showcaseState, waitShowcase, type Freed, type FramingTally } from './showcase-support';

/**
 * Rounds of the playlist: 2 in `npm test` (a round that sets the JS heap baseline, then one checked against it: a
 * leak comes back every game). RT_SOAK_ROUNDS=N for a longer one; never fewer than 2, or the heap would go unchecked.
 */
const ROUNDS = Math.max(2, Number(process.env.RT_SOAK_ROUNDS ?? 2));
const TITLES = [
  // The smaller deck of the French rulebook: a NILE game of about 30 moves instead of 40.
  { game: 'nile', players: 2, options: { frSmallGame: true } },
  // Round limits: the soak is about leaks after each stage, not about a game's endgame (each game is played to its
  // natural end elsewhere: app, banks, niagara and nefertiti tests); Niagara's and An den Ufern des Nils' natural ends
  // run to 200–300 moves, each drawn on screen before the next game.
  { game: 'niagara', players: 3, options: { roundCap: 2 } },
  { game: 'banks', players: 2, options: { roundCap: 3 } },
  { game: 'nefertiti', players: 2 },
];

/** The soak's playlist: the titles, ROUNDS times over. */
const SOAK_GAMES = Array.from({ length: ROUNDS }, () => TITLES).flat();

// --lan-now: the LAN listener is open from the start (as with `npm run showcase`), so the kiosk shows its QR code.
const env = e2eEnv(['--bot-delay-ms', '15', '--lan-now']);

/**
 * What a stage's renderer may still hold once its scene was disposed (renderer/scenes/common/Stage.tsx measures it
 * just before the renderer itself is disposed). The baseline is a freshly created renderer, plus the one texture
 * three.js itself adds to every renderer that draws a lit (MeshStandardMaterial) object: its DFG lookup table
 * (`getDFGLUT()` in three r187, a 16×16 DataTexture shared by all renderers, freed only with the renderer). At
 * 'low' quality (this soak) there is no shadow map, whose depth programs three.js would also keep. Anything above
 * that was allocated by a table and never disposed (e.g. a module-level cache of GPU objects): no margin,
 * since a leak is a whole object and would come back every game.
 */
/**
 * The tables' animation speed in the pacing check (their own `?anim=` factor): the kiosk's own, 1. The bots (15 ms a
 * move) are far quicker than any move the table draws on this software renderer, so a host that did not wait for
 * the screen would end a game long before it (the check asks that the host was ahead of the picture at some point);
 * RT_SHOWCASE_ANIM=0.5 or 0.25 slows the tables further for a harder run.
 */
const SLOWED = Number(process.env.RT_SHOWCASE_ANIM ?? 1);

const BASELINE = { geometries: 0, textures: 1, programs: 0 };

/**
 * The share of framing looks (a set of acting pieces, on a frame drawn while they acted) that must find every acting
 * piece framed. At this soak's ×10 the director cuts to each move (an ease would arrive after it), so this measures
 * where it frames; a set the camera eased through the whole time (to a phase's framing or a cinematic shot) is counted
 * apart, not judged: all the misses the soak met were such looks. Most moves land at once while the table catches up,
 * and a title gets only 0–20 looks in its games, where one miss is 5–100 %: a title fails when its misses are more
 * than a director framing FRAMED of its looks would make by chance once in a hundred runs (a one-sided binomial test;
 * 2 of 13 looks passes, 4 of 13 fails). The eased check below (every move of a game judged, by the same test) and
 * `npm run bench:showcase` (every title at the kiosk's pacing) hold the director to FRAMED itself.
 */
const FRAMED = 0.95;

/** The most misses of `looks` that a director framing FRAMED of its looks reaches with a chance of at least 1 %. */
function allowedMisses(looks: number): number {
  const p = 1 - FRAMED;
  // P(X <= k) for X ~ Binomial(looks, p), from the bottom up (the terms stay in range for any count of looks here).
  let term = (1 - p) ** looks;
  let below = 0;
  for (let k = 0; k < looks; k++) {
    below += term;
    if (1 - below < 0.01) return k; // P(X >= k + 1) < 1 %
    term *= ((looks - k) / (k + 1)) * (p / (1 - p));
  }
  return looks;
}

/** Each title's framing: the looks of its games added up, and each game's share framed. */
function framingFigures(tallies: FramingTally[]) {
  return Object.fromEntries(
    TITLES.map(({ game }) => {
      const mine = tallies.filter((t) => t.game === game);
      const samples = mine.reduce((n, t) => n + t.samples, 0);
      const framed = mine.reduce((n, t) => n + t.framed, 0);
      const acted = mine.reduce((n, t) => n + t.acted, 0);
      return [game, { samples, framed: samples ? Math.round((framed / samples) * 1000) / 10 : null, games: mine.map((t) => `${t.framed}/${t.samples}`), moving: mine.reduce((n, t) => n + t.moving, 0), acted, misses: mine.flatMap((t) => t.misses) }];
    }),
  );
}
const MARGIN = 0;

/** Wait until the page's loop waits at `at` for this test. */
async function gate(page: Page, at: 'finale' | 'next'): Promise<void> {
  await page.waitForFunction((a) => window.__rtShowcaseGate?.at === a, at, { timeout: 120_000, polling: 100 });
}

/**
 * At this pacing the host ends a game long before the table has animated it (SwiftShader draws a few frames a
 * second): before a title is pictured, the table lands the moves it is still animating at once (the page's reduced
 * motion, see `__rtShowcaseSettle`), so the picture shows the final board that the caption "The game is over" speaks
 * of; then back to animating.
 */
async function catchUp(page: Page): Promise<void> {
  await page.evaluate(() => window.__rtShowcaseSettle?.(true));
  // The table's "game over" cover (hidden on the kiosk) is there once the last move is on the board.
  await page.waitForSelector('.sc-table [data-testid="see-results"]', { state: 'attached', timeout: 60_000 });
  await page.evaluate(() => window.__rtShowcaseSettle?.(false));
}

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const h = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return h.usedSize / 1024 / 1024;
}

describe('showcase mode', () => {
  it(`plays ${ROUNDS} complete games of each title in a row without errors or leaks`, async () => {
    // Short pauses: the page holds the finale and the scoreboard at the test's gate while the test measures anyway.
    // The attract screen stays long enough to be pictured.
    const playlist = playlistSchema.parse({ games: SOAK_GAMES, bot: 'greedy', intermissionMs: 800, claimMs: 0, attractMs: 4000, watchdogMs: 60_000 });
    // Drawn: what the GPU holds after each game (three's geometries, textures, programs) exists only once drawn.
    const page = await newPage(env.drawingBrowser, { reduceMotion: false, quality: 'low', draw: true });
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    const cdp = await page.context().newCDPSession(page);
    const started = Date.now();
    // pace=0: this soak measures leaks over many fast games, not pacing (the kiosk otherwise paces the host).
    await page.goto(`${env.app.url}?e2e=1&gate=1&pace=0&anim=10&showcase=${encodePlaylist(playlist)}`);
    await page.waitForSelector('[data-testid="showcase-attract"]');
    await shot(page, 'showcase-01-attract');
    const sampler = framingSampler(page, { atRest: true });

    const total = ROUNDS * TITLES.length;
    const progress = process.env.RT_SOAK_DEBUG ? setInterval(() => void showcaseState(page).then((x) => console.log('showcase state', JSON.stringify(x && { ...x, results: x.results.length }))), 20_000) : null;
    const heaps: number[] = [];
    const gameMs: number[] = [];
    const shotsTaken = new Set<string>();
    let baseline = 0;
    let last = Date.now();
    const afterDispose: Freed[] = [];
    let checkedUpTo = -1;
    for (let k = 0; k < total; k++) {
      const title = TITLES[k % TITLES.length]?.game ?? '';
      // The game's finale (its table still on screen, the page waits for us): the first of each title is pictured.
      await gate(page, 'finale');
      if (!shotsTaken.has(title)) {
        await catchUp(page);
        const now = await showcaseState(page);
        await shot(page, `showcase-${title}${now?.shot ? `-${now.shot.replace('.', '-')}` : ''}`);
        shotsTaken.add(title);
      }
      await page.evaluate(() => window.__rtShowcaseGate?.release());
      // The game ends: the scoreboard shows it.
      const s = await waitShowcase(page, (s, n) => s.results.length >= n && s.phase === 'scoreboard', k + 1, 120_000);
      gameMs.push(Date.now() - last);
      if (process.env.RT_SOAK_DEBUG) console.log('showcase game', k + 1, title, Date.now() - last, 'ms');
      last = Date.now();
      const r = s.results[k];
      expect(r?.game, `game ${k + 1}`).toBe(title);
      expect(r?.seq, `${title} game ${k + 1} made moves`).toBeGreaterThan(5);
      expect(r?.captions, `${title} game ${k + 1} showed captions`).toBeGreaterThan(0);
      expect(s.errors, 'the loop survived no error').toEqual([]);
      // Between games no WebGL renderer is left mounted, and every stage unmounted since the last check (this game's,
      // and any the table re-mounted during it) gave back what it allocated: see `disposedSince`.
      const mountedAt = r?.probe?.render?.mountedAt;
      if (mountedAt === undefined) throw new Error(`${title} game ${k + 1}: its stage was not mounted at the finale`);
      const freed = await disposedSince(page, checkedUpTo, mountedAt);
      checkedUpTo = mountedAt;
      for (const d of freed) {
        expect.soft(d.geometries, `${title} game ${k + 1}: geometries left after dispose`).toBeLessThanOrEqual(BASELINE.geometries + MARGIN);
        expect.soft(d.textures, `${title} game ${k + 1}: textures left after dispose`).toBeLessThanOrEqual(BASELINE.textures + MARGIN);
        expect.soft(d.programs, `${title} game ${k + 1}: programs left after dispose`).toBeLessThanOrEqual(BASELINE.programs + MARGIN);
      }
      afterDispose.push(...freed.slice(-1));
      const heap = await heapMb(cdp);
      heaps.push(Math.round(heap * 10) / 10);
      if (k === TITLES.length - 1) baseline = heap; // every table chunk, font and texture loaded once
      if (k >= TITLES.length) expect(heap, `JS heap after game ${k + 1} (MB) vs baseline ${baseline.toFixed(1)}`).toBeLessThanOrEqual(baseline * 1.15 + 4);
      // Measured: the page holds the scoreboard at its gate until the test lets it start the next game.
      await gate(page, 'next');
      if (k === 0) await shot(page, 'showcase-scoreboard', { selector: '[data-testid="showcase-scoreboard"]' });
      await page.evaluate(() => window.__rtShowcaseGate?.release());
    }
    const results = (await showcaseState(page))?.results ?? [];
    expect(results).toHaveLength(total);
    const tallies = await sampler.stop();
    const figures = {
      games: results.length,
      minutes: Math.round((Date.now() - started) / 600) / 100,
      gameSeconds: gameMs.map((ms) => Math.round(ms / 100) / 10),
      moves: results.map((r) => r.seq),
      captions: results.map((r) => r.captions),
      heapMb: heaps,
      memory: results.map((r) => (r.probe?.render?.live ? r.probe.render.memory : null)),
      afterDispose: afterDispose.map(({ geometries, textures, programs }) => ({ geometries, textures, programs })),
      shots: [...new Set(results.flatMap((r) => r.probe?.shots ?? []))],
      framing: framingFigures(tallies),
    };
    console.log('e2e figures', JSON.stringify({ showcaseSoak: figures }));
    if (progress) clearInterval(progress);
    expect(pageErrors).toEqual([]);
    expect(shotsTaken, 'every title pictured').toEqual(new Set(TITLES.map((x) => x.game)));
    expect(figures.shots, 'the NILE table published cinematic shots').toEqual(expect.arrayContaining(['nile.flood']));
    // The looks with the camera at rest found the acting pieces framed. The soak looked (its probe is alive), but not
    // at every title: at ×10 and unpaced the table lands most moves at once while it catches up with the host, and
    // how many it still animates, and draws a frame of, depends on the machine's load (seen: 3–20 sets of pieces
    // acting per title over two games here; none looked at for Niagara in CI). The eased check below judges every
    // move of a game, and `npm run bench:showcase` every title.
    expect(tallies.every((t) => TITLES.some((x) => x.game === t.game))).toBe(true);
    expect(tallies.reduce((n, t) => n + t.samples, 0), 'looks at rest while pieces acted, over the soak').toBeGreaterThan(0);
    for (const { game } of TITLES) {
      const mine = tallies.filter((t) => t.game === game);
      const looks = mine.reduce((n, t) => n + t.samples, 0);
      const misses = looks - mine.reduce((n, t) => n + t.framed, 0);
      expect.soft(misses, `${game}: looks (of ${looks}) that found an acting piece off screen or under a panel: ${JSON.stringify(mine.flatMap((t) => t.misses))}`).toBeLessThanOrEqual(allowedMisses(looks));
    }
  }, 10 * 60_000);

  /**
   * The kiosk paces the host (host/pacers.ts): with the tables animating (at SLOWED) far slower than the bots play on
   * this busy machine, every game still ends on screen with its last move and its results before the scoreboard, and no caption
   * describes a move the table has not shown yet. The pacing is the host's, the same for every game: one short game
   * (a small NILE deck: card flights, a caption a move) shows it. The camera eases to each move here: its framing is
   * checked as in the soak.
   */
  it('renews its page at a scoreboard and goes on where it was: the next game, the count and the wins kept', async () => {
    const games = [TITLES[0]!];
    const playlist = playlistSchema.parse({ games, bot: 'greedy', intermissionMs: 800, claimMs: 0, attractMs: 0, renewEvery: 1 });
    const page = await newPage(env.browser, { reduceMotion: true, quality: 'low' });
    const thrown: string[] = [];
    page.on('pageerror', (e) => thrown.push(e.message));
    await page.goto(`${env.app.url}?e2e=1&anim=10&showcase=${encodePlaylist(playlist)}`);
    const renewed = await waitShowcase(page, (s) => s.renewals >= 1 && s.phase === 'scoreboard', null, 3 * 60_000);
    expect(renewed.number).toBe(1);
    expect(renewed.results.map((r) => r.game)).toEqual(['nile']);
    // The renewed page plays the next game, counting on from the first page's.
    const next = await waitShowcase(page, (s) => s.phase === 'playing' && s.number === 2, null, 60_000);
    expect(next.renewals).toBe(1);
    expect(thrown).toEqual([]);
    await page.close();
  }, 5 * 60_000);

  it('with the table slower than the bots, each game ends on screen before the scoreboard, and captions never lead the picture', async () => {
    const games = [{ game: 'nile', players: 2, options: { frSmallGame: true } }];
    const playlist = playlistSchema.parse({ games, bot: 'greedy', intermissionMs: 400, claimMs: 0, attractMs: 0, watchdogMs: 60_000 });
    const page = await newPage(env.browser, { reduceMotion: false, quality: 'low' });
    const started = Date.now();
    await page.goto(`${env.app.url}?e2e=1&anim=${SLOWED}&showcase=${encodePlaylist(playlist)}`);
    // At this pace the camera eases to each move (the flights wait for it): the same framing check as the soak's.
    const sampler = framingSampler(page);
    const s = await waitShowcase(page, (x, n) => x.results.length >= n, games.length, 5 * 60_000);
    const framing = await sampler.stop();
    const results = s.results.slice(0, games.length);
    for (const r of results) {
      const pace = r.pace;
      if (!pace) throw new Error(`${r.game}: no pace measured`);
      expect(pace.ahead, `${r.game}: the host had moves the table had not shown yet (the pacing was needed)`).toBeGreaterThan(0);
      expect(pace.shownAtEnd, `${r.game}: the table showed the last move before the scoreboard`).toBe(pace.endSeq);
      expect(r.probe?.cover, `${r.game}: the results were on the table before the scoreboard`).toBe(true);
      expect(r.captions, `${r.game}: captions shown`).toBeGreaterThan(0);
      expect(pace.captionLead, `${r.game}: no caption led the picture`).toBeLessThanOrEqual(0);
    }
    expect(s.errors).toEqual([]);
    env.figures.showcasePace = {
      anim: SLOWED,
      seconds: Math.round((Date.now() - started) / 1000),
      games: results.map((r) => ({ game: r.game, moves: r.seq, hostAheadMax: r.pace?.ahead, captions: r.captions })),
      framing: framing.map((t) => `${t.game} ${t.framed}/${t.samples}`),
      misses: framing.flatMap((t) => t.misses),
    };
    // Every move the table drew is a look (30–40 in this game), judged whether the camera rested or not.
    for (const t of framing) {
      expect(t.samples, `${t.game}: looks while pieces acted (eased)`).toBeGreaterThan(0);
      expect.soft(t.samples - t.framed, `${t.game}: looks (of ${t.samples}) that found an acting piece off screen or under a panel (eased)`).toBeLessThanOrEqual(allowedMisses(t.samples));
    }
  }, 6 * 60_000);
});
