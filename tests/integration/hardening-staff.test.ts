import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/stack.js';
import { PNG_DATA_URL, api, cms, cmsUrl, createArticle, createCategory, listArticles, loginAdmin, signUpAs, unique, type Account, type ApiResponse } from '../support/api.js';

/**
 * What staff and accounts may do to each other, through the site and directly on Strapi: an admin cannot block
 * themself; a reporter sees their own scheduled articles but not another's, and only their own uploads; a blocked
 * account's right password is answered as a wrong one, and Strapi does not name itself; names refuse
 * text-direction control characters and a category icon must be on this site or `https:`.
 */
const later = () => new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();

function expectRefused(res: ApiResponse, status: number, message?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.success).toBe(false);
  if (message) expect(res.body.message).toBe(message);
}

async function strapiJwt(email: string, password: string): Promise<string> {
  const res = await cms('POST', '/auth/local', { body: { identifier: email, password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.jwt as string;
}

describe('an admin cannot block their own account', () => {
  it('through the site or on Strapi: 403 with the reason, and they stay signed in; another admin can', async () => {
    const self = await signUpAs('admin');
    const res = await api('PUT', `/users/${self.user._id}`, { token: self.token, body: { blocked: true } });
    expectRefused(res, 403, 'You cannot block your own account');
    const jwt = await strapiJwt(self.user.email, self.password);
    for (const blocked of [true, 'true', 1]) {
      const direct = await cms('PUT', `/users/${self.user._id}`, { token: jwt, body: { blocked } });
      expect(direct.status, JSON.stringify(direct.body)).toBe(403);
      expect(direct.body.error.message).toBe('You cannot block your own account');
    }
    expect((await api('GET', '/auth/me', { token: self.token })).status).toBe(200);
    // Leaving it unblocked, or editing their details, is theirs to do.
    expect((await api('PUT', `/users/${self.user._id}`, { token: self.token, body: { blocked: false, bio: 'Still here' } })).status).toBe(200);
    const other = await api('PUT', `/users/${self.user._id}`, { token: await loginAdmin(), body: { blocked: true } });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect((await api('GET', '/auth/me', { token: self.token })).status).toBe(401);
  });
});

describe("a reporter does not see another's scheduled article", () => {
  let reporter: Account;
  let colleague: Account;
  let editor: Account;
  let categoryId: string;

  beforeAll(async () => {
    [reporter, colleague, editor] = await Promise.all([signUpAs('reporter'), signUpAs('reporter'), signUpAs('editor')]);
    categoryId = (await createCategory())._id;
  });

  /** An article of `author`'s, approved by the editor for publication a week from now. */
  async function scheduledOf(author: Account) {
    const article = await createArticle(author.token, { status: 'review', category: categoryId });
    const res = await api('PUT', `/articles/${article._id}`, { token: editor.token, body: { status: 'published', publishDate: later() } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return article;
  }

  it("by id or slug, in the lists and on Strapi, another's is a 404; their own and the editors' view keep it", async () => {
    const theirs = await scheduledOf(colleague);
    const own = await scheduledOf(reporter);
    const byEditor = await createArticle(editor.token, { status: 'published', publishDate: later(), category: categoryId });
    const jwt = await strapiJwt(reporter.user.email, reporter.password);
    for (const hidden of [theirs, byEditor]) {
      for (const key of [hidden._id, hidden.slug]) {
        expectRefused(await api('GET', `/articles/${key}`, { token: reporter.token }), 404, 'Article not found');
        expectRefused(await api('GET', `/articles/${key}/comments`, { token: reporter.token }), 404);
        expect((await cms('GET', `/articles/${key}`, { token: jwt })).status).toBe(404);
      }
      expect((await api('GET', `/articles/${hidden._id}`, { token: editor.token })).status).toBe(200);
    }
    for (const status of ['all', 'published']) {
      const ids = (await listArticles({ status, category: categoryId, limit: 100 }, reporter.token)).articles.map((a) => a._id);
      expect(ids, status).toContain(own._id);
      expect(ids, status).not.toContain(theirs._id);
      expect(ids, status).not.toContain(byEditor._id);
    }
    const direct = await cms('GET', `/articles?editorialStatus=all&pagination[pageSize]=100&filters[category][documentId][$eq]=${categoryId}`, { token: jwt });
    expect(direct.status, JSON.stringify(direct.body)).toBe(200);
    expect(JSON.stringify(direct.body)).not.toContain(theirs.slug);
    expect((await api('GET', `/articles/${own.slug}`, { token: reporter.token })).status).toBe(200);
    // The colleague's own view is unchanged.
    expect((await api('GET', `/articles/${theirs.slug}`, { token: colleague.token })).status).toBe(200);
  });
});

describe("a reporter's uploads on Strapi's port are their own", () => {
  it('the listing holds only their files, another file is a 404; editors see both; their own images still save', async () => {
    const [reporter, colleague, editor] = await Promise.all([signUpAs('reporter'), signUpAs('reporter'), signUpAs('editor')]);
    const mine = await createArticle(reporter.token, { status: 'draft', featuredImage: PNG_DATA_URL });
    const theirs = await createArticle(colleague.token, { status: 'draft', featuredImage: PNG_DATA_URL });
    const imageOf = async (account: Account, id: string) => (await api('GET', `/articles/${id}`, { token: account.token })).body.data.featuredImage as string;
    const [myImage, theirImage] = [await imageOf(reporter, mine._id), await imageOf(colleague, theirs._id)];
    const path = (url: string) => new URL(url, cmsUrl()).pathname;

    const jwt = await strapiJwt(reporter.user.email, reporter.password);
    const listing = await cms('GET', '/upload/files', { token: jwt });
    expect(listing.status, JSON.stringify(listing.body)).toBe(200);
    const urls = (listing.body as Array<{ id: number; url: string }>).map((file) => file.url);
    expect(urls).toContain(path(myImage));
    expect(urls).not.toContain(path(theirImage));
    // Filters cannot widen it.
    const widened = await cms('GET', `/upload/files?filters[url][$eq]=${encodeURIComponent(path(theirImage))}`, { token: jwt });
    expect(widened.body).toEqual([]);

    const editorJwt = await strapiJwt(editor.user.email, editor.password);
    const byUrl = async (url: string) => {
      const found = await cms('GET', `/upload/files?filters[url][$eq]=${encodeURIComponent(path(url))}`, { token: editorJwt });
      expect(found.body, url).toHaveLength(1);
      return (found.body as Array<{ id: number }>)[0]!;
    };
    const [theirFile, myFile] = [await byUrl(theirImage), await byUrl(myImage)];
    expect((await cms('GET', `/upload/files/${theirFile.id}`, { token: jwt })).status).toBe(404);
    expect((await cms('GET', `/upload/files/${myFile.id}`, { token: jwt })).status).toBe(200);
    expect((await cms('GET', `/upload/files/${theirFile.id}`, { token: editorJwt })).status).toBe(200);

    // Their own stored image, sent again by its address, is still theirs to use.
    const again = await api('POST', '/articles', {
      token: reporter.token,
      body: { title: unique('Reused'), content: '<p>Text.</p>', category: (await createCategory())._id, status: 'draft', featuredImage: myImage },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const borrowed = await api('POST', '/articles', {
      token: reporter.token,
      body: { title: unique('Borrowed'), content: '<p>Text.</p>', category: (await createCategory())._id, status: 'draft', featuredImage: theirImage },
    });
    expectRefused(borrowed, 400, 'Images must be uploaded image files');
  });
});

describe("Strapi's port tells nothing a wrong password would not", () => {
  it('a blocked account with its right password gets the wrong password\'s answer, on Strapi and on the site', async () => {
    const account = await signUpAs('user');
    const wrong = await cms('POST', '/auth/local', { body: { identifier: account.user.email, password: 'Not-the-password-1' } });
    const adminJwt = await strapiJwt(ADMIN.email, ADMIN.password);
    expect((await cms('PUT', `/users/${account.user._id}`, { token: adminJwt, body: { blocked: true } })).status).toBe(200);
    const right = await cms('POST', '/auth/local', { body: { identifier: account.user.email, password: account.password } });
    expect(right.status).toBe(wrong.status);
    expect(right.body).toEqual(wrong.body);
    expect(JSON.stringify(right.body)).not.toMatch(/blocked/i);
    const site = await api('POST', '/auth/login', { body: { email: account.user.email, password: account.password } });
    expectRefused(site, 401, 'Invalid email or password');
  });

  it('answers without X-Powered-By', async () => {
    for (const path of ['/api/categories', '/api/no-such-route', '/_health']) {
      const res = await fetch(`${cmsUrl()}${path}`);
      expect(res.headers.get('x-powered-by'), path).toBeNull();
    }
  });
});

describe('names and category icons', () => {
  const CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

  it('a sign-up, an admin\'s user form and a category refuse a name with a text-direction control character', async () => {
    const admin = await loginAdmin();
    const target = await signUpAs('user');
    for (const control of CONTROLS) {
      const email = `${unique('bidi')}@example.test`.toLowerCase();
      const signUp = await api('POST', '/auth/register', {
        body: { firstName: `${control}nimda`, lastName: 'Reader', email, password: 'Passw0rd-x', confirmPassword: 'Passw0rd-x', terms: true },
      });
      expectRefused(signUp, 400);
      expect(signUp.body.errors).toContainEqual({ field: 'firstName', message: 'First name cannot contain text-direction control characters' });
      const edit = await api('PUT', `/users/${target.user._id}`, { token: admin, body: { lastName: `Re${control}ader` } });
      expectRefused(edit, 400);
      expect(edit.body.errors).toContainEqual({ field: 'lastName', message: 'Last name cannot contain text-direction control characters' });
      const category = await api('POST', '/categories', { token: admin, body: { name: `${unique('World')}${control}` } });
      expectRefused(category, 400);
      expect(category.body.errors).toContainEqual({ field: 'name', message: 'Name cannot contain text-direction control characters' });
    }
    // Right-to-left names are names.
    expect((await api('POST', '/categories', { token: admin, body: { name: `أخبار ${unique('x')}` } })).status).toBe(201);
  });

  it('a category icon is text, an address on this site, or https:', async () => {
    const admin = await loginAdmin();
    const message = 'Icon must be text (such as an emoji), an address on this site starting with /, or an https: address';
    for (const icon of ['//evil.example/x.png', '/\\evil.example/x.png', 'http://cdn.example/x.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA']) {
      const res = await api('POST', '/categories', { token: admin, body: { name: unique('Icons'), icon } });
      expectRefused(res, 400);
      expect(res.body.errors, icon).toContainEqual({ field: 'icon', message });
    }
    for (const icon of ['🌍', '/uploads/world.png', 'https://cdn.example/world.png']) {
      const res = await api('POST', '/categories', { token: admin, body: { name: unique('Icons'), icon } });
      expect(res.status, `${icon}: ${JSON.stringify(res.body)}`).toBe(201);
      expect(res.body.data.icon).toBe(icon);
    }
  });
});
