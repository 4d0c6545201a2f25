import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createArticle,
  createCategory,
  loginAdmin,
  PNG_DATA_URL,
  signUpAs,
  siteUrl,
  unique,
  type Account,
  type ApiResponse,
} from '../support/api.js';

/**
 * Writing articles: POST/PUT/DELETE /articles over the role matrix (docs/product.md#role-matrix,
 * docs/product.md#article-workflow), the article form's validation (docs/product.md#validation-article), slugs, tags,
 * HTML sanitising and images given as data URLs.
 */

let admin: string;
let editor: Account;
let reporter: Account;
let otherReporter: Account;
let reader: Account;
let categoryId: string;

beforeAll(async () => {
  admin = await loginAdmin();
  [editor, reporter, otherReporter, reader] = await Promise.all([
    signUpAs('editor'),
    signUpAs('reporter'),
    signUpAs('reporter'),
    signUpAs('user'),
  ]);
  categoryId = (await createCategory())._id;
});

const form = (overrides: Record<string, unknown> = {}) => ({
  title: unique('Headline'),
  content: '<p>Story body.</p>',
  category: categoryId,
  status: 'draft',
  ...overrides,
});

const post = (token: string | undefined, body: unknown) => api('POST', '/articles', { token, body });
const put = (token: string | undefined, id: string, body: unknown) => api('PUT', `/articles/${id}`, { token, body });
const del = (token: string | undefined, id: string) => api('DELETE', `/articles/${id}`, { token });
const read = async (id: string) => {
  const res = await api('GET', `/articles/${id}`, { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

function expectRefused(res: ApiResponse, status: number | number[]) {
  const allowed = Array.isArray(status) ? status : [status];
  expect(allowed, JSON.stringify(res.body)).toContain(res.status);
  expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
  expect(res.body.message.length).toBeGreaterThan(0);
}

function expectFieldError(res: ApiResponse, field: string, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.success).toBe(false);
  expect(res.body.message).toBe(message);
  expect(res.body.errors).toEqual(expect.arrayContaining([{ field, message }]));
}

describe('POST /articles: who may create', () => {
  it('refuses anonymous callers with 401 and users with 403, creating nothing', async () => {
    const title = unique('Refused');
    expectRefused(await post(undefined, form({ title })), 401);
    expectRefused(await post(reader.token, form({ title })), 403);
    expectRefused(await post('not.a.token', form({ title })), 401);
    const res = await api('GET', `/articles?status=all&q=${encodeURIComponent(title)}`, { token: admin });
    expect(res.body.data.total).toBe(0);
  });

  it.each(['draft', 'review'])('lets a reporter create a %s, authored by them', async (status) => {
    const res = await post(reporter.token, form({ status }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ status, author: { _id: reporter.user._id }, category: { _id: categoryId } });
  });

  it('defaults a new article to draft', async () => {
    const res = await post(reporter.token, form({ status: undefined }));
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('draft');
  });

  it.each(['published', 'archived'])('refuses a reporter creating a %s article', async (status) => {
    const title = unique('Sneaky');
    const res = await post(reporter.token, form({ title, status }));
    expectRefused(res, [400, 403]);
    expect(res.body.message).toMatch(/draft or review/);
    const found = await api('GET', `/articles?status=all&q=${encodeURIComponent(title)}`, { token: admin });
    expect(found.body.data.total).toBe(0);
  });

  it.each(['draft', 'review', 'published', 'archived'])('lets editors and admins create a %s article', async (status) => {
    for (const [token, id] of [[editor.token, editor.user._id], [admin, undefined]] as const) {
      const res = await post(token, form({ status }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data.status).toBe(status);
      if (id) expect(res.body.data.author._id).toBe(id);
    }
  });

  it('ignores server-owned fields sent by the client (views, likes, author, slug)', async () => {
    const res = await post(editor.token, form({ views: 999, likes: 50, author: reader.user._id, slug: 'chosen-slug', status: 'published' }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ views: 0, likes: 0, author: { _id: editor.user._id } });
    expect(res.body.data.slug).not.toBe('chosen-slug');
  });
});

describe('POST /articles: validation', () => {
  it.each([
    ['title missing', { title: undefined }, 'title', 'Title is required'],
    ['title empty', { title: '' }, 'title', 'Title is required'],
    ['title blank', { title: '   ' }, 'title', 'Title is required'],
    ['content missing', { content: undefined }, 'content', 'Content is required'],
    ['content empty', { content: '' }, 'content', 'Content is required'],
    ['content only empty markup', { content: '<p><br></p><p>&nbsp; </p>' }, 'content', 'Content is required'],
    ['category missing', { category: undefined }, 'category', 'Category is required'],
    ['category empty', { category: '' }, 'category', 'Category is required'],
    ['status unknown', { status: 'live' }, 'status', 'Status must be one of draft, review, published, archived'],
  ])('reports %s', async (_name, overrides, field, message) => {
    expectFieldError(await post(editor.token, form(overrides)), field, message);
  });

  it('lists the three required fields of an empty form', async () => {
    const res = await post(editor.token, {});
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Title is required' },
        { field: 'content', message: 'Content is required' },
        { field: 'category', message: 'Category is required' },
      ]),
    );
  });

  it('refuses a category id that does not exist with a 400, not a 500', async () => {
    const title = unique('Orphan');
    for (const category of ['no-such-category-id', 'aaaaaaaaaaaaaaaaaaaaaaaa']) {
      const res = await post(editor.token, form({ title, category }));
      expectFieldError(res, 'category', 'Category not found');
    }
    const found = await api('GET', `/articles?status=all&q=${encodeURIComponent(title)}`, { token: admin });
    expect(found.body.data.total).toBe(0);
  });

  it('refuses a category id that does not exist on edit, keeping the stored category', async () => {
    const article = await createArticle(editor.token);
    const before = await read(article._id);
    const res = await put(editor.token, article._id, { category: 'no-such-category-id' });
    expectFieldError(res, 'category', 'Category not found');
    expect((await read(article._id)).category._id).toBe(before.category._id);
  });

  it('refuses an impossible publish date', async () => {
    expectFieldError(await post(editor.token, form({ publishDate: '2025-02-30' })), 'publishDate', 'Publish date is not a valid date');
  });
});

describe('tags and slugs', () => {
  it('trims tags and drops empty ones, from a list or a comma-separated text', async () => {
    const fromList = await post(editor.token, form({ tags: ['  climate ', '', '   ', 'energy', 'climate'] }));
    expect(fromList.status).toBe(201);
    expect(fromList.body.data.tags).toEqual(['climate', 'energy']);
    const fromText = await post(editor.token, form({ tags: ' politics ,, economy , ' }));
    expect(fromText.status).toBe(201);
    expect(fromText.body.data.tags).toEqual(['politics', 'economy']);
    expect((await read(fromText.body.data._id)).tags).toEqual(['politics', 'economy']);
  });

  it('makes the slug from the title, unique on collision, and keeps it on edit', async () => {
    const words = unique('Big News Today');
    const title = `${words}: Ünïcode & more!`;
    const first = await post(editor.token, form({ title, status: 'published' }));
    expect(first.status).toBe(201);
    const expected = `${words.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-unicode-and-more`;
    expect(first.body.data.slug).toBe(expected);

    const second = await post(editor.token, form({ title, status: 'published' }));
    expect(second.status).toBe(201);
    expect(second.body.data.slug).not.toBe(expected);
    expect(second.body.data.slug.startsWith(expected)).toBe(true);

    // Each slug opens its own article.
    expect((await api('GET', `/articles/${first.body.data.slug}`)).body.data._id).toBe(first.body.data._id);
    expect((await api('GET', `/articles/${second.body.data.slug}`)).body.data._id).toBe(second.body.data._id);

    const edited = await put(editor.token, first.body.data._id, { title: unique('A completely different title') });
    expect(edited.status).toBe(200);
    expect(edited.body.data.slug).toBe(expected);
    expect((await api('GET', `/articles/${expected}`)).body.data.title).toBe(edited.body.data.title);
  });
});

describe('PUT /articles/:id: who may edit', () => {
  it('refuses anonymous callers (401) and users (403), changing nothing', async () => {
    const article = await createArticle(editor.token);
    expectRefused(await put(undefined, article._id, { title: 'Changed' }), 401);
    expectRefused(await put(reader.token, article._id, { title: 'Changed' }), 403);
    expect((await read(article._id)).title).toBe(article.title);
  });

  it('lets a reporter edit their own draft, and move it between draft and review', async () => {
    const article = await createArticle(reporter.token, { status: 'draft' });
    const edited = await put(reporter.token, article._id, { title: 'Reporter rewrite', status: 'review' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Reporter rewrite', status: 'review' });
    const back = await put(reporter.token, article._id, { status: 'draft' });
    expect(back.status).toBe(200);
    expect((await read(article._id)).status).toBe('draft');
  });

  it.each(['published', 'archived'])('refuses a reporter moving their own draft to %s', async (status) => {
    const article = await createArticle(reporter.token, { status: 'review' });
    const res = await put(reporter.token, article._id, { status });
    expectRefused(res, [400, 403]);
    expect(res.body.message).toMatch(/draft or review/);
    expect((await read(article._id)).status).toBe('review');
  });

  it("refuses a reporter editing a colleague's draft (404: they may not even open it)", async () => {
    const article = await createArticle(otherReporter.token, { status: 'draft' });
    const res = await put(reporter.token, article._id, { title: 'Hijacked' });
    expectRefused(res, 404);
    expect(res.body.message).toBe('Article not found');
    expect((await read(article._id)).title).toBe(article.title);
  });

  it('refuses a reporter editing their own article once it is published', async () => {
    const article = await createArticle(reporter.token, { status: 'review' });
    expect((await put(editor.token, article._id, { status: 'published' })).status).toBe(200);
    const res = await put(reporter.token, article._id, { title: 'Late fix' });
    expectRefused(res, 403);
    const unpublish = await put(reporter.token, article._id, { status: 'draft' });
    expectRefused(unpublish, 403);
    expect(await read(article._id)).toMatchObject({ title: article.title, status: 'published' });
  });

  it('lets editors and admins edit anyone’s article into any status', async () => {
    const article = await createArticle(reporter.token, { status: 'draft' });
    for (const [token, status] of [
      [editor.token, 'review'],
      [admin, 'published'],
      [editor.token, 'archived'],
      [admin, 'draft'],
    ] as const) {
      const res = await put(token, article._id, { status, title: `${status} version` });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ status, title: `${status} version` });
    }
    // The byline stays the reporter's.
    expect((await read(article._id)).author._id).toBe(reporter.user._id);
  });

  it('keeps the other fields on a partial update', async () => {
    const other = await createCategory();
    const article = await createArticle(editor.token, {
      status: 'review',
      excerpt: 'Kept excerpt',
      content: '<p>Kept <em>content</em></p>',
      tags: ['kept'],
      featured: true,
      breaking: true,
      category: other._id,
      publishDate: '2024-05-06T07:08:09.000Z',
      featuredImage: PNG_DATA_URL,
      images: [PNG_DATA_URL],
    });
    const before = await read(article._id);
    const res = await put(editor.token, article._id, { status: 'published' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await read(article._id);
    expect(after.status).toBe('published');
    for (const key of ['title', 'slug', 'excerpt', 'content', 'tags', 'featured', 'breaking', 'category', 'publishDate', 'featuredImage', 'images', 'author', 'createdAt']) {
      expect(after[key], key).toEqual(before[key]);
    }
    expect(after.publishDate).toBe('2024-05-06T07:08:09.000Z');
  });

  it('answers 404 for an unknown article', async () => {
    const res = await put(editor.token, unique('missing'), { title: 'Nothing' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
  });
});

describe('DELETE /articles/:id', () => {
  const gone = async (id: string) => expect((await api('GET', `/articles/${id}`, { token: admin })).status).toBe(404);

  it('refuses anonymous callers (401) and users (403)', async () => {
    const article = await createArticle(editor.token);
    expectRefused(await del(undefined, article._id), 401);
    expectRefused(await del(reader.token, article._id), 403);
    expect((await read(article._id))._id).toBe(article._id);
  });

  it('lets editors and admins delete any article, answering {}', async () => {
    for (const token of [editor.token, admin]) {
      const article = await createArticle(reporter.token, { status: 'draft' });
      const res = await del(token, article._id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: {} });
      await gone(article._id);
    }
    const published = await createArticle(editor.token, { status: 'published' });
    expect((await del(admin, published._id)).status).toBe(200);
    await gone(published._id);
  });

  it('deletes an article together with its comments and likes', async () => {
    const article = await createArticle(editor.token);
    expect((await api('POST', `/articles/${article._id}/comments`, { token: reader.token, body: { content: 'bye' } })).status).toBe(201);
    expect((await api('POST', `/articles/${article._id}/like`, { token: reader.token })).status).toBe(200);
    expect((await del(editor.token, article._id)).status).toBe(200);
    await gone(article._id);
  });

  it('lets a reporter delete their own draft or review, not a published one nor a colleague’s', async () => {
    for (const status of ['draft', 'review']) {
      const own = await createArticle(reporter.token, { status });
      expect((await del(reporter.token, own._id)).status).toBe(200);
      await gone(own._id);
    }
    const colleague = await createArticle(otherReporter.token, { status: 'draft' });
    expectRefused(await del(reporter.token, colleague._id), 404);
    expect((await read(colleague._id))._id).toBe(colleague._id);

    const published = await createArticle(reporter.token, { status: 'review' });
    expect((await put(editor.token, published._id, { status: 'published' })).status).toBe(200);
    expectRefused(await del(reporter.token, published._id), 403);
    expect((await read(published._id)).status).toBe('published');
  });

  it('answers 404 for an unknown article', async () => {
    const res = await del(admin, unique('missing'));
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });
});

describe('article HTML', () => {
  it('removes scripts, event handlers, javascript: links and iframes, keeping the editor’s formatting', async () => {
    const content = [
      '<h2 style="text-align: center">Heading</h2>',
      '<h3>Sub heading</h3>',
      '<p style="color: #ff0000; text-align: right">Red and right</p>',
      '<p><span style="color: rgb(0, 128, 0)">green</span> <strong>bold</strong> <em>italic</em> <u>under</u></p>',
      '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>',
      '<blockquote>Quoted words</blockquote>',
      '<pre><code class="language-js">const x = 1;</code></pre>',
      '<p><a href="https://example.com/page" target="_blank">a link</a></p>',
      '<p><img src="https://example.com/picture.png" alt="picture"></p>',
      '<script>alert("xss")</script>',
      '<p onclick="alert(1)" onmouseover="steal()">click me</p>',
      '<img src="x" onerror="alert(2)">',
      '<a href="javascript:alert(3)">bad link</a>',
      '<a href="JaVaScRiPt:alert(4)">bad link 2</a>',
      '<iframe src="https://evil.example.com"></iframe>',
      '<p style="background-image: url(javascript:alert(5))">styled</p>',
      '<svg onload="alert(6)"><circle r="1"></circle></svg>',
    ].join('');
    const res = await post(editor.token, form({ content, status: 'published' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const stored = (await api('GET', `/articles/${res.body.data._id}`)).body.data.content as string;
    expect(res.body.data.content).toBe(stored);

    expect(stored).not.toMatch(/<script/i);
    expect(stored).not.toContain('alert("xss")');
    expect(stored).not.toMatch(/\son\w+\s*=/i);
    expect(stored).not.toMatch(/javascript:/i);
    expect(stored).not.toMatch(/<iframe/i);
    expect(stored).not.toMatch(/<svg/i);
    expect(stored).not.toMatch(/background-image/i);

    expect(stored).toContain('<h2 style="text-align:center">Heading</h2>');
    expect(stored).toContain('<h3>Sub heading</h3>');
    expect(stored).toMatch(/<p style="color:#ff0000;text-align:right">Red and right<\/p>/);
    expect(stored).toMatch(/<span style="color:rgb\(0, ?128, ?0\)">green<\/span>/);
    expect(stored).toContain('<strong>bold</strong>');
    expect(stored).toContain('<em>italic</em>');
    expect(stored).toContain('<u>under</u>');
    expect(stored).toContain('<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>');
    expect(stored).toContain('<blockquote>Quoted words</blockquote>');
    expect(stored).toContain('<pre><code class="language-js">const x = 1;</code></pre>');
    expect(stored).toMatch(/<a href="https:\/\/example\.com\/page" target="_blank" rel="noopener noreferrer">a link<\/a>/);
    expect(stored).toContain('<img src="https://example.com/picture.png" alt="picture" />');
    expect(stored).toContain('click me');
    expect(stored).toContain('bad link');
  });

  it('sanitises content on edit too', async () => {
    const article = await createArticle(editor.token);
    const res = await put(editor.token, article._id, { content: '<p>fine</p><script>document.cookie</script><p onclick="x()">ok</p>' });
    expect(res.status).toBe(200);
    expect((await read(article._id)).content).toBe('<p>fine</p><p>ok</p>');
  });

  it('refuses content that is nothing but removed markup', async () => {
    const res = await post(editor.token, form({ content: '<script>alert(1)</script>' }));
    expectRefused(res, 400);
    expect(res.body.message).toBe('Content is required');
  });
});

describe('article images', () => {
  const download = async (url: string) => {
    expect(url).toMatch(/^\/uploads\/|^https?:\/\//);
    const res = await fetch(url.startsWith('/') ? `${siteUrl()}${url}` : url);
    return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('stores data-URL images as files that download from the site', async () => {
    const res = await post(editor.token, form({ status: 'published', featuredImage: PNG_DATA_URL, images: [PNG_DATA_URL, PNG_DATA_URL] }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { featuredImage, images } = res.body.data as { featuredImage: string; images: string[] };
    expect(featuredImage).toMatch(/^\/uploads\/.+\.png$/);
    expect(images).toHaveLength(2);
    expect(new Set([featuredImage, ...images]).size).toBe(3);
    for (const url of [featuredImage, ...images]) {
      const file = await download(url);
      expect(file.status, url).toBe(200);
      expect(file.type).toMatch(/^image\/png/);
      // A PNG (Strapi may re-encode it) of the uploaded 1×1 picture.
      expect(file.bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect([file.bytes.readUInt32BE(16), file.bytes.readUInt32BE(20)]).toEqual([1, 1]);
    }
    // The public article shows the same URLs.
    expect((await api('GET', `/articles/${res.body.data.slug}`)).body.data).toMatchObject({ featuredImage, images });
  });

  it.each([
    ['an HTML page', `data:text/html;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`],
    ['HTML declared as a PNG', `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`],
    ['an SVG', `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64')}`],
    ['a PNG header followed by nothing', 'data:image/png;base64,iVBORw=='],
    ['text that is not base64', 'data:image/png;base64,@@not base64@@'],
  ])('refuses %s as an image with a 400', async (_name, dataUrl) => {
    const title = unique('BadImage');
    for (const body of [form({ title, featuredImage: dataUrl }), form({ title, images: [PNG_DATA_URL, dataUrl] })]) {
      const res = await post(editor.token, body);
      expectRefused(res, 400);
      expect(res.body.errors?.[0]?.field).toMatch(/^(featuredImage|images\.1)$/);
    }
    const found = await api('GET', `/articles?status=all&q=${encodeURIComponent(title)}`, { token: admin });
    expect(found.body.data.total).toBe(0);
  });

  it('refuses a URL that is not one of our uploads', async () => {
    const res = await post(editor.token, form({ featuredImage: 'https://evil.example.com/tracker.png' }));
    expectRefused(res, 400);
  });

  it('keeps existing image URLs on edit, adds new ones, and removes a featured image set to null', async () => {
    const created = await post(editor.token, form({ featuredImage: PNG_DATA_URL, images: [PNG_DATA_URL] }));
    expect(created.status).toBe(201);
    const { _id, featuredImage, images } = created.body.data as { _id: string; featuredImage: string; images: string[] };

    const kept = await put(editor.token, _id, { title: 'New title', featuredImage, images });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data).toMatchObject({ featuredImage, images });

    // The absolute form of the URL (as a browser may send it) is the same image.
    const absolute = await put(editor.token, _id, { featuredImage: `${siteUrl()}${featuredImage}` });
    expect(absolute.status, JSON.stringify(absolute.body)).toBe(200);
    expect(absolute.body.data.featuredImage).toBe(featuredImage);

    const added = await put(editor.token, _id, { images: [...images, PNG_DATA_URL] });
    expect(added.status).toBe(200);
    expect(added.body.data.images).toHaveLength(2);
    expect(added.body.data.images[0]).toBe(images[0]);
    expect((await download(added.body.data.images[1])).status).toBe(200);

    const removed = await put(editor.token, _id, { featuredImage: null, images: [] });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ featuredImage: null, images: [] });
  });

  it('lets a reporter attach images to their own draft', async () => {
    const res = await post(reporter.token, form({ featuredImage: PNG_DATA_URL }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await download(res.body.data.featuredImage)).status).toBe(200);
  });
});
