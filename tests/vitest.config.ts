import { defineConfig } from 'vitest/config';

// Two projects: fast pure unit tests, and integration tests that boot the real
// Strapi + adapters on a fresh database (SQLite, or PostgreSQL when
// TEST_DATABASE_URL is set). See tests/support/stack.ts.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          root: import.meta.dirname,
          include: ['unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          root: import.meta.dirname,
          include: ['integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          sequence: { concurrent: false },
        },
      },
    ],
  },
});
