import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // 2-core machines: keep workers to the core count so property tests don't thrash.
    maxWorkers: 2,
    testTimeout: 60_000,
  },
});
