import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';
import { expect, test, type Article } from './fixtures.js';
import { failUntilTryAgain } from './try-again.js';

// Full newsroom flows on a shared, busy CI machine: allow twice the default time per test.
test.describe.configure({ timeout: 60_000 });

/** The number on a stat card (Chakra's Stat is a <dl>: label <dt>, value <dd>). */
async function stat(page: Page, label: string): Promise<number> {
  const value = page.locator('dl').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
  return Number((await value.innerText()).replace(/[^\d]/g, ''));
}

const pending = (page: Page) => page.getByRole('region', { name: 'Pending Review' });
const recent = (page: Page) => page.getByRole('region', { name: 'Recent Articles' });

test.describe('dashboard /admin', () => {
  test('greets by first name, shows the server figures, and they move after a new article', async ({ page, signedInAs, article }) => {
    await signedInAs('admin', { firstName: 'Zelda' });
    const figures = page.waitForResponse((response) => response.url().endsWith('/api/analytics/dashboard'));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Zelda!' })).toBeVisible();
    const quick = page.getByRole('navigation', { name: 'Quick actions' });
    await expect(quick.getByRole('link', { name: 'New Article' })).toHaveAttribute('href', '/admin/article/new');
    await expect(quick.getByRole('link', { name: 'Manage Categories' })).toHaveAttribute('href', '/admin/categories');
    await expect(quick.getByRole('link', { name: 'Manage Users' })).toHaveAttribute('href', '/admin/users');

    // Every card shows the figure the server answered.
    const { data } = (await (await figures).json()) as { data: Record<string, number> };
    await expect(page.getByText('Total Views', { exact: true })).toBeVisible();
    const cards: [string, string][] = [
      ['Total Articles', 'totalArticles'],
      ['Total Views', 'totalViews'],
      ['Total Users', 'totalUsers'],
      ['Published Today', 'publishedToday'],
      ['Breaking News', 'breakingNews'],
      ['Featured Articles', 'featuredArticles'],
      ['Categories', 'totalCategories'],
    ];
    for (const [label, key] of cards) await expect.poll(() => stat(page, label), { message: label }).toBe(data[key]);

    // Other workers create and delete articles meanwhile, so the total may not be one more than before: the cards
    // must show the server's new answer, which counts this article.
    const story = await article();
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/analytics/dashboard'));
    await page.reload();
    const { data: now } = (await (await refreshed).json()) as { data: Record<string, number> };
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Zelda!' })).toBeVisible();
    expect(now.totalArticles).toBeGreaterThanOrEqual(1);
    expect(now.publishedToday).toBeGreaterThanOrEqual(1);
    await expect.poll(() => stat(page, 'Total Articles')).toBe(now.totalArticles);
    await expect.poll(() => stat(page, 'Published Today')).toBe(now.publishedToday);

    const item = recent(page).getByRole('listitem').filter({ hasText: story.title });
    await expect(item).toContainText(story.category.name);
    await expect(item.getByRole('link', { name: `Edit ${story.title}` })).toHaveAttribute('href', `/admin/article/${story._id}`);
    await expectNoSeriousA11yViolations(page);
  });

  test('an editor approves and rejects pending articles', async ({ page, signedInAs, article, api, adminToken }) => {
    test.slow(); // three decisions, each refreshing the lists
    await signedInAs('editor');
    const draft = await article({ status: 'draft' });
    const submitted = await article({ status: 'review' });
    const status = async (story: Article) =>
      (await api.data<Article>('GET', `/articles/${story._id}`, { token: adminToken, status: 200 })).status;

    await page.goto('/admin');
    const list = pending(page);
    await expect(list.getByRole('listitem').filter({ hasText: submitted.title })).toContainText('Under Review');
    await expect(list.getByRole('listitem').filter({ hasText: draft.title })).toContainText('by ');

    // Reject a submitted article: the editor may write a note (none here); back to draft, still waiting.
    await list.getByRole('button', { name: `Reject ${submitted.title}` }).click();
    await page.getByRole('dialog', { name: 'Send back to draft' }).getByRole('button', { name: 'Send back to draft' }).click();
    await expect(page.getByText('Article sent back to draft')).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: submitted.title })).toContainText('Draft');
    expect(await status(submitted)).toBe('draft');

    // Approve it: published, gone from the queue, in the recent list, and the figures are asked again.
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/analytics/dashboard'));
    await list.getByRole('button', { name: `Approve ${submitted.title}` }).click();
    await expect(page.getByText('Article approved and published')).toBeVisible();
    await expect(list.getByText(submitted.title)).toHaveCount(0);
    expect(await status(submitted)).toBe('published');
    await refreshed;
    await expect(recent(page).getByText(submitted.title)).toBeVisible();

    // Reject a draft that was never submitted: archived.
    await list.getByRole('button', { name: `Reject ${draft.title}` }).click();
    await expect(page.getByText('Draft archived')).toBeVisible();
    await expect(list.getByText(draft.title)).toHaveCount(0);
    expect(await status(draft)).toBe('archived');
  });

  test.describe('when the server refuses', () => {
    test.use({ allowConsoleErrors: [/status of 404/] });
    test("approve shows the server's message", async ({ page, signedInAs, article, api, adminToken }) => {
      await signedInAs('admin');
      const draft = await article({ status: 'draft' });
      await page.goto('/admin');
      await expect(pending(page).getByText(draft.title)).toBeVisible();
      await api.data('DELETE', `/articles/${draft._id}`, { token: adminToken, status: 200 });
      await pending(page).getByRole('button', { name: `Approve ${draft.title}` }).click();
      await expect(page.getByRole('status').filter({ hasText: /not found/i })).toBeVisible();
      await expect(pending(page).getByText(draft.title)).toHaveCount(0);
    });
  });

  test.describe('when the figures cannot be loaded', () => {
    test.use({ allowConsoleErrors: [/status of 503/] });
    test('shows an error with a way to try again', async ({ page, signedInAs }) => {
      await signedInAs('editor');
      await failUntilTryAgain(page, '**/api/analytics/dashboard', {
        status: 503,
        contentType: 'application/json',
        body: '{"success":false,"message":"Service unavailable"}',
      });
      await page.goto('/admin');
      const alert = page.getByRole('alert').filter({ hasText: 'Could not load the dashboard' });
      await expect(alert).toContainText('Service unavailable');
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByText('Total Articles', { exact: true })).toBeVisible();
      await expect(alert).toHaveCount(0);
    });
  });

  test('a reporter sees their own waiting articles and cannot approve or reject', async ({ page, signedInAs, article, category }) => {
    const reporter = await signedInAs('reporter', { firstName: 'Rita' });
    const desk = await category();
    const mine = await article({ status: 'review', category: desk._id }, { token: reporter.token });
    const theirs = await article({ status: 'draft', category: desk._id });
    const othersPublished = await article({ status: 'published', category: desk._id });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Rita!' })).toBeVisible();
    await expect(pending(page).getByText(mine.title)).toBeVisible();
    await expect(pending(page).getByText(theirs.title)).toHaveCount(0);
    await expect(pending(page).getByRole('button')).toHaveCount(0);
    await expect(recent(page).getByText(mine.title)).toBeVisible();
    await expect(recent(page).getByText(othersPublished.title)).toHaveCount(0);
  });
});
