import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';
import { expect, siteUrl, test, TOKEN_KEY, unique, type Api, type Role } from './fixtures.js';

// Full newsroom flows on a shared, busy CI machine: allow twice the default time per test.
test.describe.configure({ timeout: 60_000 });

/** An account that is NOT signed in in the browser (made with the admin's token). */
async function account(api: Api, adminToken: string, cleanup: (fn: () => Promise<unknown>) => void, role: Role = 'editor') {
  const email = `${unique('acct')}@example.test`;
  const password = `Passw0rd-${randomBytes(3).toString('hex')}`;
  const { user } = await api.data<{ user: { _id: string } }>('POST', '/auth/register', {
    token: adminToken,
    body: { firstName: 'Morgan', lastName: 'Tester', email, password, role },
  });
  cleanup(() => api.call('DELETE', `/users/${user._id}`, { token: adminToken }));
  return { email, password };
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Clicks the terms label on its first words (its middle holds the Terms of Use link). */
const acceptTerms = (page: Page) => page.getByText('I agree to the').click({ position: { x: 4, y: 6 } });

const stored = (page: Page) =>
  page.evaluate((key) => ({ local: localStorage.getItem(key), session: sessionStorage.getItem(key) }), TOKEN_KEY);

test.describe('sign-in /login', () => {
  test('shows every validation message before calling the server', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/login')) calls += 1;
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    expect(calls).toBe(0);
  });

  test.describe('refused', () => {
    test.use({ allowConsoleErrors: [/status of 401/] });
    test("shows the server's message and stays on the page", async ({ page }) => {
      await page.goto('/login');
      await signIn(page, 'nobody@example.test', 'wrong-password');
      await expect(page.getByText('Invalid email or password')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    });
  });

  test('the password toggle shows and hides the password; inert controls say they are coming; forgot password is a link', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-1');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    for (const name of ['Google', 'Twitter']) {
      const button = page.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('title', 'Coming soon');
    }
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('without remember me the session is shared by every tab: a second tab is signed in, signing out in one signs out both', async ({ page, api, adminToken, cleanup }) => {
    const { email, password } = await account(api, adminToken, cleanup);
    await page.goto('/login');
    const sent = page.waitForRequest((req) => req.url().endsWith('/api/auth/login') && req.method() === 'POST');
    await signIn(page, email, password);
    expect((await sent).postDataJSON()).toMatchObject({ email, password, remember: false });
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Morgan!' })).toBeVisible();
    const token = await stored(page);
    expect(token.local).toBeTruthy();
    expect(token.session).toBeNull();

    // The newsroom in a second tab of the same browser: the same session, no sign-in page.
    const second = await page.context().newPage();
    await second.goto('/admin');
    await expect(second.getByRole('heading', { level: 1, name: 'Welcome back, Morgan!' })).toBeVisible();
    await expect(second).toHaveURL(/\/admin$/);

    // Signing out in the second tab signs out the first at once.
    await second.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
    expect((await stored(page)).local).toBeNull();

    // Signing in again in the first tab is seen by the second.
    await second.goto('/');
    await expect(second.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(second.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await second.close();
  });

  test('a token an older version left in sessionStorage is moved to localStorage and keeps the visitor signed in', async ({ page, api, adminToken, cleanup }) => {
    const { email, password } = await account(api, adminToken, cleanup);
    const { token } = await api.login(email, password);
    await page.goto('/');
    await page.evaluate(([key, value]) => sessionStorage.setItem(key!, value!), [TOKEN_KEY, token]);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Morgan!' })).toBeVisible();
    expect(await stored(page)).toEqual({ local: token, session: null });
  });

  test('remember me keeps the token in localStorage (survives a browser restart)', async ({ page, browser, api, adminToken, cleanup }) => {
    const { email, password } = await account(api, adminToken, cleanup);
    await page.goto('/login');
    await page.getByText('Remember me').click();
    const sent = page.waitForRequest((req) => req.url().endsWith('/api/auth/login') && req.method() === 'POST');
    await signIn(page, email, password);
    expect((await sent).postDataJSON()).toMatchObject({ remember: true });
    await expect(page).toHaveURL(/\/admin$/);
    const token = await stored(page);
    expect(token.local).toBeTruthy();
    expect(token.session).toBeNull();

    const restarted = await browser.newContext({ storageState: await page.context().storageState() });
    const again = await restarted.newPage();
    await again.goto(`${siteUrl()}/admin`);
    await expect(again.getByRole('heading', { level: 1, name: 'Welcome back, Morgan!' })).toBeVisible();
    await restarted.close();
  });

  test('returns to the page that sent the visitor, replacing the sign-in entry', async ({ page, api, adminToken, cleanup }) => {
    const { email, password } = await account(api, adminToken, cleanup);
    await page.goto('/');
    await page.goto('/admin/categories');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fcategories$/);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Category Management' })).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('refuses a redirect to another site', async ({ page, api, adminToken, cleanup }) => {
    const { email, password } = await account(api, adminToken, cleanup);
    await page.goto('/login?redirect=//evil.example/x');
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Morgan!' })).toBeVisible();
  });

  test('has no serious accessibility problems', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('sign-up /register', () => {
  const submit = (page: Page) => page.getByRole('button', { name: 'Create account' }).click();

  test('shows every validation message', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await submit(page);
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
      'You must accept the terms and conditions',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    await page.getByLabel('First name').fill('A');
    await page.getByLabel('Last name').fill('B');
    await page.getByLabel('Email').fill('someone@nowhere');
    await page.getByLabel('Password', { exact: true }).fill('Short1');
    await submit(page);
    await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Last name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('alllowercase1');
    await submit(page);
    await expect(
      page.getByText('Password must contain at least one uppercase letter, one lowercase letter, and one number'),
    ).toBeVisible();
  });

  test('a confirmation that differs is shown under the field and as a toast', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(`${unique('ada')}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('Analytical1');
    await page.getByLabel('Confirm password', { exact: true }).fill('Analytical2');
    await acceptTerms(page);
    await submit(page);
    await expect(page.getByText('Passwords do not match')).toHaveCount(2); // field message + toast
    await expect(page).toHaveURL(/\/register$/);

    await page.getByRole('button', { name: 'Show confirm password' }).click();
    await expect(page.getByLabel('Confirm password', { exact: true })).toHaveAttribute('type', 'text');
  });

  test.describe('with a new account', () => {
    test.use({ allowConsoleErrors: [/status of 409/] });
    test('signs up, goes home, and refuses the same email again', async ({ page, api, adminToken, cleanup }) => {
      const email = `${unique('grace')}@example.test`;
      cleanup(async () => {
        const users = await api.data<{ _id: string; email: string }[]>('GET', '/users', { token: adminToken, status: 200 });
        const mine = users.find((user) => user.email === email);
        if (mine) await api.call('DELETE', `/users/${mine._id}`, { token: adminToken });
      });
      const fill = async () => {
        await page.getByLabel('First name').fill('Grace');
        await page.getByLabel('Last name').fill('Hopper');
        await page.getByLabel('Company name (optional)').fill('Navy');
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password', { exact: true }).fill('Compiler1');
        await page.getByLabel('Confirm password', { exact: true }).fill('Compiler1');
        await acceptTerms(page);
      };
      await page.goto('/register');
      const form = page.getByRole('form', { name: 'Create an account' });
      await expect(form.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
      await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
      await fill();
      await submit(page);
      await expect(page.getByText('Registration successful! Welcome to Bulletin.')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      expect((await stored(page)).local).toBeTruthy();

      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.goto('/register');
      await fill();
      await submit(page);
      await expect(page.getByText('Email is already registered').first()).toBeVisible();
      await expect(page).toHaveURL(/\/register$/);
    });
  });

  test('has no serious accessibility problems', async ({ page }) => {
    await page.goto('/register');
    await submit(page);
    await expect(page.getByText('First name is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
