import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN, startStack } from '../support/stack.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts the real stack on a fresh SQLite database (no demo content: tests make their own data through
 * the fixtures) and publishes its address to the workers through environment variables. The returned
 * function is Playwright's global teardown.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | void> {
  if (process.env.E2E_BASE_URL) {
    process.env.E2E_SITE_URL = process.env.E2E_BASE_URL.replace(/\/+$/, '');
    process.env.E2E_ADMIN_EMAIL ??= ADMIN.email;
    process.env.E2E_ADMIN_PASSWORD ??= ADMIN.password;
    process.env.E2E_CMS_URL ??= 'http://localhost:1337';
    return;
  }
  for (const file of ['frontend/dist/index.html', 'adapters/dist/server.js', 'cms/dist/src/index.js']) {
    if (!existsSync(path.join(root, file))) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  const stack = await startStack();
  process.env.E2E_SITE_URL = stack.siteUrl;
  // Strapi itself, for tests that set up state the site cannot (e.g. a blocked account).
  process.env.E2E_CMS_URL = stack.cmsUrl;
  process.env.E2E_ADMIN_EMAIL = ADMIN.email;
  process.env.E2E_ADMIN_PASSWORD = ADMIN.password;
  return () => stack.stop();
}
