import { beforeAll, describe, expect, it } from 'vitest';
import {
  ARTICLE_STATUSES,
  REVIEW_ACTIONS,
  WORKFLOW_MESSAGES,
  mayMoveStatus,
  reviewTarget,
  type ArticleStatus,
  type ReviewAction,
} from '@bulletin/contract';
import { api, cms, createArticle, createCategory, loginAdmin, signUpAs, type Account } from '../support/api.js';

/**
 * The editorial workflow's status moves (docs/product.md#article-workflow; contract `STATUS_TRANSITIONS`,
 * docs/decisions/0006-review-flow.md) are enforced by Strapi, whoever calls: every move a reporter asks for on their
 * own article answers as the table says, through the site's API and straight on Strapi's REST API; the dashboard's
 * approve and reject are moves the server makes for editors and admins and refuses for reporters.
 */

let editor: Account;
let reporter: Account;
let reporterJwt: string;
let categoryId: string;

const read = async (id: string) => (await api('GET', `/articles/${id}`, { token: await loginAdmin() })).body.data as { status: string };

/** A reporter's own article in `status` (an editor moves it there when a reporter may not). */
async function ownArticleIn(status: ArticleStatus) {
  const article = await createArticle(reporter.token, { status: 'draft', category: categoryId });
  if (status !== 'draft') {
    const moved = await api('PUT', `/articles/${article._id}`, { token: editor.token, body: { status } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return article;
}

beforeAll(async () => {
  [editor, reporter] = await Promise.all([signUpAs('editor'), signUpAs('reporter')]);
  const signIn = await cms('POST', '/auth/local', { body: { identifier: reporter.user.email, password: reporter.password } });
  reporterJwt = signIn.body.jwt as string;
  categoryId = (await createCategory())._id;
});

const moves = ARTICLE_STATUSES.flatMap((from) => ARTICLE_STATUSES.map((to) => [from, to] as const));

describe('a reporter moving their own article: the table decides, inside Strapi', () => {
  it.each(moves)('%s → %s through /api', async (from, to) => {
    const article = await ownArticleIn(from);
    const res = await api('PUT', `/articles/${article._id}`, { token: reporter.token, body: { status: to } });
    if (mayMoveStatus('reporter', from, to)) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.status).toBe(to);
    } else {
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body).toMatchObject({ success: false });
      expect(res.body.message).toBe(
        mayMoveStatus('reporter', from, from) ? WORKFLOW_MESSAGES.reporterStatuses : WORKFLOW_MESSAGES.reporterNoLongerEditable,
      );
      expect((await read(article._id)).status).toBe(from);
    }
  });

  it.each(moves)("%s → %s on Strapi's own REST API", async (from, to) => {
    const article = await ownArticleIn(from);
    const res = await cms('PUT', `/articles/${article._id}`, { token: reporterJwt, body: { data: { editorialStatus: to } } });
    expect(res.status, JSON.stringify(res.body)).toBe(mayMoveStatus('reporter', from, to) ? 200 : 403);
    expect((await read(article._id)).status).toBe(mayMoveStatus('reporter', from, to) ? to : from);
  });
});

const reviewCases = (Object.keys(REVIEW_ACTIONS) as ReviewAction[]).flatMap((action) =>
  (Object.keys(REVIEW_ACTIONS[action]) as ArticleStatus[]).map((from) => [action, from, reviewTarget(action, from)!] as const),
);

describe("the dashboard's review actions", () => {
  it('reject sends a review back to draft, and archives a draft; approve publishes', () => {
    expect(reviewCases).toEqual(
      expect.arrayContaining([
        ['reject', 'review', 'draft'],
        ['reject', 'draft', 'archived'],
        ['approve', 'review', 'published'],
        ['approve', 'draft', 'published'],
      ]),
    );
  });

  it.each(reviewCases)('%s of a %s article by an editor moves it to %s', async (_action, from, to) => {
    const article = await ownArticleIn(from);
    const res = await api('PUT', `/articles/${article._id}`, { token: editor.token, body: { status: to } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await read(article._id)).status).toBe(to);
  });

  it('a reporter cannot approve their own article (publish it), nor archive it as a reject would', async () => {
    for (const [from, to] of [['review', 'published'], ['draft', 'published'], ['draft', 'archived']] as const) {
      const article = await ownArticleIn(from);
      const res = await api('PUT', `/articles/${article._id}`, { token: reporter.token, body: { status: to } });
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body).toMatchObject({ success: false, message: WORKFLOW_MESSAGES.reporterStatuses });
      expect((await read(article._id)).status).toBe(from);
    }
  });
});
