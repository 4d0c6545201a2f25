import { beforeAll, describe, expect, it } from 'vitest';
import { api, createArticle, createCategory, loginAdmin, signUpAs, type ApiResponse } from '../support/api.js';

/**
 * The three PUTs (articles, categories, users) judge the caller before the body: a signed-out caller, a junk
 * token or a signed-out (revoked) token gets the 401 it would get with a good body, never a 400 about the
 * fields, and never a 404 that tells an outsider whether a record exists. A signed-in caller still gets the
 * field errors, and a partial PUT still keeps the stored fields it does not send.
 */

let admin: string;
let revoked: string;
const ids = { article: '', category: '', user: '' };

beforeAll(async () => {
  admin = await loginAdmin();
  const category = await createCategory();
  ids.category = category._id;
  ids.article = (await createArticle(admin, { category: category._id }))._id;
  ids.user = (await signUpAs('user')).user._id;
  // An editor's token, signed out: Strapi refuses it from then on.
  const editor = await signUpAs('editor');
  expect((await api('POST', '/auth/logout', { token: editor.token })).status).toBe(200);
  revoked = editor.token;
});

/** A body each route's schema refuses. */
const BAD_BODIES = {
  articles: { title: '', status: 'sideways' },
  categories: { name: '', color: 'not-a-colour' },
  users: { email: 'not-an-email', role: 'emperor' },
} as const;
type Resource = keyof typeof BAD_BODIES;
const idOf = (resource: Resource) => ids[({ articles: 'article', categories: 'category', users: 'user' } as const)[resource]];

const CALLERS: Array<[string, () => Record<string, string>]> = [
  ['a signed-out caller', () => ({})],
  ['a junk token', () => ({ authorization: 'Bearer not-a-jwt' })],
  ['a forged JWT', () => ({ authorization: 'Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MX0.c2lnbmF0dXJl' })],
  ['a signed-out token', () => ({ authorization: `Bearer ${revoked}` })],
];

function expect401(res: ApiResponse, where: string) {
  expect(res.status, `${where}: ${JSON.stringify(res.body)}`).toBe(401);
  expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
  expect(res.body.errors, where).toBeUndefined();
}

describe.each(['articles', 'categories', 'users'] as const)('PUT /%s/:id', (resource) => {
  it.each(CALLERS)('answers %s with a bad body 401, not 400', async (_name, headers) => {
    const res = await api('PUT', `/${resource}/${idOf(resource)}`, { headers: headers(), body: BAD_BODIES[resource] });
    expect401(res, `PUT /${resource}`);
  });

  it.each(CALLERS)('answers %s on an unknown id 401, not 404', async (_name, headers) => {
    const res = await api('PUT', `/${resource}/999999`, { headers: headers(), body: BAD_BODIES[resource] });
    expect401(res, `PUT /${resource}/999999`);
  });

  it('answers a signed-in admin with a bad body 400 with the field errors', async () => {
    const res = await api('PUT', `/${resource}/${idOf(resource)}`, { token: admin, body: BAD_BODIES[resource] });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
    expect(res.body.errors.length).toBeGreaterThan(0);
  });
});

describe('a partial PUT keeps what it does not send', () => {
  it('changes only the category field sent', async () => {
    const category = await createCategory({ description: 'Kept', color: '#123456', order: 4 });
    const res = await api('PUT', `/categories/${category._id}`, { token: admin, body: { name: `${category.name} renamed` } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ name: `${category.name} renamed`, description: 'Kept', color: '#123456', order: 4, slug: category.slug });
  });

  it('changes only the user field sent', async () => {
    const account = await signUpAs('reporter', { bio: 'Night desk' });
    const res = await api('PUT', `/users/${account.user._id}`, { token: admin, body: { firstName: 'Renamed' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ firstName: 'Renamed', lastName: 'Reporter', role: 'reporter', bio: 'Night desk', email: account.user.email });
  });

  it('changes only the article field sent', async () => {
    const article = await createArticle(admin, { excerpt: 'Kept excerpt', tags: ['harbour'], featured: true });
    const res = await api('PUT', `/articles/${article._id}`, { token: admin, body: { title: `${article.title} (updated)` } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ title: `${article.title} (updated)`, excerpt: 'Kept excerpt', tags: ['harbour'], featured: true, status: 'published' });
  });
});
