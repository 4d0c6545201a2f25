import { beforeAll, describe, expect, it } from 'vitest';
import { api, createCategory, loginAdmin, signUpAs, siteUrl, unique, type Account, type ApiResponse } from '../support/api.js';

/**
 * Shared bylines (docs/product.md#author-pages): an article credits its author and up to five co-authors, staff
 * accounts other than the author. A co-author who is a reporter may do with the article what its author may; their
 * author page and feed list it, and the article's page names and links every author.
 */
async function page(path: string) {
  const res = await fetch(`${siteUrl()}${path}`, { headers: { accept: 'text/html' } });
  return { status: res.status, html: await res.text() };
}
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

function expectFieldError(res: ApiResponse, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ success: false, message });
  expect(res.body.errors).toEqual(expect.arrayContaining([{ field: 'coAuthors', message }]));
}

let admin: string;
let category: string;
let writer: Account;
let partner: Account;
let stranger: Account;
let reader: Account;
let partnerLast: string;
let writerLast: string;

const draftBy = (account: Account, body: Record<string, unknown> = {}) =>
  api('POST', '/articles', { token: account.token, body: { title: unique('Shared'), content: '<p>Two names on it.</p>', category, status: 'draft', ...body } });

beforeAll(async () => {
  admin = await loginAdmin();
  category = (await createCategory())._id;
  writerLast = unique('Rao');
  partnerLast = unique('Lee');
  [writer, partner, stranger, reader] = await Promise.all([
    signUpAs('reporter', { firstName: 'Asha', lastName: writerLast }),
    signUpAs('reporter', { firstName: 'Ben', lastName: partnerLast }),
    signUpAs('reporter', { firstName: 'Sam', lastName: unique('Other') }),
    signUpAs('user'),
  ]);
});

describe('coAuthors on POST and PUT /articles', () => {
  it('is stored and answered beside the author: id, names and author slug, in the order sent, duplicates removed', async () => {
    const res = await draftBy(writer, { coAuthors: [partner.user._id, partner.user._id] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.author._id).toBe(writer.user._id);
    expect(res.body.data.coAuthors).toEqual([{ _id: partner.user._id, firstName: 'Ben', lastName: partnerLast, slug: `ben-${partnerLast.toLowerCase()}` }]);
    const read = await api('GET', `/articles/${res.body.data._id}`, { token: writer.token });
    expect(read.body.data.coAuthors).toEqual(res.body.data.coAuthors);
    // An article without co-authors answers an empty list.
    const alone = await draftBy(writer);
    expect(alone.body.data.coAuthors).toEqual([]);
  });

  it('refuses what is not a list of staff accounts other than the author, at most five (400 on the field)', async () => {
    expectFieldError(await draftBy(writer, { coAuthors: 'Ben' }), 'Co-authors must be a list of account ids');
    expectFieldError(await draftBy(writer, { coAuthors: ['not-an-id'] }), 'Co-authors must be a list of account ids');
    expectFieldError(await draftBy(writer, { coAuthors: ['1', '2', '3', '4', '5', '6'] }), 'An article can have at most 5 co-authors');
    expectFieldError(await draftBy(writer, { coAuthors: [writer.user._id] }), 'The author cannot also be a co-author');
    expectFieldError(await draftBy(writer, { coAuthors: [reader.user._id] }), 'Each co-author must be a newsroom staff account');
    expectFieldError(await draftBy(writer, { coAuthors: ['999999999'] }), 'Each co-author must be a newsroom staff account');
    // On an edit too, and the stored list stays.
    const created = await draftBy(writer, { coAuthors: [partner.user._id] });
    const id = created.body.data._id as string;
    expectFieldError(await api('PUT', `/articles/${id}`, { token: admin, body: { coAuthors: [writer.user._id] } }), 'The author cannot also be a co-author');
    expect((await api('GET', `/articles/${id}`, { token: admin })).body.data.coAuthors).toHaveLength(1);
  });

  it('keeps the list when an edit does not send it, replaces it when it does, and empties it with []', async () => {
    const created = await draftBy(writer, { coAuthors: [partner.user._id] });
    const id = created.body.data._id as string;
    const kept = await api('PUT', `/articles/${id}`, { token: writer.token, body: { title: unique('Renamed') } });
    expect(kept.body.data.coAuthors.map((c: { _id: string }) => c._id)).toEqual([partner.user._id]);
    const replaced = await api('PUT', `/articles/${id}`, { token: writer.token, body: { coAuthors: [stranger.user._id, partner.user._id] } });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.data.coAuthors.map((c: { _id: string }) => c._id)).toEqual([stranger.user._id, partner.user._id]);
    const emptied = await api('PUT', `/articles/${id}`, { token: writer.token, body: { coAuthors: [] } });
    expect(emptied.body.data.coAuthors).toEqual([]);
  });

  it('stays as it is when an older revision is restored: a restore brings back the text, not the byline', async () => {
    const created = await draftBy(writer);
    const id = created.body.data._id as string;
    const first = (await api('GET', `/articles/${id}/revisions`, { token: writer.token })).body.data.revisions.at(-1);
    expect((await api('PUT', `/articles/${id}`, { token: writer.token, body: { title: unique('Second'), coAuthors: [partner.user._id] } })).status).toBe(200);
    const restored = await api('POST', `/articles/${id}/revisions/${first._id}/restore`, { token: writer.token });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data.title).toBe(created.body.data.title);
    expect(restored.body.data.coAuthors.map((c: { _id: string }) => c._id)).toEqual([partner.user._id]);
  });
});

describe('a co-author in the newsroom', () => {
  it('may open, list and edit the draft as its author may; another reporter may not even see it', async () => {
    const created = await draftBy(writer, { coAuthors: [partner.user._id] });
    const id = created.body.data._id as string;
    expect((await api('GET', `/articles/${id}`, { token: partner.token })).status).toBe(200);
    const drafts = await api('GET', '/articles?status=draft&limit=100', { token: partner.token });
    expect(drafts.body.data.articles.map((a: { _id: string }) => a._id)).toContain(id);
    const edited = await api('PUT', `/articles/${id}`, { token: partner.token, body: { title: unique('By Ben too'), status: 'review' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.author._id).toBe(writer.user._id);
    // Someone else's draft is a 404 to a reporter, as if it did not exist.
    expect((await api('PUT', `/articles/${id}`, { token: stranger.token, body: { title: 'Mine now' } })).status).toBe(404);
    const theirs = await api('GET', '/articles?status=draft&limit=100', { token: stranger.token });
    expect(theirs.body.data.articles.map((a: { _id: string }) => a._id)).not.toContain(id);
  });

  it('is refused with a 403 on a published article they do not share, as any reporter is', async () => {
    const created = await draftBy(writer, { coAuthors: [partner.user._id], status: 'review' });
    const id = created.body.data._id as string;
    expect((await api('PUT', `/articles/${id}`, { token: admin, body: { status: 'published' } })).status).toBe(200);
    const refused = await api('PUT', `/articles/${id}`, { token: stranger.token, body: { title: 'Mine now' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Reporters can edit only their own articles');
    // The co-author is its reporter: published is past a reporter's editing, for them as for the author.
    const shared = await api('PUT', `/articles/${id}`, { token: partner.token, body: { title: 'Late fix' } });
    expect(shared.status).toBe(403);
    expect(shared.body.message).toBe('This article is no longer editable by its reporter');
  });
});

describe("a co-author's page and the article's page", () => {
  let story: { _id: string; slug: string; title: string };
  let writerSlug: string;
  let partnerSlug: string;

  beforeAll(async () => {
    // Ben's only published article is one he co-authors: that is enough for a public page.
    const created = await draftBy(writer, { coAuthors: [partner.user._id], status: 'review', title: unique('Harbour deal') });
    const published = await api('PUT', `/articles/${created.body.data._id}`, { token: admin, body: { status: 'published' } });
    expect(published.status).toBe(200);
    story = published.body.data;
    writerSlug = published.body.data.author.slug;
    partnerSlug = published.body.data.coAuthors[0].slug;
  });

  it("gives a co-author a public page whose list, API list and feed carry the article", async () => {
    expect((await api('GET', `/authors/${partnerSlug}`)).body.data).toMatchObject({ _id: partner.user._id, slug: partnerSlug, role: 'reporter' });
    const list = await api('GET', `/articles?author=${partnerSlug}`);
    expect(list.body.data.articles.map((a: { _id: string }) => a._id)).toContain(story._id);
    const byId = await api('GET', `/articles?author=${partner.user._id}`);
    expect(byId.body.data.articles.map((a: { _id: string }) => a._id)).toContain(story._id);
    const html = await page(`/author/${partnerSlug}`);
    expect(html.status).toBe(200);
    expect(html.html).toContain(story.title);
    const feed = await fetch(`${siteUrl()}/author/${partnerSlug}/rss.xml`);
    expect(feed.status).toBe(200);
    const xml = await feed.text();
    expect(xml).toContain(`/article/${story.slug}</link>`);
    // Each credited author in a dc:creator of their own, the author first.
    expect(xml).toContain(`<dc:creator>Asha ${writerLast}</dc:creator><dc:creator>Ben ${partnerLast}</dc:creator>`);
  });

  it('names and links both authors on the article page, in article:author and in the JSON-LD', async () => {
    const res = await page(`/article/${story.slug}`);
    expect(res.status).toBe(200);
    expect(res.html).toMatch(new RegExp(`href="/author/${writerSlug}"[^>]*>Asha ${writerLast}</a>`));
    expect(res.html).toMatch(new RegExp(`href="/author/${partnerSlug}"[^>]*>Ben ${partnerLast}</a>`));
    expect(res.html).toMatch(new RegExp(`<meta property="article:author" content="https?://[^"]+/author/${writerSlug}">`));
    expect(res.html).toMatch(new RegExp(`<meta property="article:author" content="https?://[^"]+/author/${partnerSlug}">`));
    const [article] = jsonLd(res.html);
    expect(article.author).toEqual([
      expect.objectContaining({ '@type': 'Person', name: `Asha ${writerLast}`, url: expect.stringMatching(new RegExp(`/author/${writerSlug}$`)) }),
      expect.objectContaining({ '@type': 'Person', name: `Ben ${partnerLast}`, url: expect.stringMatching(new RegExp(`/author/${partnerSlug}$`)) }),
    ]);
  });

  it("takes the page down once the co-author is taken off the byline (their only article)", async () => {
    const other = await signUpAs('editor', { firstName: 'Cleo', lastName: unique('Once') });
    const created = await draftBy(writer, { coAuthors: [other.user._id], status: 'review' });
    const published = await api('PUT', `/articles/${created.body.data._id}`, { token: admin, body: { status: 'published' } });
    const otherSlug = published.body.data.coAuthors[0].slug as string;
    expect((await api('GET', `/authors/${otherSlug}`)).status).toBe(200);
    await api('PUT', `/articles/${created.body.data._id}`, { token: admin, body: { coAuthors: [] } });
    expect((await api('GET', `/authors/${otherSlug}`)).status).toBe(404);
  });
});
