/**
 * The web bundle's build mode (electron/cli/buildApp.ts): built for production under the test runner's NODE_ENV=test
 * (no React development build, no `jsxDEV`), the mode recorded, and a bundle of the other mode counted as stale, so
 * the render bench and `npm start` never reuse the e2e tests' development bundle. NODE_ENV is left as it was.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildRenderer, builtMode, rendererIsStale } from '../../electron/cli/buildApp';

const dir = mkdtempSync(join(tmpdir(), 'rt-build-mode-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the web bundle build mode', () => {
  it('builds for production whatever NODE_ENV says, records it, and counts a development bundle as stale', async () => {
    expect(process.env.NODE_ENV, 'this runs under the test runner').toBe('test');
    expect(builtMode(dir)).toBeNull();
    expect(rendererIsStale('production', dir)).toBe(true);
    await buildRenderer({ mode: 'production', quiet: true, outDir: dir });
    expect(process.env.NODE_ENV, 'left as it was').toBe('test');
    expect(builtMode(dir)).toBe('production');
    const assets = join(dir, 'assets');
    const code = readdirSync(assets).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(assets, f), 'utf8'));
    expect(code.some((c) => c.includes('createRoot')), 'React is in it').toBe(true);
    expect(code.filter((c) => c.includes('jsxDEV')), 'the development JSX runtime').toHaveLength(0);
    expect(code.filter((c) => c.includes('Each child in a list should have a unique')), "React's development build").toHaveLength(0);
    expect(rendererIsStale('production', dir)).toBe(false);
    expect(rendererIsStale('development', dir), 'a bundle of the other mode is rebuilt').toBe(true);
  }, 300_000);
});
