import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, WORKFLOW_MESSAGES } from '@bulletin/contract';
import { api, cms, createCategory, loginAdmin, signUpAs, siteUrl, unique, type Account } from '../support/api.js';

/**
 * Review notes (docs/product.md#review-notes): an editor sending an article back from review to draft may say why
 * (`reviewNote`, ≤ 1,000 characters of plain text). The note reaches the article's reporter (their article, their
 * lists) until their next submission clears it; it is staff only — never in a public answer, page or feed; only
 * editors and admins write one, and only with review → draft (server-side, whoever calls: the site's API or Strapi's
 * own).
 */

let admin: string;
let editor: Account;
let reporter: Account;
let otherReporter: Account;
let reader: Account;
let reporterJwt: string;
let editorJwt: string;
let category: { _id: string; slug: string };

type Stored = { _id: string; slug: string; title: string; status: string; reviewNote?: string | null };

const put = (token: string, id: string, body: Record<string, unknown>) => api('PUT', `/articles/${id}`, { token, body });

async function readAs(token: string | null, id: string): Promise<Stored> {
  const res = await api('GET', `/articles/${id}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Stored;
}

/** A reporter's article, submitted for review. */
async function submitted(): Promise<Stored> {
  const res = await api('POST', '/articles', {
    token: reporter.token,
    body: { title: unique('Submitted'), content: '<p>Draft text.</p>', category: category._id, status: 'review' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Stored;
}

/** Every public place an article's text can appear, as one string. */
async function publicText(article: Stored): Promise<string> {
  const site = siteUrl();
  const parts = await Promise.all([
    api('GET', '/articles?limit=50').then((r) => JSON.stringify(r.body)),
    api('GET', `/articles?category=${category.slug}`).then((r) => JSON.stringify(r.body)),
    api('GET', `/articles?q=${encodeURIComponent(article.title)}`).then((r) => JSON.stringify(r.body)),
    api('GET', `/articles/${article.slug}`).then((r) => JSON.stringify(r.body)),
    api('GET', `/articles/${article.slug}`, { token: reader.token }).then((r) => JSON.stringify(r.body)),
    ...['/', `/article/${article.slug}`, `/category/${category.slug}`, '/rss.xml', `/category/${category.slug}/rss.xml`, '/news-sitemap.xml'].map(
      async (path) => (await fetch(`${site}${path}`)).text(),
    ),
  ]);
  return parts.join('\n');
}

beforeAll(async () => {
  admin = await loginAdmin();
  [editor, reporter, otherReporter, reader] = await Promise.all([
    signUpAs('editor'),
    signUpAs('reporter'),
    signUpAs('reporter'),
    signUpAs('user'),
  ]);
  const jwt = async (account: Account) =>
    (await cms('POST', '/auth/local', { body: { identifier: account.user.email, password: account.password } })).body.jwt as string;
  [reporterJwt, editorJwt] = await Promise.all([jwt(reporter), jwt(editor)]);
  category = await createCategory();
});

describe('an editor sends a review back to draft with a note', () => {
  it('the note, as plain text, reaches the reporter on their article and in their lists', async () => {
    const article = await submitted();
    const res = await put(editor.token, article._id, { status: 'draft', reviewNote: '  Please <b>add</b> a second source &amp; a photo. <script>x()</script> ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'draft', reviewNote: 'Please add a second source & a photo. x()' });

    const own = await readAs(reporter.token, article._id);
    expect(own.reviewNote).toBe('Please add a second source & a photo. x()');
    const mine = await api('GET', `/articles?status=draft&author=${reporter.user._id}`, { token: reporter.token });
    expect(mine.body.data.articles.find((a: Stored) => a._id === article._id)?.reviewNote).toBe('Please add a second source & a photo. x()');
    // Editors and admins see it too; a colleague reporter cannot open the draft at all.
    expect((await readAs(admin, article._id)).reviewNote).toBe('Please add a second source & a photo. x()');
    expect((await api('GET', `/articles/${article._id}`, { token: otherReporter.token })).status).toBe(404);
  });

  it("the reporter's next submission clears it (and a reject without a note leaves none)", async () => {
    const article = await submitted();
    expect((await put(editor.token, article._id, { status: 'draft', reviewNote: 'Tighten the intro.' })).status).toBe(200);
    // Editing the draft keeps the note in front of the reporter.
    expect((await put(reporter.token, article._id, { title: `${article.title} v2` })).status).toBe(200);
    expect((await readAs(reporter.token, article._id)).reviewNote).toBe('Tighten the intro.');
    const resubmitted = await put(reporter.token, article._id, { status: 'review' });
    expect(resubmitted.status, JSON.stringify(resubmitted.body)).toBe(200);
    expect(resubmitted.body.data.reviewNote).toBeNull();
    expect((await readAs(reporter.token, article._id)).reviewNote).toBeNull();
    expect((await put(editor.token, article._id, { status: 'draft' })).status).toBe(200);
    expect((await readAs(reporter.token, article._id)).reviewNote).toBeNull();
  });

  it('up to 1,000 characters after the tags are stripped; more is a 400 with a field error, and nothing is written', async () => {
    const article = await submitted();
    const tooLong = await put(editor.token, article._id, { status: 'draft', reviewNote: 'x'.repeat(1001) });
    expect(tooLong.status, JSON.stringify(tooLong.body)).toBe(400);
    expect(tooLong.body).toEqual({
      success: false,
      message: MESSAGES.reviewNoteTooLong,
      errors: [{ field: 'reviewNote', message: MESSAGES.reviewNoteTooLong }],
    });
    expect(MESSAGES.reviewNoteTooLong).toBe('Review note must be at most 1,000 characters');
    expect((await readAs(admin, article._id)).status).toBe('review');
    const notText = await put(editor.token, article._id, { status: 'draft', reviewNote: { text: 'no' } });
    expect(notText.status).toBe(400);
    expect(notText.body.errors).toEqual([{ field: 'reviewNote', message: MESSAGES.reviewNoteInvalid }]);

    const exactly = `<p>${'é'.repeat(1000)}</p>`;
    const ok = await put(editor.token, article._id, { status: 'draft', reviewNote: exactly });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.reviewNote).toBe('é'.repeat(1000));
  });

  it("the same rules on Strapi's own REST API (tags stripped, 1,000 at most)", async () => {
    const article = await submitted();
    const tooLong = await cms('PUT', `/articles/${article._id}`, { token: editorJwt, body: { data: { editorialStatus: 'draft', reviewNote: 'y'.repeat(1001) } } });
    expect(tooLong.status, JSON.stringify(tooLong.body)).toBe(400);
    expect((await readAs(admin, article._id)).status).toBe('review');
    const res = await cms('PUT', `/articles/${article._id}`, { token: editorJwt, body: { data: { editorialStatus: 'draft', reviewNote: '<i>Check</i> names' } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await readAs(reporter.token, article._id)).reviewNote).toBe('Check names');
  });
});

describe('a restore of a revision follows the same rule', () => {
  it('a restore that keeps the article a draft keeps the note; one that takes it to review clears it; the answers carry it', async () => {
    const article = await submitted();
    const note = `Restore note ${unique('n')}`;
    expect((await put(editor.token, article._id, { status: 'draft', reviewNote: note })).status).toBe(200);
    const list = await api('GET', `/articles/${article._id}/revisions`, { token: reporter.token });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    type Summary = { _id: string; status: string };
    const revisions = list.body.data.revisions as Summary[];
    const draft = revisions.find((r) => r.status === 'draft');
    const review = revisions.find((r) => r.status === 'review');
    expect(draft && review).toBeTruthy();

    const kept = await api('POST', `/articles/${article._id}/revisions/${draft!._id}/restore`, { token: reporter.token });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data).toMatchObject({ status: 'draft', reviewNote: note });

    const resubmitted = await api('POST', `/articles/${article._id}/revisions/${review!._id}/restore`, { token: reporter.token });
    expect(resubmitted.status, JSON.stringify(resubmitted.body)).toBe(200);
    expect(resubmitted.body.data).toMatchObject({ status: 'review', reviewNote: null });
    expect(await readAs(reporter.token, article._id)).toMatchObject({ status: 'review', reviewNote: null });
  });
});

describe('who may write a note, and with which move', () => {
  it('a reporter cannot: 403, through the site and on Strapi, and nothing is written', async () => {
    const article = await submitted();
    const viaApi = await put(reporter.token, article._id, { status: 'draft', reviewNote: 'Note to self' });
    expect(viaApi.status, JSON.stringify(viaApi.body)).toBe(403);
    expect(viaApi.body).toEqual({ success: false, message: WORKFLOW_MESSAGES.reviewNoteEditorsOnly });
    const viaStrapi = await cms('PUT', `/articles/${article._id}`, { token: reporterJwt, body: { data: { editorialStatus: 'draft', reviewNote: 'Note' } } });
    expect(viaStrapi.status, JSON.stringify(viaStrapi.body)).toBe(403);
    const stored = await readAs(admin, article._id);
    expect(stored).toMatchObject({ status: 'review', reviewNote: null });
    // Withdrawing their own submission without a note is theirs to do (the transition table).
    expect((await put(reporter.token, article._id, { status: 'draft' })).status).toBe(200);
  });

  it('an editor only with review → draft: with any other move, or an edit, it is a 400 and nothing is written', async () => {
    const published = (await api('POST', '/articles', {
      token: editor.token,
      body: { title: unique('Live'), content: '<p>x</p>', category: category._id, status: 'published' },
    })).body.data as Stored;
    const draft = (await api('POST', '/articles', {
      token: editor.token,
      body: { title: unique('Draft'), content: '<p>x</p>', category: category._id, status: 'draft' },
    })).body.data as Stored;
    const review = await submitted();
    for (const [article, body] of [
      [published, { status: 'draft', reviewNote: 'Unpublished because…' }],
      [draft, { reviewNote: 'Just a note' }],
      [draft, { status: 'archived', reviewNote: 'Archived because…' }],
      [review, { status: 'published', reviewNote: 'Approved, well done' }],
      [review, { reviewNote: 'Still reviewing' }],
    ] as const) {
      const before = await readAs(admin, article._id);
      const res = await put(editor.token, article._id, body);
      expect(res.status, `${before.status} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: WORKFLOW_MESSAGES.reviewNoteRejectOnly,
        errors: [{ field: 'reviewNote', message: WORKFLOW_MESSAGES.reviewNoteRejectOnly }],
      });
      expect(await readAs(admin, article._id)).toEqual(before);
    }
  });

  it('approve (publish) is still refused to a reporter, with or without a note', async () => {
    const article = await submitted();
    for (const body of [{ status: 'published' }, { status: 'published', reviewNote: 'Approving myself' }]) {
      const res = await put(reporter.token, article._id, body);
      expect(res.status, JSON.stringify(res.body)).toBe(403);
    }
    expect((await readAs(admin, article._id)).status).toBe('review');
  });
});

describe('the note is never public', () => {
  it('not in any public answer, page or feed, nor for a signed-in reader; staff answers carry it', async () => {
    const article = await submitted();
    const note = `Secret desk note ${unique('n')}`;
    expect((await put(editor.token, article._id, { status: 'draft', reviewNote: note })).status).toBe(200);
    // While it is a draft with a note, and after it is published (the note goes when it leaves draft).
    expect(await publicText(article)).not.toContain(note);
    expect((await put(editor.token, article._id, { status: 'published' })).status).toBe(200);
    const text = await publicText(article);
    expect(text).toContain(article.title);
    expect(text).not.toContain(note);
    expect(text).not.toContain('reviewNote');

    // The field itself is for staff only: a reader's, an anonymous and another reporter's answers have no such key.
    for (const token of [null, reader.token, otherReporter.token]) {
      expect(Object.keys(await readAs(token, article._id))).not.toContain('reviewNote');
    }
    expect(await readAs(editor.token, article._id)).toMatchObject({ reviewNote: null });
    expect(await readAs(reporter.token, article._id)).toMatchObject({ reviewNote: null });
    const strapiPublic = await cms('GET', `/articles/${article._id}`);
    expect(strapiPublic.status).toBe(200);
    expect(Object.keys(strapiPublic.body.data)).not.toContain('reviewNote');
  });
});
