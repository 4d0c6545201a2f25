import { gzipSync } from 'node:zlib';
import { HOME_BUDGET } from '../../scripts/size.mjs';
import { expectNoSeriousA11yViolations } from './a11y.js';
import { expect, test, TOKEN_KEY } from './fixtures.js';

test('the home page loads with the Bulletin brand and an h1, without console errors', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Bulletin/);
  const home = page.getByRole('link', { name: 'Bulletin home' });
  await expect(home).toBeVisible();
  await expect(home.getByRole('img', { name: 'Bulletin' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText('© 2025 Bulletin')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('an unknown path', () => {
  // The page answers HTTP 404 (Chromium logs the document's status as a console error).
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('shows Page not found inside the frame', async ({ page }) => {
    await page.goto('/no-such-page/anywhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bulletin home' })).toBeVisible();
  });
});

test('the home route loads no more gzipped JavaScript in the browser than its budget (HOME_BUDGET, npm run size)', async ({ page }) => {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      sizes.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  expect(total, `scripts: ${JSON.stringify(Object.fromEntries(sizes))}`).toBeLessThanOrEqual(HOME_BUDGET);
});

test('fixtures: a published article made through the API can be read on the site', async ({ page, article }) => {
  const story = await article({ title: 'Smoke test story' });
  await page.goto(`/article/${story.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
});

test('fixtures: signedInAs starts the app signed in', async ({ page, signedInAs }) => {
  await signedInAs('reporter');
  const me = page.waitForResponse((response) => response.url().endsWith('/api/auth/me'));
  await page.goto('/admin');
  expect((await me).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, Test/ })).toBeVisible();
});

test.describe('a dead token', () => {
  test.use({ allowConsoleErrors: [/status of 401/] });

  test('is removed and the browser goes to /login with the page to come back to', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'not-a-valid-token'), TOKEN_KEY);
    await page.goto('/search?q=harbour');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsearch%3Fq%3Dharbour$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
});

test('signing in with the form goes to /admin', async ({ page, api, adminToken }) => {
  const email = `smoke-${Date.now()}@example.test`;
  const password = 'Passw0rd-smoke';
  const { user } = await api.data<{ user: { _id: string } }>('POST', '/auth/register', {
    token: adminToken,
    body: { firstName: 'Smoke', lastName: 'Test', email, password, role: 'editor', bio: '' },
  });
  try {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeTruthy();
  } finally {
    // Leave the newsroom first: its screens would meet a 401 for the deleted account.
    await page.goto('about:blank');
    await api.call('DELETE', `/users/${user._id}`, { token: adminToken });
  }
});
