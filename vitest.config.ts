import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Component tests (web/**/*.test.tsx) name their jsdom environment in their first line.
    include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'web/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // Every run in a new order (the seed is printed): a test that leans on another's data or order fails at once.
    sequence: { shuffle: true },
  },
});
