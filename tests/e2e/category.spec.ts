import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';
import { expect, test, unique, type Article, type Category } from './fixtures.js';
import { gotoInApp } from './in-app.js';
import { failUntilTryAgain } from './try-again.js';

/** The titles of the article cards, in page order. */
const cardTitles = (page: Page) => page.getByTestId('article-card').getByRole('heading').allInnerTexts();
const sortButton = (page: Page, name: string | RegExp): Locator =>
  page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name });

/** Articles on distinct past dates, oldest first (`daysAgo` decreasing). */
async function storiesIn(
  article: (overrides?: Record<string, unknown>) => Promise<Article>,
  category: Category,
  count: number,
  prefix: string,
): Promise<Article[]> {
  const stories: Article[] = [];
  for (let i = 0; i < count; i++) {
    const day = String(1 + i).padStart(2, '0');
    stories.push(
      await article({
        category: category._id,
        title: `${prefix} ${String(i + 1).padStart(2, '0')}`,
        publishDate: `2025-03-${day}`,
      }),
    );
  }
  return stories;
}

test('header, 13 articles on two pages of 12, page change scrolls to the top', async ({ page, category, article }) => {
  test.slow(); // many API writes, page loads or an axe run: slow on a busy machine
  const topic = await category({
    name: unique('Harbour'),
    description: 'Ships, docks and the people who work there.',
    color: '#0ea5e9',
  });
  await storiesIn(article, topic, 13, `Dock ${topic.slug}`);

  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/api/articles?category=${topic.slug}`)) listRequests.push(request.url());
  });
  await page.goto(`/category/${topic.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: topic.name })).toBeVisible();
  await expect(page.getByText('Ships, docks and the people who work there.')).toBeVisible();
  // The page arrives server-rendered with its list (the route's declared API keys, read by the server):
  // the browser does not ask for it again.
  expect(listRequests).toEqual([]);
  await expect(page.getByTestId('category-total')).toHaveText('13 articles');
  await expect(page.getByText('Showing 1 - 12 of 13 articles')).toBeVisible();
  await expect(page.getByTestId('article-card')).toHaveCount(12);
  // Newest first by default.
  expect((await cardTitles(page))[0]).toBe(`Dock ${topic.slug} 13`);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await pagination.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/category/${topic.slug}\\?page=2$`));
  await expect(page.getByText('Showing 13 - 13 of 13 articles')).toBeVisible();
  await expect(page.getByTestId('article-card')).toHaveCount(1);
  expect(await cardTitles(page)).toEqual([`Dock ${topic.slug} 01`]);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // A sort change goes back to page 1.
  await sortButton(page, 'Likes').click();
  await expect(page).toHaveURL(new RegExp(`/category/${topic.slug}\\?sortBy=likes&sortOrder=desc$`));
  await expect(page.getByText('Showing 1 - 12 of 13 articles')).toBeVisible();

  // Back restores page 2; Previous goes to page 1.
  await page.goBack();
  await expect(page.getByText('Showing 13 - 13 of 13 articles')).toBeVisible();
  await pagination.getByRole('button', { name: 'Page 1' }).click();
  await expect(page.getByText('Showing 1 - 12 of 13 articles')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('sort buttons: the active one flips asc/desc, another sorts descending, the order shows in the grid', async ({
  page,
  category,
  article,
  api,
}) => {
  test.slow(); // many API writes, page loads or an axe run: slow on a busy machine
  const topic = await category({ name: unique('Sorting') });
  const [c, b, a] = await storiesIn(article, topic, 3, `Sorted ${topic.slug}`); // c oldest, a newest
  for (const [story, views] of [
    [b, 2],
    [c, 1],
  ] as const) {
    // Each view by a reader of their own (a view counts once per visitor and article).
    for (let i = 0; i < views; i++) await api.data('POST', `/articles/${story!._id}/view`, { status: 200, headers: { 'user-agent': unique('Visitor') } });
    // Stored at the view counter's next flush (VIEW_FLUSH_MS).
    await expect.poll(async () => (await api.data<{ views: number }>('GET', `/articles/${story!._id}`, { status: 200 })).views).toBe(views);
  }
  await page.goto(`/category/${topic.slug}`);
  await expect(sortButton(page, 'Date, descending')).toHaveAttribute('aria-pressed', 'true');
  expect(await cardTitles(page)).toEqual([a!.title, b!.title, c!.title]);

  await sortButton(page, 'Date, descending').click();
  await expect(page).toHaveURL(/\?sortBy=publishDate&sortOrder=asc$/);
  await expect(sortButton(page, 'Date, ascending')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => cardTitles(page)).toEqual([c!.title, b!.title, a!.title]);

  await sortButton(page, 'Views').click();
  await expect(page).toHaveURL(/\?sortBy=views&sortOrder=desc$/);
  await expect(sortButton(page, 'Date')).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => cardTitles(page)).toEqual([b!.title, c!.title, a!.title]);
  await expect(page.getByTestId('article-card').first()).toContainText('2 views');

  await sortButton(page, 'Views, descending').click();
  await expect(page).toHaveURL(/\?sortBy=views&sortOrder=asc$/);
  await expect.poll(() => cardTitles(page)).toEqual([a!.title, c!.title, b!.title]);

  // Reload keeps the sort.
  await page.reload();
  await expect(sortButton(page, 'Views, ascending')).toHaveAttribute('aria-pressed', 'true');
  expect(await cardTitles(page)).toEqual([a!.title, c!.title, b!.title]);
});

test('subcategories with their counts, and the Parent link back', async ({ page, category, article }) => {
  test.slow(); // many API writes, page loads or an axe run: slow on a busy machine
  const parent = await category({ name: unique('Science') });
  const child = await category({ name: unique('Space'), parentCategory: parent._id, icon: '🚀' });
  const empty = await category({ name: unique('Oceans'), parentCategory: parent._id });
  await article({ category: child._id });
  await article({ category: child._id });

  await page.goto(`/category/${parent.slug}`);
  const subs = page.getByRole('region', { name: 'Subcategories' });
  await expect(subs.getByRole('listitem')).toHaveCount(2);
  await expect(subs.getByRole('listitem').filter({ hasText: child.name })).toContainText('2 articles');
  await expect(subs.getByRole('listitem').filter({ hasText: empty.name })).toContainText('0 articles');
  // The parent has no articles of its own.
  await expect(page.getByText('No articles found')).toBeVisible();

  await subs.getByRole('link', { name: child.name }).click();
  await expect(page).toHaveURL(new RegExp(`/category/${child.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: child.name })).toBeVisible();
  await expect(page.getByTestId('category-icon')).toHaveText('🚀');
  await expect(page.getByText('Showing 1 - 2 of 2 articles')).toBeVisible();
  await page.getByRole('link', { name: parent.name }).click();
  await expect(page).toHaveURL(new RegExp(`/category/${parent.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: parent.name })).toBeVisible();
});

test('an empty category says so and links to a working page', async ({ page, category }) => {
  test.slow(); // many API writes, page loads or an axe run: slow on a busy machine
  const topic = await category({ name: unique('Quiet') });
  await page.goto(`/category/${topic.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: topic.name })).toBeVisible();
  // No icon: the first letter.
  await expect(page.getByTestId('category-icon')).toHaveText('Q');
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await expect(page.getByText('There are no articles in this category yet')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Browse other categories' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search Articles' })).toBeVisible();
});

test.describe('errors', () => {
  test.use({ allowConsoleErrors: [/status of (404|500)/] });

  test('an unknown slug shows Category Not Found, without sending the reader to /login', async ({ page }) => {
    await page.goto(`/category/${unique('no-such-category')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Category Not Found' })).toBeVisible();
    await expect(page.getByText("The category you're looking for doesn't exist.")).toBeVisible();
    await expect(page).toHaveURL(/\/category\/no-such-category-/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a failing category request is an error, not Not Found, and Try again recovers', async ({ page, category }) => {
    const topic = await category({ name: unique('Shaky') });
    let release!: () => void;
    const loadingSeen = new Promise<void>((resolve) => (release = resolve));
    await failUntilTryAgain(
      page,
      `**/api/categories/${topic.slug}`,
      { status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Categories are unavailable' }) },
      loadingSeen,
    );
    await gotoInApp(page, `/category/${topic.slug}`);
    await expect(page.getByRole('status').filter({ hasText: 'Loading category...' })).toBeVisible();
    release();
    const alert = page.getByRole('alert').filter({ hasText: 'Error loading category' });
    await expect(alert).toContainText('Categories are unavailable');
    await expect(page.getByText('Category Not Found')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: topic.name })).toBeVisible();
  });

  test('a failing article list shows the error and recovers with Try again', async ({ page, category, article }) => {
    const topic = await category({ name: unique('Flaky') });
    const story = await article({ category: topic._id });
    let release!: () => void;
    const loadingSeen = new Promise<void>((resolve) => (release = resolve));
    await failUntilTryAgain(
      page,
      '**/api/articles?*',
      { status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'The newsroom is offline' }) },
      loadingSeen,
    );
    await gotoInApp(page, `/category/${topic.slug}`);
    await expect(page.getByRole('status').filter({ hasText: 'Loading articles...' })).toBeVisible();
    release();
    const alert = page.getByRole('alert').filter({ hasText: 'Error loading articles' });
    await expect(alert).toContainText('The newsroom is offline');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('link', { name: story.title })).toBeVisible();
  });
});

test('the section route /news is the category page of news', async ({ page, api, adminToken, article, cleanup }) => {
  let news = await api.call<{ data: Category }>('GET', '/categories/news');
  if (news.status === 404) {
    const created = await api.call<{ data: Category }>('POST', '/categories', {
      token: adminToken,
      body: { name: 'News', description: 'The latest news.' },
    });
    if (created.status === 201) {
      // Only ours is removed (and only if no other test's articles are in it: the API refuses then).
      cleanup(() => api.call('DELETE', `/categories/${created.body.data._id}`, { token: adminToken }));
    }
    news = await api.call<{ data: Category }>('GET', '/categories/news');
  }
  expect(news.status).toBe(200);
  const story = await article({ category: news.body.data._id, title: unique('Newsroom story') });

  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('link', { name: story.title })).toBeVisible();
  await expect(
    page.getByTestId('article-card').filter({ hasText: story.title }).getByTestId('category-badge'),
  ).toHaveCSS(
    'background-color',
    'rgb(29, 78, 216)', // news is blue
  );
});

test('at 375 px the grid is one column and nothing overflows', async ({ page, category, article }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const topic = await category({ name: unique('Narrow') });
  await storiesIn(article, topic, 2, `Narrow ${topic.slug}`);
  await page.goto(`/category/${topic.slug}`);
  const cards = page.getByTestId('article-card');
  await expect(cards).toHaveCount(2);
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1); // stacked, not side by side
  expect(first!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
