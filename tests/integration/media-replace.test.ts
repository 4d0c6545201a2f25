import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, cms, cmsUrl, createCategory, signUpAs, siteUrl, unique, type Account } from '../support/api.js';
import { imageDataUrl } from '../support/images.js';
import { photoWithRedLeft } from '../support/photo.js';
import { ADMIN } from '../support/stack.js';

/**
 * A file changed in Strapi's media library, where super-admins replace and delete files: the public answers that show
 * it are purged at once (an article's image is read from the file), and a replaced image keeps its focal point, its
 * social preview cut around it again (docs/decisions/0036-image-renditions.md).
 */
let editor: Account;
let adminJwt = '';
let panelToken = '';
let categoryId = '';

/** A call to the admin panel's own API (the media library), as the super-admin. */
const panel = (method: string, path: string, body?: FormData) =>
  fetch(`${cmsUrl()}${path}`, { method, headers: { authorization: `Bearer ${panelToken}` }, body });

beforeAll(async () => {
  editor = await signUpAs('editor');
  categoryId = (await createCategory())._id;
  const signIn = await cms('POST', '/auth/local', { body: { identifier: ADMIN.email, password: ADMIN.password } });
  expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
  adminJwt = signIn.body.jwt as string;
  const login = await fetch(`${cmsUrl()}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  expect(login.status).toBe(200);
  panelToken = ((await login.json()) as { data: { token: string } }).data.token;
});

/** A published article with the red-left photo, its focal point on the red; read once so that its answer is cached. */
async function pictured() {
  const created = await api('POST', '/articles', {
    token: editor.token,
    body: { title: unique('Replaced'), content: '<p>x</p>', category: categoryId, status: 'published', featuredImage: imageDataUrl(await photoWithRedLeft(), 'image/jpeg') },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data._id as string;
  const focused = await api('PUT', `/articles/${id}`, { token: editor.token, body: { featuredImageFocus: { x: 0.05, y: 0.5 } } });
  expect(focused.status, JSON.stringify(focused.body)).toBe(200);
  const read = await api('GET', `/articles/${id}`);
  expect((await api('GET', `/articles/${id}`)).body.data.featuredImageMeta).toEqual(read.body.data.featuredImageMeta);
  const url = read.body.data.featuredImage as string;
  const files = await cms('GET', `/upload/files?filters[url][$eq]=${encodeURIComponent(url)}`, { token: adminJwt });
  return { id, slug: created.body.data.slug as string, meta: read.body.data.featuredImageMeta, fileId: files.body[0].id as number };
}

/** Whether the left edge of a stored image is red, and its size. */
async function redAtLeft(url: string) {
  const image = sharp(Buffer.from(await (await fetch(url.startsWith('/') ? `${siteUrl()}${url}` : url)).arrayBuffer()));
  const { width, height } = await image.metadata();
  const { data } = await image.extract({ left: 10, top: Math.round(height! / 2), width: 10, height: 10 }).raw().toBuffer({ resolveWithObject: true });
  return { width, height, red: data[0]! > 200 && data[2]! < 60 };
}

describe('a file changed in the media library', () => {
  it('replaced: the article answer shows the new picture at once, and its social preview keeps the focal point', async () => {
    const before = await pictured();
    expect(before.meta).toMatchObject({ width: 2400, height: 800, focus: { x: 0.05, y: 0.5 } });

    const smaller = await sharp(await photoWithRedLeft()).resize(1800, 600).jpeg().toBuffer();
    const form = new FormData();
    form.append('files', new Blob([smaller], { type: 'image/jpeg' }), 'smaller.jpg');
    const replaced = await panel('POST', `/upload?id=${before.fileId}`, form);
    expect(replaced.status, await replaced.clone().text()).toBe(200);

    const after = (await api('GET', `/articles/${before.id}`)).body.data.featuredImageMeta;
    expect(after).toMatchObject({ width: 1800, height: 600, focus: { x: 0.05, y: 0.5 } });
    expect(after.social.url).not.toBe(before.meta.social.url);
    expect(await redAtLeft(after.social.url)).toEqual({ width: 1200, height: 630, red: true });
    const html = await (await fetch(`${siteUrl()}/article/${before.slug}`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(after.social.url);
  });

  it('deleted: the article answer has no image at once', async () => {
    const before = await pictured();
    const deleted = await panel('DELETE', `/upload/files/${before.fileId}`);
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    const after = (await api('GET', `/articles/${before.id}`)).body.data;
    expect(after.featuredImage).toBeNull();
  });
});
