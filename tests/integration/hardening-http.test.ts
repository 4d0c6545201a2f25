import { request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, cmsUrl, createArticle, createCategory, loginAdmin, PNG_DATA_URL, signUpAs, siteUrl, unique, type Account } from '../support/api.js';
import { builtFile } from '../support/built.js';
import { startStack, type Stack } from '../support/stack.js';

/**
 * The HTTP frame and uploads: what an outside prober could do, refused (docs/security.md#threats-and-what-stops-them):
 * upload linking, security headers, /uploads traversal, body limits, images by decoding and the newsletter rate
 * limit.
 */

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; text: string };

/** A GET whose path is sent byte for byte (fetch would normalise `%2e%2e` away). */
function rawGet(base: string, rawPath: string, headers: Record<string, string> = {}): Promise<Raw> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, method: 'GET', path: rawPath, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

const pngBytes = () => Buffer.from(PNG_DATA_URL.split(',')[1]!, 'base64');
const dataUrl = (bytes: Buffer, mime: string) => `data:${mime};base64,${bytes.toString('base64')}`;

/** A real 1×1 24-bit BMP: file header (size 58), BITMAPINFOHEADER, one padded pixel row. */
function bmpBytes(): Buffer {
  const b = Buffer.alloc(58);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(58, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(1, 18);
  b.writeInt32LE(1, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(4, 34);
  b.set([0x00, 0x00, 0xff], 54);
  return b;
}

/** 'BM' and then a web page: the magic bytes of a bitmap, the body of an HTML document. */
const BMP_HTML = Buffer.from('BM<html><body><script>alert(document.domain)</script></body></html>', 'latin1');

async function strapiJwt(account: Account): Promise<string> {
  const res = await fetch(`${cmsUrl()}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: account.user.email, password: account.password }),
  });
  const body = (await res.json()) as { jwt: string };
  expect(res.status).toBe(200);
  return body.jwt;
}

async function strapiUpload(jwt: string, form: FormData): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${cmsUrl()}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${jwt}` }, body: form });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: res.status, body };
}

function fileForm(bytes: Buffer, name: string, type: string, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(bytes)], { type }), name);
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  return form;
}

let editor: Account;
let reporter: Account;
let reporterJwt: string;
let categoryId: string;

beforeAll(async () => {
  editor = await signUpAs('editor');
  reporter = await signUpAs('reporter');
  reporterJwt = await strapiJwt(reporter);
  categoryId = (await createCategory())._id;
});

async function storedImageUrl(): Promise<string> {
  const created = await api('POST', '/articles', {
    token: editor.token,
    body: { title: unique('Pictured'), content: '<p>x</p>', category: categoryId, status: 'published', featuredImage: PNG_DATA_URL },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.featuredImage as string;
}

describe('uploads cannot be linked to entries on Strapi’s upload route', () => {
  it("a reporter cannot attach a file to a published article with ref/refId/field (400, the article's image is unchanged)", async () => {
    const article = await createArticle(editor.token, { status: 'published', category: categoryId });
    const strapiArticle = await fetch(`${cmsUrl()}/api/articles/${article._id}`).then((r) => r.json() as Promise<{ data: { id: number } }>);
    const refId = String(strapiArticle.data.id);

    const linked = await strapiUpload(reporterJwt, fileForm(pngBytes(), 'swap.png', 'image/png', { ref: 'api::article.article', refId, field: 'featuredImage' }));
    expect(linked.status, JSON.stringify(linked.body)).toBe(400);
    for (const extra of [{ path: 'somewhere' }, { refId }, { field: 'images' }] as Array<Record<string, string>>) {
      const res = await strapiUpload(reporterJwt, fileForm(pngBytes(), 'swap.png', 'image/png', extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
    }

    const after = await api('GET', `/articles/${article._id}`);
    expect(after.status).toBe(200);
    expect(after.body.data.featuredImage || null).toBeNull();
    expect(after.body.data.images ?? []).toEqual([]);

    // A plain upload (what the adapters send) still works.
    const plain = await strapiUpload(reporterJwt, fileForm(pngBytes(), 'plain.png', 'image/png'));
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
  });
});

describe('an image is what a decoder reads, not what its first bytes say', () => {
  it("an article image that starts with 'BM' but holds HTML is refused (400 on the field), as featured, gallery or inline image", async () => {
    const evil = dataUrl(BMP_HTML, 'image/bmp');
    const cases = [
      { body: { featuredImage: evil }, field: 'featuredImage' },
      { body: { images: [PNG_DATA_URL, evil] }, field: 'images.1' },
      { body: { content: `<p>x</p><img src="${evil}">` }, field: 'content' },
    ];
    for (const { body, field } of cases) {
      const res = await api('POST', '/articles', { token: editor.token, body: { title: unique('Evil'), content: '<p>x</p>', category: categoryId, ...body } });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors).toContainEqual({ field, message: 'Images must be PNG, GIF, JPEG, BMP, ICO or WebP files' });
    }
    // A bitmap whose header declares another length than it has is refused too.
    const truncated = Buffer.concat([bmpBytes(), Buffer.from('<script>alert(1)</script>')]);
    const res = await api('POST', '/articles', { token: editor.token, body: { title: unique('Evil'), content: '<p>x</p>', category: categoryId, featuredImage: dataUrl(truncated, 'image/bmp') } });
    expect(res.status).toBe(400);
  });

  it('real PNG and BMP images are still accepted', async () => {
    const res = await api('POST', '/articles', {
      token: editor.token,
      body: { title: unique('Real'), content: '<p>x</p>', category: categoryId, featuredImage: dataUrl(bmpBytes(), 'image/bmp'), images: [PNG_DATA_URL] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.featuredImage).toMatch(/^\/uploads\/.+\.bmp$/);
  });

  it('HTML uploaded straight to Strapi under an image name is refused (400)', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    for (const [bytes, name, type] of [
      [html, 'evil.png', 'image/png'],
      [BMP_HTML, 'evil.bmp', 'image/bmp'],
      [Buffer.concat([pngBytes().subarray(0, 16), html]), 'half.png', 'image/png'],
    ] as const) {
      const res = await strapiUpload(reporterJwt, fileForm(bytes, name, type));
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(400);
    }
  });

  it('uploads are served with nosniff, by the site and by Strapi', async () => {
    const url = await storedImageUrl();
    for (const base of [siteUrl(), cmsUrl()]) {
      const res = await rawGet(base, url);
      expect(res.status, base).toBe(200);
      expect(res.headers['x-content-type-options'], base).toBe('nosniff');
    }
  });
});

function csp(headers: Record<string, string | string[] | undefined> | Headers): Map<string, string[]> {
  const value = headers instanceof Headers ? headers.get('content-security-policy') : headers['content-security-policy'];
  expect(typeof value).toBe('string');
  return new Map(
    String(value)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

describe('security headers on the site, the API and uploads', () => {
  it('every kind of answer carries the CSP, nosniff, referrer and permissions policies (and no HSTS over plain HTTP)', async () => {
    const url = await storedImageUrl();
    const paths = ['/', '/article/some-story', '/api/articles', '/api/no-such-route', url, '/uploads/missing.png'];
    for (const p of paths) {
      const res = await rawGet(siteUrl(), p);
      const policy = csp(res.headers);
      expect(policy.get('default-src'), p).toEqual(["'self'"]);
      expect(policy.get('script-src'), p).toEqual(["'self'"]);
      expect(policy.get('object-src'), p).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), p).toEqual(["'none'"]);
      expect(policy.get('base-uri'), p).toEqual(["'self'"]);
      expect(policy.get('form-action'), p).toEqual(["'self'"]);
      expect(policy.get('img-src'), p).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
      expect(policy.get('connect-src'), p).toEqual(["'self'"]);
      expect(res.headers['x-content-type-options'], p).toBe('nosniff');
      expect(res.headers['referrer-policy'], p).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], p).toBe('DENY');
      const permissions = String(res.headers['permissions-policy'] ?? '');
      expect(permissions, p).toContain('geolocation=(self)');
      for (const feature of ['camera=()', 'microphone=()', 'payment=()']) expect(permissions, p).toContain(feature);
      expect(res.headers['strict-transport-security'], p).toBeUndefined();
    }
  });

  it('the built page has no inline script for the CSP to block', () => {
    const html = readFileSync(builtFile('frontend/dist/index.html'), 'utf8');
    const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/gi) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      expect(tag).toMatch(/\ssrc="\/[^"]+"/);
      expect(tag.replace(/^<script\b[^>]*>/i, '').replace(/<\/script>$/i, '').trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});

describe('/uploads serves only files inside uploads', () => {
  it('traversal and odd names are 404s that never reach Strapi and are never cached', async () => {
    for (const p of [
      '/uploads/%2e%2e/api/categories',
      '/uploads/%2E%2E/api/articles',
      '/uploads/%2e%2e/admin',
      '/uploads/%2e%2e/_health',
      '/uploads/..%2fapi%2fcategories',
      '/uploads/%2e%2e%2fapi%2fcategories',
      '/uploads/%2e%2e%5capi%5ccategories',
      '/uploads/..%5c..%5capi',
      '/uploads/x%00.png',
      '/uploads/%2e%2e',
      '/uploads/.hidden',
    ]) {
      const res = await rawGet(siteUrl(), p);
      expect(res.status, p).toBe(404);
      expect(res.text, p).not.toMatch(/"data"|"error"|<html/i);
      expect(String(res.headers['cache-control'] ?? ''), p).not.toMatch(/immutable|max-age=31536000/);
      expect(res.headers['x-content-type-options'], p).toBe('nosniff');
    }
    // Broken percent-encoding is the router's 400, not cached either.
    const broken = await rawGet(siteUrl(), '/uploads/%E0%A4%A');
    expect(broken.status).toBe(400);
    expect(String(broken.headers['cache-control'] ?? '')).not.toMatch(/immutable/);
  });

  it('a stored image comes back as an image, cached for a year; a missing one is a 404 without the long cache', async () => {
    const url = await storedImageUrl();
    const ok = await rawGet(siteUrl(), url);
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^image\/png/);
    expect(ok.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');

    const missing = await rawGet(siteUrl(), `/uploads/${unique('missing')}.png`);
    expect(missing.status).toBe(404);
    expect(String(missing.headers['cache-control'] ?? '')).not.toMatch(/immutable/);
  });
});

describe('small JSON bodies everywhere but article create/update', () => {
  const padded = (size: number, fields: Record<string, unknown>) => ({ ...fields, padding: 'x'.repeat(size) });

  it('a body over 100 kB is a 413 envelope on the newsletter, sign-in and categories routes', async () => {
    const admin = await loginAdmin();
    for (const [p, token] of [
      ['/newsletter', undefined],
      ['/auth/login', undefined],
      ['/categories', admin],
    ] as const) {
      const res = await api('POST', p, { token, body: padded(200 * 1024, { email: 'big@example.test', name: 'x' }) });
      expect(res.status, p).toBe(413);
      expect(res.body, p).toEqual({ success: false, message: 'Request is too large' });
    }
  });

  it('a 20 MB body is refused on its declared length, before it is sent', async () => {
    const url = new URL(`${inject('apiUrl')}/newsletter`);
    const res = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: url.pathname,
          headers: { 'content-type': 'application/json', 'content-length': String(20 * 1024 * 1024) },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (c: string) => (text += c));
          response.on('end', () => {
            resolve({ status: response.statusCode ?? 0, text });
            req.destroy();
          });
        },
      );
      req.on('error', (error) => reject(error));
      // Only the first 64 kB: the answer must come without the other 19.9 MB.
      req.write(`{"email":"big@example.test","padding":"${'x'.repeat(64 * 1024)}`);
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toEqual({ success: false, message: 'Request is too large' });
  });

  it('article create and update still take large bodies (images travel as data URLs)', async () => {
    const big = 3 * 1024 * 1024;
    const created = await api('POST', '/articles', {
      token: editor.token,
      body: padded(big, { title: unique('Big'), content: '<p>x</p>', category: categoryId, status: 'draft' }),
    });
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201);
    const updated = await api('PUT', `/articles/${created.body.data._id}`, { token: editor.token, body: padded(big, { title: unique('Bigger') }) });
    expect(updated.status, JSON.stringify(updated.body).slice(0, 300)).toBe(200);
  });
});

describe('newsletter sign-ups are limited per address and per e-mail address (own stack: 3 per window, behind a proxy)', () => {
  let stack: Stack;
  beforeAll(async () => {
    const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
    stack = await startStack({ postgresUrl, extraEnv: { NEWSLETTER_LIMIT_PER_IP: '3', NEWSLETTER_LIMIT_PER_EMAIL: '3', TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const subscribe = (from: string, email = `${unique('reader')}@example.test`) =>
    fetch(`${stack.apiUrl}/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ email }),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as unknown }));

  it('the fourth sign-up from one address is a 429 envelope; another address is not affected', async () => {
    for (let i = 0; i < 3; i++) expect((await subscribe('203.0.113.7')).status).toBe(200);
    const limited = await subscribe('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, message: 'Too many newsletter sign-ups from this address. Please try again later.' });
    expect((await subscribe('203.0.113.7', 'not-an-email')).status).toBe(429);
    expect((await subscribe('198.51.100.23')).status).toBe(200);
  });

  it("the fourth sign-up of one e-mail address, from any address, is a 429: a stranger cannot flood someone's inbox with confirmations", async () => {
    const victim = `${unique('victim')}@example.test`;
    for (const [i, from] of ['192.0.2.1', '192.0.2.2', '192.0.2.3'].entries()) expect((await subscribe(from, victim)).status, `sign-up ${i + 1}`).toBe(200);
    const limited = await subscribe('192.0.2.4', victim);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, message: 'Too many newsletter sign-ups for this e-mail address. Please try again later.' });
    expect((await subscribe('192.0.2.4')).status).toBe(200);
  });

  it('HSTS is sent only when the TLS proxy says the request came over HTTPS', async () => {
    const secure = await fetch(`${stack.apiUrl}/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    const plain = await fetch(`${stack.apiUrl}/health`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});
