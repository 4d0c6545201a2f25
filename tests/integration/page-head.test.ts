import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createArticle, createCategory, loginAdmin, unique, useStack } from '../support/api.js';
import { imageDataUrl } from '../support/images.js';
import { photo } from '../support/photo.js';
import { startStack, type Stack } from '../support/stack.js';

/**
 * What independent validators read in a reader page's head and trail (docs/product.md#reader-urls,
 * docs/decisions/0031-feeds-and-head-validators.md), on a stack whose site has an X account (`SITE_X_HANDLE`):
 * breadcrumbs, seen and in `BreadcrumbList`, follow the category tree down to the page; an article's structured-data
 * images are each at least 50,000 pixels; `og:image:type` is the served image's type; `twitter:site` names the account.
 */
const X_HANDLE = '@bulletin_news';
let stack: Stack;
let top: { _id: string; slug: string; name: string };
let middle: { _id: string; slug: string; name: string };
let leaf: { _id: string; slug: string; name: string };
let story: { _id: string; slug: string; title: string };

async function page(path: string) {
  const res = await fetch(`${stack.siteUrl}${path}`, { headers: { accept: 'text/html' } });
  expect(res.status, path).toBe(200);
  return res.text();
}

const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const meta = (html: string, key: string) =>
  [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)].filter((m) => m[1] === key).map((m) => m[2]!.replace(/&amp;/g, '&'));
const pathOf = (url: string) => new URL(url).pathname;

/** The visible trail: each step's text and address (none for the page itself). */
function visibleTrail(html: string): Array<[string, string | null]> {
  const nav = /<nav[^>]*data-testid="breadcrumbs"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1];
  expect(nav, 'a breadcrumb trail on the page').toBeDefined();
  return [...nav!.matchAll(/<li>(.*?)<\/li>/gs)].map((m) => {
    const href = /href="([^"]+)"/.exec(m[1]!)?.[1] ?? null;
    const text = m[1]!
      .replace(/<span aria-hidden="true">.*?<\/span>/g, '')
      .replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'");
    return [text, href];
  });
}

function ldTrail(html: string): Array<[string, string]> {
  const crumbs = jsonLd(html).find((item) => item['@type'] === 'BreadcrumbList');
  expect(crumbs, 'a BreadcrumbList').toBeDefined();
  return (crumbs.itemListElement as Array<{ position: number; name: string; item: string }>).map((c, i) => {
    expect(c.position).toBe(i + 1);
    return [c.name, pathOf(c.item)];
  });
}

beforeAll(async () => {
  const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  stack = await startStack({ postgresUrl, extraEnv: { SITE_X_HANDLE: X_HANDLE.slice(1) } });
  useStack(stack);
  const admin = await loginAdmin();
  // Three levels: News › Climate › Glaciers.
  top = await createCategory({ name: unique('News') });
  middle = await createCategory({ name: unique('Climate'), parentCategory: top._id });
  leaf = await createCategory({ name: unique('Glaciers'), parentCategory: middle._id });
  story = await createArticle(admin, { category: leaf._id, title: unique('Ice shelf'), featuredImage: imageDataUrl(await photo(), 'image/jpeg') });
});

afterAll(async () => {
  await stack?.stop();
});

describe('breadcrumbs follow the category tree', () => {
  const categoryPath = (c: { slug: string }) => `/category/${c.slug}`;

  it('an article: Home › each category from the top down › the article, seen and in its BreadcrumbList', async () => {
    const html = await page(`/article/${story.slug}`);
    const steps: Array<[string, string]> = [
      ['Home', '/'],
      [top.name, categoryPath(top)],
      [middle.name, categoryPath(middle)],
      [leaf.name, categoryPath(leaf)],
      [story.title, `/article/${story.slug}`],
    ];
    expect(ldTrail(html)).toEqual(steps);
    expect(visibleTrail(html)).toEqual([...steps.slice(0, -1), [story.title, null]]);
  });

  it('a category: Home › the categories above it › the category, seen and in its BreadcrumbList', async () => {
    const html = await page(categoryPath(leaf));
    const steps: Array<[string, string]> = [
      ['Home', '/'],
      [top.name, categoryPath(top)],
      [middle.name, categoryPath(middle)],
      [leaf.name, categoryPath(leaf)],
    ];
    expect(ldTrail(html)).toEqual(steps);
    expect(visibleTrail(html)).toEqual([...steps.slice(0, -1), [leaf.name, null]]);
    // A category at the top: Home and itself.
    expect(ldTrail(await page(categoryPath(top)))).toEqual([['Home', '/'], [top.name, categoryPath(top)]]);
  });

  it('the API answers the trail on single reads, named in the language asked', async () => {
    const one = await api('GET', `/articles/${story.slug}`);
    expect(one.body.data.category.ancestors.map((c: { slug: string }) => c.slug)).toEqual([top.slug, middle.slug]);
    const category = await api('GET', `/categories/${leaf.slug}`);
    expect(category.body.data.ancestors).toEqual([
      { _id: top._id, name: top.name, slug: top.slug },
      { _id: middle._id, name: middle.name, slug: middle.slug },
    ]);
  });
});

describe("an article page's head", () => {
  it('lists as structured-data images only renditions of at least 50,000 pixels, largest first, never the thumbnail', async () => {
    const html = await page(`/article/${story.slug}`);
    const news = jsonLd(html).find((item) => item['@type'] === 'NewsArticle');
    const images = news.image as Array<{ url: string; width: number; height: number }>;
    expect(images.length).toBeGreaterThan(1);
    for (const image of images) expect(image.width * image.height, image.url).toBeGreaterThanOrEqual(50_000);
    expect(images.map((i) => i.width)).toEqual([...images.map((i) => i.width)].sort((a, b) => b - a));
    // Strapi made a thumbnail of it; it is not listed.
    const { featuredImageMeta } = (await api('GET', `/articles/${story.slug}`)).body.data;
    expect(featuredImageMeta.formats.thumbnail.url).toBeTruthy();
    expect(images.map((i) => pathOf(i.url))).not.toContain(featuredImageMeta.formats.thumbnail.url);
  });

  it("og:image:type is the type the image is served with; twitter:site names the site's X account", async () => {
    const html = await page(`/article/${story.slug}`);
    const [image] = meta(html, 'og:image');
    expect(image).toBeDefined();
    const served = await fetch(`${stack.siteUrl}${pathOf(image!)}`);
    await served.arrayBuffer();
    expect(meta(html, 'og:image:type')).toEqual([served.headers.get('content-type')]);
    for (const path of [`/article/${story.slug}`, '/', `/category/${leaf.slug}`]) expect(meta(await page(path), 'twitter:site'), path).toEqual([X_HANDLE]);
  });
});
