import { lastInOutbox, unsubscribeAddress } from '../support/mail.js';
import { expect, test, unique } from './fixtures.js';

/**
 * Newsletter preferences (docs/product.md#newsletter): a subscriber opens the page of their e-mails' token, changes
 * what they get, saves, and finds the choices kept. The subscriber is made through the API (signed up, confirmed
 * with the e-mailed link read from the fresh stack's outbox) and unsubscribed afterwards.
 */
const outbox = process.env.E2E_OUTBOX_DIR;

// The unknown token's 400 is an answer the page handles (Chromium logs it).
test.use({ allowConsoleErrors: [/status of 400 .*\/api\/newsletter\/preferences/] });

test('a subscriber turns the digest off and alerts on, saves, and sees the choices kept after a reload', async ({ page, api, cleanup }) => {
  test.skip(!outbox, 'needs the fresh stack of the global setup (its outbox), not E2E_BASE_URL');
  const email = `${unique('prefs')}@example.test`.toLowerCase();
  await api.data('POST', '/newsletter', { body: { email, digest: true, alerts: false }, status: 200 });
  const confirmation = await lastInOutbox(outbox!, email);
  const confirmToken = new URL(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(confirmation.text ?? '')![0]).searchParams.get('token');
  await api.data('POST', '/newsletter/confirm', { body: { token: confirmToken }, status: 200 });
  // The token of every newsletter e-mail's links: the alerts' and digests' footers link the page with it.
  const token = new URL(unsubscribeAddress(confirmation)).searchParams.get('token')!;
  cleanup(() => api.call('POST', `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`));

  await page.goto(`/newsletter/preferences?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter preferences' })).toBeVisible();
  await expect(page.getByText(`Choose what Bulletin sends to ${email}.`)).toBeVisible();
  const form = page.getByRole('form', { name: 'Newsletter preferences' });
  const digest = form.getByRole('checkbox', { name: /daily digest/ });
  const alerts = form.getByRole('checkbox', { name: /Breaking-news alerts/ });
  await expect(digest).toBeChecked();
  await expect(alerts).not.toBeChecked();

  await digest.uncheck();
  await alerts.check();
  await form.getByLabel('Language of the newsletter').selectOption('ta');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your preferences are saved.')).toBeVisible();

  await page.reload();
  await expect(digest).not.toBeChecked();
  await expect(alerts).toBeChecked();
  await expect(form.getByLabel('Language of the newsletter')).toHaveValue('ta');
  await expect(page.getByRole('link', { name: 'Unsubscribe from the newsletter and alerts' })).toHaveAttribute(
    'href',
    `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
});

test('a preferences link with an unknown token says it is invalid', async ({ page }) => {
  await page.goto('/newsletter/preferences?token=not-a-token');
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expect(page.getByText('This preferences link is invalid.')).toBeVisible();
});
