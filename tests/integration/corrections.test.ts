import { beforeAll, describe, expect, it } from 'vitest';
import { api, createArticle, loginAdmin, signUpAs, siteUrl, unique, type Account, type ApiResponse } from '../support/api.js';

/**
 * Corrections of published articles (docs/product.md#corrections, docs/decisions/0030-corrections.md): editors and
 * admins attach one and change one, never delete; every article answer carries them oldest first; the article's
 * `updatedAt` (its page's dateModified) moves; the page and its structured data show them; the site-wide list,
 * its page and its feed list the public articles' corrections only; a change is a revision and an audit entry.
 */
type Correction = { _id: string; text: string; at: string };
type Entry = Correction & { article: { _id: string; slug: string; title: string; locale: string } };

let admin: string;
let editor: Account;
let reporter: Account;
let reader: Account;

beforeAll(async () => {
  admin = await loginAdmin();
  [editor, reporter, reader] = await Promise.all([signUpAs('editor'), signUpAs('reporter'), signUpAs('user')]);
});

const correct = (id: string, text: unknown, token: string | null = editor.token) => api('POST', `/articles/${id}/corrections`, { token, body: { text } });
const change = (id: string, correctionId: string, text: unknown, token: string | null = editor.token) =>
  api('PUT', `/articles/${id}/corrections/${correctionId}`, { token, body: { text } });

function expectStatus(res: ApiResponse, status: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

async function page(path: string) {
  const res = await fetch(`${siteUrl()}${path}`, { headers: { accept: 'text/html' } });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** The page's NewsArticle (its JSON-LD). */
function newsArticle(html: string): Record<string, any> {
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(json!) as Record<string, any>;
    const found = [data, ...(Array.isArray(data['@graph']) ? data['@graph'] : [])].find((d) => d['@type'] === 'NewsArticle');
    if (found) return found;
  }
  throw new Error('no NewsArticle on the page');
}

describe('POST /articles/:id/corrections', () => {
  it('lets editors and admins attach corrections, oldest first on every article answer, and moves updatedAt', async () => {
    const article = await createArticle(editor.token);
    const before = expectStatus(await api('GET', `/articles/${article._id}`), 200).data;
    expect(before.corrections).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, 20));
    const first = expectStatus(await correct(article._id, '  An earlier version gave the wrong date.  '), 201);
    expect(first.success).toBe(true);
    expect(first.data._id).toBe(article._id);
    expect(first.data.corrections).toHaveLength(1);
    expect(first.data.corrections[0]).toMatchObject({ text: 'An earlier version gave the wrong date.' });
    expect(Date.parse(first.data.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));

    const second = expectStatus(await correct(article.slug, 'The mayor’s name is <b>Ana</b>, not Anna.', admin), 201).data;
    expect(second.corrections.map((c: Correction) => c.text)).toEqual(['An earlier version gave the wrong date.', 'The mayor’s name is <b>Ana</b>, not Anna.']);
    expect(Date.parse(second.corrections[0].at)).toBeLessThanOrEqual(Date.parse(second.corrections[1].at));
    expect(new Set(second.corrections.map((c: Correction) => c._id)).size).toBe(2);

    const single = expectStatus(await api('GET', `/articles/${article.slug}`), 200).data;
    expect(single.corrections).toEqual(second.corrections);
    expect(single.updatedAt).toBe(second.updatedAt);
    const list = expectStatus(await api('GET', `/articles?search=${encodeURIComponent(article.title)}`), 200).data;
    expect(list.articles.find((a: { _id: string }) => a._id === article._id)?.corrections).toEqual(second.corrections);
  });

  it('refuses reporters, readers and anonymous callers, a bad text, an unknown article and one not published', async () => {
    const article = await createArticle(editor.token);
    expect(expectStatus(await correct(article._id, 'A fix.', reporter.token), 403).success).toBe(false);
    expectStatus(await correct(article._id, 'A fix.', reader.token), 403);
    expectStatus(await correct(article._id, 'A fix.', null), 401);

    const empty = expectStatus(await correct(article._id, '   '), 400);
    expect(empty).toMatchObject({ success: false, message: 'Correction text is required' });
    expect(empty.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'text', message: 'Correction text is required' })]));
    const long = expectStatus(await correct(article._id, 'x'.repeat(1001)), 400);
    expect(long.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'text', message: 'Correction must be at most 1000 characters' })]));
    expectStatus(await correct(article._id, 42), 400);

    expectStatus(await correct(unique('no-such-article'), 'A fix.'), 404);
    const draft = await createArticle(editor.token, { status: 'draft' });
    const refused = expectStatus(await correct(draft._id, 'A fix.'), 409);
    expect(refused).toMatchObject({ success: false, message: 'Only a published article can be corrected' });
    expect(expectStatus(await api('GET', `/articles/${article._id}`), 200).data.corrections).toEqual([]);
  });
});

describe('a change is never silent', () => {
  it('records an attached and a changed correction as revisions and audit entries; no route deletes one', async () => {
    const article = await createArticle(editor.token);
    const added = expectStatus(await correct(article._id, 'The vote was 5–4.'), 201).data;
    const id = added.corrections[0]._id as string;

    expectStatus(await change(article._id, id, 'The vote was 6–3.', reporter.token), 403);
    expectStatus(await change(article._id, 'no-such-correction', 'x'), 404);
    expectStatus(await change(article._id, id, ''), 400);
    const changed = expectStatus(await change(article._id, id, 'The vote was 6–3.', admin), 200).data;
    expect(changed.corrections).toEqual([{ _id: id, text: 'The vote was 6–3.', at: added.corrections[0].at }]);
    expect(Date.parse(changed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(added.updatedAt));

    const history = expectStatus(await api('GET', `/articles/${article._id}/revisions`, { token: editor.token }), 200).data;
    expect(history.total).toBe(3);
    const [newest, middle] = history.revisions as Array<{ _id: string }>;
    const revision = (rid: string) => api('GET', `/articles/${article._id}/revisions/${rid}`, { token: editor.token });
    expect(expectStatus(await revision(newest!._id), 200).data.corrections.map((c: Correction) => c.text)).toEqual(['The vote was 6–3.']);
    expect(expectStatus(await revision(middle!._id), 200).data.corrections.map((c: Correction) => c.text)).toEqual(['The vote was 5–4.']);

    let actions: string[] = [];
    for (let attempt = 0; attempt < 50 && actions.length < 3; attempt += 1) {
      const res = expectStatus(await api('GET', `/audit?entity=article:${article._id}&limit=100`, { token: admin }), 200);
      actions = (res.data.entries as Array<{ action: string }>).map((e) => e.action);
      if (actions.length < 3) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(actions).toEqual(['article.correction-edit', 'article.correct', 'article.create']);

    expect((await api('DELETE', `/articles/${article._id}/corrections/${id}`, { token: admin })).status).toBe(404);
  });
});

describe('what readers see', () => {
  it('shows the correction under the headline in the page’s language and as a CorrectionComment, dateModified moved', async () => {
    const article = await createArticle(editor.token, { locale: 'hi', title: unique('कहानी') });
    const before = newsArticle((await page(`/hi/article/${article.slug}`)).text);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const text = `Ages corrected <${unique('x')}> & more`;
    const corrected = expectStatus(await correct(article._id, text), 201).data;

    const after = await page(`/hi/article/${article.slug}`);
    expect(after.status).toBe(200);
    const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(after.text).toContain(escaped);
    expect(after.text).not.toContain(text);
    const day = new Intl.DateTimeFormat('hi', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(corrected.corrections[0].at));
    expect(after.text).toContain(day);
    expect(after.text).toContain('सुधार');

    const ld = newsArticle(after.text);
    expect(ld.correction).toEqual([{ '@type': 'CorrectionComment', text, datePublished: corrected.corrections[0].at }]);
    expect(Date.parse(ld.dateModified)).toBeGreaterThan(Date.parse(before.dateModified));
    expect(before.correction).toBeUndefined();
  });

  it('lists the latest corrections, newest first, of published articles only, in the API and the feed', async () => {
    const older = await createArticle(editor.token);
    const newer = await createArticle(editor.token);
    const hidden = await createArticle(editor.token);
    const oldText = `Older fix ${unique()}`;
    const newText = `Newer fix ${unique()}`;
    const hiddenText = `Unpublished fix ${unique()}`;
    expectStatus(await correct(older._id, oldText), 201);
    expectStatus(await correct(hidden._id, hiddenText), 201);
    expectStatus(await correct(newer._id, newText), 201);
    // Taken down after its correction: its correction leaves every public list.
    expectStatus(await api('PUT', `/articles/${hidden._id}`, { token: editor.token, body: { status: 'draft' } }), 200);

    const res = await api('GET', '/corrections');
    const list = expectStatus(res, 200).data.corrections as Entry[];
    expect(res.headers.get('cache-control')).toMatch(/^public\b/);
    const texts = list.map((c) => c.text);
    expect(texts.indexOf(newText)).toBeGreaterThanOrEqual(0);
    expect(texts.indexOf(newText)).toBeLessThan(texts.indexOf(oldText));
    expect(texts).not.toContain(hiddenText);
    expect(list.find((c) => c.text === newText)?.article).toEqual({ _id: newer._id, slug: newer.slug, title: newer.title, locale: 'en' });
    expect(list.length).toBeLessThanOrEqual(50);

    const html = await page('/corrections');
    expect(html.status).toBe(200);
    expect(html.text).toContain(newText);
    expect(html.text).toContain(`/article/${newer.slug}`);
    expect(html.text).not.toContain(hiddenText);
    expect(html.text.indexOf(newText)).toBeLessThan(html.text.indexOf(oldText));
    const hindi = await page('/hi/corrections');
    expect(hindi.status).toBe(200);
    expect(hindi.text).toContain('सुधार');
    expect(hindi.text).toContain(newText);

    const feed = await page('/corrections/rss.xml');
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/^application\/rss\+xml/);
    expect(feed.text).toContain(`<description>${newText}</description>`);
    expect(feed.text).toContain(`/article/${newer.slug}</link>`);
    expect(feed.text).not.toContain(hiddenText);
    expect(feed.text.indexOf(newText)).toBeLessThan(feed.text.indexOf(oldText));
  });
});
