import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startStack, type Stack } from '../support/stack.js';
import { api, createArticle, loginAdmin, signUpAs, unique, useStack, type Account } from '../support/api.js';
import { openStream, type SseEvent } from '../support/sse.js';

/**
 * The newsroom's page-view figures through real HTTP (docs/decisions/0029-analytics-read.md): views sent as reader
 * pages send them (`POST /api/analytics/views`), stored by Strapi, then read back as the overview, one article's
 * figures and the CSV export — exactly, per role — in a newsroom whose clock is half an hour off UTC.
 */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type Point = { at: string; views: number; visitors: number };

describe('page-view figures through real HTTP', () => {
  let stack: Stack;
  let admin: string;
  let author: Account;
  let otherReporter: Account;
  let editor: Account;
  let reader: Account;
  let own: { _id: string; title: string; slug: string };
  let desk: { _id: string; title: string; slug: string };

  const beacon = (body: unknown, address: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.apiUrl}/analytics/views`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'user-agent': CHROME, ...headers },
      body: JSON.stringify(body),
    });
  const overview = (token: string | undefined, range = '24h') => api('GET', `/analytics/overview?range=${range}`, { token });

  beforeAll(async () => {
    const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
    stack = await startStack({
      postgresUrl,
      extraEnv: { ANALYTICS_FLUSH_MS: '500', TRUST_PROXY: 'loopback', NEWSROOM_TIME_ZONE: 'Asia/Kolkata' },
    });
    useStack(stack);
    admin = await loginAdmin();
    [author, otherReporter, editor, reader] = await Promise.all([signUpAs('reporter'), signUpAs('reporter'), signUpAs('editor'), signUpAs('user')]);
    // The reporter's own article (a draft: figures do not depend on the status) and one of the desk's.
    own = await createArticle(author.token, { status: 'draft', title: unique('Harbour') });
    desk = await createArticle(admin, { status: 'published', title: unique('Council') });

    const story = { path: `/article/${own.slug}`, articleId: own._id, locale: 'en' };
    const deskStory = { path: `/hi/article/${desk.slug}`, articleId: desk._id, locale: 'hi' };
    const sent = [
      // Reader 1 (desktop) from Google, twice, then the desk's story directly: three views, one visitor.
      beacon({ ...story, referrer: 'https://www.google.com/' }, '203.0.113.1'),
      beacon({ ...story, referrer: 'https://www.google.com/' }, '203.0.113.1'),
      beacon({ ...deskStory }, '203.0.113.1'),
      // Reader 2 (a phone) from X.
      beacon({ ...story, referrer: 'https://t.co/abc' }, '203.0.113.2', { 'user-agent': IPHONE }),
      // A reader who asked not to be tracked: a view, no visitor.
      beacon({ ...story }, '203.0.113.3', { 'sec-gpc': '1' }),
      // Reader 4 (a tablet): the morning newsletter's link to the desk's story, then the home page.
      beacon({ ...deskStory, utm: { medium: 'email', campaign: 'morning-briefing', source: 'newsletter' } }, '203.0.113.4', { 'user-agent': IPAD }),
      beacon({ path: '/', locale: 'en' }, '203.0.113.4', { 'user-agent': IPAD }),
      // Not counted: a crawler.
      beacon({ ...story, referrer: 'https://www.google.com/' }, '203.0.113.5', { 'user-agent': GOOGLEBOT }),
    ];
    for (const res of await Promise.all(sent)) expect(res.status).toBe(204);
    await vi.waitFor(
      async () => {
        const res = await overview(editor.token);
        expect(res.body.data?.totals?.views).toBe(7);
      },
      { timeout: 20_000, interval: 250 },
    );
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('an editor sees every page: totals, top articles, sources, languages, devices, readers now', async () => {
    const res = await overview(editor.token);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const data = res.body.data;
    expect(data.totals).toEqual({ views: 7, visitors: 3 });
    expect(data.topArticles).toEqual([
      { _id: own._id, title: own.title, slug: own.slug, views: 4, visitors: 2 },
      { _id: desk._id, title: desk.title, slug: desk.slug, views: 2, visitors: 2 },
    ]);
    expect(data.sources).toEqual([
      { source: 'direct', name: null, views: 3 },
      { source: 'search', name: 'Google', views: 2 },
      { source: 'newsletter', name: 'morning-briefing', views: 1 },
      { source: 'social', name: 'X', views: 1 },
    ]);
    expect(data.languages).toEqual([{ locale: 'en', views: 5 }, { locale: 'hi', views: 2 }]);
    expect(data.devices).toEqual([{ device: 'desktop', views: 4 }, { device: 'tablet', views: 2 }, { device: 'mobile', views: 1 }]);
    expect(data.realtime.readers).toBe(3);
    expect(data.realtime.articles).toEqual(
      expect.arrayContaining([
        { _id: own._id, title: own.title, readers: 2 },
        { _id: desk._id, title: desk.title, readers: 2 },
      ]),
    );
    expect(data.realtime.articles).toHaveLength(2);
    // The admin sees the same.
    expect((await overview(admin)).body.data.totals).toEqual({ views: 7, visitors: 3 });
  });

  it('the series: 24 hours or 7 / 30 days of the newsroom clock, every bucket present, adding up to the totals', async () => {
    const byRange = { '24h': 24, '7d': 7, '30d': 30 } as const;
    for (const [range, length] of Object.entries(byRange)) {
      const { series, totals } = (await overview(editor.token, range)).body.data as { series: Point[]; totals: { views: number; visitors: number } };
      expect(series, range).toHaveLength(length);
      expect(series.reduce((sum, p) => sum + p.views, 0), range).toBe(7);
      expect(totals, range).toEqual({ views: 7, visitors: 3 });
      expect(series.every((p) => p.visitors <= 3)).toBe(true);
      expect(series.filter((p) => p.views === 0).every((p) => p.visitors === 0)).toBe(true);
      const times = series.map((p) => Date.parse(p.at));
      expect(times.every((t, i) => i === 0 || t > times[i - 1]!)).toBe(true);
      // Asia/Kolkata is UTC+05:30: its hours and midnights fall at half past a UTC hour.
      expect(series.every((p) => p.at.endsWith(range === '24h' ? ':30:00.000Z' : 'T18:30:00.000Z')), range).toBe(true);
    }
    // No range: the last 7 days.
    expect((await api('GET', '/analytics/overview', { token: editor.token })).body.data.series).toHaveLength(7);
  });

  it("a reporter sees only their own articles' views; another reporter none of them", async () => {
    const mine = (await overview(author.token)).body.data;
    expect(mine.totals).toEqual({ views: 4, visitors: 2 });
    expect(mine.topArticles).toEqual([{ _id: own._id, title: own.title, slug: own.slug, views: 4, visitors: 2 }]);
    expect(mine.sources).toEqual([
      { source: 'search', name: 'Google', views: 2 },
      { source: 'direct', name: null, views: 1 },
      { source: 'social', name: 'X', views: 1 },
    ]);
    expect(mine.languages).toEqual([{ locale: 'en', views: 4 }]);
    expect(mine.devices).toEqual([{ device: 'desktop', views: 3 }, { device: 'mobile', views: 1 }]);
    expect(mine.realtime).toEqual({ readers: 2, articles: [{ _id: own._id, title: own.title, readers: 2 }] });

    const none = (await overview(otherReporter.token)).body.data;
    expect(none.totals).toEqual({ views: 0, visitors: 0 });
    expect(none.topArticles).toEqual([]);
    expect(none.sources).toEqual([]);
    expect(none.realtime).toEqual({ readers: 0, articles: [] });
    expect(none.series).toHaveLength(24);
    expect(none.series.every((p: Point) => p.views === 0 && p.visitors === 0)).toBe(true);
  });

  it("one article's figures: for editors any article, for a reporter only their own", async () => {
    const deskFigures = await api('GET', `/analytics/articles/${desk._id}?range=7d`, { token: editor.token });
    expect(deskFigures.status).toBe(200);
    expect(deskFigures.body.data.totals).toEqual({ views: 2, visitors: 2 });
    expect(deskFigures.body.data.sources).toEqual([
      { source: 'direct', name: null, views: 1 },
      { source: 'newsletter', name: 'morning-briefing', views: 1 },
    ]);
    expect(deskFigures.body.data.series).toHaveLength(7);
    expect(deskFigures.body.data.series.reduce((sum: number, p: Point) => sum + p.views, 0)).toBe(2);

    const ownFigures = await api('GET', `/analytics/articles/${own._id}?range=24h`, { token: author.token });
    expect(ownFigures.status).toBe(200);
    expect(ownFigures.body.data.totals).toEqual({ views: 4, visitors: 2 });

    const another = await api('GET', `/analytics/articles/${own._id}`, { token: otherReporter.token });
    expect(another.status).toBe(403);
    expect(another.body).toMatchObject({ success: false, message: expect.any(String) });
    expect((await api('GET', `/analytics/articles/${desk._id}`, { token: author.token })).status).toBe(403);
    expect((await api('GET', '/analytics/articles/no-such-article', { token: editor.token })).status).toBe(404);
  });

  it('the export: CSV with a header row, one line per bucket and article, what the role may see', async () => {
    const res = await fetch(`${stack.apiUrl}/analytics/export?range=7d`, { headers: { authorization: `Bearer ${editor.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain('bulletin-views-7d.csv');
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('bucket_start,local_time,article_id,title,slug,views,visitors');
    const rows = lines.slice(1).map((line) => line.split(','));
    const views = (id: string) => rows.filter((r) => r[2] === id).reduce((sum, r) => sum + Number(r[5]), 0);
    expect(views(own._id)).toBe(4);
    expect(views(desk._id)).toBe(2);
    expect(views('')).toBe(1);
    expect(rows.find((r) => r[2] === own._id)).toEqual(expect.arrayContaining([own.title, own.slug]));
    expect(rows.every((r) => /^\d{4}-\d{2}-\d{2} 00:00$/.test(r[1]!))).toBe(true);

    const mine = await fetch(`${stack.apiUrl}/analytics/export?range=24h`, { headers: { authorization: `Bearer ${author.token}` } });
    const mineRows = (await mine.text()).trimEnd().split('\r\n').slice(1).map((line) => line.split(','));
    expect(mineRows.length).toBeGreaterThan(0);
    expect(mineRows.every((r) => r[2] === own._id)).toBe(true);
    expect(mineRows.reduce((sum, r) => sum + Number(r[5]), 0)).toBe(4);
  });

  it('refuses readers (403) and anonymous callers (401), and a bad range (400)', async () => {
    for (const path of ['/analytics/overview', `/analytics/articles/${own._id}`, '/analytics/export']) {
      const asReader = await api('GET', path, { token: reader.token });
      expect(asReader.status, path).toBe(403);
      expect(asReader.body).toMatchObject({ success: false });
      expect((await api('GET', path)).status, path).toBe(401);
      const bad = await api('GET', `${path}?range=1y`, { token: editor.token });
      expect(bad.status, path).toBe(400);
      expect(bad.body).toMatchObject({ success: false, message: expect.any(String), errors: [{ field: 'range', message: expect.any(String) }] });
      // A reader's bad query is still their 403.
      expect((await api('GET', `${path}?range=1y`, { token: reader.token })).status, path).toBe(403);
    }
  });
  // Last: it sends one more view, which the exact figures above do not count.
  it('readers now as a stream: the figure at once, then every few seconds as readers come; staff only', async () => {
    const url = `${stack.apiUrl}/analytics/realtime/stream`;
    const stream = await openStream(url, { authorization: `Bearer ${editor.token}` });
    try {
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['cache-control']).toMatch(/no-store/);
      const readers = (events: SseEvent[]) => events.filter((e) => e.event === 'readers').map((e) => e.data.readers as number);
      const [first] = await stream.until((events) => readers(events).length > 0);
      expect(first!.data).toEqual({
        readers: 3,
        articles: expect.arrayContaining([
          { _id: own._id, title: own.title, readers: 2 },
          { _id: desk._id, title: desk.title, readers: 2 },
        ]),
      });
      // A new reader of the desk's story: the stream says so without being asked again.
      expect((await beacon({ path: `/hi/article/${desk.slug}`, articleId: desk._id, locale: 'hi' }, '203.0.113.9')).status).toBe(204);
      await vi.waitFor(() => expect(readers(stream.events)).toContain(4), { timeout: 20_000, interval: 200 });
    } finally {
      stream.close();
    }

    // A reporter's stream counts the readers of their own articles only.
    const mine = await openStream(url, { authorization: `Bearer ${author.token}` });
    try {
      const [figure] = await mine.until((events) => events.some((e) => e.event === 'readers'));
      expect(figure!.data).toEqual({ readers: 2, articles: [{ _id: own._id, title: own.title, readers: 2 }] });
    } finally {
      mine.close();
    }

    await expect(openStream(url, { authorization: `Bearer ${reader.token}` })).rejects.toMatchObject({ status: 403 });
    await expect(openStream(url)).rejects.toMatchObject({ status: 401 });
  }, 60_000);
});
