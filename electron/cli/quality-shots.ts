import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { WebSocket } from 'ws';
import { Session } from '../../client/session';
import { WsTransport } from '../../client/ws';
import { parseArgs, runCli } from './args';
import { buildRenderer, rendererIsStale } from './buildApp';
import { CHROMIUM_ARGS, startApp } from './browserApp';
import { BENCH_TABLES } from './render-bench/format';
import { benchMatch } from './render-bench/match';
import { open } from './render-bench/page';

const LEVELS = ['low', 'medium', 'high'] as const;

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
  if (rendererIsStale('bench')) await buildRenderer({ mode: 'bench', quiet: true });
  mkdirSync(args.dir, { recursive: true });
  const app = await startApp();
  const session = new Session(new WsTransport(`${app.url.replace('http', 'ws')}local`, { WebSocket, reconnect: false }), 'quality-shots');
  try {
    await session.connect();
    for (const table of BENCH_TABLES.filter((t) => args.table === 'all' || t === args.table))
      for (const quality of LEVELS.filter((l) => args.level === 'all' || l === args.level)) {
        const match = await benchMatch(session, table, `quality-shots-${table}`);
        const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
        try {
          const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, locale: 'en-GB' });
          page.on('console', (m) => m.type() === 'error' && console.error(`${table} ${quality}: ${m.text()}`));
          page.on('pageerror', (e) => console.error(`${table} ${quality}: ${e.message}`));
          await open(page, { url: app.url, quality, match });
          // The opening framing and the deal settle (NILE's take about 6 s at low: a fixed wait pictured its camera
          // mid-flight in one run and at rest in the next), then a few frames drawn at rest.
          await page.waitForFunction(() => !window.__rtCameraMoving && window.__rtBench?.idle() === true, null, { timeout: 30_000, polling: 250 });
          await page.evaluate(() => window.__rtBench!.frames(3, false, 60_000));
          const path = join(args.dir, `quality-${table}-${quality}.png`);
          await page.screenshot({ path, timeout: 120_000 });
          console.log(path);
        } finally {
          await browser.close();
        }
      }
  } finally {
    session.close();
    app.proc.kill('SIGTERM');
  }
});
