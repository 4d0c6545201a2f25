import { describe, expect, it } from 'vitest';
import { buildJsonLd, jsonLdHtml, safeJson } from '../../../../frontend/src/ssr/head/json-ld';
import type { PageFacts } from '@bulletin/contract';
import { article, author, category, PUBLIC_URL } from './fixtures';

const facts = (over: Partial<PageFacts>): PageFacts => ({ kind: 'content', status: 200, path: '/', ...over });

/** Structured data (docs/product.md#reader-urls). */
describe('buildJsonLd', () => {
  it('an article: a NewsArticle with every field Google asks for, then its breadcrumbs', () => {
    const [news, crumbs] = buildJsonLd(facts({ kind: 'article', article }), PUBLIC_URL);
    expect(news).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Harbour reopens after the storm',
      description: 'Ships returned to the harbour on Monday.',
      datePublished: '2026-11-20T08:00:00.000Z',
      dateModified: '2026-11-21T09:30:00.000Z',
      author: [{ '@type': 'Person', name: 'Amira Solberg', url: 'https://news.example.org/author/amira-solberg' }],
      publisher: {
        '@type': 'NewsMediaOrganization',
        name: 'Bulletin',
        logo: { '@type': 'ImageObject', url: 'https://news.example.org/logo.svg' },
      },
      articleSection: 'World',
      keywords: 'storm, shipping',
      isAccessibleForFree: true,
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://news.example.org/article/harbour-reopens' },
    });
    // The image in every size Strapi made of at least 50,000 pixels, largest first, absolute, with width and height:
    // never the thumbnail.
    expect(news.image).toEqual([
      { '@type': 'ImageObject', url: 'https://news.example.org/uploads/harbour.jpg', width: 1600, height: 900 },
      { '@type': 'ImageObject', url: 'https://news.example.org/uploads/large_harbour.jpg', width: 1000, height: 563 },
      { '@type': 'ImageObject', url: 'https://news.example.org/uploads/small_harbour.jpg', width: 500, height: 281 },
    ]);
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://news.example.org/' },
        { '@type': 'ListItem', position: 2, name: 'World', item: 'https://news.example.org/category/world' },
        { '@type': 'ListItem', position: 3, name: 'Harbour reopens after the storm', item: 'https://news.example.org/article/harbour-reopens' },
      ],
    });
  });

  it("an author's page: a ProfilePage whose main entity is the Person, then Home › their name", () => {
    const [profile, crumbs] = buildJsonLd(facts({ kind: 'author', path: '/hi/author/amira-solberg', author }), PUBLIC_URL);
    expect(profile).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: 'https://news.example.org/hi/author/amira-solberg',
      mainEntity: {
        '@type': 'Person',
        '@id': 'https://news.example.org/hi/author/amira-solberg#person',
        name: 'Amira Solberg',
        url: 'https://news.example.org/hi/author/amira-solberg',
        description: 'Covers shipping and the sea.',
        image: 'https://news.example.org/uploads/amira.jpg',
        sameAs: ['https://x.com/amirasolberg'],
        worksFor: expect.objectContaining({ '@type': 'NewsMediaOrganization', name: 'Bulletin' }),
      },
      inLanguage: 'hi',
    });
    expect((crumbs!.itemListElement as Array<{ name: string }>).map((c) => c.name)).toEqual(['Home', 'Amira Solberg']);
  });

  it('lists only renditions of at least 50,000 pixels whose size is known: none when every one is smaller', () => {
    const small = { width: 300, height: 166, formats: { thumbnail: { url: '/uploads/thumbnail_s.jpg', width: 245, height: 136 } }, types: [], focus: null, social: null };
    const [none] = buildJsonLd(facts({ kind: 'article', article: { ...article, featuredImage: '/uploads/s.jpg', featuredImageMeta: small } }), PUBLIC_URL);
    expect(none).not.toHaveProperty('image');
    const unknown = { width: null, height: null, formats: { medium: { url: '/uploads/medium_u.jpg', width: 750, height: 500 } }, types: [], focus: null, social: null };
    const [one] = buildJsonLd(facts({ kind: 'article', article: { ...article, featuredImage: '/uploads/u.jpg', featuredImageMeta: unknown } }), PUBLIC_URL);
    expect(one!.image).toEqual([{ '@type': 'ImageObject', url: 'https://news.example.org/uploads/medium_u.jpg', width: 750, height: 500 }]);
  });

  it('breadcrumbs follow the category tree: every category above, the top one first', () => {
    const ancestors = [
      { _id: 'c9', name: 'News', slug: 'news' },
      { _id: 'c8', name: 'Climate', slug: 'climate' },
    ];
    const names = (ld: Record<string, unknown> | undefined) => (ld!.itemListElement as Array<{ name: string }>).map((c) => c.name);
    const [, articleCrumbs] = buildJsonLd(facts({ kind: 'article', article: { ...article, category: { ...article.category!, ancestors } } }), PUBLIC_URL);
    expect(names(articleCrumbs)).toEqual(['Home', 'News', 'Climate', 'World', article.title]);
    const [categoryCrumbs] = buildJsonLd(facts({ kind: 'category', category: { ...category, ancestors } }), PUBLIC_URL);
    expect(names(categoryCrumbs)).toEqual(['Home', 'News', 'Climate', 'Football']);
    expect((categoryCrumbs!.itemListElement as Array<{ item: string }>)[2]!.item).toBe('https://news.example.org/category/climate');
  });

  it('an article without author, image or tags: the publication as author, no image or keywords', () => {
    const [news] = buildJsonLd(facts({ kind: 'article', article: { ...article, author: null, featuredImage: null, tags: [] } }), PUBLIC_URL);
    expect(news.author).toEqual([{ '@type': 'Organization', name: 'Bulletin', url: 'https://news.example.org/' }]);
    expect(news).not.toHaveProperty('image');
    expect(news).not.toHaveProperty('keywords');
  });

  it("an author without a name is credited to the newsroom, as the article page credits them", () => {
    const nameless = { ...article.author!, firstName: '', lastName: null };
    const [news] = buildJsonLd(facts({ kind: 'article', article: { ...article, author: nameless } }), PUBLIC_URL);
    expect(news.author).toEqual([expect.objectContaining({ '@type': 'Person', name: 'Bulletin Newsroom' })]);
  });

  it('a shared byline: every author a Person with their page, the author first', () => {
    const coAuthors = [{ _id: '8', firstName: 'Ben', lastName: 'Lee', slug: 'ben-lee' }];
    const [news] = buildJsonLd(facts({ kind: 'article', article: { ...article, coAuthors } }), PUBLIC_URL);
    expect(news.author).toEqual([
      { '@type': 'Person', name: 'Amira Solberg', url: 'https://news.example.org/author/amira-solberg' },
      { '@type': 'Person', name: 'Ben Lee', url: 'https://news.example.org/author/ben-lee' },
    ]);
  });

  it('a category: breadcrumbs through its parent', () => {
    expect(buildJsonLd(facts({ kind: 'category', category }), PUBLIC_URL)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://news.example.org/' },
          { '@type': 'ListItem', position: 2, name: 'Sport', item: 'https://news.example.org/category/sport' },
          { '@type': 'ListItem', position: 3, name: 'Football', item: 'https://news.example.org/category/football' },
        ],
      },
    ]);
  });

  it('home: a WebSite whose SearchAction goes to /search?q=', () => {
    const [site] = buildJsonLd(facts({ kind: 'home' }), PUBLIC_URL);
    expect(site).toMatchObject({
      '@type': 'WebSite',
      name: 'Bulletin',
      url: 'https://news.example.org/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://news.example.org/search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it("in another language: the page's language, its addresses under the language's prefix", () => {
    const hindi = { ...article, locale: 'hi' as const, slug: 'harbour-reopens-hi' };
    const [news, trail] = buildJsonLd(facts({ kind: 'article', path: '/hi/article/harbour-reopens-hi', article: hindi }), PUBLIC_URL);
    expect(news).toMatchObject({ inLanguage: 'hi', url: 'https://news.example.org/hi/article/harbour-reopens-hi' });
    expect((trail as unknown as { itemListElement: { item: string }[] }).itemListElement[0]!.item).toBe('https://news.example.org/hi/');
    const [site] = buildJsonLd(facts({ kind: 'home', path: '/ta/' }), PUBLIC_URL);
    expect(site).toMatchObject({ inLanguage: 'ta', url: 'https://news.example.org/ta/' });
    const [english] = buildJsonLd(facts({ kind: 'home', path: '/' }), PUBLIC_URL);
    expect(english).toMatchObject({ inLanguage: 'en' });
  });

  it('nothing on other pages, nor on a 404', () => {
    expect(buildJsonLd(facts({ kind: 'search' }), PUBLIC_URL)).toEqual([]);
    expect(buildJsonLd(facts({ kind: 'article', status: 404 }), PUBLIC_URL)).toEqual([]);
  });

  it('a title cannot end the script element; the JSON still parses to the same text', () => {
    const evil = { ...article, title: '</script><script>alert(1)</script> & \u2028' };
    const html = jsonLdHtml(buildJsonLd(facts({ kind: 'article', article: evil }), PUBLIC_URL));
    expect(html.match(/<\/script>/g)).toHaveLength(2); // only the two elements' own end tags
    const first = html.slice('<script type="application/ld+json">'.length, html.indexOf('</script>'));
    expect(JSON.parse(first).headline).toBe(evil.title);
    expect(safeJson('<>&')).toBe('"\\u003c\\u003e\\u0026"');
  });
});
