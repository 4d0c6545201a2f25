import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiUrl, cms, createCategory, signUpAs, unique, type Account } from '../support/api.js';
import { bmp, imageDataUrl as dataUrl } from '../support/images.js';

/**
 * One image must not freeze the site (docs/security.md "Images"): every image is held to a pixel budget read from
 * its header before decoding (40 megapixels), and BMP and ICO, decoded in JavaScript, are decoded off the
 * adapters' and Strapi's event loops. While a reporter uploads the costliest image allowed — a 1-bit BMP of exactly
 * 40 megapixels, seconds of decoding — `/api/health` keeps answering at once.
 */

const TOO_MANY_PIXELS = 'Images must be 40 megapixels or smaller (width × height)';

type Check = { ms: number; status: number | string };

/** Asks `/api/health` one request after another until `done` settles: how long each answer took, and what it was. */
async function healthDuring<T>(done: Promise<T>): Promise<{ result: T; checks: Check[] }> {
  let finished = false;
  const result = done.finally(() => (finished = true));
  const checks: Check[] = [];
  while (!finished) {
    const started = performance.now();
    // A new connection each time: a kept-alive one the server closed while frozen would fail for that reason alone.
    const status = await fetch(`${apiUrl()}/health`, { headers: { connection: 'close' } }).then(
      async (res) => (await res.text(), res.status),
      (error: Error) => String(error.cause ?? error),
    );
    checks.push({ ms: Math.round(performance.now() - started), status });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { result: await result, checks };
}

/** Every check answered 200, none slower than a second (a frozen event loop made one wait for seconds). */
function expectAnsweredAtOnce(checks: Check[]): void {
  expect(checks.length).toBeGreaterThan(0);
  expect(checks.filter((c) => c.status !== 200 || c.ms >= 1_000)).toEqual([]);
}

let reporter: Account;
let categoryId: string;

beforeAll(async () => {
  reporter = await signUpAs('reporter');
  categoryId = (await createCategory())._id;
});

const story = (featuredImage: string) => ({ title: unique('Big picture'), content: '<p>Text</p>', category: categoryId, status: 'draft', featuredImage });

describe('the pixel budget and decoding off the event loop', () => {
  it('the site keeps answering while the largest image allowed is uploaded and checked', async () => {
    const worst = bmp(40_000, 1_000, 1); // exactly 40 megapixels, 5 MB
    const { result: created, checks } = await healthDuring(api('POST', '/articles', { token: reporter.token, body: story(dataUrl(worst)) }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.featuredImage).toMatch(/^\/uploads\/.+\.bmp$/);
    // Decoding it takes seconds (twice: the adapters and Strapi); a health check waiting behind it took as long.
    expect(checks.length).toBeGreaterThan(5);
    expectAnsweredAtOnce(checks);
  }, 120_000);

  it('an image over the budget is refused from its header with a 400 naming the field, whatever its byte size', async () => {
    const over = bmp(40_001, 1_000, 1);
    const { result: refused, checks } = await healthDuring(api('POST', '/articles', { token: reporter.token, body: story(dataUrl(over)) }));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(TOO_MANY_PIXELS);
    expect(refused.body.errors).toEqual([{ field: 'featuredImage', message: TOO_MANY_PIXELS }]);
    expectAnsweredAtOnce(checks);

    const inContent = await api('POST', '/articles', { token: reporter.token, body: { ...story(''), content: `<p>x</p><img src="${dataUrl(over)}">` } });
    expect(inContent.status).toBe(400);
    expect(inContent.body.errors).toEqual([{ field: 'content', message: TOO_MANY_PIXELS }]);

    // Strapi's own upload (the CMS port) holds every file to the same budget.
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(over)], { type: 'image/bmp' }), 'big.bmp');
    const direct = await cms('POST', '/upload', { token: reporter.token, form });
    expect(direct.status).toBe(400);
    expect(direct.body.error.message).toBe(TOO_MANY_PIXELS);
  }, 120_000);
});
