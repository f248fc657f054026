/**
 * The web bundle's build mode (electron/cli/buildApp.ts): built for production under the test runner's NODE_ENV=test
 * (no React development build, no `jsxDEV`), the mode recorded, and a bundle of another mode counted as stale and
 * refused by `npm start --no-build`, so `npm start` never serves the e2e tests' or the render bench's bundle (with
 * the probes). Each mode builds into its own folder. NODE_ENV is left as it was.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_MODES, RENDERER_DIST, assertBuilt, buildRenderer, builtMode, rendererDist, rendererIsStale } from '../../electron/cli/buildApp';

const dir = mkdtempSync(join(tmpdir(), 'rt-build-mode-'));
const benchDir = mkdtempSync(join(tmpdir(), 'rt-build-mode-bench-'));
afterAll(() => [dir, benchDir].forEach((d) => rmSync(d, { recursive: true, force: true })));

function scripts(dist: string): string[] {
  const assets = join(dist, 'assets');
  return readdirSync(assets).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(assets, f), 'utf8'));
}

describe('the web bundle build mode', () => {
  it('builds for production whatever NODE_ENV says, records it, and counts a development bundle as stale', async () => {
    expect(process.env.NODE_ENV, 'this runs under the test runner').toBe('test');
    expect(builtMode(dir)).toBeNull();
    expect(rendererIsStale('production', dir)).toBe(true);
    expect(() => assertBuilt('production', dir), 'nothing built yet').toThrow(/no production build/);
    await buildRenderer({ mode: 'production', quiet: true, outDir: dir });
    expect(process.env.NODE_ENV, 'left as it was').toBe('test');
    expect(builtMode(dir)).toBe('production');
    const code = scripts(dir);
    expect(code.some((c) => c.includes('createRoot')), 'React is in it').toBe(true);
    expect(code.filter((c) => c.includes('jsxDEV')), 'the development JSX runtime').toHaveLength(0);
    expect(code.filter((c) => c.includes('Each child in a list should have a unique')), "React's development build").toHaveLength(0);
    expect(rendererIsStale('production', dir)).toBe(false);
    expect(rendererIsStale('development', dir), 'a bundle of another mode is rebuilt').toBe(true);
    expect(rendererIsStale('bench', dir), 'a bundle of another mode is rebuilt').toBe(true);
    expect(() => assertBuilt('production', dir)).not.toThrow();
    expect(() => assertBuilt('bench', dir), 'served as it is only in the mode asked').toThrow(/holds a production build/);
  }, 300_000);

  it('builds the bench bundle with React\'s production build and the probes, recorded as bench', async () => {
    await buildRenderer({ mode: 'bench', quiet: true, outDir: benchDir });
    expect(builtMode(benchDir)).toBe('bench');
    const code = scripts(benchDir);
    expect(code.filter((c) => c.includes('jsxDEV')), 'the development JSX runtime').toHaveLength(0);
    expect(code.filter((c) => c.includes('__rtBench')), 'the probe the bench reads').not.toHaveLength(0);
    expect(rendererIsStale('production', benchDir), '`npm start` rebuilds over it').toBe(true);
  }, 300_000);

  it('keeps each mode in its own folder, the production one where `npm start` serves from', () => {
    expect(rendererDist('production')).toBe(RENDERER_DIST);
    expect(new Set(BUILD_MODES.map(rendererDist)).size, 'no two modes share a folder').toBe(BUILD_MODES.length);
  });
});
