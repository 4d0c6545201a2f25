import { beforeAll, describe, expect, it } from 'vitest';
import { PNG_DATA_URL, api, createCategory, loginAdmin, signUpAs, siteUrl, unique, type Account } from '../support/api.js';
import { bmpClaiming, imageDataUrl } from '../support/images.js';
import { photo } from '../support/photo.js';

/**
 * One's own public profile (docs/product.md#author-pages): `PUT /api/auth/me` lets a member of staff change their
 * biography, X handle and photo — and nothing else of their account. The author page, the bylines and the article
 * page's `twitter:creator` show the change at once (the write purges what it made stale); the audit log records it.
 */
const TOO_MANY_PIXELS = 'Images must be 40 megapixels or smaller (width × height)';
const X_HANDLE_INVALID = 'X handle must be 1 to 15 letters, digits or underscores, with or without @';
const AVATAR_INVALID = 'Photo must be an uploaded image file, or null to remove it';
const NOT_AN_IMAGE = 'Images must be PNG, GIF, JPEG, BMP, ICO or WebP files';

let admin: string;
let reporter: Account;
let slug: string;
let story: { slug: string };

const putMe = (token: string | null, body: unknown) => api('PUT', '/auth/me', { token, body });
const page = async (path: string) => (await fetch(`${siteUrl()}${path}`, { headers: { accept: 'text/html' } })).text();
const meta = (html: string, key: string) =>
  [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)].filter((m) => m[1] === key).map((m) => m[2]!);

beforeAll(async () => {
  admin = await loginAdmin();
  const category = (await createCategory())._id;
  reporter = await signUpAs('reporter', { firstName: 'Noor', lastName: unique('Haddad') });
  const own = await api('POST', '/articles', { token: reporter.token, body: { title: unique('Quay'), content: '<p>The quay reopens.</p>', category, status: 'review' } });
  expect(own.status).toBe(201);
  const published = await api('PUT', `/articles/${own.body.data._id}`, { token: admin, body: { status: 'published' } });
  expect(published.status).toBe(200);
  story = published.body.data;
  slug = published.body.data.author.slug;
});

describe('PUT /api/auth/me', () => {
  it('sets a reporter’s biography, X handle and photo; the author page and the article page show them', async () => {
    // Read once before, so that the answers are in the read cache and the write has to purge them.
    expect((await api('GET', `/authors/${slug}`)).body.data).toMatchObject({ bio: '', xHandle: null, avatar: null });
    expect(meta(await page(`/article/${story.slug}`), 'twitter:creator')).toEqual([]);

    const res = await putMe(reporter.token, { bio: '  Covers the port and the ferries.  ', xHandle: '@noor_h', avatar: imageDataUrl(await photo(400, 400), 'image/jpeg') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = res.body.data;
    expect(saved).toMatchObject({ _id: reporter.user._id, role: 'reporter', email: reporter.user.email, bio: 'Covers the port and the ferries.', xHandle: 'noor_h', slug });
    expect(saved.avatar).toMatch(/^\/uploads\/.+\.jpe?g$/);
    expect((await fetch(`${siteUrl()}${saved.avatar}`)).status).toBe(200);

    expect((await api('GET', '/auth/me', { token: reporter.token })).body.data).toMatchObject({ bio: saved.bio, xHandle: 'noor_h', avatar: saved.avatar, slug });
    const author = await api('GET', `/authors/${slug}`);
    expect(author.body.data).toMatchObject({ slug, bio: 'Covers the port and the ferries.', xHandle: 'noor_h', avatar: saved.avatar });
    const article = await page(`/article/${story.slug}`);
    expect(meta(article, 'twitter:creator')).toEqual(['@noor_h']);
    expect(article).toContain('Covers the port and the ferries.');
    expect(await page(`/author/${slug}`)).toContain('Covers the port and the ferries.');
  });

  it('keeps what is not sent, keeps the stored photo when its address is sent back, and clears the handle when empty', async () => {
    const before = (await api('GET', '/auth/me', { token: reporter.token })).body.data;
    const onlyBio = await putMe(reporter.token, { bio: 'Only the biography changes.' });
    expect(onlyBio.body.data).toMatchObject({ bio: 'Only the biography changes.', xHandle: before.xHandle, avatar: before.avatar });
    const same = await putMe(reporter.token, { bio: 'Back again.', xHandle: 'noor_h', avatar: before.avatar });
    expect(same.status).toBe(200);
    expect(same.body.data.avatar).toBe(before.avatar);
    const cleared = await putMe(reporter.token, { xHandle: '' });
    expect(cleared.body.data.xHandle).toBeNull();
    expect((await api('GET', `/authors/${slug}`)).body.data.xHandle).toBeNull();
    expect(meta(await page(`/article/${story.slug}`), 'twitter:creator')).toEqual([]);
    expect((await putMe(reporter.token, { xHandle: 'Noor_H' })).body.data.xHandle).toBe('Noor_H');
  });

  it('refuses a bad handle, a long biography and a photo that is not an image, naming the field; nothing is stored', async () => {
    const before = (await api('GET', '/auth/me', { token: reporter.token })).body.data;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ xHandle: 'a-handle' }, 'xHandle', X_HANDLE_INVALID],
      [{ xHandle: '@' + 'x'.repeat(16) }, 'xHandle', X_HANDLE_INVALID],
      [{ xHandle: 42 }, 'xHandle', X_HANDLE_INVALID],
      [{ bio: 'b'.repeat(2001) }, 'bio', 'Bio must be at most 2,000 characters'],
      [{ avatar: 'data:text/html;base64,PHNjcmlwdD4=' }, 'avatar', NOT_AN_IMAGE],
      [{ avatar: 'data:image/png;base64,' + Buffer.from('not a picture at all').toString('base64') }, 'avatar', NOT_AN_IMAGE],
      [{ avatar: imageDataUrl(bmpClaiming(10_000, 10_000)) }, 'avatar', TOO_MANY_PIXELS],
      [{ avatar: 'https://elsewhere.example/me.png' }, 'avatar', AVATAR_INVALID],
      [{ avatar: 12 }, 'avatar', AVATAR_INVALID],
    ];
    for (const [body, field, message] of cases) {
      const res = await putMe(reporter.token, { bio: 'Should not be stored', ...body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
      expect(res.body.errors).toContainEqual({ field, message });
    }
    expect((await api('GET', '/auth/me', { token: reporter.token })).body.data).toMatchObject({ bio: before.bio, xHandle: before.xHandle, avatar: before.avatar });
  });

  it('refuses a photo over 10 MB as the article editor does (413, naming the field)', async () => {
    const huge = `data:image/png;base64,${'A'.repeat(Math.ceil(((10 * 1024 * 1024 + 1) * 4) / 3) + 4)}`;
    const res = await putMe(reporter.token, { avatar: huge });
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual([{ field: 'avatar', message: expect.stringContaining('10 MB') }]);
  });

  it('changes only the caller’s own profile: role, e-mail, names and password in the body are ignored', async () => {
    const res = await putMe(reporter.token, {
      bio: 'Still a reporter.',
      role: 'admin',
      email: 'taken-over@example.test',
      firstName: 'Someone',
      lastName: 'Else',
      password: 'N3w-password!',
      id: 1,
      _id: '1',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: reporter.user._id, role: 'reporter', email: reporter.user.email, firstName: 'Noor', bio: 'Still a reporter.' });
    const me = (await api('GET', '/auth/me', { token: reporter.token })).body.data;
    expect(me).toMatchObject({ role: 'reporter', email: reporter.user.email, firstName: 'Noor' });
    // The password is unchanged: the old one still signs in.
    expect((await api('POST', '/auth/login', { body: { email: reporter.user.email, password: reporter.password } })).status).toBe(200);
    const adminMe = (await api('GET', '/auth/me', { token: admin })).body.data;
    expect(adminMe.bio).not.toBe('Still a reporter.');
  });

  it('removes the photo with null', async () => {
    const set = await putMe(reporter.token, { avatar: PNG_DATA_URL });
    expect(set.body.data.avatar).toMatch(/^\/uploads\//);
    const removed = await putMe(reporter.token, { avatar: null });
    expect(removed.status).toBe(200);
    expect(removed.body.data.avatar).toBeNull();
    expect((await api('GET', `/authors/${slug}`)).body.data.avatar).toBeNull();
  });

  it('is open to every staff role, refused to a reader (403) and to the signed-out (401)', async () => {
    const editor = await signUpAs('editor');
    expect((await putMe(editor.token, { xHandle: 'desk_editor' })).body.data).toMatchObject({ role: 'editor', xHandle: 'desk_editor' });
    const reader = await signUpAs('user');
    const refused = await putMe(reader.token, { bio: 'A reader', xHandle: 'reader' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, message: 'Only newsroom staff have a public profile' });
    // Judged before the body: a bad body is still a 403 for a reader.
    expect((await putMe(reader.token, { xHandle: '!!' })).status).toBe(403);
    expect((await api('GET', '/auth/me', { token: reader.token })).body.data.bio).toBe('');
    expect((await putMe(null, { bio: 'Nobody' })).status).toBe(401);
    expect((await putMe('not-a-token', { bio: 'Nobody' })).status).toBe(401);
  });

  it('is recorded in the audit log as the staff member’s own user.update', async () => {
    const res = await putMe(reporter.token, { bio: unique('Audited') });
    expect(res.status).toBe(200);
    let entries: Array<{ action: string; actor: { _id: string | null } }> = [];
    for (let attempt = 0; attempt < 50 && !entries.some((e) => e.action === 'user.update'); attempt += 1) {
      entries = (await api('GET', `/audit?entity=user:${reporter.user._id}&limit=100`, { token: admin })).body.data.entries;
      if (!entries.some((e) => e.action === 'user.update')) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(entries.find((e) => e.action === 'user.update')?.actor._id).toBe(reporter.user._id);
  });
});
