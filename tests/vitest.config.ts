import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Fast pure unit tests, frontend tests (happy-dom; typed by tests/frontend/tsconfig.json), and integration
// tests that boot the real Strapi + adapters on a fresh database: always on SQLite, and a second time on
// PostgreSQL when TEST_DATABASE_URL names a server.
// See tests/support/stack.ts.
const integration = (name: string): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: import.meta.dirname,
    include: ['integration/**/*.test.ts'],
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
      ...(process.env.TEST_DATABASE_URL ? [integration('integration-postgres')] : []),
    ],
  },
});
