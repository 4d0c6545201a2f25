import { beforeAll, describe, expect, it } from 'vitest';
import { api, createArticle, createCategory, loginAdmin, signUpAs, siteUrl, unique, type Account } from '../support/api.js';

/**
 * Author pages (docs/product.md#author-pages): every account has a stable slug; a staff account that is not blocked
 * and has a published article has a public page (`/author/<slug>`, in every language) with its articles, an RSS feed,
 * `ProfilePage` + `Person` data and a place in the sitemaps; bylines link there. Any other account's page is a 404.
 */
async function page(path: string) {
  const res = await fetch(`${siteUrl()}${path}`, { headers: { accept: 'text/html' } });
  return { status: res.status, html: await res.text(), type: res.headers.get('content-type') ?? '' };
}
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

let admin: string;
let category: string;
let reporter: Account;
let lastName: string;
let slug: string;
let story: { _id: string; slug: string; title: string };

beforeAll(async () => {
  admin = await loginAdmin();
  category = (await createCategory())._id;
  lastName = unique('Rao');
  reporter = await signUpAs('reporter', { firstName: 'Asha', lastName, bio: 'Covers the harbour and the courts.' });
  story = await createArticle(admin, { category, title: unique('Harbour') });
  // Written by the admin; the reporter's own story, submitted, is published by an editor: their byline.
  const own = await api('POST', '/articles', { token: reporter.token, body: { title: unique('Ferries'), content: '<p>Ferries sail.</p>', category, status: 'review' } });
  expect(own.status).toBe(201);
  const published = await api('PUT', `/articles/${own.body.data._id}`, { token: admin, body: { status: 'published' } });
  expect(published.status).toBe(200);
  story = published.body.data;
  slug = published.body.data.author.slug;
});

describe('an author slug', () => {
  it('is made from the name when the account is created, and every article answer carries it', async () => {
    expect(slug).toBe(`asha-${lastName.toLowerCase()}`);
    const read = await api('GET', `/articles/${story.slug}`);
    expect(read.body.data.author).toMatchObject({ _id: reporter.user._id, firstName: 'Asha', lastName, slug, xHandle: null });
  });

  it('is unique: a second account of the same name gets another', async () => {
    const twin = await signUpAs('editor', { firstName: 'Asha', lastName });
    const article = await createArticle(twin.token, { category });
    const read = await api('GET', `/articles/${article._id}`);
    expect(read.body.data.author.slug).toBe(`${slug}-2`);
  });

  it('stays when the person changes their name (a byline link keeps working)', async () => {
    const renamed = await api('PUT', `/users/${reporter.user._id}`, {
      token: admin,
      body: { firstName: 'Asha', lastName: `${lastName}-Menon`, email: reporter.user.email, role: 'reporter', bio: 'Covers the harbour and the courts.' },
    });
    expect(renamed.status).toBe(200);
    const read = await api('GET', `/articles/${story.slug}`);
    expect(read.body.data.author).toMatchObject({ lastName: `${lastName}-Menon`, slug });
    // Back to the name the other tests expect.
    await api('PUT', `/users/${reporter.user._id}`, {
      token: admin,
      body: { firstName: 'Asha', lastName, email: reporter.user.email, role: 'reporter', bio: 'Covers the harbour and the courts.' },
    });
  });
});

describe('GET /api/authors/:slug', () => {
  it('answers the public profile of a staff member with a published article, and nothing private', async () => {
    const res = await api('GET', `/authors/${slug}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { _id: reporter.user._id, slug, firstName: 'Asha', lastName, avatar: null, bio: 'Covers the harbour and the courts.', xHandle: null, role: 'reporter' },
    });
  });

  it('is a 404 for a staff member without a published article, an unknown slug, and a malformed one', async () => {
    const quiet = await signUpAs('reporter', { firstName: 'Quiet', lastName: unique('Writer') });
    const draft = await api('POST', '/articles', { token: quiet.token, body: { title: unique('Draft'), content: '<p>Not yet.</p>', category, status: 'draft' } });
    const quietSlug = draft.body.data.author.slug as string;
    for (const path of [`/authors/${quietSlug}`, '/authors/nobody-at-all', '/authors/NOT%20A%20SLUG']) {
      const res = await api('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ success: false, message: 'Author not found' });
    }
    expect((await page(`/author/${quietSlug}`)).status).toBe(404);
  });

  it('is a 404 once the account is blocked, and when its only article is withdrawn', async () => {
    const goneLast = unique('Soon');
    const gone = await signUpAs('reporter', { firstName: 'Gone', lastName: goneLast });
    const own = await api('POST', '/articles', { token: gone.token, body: { title: unique('Last'), content: '<p>Last words.</p>', category, status: 'review' } });
    await api('PUT', `/articles/${own.body.data._id}`, { token: admin, body: { status: 'published' } });
    const goneSlug = own.body.data.author.slug as string;
    expect((await api('GET', `/authors/${goneSlug}`)).status).toBe(200);
    // Withdrawn: back to draft, the page goes (the cached answer is purged with the article's write).
    await api('PUT', `/articles/${own.body.data._id}`, { token: admin, body: { status: 'draft' } });
    expect((await api('GET', `/authors/${goneSlug}`)).status).toBe(404);
    await api('PUT', `/articles/${own.body.data._id}`, { token: admin, body: { status: 'published' } });
    expect((await api('GET', `/authors/${goneSlug}`)).status).toBe(200);
    const blocked = await api('PUT', `/users/${gone.user._id}`, {
      token: admin,
      body: { firstName: 'Gone', lastName: goneLast, email: gone.user.email, role: 'reporter', blocked: true },
    });
    expect(blocked.status).toBe(200);
    expect((await api('GET', `/authors/${goneSlug}`)).status).toBe(404);
    expect((await page(`/author/${goneSlug}`)).status).toBe(404);
  });
});

describe('the author page', () => {
  it('shows who they are and their articles, server-rendered with ProfilePage and Person data', async () => {
    const res = await page(`/author/${slug}`);
    expect(res.status).toBe(200);
    expect(res.html).toContain(`<title>Asha ${lastName} | Bulletin</title>`);
    expect(res.html).toMatch(new RegExp(`<h1[^>]*>Asha ${lastName}</h1>`));
    expect(res.html).toContain('Reporter');
    expect(res.html).toContain('Covers the harbour and the courts.');
    expect(res.html).toContain(`Articles by Asha ${lastName}`);
    expect(res.html).toContain(story.title);
    expect(res.html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/author/${slug}">`));
    expect(res.html).toMatch(new RegExp(`<link rel="alternate" hreflang="hi" href="https?://[^"]+/hi/author/${slug}">`));
    expect(res.html).toContain('<meta property="og:type" content="profile">');
    expect(res.html).toContain(`href="/author/${slug}/rss.xml"`);
    expect(res.html).not.toContain('noindex');
    const [profile, crumbs] = jsonLd(res.html);
    expect(profile['@type']).toBe('ProfilePage');
    expect(profile.mainEntity).toMatchObject({ '@type': 'Person', name: `Asha ${lastName}`, description: 'Covers the harbour and the courts.' });
    expect(profile.mainEntity.url).toMatch(new RegExp(`/author/${slug}$`));
    expect(crumbs['@type']).toBe('BreadcrumbList');
  });

  it('is there in every language, its list in that language', async () => {
    const res = await page(`/hi/author/${slug}`);
    expect(res.status).toBe(200);
    expect(res.html).toContain('<html lang="hi"');
    expect(res.html).toContain(`Asha ${lastName} के लेख`);
    // The story is English: the Hindi page's list is empty, and says so.
    expect(res.html).not.toContain(story.title);
  });

  it('is a 404 page for a slug that names no author', async () => {
    const res = await page('/author/nobody-at-all');
    expect(res.status).toBe(404);
    expect(res.html).toContain('Author not found');
    expect(res.html).toContain('noindex');
  });

  it("is where the article's byline leads: the About the Author link, article:author and the JSON-LD author's url", async () => {
    const res = await page(`/article/${story.slug}`);
    expect(res.status).toBe(200);
    expect(res.html).toContain(`href="/author/${slug}"`);
    expect(res.html).toMatch(new RegExp(`<meta property="article:author" content="https?://[^"]+/author/${slug}">`));
    const [article] = jsonLd(res.html);
    expect(article.author).toHaveLength(1);
    expect(article.author[0].url).toMatch(new RegExp(`/author/${slug}$`));
    expect(res.html).not.toContain('search?author=');
  });
});

describe("the author's feed and the sitemap", () => {
  it('/author/:slug/rss.xml lists their articles; an unknown author is a 404', async () => {
    const res = await fetch(`${siteUrl()}/author/${slug}/rss.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const xml = await res.text();
    expect(xml).toContain(`<title>Asha ${lastName} | Bulletin</title>`);
    expect(xml).toContain(`/article/${story.slug}</link>`);
    expect((await fetch(`${siteUrl()}/author/nobody-at-all/rss.xml`)).status).toBe(404);
  });

  it('lists the public author pages, in every language, and no author without one', async () => {
    const index = await (await fetch(`${siteUrl()}/sitemap.xml`)).text();
    expect(index).toContain('/sitemaps/authors.xml</loc>');
    const res = await fetch(`${siteUrl()}/sitemaps/authors.xml`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+/author/${slug}</loc>`));
    expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+/ta/author/${slug}</loc>`));
    expect(xml).not.toContain('/author/quiet-');
  });
});
