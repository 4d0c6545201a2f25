import { randomBytes } from 'node:crypto';
import { lastInOutbox } from '../support/mail.js';
import { expectNoSeriousA11yViolations } from './a11y.js';
import { expect, test, TOKEN_KEY, unique } from './fixtures.js';

/**
 * Forgot password → the e-mailed link → a new password → signed in (docs/product.md#password-reset). The fresh stack
 * writes its e-mail to an outbox folder (no SMTP server), which the test reads as a reader reads their inbox.
 */
const outbox = process.env.E2E_OUTBOX_DIR;

test.describe.configure({ timeout: 60_000 });

test('a reader who forgot their password gets a link by e-mail, chooses a new one and is signed in', async ({ page, api, adminToken, cleanup }) => {
  test.skip(!outbox, 'needs the fresh stack of the global setup (its outbox), not E2E_BASE_URL');
  const email = `${unique('forgot')}@example.test`.toLowerCase();
  const oldPassword = `Passw0rd-${randomBytes(3).toString('hex')}`;
  const { user } = await api.data<{ user: { _id: string } }>('POST', '/auth/register', {
    token: adminToken,
    body: { firstName: 'Morgan', lastName: 'Tester', email, password: oldPassword, role: 'user' },
  });
  cleanup(() => api.call('DELETE', `/users/${user._id}`, { token: adminToken }));

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  // Said on the page and in a toast.
  await expect(page.locator('#main').getByRole('status')).toHaveText('If an account exists for that e-mail, a reset link is on its way.');

  const message = await lastInOutbox(outbox!, email);
  const link = new URL(/https?:\/\/\S+\/reset-password\?token=\S+/.exec(message.text ?? '')![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  const newPassword = `New-Pass-${randomBytes(3).toString('hex')}1`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page.getByText('Your password has been changed. You are signed in.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  expect(token).toBeTruthy();
  expect((await api.call('GET', '/auth/me', { token: token! })).status).toBe(200);
  expect((await api.call('POST', '/auth/login', { body: { email, password: oldPassword } })).status).toBe(401);
  expect((await api.call('POST', '/auth/login', { body: { email, password: newPassword } })).status).toBe(200);
});
