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

test('a reader sees both authors of a shared story and follows the co-author’s name to their page', async ({ page, api, adminToken, cleanup, article }) => {
  const register = async (firstName: string, lastName: string) => {
    const password = `Passw0rd-${randomBytes(3).toString('hex')}`;
    const email = `${unique('reporter')}@example.test`;
    const { user } = await api.data<{ user: User }>('POST', '/auth/register', {
      token: adminToken,
      body: { firstName, lastName, email, password, role: 'reporter', bio: '' },
    });
    cleanup(() => api.call('DELETE', `/users/${user._id}`, { token: adminToken }));
    return { user, token: (await api.login(email, password)).token };
  };
  const [writerLast, partnerLast] = [unique('Mensah'), unique('Quist')];
  const writer = await register('Kofi', writerLast);
  const partner = await register('Efua', partnerLast);
  // Kofi's story, crediting Efua beside him, sent for review and published by an editor.
  const story = await article({ title: unique('Shared desk'), status: 'review', coAuthors: [partner.user._id] }, { token: writer.token });
  await api.data('PUT', `/articles/${story._id}`, { token: adminToken, body: { status: 'published' } });

  await page.goto(`/article/${story.slug}`);
  await expect(page.getByTestId('article-byline')).toHaveText(`By Kofi ${writerLast} and Efua ${partnerLast}`);
  const about = page.getByRole('region', { name: 'About the Author' });
  await expect(about.getByRole('link', { name: `Kofi ${writerLast}` })).toBeVisible();
  await expect(about).toContainText(`Kofi ${writerLast} and Efua ${partnerLast}`);
  await about.getByRole('link', { name: `Efua ${partnerLast}` }).click();

  await expect(page).toHaveURL(new RegExp(`/author/efua-${partnerLast.toLowerCase()}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Efua ${partnerLast}` })).toBeVisible();
  await expect(page.getByRole('link', { name: story.title }).first()).toBeVisible();
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
