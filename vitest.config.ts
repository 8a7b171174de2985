import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/model/**/*.test.ts', 'tests/property/**/*.test.ts', 'tests/component/**/*.test.tsx'],
    // Model-based exploration and property runs are CPU-bound; two workers match the 2-core machines.
    maxWorkers: 2,
    testTimeout: 120_000,
    reporters: ['default'],
  },
});
