import { expectNoSeriousA11yViolations } from './a11y.js';
import { expect, test, TOKEN_KEY } from './fixtures.js';

// Full newsroom flows on a shared, busy CI machine: allow twice the default time per test.
test.describe.configure({ timeout: 60_000 });

const NOT_ALLOWED = 'You are not allowed to view this page';

test.describe('who may open /admin', () => {
  test('a signed-out visitor is sent to sign in, with the way back in the address', async ({ page }) => {
    await page.goto('/admin/users?tab=1');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fusers%3Ftab%3D1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('a reader (role user) sees the not-allowed page on every admin screen', async ({ page, signedInAs }) => {
    await signedInAs('user');
    for (const path of ['/admin', '/admin/categories', '/admin/users']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: NOT_ALLOWED })).toBeVisible();
      await expect(page.getByText('This part of Bulletin is for newsroom staff.')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Newsroom' })).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test.describe('a dead token', () => {
    test.use({ allowConsoleErrors: [/status of 401/] });
    test('is removed and the browser goes to /login (then back)', async ({ page }) => {
      await page.addInitScript(
        ([key]) => {
          if (!sessionStorage.getItem('e2e.garbage')) {
            localStorage.setItem(key!, 'garbage.token.value');
            sessionStorage.setItem('e2e.garbage', '1');
          }
        },
        [TOKEN_KEY],
      );
      await page.goto('/admin', { waitUntil: 'commit' });
      await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key) ?? sessionStorage.getItem(key), TOKEN_KEY)).toBeNull();
    });

    test('revoked by signing out elsewhere sends the browser to /login', async ({ page, signedInAs, api }) => {
      const { token } = await signedInAs('editor');
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
      await api.data('POST', '/auth/logout', { token, status: 200 });
      // The open page may find out first (a revalidation answered 401) and go to /login itself, which cuts this
      // navigation short (Playwright says net::ERR_ABORTED or "interrupted by another navigation" to /login, by
      // timing): either way the browser must end on /login.
      await page.goto('/admin', { waitUntil: 'commit' }).catch((error: Error) => {
        if (!/ERR_ABORTED|interrupted by another navigation to "[^"]*\/login\?redirect=%2Fadmin"/.test(error.message)) throw error;
      });
      await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
    });
  });

  test("a reporter sees only the reporter's tools", async ({ page, signedInAs }) => {
    await signedInAs('reporter');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New Article' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage Categories' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Manage Users' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Activity' })).toHaveCount(0);

    await page.goto('/admin/categories');
    await expect(page.getByRole('heading', { level: 1, name: NOT_ALLOWED })).toBeVisible();
    await expect(page.getByText('Only editors and administrators can manage categories.')).toBeVisible();
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: NOT_ALLOWED })).toBeVisible();
    await expect(page.getByText('Only administrators can manage users.')).toBeVisible();
  });

  test('an editor manages categories but not users', async ({ page, signedInAs }) => {
    await signedInAs('editor');
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Newsroom' });
    await expect(nav.getByRole('link', { name: 'Manage Categories' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage Users' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Activity' })).toHaveCount(0);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: NOT_ALLOWED })).toBeVisible();
  });

  test('an admin sees every tool and can sign out', async ({ page, signedInAs }) => {
    await signedInAs('admin');
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Newsroom' });
    for (const name of ['Dashboard', 'New Article', 'Manage Categories', 'Manage Users', 'Activity']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);
    await nav.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
  });
});
