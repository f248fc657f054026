/**
 * What `npm start` serves players holds no test hook: no `window.__rt*` probe and no test entry point (`?bench=bare`,
 * `?e2e`, the showcase gate…), neither in the production bundle's files nor over HTTP from the page port and the LAN
 * port LAN guests' phones load the app from. Each check also runs on the bench build (the same app with the probes),
 * where it must find them: a check that finds nothing there could not fail.
 */
import { extname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRenderer, builtMode } from '../../electron/cli/buildApp';
import { startRuntime, type Runtime } from '../../electron/web/runtime';
import { tempDir } from '../host/helpers';
import { TEST_HOOKS, UNDEFINED_CONSTANT, bundleTexts, hooksIn } from './test-hooks';

const EVERY_HOOK = TEST_HOOKS.map((h) => h.what);

const production = tempDir('rt-served-production-');
const bench = tempDir('rt-served-bench-');
const runtimes: Runtime[] = [];

// One build of each for every test here: a build takes tens of seconds on a loaded machine.
beforeAll(async () => {
  await buildRenderer({ mode: 'production', quiet: true, outDir: production.dir });
  await buildRenderer({ mode: 'bench', quiet: true, outDir: bench.dir });
}, 600_000);

afterAll(async () => {
  await Promise.all(runtimes.map((rt) => rt.close()));
  production.remove();
  bench.remove();
});

/** The bundle in `dir` served as `npm start` serves it: the page listener and the LAN listener, on loopback. */
async function serve(dir: string): Promise<{ page: string; lan: string }> {
  const rt = await startRuntime({ staticDir: dir, local: { port: 0 }, lan: { port: 0, bind: '127.0.0.1', announce: false }, browse: false, host: { journalDir: null, botDelayMs: 0 } });
  runtimes.push(rt);
  const lan = rt.lan;
  if (!rt.local || !lan) throw new Error('both listeners should be open');
  return { page: rt.local.url, lan: `http://127.0.0.1:${lan.listener.port}/` };
}

/** What a page, a script or a style sheet refers to that the browser would load from the same server. */
const REFERENCES = [/(?:src|href)="([^"]+)"/g, /[`'"(]((?:\.{0,2}\/)?(?:assets\/)?[\w.-]+\.(?:js|mjs|css|json|map))[`'")]/g, /sourceMappingURL=(\S+)/g];

/**
 * Fetch the page at `base` and everything it loads, module imports and dynamic chunks included (followed through the
 * HTML, the scripts and the style sheets); text only. By URL path.
 */
async function crawl(base: string): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  const queue = [new URL(base)];
  for (let url = queue.shift(); url; url = queue.shift()) {
    if (seen.has(url.pathname)) continue;
    const res = await fetch(url);
    const text = await res.text();
    // A string that only looks like a file name (in three.js, say) is no reference: the server has no such file.
    if (res.status === 404) continue;
    expect(res.status, url.href).toBe(200);
    seen.set(url.pathname, text);
    for (const re of REFERENCES) {
      for (const m of text.matchAll(re)) {
        const ref = m[1];
        if (!ref) continue;
        const next = new URL(ref, url);
        if (next.origin === url.origin && /\.(?:m?js|css|json|map|html)$/.test(next.pathname)) queue.push(next);
      }
    }
  }
  return seen;
}

describe('no test hook in what npm start serves', () => {
  it('no file of the production bundle holds a probe or a test entry point; the bench build holds each', () => {
    expect(builtMode(production.dir)).toBe('production');
    expect(builtMode(bench.dir)).toBe('bench');
    const shipped = bundleTexts(production.dir);
    expect([...shipped.keys()].filter((f) => extname(f) === '.js').length, 'the bundle has its scripts').toBeGreaterThan(20);
    expect(shipped.has('index.html')).toBe(true);
    for (const [file, text] of shipped) {
      expect(hooksIn(text), file).toEqual([]);
      expect(text, file).not.toMatch(UNDEFINED_CONSTANT);
    }
    const probed = [...bundleTexts(bench.dir).values()];
    expect(probed.filter((t) => UNDEFINED_CONSTANT.test(t))).toEqual([]);
    expect(hooksIn(probed.join('\n')), 'the bench build has each hook').toEqual(EVERY_HOOK);
  });

  it('served on the page port and the LAN port, the production app loads no script that holds one', async () => {
    const ports = await serve(production.dir);
    const scripts = [...bundleTexts(production.dir).keys()].filter((f) => /\.(?:js|css)$/.test(f)).map((f) => `/${f}`);
    for (const [port, base] of Object.entries(ports)) {
      const served = await crawl(base);
      // Every script and style sheet of the bundle is reached from the page: nothing is left unchecked.
      expect(scripts.filter((f) => !served.has(f)), `${port} port: files not reached`).toEqual([]);
      for (const [path, text] of served) expect(hooksIn(text), `${port} port ${path}`).toEqual([]);
    }
  }, 120_000);

  it('served the same way, the bench build shows its probes: the crawl reaches them', async () => {
    for (const [port, base] of Object.entries(await serve(bench.dir))) {
      const served = await crawl(base);
      expect(hooksIn([...served.values()].join('\n')), `${port} port`).toEqual(EVERY_HOOK);
    }
  }, 120_000);
});
