import sharp from 'sharp';
import { expect, test, unique, type Article } from './fixtures.js';
import { hydrated } from './in-app.js';

/**
 * Server-rendered reader pages (docs/product.md#reader-urls; docs/decisions/0010-server-rendering.md): the first HTML
 * answer holds the page; it works without JavaScript; the browser hydrates it without errors or a second fetch; the
 * head and structured data describe it; unknown and unpublished addresses answer 404.
 */

/** A 1200×800 JPEG, so Strapi makes its smaller formats (srcset, several JSON-LD image sizes). */
async function photo(): Promise<string> {
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, category and article show their content, and links navigate', async ({ page, category, article }) => {
    const topic = await category({ name: unique('Rivers'), description: 'Water, bridges and boats.' });
    const story = await article({
      category: topic._id,
      title: unique('Bridge reopens'),
      excerpt: 'The old bridge carries traffic again.',
      content: '<p>Engineers finished the repairs on Sunday night.</p>',
      featured: true,
    });

    await page.goto('/');
    await page.getByRole('link', { name: story.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/article/${story.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
    await expect(page.getByTestId('article-content')).toHaveText('Engineers finished the repairs on Sunday night.');

    await page.getByTestId('category-badge').click();
    await expect(page).toHaveURL(new RegExp(`/category/${topic.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: topic.name })).toBeVisible();
    await expect(page.getByText('Water, bridges and boats.')).toBeVisible();
    await expect(page.getByRole('link', { name: story.title })).toBeVisible();
  });

  test('search results and the content pages are in the first answer', async ({ page, article }) => {
    const word = unique('kelp').replace('-', '');
    const story = await article({ title: `Harvest of ${word} begins` });
    await page.goto(`/search?q=${word}`);
    await expect(page.getByRole('link', { name: story.title })).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
  });
});

test('an article hydrates without errors and without asking the API again for what the page holds', async ({ page, article }) => {
  const story = await article({ tags: ['harbour'] });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/api/articles/${story.slug}`)) asked.push(request.url());
  });
  const response = await page.goto(`/article/${story.slug}`);
  expect(response?.status()).toBe(200);
  // The very first answer holds the article (the browser has not run any script yet when it arrives).
  const html = await response!.text();
  expect(html).toContain(`>${story.title}</h1>`);
  expect(html).toContain('The full text of the story.');
  await hydrated(page);
  // Hydrated: the in-app navigation works (no full page load) and the article was not fetched a second time.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
  expect(asked).toEqual([]);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('link', { name: '#harbour' }).click();
  await expect(page).toHaveURL(/\/search\?q=harbour$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('a signed-in reader hydrates the anonymous page, then sees their session', async ({ page, article, signedInAs }) => {
  const story = await article();
  const reader = await signedInAs('user');
  await page.goto(`/article/${story.slug}`);
  await hydrated(page);
  await expect(page.getByText(`${reader.user.firstName} ${reader.user.lastName}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
});

test('the head and structured data of an article', async ({ page, article, api, baseURL }) => {
  const story = await article({
    title: unique('Tide tables'),
    excerpt: 'High water comes early this week.',
    tags: ['tides', 'coast'],
    featuredImage: await photo(),
  });
  type Social = { featuredImageMeta: { social: { url: string } | null } | null };
  const stored = await api.data<Article & Social & { updatedAt: string; publishDate: string; featuredImage: string; category: { name: string; slug: string } }>(
    'GET',
    `/articles/${story.slug}`,
    { status: 200 },
  );
  await page.goto(`/article/${story.slug}`);
  const head = page.locator('head');
  const content = (selector: string) => head.locator(selector).getAttribute('content');
  const all = (selector: string) => head.locator(selector).evaluateAll((els) => els.map((el) => el.getAttribute('content')));
  const publicUrl = 'http://localhost:5000'; // PUBLIC_URL's default (the test stack does not set it)
  const canonical = `${publicUrl}/article/${story.slug}`;
  // The social preview: 1200 × 630, cut around the image's focal point (docs/decisions/0036-image-renditions.md).
  const image = `${publicUrl}${stored.featuredImageMeta!.social!.url}`;

  await expect(page).toHaveTitle(`${story.title} | Bulletin`);
  expect(await content('meta[name="description"]')).toBe('High water comes early this week.');
  expect(await head.locator('link[rel="canonical"]').getAttribute('href')).toBe(canonical);
  expect(await content('meta[property="og:type"]')).toBe('article');
  expect(await content('meta[property="og:title"]')).toBe(story.title);
  expect(await content('meta[property="og:description"]')).toBe('High water comes early this week.');
  expect(await content('meta[property="og:url"]')).toBe(canonical);
  expect(await content('meta[property="og:site_name"]')).toBe('Bulletin');
  expect(await content('meta[property="og:image"]')).toBe(image);
  expect(await content('meta[property="og:image:width"]')).toBe('1200');
  expect(await content('meta[property="og:image:height"]')).toBe('630');
  expect(await content('meta[name="robots"]')).toBe('max-image-preview:large');
  expect(await content('meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(await content('meta[name="twitter:title"]')).toBe(story.title);
  expect(await content('meta[name="twitter:description"]')).toBe('High water comes early this week.');
  expect(await content('meta[name="twitter:image"]')).toBe(image);
  expect(await content('meta[property="article:published_time"]')).toBe(new Date(stored.publishDate).toISOString());
  expect(await content('meta[property="article:modified_time"]')).toBe(new Date(stored.updatedAt).toISOString());
  expect(await content('meta[property="article:section"]')).toBe(stored.category.name);
  expect(await all('meta[property="article:tag"]')).toEqual(['tides', 'coast']);

  const ld = (await head.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
  const news = ld.find((item) => item['@type'] === 'NewsArticle')!;
  expect(news).toMatchObject({
    '@context': 'https://schema.org',
    headline: story.title,
    description: 'High water comes early this week.',
    datePublished: new Date(stored.publishDate).toISOString(),
    dateModified: new Date(stored.updatedAt).toISOString(),
    author: [{ '@type': 'Person', name: expect.any(String), url: expect.stringMatching(/^http:\/\/localhost:5000\//) }],
    publisher: { '@type': 'NewsMediaOrganization', name: 'Bulletin', logo: { '@type': 'ImageObject', url: `${publicUrl}/logo.svg` } },
    articleSection: stored.category.name,
    keywords: 'tides, coast',
    isAccessibleForFree: true,
  });
  const images = news.image as { url: string; width: number; height: number }[];
  expect(images[0]).toMatchObject({ url: `${publicUrl}${stored.featuredImage}`, width: 1200, height: 800 });
  expect(images.length).toBeGreaterThan(1); // Strapi's smaller formats too
  const crumbs = ld.find((item) => item['@type'] === 'BreadcrumbList')!;
  expect((crumbs.itemListElement as { name: string }[]).map((c) => c.name)).toEqual(['Home', stored.category.name, story.title]);

  // The picture: its box kept from its size (no layout shift), asked for first, with Strapi's formats.
  const picture = page.getByRole('img', { name: story.title });
  await expect(picture).toHaveAttribute('fetchpriority', 'high');
  await expect(picture).toHaveAttribute('srcset', /small_.* \d+w/);
  expect(await picture.evaluate((img) => getComputedStyle(img).aspectRatio)).toBe('1200 / 800');
  // Offered as AVIF and WebP first: the browser takes the AVIF (docs/decisions/0036-image-renditions.md).
  await expect(page.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /small_\S+\.avif \d+w/);
  await expect(page.locator('picture source[type="image/webp"]')).toHaveAttribute('srcset', /small_\S+\.webp \d+w/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : ''))).toMatch(/\.avif$/);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(baseURL).toBeTruthy();
});

test('the head follows in-app navigation: from home to an article by a click, then to its category', async ({ page, article, category }) => {
  const topic = await category({ name: unique('Harbours'), description: 'Quays, cranes and ferries.' });
  const story = await article({ category: topic._id, title: unique('Night ferry returns'), excerpt: 'The night crossing sails again.', featured: true });
  const publicUrl = 'http://localhost:5000'; // PUBLIC_URL's default (the test stack does not set it)
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  // The head is rebuilt after the new page's data is in (app/PageSync.tsx): every check waits for it.
  const head = page.locator('head');
  const meta = (selector: string) => head.locator(selector);
  const ld = async () => (await head.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);

  await page.getByRole('link', { name: story.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/article/${story.slug}$`));
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${publicUrl}/article/${story.slug}`);
  await expect(page).toHaveTitle(`${story.title} | Bulletin`);
  await expect(meta('meta[property="og:title"]')).toHaveAttribute('content', story.title);
  await expect(meta('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(meta('meta[name="description"]')).toHaveAttribute('content', 'The night crossing sails again.');
  await expect(meta('meta[name="twitter:description"]')).toHaveAttribute('content', 'The night crossing sails again.');
  await expect(meta('meta[property="article:section"]')).toHaveAttribute('content', topic.name);
  await expect(meta('meta[property="og:title"]')).toHaveCount(1);
  await expect.poll(async () => (await ld()).map((item) => item['@type'])).toEqual(['NewsArticle', 'BreadcrumbList']);
  await expect.poll(async () => (await ld())[0]).toMatchObject({ headline: story.title, articleSection: topic.name });

  await page.getByTestId('category-badge').click();
  await expect(page).toHaveURL(new RegExp(`/category/${topic.slug}$`));
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${publicUrl}/category/${topic.slug}`);
  await expect(meta('meta[name="description"]')).toHaveAttribute('content', 'Quays, cranes and ferries.');
  await expect(meta('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  await expect(head.locator('meta[property^="article:"]')).toHaveCount(0);
  await expect.poll(async () => (await ld()).map((item) => item['@type'])).toEqual(['BreadcrumbList']);
  // All of it without loading a page.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('home carries a WebSite with a search action', async ({ page }) => {
  await page.goto('/');
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(ld).toContainEqual(
    expect.objectContaining({
      '@type': 'WebSite',
      potentialAction: expect.objectContaining({ '@type': 'SearchAction', 'query-input': 'required name=search_term_string' }),
    }),
  );
});

test.describe('honest status codes', () => {
  // Chromium logs a document's 404 as a console error.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('unknown article, category and path answer 404 with the pages readers know', async ({ page }) => {
    let response = await page.goto(`/article/${unique('no-such-story')}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found');
    response = await page.goto(`/category/${unique('no-such-section')}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category Not Found');
    response = await page.goto(`/${unique('nowhere')}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await hydrated(page);
  });

  test('a draft is a 404 for the public, and not indexed', async ({ page, article }) => {
    const draft = await article({ status: 'draft' });
    const response = await page.goto(`/article/${draft.slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    expect(await response!.text()).not.toContain(draft.title);
  });
});
