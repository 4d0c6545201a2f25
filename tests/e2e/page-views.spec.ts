import type { Page, Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';
import { expect, siteUrl, test, unique } from './fixtures.js';
import { hydrated } from './in-app.js';

/**
 * Reader pages report each view with a beacon (docs/api.md#page-views): the server-rendered first page after
 * hydration, then each page reached in the app; nothing without JavaScript, nothing from account screens.
 */
const isBeacon = (request: Request) => request.url().endsWith('/api/analytics/views') && request.method() === 'POST';

/** The beacons a page sends, as the network sees them (their count). */
function beacons(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (isBeacon(request)) sent.push(request);
  });
  return sent;
}

/** The bodies of the beacons a page sends (a beacon's Blob body is not visible to the network log): read in the page. */
async function recordBodies(page: Page): Promise<() => Promise<unknown[]>> {
  await page.addInitScript(() => {
    const bodies: unknown[] = [];
    (window as unknown as { beaconBodies: unknown[] }).beaconBodies = bodies;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => bodies.push({ url: String(url), type: data.type, body: JSON.parse(text) as unknown }));
      return send(url, data);
    };
  });
  return () => page.evaluate(() => (window as unknown as { beaconBodies: unknown[] }).beaconBodies);
}

test('an article reports its view with its id and referrer, and the next page in the app its own', async ({ page, article }) => {
  const story = await article({ tags: ['harbour'] });
  const sent = beacons(page);
  const bodies = await recordBodies(page);
  const answered = page.waitForResponse((res) => isBeacon(res.request()));
  const response = await page.goto(`/article/${story.slug}?utm_source=newsletter&utm_medium=email&utm_campaign=morning`, { referer: 'https://www.google.com/' });
  expect(response?.status()).toBe(200);
  await hydrated(page);
  expect((await answered).status()).toBe(204);
  await expect.poll(async () => (await bodies()).length).toBe(1);
  expect((await bodies())[0]).toEqual({
    url: '/api/analytics/views',
    type: 'application/json',
    body: {
      path: `/article/${story.slug}`,
      articleId: story._id,
      locale: 'en',
      referrer: 'https://www.google.com/',
      utm: { source: 'newsletter', medium: 'email', campaign: 'morning' },
    },
  });
  const articleUrl = page.url();
  await page.getByRole('link', { name: '#harbour' }).click();
  await expect(page).toHaveURL(/\/search\?q=harbour$/);
  await expect.poll(async () => (await bodies()).length).toBe(2);
  expect((await bodies())[1]).toMatchObject({ body: { path: '/search', articleId: null, locale: 'en', referrer: articleUrl, utm: {} } });
  // Each page once, on the network too.
  expect(sent).toHaveLength(2);
});

test('an account screen sends no view', async ({ page }) => {
  const sent = beacons(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(sent).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a reader page sends no view', async ({ page, article }) => {
    const story = await article();
    const sent = beacons(page);
    await page.goto(`/article/${story.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
    await page.waitForTimeout(1000);
    expect(sent).toEqual([]);
  });
});

test.describe('the newsroom reads the views', () => {
  // A desktop Chrome's own user agent: headless Chromium names itself "HeadlessChrome", which is counted as a bot.
  test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' });
  test.describe.configure({ timeout: 60_000 });

  test("views from two referrers reach the dashboard's sources and the article's own figures", async ({ page, article, signedInAs, api, adminToken }) => {
    const story = await article();
    for (const referer of ['https://www.google.com/', 'https://twitter.com/']) {
      const answered = page.waitForResponse((res) => isBeacon(res.request()));
      await page.goto(`/article/${story.slug}`, { referer });
      await hydrated(page);
      expect((await answered).status()).toBe(204);
    }

    // The adapters hand views to Strapi about every second.
    const articleViews = async () =>
      (await api.data<{ totals: { views: number } }>('GET', `/analytics/articles/${story._id}?range=7d`, { token: adminToken })).totals.views;
    await expect.poll(articleViews, { timeout: 15_000 }).toBe(2);

    await signedInAs('admin');
    await page.goto('/admin');
    const figures = page.getByRole('region', { name: 'Page views' });
    const sources = figures.getByRole('table', { name: 'Sources' });
    await expect(sources.getByRole('row').filter({ hasText: 'Search: Google' })).toBeVisible();
    await expect(sources.getByRole('row').filter({ hasText: 'Social: X' })).toBeVisible();
    await expect(figures.getByTestId('readers-now')).toBeVisible();
    // The chart's figures as a table, behind a real button.
    const toggle = figures.getByRole('button', { name: 'Show table' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(figures.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
    await expect(figures.getByRole('table', { name: 'Views and visitors over time' }).getByRole('row')).toHaveCount(8);
    await expectNoSeriousA11yViolations(page);

    // The article's editor: its own two views, one from each source.
    await page.goto(`/admin/article/${story._id}`);
    const panel = page.getByRole('region', { name: "This article's page views" });
    const views = panel.locator('dl').filter({ has: page.getByText('Views', { exact: true }) }).locator('dd');
    await expect(views).toHaveText('2');
    const own = panel.getByRole('table', { name: 'Sources' });
    await expect(own.getByRole('row')).toHaveCount(3);
    await expect(own.getByRole('row').filter({ hasText: 'Search: Google' })).toContainText('1');
    await expect(own.getByRole('row').filter({ hasText: 'Social: X' })).toContainText('1');
  });
  test('"Readers now" moves while a second browser reads, without the dashboard reloading', async ({ page, browser, article, signedInAs }) => {
    const story = await article();
    await signedInAs('admin');
    await page.goto('/admin');
    const readersNow = page.getByTestId('readers-now');
    const count = readersNow.getByTestId('readers-now-count');
    await expect(count).toHaveText(/^\d+$/);
    const before = Number(await count.textContent());
    await expect(readersNow.getByRole('link', { name: story.title })).toHaveCount(0);

    // Another reader, in a browser of their own (another user agent: another visitor).
    const elsewhere = await browser.newContext({ userAgent: `Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0 ${unique('reader')}` });
    try {
      const reader = await elsewhere.newPage();
      const answered = reader.waitForResponse((res) => isBeacon(res.request()));
      await reader.goto(`${siteUrl()}/article/${story.slug}`);
      expect((await answered).status()).toBe(204);
      // The server pushes the figure every few seconds; the dashboard is not reloaded.
      await expect(readersNow.getByRole('link', { name: story.title })).toBeVisible({ timeout: 20_000 });
      expect(Number(await count.textContent())).toBeGreaterThanOrEqual(before + 1);
    } finally {
      await elsewhere.close();
    }
  });
});
