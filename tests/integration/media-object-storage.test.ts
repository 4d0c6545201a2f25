import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createArticle, createCategory, loginAdmin, PNG_DATA_URL, unique, useStack } from '../support/api.js';
import { imageDataUrl } from '../support/images.js';
import sharp from 'sharp';
import { photo, photoWithRedLeft } from '../support/photo.js';
import { startS3, type S3Server } from '../support/s3.js';
import { runScript } from '../support/script.js';
import { stackRows, stackWrite } from '../support/database.js';
import { startStack, type Stack } from '../support/stack.js';

/**
 * Media in an S3-compatible bucket (docs/decisions/0035-media-object-storage.md): a stack whose Strapi stores uploads
 * in a bucket of an S3 server on the loopback (@20minutes/s3rver), with a media base (MEDIA_PUBLIC_URL) that names the
 * same server by another host name, so an address that follows it is told apart from the bucket's own. Uploads
 * through the API land in the bucket with their formats and every address the site gives starts with the media
 * base; deleting removes the objects; `npm run media:migrate` moves what an earlier Strapi stored in its folder.
 * A file of its own: it restarts Strapi between the folder and the bucket, which no other file's stack may do.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let s3: S3Server;
let stack: Stack;
let base = '';
let admin = '';
let categoryId = '';

/** The bucket's keys of a stored file's addresses (under the media base). */
const keyOf = (url: string) => {
  expect(url.startsWith(`${base}/`), url).toBe(true);
  return url.slice(base.length + 1);
};
const formatUrls = (meta: { formats: Record<string, { url: string }> }) => Object.values(meta.formats).map((f) => f.url);
const localUploads = async () => readdir(path.join(stack.env.CMS_PUBLIC_DIR!, 'uploads'));

beforeAll(async () => {
  const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  s3 = await startS3();
  base = `${s3.endpoint.replace('127.0.0.1', 'localhost')}/${s3.bucket}`;
  stack = await startStack({ postgresUrl, extraEnv: { ...s3.env, MEDIA_PUBLIC_URL: base } });
  useStack(stack);
  admin = await loginAdmin();
  categoryId = (await createCategory())._id;
});

afterAll(async () => {
  await stack?.stop();
  await s3?.stop();
});

describe('uploads in the bucket', () => {
  it('an article image goes to the bucket with its formats; the API, the page, its Open Graph tags, the feed and the CSP name the media base', async () => {
    const story = await createArticle(admin, {
      category: categoryId,
      featuredImage: imageDataUrl(await photo(), 'image/jpeg'),
      content: `<p>Text</p><p><img src="${PNG_DATA_URL}" alt="dot"></p>`,
    });
    const { body } = await api('GET', `/articles/${story._id}`);
    const article = body.data;
    const formats = formatUrls(article.featuredImageMeta);
    expect(formats.length).toBeGreaterThanOrEqual(4);
    const inline = /<img[^>]*src="([^"]+)"/.exec(article.content)?.[1] ?? '';
    const keys = await s3.keys();
    for (const url of [article.featuredImage, ...formats, inline]) expect(keys).toContain(keyOf(url));
    expect(await localUploads()).toEqual([]);

    // A stored image is sent back by its address (the editor saving again): the same file, nothing uploaded.
    const saved = await api('PUT', `/articles/${story._id}`, { token: admin, body: { featuredImage: article.featuredImage, images: [inline] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.featuredImage).toBe(article.featuredImage);
    expect(await s3.keys()).toEqual(keys);

    const image = await fetch(article.featuredImage);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');

    const page = await fetch(`${stack.siteUrl}/article/${story.slug}`, { headers: { accept: 'text/html' } });
    const html = await page.text();
    const ogImages = [...html.matchAll(/<meta property="og:image" content="([^"]*)">/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(ogImages.length).toBeGreaterThan(0);
    for (const url of ogImages) expect(url.startsWith(`${base}/`), url).toBe(true);
    const imgSrc = /img-src ([^;]+)/.exec(page.headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? [];
    expect(imgSrc).toContain(new URL(base).origin);
    // The featured image is a <picture>: AVIF, then WebP sources from the media base, then the JPEG with its size.
    const picture = /<picture>(.*?)<\/picture>/s.exec(html)?.[1] ?? '';
    const sources = [...picture.matchAll(/<source type="([^"]+)" srcSet="([^"]+)"/gi)].map((m) => [m[1], m[2]!.replace(/&amp;/g, '&')]);
    expect(sources.map(([type]) => type)).toEqual(['image/avif', 'image/webp']);
    for (const [type, srcset] of sources) {
      for (const candidate of srcset!.split(', ')) expect(candidate, type).toMatch(new RegExp(`^${base}/\\S+\\.${type!.slice(6)} \\d+w$`));
    }
    expect(picture).toMatch(new RegExp(`<img src="${base}/[^"]+\\.jpe?g"[^>]* width="\\d+" height="\\d+"`));
    // Strapi's panel shows the media library's files from there too.
    const panel = (await fetch(`${stack.cmsUrl}/admin`)).headers.get('content-security-policy') ?? '';
    expect(/img-src ([^;]+)/.exec(panel)?.[1]?.split(' ')).toContain(new URL(base).origin);

    // The feed's enclosure names the stored file with its exact byte count.
    const bytes = (await (await fetch(article.featuredImage)).arrayBuffer()).byteLength;
    const rss = await (await fetch(`${stack.siteUrl}/rss.xml`)).text();
    expect(rss).toContain(`<enclosure url="${article.featuredImage}" type="image/jpeg" length="${bytes}"/>`);

    // An address written before the files moved is sent on to the bucket.
    const name = keyOf(article.featuredImage);
    const old = await fetch(`${stack.siteUrl}/uploads/${name}`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(article.featuredImage);
  });

  it('an upload gets AVIF and WebP beside the JPEG and each size, served from the media base with their types', async () => {
    const story = await createArticle(admin, { category: categoryId, featuredImage: imageDataUrl(await photo(), 'image/jpeg') });
    const { featuredImage, featuredImageMeta: meta } = (await api('GET', `/articles/${story._id}`)).body.data;
    expect(meta.types).toEqual(['image/avif', 'image/webp']);
    for (const url of [featuredImage as string, meta.formats.small.url, meta.formats.thumbnail.url]) {
      for (const [ext, type] of [['avif', 'image/avif'], ['webp', 'image/webp']]) {
        const rendition = await fetch(url.replace(/\.jpg$/, `.${ext}`));
        expect(rendition.status, url).toBe(200);
        expect(rendition.headers.get('content-type')).toBe(type);
        const bytes = Buffer.from(await rendition.arrayBuffer());
        const size = await sharp(bytes).metadata();
        expect(size.format).toBe(ext === 'avif' ? 'heif' : 'webp');
        expect(bytes.length).toBeLessThan(Number((await fetch(url)).headers.get('content-length')));
      }
    }
  });

  it('a focal point set with the article keeps its area in the 1200 × 630 social preview; a bad one is a 400 on the field', async () => {
    const story = await createArticle(admin, { category: categoryId, featuredImage: imageDataUrl(await photoWithRedLeft(), 'image/jpeg') });
    const redAt = async (url: string) => {
      const image = sharp(Buffer.from(await (await fetch(url)).arrayBuffer()));
      const { width, height } = await image.metadata();
      const { data } = await image.extract({ left: 20, top: 300, width: 40, height: 40 }).raw().toBuffer({ resolveWithObject: true });
      return { width, height, red: data[0]! > 200 && data[2]! < 60 };
    };
    const centred = (await api('GET', `/articles/${story._id}`)).body.data.featuredImageMeta;
    expect(centred.focus).toBeNull();
    expect(await redAt(centred.social.url)).toEqual({ width: 1200, height: 630, red: false });

    const bad = await api('PUT', `/articles/${story._id}`, { token: admin, body: { featuredImageFocus: { x: 1.5, y: 0.5 } } });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect(bad.body.errors?.[0]?.field).toMatch(/^featuredImageFocus/);

    const set = await api('PUT', `/articles/${story._id}`, { token: admin, body: { featuredImageFocus: { x: 0.05, y: 0.5 } } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const meta = set.body.data.featuredImageMeta;
    expect(meta.focus).toEqual({ x: 0.05, y: 0.5 });
    expect(meta.social.url).not.toBe(centred.social.url);
    expect(keyOf(meta.social.url)).toMatch(/^social_/);
    expect(await redAt(meta.social.url)).toEqual({ width: 1200, height: 630, red: true });
    expect(await s3.keys()).not.toContain(keyOf(centred.social.url));

    // The article's page names the preview with its size for Open Graph and X, and lets search engines show it large.
    const html = await (await fetch(`${stack.siteUrl}/article/${story.slug}`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`<meta property="og:image" content="${meta.social.url}">`);
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toMatch(/<meta name="robots" content="[^"]*max-image-preview:large/);
  });

  it('deleting a live entry removes its image and every format from the bucket', async () => {
    const live = await api('POST', '/live', { token: admin, body: { title: unique('Live'), category: categoryId } });
    expect(live.status, JSON.stringify(live.body)).toBe(201);
    const slug = live.body.data.slug as string;
    const entry = await api('POST', `/live/${slug}/entries`, { token: admin, body: { content: '<p>Picture</p>', image: imageDataUrl(await photo(), 'image/jpeg') } });
    expect(entry.status, JSON.stringify(entry.body)).toBe(201);
    const image = entry.body.data.image as string;
    const stem = keyOf(image).replace(/\.[a-z]+$/, '');
    const before = (await s3.keys()).filter((key) => key.includes(stem));
    expect(before.length).toBeGreaterThanOrEqual(5); // the image and its thumbnail, small, medium and large
    expect(before.filter((key) => key.endsWith('.avif')).length).toBeGreaterThanOrEqual(5); // and the AVIF and WebP of each
    expect(before.filter((key) => key.endsWith('.webp')).length).toBeGreaterThanOrEqual(5);

    expect((await api('DELETE', `/live/${slug}/entries/${entry.body.data._id}`, { token: admin })).status).toBe(200);
    expect((await s3.keys()).filter((key) => key.includes(stem))).toEqual([]);
    expect((await fetch(image)).status).toBe(404);
  });
});

describe('npm run import -- wordpress', () => {
  it("stores an export's images in the bucket: the featured image, its formats and the images inside the text", async () => {
    const fixtures = path.join(root, 'tests/fixtures/wordpress');
    // ENV_PATH: this checkout's cms/.env (a developer's `npm start` secrets) must not reach the test's stack.
    const run = await runScript('import.mjs', ['wordpress', path.join(fixtures, 'gazette.xml'), '--media', path.join(fixtures, 'media')], {
      ...stack.env,
      ENV_PATH: path.join(fixtures, 'no.env'),
    });
    expect(run.code, run.stderr).toBe(2); // the export's deliberately bad items are reported, the rest imported
    const article = (await api('GET', '/articles/harbour-reopens-after-the-storm')).body.data;
    const inline = /<img src="([^"]+)"/.exec(article.content)?.[1] ?? '';
    const keys = await s3.keys();
    for (const url of [article.featuredImage, inline, ...formatUrls(article.featuredImageMeta)]) expect(keys).toContain(keyOf(url));
    expect(article.featuredImageMeta.types).toEqual(['image/avif', 'image/webp']);
    expect(await localUploads()).toEqual([]);
  }, 240_000);
});

describe('npm run media:migrate', () => {
  const migrate = () => runScript('media-migrate.mjs', [], { ...stack.env, ENV_PATH: path.join(root, 'tests/fixtures/no.env') });
  const folderEnv = Object.fromEntries(['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'MEDIA_PUBLIC_URL'].map((name) => [name, '']));

  it('moves an upload from the folder (file, formats, the addresses in the article) into the bucket, once', async () => {
    // An earlier Strapi, without the bucket, stored this article's images in its folder.
    await stack.stopCms();
    await stack.startCms(folderEnv);
    const story = await createArticle(admin, {
      category: categoryId,
      featuredImage: imageDataUrl(await photo(900, 600), 'image/jpeg'),
      content: `<p>Old</p><p><img src="${PNG_DATA_URL}" alt="dot"></p>`,
    });
    const before = (await api('GET', `/articles/${story._id}`, { token: admin })).body.data;
    expect(before.featuredImage).toMatch(/^\/uploads\//);
    expect((await localUploads()).length).toBeGreaterThanOrEqual(5);

    await stack.stopCms();
    const run = await migrate();
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^moved 2 files \(\d+ objects with their formats\)/);
    expect(run.stderr).toContain('[media:migrate] 2/2 files');
    await stack.startCms();

    const after = (await api('GET', `/articles/${story._id}`, { token: admin })).body.data;
    const inline = /<img[^>]*src="([^"]+)"/.exec(after.content)?.[1] ?? '';
    const keys = await s3.keys();
    for (const url of [after.featuredImage, ...formatUrls(after.featuredImageMeta), inline]) expect(keys).toContain(keyOf(url));
    expect(keyOf(after.featuredImage)).toBe(before.featuredImage.replace('/uploads/', ''));
    expect((await fetch(after.featuredImage)).status).toBe(200);
    expect(await localUploads()).toEqual([]);

    const again = await migrate();
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/^moved 0 files/);
  });
});

describe('npm run media:renditions', () => {
  const renditions = () => runScript('media-renditions.mjs', [], { ...stack.env, ENV_PATH: path.join(root, 'tests/fixtures/no.env') });

  it('gives an upload stored before renditions its AVIF, WebP and social preview in the bucket, once', async () => {
    const story = await createArticle(admin, { category: categoryId, featuredImage: imageDataUrl(await photo(900, 600), 'image/jpeg') });
    const { featuredImage } = (await api('GET', `/articles/${story._id}`)).body.data;
    // As an upload of before: its JPEG sizes only.
    const [row] = await stackRows(stack, { sqlite: 'SELECT id, formats FROM files WHERE url = ?', postgres: 'SELECT id, formats FROM files WHERE url = $1' }, featuredImage);
    const formats = typeof row!.formats === 'string' ? JSON.parse(row!.formats) : row!.formats;
    const old = Object.fromEntries(['thumbnail', 'small'].map((key) => [key, formats[key]]));
    await stackWrite(stack, { sqlite: 'UPDATE files SET formats = ? WHERE id = ?', postgres: 'UPDATE files SET formats = $1 WHERE id = $2' }, JSON.stringify(old), Number(row!.id));

    await stack.stopCms();
    const run = await renditions();
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^added renditions to [1-9]\d* files \(\d+ new formats\)/);
    const again = await renditions();
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/^added renditions to 0 files/);
    await stack.startCms();

    const meta = (await api('GET', `/articles/${story._id}`)).body.data.featuredImageMeta;
    expect(meta.types).toEqual(['image/avif', 'image/webp']);
    expect(meta.social).toMatchObject({ width: 1200, height: 630 });
    for (const url of [featuredImage.replace(/\.jpg$/, '.avif'), meta.formats.small.url.replace(/\.jpg$/, '.webp'), meta.social.url]) {
      expect((await s3.keys()).includes(keyOf(url)), url).toBe(true);
    }
  });
});

