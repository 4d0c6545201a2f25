import { beforeAll, describe, expect, it } from 'vitest';
import { api, createArticle, createCategory, loginAdmin, signUpAs, siteUrl, unique } from '../support/api.js';

/**
 * Server-rendered reader pages (docs/product.md#reader-urls; adapters/src/pages): the first HTML answer holds the
 * page, its head and structured data; unknown and unpublished addresses answer 404; no script runs inline (strict
 * CSP); the newsroom and account screens stay the client-rendered index.html.
 */
async function page(path: string) {
  const res = await fetch(`${siteUrl()}${path}`, { headers: { accept: 'text/html' } });
  return { status: res.status, type: res.headers.get('content-type') ?? '', csp: res.headers.get('content-security-policy') ?? '', html: await res.text() };
}

/** Every script element of a document: its attributes. */
const scripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1]!);
const executable = (attrs: string) => !/\bsrc=/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs);

let admin: string;
let categoryId: string;
let categorySlug: string;

beforeAll(async () => {
  admin = await loginAdmin();
  const category = await createCategory({ description: 'Boats and bridges.' });
  categoryId = category._id;
  categorySlug = category.slug;
});

describe('a published article', () => {
  it('arrives as HTML with its title, body, head tags and NewsArticle data', async () => {
    const story = await createArticle(admin, { category: categoryId, excerpt: 'A ferry returns.', content: '<p>The ferry sailed at dawn.</p>' });
    const res = await page(`/article/${story.slug}`);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/html/);
    expect(res.html).toContain(`<title>${story.title} | Bulletin</title>`);
    expect(res.html).toContain('<p>The ferry sailed at dawn.</p>');
    expect(res.html).toContain('<meta name="description" content="A ferry returns.">');
    expect(res.html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/article/${story.slug}">`));
    const ld = [...res.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(ld.map((item) => item['@type'])).toEqual(['NewsArticle', 'BreadcrumbList']);
    expect(ld[0].headline).toBe(story.title);
    // The screen's chunks are named for the loader, which fetches them with the app after the page's load event.
    expect(res.html).toMatch(/<meta name="bulletin-modules" content="[^"]*\/assets\/ArticlePage-[\w-]+\.js[^"]*">/);
    // Scripts never compete with the page: the entry is fetched at low priority, and no modulepreload starts before load.
    expect(res.html).toMatch(/<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[\w-]+\.js">/);
    expect(res.html).not.toContain('rel="modulepreload"');
  });

  it('runs no inline script: data travels as JSON, and the CSP allows only the site’s own scripts', async () => {
    const story = await createArticle(admin, { category: categoryId, title: `</script><script>alert(1)</script> ${unique('Quote')}` });
    const res = await page(`/article/${story.slug}`);
    expect(res.status).toBe(200);
    expect(scripts(res.html).filter(executable)).toEqual([]);
    expect(res.html).not.toContain('<script>alert(1)</script>');
    expect(res.csp).toMatch(/script-src 'self'(;|$)/);
    // The page data can be read back intact.
    const data = /<script type="application\/json" id="bulletin-page-data">(.*?)<\/script>/s.exec(res.html)?.[1];
    expect(JSON.stringify(JSON.parse(data!))).toContain(JSON.stringify(story.title).slice(1, -1));
  });
});

describe('an author’s page', () => {
  it('the author URL of an article’s structured data answers 200 with that author’s articles, and no one else’s', async () => {
    const lastName = unique('Quill');
    const reporter = await signUpAs('reporter', { firstName: 'Ada', lastName });
    // A reporter cannot publish: they write a draft, an editor (here the admin) publishes it.
    const own = await createArticle(reporter.token, { category: categoryId, title: unique('By the reporter'), status: 'draft' });
    expect((await api('PUT', `/articles/${own._id}`, { token: admin, body: { status: 'published' } })).status).toBe(200);
    const other = await createArticle(admin, { category: categoryId, title: unique('By the admin') });

    const article = await page(`/article/${own.slug}`);
    const ld = [...article.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const authorUrl: string = ld[0].author[0].url;
    expect(ld[0].author[0].name).toBe(`Ada ${lastName}`);
    expect(authorUrl).toMatch(new RegExp(`/author/ada-${lastName.toLowerCase()}$`));

    const res = await fetch(authorUrl.replace(/^https?:\/\/[^/]+/, siteUrl()), { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(own.title);
    expect(html).not.toContain(other.title);
    expect(html).toContain(`<title>Ada ${lastName} | Bulletin</title>`);
  });
});

describe('honest status codes', () => {
  it('an unknown article, category or path is a 404 with the page readers see', async () => {
    const article = await page(`/article/${unique('missing')}`);
    expect(article.status).toBe(404);
    expect(article.html).toContain('Article Not Found');
    const category = await page(`/category/${unique('missing')}`);
    expect(category.status).toBe(404);
    expect(category.html).toContain('Category Not Found');
    const path = await page(`/${unique('missing')}/deeper`);
    expect(path.status).toBe(404);
    expect(path.html).toContain('Page not found');
    expect(path.html).toContain('<meta name="robots" content="noindex, follow">');
  });

  it('a draft, an article in review and an archived one are 404s for the public, and their text is not sent', async () => {
    for (const status of ['draft', 'review', 'archived']) {
      const story = await createArticle(admin, { category: categoryId, status, content: `<p>Secret ${status} text.</p>` });
      const res = await page(`/article/${story.slug}`);
      expect(res.status, status).toBe(404);
      expect(res.html).not.toContain(story.title);
      expect(res.html).not.toContain(`Secret ${status} text.`);
    }
  });

  it('a category and the home page are 200 with their content', async () => {
    const story = await createArticle(admin, { category: categoryId });
    const category = await page(`/category/${categorySlug}`);
    expect(category.status).toBe(200);
    expect(category.html).toContain('Boats and bridges.');
    expect(category.html).toContain(story.title);
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('"@type":"WebSite"');
  });
});

describe('client-rendered screens', () => {
  it('the newsroom and the account forms are the built index.html, without page data', async () => {
    for (const path of ['/admin', '/admin/users', '/login', '/register']) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(res.html, path).toContain('<div id="root"></div>');
      expect(res.html, path).not.toContain('bulletin-page-data');
    }
  });
});
