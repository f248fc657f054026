import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs, runCli } from './args';
import { picture, withAppSession } from './browserApp';
import { BENCH_TABLES } from './render-bench/format';
import { benchMatch } from './render-bench/match';
import { open } from './render-bench/page';

const LEVELS = ['low', 'medium', 'high'] as const;
/** How long a table whose camera rests may go on drawing (its deal landing) before it is pictured anyway. */
const IDLE_MAX_MS = 10_000;

/**
 * `npm run shots:quality`: every table at every quality level, at its default camera on a 1280 × 800 screen, in the
 * system Chromium (SwiftShader), as `quality-<table>-<level>.png` in `--dir` (docs/screenshots): the pictures the
 * tables' look is judged by, before and after a change to the stage (docs/render-performance.md). Each table is a
 * fresh 3-player match of the bench's (same seed), opened as a player resumes it; loopback only; stops by itself.
 */
const spec = {
  dir: { kind: 'string', default: 'docs/screenshots', help: 'where the pictures go' },
  table: { kind: 'string', default: 'all', values: ['all', ...BENCH_TABLES], help: 'one table' },
  level: { kind: 'string', default: 'all', values: ['all', ...LEVELS], help: 'one quality level' },
} as const;

runCli('shots:quality', spec, async () => {
  const args = parseArgs(spec, process.argv.slice(2));
  mkdirSync(args.dir, { recursive: true });
  await withAppSession('quality-shots', async (app, session) => {
    for (const table of BENCH_TABLES.filter((t) => args.table === 'all' || t === args.table))
      for (const quality of LEVELS.filter((l) => args.level === 'all' || l === args.level)) {
        const match = await benchMatch(session, table, `quality-shots-${table}`);
        await picture(join(args.dir, `quality-${table}-${quality}.png`), `${table} ${quality}`, async (page) => {
          await open(page, { url: app.url, quality, match });
          // The opening framing and the deal settle (NILE's take about 6 s at low: a fixed wait pictured its camera
          // mid-flight in one run and at rest in the next), then a few frames drawn at rest. Water that flows for ever
          // (Niagara's at medium and high, the Nile's of An den Ufern des Nils at high) keeps a stage from idling: once
          // its camera rests, its deal gets IDLE_MAX_MS.
          await page.waitForFunction(() => !window.__rtCameraMoving, null, { timeout: 30_000, polling: 250 });
          const idle = await page.waitForFunction(() => window.__rtBench?.idle() === true, null, { timeout: IDLE_MAX_MS, polling: 250 }).then(() => true, () => false);
          if (!idle) console.log(`${table} ${quality}: still drawing after ${IDLE_MAX_MS / 1000} s at rest (an animation that never stops): pictured then`);
          await page.evaluate(() => window.__rtBench!.frames(3, false, 60_000));
        });
      }
  });
});
