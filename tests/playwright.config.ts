import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests: the real stack (Strapi + adapters on a fresh SQLite database, serving the built
 * frontend from frontend/dist) in Debian's Chromium. Run with `npm run test:e2e` (builds first) or
 * `npx playwright test -c tests/playwright.config.ts` after `npm run build`.
 * E2E_BASE_URL=http://localhost:5000 runs against a server you started yourself instead
 * (with E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD for its admin).
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: '../test-results/e2e',
  workers: 2,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalSetup: './e2e/global-setup.ts',
  use: {
    // Set by global-setup.ts before the workers start (workers load this file again).
    baseURL: process.env.E2E_SITE_URL,
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});
