import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiUrl, createArticle, createCategory, PNG_DATA_URL, signUpAs, siteUrl, unique, type Account } from '../support/api.js';
import { entryIds, openStream, type SseEvent, type Stream } from '../support/sse.js';

/**
 * Live coverage (docs/product.md#live-coverage): live stories and their entries through the API (roles, validation,
 * sanitising, paging, pins, ending), the Server-Sent Events stream (every change as an event with an id; a
 * reconnection with Last-Event-ID misses nothing), and what the public read cache, the reader page and the sitemap
 * show after.
 */
let editor: Account;
let reporter: Account;
let reader: Account;
let categoryId: string;
const streams: Stream[] = [];

beforeAll(async () => {
  [editor, reporter, reader] = await Promise.all([signUpAs('editor'), signUpAs('reporter'), signUpAs('user')]);
  categoryId = (await createCategory())._id;
});

afterAll(() => {
  for (const stream of streams) stream.close();
});

async function startStory(overrides: Record<string, unknown> = {}) {
  const res = await api('POST', '/live', { token: editor.token, body: { title: unique('Live story'), category: categoryId, ...overrides } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { _id: string; slug: string; title: string; seq: number; status: string };
}

async function post(slug: string, body: Record<string, unknown>, token = reporter.token) {
  const res = await api('POST', `/live/${slug}/entries`, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { _id: string; content: string; keyEvent: boolean; pinned: boolean; image: string | null };
}

const streamUrl = (slug: string, query = '') => `${apiUrl()}/live/${slug}/stream${query}`;

async function listen(slug: string, query = '', headers: Record<string, string> = {}) {
  const stream = await openStream(streamUrl(slug, query), headers);
  streams.push(stream);
  return stream;
}

const ids = (events: SseEvent[]) => events.map((e) => Number(e.id));

describe('starting and ending a live story', () => {
  it('editors and admins start one; reporters, readers and anonymous callers may not', async () => {
    const story = await startStory();
    expect(story).toMatchObject({ status: 'running', seq: 0 });
    expect(story.slug).toMatch(/^live-story-/);
    const body = { title: unique('Not allowed'), category: categoryId };
    expect((await api('POST', '/live', { token: reporter.token, body })).status).toBe(403);
    expect((await api('POST', '/live', { token: reader.token, body })).status).toBe(403);
    expect((await api('POST', '/live', { body })).status).toBe(401);
  });

  it('refuses bad input with field errors', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ category: categoryId }, 'title', 'Title is required'],
      [{ title: '   ', category: categoryId }, 'title', 'Title is required'],
      [{ title: 'x'.repeat(201), category: categoryId }, 'title', 'Title must be at most 200 characters'],
      [{ title: 'No category' }, 'category', 'Category is required'],
      [{ title: 'Unknown category', category: 'no-such-category' }, 'category', 'Category not found'],
      [{ title: 'Unknown article', category: categoryId, article: 'no-such-article' }, 'article', 'Article not found'],
    ];
    for (const [body, field, message] of cases) {
      const res = await api('POST', '/live', { token: editor.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors).toContainEqual({ field, message });
    }
    const notObject = await api('POST', '/live', { token: editor.token, rawBody: '[]' });
    expect(notObject.status).toBe(400);
  });

  it('lists the running stories newest first, and ends one with {status: "ended"}', async () => {
    const first = await startStory();
    const second = await startStory();
    const running = (await api('GET', '/live?limit=100')).body.data as Array<Record<string, unknown>>;
    const slugs = running.map((s) => s.slug);
    expect(slugs.indexOf(second.slug)).toBeLessThan(slugs.indexOf(first.slug));
    expect(running.find((s) => s.slug === first.slug)).toMatchObject({ _id: first._id, title: first.title, entryCount: 0, lastEntryAt: null });
    expect(Object.keys(running[0]!)).toEqual(expect.arrayContaining(['_id', 'slug', 'title', 'startedAt', 'entryCount', 'lastEntryAt']));

    expect((await api('PUT', `/live/${first.slug}`, { token: reporter.token, body: { status: 'ended' } })).status).toBe(403);
    expect((await api('PUT', `/live/${first.slug}`, { token: editor.token, body: { status: 'over' } })).body.errors).toContainEqual({
      field: 'status',
      message: 'Status must be one of running, ended',
    });
    const ended = await api('PUT', `/live/${first.slug}`, { token: editor.token, body: { status: 'ended' } });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({ status: 'ended', endedAt: expect.any(String) });
    expect(((await api('GET', '/live?limit=100')).body.data as Array<{ slug: string }>).map((s) => s.slug)).not.toContain(first.slug);
    expect(((await api('GET', '/live?status=ended&limit=100')).body.data as Array<{ slug: string }>).map((s) => s.slug)).toContain(first.slug);

    const refused = await api('POST', `/live/${first.slug}/entries`, { token: reporter.token, body: { content: '<p>Too late</p>' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This live story has ended');

    const reopened = await api('PUT', `/live/${first.slug}`, { token: editor.token, body: { status: 'running' } });
    expect(reopened.body.data).toMatchObject({ status: 'running', endedAt: null });
    await post(first.slug, { content: '<p>Back on air</p>' });
  });

  it('answers 404 for a story that does not exist, and 400 for a bad query', async () => {
    expect((await api('GET', '/live/no-such-story')).status).toBe(404);
    expect((await api('PUT', '/live/no-such-story', { token: editor.token, body: { status: 'ended' } })).status).toBe(404);
    expect((await api('POST', '/live/no-such-story/entries', { token: reporter.token, body: { content: '<p>x</p>' } })).status).toBe(404);
    expect((await api('GET', '/live?status=soon')).status).toBe(400);
    expect((await api('GET', '/live?limit=1000')).status).toBe(400);
  });
});

describe('entries', () => {
  it('reporters, editors and admins post; the HTML is sanitised; the story lists them newest first, paged, with its key events', async () => {
    const story = await startStory();
    const first = await post(story.slug, { content: '<p>Polls <strong>close</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>' });
    expect(first.content).not.toMatch(/script|onerror/);
    expect(first.content).toContain('<strong>close</strong>');
    const second = await post(story.slug, { content: '<p>First results</p>', keyEvent: true }, editor.token);
    const third = await post(story.slug, { content: '<p>A picture</p>', image: PNG_DATA_URL });
    expect(third.image).toMatch(/^\/uploads\/.+\.png$/);

    const page1 = (await api('GET', `/live/${story.slug}?limit=2`)).body.data;
    expect(page1.entries.map((e: { _id: string }) => e._id)).toEqual([third._id, second._id]);
    expect(page1).toMatchObject({ total: 3, page: 1, limit: 2, pages: 2, entryCount: 3, seq: 3 });
    expect(page1.keyEvents.map((e: { _id: string }) => e._id)).toEqual([second._id]);
    const page2 = (await api('GET', `/live/${story.slug}?limit=2&page=2`)).body.data;
    expect(page2.entries.map((e: { _id: string }) => e._id)).toEqual([first._id]);
    const listed = ((await api('GET', '/live?limit=100')).body.data as Array<Record<string, unknown>>).find((s) => s.slug === story.slug);
    expect(listed).toMatchObject({ entryCount: 3, lastEntryAt: expect.any(String) });
  });

  it('refuses empty, script-only, too long and non-image entries, and readers', async () => {
    const story = await startStory();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, 'content', 'Content is required'],
      [{ content: '<p>  </p>' }, 'content', 'Content is required'],
      [{ content: `<p>${'a'.repeat(2001)}</p>` }, 'content', 'An entry must be at most 2,000 characters'],
      [{ content: '<p>x</p>', image: 'data:text/plain;base64,aGk=' }, 'image', expect.any(String) as unknown as string],
      [{ content: '<p>x</p>', keyEvent: 'maybe' }, 'keyEvent', 'Key event must be true or false'],
    ];
    for (const [body, field, message] of cases) {
      const res = await api('POST', `/live/${story.slug}/entries`, { token: reporter.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toContainEqual({ field, message });
    }
    // Markup that sanitising removes entirely leaves nothing to publish.
    const scriptOnly = await api('POST', `/live/${story.slug}/entries`, { token: reporter.token, body: { content: '<script>alert(1)</script>' } });
    expect(scriptOnly.status).toBe(400);
    expect((await api('POST', `/live/${story.slug}/entries`, { token: reader.token, body: { content: '<p>Hi</p>' } })).status).toBe(403);
    expect((await api('POST', `/live/${story.slug}/entries`, { body: { content: '<p>Hi</p>' } })).status).toBe(401);
    expect((await api('GET', `/live/${story.slug}`)).body.data.entries).toEqual([]);
  });

  it('editors edit, pin (one at a time) and delete entries; reporters may not', async () => {
    const story = await startStory();
    const a = await post(story.slug, { content: '<p>A</p>' });
    const b = await post(story.slug, { content: '<p>B</p>' });
    expect((await api('PUT', `/live/${story.slug}/entries/${a._id}`, { token: reporter.token, body: { pinned: true } })).status).toBe(403);
    expect((await api('DELETE', `/live/${story.slug}/entries/${a._id}`, { token: reporter.token })).status).toBe(403);

    const edited = await api('PUT', `/live/${story.slug}/entries/${a._id}`, { token: editor.token, body: { content: '<p>A, corrected</p>', keyEvent: true } });
    expect(edited.body.data).toMatchObject({ content: '<p>A, corrected</p>', keyEvent: true });
    await api('PUT', `/live/${story.slug}/entries/${a._id}`, { token: editor.token, body: { pinned: true } });
    await api('PUT', `/live/${story.slug}/entries/${b._id}`, { token: editor.token, body: { pinned: true } });
    const pinned = (await api('GET', `/live/${story.slug}`)).body.data;
    expect(pinned.pinned._id).toBe(b._id);
    expect(pinned.entries.filter((e: { pinned: boolean }) => e.pinned).map((e: { _id: string }) => e._id)).toEqual([b._id]);

    expect((await api('DELETE', `/live/${story.slug}/entries/${b._id}`, { token: editor.token })).status).toBe(200);
    const after = (await api('GET', `/live/${story.slug}`)).body.data;
    expect(after.entries.map((e: { _id: string }) => e._id)).toEqual([a._id]);
    expect(after).toMatchObject({ entryCount: 1, pinned: null });
    expect((await api('DELETE', `/live/${story.slug}/entries/${b._id}`, { token: editor.token })).status).toBe(404);
    expect((await api('PUT', `/live/${story.slug}/entries/no-such-entry`, { token: editor.token, body: { pinned: true } })).status).toBe(404);
    // An entry of another story is not this story's.
    const other = await startStory();
    expect((await api('PUT', `/live/${other.slug}/entries/${a._id}`, { token: editor.token, body: { pinned: true } })).status).toBe(404);
  });
});

describe('the event stream', () => {
  it('is private, uncompressed and unknown to the read cache; unknown stories and bad ids are refused', async () => {
    const story = await startStory();
    const stream = await listen(story.slug, '?after=0', { 'accept-encoding': 'gzip, br' });
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('private, no-store');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['x-cache']).toBeUndefined();
    await expect(openStream(streamUrl('no-such-story'))).rejects.toMatchObject({ status: 404 });
    await expect(openStream(streamUrl(story.slug, '?after=soon'))).rejects.toMatchObject({ status: 400 });
    await expect(openStream(streamUrl(story.slug), { 'last-event-id': '-1' })).rejects.toMatchObject({ status: 400 });
  });

  it('sends every change as an event, in order, with the story sequence number as its id', async () => {
    const story = await startStory();
    const stream = await listen(story.slug, `?after=${story.seq}`);
    // Each change is awaited on the stream before the next: changes between two reads of the hub would arrive
    // as one event (an entry's latest state), which is right for readers but not what this test spells out.
    const heard = (count: number) => stream.until((list) => list.length >= count);
    const a = await post(story.slug, { content: '<p>First</p>' });
    await heard(1);
    const b = await post(story.slug, { content: '<p>Second</p>', keyEvent: true });
    await heard(2);
    await api('PUT', `/live/${story.slug}/entries/${a._id}`, { token: editor.token, body: { content: '<p>First, corrected</p>' } });
    await heard(3);
    await api('DELETE', `/live/${story.slug}/entries/${b._id}`, { token: editor.token });
    await heard(4);
    await api('PUT', `/live/${story.slug}`, { token: editor.token, body: { status: 'ended' } });

    // The story's end, then its state (no id), and the server closes the stream.
    const events = await heard(6);
    await stream.ended;
    expect(events.map((e) => [e.event, e.data._id])).toEqual([
      ['entry', a._id],
      ['entry', b._id],
      ['update', a._id],
      ['delete', b._id],
      ['story', story._id],
      ['state', undefined],
    ]);
    expect(ids(events.slice(0, 5))).toEqual([1, 2, 3, 4, 5]);
    expect(events[2]!.data.content).toBe('<p>First, corrected</p>');
    expect(events[1]!.data.keyEvent).toBe(true);
    expect(events[4]!.data).toMatchObject({ status: 'ended', seq: 5, entryCount: 1 });
  });

  it("when a story ends, its open streams get its state and are closed; a stream opened on an ended story gets the state at once, with a long retry, and is closed", async () => {
    const story = await startStory();
    const entry = await post(story.slug, { content: '<p>Only update</p>' });
    const open = [await listen(story.slug, `?after=${story.seq}`), await listen(story.slug)];
    await open[0]!.until((list) => list.length >= 1);
    const ended = await api('PUT', `/live/${story.slug}`, { token: editor.token, body: { status: 'ended' } });
    expect(ended.status).toBe(200);
    const state = { status: 'ended', endedAt: ended.body.data.endedAt, seq: 2 };
    for (const stream of open) {
      const events = await stream.until((list) => list.some((e) => e.event === 'state'));
      await stream.ended;
      expect(events.at(-1)).toEqual({ id: '', event: 'state', data: state });
      expect(events.at(-2)).toMatchObject({ event: 'story', id: '2', data: { status: 'ended' } });
      expect(stream.retry).toBe(300_000);
    }

    // A new stream: the state at once, then closed; one from before the end first hears what it missed.
    const late = await listen(story.slug);
    await late.ended;
    expect(late.events).toEqual([{ id: '', event: 'state', data: state }]);
    expect(late.retry).toBe(300_000);
    const behind = await listen(story.slug, '?after=0');
    await behind.ended;
    expect(behind.events.map((e) => [e.event, e.data._id ?? null])).toEqual([
      ['entry', entry._id],
      ['story', story._id],
      ['state', null],
    ]);

    // Reopened, the story streams again and stays open.
    expect((await api('PUT', `/live/${story.slug}`, { token: editor.token, body: { status: 'running' } })).status).toBe(200);
    const again = await listen(story.slug);
    const next = await post(story.slug, { content: '<p>Back on</p>' });
    expect(entryIds(await again.until((list) => entryIds(list).length >= 1))).toEqual([next._id]);
    expect(again.events.some((e) => e.event === 'state')).toBe(false);
  });

  it('a reconnection with Last-Event-ID gets exactly what it missed; a first connection with ?after= what came after the page', async () => {
    const story = await startStory();
    const [a, b] = [await post(story.slug, { content: '<p>One</p>' }), await post(story.slug, { content: '<p>Two</p>' })];
    // A reader who loaded the page at seq 1 (entry a) connects after it: b first, then what comes next.
    const late = await listen(story.slug, '?after=1');
    const c = await post(story.slug, { content: '<p>Three</p>' });
    expect(entryIds(await late.until((list) => entryIds(list).includes(c._id)))).toEqual([b._id, c._id]);
    late.close();

    // While it is away, two more entries and an edit of one it has.
    const d = await post(story.slug, { content: '<p>Four</p>' });
    await api('PUT', `/live/${story.slug}/entries/${b._id}`, { token: editor.token, body: { keyEvent: true } });
    const back = await listen(story.slug, '?after=0', { 'last-event-id': '3' });
    const events = await back.until((list) => list.some((e) => e.event === 'update'));
    expect(events.map((e) => [e.event, e.data._id, Number(e.id)])).toEqual([
      ['entry', d._id, 4],
      ['update', b._id, 5],
    ]);
    expect(entryIds(events)).not.toContain(a._id);

    // From the start (after=0), a new connection hears the whole story, each entry once, in its latest state.
    const fresh = await listen(story.slug, '?after=0');
    const all = await fresh.until((list) => Number(list.at(-1)?.id) === 5);
    expect(all.map((e) => e.event)).toEqual(['entry', 'entry', 'entry', 'entry']);
    expect(all.map((e) => e.data._id)).toEqual([a._id, c._id, d._id, b._id]);
    expect(all.find((e) => e.data._id === b._id)!.data.keyEvent).toBe(true);
  });

  it('without after= or Last-Event-ID a stream starts from now', async () => {
    const story = await startStory();
    await post(story.slug, { content: '<p>Before</p>' });
    const stream = await listen(story.slug);
    const entry = await post(story.slug, { content: '<p>After</p>' });
    expect(entryIds(await stream.until((list) => list.length >= 1))).toEqual([entry._id]);
  });

  it('many readers of one story each get every entry', async () => {
    const story = await startStory();
    const readers = await Promise.all(Array.from({ length: 25 }, () => listen(story.slug, '?after=0')));
    const posted = [];
    for (let i = 0; i < 3; i += 1) posted.push((await post(story.slug, { content: `<p>Entry ${i}</p>` }))._id);
    for (const stream of readers) expect(entryIds(await stream.until((list) => entryIds(list).length >= 3))).toEqual(posted);
  });
});

describe('what readers are served', () => {
  it('a new entry purges the cached story and list at once', async () => {
    const story = await startStory();
    await post(story.slug, { content: '<p>Cached</p>' });
    const first = await api('GET', `/live/${story.slug}`);
    expect(first.headers.get('cache-control')).toMatch(/^public/);
    expect((await api('GET', `/live/${story.slug}`)).headers.get('x-cache')).toBe('HIT');
    await api('GET', '/live');
    expect((await api('GET', '/live')).headers.get('x-cache')).toBe('HIT');
    const entry = await post(story.slug, { content: '<p>Fresh</p>' });
    const after = await api('GET', `/live/${story.slug}`);
    expect(after.body.data.entries[0]._id).toBe(entry._id);
    expect(((await api('GET', '/live')).body.data as Array<{ slug: string; entryCount: number }>).find((s) => s.slug === story.slug)?.entryCount).toBe(2);
  });

  it('the reader page is server-rendered with LiveBlogPosting data, and shows a new entry at the next view', async () => {
    const article = await createArticle(editor.token, { category: categoryId });
    const story = await startStory({ article: article._id });
    await post(story.slug, { content: '<p>Rendered on the server</p>', keyEvent: true });
    const page = await fetch(`${siteUrl()}/live/${story.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<title>${story.title} | Bulletin</title>`);
    expect(html).toContain('Rendered on the server');
    expect(html).toContain(`/article/${article.slug}`);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const blog = jsonLd.find((item) => item['@type'] === 'LiveBlogPosting');
    expect(blog).toMatchObject({ headline: story.title, coverageStartTime: expect.any(String), liveBlogUpdate: [expect.objectContaining({ articleBody: 'Rendered on the server' })] });
    expect(blog.url).toMatch(new RegExp(`/live/${story.slug}$`));

    await post(story.slug, { content: '<p>Next view</p>' });
    expect(await (await fetch(`${siteUrl()}/live/${story.slug}`)).text()).toContain('Next view');
    expect((await fetch(`${siteUrl()}/live/no-such-story`)).status).toBe(404);
  });

  it('Watch Live (/live) leads to the newest running story', async () => {
    const story = await startStory();
    const res = await fetch(`${siteUrl()}/live`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/live/${story.slug}`);
  });

  it('live stories are in the sitemap', async () => {
    const story = await startStory();
    const index = await (await fetch(`${siteUrl()}/sitemap.xml`)).text();
    expect(index).toContain('/sitemaps/live.xml</loc>');
    const live = await (await fetch(`${siteUrl()}/sitemaps/live.xml`)).text();
    expect(live).toContain(`/live/${story.slug}</loc>`);
  });
});
