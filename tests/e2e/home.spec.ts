import { expectNoSeriousA11yViolations } from './a11y.js';
import { expect, test, unique, type Api, type Category } from './fixtures.js';
import { gotoInApp } from './in-app.js';

/** The home page (docs/product.md#home) against the real API, with data each test makes. */

const EMPTY_LIST = { success: true, data: { articles: [], total: 0, page: 1, limit: 6, pages: 0 } };

/** The World category (slug 'world'): the existing one, or one made for this test (deleted afterwards). */
async function worldCategoryId(api: Api, make: (overrides?: Record<string, unknown>) => Promise<Category>): Promise<string> {
  const existing = await api.call<{ data: Category }>('GET', '/categories/world');
  if (existing.status === 200) return existing.body.data._id;
  try {
    return (await make({ name: 'World', description: 'News from around the world.' }))._id;
  } catch {
    // made by someone else meanwhile
    return (await api.data<Category>('GET', '/categories/world', { status: 200 }))._id;
  }
}

test('Featured, Latest and World sections and the breaking banner show the newest stories', async ({ page, api, article, category }) => {
  const own = await category();
  const worldId = await worldCategoryId(api, category);
  const featured = await article({ title: unique('Featured harbour story'), featured: true, category: own._id });
  const world = await article({ title: unique('World summit story'), category: worldId });
  const breaking = await article({ title: unique('Breaking bridge story'), breaking: true, category: own._id });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  const featuredGrid = page.getByTestId('featured-grid');
  await expect(featuredGrid.getByRole('link', { name: featured.title })).toBeVisible();
  const featuredCards = featuredGrid.getByTestId('article-card');
  expect(await featuredCards.count()).toBeLessThanOrEqual(4);
  await expect(featuredCards.first()).toHaveAttribute('data-variant', 'featured');

  const latest = page.getByTestId('latest-list');
  await expect(latest.getByRole('link', { name: breaking.title })).toBeVisible();
  const latestCards = latest.getByTestId('article-card');
  expect(await latestCards.count()).toBeLessThanOrEqual(6);
  await expect(latestCards.first()).toHaveAttribute('data-variant', 'compact');

  const worldGrid = page.getByTestId('world-grid');
  await expect(worldGrid.getByRole('link', { name: world.title })).toBeVisible();
  expect(await worldGrid.getByTestId('article-card').count()).toBeLessThanOrEqual(4);
  await expect(worldGrid.getByRole('link', { name: featured.title })).toHaveCount(0);

  const banner = page.getByRole('region', { name: 'Breaking news' });
  await expect(banner.getByRole('link', { name: breaking.title })).toHaveAttribute('href', `/article/${breaking.slug}`);
  await banner.getByRole('link', { name: breaking.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(breaking.title);
});

test('a missing World category leaves World News empty rather than failing the home page', async ({ api }) => {
  // The home asks for category=world by slug; a slug nobody has must be an empty list, not an error.
  const res = await api.call<{ data: { articles: unknown[]; total: number } }>('GET', `/articles?category=${unique('no-such-category')}&limit=4`);
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ articles: [], total: 0 });
});

test('without a breaking story the banner shows Bulletin’s fixed text', async ({ page }) => {
  await page.route('**/api/articles?breaking=true*', (route) => route.fulfill({ json: EMPTY_LIST }));
  // In the running app: a first visit arrives server-rendered with the real breaking list, which a spec running
  // beside this one may just have given a breaking story.
  await gotoInApp(page, '/');
  await expect(page.getByRole('region', { name: 'Breaking news' }).getByTestId('breaking-text')).toHaveText(
    'Stay with Bulletin for the latest breaking news as it happens, from around the world.',
  );
});

test('sections show skeletons while loading, then their empty texts', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/articles?*', async (route) => {
    await gate;
    await route.fulfill({ json: EMPTY_LIST });
  });
  // In the running app (a first visit arrives server-rendered, with its lists).
  await gotoInApp(page, '/');
  await expect(page.getByRole('status', { name: 'Loading featured stories' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading latest news' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading world news' })).toBeVisible();
  release();
  await expect(page.getByText('No featured stories right now.')).toBeVisible();
  await expect(page.getByText('No articles yet. Check back soon.')).toBeVisible();
  await expect(page.getByText('No world news right now.')).toBeVisible();
});

test.describe('a failing API', () => {
  test.use({ allowConsoleErrors: [/status of 503/] });

  test('shows Error loading articles with the message', async ({ page }) => {
    await page.route('**/api/articles?featured=true*', (route) =>
      route.fulfill({ status: 503, json: { success: false, message: 'The newsroom is briefly unavailable' } }),
    );
    await gotoInApp(page, '/');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Error loading articles' })).toBeVisible();
    await expect(alert).toContainText('The newsroom is briefly unavailable');
  });
});

test.describe('the sidebar', () => {
  // Section pages ask for their category, which may not exist on the test database.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('has 8 audio entries, 6 Discover more links to real pages and an advertisement slot', async ({ page }) => {
    test.slow(); // visits seven pages
    await page.goto('/');
    await expect(page.getByTestId('best-audio').getByRole('listitem')).toHaveCount(8);
    await expect(page.getByTestId('advertisement')).toHaveText('Advertisement');
    const links = page.getByTestId('discover-more').getByRole('link');
    await expect(links).toHaveCount(6);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      await page.goto(href);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).not.toHaveText(/Page not found|Unexpected Application Error!/);
    }
  });
});

test.describe('newsletter signup', () => {
  test.use({ allowConsoleErrors: [/status of 400/] });

  test('subscribes with a success toast, and a bad address gets the server’s error toast', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Newsletter signup' });
    await form.getByLabel('Email address').fill(`${unique('reader')}@example.test`);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/newsletter') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByText('Thanks for subscribing! Look out for the Bulletin newsletter in your inbox.')).toBeVisible();
    await expect(form.getByLabel('Email address')).toHaveValue('');

    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Invalid email address' })).toBeVisible();
  });
});

test('the home page has no serious accessibility problems and fits a phone', async ({ page, article }) => {
  await article({ featured: true, excerpt: 'An accessible story.' });
  await page.goto('/');
  await expect(page.getByTestId('featured-grid')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 740 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
