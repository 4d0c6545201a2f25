import { request } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { api, cms, createArticle, createCategory, loginAdmin, PNG_DATA_URL, unique, useStack } from '../support/api.js';
import { startStack, type Stack } from '../support/stack.js';
import { imageDataUrl } from '../support/images.js';
import { photo } from '../support/photo.js';

/**
 * robots.txt, the sitemaps, the Google News sitemap and RSS (docs/product.md#feeds) on a stack of their own: a public
 * address other than the one the tests call (every address must come from PUBLIC_URL) and three addresses per
 * article sitemap file, so a few articles fill several files. Each feed must be well-formed XML with the
 * required elements, and no draft, review, archived or future article may appear in any of them.
 */
const PUBLIC_URL = 'https://bulletin.example.test';
const PAGE_SIZE = 3;
const HOUR = 60 * 60 * 1000;

let stack: Stack;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) => ['url', 'sitemap', 'item', 'category'].includes(name),
});

/** An element as fast-xml-parser reads it (its output is untyped). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type El = Record<string, any>;
type Made = { _id: string; slug: string; title: string };
let categoryA: { _id: string; slug: string; name: string };
let categoryB: { _id: string; slug: string; name: string };
/** Published and due: in every feed that covers them. */
const visible: Made[] = [];
let recent: Made[] = [];
let old: Made;
let withImage: Made;
/** A real photograph (JPEG), whose stored file is not a whole number of kilobytes. */
let photographed: Made;
/** A category without any article: in no sitemap. */
let empty: { _id: string; slug: string; name: string };
let oddTitle: Made;
/** Never in any feed. */
const hidden: Made[] = [];

async function get(path: string) {
  const res = await fetch(`${stack.siteUrl}${path}`);
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** A feed that is well-formed XML, parsed. */
async function xml(path: string, type = 'application/xml; charset=utf-8') {
  const res = await get(path);
  expect(res.status, `${path}: ${res.text.slice(0, 300)}`).toBe(200);
  expect(res.headers.get('content-type')).toBe(type);
  expect(res.headers.get('cache-control')).toMatch(/^public\b/);
  expect(XMLValidator.validate(res.text), path).toBe(true);
  return { doc: parser.parse(res.text), text: res.text };
}

const articleUrl = (slug: string) => `${PUBLIC_URL}/article/${slug}`;
const site = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  stack = await startStack({ postgresUrl, extraEnv: { PUBLIC_URL: `${PUBLIC_URL}/`, SITEMAP_PAGE_SIZE: String(PAGE_SIZE) } });
  useStack(stack);
  const admin = await loginAdmin();
  categoryA = await createCategory({ name: unique('World'), description: 'Stories from everywhere' });
  categoryB = await createCategory({ name: unique('Sport') });
  empty = await createCategory({ name: unique('Empty') });
  const make = (overrides: Record<string, unknown>) => createArticle(admin, { category: categoryA._id, ...overrides });
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

  old = await make({ title: unique('Three days old'), publishDate: ago(72 * HOUR) });
  withImage = await make({ title: unique('With a picture'), featuredImage: PNG_DATA_URL, excerpt: 'A picture of it', publishDate: ago(1 * HOUR) });
  oddTitle = await make({ title: `Fish & chips <b>"cheap"</b> ${unique('odd')}`, publishDate: ago(2 * HOUR), category: categoryB._id });
  photographed = await make({ title: unique('Photographed'), featuredImage: imageDataUrl(await photo(), 'image/jpeg'), publishDate: ago(0.5 * HOUR) });
  recent = [photographed, withImage, oddTitle];
  for (let i = 0; i < 4; i += 1) {
    recent.push(await make({ title: unique(`Recent ${i}`), publishDate: ago((3 + i) * HOUR), category: i % 2 ? categoryB._id : categoryA._id }));
  }
  visible.push(old, ...recent);
  hidden.push(
    await make({ title: unique('Draft'), status: 'draft' }),
    await make({ title: unique('Review'), status: 'review' }),
    await make({ title: unique('Archived'), status: 'archived', publishDate: ago(HOUR) }),
    await make({ title: unique('Future'), status: 'published', publishDate: '2099-06-01T00:00:00.000Z' }),
  );
});

afterAll(async () => {
  await stack?.stop();
});

/** Every feed, as text: none may name a hidden article. */
async function everyFeed(): Promise<string[]> {
  const { doc } = await xml('/sitemap.xml');
  const files = (doc.sitemapindex.sitemap as Array<{ loc: string }>).map((s) => site(s.loc));
  const texts = await Promise.all(
    [...files, '/news-sitemap.xml', '/rss.xml', `/category/${categoryA.slug}/rss.xml`, `/category/${categoryB.slug}/rss.xml`].map(async (path) => (await get(path)).text),
  );
  return texts;
}

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the newsroom, the account screens and the API, and names both sitemaps', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = res.text.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/login', '/register', '/api/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/news-sitemap.xml`);
  });
});

describe('sitemaps', () => {
  it('the index lists several article files of at most SITEMAP_PAGE_SIZE addresses that together hold every published article once, with lastmod = updatedAt', async () => {
    const { doc } = await xml('/sitemap.xml');
    const entries = doc.sitemapindex.sitemap as Array<{ loc: string; lastmod?: string }>;
    for (const entry of entries) expect(entry.loc.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    const articleFiles = entries.filter((e) => /\/sitemaps\/articles-\d+\.xml$/.test(e.loc));
    // File n holds the articles of one range of row ids: numbered upwards, as many as the articles need at least.
    const numbers = articleFiles.map((e) => Number(/articles-(\d+)\.xml$/.exec(e.loc)![1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.length).toBeGreaterThanOrEqual(Math.ceil(visible.length / PAGE_SIZE));
    expect(entries.map((e) => site(e.loc))).toEqual(expect.arrayContaining(['/sitemaps/categories.xml', '/sitemaps/pages.xml']));

    const seen: string[] = [];
    for (const file of articleFiles) {
      const { doc: page } = await xml(site(file.loc));
      const urls = (page.urlset.url ?? []) as Array<{ loc: string; lastmod: string }>;
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(PAGE_SIZE);
      expect(file.lastmod).toBe(urls.map((u) => u.lastmod).sort().at(-1));
      seen.push(...urls.map((u) => u.loc));
      for (const url of urls) {
        const slug = url.loc.slice(`${PUBLIC_URL}/article/`.length);
        const article = await api('GET', `/articles/${slug}`);
        expect(url.lastmod).toBe(article.body.data.updatedAt);
      }
    }
    expect(seen.sort()).toEqual(visible.map((a) => articleUrl(a.slug)).sort());
  });

  it('an article stays in its file when articles before it are unpublished', async () => {
    const admin = await loginAdmin();
    const fileOf = async (slug: string) => {
      const { doc } = await xml('/sitemap.xml');
      for (const entry of doc.sitemapindex.sitemap as Array<{ loc: string }>) {
        if (!/articles-\d+\.xml$/.test(entry.loc)) continue;
        if ((await get(site(entry.loc))).text.includes(`/article/${slug}<`)) return site(entry.loc);
      }
      return undefined;
    };
    const later = await createArticle(admin, { category: categoryA._id, title: unique('Later'), publishDate: new Date(Date.now() - HOUR).toISOString() });
    const file = await fileOf(later.slug);
    expect(file).toBeDefined();
    // The two oldest articles (the first file) go out of the sitemaps, then come back.
    for (const a of [old, withImage]) expect((await api('PUT', `/articles/${a._id}`, { token: admin, body: { status: 'draft' } })).status).toBe(200);
    expect(await fileOf(old.slug)).toBeUndefined();
    expect(await fileOf(later.slug)).toBe(file);
    for (const a of [old, withImage]) expect((await api('PUT', `/articles/${a._id}`, { token: admin, body: { status: 'published' } })).status).toBe(200);
    expect(await fileOf(old.slug)).toBeDefined();
    expect((await api('DELETE', `/articles/${later._id}`, { token: admin })).status).toBe(200);
    expect(await fileOf(later.slug)).toBeUndefined();
  });

  it("the index Strapi keeps between writes follows an edit's lastmod and a scheduled article's due time", async () => {
    const admin = await loginAdmin();
    type File = { n: number; first: number; last: number; count: number; lastmod: string | null };
    const files = async () => (await cms('GET', `/sitemap/pages?size=${PAGE_SIZE}`)).body.data as File[];
    const visibleCount = async () => (await files()).reduce((sum, f) => sum + f.count, 0);
    const before = await visibleCount();
    // Asked twice with nothing written between: the same answer (the second from Strapi's memory).
    expect(await files()).toEqual(await files());

    const soon = await createArticle(admin, { category: categoryA._id, title: unique('Soon'), publishDate: new Date(Date.now() + 4_000).toISOString() });
    try {
      expect(await visibleCount()).toBe(before);
      // No write when it falls due: the kept index must not outlive the next publish date.
      await expect.poll(visibleCount, { timeout: 20_000, interval: 500 }).toBe(before + 1);

      // An edit of a published article moves its updatedAt, the lastmod of its file.
      const edited = await api('PUT', `/articles/${old._id}`, { token: admin, body: { excerpt: unique('Edited') } });
      expect(edited.status).toBe(200);
      const updatedAt = edited.body.data.updatedAt as string;
      const { doc } = await xml('/sitemap.xml');
      const entries = doc.sitemapindex.sitemap as Array<{ loc: string; lastmod?: string }>;
      const withOld = [];
      for (const entry of entries.filter((e) => /articles-\d+\.xml$/.test(e.loc))) {
        if ((await get(site(entry.loc))).text.includes(`/article/${old.slug}<`)) withOld.push(entry);
      }
      expect(withOld).toHaveLength(1);
      expect(withOld[0]!.lastmod).toBe(updatedAt);
    } finally {
      expect((await api('DELETE', `/articles/${soon._id}`, { token: admin })).status).toBe(200);
    }
    expect(await visibleCount()).toBe(before);
  });

  it('an article file past the last, or a page number spelled otherwise, is a 404', async () => {
    const listed = (await cms('GET', `/sitemap/pages?size=${PAGE_SIZE}`)).body.data as Array<{ n: number }>;
    const pastLast = listed.at(-1)!.n + 1;
    for (const path of [`/sitemaps/articles-${pastLast}.xml`, '/sitemaps/articles-0.xml', '/sitemaps/articles-01.xml', '/sitemaps/other.xml']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.text)).toEqual({ success: false, message: 'Sitemap not found' });
    }
  });

  it('the category sitemap lists the category pages with a published article, never one without; the pages sitemap the home page', async () => {
    const categoryLocs = async () => ((await xml('/sitemaps/categories.xml')).doc.urlset.url as Array<{ loc: string }>).map((u) => u.loc);
    const locs = await categoryLocs();
    expect(locs).toEqual(expect.arrayContaining([`${PUBLIC_URL}/category/${categoryA.slug}`, `${PUBLIC_URL}/category/${categoryB.slug}`]));
    expect(locs.filter((loc) => loc.includes(empty.slug))).toEqual([]);
    // A draft, or an article not due yet, does not make a category worth listing; a published one does.
    const admin = await loginAdmin();
    const draft = await createArticle(admin, { category: empty._id, title: unique('Empty draft'), status: 'draft' });
    const future = await createArticle(admin, { category: empty._id, title: unique('Empty later'), publishDate: '2099-06-01T00:00:00.000Z' });
    expect((await categoryLocs()).filter((loc) => loc.includes(empty.slug))).toEqual([]);
    expect((await api('PUT', `/articles/${draft._id}`, { token: admin, body: { status: 'published' } })).status).toBe(200);
    await expect.poll(async () => (await categoryLocs()).filter((loc) => loc.includes(empty.slug)), { timeout: 10_000 }).toEqual([`${PUBLIC_URL}/category/${empty.slug}`]);
    for (const a of [draft, future]) expect((await api('DELETE', `/articles/${a._id}`, { token: admin })).status).toBe(200);
    await expect.poll(async () => (await categoryLocs()).filter((loc) => loc.includes(empty.slug)), { timeout: 10_000 }).toEqual([]);
    const pages = await xml('/sitemaps/pages.xml');
    expect((pages.doc.urlset.url as Array<{ loc: string }>).map((u) => u.loc)).toContain(`${PUBLIC_URL}/`);
  });
});

describe('news sitemap', () => {
  it('holds the articles published in the last 48 hours in the Google News format, and no older one', async () => {
    const { doc } = await xml('/news-sitemap.xml');
    expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(doc.urlset['@_xmlns:news']).toBe('http://www.google.com/schemas/sitemap-news/0.9');
    const urls = doc.urlset.url as Array<{ loc: string; 'news:news': El }>;
    expect(urls.map((u) => u.loc).sort()).toEqual(recent.map((a) => articleUrl(a.slug)).sort());
    for (const url of urls) {
      const news = url['news:news'];
      expect(news['news:publication']).toEqual({ 'news:name': 'Bulletin', 'news:language': 'en' });
      expect(Date.now() - Date.parse(news['news:publication_date'])).toBeLessThan(48 * HOUR);
      expect(typeof news['news:title']).toBe('string');
    }
    const odd = urls.find((u) => u.loc === articleUrl(oddTitle.slug))!;
    // Escaped in the XML, the same title once read.
    expect(odd['news:news']['news:title']).toBe(oddTitle.title);
  });
});

describe('RSS', () => {
  it('/rss.xml is RSS 2.0 with a self link and the published articles, newest first, with link, guid, RFC 822 date, summary, category and image enclosure', async () => {
    const { doc } = await xml('/rss.xml', 'application/rss+xml; charset=utf-8');
    expect(doc.rss['@_version']).toBe('2.0');
    const channel = doc.rss.channel;
    expect(channel.title).toBe('Bulletin');
    expect(channel.link).toBe(`${PUBLIC_URL}/`);
    expect(typeof channel.description).toBe('string');
    expect(channel['atom:link']).toMatchObject({ '@_href': `${PUBLIC_URL}/rss.xml`, '@_rel': 'self', '@_type': 'application/rss+xml' });
    const items = channel.item as Array<El>;
    expect(items.map((i) => i.link)).toEqual([...recent, old].map((a) => articleUrl(a.slug)));
    for (const item of items) {
      expect(item.guid['#text']).toBe(item.link);
      expect(item.guid['@_isPermaLink']).toBe('true');
      expect(new Date(item.pubDate).toUTCString()).toBe(item.pubDate);
      expect(item.description.length).toBeGreaterThan(0);
      expect(item.category[0]['#text']).toMatch(/World|Sport/);
    }
    const pictured = items.find((i) => i.link === articleUrl(withImage.slug))!;
    expect(pictured.description).toBe('A picture of it');
    expect(pictured.enclosure['@_url']).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/.+\\.png$`));
    expect(pictured.enclosure['@_type']).toBe('image/png');
    expect(Number(pictured.enclosure['@_length'])).toBeGreaterThan(0);
    const odd = items.find((i) => i.link === articleUrl(oddTitle.slug))!;
    expect(odd.title).toBe(oddTitle.title);
  });

  it("each item names its author (dc:creator); an enclosure's length is the exact byte count served at its address", async () => {
    for (const path of ['/rss.xml', `/category/${categoryA.slug}/rss.xml`]) {
      const { doc } = await xml(path, 'application/rss+xml; charset=utf-8');
      expect(doc.rss['@_xmlns:dc']).toBe('http://purl.org/dc/elements/1.1/');
      const items = doc.rss.channel.item as Array<El>;
      for (const item of items) {
        const slug = item.link.slice(`${PUBLIC_URL}/article/`.length);
        const { author } = (await api('GET', `/articles/${slug}`)).body.data;
        expect(item['dc:creator'], slug).toBe([author?.firstName, author?.lastName].filter(Boolean).join(' ') || 'Bulletin Newsroom');
      }
      const enclosed = items.filter((i) => i.enclosure);
      expect(enclosed.map((i) => i.link)).toEqual(expect.arrayContaining([articleUrl(photographed.slug), articleUrl(withImage.slug)]));
      for (const item of enclosed) {
        const res = await fetch(`${stack.siteUrl}${site(item.enclosure['@_url'])}`);
        expect(res.status).toBe(200);
        const served = (await res.arrayBuffer()).byteLength;
        expect(Number(item.enclosure['@_length']), item.link).toBe(served);
        // Strapi's recorded size (kB to two decimals) times 1,000 is a multiple of ten: the photograph is not.
        if (item.link === articleUrl(photographed.slug)) expect(served % 10).not.toBe(0);
      }
    }
  });

  it('/category/<slug>/rss.xml holds only that category; an unknown category is a 404', async () => {
    const { doc } = await xml(`/category/${categoryB.slug}/rss.xml`, 'application/rss+xml; charset=utf-8');
    const channel = doc.rss.channel;
    expect(channel.title).toBe(`${categoryB.name} | Bulletin`);
    expect(channel.link).toBe(`${PUBLIC_URL}/category/${categoryB.slug}`);
    expect(channel['atom:link']['@_href']).toBe(`${PUBLIC_URL}/category/${categoryB.slug}/rss.xml`);
    const links = (channel.item as Array<{ link: string }>).map((i) => i.link);
    expect(links.length).toBeGreaterThan(0);
    for (const item of channel.item as Array<El>) expect(item.category[0]['#text']).toBe(categoryB.name);
    expect(links).toContain(articleUrl(oddTitle.slug));
    expect(links).not.toContain(articleUrl(withImage.slug));

    for (const slug of [unique('no-such-category'), '%00', 'a%2Fb', '..%2Fb']) {
      const res = await get(`/category/${slug}/rss.xml`);
      expect(res.status, slug).toBe(404);
      expect(JSON.parse(res.text)).toEqual({ success: false, message: 'Category not found' });
    }
  });
});

describe('what the feeds never show', () => {
  it('one sitemap file is read alone (its range of row ids, no more), and a file past the last is a 404', async () => {
    const split = await cms('GET', `/sitemap/pages?size=${PAGE_SIZE}`);
    expect(split.status).toBe(200);
    const pages = split.body.data as Array<{ n: number; first: number; last: number; count: number }>;
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      // File n is the range of row ids ((n-1)·size, n·size].
      expect(page.first).toBeGreaterThan((page.n - 1) * PAGE_SIZE);
      expect(page.last).toBeLessThanOrEqual(page.n * PAGE_SIZE);
      const alone = await cms('GET', `/sitemap/pages?size=${PAGE_SIZE}&n=${page.n}`);
      expect(alone.status).toBe(200);
      expect(alone.body.data).toEqual([page]);
    }
    const pastLast = pages.at(-1)!.n + 1;
    expect((await cms('GET', `/sitemap/pages?size=${PAGE_SIZE}&n=${pastLast}`)).body.data).toEqual([]);
    expect((await get(`/sitemaps/articles-${pastLast}.xml`)).status).toBe(404);
    expect((await get('/sitemaps/articles-50001.xml')).status).toBe(404);
  });

  it('no draft, review, archived or future article appears in any sitemap or feed', async () => {
    const texts = await everyFeed();
    expect(texts.length).toBeGreaterThan(5);
    for (const text of texts) {
      for (const article of hidden) {
        expect(text).not.toContain(article.slug);
        expect(text).not.toContain(article.title);
      }
    }
  });

  it("Strapi's sitemap API gives anonymous callers only published, due articles, and refuses bad parameters with a 400", async () => {
    const rows = await cms('GET', '/sitemap/articles?after=0&limit=100');
    expect(rows.status).toBe(200);
    expect((rows.body.data as Array<{ slug: string }>).map((r) => r.slug).sort()).toEqual(visible.map((a) => a.slug).sort());
    expect(Object.keys(rows.body.data[0]).sort()).toEqual(['alternates', 'id', 'lastmod', 'locale', 'slug']);
    for (const path of [
      '/sitemap/articles?after=-1',
      '/sitemap/articles?limit=100000',
      '/sitemap/articles?after=abc',
      '/sitemap/pages',
      '/sitemap/pages?size=0',
      '/sitemap/pages?size=10&n=0',
      '/sitemap/pages?size=10&n=x',
      '/sitemap/news',
      '/sitemap/news?since=yesterday',
      '/sitemap/feed?limit=1000',
      '/sitemap/feed?locale=xx',
    ]) {
      const res = await cms('GET', path);
      expect(res.status, path).toBe(400);
    }
  });
});

describe('odd addresses', () => {
  /** The status of a GET with the path exactly as written (fetch would normalise it). */
  const statusOf = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const { hostname, port } = new URL(stack.siteUrl);
      const req = request({ hostname, port, path, method: 'GET' }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end();
    });
  const encoded = fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).map((s) => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
  const raw = fc.constantFrom('%', '%zz', '%E0%A4%A', '..', '%2e%2e', '%00', 'a%2Fb', 'articles-', 'articles-99999999999.xml', 'articles-1.xml.');

  it('a category feed or sitemap file that does not exist is a 404 (400 for a broken address), never a page or a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(encoded, raw), fc.constantFrom('/category/{}/rss.xml', '/sitemaps/{}'), async (segment, template) => {
        const status = await statusOf(template.replace('{}', segment));
        expect([400, 404], `${template} ${segment}`).toContain(status);
      }),
      { numRuns: 40 },
    );
  });
});
