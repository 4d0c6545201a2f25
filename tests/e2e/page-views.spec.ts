import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.js';
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
