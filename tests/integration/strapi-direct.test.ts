import { beforeAll, describe, expect, it } from 'vitest';
import { api, cms, createArticle, createCategory, loginAdmin, PNG_DATA_URL, signUpAs, unique, type Account } from '../support/api.js';
import { ADMIN } from '../support/stack.js';

/**
 * The rules hold when Strapi's own REST API is called directly, bypassing the adapters
 * (docs/decisions/0001: every permission and editorial rule lives inside Strapi).
 */



/** A users-permissions JWT from Strapi's own sign-in route. */
async function strapiJwt(email: string, password: string): Promise<string> {
  const res = await cms('POST', '/auth/local', { body: { identifier: email, password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.jwt as string;
}

const jwtOf = (account: Account) => strapiJwt(account.user.email, account.password);

const stored = async (id: string) => (await api('GET', `/articles/${id}`, { token: await loginAdmin() })).body.data;

function allKeys(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => allKeys(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.push(k);
      allKeys(v, into);
    }
  }
  return into;
}

let editor: Account;
let reporterAccount: Account;
let readerAccount: Account;
let reporter: string;
let reader: string;
let adminJwt: string;
let categoryId: string;

beforeAll(async () => {
  [editor, reporterAccount, readerAccount] = await Promise.all([signUpAs('editor'), signUpAs('reporter'), signUpAs('user')]);
  [reporter, reader, adminJwt] = await Promise.all([jwtOf(reporterAccount), jwtOf(readerAccount), strapiJwt(ADMIN.email, ADMIN.password)]);
  categoryId = (await createCategory())._id;
});

describe('articles through Strapi', () => {
  it('refuses a reporter publishing or archiving their own draft', async () => {
    const draft = await createArticle(reporterAccount.token, { status: 'draft', category: categoryId });
    for (const editorialStatus of ['published', 'archived']) {
      const res = await cms('PUT', `/articles/${draft._id}`, { token: reporter, body: { data: { editorialStatus } } });
      expect(res.status, JSON.stringify(res.body)).toBe(403);
    }
    // Moving it to review is their right.
    const review = await cms('PUT', `/articles/${draft._id}`, { token: reporter, body: { data: { editorialStatus: 'review' } } });
    expect(review.status, JSON.stringify(review.body)).toBe(200);
    expect((await stored(draft._id)).status).toBe('review');
  });

  it('refuses a reporter creating a published article, and lets them create a draft in their own name', async () => {
    const title = unique('Direct');
    const published = await cms('POST', '/articles', {
      token: reporter,
      body: { data: { title, content: '<p>x</p>', category: categoryId, editorialStatus: 'published' } },
    });
    expect(published.status).toBe(403);
    expect((await api('GET', `/articles?status=all&q=${title}`, { token: await loginAdmin() })).body.data.total).toBe(0);

    const draft = await cms('POST', '/articles', {
      token: reporter,
      body: { data: { title, content: '<p>x<script>alert(1)</script></p>', category: categoryId, author: editor.user._id, views: 500 } },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const article = await stored(draft.body.data.documentId);
    expect(article).toMatchObject({ status: 'draft', views: 0, author: { _id: reporterAccount.user._id }, content: '<p>x</p>' });
  });

  it('requires an existing category, on create and on edit', async () => {
    for (const category of [undefined, null, '', 'no-such-category', { connect: [{ documentId: categoryId }] }]) {
      const res = await cms('POST', '/articles', { token: reporter, body: { data: { title: unique('Homeless'), content: '<p>x</p>', category } } });
      expect(res.status, JSON.stringify(category)).toBe(400);
      expect(res.body.error.details.errors[0].path).toEqual(['category']);
    }
    const draft = await createArticle(reporterAccount.token, { status: 'draft', category: categoryId });
    for (const category of [null, '', 'no-such-category']) {
      expect((await cms('PUT', `/articles/${draft._id}`, { token: reporter, body: { data: { category } } })).status).toBe(400);
    }
    expect((await stored(draft._id)).category._id).toBe(categoryId);
  });

  it("refuses a reporter editing a colleague's article or their own published one, and deleting a published one", async () => {
    const colleague = await createArticle(editor.token, { status: 'draft', category: categoryId });
    // A colleague's draft is one the reporter may not even open: 404, as on GET.
    const res = await cms('PUT', `/articles/${colleague._id}`, { token: reporter, body: { data: { title: 'Hijacked' } } });
    expect(res.status).toBe(404);
    expect((await cms('DELETE', `/articles/${colleague._id}`, { token: reporter })).status).toBe(404);
    expect((await stored(colleague._id)).title).toBe(colleague.title);

    const own = await createArticle(reporterAccount.token, { status: 'review', category: categoryId });
    expect((await api('PUT', `/articles/${own._id}`, { token: editor.token, body: { status: 'published' } })).status).toBe(200);
    for (const data of [{ title: 'Rewritten' }, { editorialStatus: 'draft' }, { content: '<p>changed</p>' }]) {
      expect((await cms('PUT', `/articles/${own._id}`, { token: reporter, body: { data } })).status).toBe(403);
    }
    expect((await cms('DELETE', `/articles/${own._id}`, { token: reporter })).status).toBe(403);
    expect(await stored(own._id)).toMatchObject({ title: own.title, status: 'published' });
  });

  it('refuses a reader (403) and an anonymous caller (401 or 403) every article write', async () => {
    const article = await createArticle(editor.token, { category: categoryId });
    for (const token of [reader, null]) {
      const writes = [
        await cms('POST', '/articles', { token, body: { data: { title: unique('x'), content: '<p>x</p>', category: categoryId } } }),
        await cms('PUT', `/articles/${article._id}`, { token, body: { data: { title: 'Defaced' } } }),
        await cms('DELETE', `/articles/${article._id}`, { token }),
      ];
      for (const res of writes) expect(token ? [403] : [401, 403]).toContain(res.status);
    }
    expect((await stored(article._id)).title).toBe(article.title);
  });

  it('never shows drafts to anonymous readers or users, whatever the filters', async () => {
    const secret = `hush${unique('w').slice(2)}`;
    const draft = await createArticle(editor.token, { status: 'draft', category: categoryId, title: `Draft ${secret}` });
    const queries = [
      `filters[editorialStatus][$eq]=draft`,
      `filters[documentId][$eq]=${draft._id}`,
      `filters[$or][0][editorialStatus][$eq]=draft&filters[$or][1][slug][$eq]=${draft.slug}`,
      `filters[title][$contains]=${secret}`,
      `search=${secret}`,
      `status=draft`,
      `publicationState=preview`,
      `pagination[pageSize]=100&sort=createdAt:desc`,
    ];
    for (const token of [null, reader]) {
      for (const query of queries) {
        const res = await cms('GET', `/articles?${query}`, { token });
        expect([200, 400], query).toContain(res.status);
        expect(JSON.stringify(res.body), query).not.toContain(draft._id);
      }
      for (const editorialStatus of ['draft', 'all']) {
        expect([401, 403]).toContain((await cms('GET', `/articles?editorialStatus=${editorialStatus}`, { token })).status);
      }
      for (const ref of [draft._id, draft.slug]) expect((await cms('GET', `/articles/${ref}`, { token })).status).toBe(404);
      expect((await cms('GET', `/articles/${draft._id}/comments`, { token })).status).toBe(404);
    }
  });

  it('exposes no private fields, even when asked to populate or select them', async () => {
    const article = await createArticle(editor.token, { category: categoryId, tags: ['Private'], content: '<p>Body</p>' });
    const queries = ['', 'populate=*', 'populate[author][populate]=*', 'fields[0]=bodyText&fields[1]=tagIndex', 'populate[author][fields][0]=email&populate[author][fields][1]=password'];
    for (const token of [null, reader, reporter]) {
      for (const query of queries) {
        for (const path of [`/articles?filters[documentId][$eq]=${article._id}&${query}`, `/articles/${article._id}?${query}`]) {
          const res = await cms('GET', path, { token });
          if (res.status !== 200) {
            expect(res.status, path).toBe(400);
            continue;
          }
          const keys = allKeys(res.body);
          for (const key of ['bodyText', 'tagIndex', 'password', 'email', 'resetPasswordToken', 'confirmationToken', 'provider', 'username']) {
            expect(keys, `${key} in ${path}`).not.toContain(key);
          }
          expect(JSON.stringify(res.body)).not.toContain(editor.user.email);
        }
      }
    }
  });

  it('gives no way to learn private fields through filters', async () => {
    const article = await createArticle(editor.token, { category: categoryId, tags: ['oracle'] });
    const probe = async (filter: string) => {
      const res = await cms('GET', `/articles?filters[documentId][$eq]=${article._id}&${filter}`, { token: reader });
      return res.status === 200 ? `200:${res.body.data.length}` : String(res.status);
    };
    // A true and a false guess must look the same.
    const pairs: Array<[string, string]> = [
      ['filters[author][password][$startsWith]=$2', 'filters[author][password][$startsWith]=zz'],
      [`filters[author][email][$eq]=${editor.user.email}`, 'filters[author][email][$eq]=nobody@example.test'],
      ['filters[bodyText][$notNull]=true', 'filters[bodyText][$null]=true'],
      ['filters[tagIndex][$contains]=oracle', 'filters[tagIndex][$contains]=zzzz'],
    ];
    for (const [yes, no] of pairs) expect(await probe(yes), yes).toBe(await probe(no));
  });
});

describe('other content through Strapi', () => {
  it('refuses a reporter and a reader creating, editing or deleting categories', async () => {
    const category = await createCategory();
    for (const token of [reporter, reader]) {
      expect((await cms('POST', '/categories', { token, body: { data: { name: unique('Direct') } } })).status).toBe(403);
      expect((await cms('PUT', `/categories/${category._id}`, { token, body: { data: { name: 'Renamed' } } })).status).toBe(403);
      expect((await cms('DELETE', `/categories/${category._id}`, { token })).status).toBe(403);
    }
    expect((await api('GET', `/categories/${category._id}`)).body.data.name).toBe(category.name);
  });

  it('does not list subscribers, likes, comments, revoked tokens, or (to readers) the media library', async () => {
    for (const token of [null, reader, reporter]) {
      // Staff may browse the media library (images are public by URL anyway); readers may not.
      const paths = ['/newsletter-subscribers', '/likes', '/comments', '/revoked-tokens', ...(token === reporter ? [] : ['/upload/files'])];
      for (const path of paths) {
        const res = await cms('GET', path, { token });
        expect([401, 403, 404, 405], `${path} ${token ? 'signed in' : 'anonymous'}`).toContain(res.status);
      }
    }
  });

  it("refuses a reporter replacing or renaming an image that is not theirs (a published article's)", async () => {
    const created = await api('POST', '/articles', {
      token: editor.token,
      body: { title: unique('Pictured'), content: '<p>x</p>', category: categoryId, status: 'published', featuredImage: PNG_DATA_URL },
    });
    expect(created.status).toBe(201);
    const url = created.body.data.featuredImage as string;
    const files = await cms('GET', `/upload/files?filters[url][$eq]=${encodeURIComponent(url)}`, { token: adminJwt });
    const fileId = files.body[0].id as number;

    const form = new FormData();
    form.append('files', new Blob([Buffer.from(PNG_DATA_URL.split(',')[1]!, 'base64')], { type: 'image/png' }), 'swap.png');
    form.append('fileInfo', JSON.stringify({ alternativeText: 'swapped' }));
    const replaced = await cms('POST', `/upload?id=${fileId}`, { token: reporter, form });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(403);

    const info = new FormData();
    info.append('fileInfo', JSON.stringify({ alternativeText: 'renamed', name: 'renamed.png' }));
    const renamed = await cms('POST', `/upload?id=${fileId}`, { token: reporter, form: info });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(403);

    const after = await cms('GET', `/upload/files/${fileId}`, { token: adminJwt });
    expect(after.body).toMatchObject({ url, alternativeText: null });
    expect(after.body.name).not.toBe('renamed.png');
    expect((await cms('DELETE', `/upload/files/${fileId}`, { token: reporter })).status).toBe(403);

    // An editor may.
    const byEditor = new FormData();
    byEditor.append('fileInfo', JSON.stringify({ alternativeText: 'described by the desk' }));
    const described = await cms('POST', `/upload?id=${fileId}`, { token: await jwtOf(editor), form: byEditor });
    expect(described.status, JSON.stringify(described.body)).toBe(200);
    expect((await cms('GET', `/upload/files/${fileId}`, { token: adminJwt })).body.alternativeText).toBe('described by the desk');
  });
});

describe('users through Strapi', () => {
  it('refuses a user, a reporter and an editor the user list, single users and the roles', async () => {
    const editorJwt = await jwtOf(editor);
    for (const token of [reader, reporter, editorJwt]) {
      for (const path of ['/users', `/users/${readerAccount.user._id}`, '/users/count', '/users-permissions/roles']) {
        const res = await cms('GET', path, { token });
        expect(res.status, path).toBe(403);
        expect(JSON.stringify(res.body)).not.toContain(readerAccount.user.email);
      }
    }
    for (const path of ['/users', `/users/${readerAccount.user._id}`]) expect([401, 403]).toContain((await cms('GET', path)).status);
  });

  it('refuses a user changing their own role or anyone else’s', async () => {
    const roles = (await cms('GET', '/users-permissions/roles', { token: adminJwt })).body.roles as Array<{ id: number; type: string }>;
    const adminRole = roles.find((r) => r.type === 'admin')!.id;
    for (const body of [{ role: adminRole }, { role: { connect: [{ id: adminRole }] } }, { blocked: true }]) {
      expect((await cms('PUT', `/users/${readerAccount.user._id}`, { token: reader, body })).status).toBe(403);
      expect((await cms('PUT', `/users/${editor.user._id}`, { token: reporter, body })).status).toBe(403);
    }
    expect((await cms('DELETE', `/users/${editor.user._id}`, { token: reader })).status).toBe(403);
    expect((await api('GET', '/auth/me', { token: readerAccount.token })).body.data.role).toBe('user');
  });

  it('refuses an admin demoting or deleting themself, however the role is written', async () => {
    const self = await signUpAs('admin');
    const token = await jwtOf(self);
    const roles = (await cms('GET', '/users-permissions/roles', { token })).body.roles as Array<{ id: number; type: string }>;
    const editorRole = roles.find((r) => r.type === 'editor')!.id;
    for (const role of [editorRole, String(editorRole), { connect: [{ id: editorRole }] }, { set: [editorRole] }]) {
      const res = await cms('PUT', `/users/${self.user._id}`, { token, body: { role } });
      expect(res.status, JSON.stringify(role)).toBe(403);
    }
    expect((await cms('DELETE', `/users/${self.user._id}`, { token })).status).toBe(403);
    expect((await api('GET', '/auth/me', { token: self.token })).body.data.role).toBe('admin');
  });

  it('registers through Strapi with the reader role only, whatever fields are sent', async () => {
    const roles = (await cms('GET', '/users-permissions/roles', { token: adminJwt })).body.roles as Array<{ id: number; type: string }>;
    const adminRole = roles.find((r) => r.type === 'admin')!.id;
    for (const extra of [{ role: adminRole }, { role: { connect: [{ id: adminRole }] } }, { confirmed: true, blocked: false, provider: 'google' }, { bio: 'I run this place' }]) {
      const email = `${unique('direct')}@example.test`.toLowerCase();
      const res = await cms('POST', '/auth/local/register', { body: { username: email, email, password: 'Secret123', ...extra } });
      expect([200, 400], JSON.stringify(res.body)).toContain(res.status);
      if (res.status === 400) {
        // Refused outright: the address is still free and signs in nowhere.
        expect((await api('POST', '/auth/login', { body: { email, password: 'Secret123' } })).status).toBe(401);
        continue;
      }
      expect(allKeys(res.body)).not.toContain('password');
      const me = await api('GET', '/auth/me', { token: res.body.jwt });
      expect(me.body.data.role).toBe('user');
      expect(me.body.data.bio).toBe('');
      expect((await cms('GET', '/users', { token: res.body.jwt })).status).toBe(403);
    }
  });

  it('answers Strapi sign-in with a user that carries no secrets', async () => {
    const res = await cms('POST', '/auth/local', { body: { identifier: readerAccount.user.email, password: readerAccount.password } });
    expect(res.status).toBe(200);
    const keys = allKeys(res.body);
    for (const key of ['password', 'resetPasswordToken', 'confirmationToken']) expect(keys).not.toContain(key);
  });
});
