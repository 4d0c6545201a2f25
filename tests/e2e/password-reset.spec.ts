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

test("an admin reads the site's e-mails in the newsroom's outbox, as their recipient sees them", async ({ page, api, adminToken, cleanup, signedInAs }) => {
  test.skip(!outbox, 'needs the fresh stack of the global setup (no SMTP server), not E2E_BASE_URL');
  const email = `${unique('outbox')}@example.test`.toLowerCase();
  const { user } = await api.data<{ user: { _id: string } }>('POST', '/auth/register', {
    token: adminToken,
    body: { firstName: 'Asha', lastName: 'Tester', email, password: `Passw0rd-${randomBytes(3).toString('hex')}`, role: 'user' },
  });
  cleanup(() => api.call('DELETE', `/users/${user._id}`, { token: adminToken }));
  // Asked from a Hindi page: the e-mail is in Hindi.
  expect((await api.call('POST', '/auth/forgot-password', { body: { email, language: 'hi' } })).status).toBe(200);
  await lastInOutbox(outbox!, email);
  await signedInAs('admin');

  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Newsroom' }).getByRole('link', { name: 'Outbox' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: email });
  await row.getByRole('link', { name: 'अपना Bulletin पासवर्ड रीसेट करें' }).click();
  await expect(page).toHaveURL(/\?message=/);

  const opened = page.getByRole('article', { name: 'अपना Bulletin पासवर्ड रीसेट करें' });
  await expect(opened).toContainText(email);
  // The HTML part, drawn in a frame sandboxed with every permission off (no script; Playwright cannot look inside
  // it either, since its queries are scripts): the HTML given to it is the e-mail's own.
  const frame = opened.locator('iframe[title="The e-mail as its recipient sees it"]');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame).toHaveAttribute('srcdoc', /<html lang="hi">[\s\S]*नमस्ते Asha,[\s\S]*href="[^"]*\/reset-password\?token=[^"]+"[^>]*>नया पासवर्ड चुनें</);
  await opened.getByRole('button', { name: 'Plain text' }).click();
  await expect(opened.locator('pre')).toContainText('नया पासवर्ड चुनें: ');
  // Checked with the plain text shown: axe would try to run its script inside the sandboxed frame too.
  await expectNoSeriousA11yViolations(page);
});
