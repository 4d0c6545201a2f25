import { randomBytes } from 'node:crypto';
import type { Cluster } from './cluster.js';
import { entryIds, openStream } from './sse.js';
import { ADMIN } from './stack.js';

/**
 * What a scaled-out Bulletin must hold across its instances (docs/operations.md#scaled-out), each check as a user
 * would notice it: a write through one adapters instance is read through the other at once, an image uploaded
 * through one is served through both, a session of one is valid on the other, sign-in limits count across both Strapi
 * processes, live entries reach the streams held by either instance. Each returns `{ ok, detail }`: the integration
 * test asserts `ok` (with the detail as its message), `npm run bench:cluster` prints them.
 */
export type CheckResult = { ok: boolean; detail: string };

type Answer = { status: number; body: any; text: string; type: string };

async function call(base: string, method: string, path: string, options: { body?: unknown; token?: string; forwardedFor?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  const res = await fetch(`${base}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await res.text();
  let body: any = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // a page, not JSON
  }
  return { status: res.status, body, text, type: res.headers.get('content-type') ?? '' };
}

const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

/** Polls `probe` every 50 ms for up to `withinMs`: how long it took to hold, or null. */
async function within(withinMs: number, probe: () => Promise<boolean>): Promise<number | null> {
  const started = Date.now();
  do {
    if (await probe()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  } while (Date.now() - started < withinMs);
  return null;
}

/** The admin's token, signed in through the first adapters instance, and a category to write into. */
export async function clusterFixtures(cluster: Cluster): Promise<{ token: string; categoryId: string }> {
  const login = await call(cluster.adapters[0].apiUrl, 'POST', '/auth/login', { body: ADMIN });
  if (login.status !== 200) throw new Error(`admin sign-in: ${login.status} ${login.text}`);
  const token = login.body.data.token as string;
  const category = await call(cluster.adapters[0].apiUrl, 'POST', '/categories', { token, body: { name: unique('Cluster') } });
  if (category.status !== 201) throw new Error(`category: ${category.status} ${category.text}`);
  return { token, categoryId: category.body.data._id as string };
}

/**
 * A published article read through the second instance (its API answer and its page now in that instance's cache),
 * retitled through the first: the second serves the new title well before its cache's freshness (READ_CACHE_FRESH_MS,
 * 5 s) would have let the old one go — the purge travelled (LISTEN/NOTIFY).
 */
export async function purgeTravels(cluster: Cluster, { token, categoryId }: { token: string; categoryId: string }): Promise<CheckResult> {
  const [first, second] = cluster.adapters;
  const created = await call(first.apiUrl, 'POST', '/articles', { token, body: { title: unique('Before'), content: '<p>Text.</p>', category: categoryId, status: 'published' } });
  if (created.status !== 201) return { ok: false, detail: `create: ${created.status} ${created.text}` };
  const { _id: id, slug } = created.body.data as { _id: string; slug: string };
  await call(second.apiUrl, 'GET', `/articles/${id}`);
  await call(second.siteUrl, 'GET', `/article/${slug}`);
  const title = unique('After');
  const updated = await call(first.apiUrl, 'PUT', `/articles/${id}`, { token, body: { title } });
  if (updated.status !== 200) return { ok: false, detail: `update: ${updated.status} ${updated.text}` };
  const ms = await within(2000, async () => {
    const [api, page] = await Promise.all([call(second.apiUrl, 'GET', `/articles/${id}`), call(second.siteUrl, 'GET', `/article/${slug}`)]);
    return api.body?.data?.title === title && page.text.includes(title);
  });
  return ms === null ? { ok: false, detail: 'the second instance still served the old title 2 s after the write' } : { ok: true, detail: `the other instance served the new title after ${ms} ms` };
}

/** An article with an image written through the first instance: both name the same stored file, and it is served. */
export async function imageEverywhere(cluster: Cluster, { token, categoryId }: { token: string; categoryId: string }, image: string): Promise<CheckResult> {
  const [first, second] = cluster.adapters;
  const created = await call(first.apiUrl, 'POST', '/articles', { token, body: { title: unique('Picture'), content: '<p>Text.</p>', category: categoryId, status: 'published', featuredImage: image } });
  if (created.status !== 201) return { ok: false, detail: `create: ${created.status} ${created.text}` };
  const id = created.body.data._id as string;
  const urls = await Promise.all([first, second].map(async (node) => (await call(node.apiUrl, 'GET', `/articles/${id}`)).body?.data?.featuredImage as string | undefined));
  if (!urls[0] || urls[0] !== urls[1]) return { ok: false, detail: `the instances name different images: ${urls.join(', ')}` };
  if (!urls[0].startsWith(`${cluster.mediaBase}/`)) return { ok: false, detail: `${urls[0]} is not under the media base ${cluster.mediaBase}` };
  const file = await fetch(urls[0]);
  const type = file.headers.get('content-type') ?? '';
  const size = (await file.arrayBuffer()).byteLength;
  if (file.status !== 200 || !type.startsWith('image/') || size === 0) return { ok: false, detail: `${urls[0]}: ${file.status} ${type}, ${size} bytes` };
  return { ok: true, detail: `both name ${urls[0].replace(cluster.mediaBase, '<media>')}, served (${type}, ${size} bytes)` };
}

/** Signed in through the first instance: the token works on the second; signed out on the second, refused by the first. */
export async function sessionAcross(cluster: Cluster): Promise<CheckResult> {
  const [first, second] = cluster.adapters;
  const login = await call(first.apiUrl, 'POST', '/auth/login', { body: ADMIN });
  const token = login.body?.data?.token as string | undefined;
  if (login.status !== 200 || !token) return { ok: false, detail: `sign-in: ${login.status}` };
  const me = await call(second.apiUrl, 'GET', '/auth/me', { token });
  const logout = await call(second.apiUrl, 'POST', '/auth/logout', { token });
  const after = await call(first.apiUrl, 'GET', '/auth/me', { token });
  const ok = me.status === 200 && me.body?.data?.email === ADMIN.email && logout.status === 200 && after.status === 401;
  return { ok, detail: `the other instance: ${me.status}; signed out there: ${logout.status}; then the first: ${after.status}` };
}

let addresses = 0;
/** A documentation address (TEST-NET-2, from .200 up: the scaled-strapi test's own start at .1) no other check uses. */
export const newAddress = () => `198.51.100.${200 + (++addresses % 50)}`;

/**
 * Eight wrong sign-ins from one address, alternating between the two Strapi processes (called directly, from the
 * loopback Strapi trusts for X-Forwarded-For): with LOGIN_LIMIT_PER_IP at 6, the statuses are six 400s, then 429s.
 */
export async function signInStatuses(cmsUrls: string[], address = newAddress()): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) {
    const body = { identifier: `nobody-${randomBytes(3).toString('hex')}@example.test`, password: 'Wrong-password' };
    statuses.push((await call(cmsUrls[i % cmsUrls.length]!, 'POST', '/api/auth/local', { body, forwardedFor: address })).status);
  }
  return statuses;
}
export const SIGN_IN_LIMITED = [400, 400, 400, 400, 400, 400, 429, 429];

export async function signInLimitsShared(cluster: Cluster): Promise<CheckResult> {
  const statuses = await signInStatuses(cluster.cms.map((c) => c.cmsUrl));
  return { ok: statuses.join() === SIGN_IN_LIMITED.join(), detail: `statuses ${statuses.join(' ')} (expected ${SIGN_IN_LIMITED.join(' ')})` };
}

/** A live story with a stream open on each instance; an entry posted through each reaches both streams. */
export async function liveAcross(cluster: Cluster, { token, categoryId }: { token: string; categoryId: string }): Promise<CheckResult> {
  const [first, second] = cluster.adapters;
  const story = await call(first.apiUrl, 'POST', '/live', { token, body: { title: unique('Live'), category: categoryId } });
  if (story.status !== 201) return { ok: false, detail: `story: ${story.status} ${story.text}` };
  const { slug, seq } = story.body.data as { slug: string; seq: number };
  const streams = await Promise.all([first, second].map((node) => openStream(`${node.apiUrl}/live/${slug}/stream?after=${seq}`)));
  try {
    const ids: string[] = [];
    for (const node of [first, second]) {
      const entry = await call(node.apiUrl, 'POST', `/live/${slug}/entries`, { token, body: { content: `<p>${unique('Entry')}</p>` } });
      if (entry.status !== 201) return { ok: false, detail: `entry: ${entry.status} ${entry.text}` };
      ids.push(entry.body.data._id as string);
    }
    const started = Date.now();
    const both = (events: Parameters<typeof entryIds>[0]) => ids.every((id) => entryIds(events).includes(id));
    const arrived = await Promise.race([
      Promise.all(streams.map((s) => s.until(both))).then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
    ]);
    const seen = streams.map((s) => entryIds(s.events).length);
    return arrived ? { ok: true, detail: `both entries on both streams after ${Date.now() - started} ms` } : { ok: false, detail: `entries seen per stream after 10 s: ${seen.join(', ')}` };
  } finally {
    for (const s of streams) s.close();
  }
}

/** Every check, in order: name → result. */
export async function runClusterChecks(cluster: Cluster, image: string): Promise<Array<{ name: string } & CheckResult>> {
  const fixtures = await clusterFixtures(cluster);
  const checks: Array<[string, () => Promise<CheckResult>]> = [
    ['a write through one instance is read through the other at once', () => purgeTravels(cluster, fixtures)],
    ['an image uploaded through one is served by both', () => imageEverywhere(cluster, fixtures, image)],
    ['a session of one is valid on the other', () => sessionAcross(cluster)],
    ['sign-in limits count across both Strapi processes', () => signInLimitsShared(cluster)],
    ['live entries reach the streams of either instance', () => liveAcross(cluster, fixtures)],
  ];
  const results = [];
  for (const [name, check] of checks) results.push({ name, ...(await check().catch((error: Error) => ({ ok: false, detail: error.message }))) });
  return results;
}
