import { readFile } from 'node:fs/promises';
import { lastInOutbox } from '../support/mail.js';
import { expectNoSeriousA11yViolations } from './a11y.js';
import { expect, test, unique } from './fixtures.js';

/**
 * Newsletter sign-up → the confirmation e-mail's link → the confirmed page (docs/product.md#newsletter), the e-mail
 * read from the fresh stack's outbox folder. The newsletter desk (docs/product.md#newsletter-desk): an admin finds a
 * new subscriber, filters by state and exports the list.
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

test('an admin opens the newsletter desk, finds a new subscriber, filters by state and exports the list', async ({ page, api, signedInAs, cleanup }) => {
  test.skip(!outbox, 'needs the fresh stack of the global setup (its outbox), not E2E_BASE_URL');
  const tag = unique('desk');
  const email = `${tag}@example.test`.toLowerCase();
  expect((await api.call('POST', '/newsletter', { body: { email, language: 'hi' } })).status).toBe(200);
  // No route deletes a subscriber: the one made here leaves by its own unsubscribe link, so it is sent nothing.
  cleanup(async () => {
    const unsubscribe = /https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=[\w-]+/.exec((await lastInOutbox(outbox!, email)).text ?? '')![0];
    const link = new URL(unsubscribe);
    await api.call('POST', `${link.pathname.replace(/^\/api/, '')}${link.search}`);
  });
  await signedInAs('admin');

  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Newsroom' }).getByRole('link', { name: 'Newsletter' }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();

  await page.getByLabel('Search by e-mail').fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  const row = page.getByTestId('subscriber-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(email);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Hindi');

  const filters = page.getByRole('group', { name: 'Subscribers by status' });
  await expect(filters.getByRole('button', { name: 'Pending (1)' })).toBeVisible();
  await filters.getByRole('button', { name: 'Confirmed (0)' }).click();
  await expect(page.getByText('No subscribers match these filters.')).toBeVisible();
  await filters.getByRole('button', { name: 'Pending (1)' }).click();
  await expect(row).toContainText(email);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^bulletin-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.split('\r\n').slice(0, 2)).toEqual(['email,status,language,digest,alerts,created_at', expect.stringMatching(new RegExp(`^${email},pending,hi,true,false,`))]);

  await expect(page.getByRole('heading', { level: 2, name: 'Delivery queue' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
