import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';
import { randomBytes } from 'node:crypto';
import { expect, test, unique, type Api } from './fixtures.js';

// Full newsroom flows on a shared, busy CI machine: allow twice the default time per test.
test.describe.configure({ timeout: 60_000 });

const CONFIRM = 'Are you sure you want to delete this user? This action cannot be undone.';

const form = (page: Page) => page.getByRole('form', { name: /New User|Edit User/ });
const row = (page: Page, text: string) => page.getByTestId('user-row').filter({ hasText: text });
const figure = async (page: Page, label: string) =>
  Number(await page.locator('dl').filter({ has: page.getByText(label, { exact: true }) }).locator('dd').innerText());

function removeByEmail(api: Api, adminToken: string, email: string) {
  return async () => {
    const users = await api.data<{ _id: string; email: string }[]>('GET', '/users', { token: adminToken, status: 200 });
    const user = users.find((u) => u.email === email);
    if (user) await api.call('DELETE', `/users/${user._id}`, { token: adminToken });
  };
}

test.describe('user management /admin/users', () => {
  test('creates, edits and deletes an account with every message', async ({ page, signedInAs, api, adminToken, cleanup }) => {
    test.slow(); // a long flow: three saves and a deletion
    const email = `${unique('newsroom')}@example.test`;
    cleanup(removeByEmail(api, adminToken, email));
    await signedInAs('admin');
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();

    await page.getByRole('button', { name: 'New User' }).click();
    await form(page).getByRole('button', { name: 'Create User' }).click();
    for (const message of ['First name is required', 'Last name is required', 'Email is required', 'Password is required', 'Role is required']) {
      await expect(form(page).getByText(message, { exact: true })).toBeVisible();
    }
    await form(page).getByLabel('First name').fill('J');
    await form(page).getByLabel('Last name').fill('K');
    await form(page).getByLabel('Email').fill('jk@nowhere');
    await form(page).getByLabel('Password').fill('short');
    await form(page).getByRole('button', { name: 'Create User' }).click();
    await expect(form(page).getByText('First name must be at least 2 characters')).toBeVisible();
    await expect(form(page).getByText('Last name must be at least 2 characters')).toBeVisible();
    await expect(form(page).getByText('Invalid email address')).toBeVisible();
    await expect(form(page).getByText('Password must be at least 8 characters')).toBeVisible();

    await form(page).getByLabel('First name').fill('June');
    await form(page).getByLabel('Last name').fill('Kim');
    await form(page).getByLabel('Email').fill(email);
    await form(page).getByLabel('Password').fill('lowercase'); // no complexity rule here
    await form(page).getByLabel('Role').selectOption('reporter');
    await form(page).getByLabel('Bio').fill('Covers the courts.');
    await form(page).getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('User created successfully!')).toBeVisible();
    await expect(form(page)).toHaveCount(0);
    await expect(row(page, email)).toContainText('June Kim');
    await expect(row(page, email)).toContainText('Reporter');
    await expect(row(page, email)).toContainText('Covers the courts.');
    await expect(row(page, email)).toContainText('Last login Never');
    // The admin is still signed in as themself (creating an account did not switch the session).
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();

    await row(page, email).getByRole('button', { name: 'Edit June Kim' }).click();
    await expect(form(page).getByLabel('Password')).toHaveValue('');
    await expect(form(page).getByText('Leave blank to keep the current password.')).toBeVisible();
    await form(page).getByLabel('Role').selectOption('editor');
    await form(page).getByRole('button', { name: 'Update User' }).click();
    await expect(page.getByText('User updated successfully!')).toBeVisible();
    await expect(row(page, email)).toContainText('Editor');
    // The blank password was left out: the old one still works.
    const { user } = await api.login(email, 'lowercase');
    expect(user.role).toBe('editor');

    await page.reload();
    await expect(row(page, email)).not.toContainText('Last login Never');
    await row(page, email).getByRole('button', { name: 'Delete June Kim' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(CONFIRM);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, email)).toBeVisible();
    await row(page, email).getByRole('button', { name: 'Delete June Kim' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('User deleted successfully!')).toBeVisible();
    await expect(row(page, email)).toHaveCount(0);
  });

  test.describe('refused', () => {
    test.use({ allowConsoleErrors: [/status of 409/] });
    test("a duplicate email shows the server's message and keeps the form open", async ({ page, signedInAs, api, adminToken, cleanup }) => {
      await signedInAs('admin');
      const email = `${unique('taken')}@example.test`;
      const { user } = await api.data<{ user: { _id: string } }>('POST', '/auth/register', {
        token: adminToken,
        body: { firstName: 'Taken', lastName: 'Address', email, password: 'Passw0rd-1', role: 'user' },
      });
      cleanup(() => api.call('DELETE', `/users/${user._id}`, { token: adminToken }));
      await page.goto('/admin/users');
      await page.getByRole('button', { name: 'New User' }).click();
      await form(page).getByLabel('First name').fill('Other');
      await form(page).getByLabel('Last name').fill('Person');
      await form(page).getByLabel('Email').fill(email);
      await form(page).getByLabel('Password').fill('password8');
      await form(page).getByLabel('Role').selectOption('user');
      await form(page).getByRole('button', { name: 'Create User' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Email is already registered' })).toBeVisible();
      await expect(form(page)).toBeVisible();
    });
  });

  test.describe('when the server fails without a message', () => {
    test.use({ allowConsoleErrors: [/status of 500/] });
    test('the fallback messages are shown', async ({ page, signedInAs }) => {
      await signedInAs('admin');
      const other = await signedInAs('user'); // not signed in: only the first account is
      await page.route(/\/api\/(auth\/register|users\/[^/?]+)$/, (route) => route.fulfill({ status: 500, body: 'Internal error' }));
      await page.goto('/admin/users');
      await page.getByRole('button', { name: 'New User' }).click();
      await form(page).getByLabel('First name').fill('Failing');
      await form(page).getByLabel('Last name').fill('Create');
      await form(page).getByLabel('Email').fill('failing@example.test');
      await form(page).getByLabel('Password').fill('password8');
      await form(page).getByLabel('Role').selectOption('user');
      await form(page).getByRole('button', { name: 'Create User' }).click();
      await expect(page.getByText('Failed to create user')).toBeVisible();

      await row(page, other.email).getByRole('button', { name: 'Edit Test User' }).click();
      await form(page).getByRole('button', { name: 'Update User' }).click();
      await expect(page.getByText('Failed to update user')).toBeVisible();

      await row(page, other.email).getByRole('button', { name: 'Delete Test User' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Failed to delete user')).toBeVisible();
      await expect(row(page, other.email)).toBeVisible();
    });
  });

  test('an admin cannot delete or demote themself; the statistics add up', async ({ page, signedInAs }) => {
    const me = await signedInAs('admin', { firstName: 'Self' });
    await page.goto('/admin/users');
    const mine = row(page, me.email);
    await expect(mine).toContainText('You');
    const remove = mine.getByRole('button', { name: `Delete Self ${me.user.lastName}` });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAttribute('title', 'You cannot delete your own account');
    await expect(page.getByText('You cannot delete your own account or change your own role; another administrator can.')).toBeVisible();
    await mine.getByRole('button', { name: `Edit Self ${me.user.lastName}` }).click();
    await expect(form(page).getByLabel('Role')).toBeDisabled();
    await expect(form(page).getByLabel('Role')).toHaveValue('admin');
    await expect(form(page).getByText('You cannot change your own role; another administrator can.')).toBeVisible();
    await form(page).getByLabel('Bio').fill('Runs the newsroom.');
    await form(page).getByRole('button', { name: 'Update User' }).click();
    await expect(page.getByText('User updated successfully!')).toBeVisible();
    await expect(mine).toContainText('Runs the newsroom.');
    await expect(mine).toContainText('Administrator');

    // Rows and figures are read one by one: the refetch after the save (other workers write users too) may land
    // between two reads, so the whole comparison is tried again until it holds.
    await expect(async () => {
      const rows = await page.getByTestId('user-row').count();
      expect(await figure(page, 'Total Users')).toBe(rows);
      const byRole = await Promise.all(['Administrators', 'Editors', 'Reporters', 'Regular Users'].map((label) => figure(page, label)));
      expect(byRole.reduce((a, b) => a + b, 0)).toBe(rows);
      expect(byRole[0]).toBeGreaterThanOrEqual(2); // the stack's admin and this one
    }).toPass({ timeout: 10_000 });
    await expectNoSeriousA11yViolations(page);
  });

  test('saving a blocked user in the form keeps them blocked', async ({ page, signedInAs, api, adminToken, cleanup }) => {
    const email = `${unique('blocked')}@example.test`;
    const password = `Passw0rd-${randomBytes(3).toString('hex')}`;
    const { user } = await api.data<{ user: { _id: string } }>('POST', '/auth/register', {
      token: adminToken,
      body: { firstName: 'Blake', lastName: 'Locked', email, password, role: 'reporter' },
    });
    cleanup(() => api.call('DELETE', `/users/${user._id}`, { token: adminToken }));
    // Blocked directly through Strapi's API (the site's form has no such switch).
    const strapi = strapiAsAdmin();
    expect((await strapi('PUT', `/users/${user._id}`, { blocked: true })).status).toBe(200);

    await signedInAs('admin');
    await page.goto('/admin/users');
    await row(page, email).getByRole('button', { name: 'Edit Blake Locked' }).click();
    await form(page).getByLabel('Bio').fill('Still on leave.');
    await form(page).getByRole('button', { name: 'Update User' }).click();
    await expect(page.getByText('User updated successfully!')).toBeVisible();
    await expect(row(page, email)).toContainText('Still on leave.');

    const stored = await strapi('GET', `/users/${user._id}`);
    expect(stored.body).toMatchObject({ bio: 'Still on leave.', blocked: true });
    expect((await api.call('POST', '/auth/login', { body: { email, password } })).status).not.toBe(200);
  });
});

/** Strapi's own API with the stack admin's users-permissions token. */
function strapiAsAdmin() {
  const base = `${process.env.E2E_CMS_URL}/api`;
  let jwt: string | undefined;
  return async (method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> => {
    jwt ??= (
      (await (
        await fetch(`${base}/auth/local`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ identifier: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD }),
        })
      ).json()) as { jwt: string }
    ).jwt;
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${jwt}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
}
