import { assertBuilt } from '../support/built.js';
import { ADMIN, startStack } from '../support/stack.js';

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
  assertBuilt();
  const stack = await startStack();
  process.env.E2E_SITE_URL = stack.siteUrl;
  // Strapi itself, for tests that set up state the site cannot (e.g. a blocked account).
  process.env.E2E_CMS_URL = stack.cmsUrl;
  // The folder the stack writes its e-mail to (no SMTP server): what a reader would find in their inbox.
  process.env.E2E_OUTBOX_DIR = stack.outboxDir;
  process.env.E2E_ADMIN_EMAIL = ADMIN.email;
  process.env.E2E_ADMIN_PASSWORD = ADMIN.password;
  const failures = { adapters: serverFailures(), Strapi: serverFailures() };
  stack.onAdaptersOutput(failures.adapters.read);
  stack.onCmsOutput(failures.Strapi.read);
  return async () => {
    for (const [server, { lines }] of Object.entries(failures)) {
      if (lines.length > 0) process.stderr.write(`\n${server} logged ${lines.length} failure(s) during the e2e run:\n${lines.slice(-40).join('\n')}\n`);
    }
    await stack.stop();
  };
}

/**
 * Collects the failures a server logs while the suite runs (answers of 500 and above, error lines), printed at the
 * end: a test that saw a 5xx then has its cause in the run's output (the stack keeps only its last 20 kB of log).
 */
function serverFailures() {
  const lines: string[] = [];
  let partial = '';
  return {
    lines,
    read(text: string) {
      const parts = (partial + text).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) if (/"status":5\d\d|"level":(50|60)|\] error:|\) 5\d\d$/.test(line)) lines.push(line);
    },
  };
}
