import { defineConfig } from 'vitest/config';
import { appVersionDefine, probesDefine } from './renderer/vite.config';

/**
 * The unit files that replace a module with `vi.mock` (each its own 'electron'): they run isolated, each with its own
 * module graph. Every other unit file shares its worker's graph with the files before it (test/vitest-config.test.ts
 * holds this list to the files that mock).
 */
export const MOCKING_FILES = ['test/renderer/electron.test.ts', 'test/security/electron.test.ts'];

export default defineConfig({
  define: { ...appVersionDefine, ...probesDefine(true) },
  test: {
    environment: 'node',
    // 2-core machines: keep workers to the core count so property tests don't thrash.
    maxWorkers: 2,
    testTimeout: 60_000,
    projects: [
      // No re-import per file (half the unit files' time went to importing the same modules again): each file leaves the
      // shared stores and globals as it found them; a shuffled order finds one that does not (docs/contributing.md, Tests).
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/e2e/**', ...MOCKING_FILES], isolate: false } },
      { extends: true, test: { name: 'unit-isolated', include: MOCKING_FILES } },
      // The end-to-end tests share one renderer build, one app server and one Chromium (test/e2e/globalSetup.ts), and
      // their worker's modules (playwright-core and the harness imported again per file took about 1.7 s of the wall each).
      { extends: true, test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], globalSetup: ['test/e2e/globalSetup.ts'], isolate: false } },
    ],
  },
});
