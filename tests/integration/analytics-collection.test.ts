import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ADMIN, startStack, type Stack } from '../support/stack.js';
import { stackRows, stackWrite } from '../support/database.js';
import { unique } from '../support/api.js';

/**
 * Page views (docs/decisions/0028-analytics-storage.md): reader pages' beacons reach `POST /api/analytics/views`,
 * the adapters keep what counts and hand it to Strapi in batches; Strapi stores raw rows and counts them
 * (docs/decisions/0034-analytics-counts.md).
 * Checked here in the database itself: exactly what was stored, and nothing of the reader's address or browser.
 */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type Row = Record<string, unknown>;

describe.each([
  ['flushed every second', { ANALYTICS_FLUSH_MS: '1000' }],
  ['flushed only on shutdown', { ANALYTICS_FLUSH_MS: '600000' }],
])('page views through real HTTP (%s)', (_name, extraEnv) => {
  let stack: Stack;
  let articleId: string;

  const beacon = (body: unknown, address: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.apiUrl}/analytics/views`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'user-agent': CHROME, ...headers },
      body: JSON.stringify(body),
    });
  const events = async (): Promise<Row[]> =>
    (await stackRows(stack, {
      sqlite: 'SELECT * FROM analytics_events ORDER BY id',
      postgres: 'SELECT * FROM analytics_events ORDER BY id',
    })).map((row) => ({ ...row, id: Number(row.id), occurred_at: Number(row.occurred_at), hour: Number(row.hour) }));
  const counts = async (): Promise<Row[]> =>
    (await stackRows(stack, { sqlite: 'SELECT * FROM analytics_counts', postgres: 'SELECT * FROM analytics_counts' })).map((row) => ({
      ...row,
      start: Number(row.start),
      views: Number(row.views),
    }));
  const visits = async (): Promise<Row[]> =>
    (await stackRows(stack, { sqlite: 'SELECT * FROM analytics_visits', postgres: 'SELECT * FROM analytics_visits' })).map((row) => ({
      ...row,
      start: Number(row.start),
      previous: Number(row.previous),
      visitors: Number(row.visitors),
    }));

  beforeAll(async () => {
    const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
    // The test speaks for many readers from the loopback: their addresses travel in X-Forwarded-For.
    stack = await startStack({ postgresUrl, extraEnv: { ...extraEnv, TRUST_PROXY: 'loopback' } });
    const login = await fetch(`${stack.apiUrl}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const post = async (p: string, body: unknown) => {
      const res = await fetch(`${stack.apiUrl}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return ((await res.json()) as { data: { _id: string } }).data._id;
    };
    const category = await post('/categories', { name: unique('Harbours') });
    articleId = await post('/articles', { title: unique('Harbour'), content: '<p>Body.</p>', status: 'published', category });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('stores each counted view once, grouped by source, without the address or browser; bots, prefetches and the newsroom are not counted', async () => {
    const page = { path: '/article/harbour', articleId, locale: 'en' };
    const sent = [
      // A reader from Google, twice: two views, one visitor.
      beacon({ ...page, referrer: 'https://www.google.com/' }, '203.0.113.1'),
      beacon({ ...page, referrer: 'https://www.google.com/' }, '203.0.113.1'),
      beacon({ ...page, referrer: 'https://t.co/abc' }, '203.0.113.2', { 'user-agent': IPHONE }),
      beacon({ ...page, referrer: '', utm: { medium: 'email', campaign: 'Morning-Briefing', source: 'newsletter' } }, '203.0.113.3', { 'user-agent': IPAD }),
      beacon({ ...page, referrer: 'https://blog.example.org/post/1' }, '203.0.113.4', { 'user-agent': FIREFOX }),
      beacon({ ...page, referrer: 'https://partner.example.net/', utm: { campaign: 'spring', source: 'partner' } }, '203.0.113.5'),
      // Readers who asked not to be tracked: views, not visitors.
      beacon({ ...page }, '203.0.113.6', { 'sec-gpc': '1' }),
      beacon({ path: '/hi/', locale: 'hi', referrer: 'http://localhost:5000/article/harbour' }, '203.0.113.7', { dnt: '1' }),
      // Not counted: a crawler, a prefetch (both spellings), the newsroom.
      beacon({ ...page, referrer: 'https://www.google.com/' }, '203.0.113.8', { 'user-agent': GOOGLEBOT }),
      beacon({ ...page }, '203.0.113.9', { 'sec-purpose': 'prefetch' }),
      beacon({ ...page }, '203.0.113.10', { purpose: 'prefetch' }),
      beacon({ path: '/admin/articles', locale: 'en' }, '203.0.113.11'),
    ];
    for (const res of await Promise.all(sent)) expect(res.status).toBe(204);
    // A beacon that is not a page view is refused, and nothing of it is stored.
    expect((await beacon({ path: 'no-slash', locale: 'en' }, '203.0.113.12')).status).toBe(400);
    expect((await beacon({ path: '/', locale: 'xx' }, '203.0.113.12')).status).toBe(400);

    if (extraEnv.ANALYTICS_FLUSH_MS === '1000') {
      await vi.waitFor(async () => expect(await events()).toHaveLength(8), { timeout: 20_000, interval: 250 });
    } else {
      // Acknowledged views wait in the adapters' memory and are written on SIGTERM.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await events()).toHaveLength(0);
      await stack.restart();
    }

    const stored = await events();
    const shape = stored.map(({ id: _id, occurred_at: _at, hour: _hour, visitor: _visitor, ...rest }) => rest);
    const byArticle = { path: '/article/harbour', article_id: articleId, locale: 'en' };
    expect(shape).toEqual(
      expect.arrayContaining([
        { ...byArticle, source: 'search', source_name: 'Google', referrer_domain: 'google.com', campaign: null, device: 'desktop' },
        { ...byArticle, source: 'search', source_name: 'Google', referrer_domain: 'google.com', campaign: null, device: 'desktop' },
        { ...byArticle, source: 'social', source_name: 'X', referrer_domain: 't.co', campaign: null, device: 'mobile' },
        { ...byArticle, source: 'newsletter', source_name: 'morning-briefing', referrer_domain: null, campaign: 'morning-briefing', device: 'tablet' },
        { ...byArticle, source: 'site', source_name: 'blog.example.org', referrer_domain: 'blog.example.org', campaign: null, device: 'desktop' },
        { ...byArticle, source: 'campaign', source_name: 'spring', referrer_domain: 'partner.example.net', campaign: 'spring', device: 'desktop' },
        { ...byArticle, source: 'direct', source_name: null, referrer_domain: null, campaign: null, device: 'desktop' },
        { path: '/hi/', article_id: null, locale: 'hi', source: 'direct', source_name: null, referrer_domain: null, campaign: null, device: 'desktop' },
      ]),
    );
    expect(shape).toHaveLength(8);

    // Visitors: the day's hash, the same for one reader's two views, different between readers, none under GPC / DNT.
    const visitorOf = (where: Partial<Row>) => stored.filter((row) => Object.entries(where).every(([k, v]) => row[k] === v)).map((row) => row.visitor);
    const google = visitorOf({ source: 'search' });
    expect(google).toHaveLength(2);
    expect(google[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(google[1]).toBe(google[0]);
    const counted = stored.map((row) => row.visitor).filter((v) => v !== null);
    expect(new Set(counted).size).toBe(5);
    expect(visitorOf({ source: 'direct' })).toEqual([null, null]);
    // Nothing of the address or the user agent is stored.
    const text = JSON.stringify(stored);
    for (const secret of ['203.0.113', 'Mozilla', 'iPhone', 'Chrome']) expect(text).not.toContain(secret);

    // The counts: views per newsroom hour and day, by page, source, language and device; the same in both grains.
    const countRows = await counts();
    const sum = (rows: Row[], where: Partial<Row>, field: string) =>
      rows.filter((row) => Object.entries(where).every(([k, v]) => row[k] === v)).reduce((total, row) => total + Number(row[field]), 0);
    for (const grain of ['h', 'd']) {
      expect(sum(countRows, { grain, dimension: 'page' }, 'views'), grain).toBe(8);
      expect(sum(countRows, { grain, dimension: 'site' }, 'views')).toBe(8);
      expect(sum(countRows, { grain, dimension: 'page', article_id: articleId }, 'views')).toBe(7);
      expect(sum(countRows, { grain, dimension: 'page', article_id: '' }, 'views')).toBe(1);
      expect(sum(countRows, { grain, dimension: 'source', value: 'search', detail: 'Google' }, 'views')).toBe(2);
      expect(sum(countRows, { grain, dimension: 'source', value: 'direct' }, 'views')).toBe(2);
      expect(sum(countRows, { grain, dimension: 'article_source', article_id: articleId, value: 'direct' }, 'views')).toBe(1);
      expect(sum(countRows, { grain, dimension: 'locale', value: 'hi' }, 'views')).toBe(1);
      expect(sum(countRows, { grain, dimension: 'device', value: 'tablet' }, 'views')).toBe(1);
      expect(sum(countRows, { grain, dimension: 'device' }, 'views')).toBe(8);
    }
    // Visitors: each reader's first view of the day once, on the site and on the article; none under GPC / DNT.
    const firsts = (await visits()).filter((row) => row.previous === 0);
    for (const grain of ['h', 'd']) {
      expect(sum(firsts, { grain, article_id: '*' }, 'visitors'), grain).toBe(5);
      expect(sum(firsts, { grain, article_id: articleId }, 'visitors')).toBe(5);
      expect(sum(firsts, { grain, article_id: '' }, 'visitors')).toBe(0);
    }
  });

  // Once per database: it restarts the stack, and the raw rows' fate does not depend on how batches are flushed.
  it.runIf(extraEnv.ANALYTICS_FLUSH_MS === '600000')(
    'raw rows older than ANALYTICS_RETENTION_DAYS (90) are deleted when Strapi starts; their counts stay',
    async () => {
      const DAY = 86_400_000;
      const HOUR = 3_600_000;
      const columns = 'occurred_at, hour, path, article_id, locale, source, source_name, referrer_domain, campaign, device, visitor';
      const insertEvent = (at: number, path: string) =>
        stackWrite(
          stack,
          {
            sqlite: `INSERT INTO analytics_events (${columns}) VALUES (?, ?, ?, NULL, 'en', 'direct', NULL, NULL, NULL, 'desktop', NULL)`,
            postgres: `INSERT INTO analytics_events (${columns}) VALUES ($1, $2, $3, NULL, 'en', 'direct', NULL, NULL, NULL, 'desktop', NULL)`,
          },
          at,
          Math.floor(at / HOUR) * HOUR,
          path,
        );
      const old = Date.now() - 100 * DAY;
      await insertEvent(old, '/past-retention');
      await insertEvent(Date.now() - 80 * DAY, '/within-retention');
      await stackWrite(
        stack,
        {
          sqlite: "INSERT INTO analytics_counts (dimension, grain, start, article_id, value, detail, views) VALUES ('page', 'h', ?, '', '', '', 1)",
          postgres: "INSERT INTO analytics_counts (dimension, grain, start, article_id, value, detail, views) VALUES ('page', 'h', $1, '', '', '', 1)",
        },
        Math.floor(old / HOUR) * HOUR,
      );
      const paths = async () => (await events()).map((row) => row.path);
      expect(await paths()).toEqual(expect.arrayContaining(['/past-retention', '/within-retention']));

      await stack.restart();
      await vi.waitFor(async () => expect(await paths()).not.toContain('/past-retention'), { timeout: 20_000, interval: 250 });
      expect(await paths()).toContain('/within-retention');
      expect((await counts()).filter((row) => row.start === Math.floor(old / HOUR) * HOUR)).toEqual([
        { dimension: 'page', grain: 'h', start: Math.floor(old / HOUR) * HOUR, article_id: '', value: '', detail: '', views: 1 },
      ]);
    },
    120_000,
  );

  // Several adapters instances run only on PostgreSQL; they hash readers with one salt of the day (analytics/day-salt.ts).
  it.runIf(inject('database') === 'postgres' && extraEnv.ANALYTICS_FLUSH_MS === '1000')(
    'a reader served by two adapters instances is one visitor: the instances share the day\'s salt',
    async () => {
      const second = await stack.addAdapters();
      const path = `/article/${unique('salt')}`;
      const send = (apiUrl: string) =>
        fetch(`${apiUrl}/analytics/views`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7', 'user-agent': FIREFOX },
          body: JSON.stringify({ path, locale: 'en' }),
        });
      expect((await send(stack.apiUrl)).status).toBe(204);
      expect((await send(second.apiUrl)).status).toBe(204);
      await vi.waitFor(async () => expect((await events()).filter((row) => row.path === path)).toHaveLength(2), { timeout: 20_000, interval: 250 });
      const visitors = (await events()).filter((row) => row.path === path).map((row) => row.visitor);
      expect(visitors[0]).toMatch(/^[0-9a-f]{32}$/);
      expect(visitors[1]).toBe(visitors[0]);
    },
    60_000,
  );

  it('Strapi takes a batch of views only from the adapters (signed), never from anyone else', async () => {
    const view = { at: Date.now(), path: '/', articleId: null, locale: 'en', source: 'direct', sourceName: null, referrerDomain: null, campaign: null, device: 'desktop', visitor: null };
    const res = await fetch(`${stack.cmsUrl}/api/analytics/views`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bulletin-timestamp': String(Date.now()), 'x-bulletin-signature': '0'.repeat(64) },
      body: JSON.stringify({ views: [view] }),
    });
    expect(res.status).toBe(401);
    expect((await events()).filter((row) => row.path === '/' && row.locale === 'en')).toHaveLength(0);
  });
});
