import { expectNoSeriousA11yViolations } from './a11y.js';
import { expect, test, unique } from './fixtures.js';

/**
 * Your profile, /admin/profile (docs/product.md#author-pages): a member of staff sets their own photo, biography and
 * X handle in the newsroom, and their author page and articles show them at once.
 */

// The newsroom's chunks, an accessibility check and an upload: on a busy machine (2 shared cores) more than 30 s.
test.describe.configure({ timeout: 90_000 });

/** A 1×1 PNG, as a file the browser picks. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a reporter sets their biography, X handle and photo, and their author page shows them', async ({ page, signedInAs, article, api, adminToken }) => {
  const lastName = unique('Haddad');
  const reporter = await signedInAs('reporter', { firstName: 'Noor', lastName });
  // Their story, sent for review and published by an editor: their author page is public.
  const story = await article({ title: unique('Quay reopens'), status: 'review' }, { token: reporter.token });
  await api.data('PUT', `/articles/${story._id}`, { token: adminToken, body: { status: 'published' } });

  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Newsroom' }).getByRole('link', { name: 'Your profile' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(`Noor ${lastName}`);
  await expectNoSeriousA11yViolations(page);

  const bio = `Covers the port, the ferries and the people who run them (${unique('bio')}).`;
  await page.getByRole('textbox', { name: 'Biography' }).fill(bio);
  await page.getByRole('textbox', { name: 'X handle' }).fill('@noor_h');
  await page.getByLabel('Upload photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved successfully!' })).toBeVisible();
  // The stored photo replaces the picked one: an uploaded file's address.
  await expect(page.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', /^\/uploads\//);

  await page.getByRole('link', { name: 'View your author page' }).click();
  await expect(page).toHaveURL(new RegExp(`/author/noor-${lastName.toLowerCase()}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Noor ${lastName}` })).toBeVisible();
  await expect(page.getByText(bio)).toBeVisible();
  await expect(page.getByRole('link', { name: /noor_h/ })).toHaveAttribute('href', 'https://x.com/noor_h');

  await page.goto(`/article/${story.slug}`);
  await expect(page.locator('meta[name="twitter:creator"]')).toHaveAttribute('content', '@noor_h');
  await expect(page.getByRole('region', { name: 'About the Author' })).toContainText(bio);
});

test('a bad handle is shown under its field, and nothing is saved', async ({ page, signedInAs, api }) => {
  const reporter = await signedInAs('reporter');
  await page.goto('/admin/profile');
  await page.getByRole('textbox', { name: 'X handle' }).fill('not a handle!');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('X handle must be 1 to 15 letters, digits or underscores, with or without @')).toBeVisible();
  const me = await api.data<{ xHandle: string | null }>('GET', '/auth/me', { token: reporter.token });
  expect(me.xHandle).toBeNull();
});
