import { beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { api, createArticle, createCategory, loginAdmin, siteUrl, unique } from '../support/api.js';

/**
 * Search engines and feeds per language (docs/product.md#languages): article sitemaps list every language's
 * articles at their language's address with `xhtml:link` hreflang alternates and `x-default`; the news sitemap names
 * each article's language; RSS per language (`/hi/rss.xml`, `/hi/category/<slug>/rss.xml`) with its `<language>`;
 * categories and pages in every language.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['url', 'sitemap', 'item', 'xhtml:link'].includes(name),
});
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type El = Record<string, any>;

async function xml(path: string): Promise<El> {
  const res = await fetch(`${siteUrl()}${path}`);
  expect(res.status, path).toBe(200);
  const text = await res.text();
  expect(XMLValidator.validate(text), path).toBe(true);
  return parser.parse(text) as El;
}
/** An absolute address's path (feeds write PUBLIC_URL's). */
const pathOf = (url: string) => new URL(url).pathname;
const links = (url: El) => ((url['xhtml:link'] ?? []) as El[]).map((l) => `${l['@_hreflang']} ${pathOf(l['@_href'])}`);

let category: { _id: string; slug: string; name: string };
let english: { _id: string; slug: string; title: string };
let hindi: { _id: string; slug: string; title: string };
let tamil: { _id: string; slug: string; title: string };

beforeAll(async () => {
  const admin = await loginAdmin();
  category = await createCategory({ translations: { hi: { name: 'खेल जगत' } } });
  english = await createArticle(admin, { category: category._id, title: unique('Final whistle') });
  const translate = async (locale: string, title: string) => {
    const res = await api('POST', '/articles', {
      token: admin,
      body: { title, content: '<p>x</p>', category: category._id, status: 'published', locale, translationOf: english._id },
    });
    expect(res.status).toBe(201);
    return res.body.data;
  };
  hindi = await translate('hi', `अंतिम सीटी ${unique('h')}`);
  tamil = await translate('ta', `இறுதி விசில் ${unique('t')}`);
  // Not published: in no feed, and no one's alternate.
  await api('POST', '/articles', {
    token: admin,
    body: { title: 'ಕರಡು', content: '<p>x</p>', category: category._id, status: 'draft', locale: 'kn', translationOf: english._id },
  });
});

describe('article sitemaps', () => {
  it("list each language's article at its address with every published version as hreflang alternates and x-default", async () => {
    const index = await xml('/sitemap.xml');
    const files = (index.sitemapindex.sitemap as El[]).map((s) => pathOf(s.loc)).filter((p) => p.startsWith('/sitemaps/articles-'));
    const urls: El[] = [];
    for (const file of files) urls.push(...((await xml(file)).urlset.url as El[]));
    const at = (path: string) => urls.find((u) => pathOf(u.loc) === path);
    const expected = [`en /article/${english.slug}`, `hi /hi/article/${hindi.slug}`, `ta /ta/article/${tamil.slug}`, `x-default /article/${english.slug}`];
    for (const path of [`/article/${english.slug}`, `/hi/article/${hindi.slug}`, `/ta/article/${tamil.slug}`]) {
      expect(at(path), path).toBeDefined();
      expect(links(at(path)!)).toEqual(expected);
    }
    // The draft Kannada translation is in no sitemap and no one's alternate.
    expect(urls.some((u) => pathOf(u.loc) === `/kn/article/${english.slug}-kn`)).toBe(false);
  });
});

describe('news sitemap', () => {
  it("names each article's language and gives its language's address", async () => {
    const doc = await xml('/news-sitemap.xml');
    const entry = (path: string) => (doc.urlset.url as El[]).find((u) => pathOf(u.loc) === path);
    expect(entry(`/hi/article/${hindi.slug}`)?.['news:news']['news:publication']['news:language']).toBe('hi');
    expect(entry(`/ta/article/${tamil.slug}`)?.['news:news']['news:publication']['news:language']).toBe('ta');
    expect(entry(`/article/${english.slug}`)?.['news:news']['news:publication']['news:language']).toBe('en');
  });
});

describe('RSS per language', () => {
  it('/rss.xml stays English; /hi/rss.xml is Hindi, with its language and addresses', async () => {
    const en = (await xml('/rss.xml')).rss.channel;
    expect(en.language).toBe('en');
    const enLinks = (en.item as El[]).map((i) => pathOf(i.link));
    expect(enLinks).toContain(`/article/${english.slug}`);
    expect(enLinks).not.toContain(`/hi/article/${hindi.slug}`);

    const hi = (await xml('/hi/rss.xml')).rss.channel;
    expect(hi.language).toBe('hi');
    expect(pathOf(hi.link)).toBe('/hi/');
    expect(pathOf(hi['atom:link']['@_href'])).toBe('/hi/rss.xml');
    const items = hi.item as El[];
    expect(items.map((i) => pathOf(i.link))).toContain(`/hi/article/${hindi.slug}`);
    expect(items.every((i) => pathOf(i.link).startsWith('/hi/article/'))).toBe(true);
  });

  it("a category's feed in a language names the category in it and lists that language's articles", async () => {
    const hi = (await xml(`/hi/category/${category.slug}/rss.xml`)).rss.channel;
    expect(hi.title).toBe('खेल जगत | Bulletin');
    expect(pathOf(hi.link)).toBe(`/hi/category/${category.slug}`);
    expect((hi.item as El[]).map((i) => pathOf(i.link))).toEqual([`/hi/article/${hindi.slug}`]);
    const ta = (await xml(`/ta/category/${category.slug}/rss.xml`)).rss.channel;
    // No Tamil name: the English one.
    expect(ta.title).toBe(`${category.name} | Bulletin`);
    expect(ta.language).toBe('ta');
    const missing = await fetch(`${siteUrl()}/hi/category/no-such-category/rss.xml`);
    expect(missing.status).toBe(404);
  });
});

describe('categories and pages sitemaps', () => {
  it('list a category in each language it has a published article in, with those versions and x-default; every page in every language', async () => {
    const cats = ((await xml('/sitemaps/categories.xml')).urlset.url as El[]).filter((u) => pathOf(u.loc).endsWith(`/category/${category.slug}`));
    // Published in English, Hindi and Tamil; the Kannada translation is a draft, and no other language has one.
    expect(cats.map((u) => pathOf(u.loc))).toEqual([`/category/${category.slug}`, `/hi/category/${category.slug}`, `/ta/category/${category.slug}`]);
    for (const url of cats) {
      expect(links(url)).toEqual([`en /category/${category.slug}`, `hi /hi/category/${category.slug}`, `ta /ta/category/${category.slug}`, `x-default /category/${category.slug}`]);
    }
    const pages = ((await xml('/sitemaps/pages.xml')).urlset.url as El[]).map((u) => pathOf(u.loc));
    expect(pages).toEqual(expect.arrayContaining(['/', '/hi/', '/ml/', '/gu/contact']));
  });
});
