import { defineConfig } from 'vitest/config';
import { appVersionDefine, probesDefine } from './renderer/vite.config';

export default defineConfig({
  define: { ...appVersionDefine, ...probesDefine(true) },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // 2-core machines: keep workers to the core count so property tests don't thrash.
    maxWorkers: 2,
    testTimeout: 60_000,
  },
});
