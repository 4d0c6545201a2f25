import { expectNoSeriousA11yViolations } from './a11y.js';
import { expect, test, unique, type Api } from './fixtures.js';
import { gotoInApp, hydrated } from './in-app.js';

/**
 * The article page /article/:slug (docs/product.md#article-page) and what readers do there: comment, like, share,
 * view.
 */

const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000 - 60_000).toISOString();

async function likesSeenByAnyone(api: Api, id: string): Promise<number> {
  return (await api.data<{ likes: number }>('GET', `/articles/${id}`, { status: 200 })).likes;
}

async function views(api: Api, id: string): Promise<number> {
  return (await api.data<{ views: number }>('GET', `/articles/${id}`, { status: 200 })).views;
}

const viewPosted = (page: import('@playwright/test').Page, id: string) =>
  page.waitForResponse((r) => r.url().endsWith(`/api/articles/${id}/view`) && r.request().method() === 'POST');

test('shows everything the article page lists, in the category colour, with related stories that link on', async ({
  page,
  api,
  adminToken,
  article,
  category,
}) => {
  const me = await api.data<{ firstName: string; lastName: string }>('GET', '/auth/me', { token: adminToken, status: 200 });
  const section = await category({ color: '#0f766e' });
  const related = await article({ title: unique('Related ferry story'), category: section._id, excerpt: 'The ferry returns.' });
  const story = await article({
    title: unique('Harbour reopens'),
    excerpt: 'Ships are back after six weeks of repairs.',
    content: '<h2>What changed</h2><p>The new quay is <strong>longer</strong>.</p>',
    tags: ['harbour', 'transport'],
    breaking: true,
    featured: true,
    publishDate: twoHoursAgo(),
    category: section._id,
  });

  const counted = viewPosted(page, story._id);
  await page.goto(`/article/${story.slug}`);
  await counted;
  await expect(page).toHaveTitle(`${story.title} | Bulletin`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
  const badge = page.getByTestId('category-badge');
  await expect(badge).toHaveText(section.name);
  await expect(badge).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await expect(page.getByText('BREAKING', { exact: true })).toBeVisible();
  await expect(page.getByText('FEATURED', { exact: true })).toBeVisible();
  await expect(page.getByTestId('article-excerpt')).toHaveText('Ships are back after six weeks of repairs.');
  await expect(page.locator('article time').first()).toHaveText('about 2 hours ago');
  await expect(page.getByTestId('article-views')).toHaveText('1 view');
  await expect(page.getByTestId('article-likes')).toHaveText('0 likes');
  const content = page.getByTestId('article-content');
  await expect(content.getByRole('heading', { name: 'What changed' })).toBeVisible();
  await expect(content.locator('strong')).toHaveText('longer');
  await expect(page.getByRole('region', { name: 'Tags' }).getByRole('link')).toHaveText(['#harbour', '#transport']);
  const author = page.getByRole('region', { name: 'About the Author' });
  await expect(author).toContainText(`${me.firstName} ${me.lastName}`);
  await expect(page.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
  await expect(page.getByText('No comments yet. Be the first to comment!')).toBeVisible();

  const relatedLink = page.getByRole('region', { name: 'Related Articles' }).getByRole('link', { name: related.title });
  await expect(relatedLink).toHaveAttribute('href', `/article/${related.slug}`);
  await relatedLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(related.title);
});

test('a category without a colour gets the default red badge', async ({ page, article, category }) => {
  const section = await category({ color: '#dc2626' });
  const story = await article({ category: section._id });
  await page.goto(`/article/${story.slug}`);
  await expect(page.getByTestId('category-badge')).toHaveCSS('background-color', 'rgb(220, 38, 38)');
});

test("a visit counts exactly one view, and the same reader's reload within half an hour none", async ({ page, api, article }) => {
  const story = await article();
  expect(await views(api, story._id)).toBe(0);

  let first = viewPosted(page, story._id);
  await page.goto(`/article/${story.slug}`);
  await first;
  await expect(page.getByTestId('article-views')).toHaveText('1 view');
  await page.waitForTimeout(500); // a second (StrictMode) request would have been sent by now
  // Stored at the view counter's next flush (VIEW_FLUSH_MS); a duplicate request would show as 3 below.
  await expect.poll(() => views(api, story._id)).toBe(1);

  first = viewPosted(page, story._id);
  await page.reload();
  await first;
  // The same visitor (address and browser) within the window: the count as it is.
  await expect(page.getByTestId('article-views')).toHaveText('1 view');
  await page.waitForTimeout(1500); // past the view counter's next flush (VIEW_FLUSH_MS)
  expect(await views(api, story._id)).toBe(1);
});

test.describe('signed in', () => {
  test('a reader posts a comment and it appears at the top of the list', async ({ page, article, signedInAs }) => {
    await signedInAs('user');
    const story = await article();
    await page.goto(`/article/${story.slug}`);
    await expect(page.getByTestId('signed-in-user')).toHaveText('Test User');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(page.getByText('Comment is required')).toBeVisible();
    await page.getByLabel('Add a comment').fill('Great news for the town — 3 < 4 indeed.');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(page.getByText('Comment posted!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
    const comment = page.getByTestId('comment').first();
    await expect(comment).toContainText('Test User');
    await expect(comment).toContainText('Great news for the town — 3 < 4 indeed.');
    await expect(comment).toContainText('less than a minute ago');
    await expect(page.getByLabel('Add a comment')).toHaveValue('');
  });

  test('Like toggles through the API', async ({ page, api, article, signedInAs }) => {
    await signedInAs('user');
    const story = await article();
    await page.goto(`/article/${story.slug}`);
    const like = page.getByRole('button', { name: 'Like' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('article-likes')).toHaveText('1 like');
    // Anonymous readers get the shared cached answer: its counts may be up to READ_CACHE_FRESH_MS (5 s) old.
    await expect.poll(() => likesSeenByAnyone(api, story._id)).toBe(1);

    // Still liked after a reload (the API says so), and a second click unlikes.
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('article-likes')).toHaveText('0 likes');
    await expect.poll(() => likesSeenByAnyone(api, story._id)).toBe(0);
  });
});

test.describe('signed out', () => {
  test('Post Comment sends the reader to sign in and back', async ({ page, article }) => {
    const story = await article();
    await page.goto(`/article/${story.slug}`);
    await hydrated(page);
    await page.getByLabel('Add a comment').fill('Hello');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/article/${story.slug}`)}`);
  });

  test('Like sends the reader to sign in', async ({ page, article }) => {
    const story = await article();
    await page.goto(`/article/${story.slug}`);
    await hydrated(page); // the server-rendered button acts once React runs it
    await page.getByRole('button', { name: 'Like' }).click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/article/${story.slug}`)}`);
  });
});

test.describe('Share', () => {
  test('copies the link with a toast when the browser cannot share', async ({ page, context, article }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
    const story = await article();
    await page.goto(`/article/${story.slug}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('uses the Web Share API when there is one', async ({ page, article }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    const story = await article();
    await page.goto(`/article/${story.slug}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared)).toEqual({
      url: page.url(),
      title: story.title,
    });
    await expect(page.getByText('Link copied to clipboard')).toHaveCount(0);
  });
});

test.describe('an unknown slug', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('shows Article Not Found with a way home, even for a signed-in reader', async ({ page, signedInAs }) => {
    await signedInAs('user');
    await page.goto(`/article/${unique('no-such-story')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found');
    await expect(page.getByText("The article you're looking for doesn't exist")).toBeVisible();
    await expect(page).toHaveURL(/\/article\//);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('a spinner shows while the article loads', async ({ page, article }) => {
  const story = await article();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/articles/${story.slug}`, async (route) => {
    await gate;
    await route.continue();
  });
  // In the running app (a first visit arrives server-rendered, with the article).
  await gotoInApp(page, `/article/${story.slug}`);
  await expect(page.getByRole('status').filter({ hasText: 'Loading article...' })).toBeAttached();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
});

test('the article page has no serious accessibility problems and fits a phone', async ({ page, article }) => {
  const story = await article({ tags: ['a11y'], content: '<p>Readable text.</p><ul><li>One</li></ul>' });
  await page.goto(`/article/${story.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 740 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
