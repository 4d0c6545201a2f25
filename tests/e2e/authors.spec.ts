import { randomBytes } from 'node:crypto';
import { expect, test, unique, type User } from './fixtures.js';

/**
 * Author pages (docs/product.md#author-pages): a reader follows an article's byline to its author's page, which says
 * who they are and lists their articles.
 */
test('a reader follows the byline from an article to its author’s page and finds their articles there', async ({ page, api, adminToken, cleanup, article }) => {
  const lastName = unique('Okafor');
  const password = `Passw0rd-${randomBytes(3).toString('hex')}`;
  const email = `${unique('reporter')}@example.test`;
  const { user } = await api.data<{ user: User }>('POST', '/auth/register', {
    token: adminToken,
    body: { firstName: 'Ngozi', lastName, email, password, role: 'reporter', bio: 'Reports on ports, ships and the people who work them.' },
  });
  cleanup(() => api.call('DELETE', `/users/${user._id}`, { token: adminToken }));
  const { token } = await api.login(email, password);
  // The reporter's story, sent for review and published by an editor: their byline.
  const story = await article({ title: unique('Dockers vote'), status: 'review' }, { token });
  await api.data('PUT', `/articles/${story._id}`, { token: adminToken, body: { status: 'published' } });

  await page.goto(`/article/${story.slug}`);
  const about = page.getByRole('region', { name: 'About the Author' });
  await about.getByRole('link', { name: `Ngozi ${lastName}` }).click();

  await expect(page).toHaveURL(new RegExp(`/author/ngozi-${lastName.toLowerCase()}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Ngozi ${lastName}` })).toBeVisible();
  await expect(page.getByText('Reports on ports, ships and the people who work them.')).toBeVisible();
  await expect(page.getByText('Reporter', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Articles by Ngozi ${lastName}` })).toBeVisible();
  await expect(page.getByRole('link', { name: story.title }).first()).toBeVisible();
  await expect(page).toHaveTitle(`Ngozi ${lastName} | Bulletin`);
});

test.describe('an unknown author', () => {
  // The page's own 404 (the document, then its API read in the browser) is logged by Chromium as a failed resource.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('an address that names no author shows Author not found', async ({ page }) => {
    const response = await page.goto('/author/nobody-by-this-name');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Author not found' })).toBeVisible();
  });
});
