import { lastInOutbox } from '../support/mail.js';
import { expect, test, unique } from './fixtures.js';

/**
 * Newsletter sign-up → the confirmation e-mail's link → the confirmed page (docs/product.md#newsletter), the e-mail
 * read from the fresh stack's outbox folder.
 */
const outbox = process.env.E2E_OUTBOX_DIR;

// The spent link's second POST is a 400 the page handles (Chromium logs it).
test.use({ allowConsoleErrors: [/status of 400 .*\/api\/newsletter\/confirm/] });

test('a reader signs up, follows the e-mailed link and sees the subscription confirmed; the link works once', async ({ page }) => {
  test.skip(!outbox, 'needs the fresh stack of the global setup (its outbox), not E2E_BASE_URL');
  const email = `${unique('letters')}@example.test`.toLowerCase();
  await page.goto('/newsletters');
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thanks for subscribing! Look out for the Bulletin newsletter in your inbox.')).toBeVisible();

  const message = await lastInOutbox(outbox!, email);
  const link = new URL(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(message.text ?? '')![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();

  // A second visit (the link spent) says so.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription not confirmed' })).toBeVisible();
  await expect(page.getByText('This confirmation link is invalid or has already been used.')).toBeVisible();
});
