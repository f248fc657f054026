/**
 * The e2e tests' `window.__rt*` probes (renderer/app/probes.ts) are compiled out of the packaged release: the
 * renderer as electron-vite builds it for electron-builder has no `__rt` string and no test entry point at all, while
 * the web bundles the e2e tests drive (React's production and development builds) have every table's probes and every
 * entry point.
 * The production web bundle `npm start` serves is checked in test/security/served-bundle.test.ts.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rendererDist } from '../../electron/cli/buildApp';
import electronViteConfig from '../../electron.vite.config';
import { E2E_BUILD, ensureRenderer, REACT_CHECKS_BUILD } from '../e2e/servers';
import { TEST_HOOKS, bundleTexts, hooksIn } from '../security/test-hooks';

function scripts(dir: string): string {
  const assets = join(dir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(assets, f), 'utf8'))
    .join('\n');
}

const out = mkdtempSync(join(tmpdir(), 'rt-release-renderer-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('test probes by build', () => {
  it('the packaged release renderer (electron.vite.config.ts) holds no __rt probe and no test entry point', async () => {
    const { build } = await import('vite');
    const renderer = electronViteConfig.renderer;
    await build({ ...renderer, configFile: false, logLevel: 'warn', build: { ...renderer?.build, outDir: out, emptyOutDir: true } });
    const js = scripts(out);
    expect(js.length).toBeGreaterThan(100_000);
    expect(js.match(/__rt\w*/g) ?? []).toEqual([]);
    for (const [file, text] of bundleTexts(out)) expect(hooksIn(text), file).toEqual([]);
  }, 900_000);

  it.each([E2E_BUILD, REACT_CHECKS_BUILD])('the web bundle the e2e tests use (%s build) has the table probe and every test entry point', async (mode) => {
    await ensureRenderer([mode]);
    const js = scripts(rendererDist(mode));
    expect(hooksIn(js)).toEqual(TEST_HOOKS.map((h) => h.what));
    for (const probe of ['__rtTable', '__rtEmphasis', '__rtKeyFocus', '__rtRender', '__rtShowcase']) {
      expect(js, probe).toMatch(new RegExp(`\\b${probe}\\b`));
    }
  }, 900_000);
});
