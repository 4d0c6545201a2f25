import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createCategory, PNG_DATA_URL, signUpAs, siteUrl, unique, type Account } from '../support/api.js';

/**
 * Images inserted in the article editor arrive inside the content as data URLs; the API stores them as
 * uploaded files and keeps only their URLs in the article's HTML, not huge inline data (docs/product.md#article-html).
 */

let editor: Account;
let categoryId: string;

beforeAll(async () => {
  editor = await signUpAs('editor');
  categoryId = (await createCategory())._id;
});

const form = (content: string) => ({ title: unique('Pictures'), content, category: categoryId, status: 'draft' });
const uploadSources = (html: string) => [...html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!);

describe('images inside article content', () => {
  it('stores inserted data-URL images as files on create and edit, once per distinct image', async () => {
    const content = `<p>Before</p><figure class="image"><img src="${PNG_DATA_URL}" alt="one"></figure><p><img src="${PNG_DATA_URL}"></p>`;
    const created = await api('POST', '/articles', { token: editor.token, body: form(content) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const stored = created.body.data.content as string;
    expect(stored).not.toContain('data:');
    const sources = uploadSources(stored);
    expect(sources).toHaveLength(2);
    expect(sources[0]).toMatch(/^\/uploads\/.+\.png$/);
    expect(sources[1]).toBe(sources[0]);
    const file = await fetch(`${siteUrl()}${sources[0]}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\/png/);

    const edited = await api('PUT', `/articles/${created.body.data._id}`, {
      token: editor.token,
      body: { content: `${stored}<p><img src="${PNG_DATA_URL}"></p>` },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = uploadSources(edited.body.data.content as string);
    expect(after).toHaveLength(3);
    expect(after.slice(0, 2)).toEqual(sources); // stored images keep their URLs
    expect(after[2]).toMatch(/^\/uploads\/.+\.png$/);
    expect(after[2]).not.toBe(sources[0]);
    expect(edited.body.data.content).not.toContain('data:');
  });

  it('a featured image is also stored as AVIF and WebP, served from /uploads with their types', async () => {
    const created = await api('POST', '/articles', { token: editor.token, body: { ...form('<p>x</p>'), featuredImage: PNG_DATA_URL } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { featuredImage, featuredImageMeta } = created.body.data;
    expect(featuredImageMeta.types).toEqual(['image/avif', 'image/webp']);
    expect(featuredImageMeta.social).toMatchObject({ width: 1200, height: 630 });
    for (const [ext, type] of [['avif', 'image/avif'], ['webp', 'image/webp']]) {
      const file = await fetch(`${siteUrl()}${featuredImage.replace(/\.png$/, `.${ext}`)}`);
      expect(file.status, ext).toBe(200);
      expect(file.headers.get('content-type')).toBe(type);
    }
  });

  it('a phone photo is stored upright: its size, formats and renditions turned by its EXIF orientation', async () => {
    // Stored 400 × 200, red on the left, orientation 6 (held upright): shown 200 × 400, red on top.
    const red = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ff0000' } }).png().toBuffer();
    const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#0000ff' } })
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg({ quality: 100 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const created = await api('POST', '/articles', {
      token: editor.token,
      body: { ...form('<p>x</p>'), featuredImage: `data:image/jpeg;base64,${photo.toString('base64')}` },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { featuredImage, featuredImageMeta } = created.body.data;
    expect([featuredImageMeta.width, featuredImageMeta.height]).toEqual([200, 400]);
    for (const url of [featuredImage, featuredImage.replace(/\.jpe?g$/, '.avif')]) {
      const bytes = Buffer.from(await (await fetch(`${siteUrl()}${url}`)).arrayBuffer());
      const upright = sharp(bytes).rotate();
      const { width, height } = await upright.clone().toBuffer({ resolveWithObject: true }).then((r) => r.info);
      const { data: pixel } = await upright.extract({ left: 100, top: 20, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      expect([url.split('.').pop(), width, height, pixel[0]! > 200 && pixel[2]! < 60]).toEqual([url.split('.').pop(), 200, 400, true]);
    }
  });

  it('refuses an inserted data URL that is not an image, naming the content field', async () => {
    const html = `data:image/png;base64,${Buffer.from('<html>not a picture</html>').toString('base64')}`;
    const res = await api('POST', '/articles', { token: editor.token, body: form(`<p>x</p><img src="${html}">`) });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors?.[0]?.field).toBe('content');
  });

  it('finds every inserted image however its attributes are written: none reaches storage unchecked', async () => {
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64')}`;
    const page = `data:text/html;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;
    for (const img of [`<img alt="a>b" src="${svg}">`, `<img title='1 > 0' src=${page}>`, `<img alt="x" src="&#100;ata:image/svg+xml;base64,${svg.split(',')[1]}">`]) {
      const res = await api('POST', '/articles', { token: editor.token, body: form(`<p>x</p>${img}`) });
      expect(res.status, img).toBe(400);
      expect(res.body.message).toBe('Images must be PNG, GIF, JPEG, BMP, ICO or WebP files');
      expect(res.body.errors).toEqual([{ field: 'content', message: 'Images must be PNG, GIF, JPEG, BMP, ICO or WebP files' }]);
    }

    // A real image behind the same trick is stored as a file like any other; data: outside an img src is dropped.
    const created = await api('POST', '/articles', {
      token: editor.token,
      body: form(`<p>x</p><img alt="a>b" src="${PNG_DATA_URL}"><img src="${PNG_DATA_URL}" srcset="${svg} 2x"><a href="${page}">link</a>`),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const stored = created.body.data.content as string;
    expect(stored).not.toMatch(/data:/i);
    const sources = uploadSources(stored);
    expect(sources).toHaveLength(2);
    expect(sources[0]).toMatch(/^\/uploads\/.+\.png$/);
    expect(stored).toContain('alt="a&gt;b"');
  });
});

