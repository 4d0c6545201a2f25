import { describe, expect, it } from 'vitest';
import { buildHead, canonicalPath, describe as describeText, headHtml, type Head } from '../../../../frontend/src/ssr/head/head';
import type { PageFacts } from '@bulletin/contract';
import { article, author, category, PUBLIC_URL } from './fixtures';

const meta = (head: Head, key: string) => head.meta.filter((m) => m.name === key || m.property === key).map((m) => m.content);
const one = (head: Head, key: string) => {
  const values = meta(head, key);
  expect(values, key).toHaveLength(1);
  return values[0];
};
const facts = (over: Partial<PageFacts>): PageFacts => ({ kind: 'content', status: 200, path: '/', ...over });

/** The head of a page (docs/product.md#reader-urls). */
describe('buildHead', () => {
  const head = buildHead(facts({ kind: 'article', path: '/article/harbour-reopens?utm=x', title: article.title, article }), PUBLIC_URL);

  it("an article: 'Article title | Bulletin', its excerpt as description, canonical from PUBLIC_URL without the query", () => {
    expect(head.title).toBe('Harbour reopens after the storm | Bulletin');
    expect(one(head, 'description')).toBe('Ships returned to the harbour on Monday.');
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://news.example.org/article/harbour-reopens' }]);
  });

  it('Open Graph: type article, title, description, url, site name, the featured image with its size, type and alt', () => {
    expect(one(head, 'og:type')).toBe('article');
    expect(one(head, 'og:title')).toBe(article.title);
    expect(one(head, 'og:description')).toBe('Ships returned to the harbour on Monday.');
    expect(one(head, 'og:url')).toBe('https://news.example.org/article/harbour-reopens');
    expect(one(head, 'og:site_name')).toBe('Bulletin');
    expect(one(head, 'og:image')).toBe('https://news.example.org/uploads/harbour.jpg');
    expect(one(head, 'og:image:width')).toBe('1600');
    expect(one(head, 'og:image:height')).toBe('900');
    expect(one(head, 'og:image:type')).toBe('image/jpeg');
    expect(one(head, 'og:image:alt')).toBe(article.title);
  });

  it('the social preview, when the image has one, is the Open Graph and X image with its 1200 × 630 size; an article lets search show its image large', () => {
    const social = { url: '/uploads/social_harbour_1a2b.jpg', width: 1200, height: 630 };
    const h = buildHead(facts({ kind: 'article', path: '/', article: { ...article, featuredImageMeta: { ...article.featuredImageMeta!, social } } }), PUBLIC_URL);
    expect(one(h, 'og:image')).toBe('https://news.example.org/uploads/social_harbour_1a2b.jpg');
    expect([one(h, 'og:image:width'), one(h, 'og:image:height'), one(h, 'og:image:type')]).toEqual(['1200', '630', 'image/jpeg']);
    expect(one(h, 'twitter:image')).toBe('https://news.example.org/uploads/social_harbour_1a2b.jpg');
    expect(one(head, 'robots')).toBe('max-image-preview:large');
  });

  it("og:image:type is the image's own type; unknown for an address without an image extension, then left out", () => {
    const withImage = (featuredImage: string) => buildHead(facts({ kind: 'article', path: '/', article: { ...article, featuredImage } }), PUBLIC_URL);
    expect(one(withImage('/uploads/map_1a2b.PNG'), 'og:image:type')).toBe('image/png');
    expect(one(withImage('/uploads/clip.webp?v=2'), 'og:image:type')).toBe('image/webp');
    expect(meta(withImage('https://cdn.example.org/picture'), 'og:image:type')).toEqual([]);
  });

  it("twitter:site names the site's X account on every page when one is configured, and is absent otherwise", () => {
    expect(meta(head, 'twitter:site')).toEqual([]);
    for (const kind of ['article', 'home', 'category'] as const) {
      const h = buildHead(facts({ kind, path: '/', article: kind === 'article' ? article : undefined, category: kind === 'category' ? category : undefined }), PUBLIC_URL, { xHandle: '@bulletin' });
      expect(one(h, 'twitter:site'), kind).toBe('@bulletin');
    }
  });

  it('Twitter: a large image card with title, description and image', () => {
    expect(one(head, 'twitter:card')).toBe('summary_large_image');
    expect(one(head, 'twitter:title')).toBe(article.title);
    expect(one(head, 'twitter:description')).toBe('Ships returned to the harbour on Monday.');
    expect(one(head, 'twitter:image')).toBe('https://news.example.org/uploads/harbour.jpg');
  });

  it('article: published and modified times (ISO 8601), section, one tag each', () => {
    expect(one(head, 'article:published_time')).toBe('2026-11-20T08:00:00.000Z');
    expect(one(head, 'article:modified_time')).toBe('2026-11-21T09:30:00.000Z');
    expect(one(head, 'article:section')).toBe('World');
    expect(meta(head, 'article:tag')).toEqual(['storm', 'shipping']);
  });

  it("the byline: article:author is the author's page, twitter:creator their X handle (none without one)", () => {
    expect(one(head, 'article:author')).toBe('https://news.example.org/author/amira-solberg');
    expect(one(head, 'twitter:creator')).toBe('@amirasolberg');
    const plain = buildHead(facts({ kind: 'article', article: { ...article, author: { ...article.author!, xHandle: null } } }), PUBLIC_URL);
    expect(meta(plain, 'twitter:creator')).toEqual([]);
    const hindi = buildHead(facts({ kind: 'article', article: { ...article, locale: 'hi' } }), PUBLIC_URL);
    expect(one(hindi, 'article:author')).toBe('https://news.example.org/hi/author/amira-solberg');
  });

  it('a shared byline: one article:author per author, the author first; twitter:creator stays the author\'s', () => {
    const coAuthors = [
      { _id: '8', firstName: 'Ben', lastName: 'Lee', slug: 'ben-lee' },
      { _id: '9', firstName: 'No', lastName: 'Page', slug: null },
    ];
    const shared = buildHead(facts({ kind: 'article', article: { ...article, locale: 'ta', coAuthors } }), PUBLIC_URL);
    expect(meta(shared, 'article:author')).toEqual(['https://news.example.org/ta/author/amira-solberg', 'https://news.example.org/ta/author/ben-lee']);
    expect(one(shared, 'twitter:creator')).toBe('@amirasolberg');
  });

  it("an author: their name, their biography, a profile card, and the page in every language", () => {
    const h = buildHead(facts({ kind: 'author', path: '/author/amira-solberg', title: 'Amira Solberg', author }), PUBLIC_URL);
    expect(h.title).toBe('Amira Solberg | Bulletin');
    expect(one(h, 'description')).toBe('Covers shipping and the sea.');
    expect(one(h, 'og:type')).toBe('profile');
    expect(h.links[0]).toEqual({ rel: 'canonical', href: 'https://news.example.org/author/amira-solberg' });
    expect(h.links.filter((l) => l.rel === 'alternate').map((l) => l.href)).toContain('https://news.example.org/ta/author/amira-solberg');
    const quiet = buildHead(facts({ kind: 'author', path: '/author/amira-solberg', author: { ...author, bio: null } }), PUBLIC_URL);
    expect(one(quiet, 'description')).toBe('Articles by Amira Solberg on Bulletin.');
  });

  it('without an excerpt the description is the body text, plain and at most 200 characters', () => {
    const long = { ...article, excerpt: '', content: `<p>${'word '.repeat(80)}</p>` };
    const description = one(buildHead(facts({ kind: 'article', title: long.title, article: long }), PUBLIC_URL), 'description');
    expect(description).not.toContain('<');
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.endsWith('…')).toBe(true);
  });

  it('a category: its name, its description, a website card; page 2 keeps its page in the canonical address', () => {
    const h = buildHead(facts({ kind: 'category', path: '/category/football?page=2&sortBy=views', title: 'Football', category }), PUBLIC_URL);
    expect(h.title).toBe('Football | Bulletin');
    expect(one(h, 'description')).toBe('Goals, transfers and tables.');
    expect(one(h, 'og:type')).toBe('website');
    expect(h.links[0]).toEqual({ rel: 'canonical', href: 'https://news.example.org/category/football?page=2' });
    expect(meta(h, 'og:image')).toEqual([]);
    expect(one(h, 'twitter:card')).toBe('summary');
  });

  it('home: the site title and description', () => {
    const h = buildHead(facts({ kind: 'home', path: '/' }), PUBLIC_URL);
    expect(h.title).toBe('Bulletin');
    expect(h.links[0].href).toBe('https://news.example.org/');
    expect(meta(h, 'robots')).toEqual([]);
  });

  it('a not-found page and search results are not indexed; a 404 has no canonical address', () => {
    const missing = buildHead(facts({ kind: 'not-found', status: 404, path: '/nope', title: 'Page not found' }), PUBLIC_URL);
    expect(one(missing, 'robots')).toBe('noindex, follow');
    expect(missing.links).toEqual([]);
    expect(one(buildHead(facts({ kind: 'search', path: '/search?q=flood' }), PUBLIC_URL), 'robots')).toBe('noindex, follow');
    expect(meta(buildHead(facts({ kind: 'search', path: '/search' }), PUBLIC_URL), 'robots')).toEqual([]);
  });

  it("a newsletter link's page (confirm, preferences) is not indexed, in any language, and names no other language's", () => {
    for (const path of ['/newsletter/preferences?token=abc', '/ta/newsletter/preferences?token=abc', '/newsletter/confirm?token=abc']) {
      const h = buildHead(facts({ kind: 'content', path, title: 'Newsletter preferences' }), PUBLIC_URL);
      expect(one(h, 'robots'), path).toBe('noindex, follow');
      expect(h.links.filter((link) => link.rel === 'alternate'), path).toEqual([]);
      expect(h.links.find((link) => link.rel === 'canonical')?.href, path).not.toContain('token');
    }
    expect(meta(buildHead(facts({ kind: 'content', path: '/newsletters' }), PUBLIC_URL), 'robots')).toEqual([]);
  });

  it('headHtml escapes what the newsroom wrote', () => {
    const html = headHtml(buildHead(facts({ kind: 'article', title: 'A "quote" </title><script>x</script>', article: { ...article, excerpt: '<b>&</b>"' } }), PUBLIC_URL));
    expect(html).toContain('<title>A "quote" &lt;/title&gt;&lt;script&gt;x&lt;/script&gt; | Bulletin</title>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('content="&amp; &quot;"');
  });

  it("a translated article: its own canonical address and language, every version with x-default (the English one)", () => {
    const hindi = {
      ...article,
      _id: 'a2',
      locale: 'hi' as const,
      slug: 'harbour-reopens-hi',
      translations: [
        { locale: 'ta' as const, _id: 'a3', slug: 'harbour-reopens-ta', title: 'துறைமுகம்' },
        { locale: 'en' as const, _id: 'a1', slug: 'harbour-reopens', title: article.title },
      ],
    };
    const h = buildHead(facts({ kind: 'article', path: '/hi/article/harbour-reopens-hi', title: hindi.title, article: hindi }), PUBLIC_URL);
    expect(one(h, 'og:locale')).toBe('hi_IN');
    expect(one(h, 'og:url')).toBe('https://news.example.org/hi/article/harbour-reopens-hi');
    expect(h.links).toEqual([
      { rel: 'canonical', href: 'https://news.example.org/hi/article/harbour-reopens-hi' },
      { rel: 'alternate', hreflang: 'en', href: 'https://news.example.org/article/harbour-reopens' },
      { rel: 'alternate', hreflang: 'hi', href: 'https://news.example.org/hi/article/harbour-reopens-hi' },
      { rel: 'alternate', hreflang: 'ta', href: 'https://news.example.org/ta/article/harbour-reopens-ta' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://news.example.org/article/harbour-reopens' },
    ]);
    expect(headHtml(h)).toContain('<link rel="alternate" hreflang="ta" href="https://news.example.org/ta/article/harbour-reopens-ta">');
  });

  it('home and categories exist in all nine languages: each lists them all, its page kept', () => {
    const h = buildHead(facts({ kind: 'category', path: '/bn/category/football?page=2', title: 'Football', category }), PUBLIC_URL);
    expect(h.links[0]).toEqual({ rel: 'canonical', href: 'https://news.example.org/bn/category/football?page=2' });
    const alternates = h.links.filter((l) => l.rel === 'alternate');
    expect(alternates.map((l) => l.hreflang)).toEqual(['en', 'hi', 'mr', 'kn', 'ta', 'bn', 'ml', 'te', 'gu', 'x-default']);
    expect(alternates[4]!.href).toBe('https://news.example.org/ta/category/football?page=2');
    expect(alternates[9]!.href).toBe('https://news.example.org/category/football?page=2');
    expect(one(h, 'og:locale')).toBe('bn_IN');
    const home = buildHead(facts({ kind: 'home', path: '/gu/' }), PUBLIC_URL);
    expect(home.links.find((l) => l.hreflang === 'gu')?.href).toBe('https://news.example.org/gu/');
    expect(buildHead(facts({ kind: 'search', path: '/hi/search' }), PUBLIC_URL).links.filter((l) => l.rel === 'alternate')).toEqual([]);
  });

  it('canonicalPath and describe', () => {
    expect(canonicalPath('/search?q=x&page=1')).toBe('/search');
    expect(canonicalPath('/news?page=3')).toBe('/news?page=3');
    expect(describeText('  <p>a</p>\n<p>b &amp; c</p> ')).toBe('a b & c');
  });
});
