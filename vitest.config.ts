import { defineConfig } from 'vitest/config';
import { appVersionDefine, probesDefine } from './renderer/vite.config';

export default defineConfig({
  define: { ...appVersionDefine, ...probesDefine(true) },
  test: {
    environment: 'node',
    // 2-core machines: keep workers to the core count so property tests don't thrash.
    maxWorkers: 2,
    testTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/e2e/**'] } },
      // The end-to-end tests share one renderer build, one app server and one Chromium (test/e2e/globalSetup.ts).
      { extends: true, test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], globalSetup: ['test/e2e/globalSetup.ts'] } },
    ],
  },
});
