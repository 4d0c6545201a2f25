import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Fast pure unit tests, frontend tests (happy-dom; typed by tests/frontend/tsconfig.json), and integration
// tests that boot the real Strapi + adapters on a fresh database: always on SQLite, and a second time on
// PostgreSQL when TEST_DATABASE_URL names a server.
// See tests/support/stack.ts.
/**
 * Files about the HTTP layer, the adapters' cache and streams, image decoding or Strapi's process rather than the
 * database: each would answer the same on PostgreSQL, so they run on SQLite only (CI time stays under its budget).
 */
const DATABASE_NEUTRAL = [
  'integration/hardening-http.test.ts',
  'integration/http-caching.test.ts',
  'integration/http-frame.test.ts',
  'integration/request-logs.test.ts',
  'integration/cache-fill-inputs.test.ts',
  'integration/cms-away.test.ts',
  'integration/live-hardening.test.ts',
  'integration/image-pixel-budget.test.ts',
  // Sign-in limits are counted in each Strapi process's memory, whatever the database.
  'integration/hardening-auth-limits.test.ts',
  // Comment limits and repeated views are counted in memory too.
  'integration/engagement-limits.test.ts',
  // Readiness asks the database for `SELECT 1` through Strapi, the same statement on both.
  'integration/health.test.ts',
  // The outbox is a folder of files, read the same way whatever the database.
  'integration/outbox.test.ts',
];

const integration = (name: string, exclude: string[] = []): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: import.meta.dirname,
    include: ['integration/**/*.test.ts'],
    exclude,
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    sequence: { concurrent: false },
  },
});

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
        // Frontend modules in a simulated browser: the test of frontend/src/<path>.ts(x) is frontend/<path>.test.ts(x);
        // shared helpers in frontend/support/.
        test: {
          name: 'frontend',
          root: import.meta.dirname,
          include: ['frontend/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['frontend/support/setup.ts'],
        },
      },
      integration('integration'),
      ...(process.env.TEST_DATABASE_URL ? [integration('integration-postgres', DATABASE_NEUTRAL)] : []),
    ],
  },
});
