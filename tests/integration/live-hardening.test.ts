import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { PNG_DATA_URL, api, apiUrl, cms, createArticle, createCategory, signUpAs, siteUrl, unique, useStack, type Account } from '../support/api.js';
import { stackRows } from '../support/database.js';
import { startStack, type Stack } from '../support/stack.js';
import { openStream, type Stream } from '../support/sse.js';

/**
 * Live coverage against misuse, on a stack of its own (three streams per address; addresses told by
 * X-Forwarded-For, trusted from the loopback): a deleted entry is its tombstone alone — on every route of both
 * ports and in its database row — and its image files go with it unless something else shows them; one address
 * holds a bounded number of streams.
 */
const SETTINGS = { LIVE_STREAMS_PER_IP: '3', TRUST_PROXY: 'loopback' };
const STREAMS_LIMITED = 'Too many live streams open from this address. Close one and try again.';

let stack: Stack;
let editor: Account;
let reporter: Account;
let categoryId: string;
const streams: Stream[] = [];

beforeAll(async () => {
  const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  stack = await startStack({ postgresUrl, extraEnv: SETTINGS });
  useStack(stack);
  [editor, reporter] = await Promise.all([signUpAs('editor'), signUpAs('reporter')]);
  categoryId = (await createCategory())._id;
}, 240_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await stack?.stop();
});

/** Rows of this stack's database (SQLite file or PostgreSQL), read as the tests' own check of what is stored. */
const rows = (sql: { sqlite: string; postgres: string }, ...params: Array<string | number>) => stackRows(stack, sql, ...params);

async function startStory() {
  const res = await api('POST', '/live', { token: editor.token, body: { title: unique('Live story'), category: categoryId } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { _id: string; slug: string };
}

async function post(slug: string, body: Record<string, unknown>) {
  const res = await api('POST', `/live/${slug}/entries`, { token: reporter.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { _id: string; content: string; image: string | null };
}

const uploadStatus = async (url: string) => (await fetch(new URL(new URL(url, siteUrl()).pathname, siteUrl()))).status;
const inlineImage = (html: string) => /src="([^"]+)"/.exec(html)?.[1] ?? '';

describe('a deleted live entry', () => {
  it('is its id and sequence numbers alone, on both ports; its text, image and author leave the row; its own image files go', async () => {
    const story = await startStory();
    const secret = unique('Unverified claim');
    const gone = await post(story.slug, { content: `<p>${secret}</p><p><img src="${PNG_DATA_URL}" alt=""></p>`, image: PNG_DATA_URL, keyEvent: true });
    const kept = await post(story.slug, { content: '<p>Still standing.</p>' });
    // An image another article shows too: the entry goes, the file stays.
    const article = await createArticle(reporter.token, { status: 'draft', featuredImage: PNG_DATA_URL, category: categoryId });
    const shared = (await api('GET', `/articles/${article._id}`, { token: reporter.token })).body.data.featuredImage as string;
    const sharing = await post(story.slug, { content: '<p>With a shared picture.</p>', image: shared });
    const files = [gone.image!, inlineImage(gone.content)];
    for (const url of [...files, shared]) expect(await uploadStatus(url), url).toBe(200);
    // A reader who saw the entry hears of its deletion.
    const watching = await openStream(`${apiUrl()}/live/${story.slug}/stream?after=0`);
    streams.push(watching);
    await watching.until((list) => list.filter((e) => e.event === 'entry').length === 3);

    for (const entry of [gone, sharing]) {
      expect((await api('DELETE', `/live/${story.slug}/entries/${entry._id}`, { token: editor.token })).status).toBe(200);
    }

    // Strapi's own public route, as anyone may call it.
    const changes = await cms('GET', `/live-stories/${story.slug}/changes?after=0`);
    expect(changes.status).toBe(200);
    const entries = changes.body.data.entries as Array<Record<string, unknown>>;
    for (const entry of [gone, sharing]) {
      expect(entries.find((e) => e.documentId === entry._id)).toEqual({
        id: expect.any(Number),
        documentId: entry._id,
        seq: expect.any(Number),
        createdSeq: expect.any(Number),
        deletedAt: expect.any(String),
      });
    }
    expect(entries.find((e) => e.documentId === kept._id)).toMatchObject({ content: '<p>Still standing.</p>' });
    const everywhere = [
      JSON.stringify(changes.body),
      JSON.stringify((await cms('GET', `/live-stories/${story.slug}`)).body),
      JSON.stringify((await api('GET', `/live/${story.slug}`)).body),
      JSON.stringify((await api('GET', '/live?status=all')).body),
    ];
    const deletions = (await watching.until((list) => list.filter((e) => e.event === 'delete').length === 2)).filter((e) => e.event === 'delete');
    watching.close();
    expect(deletions.map((e) => e.data)).toEqual([{ _id: gone._id }, { _id: sharing._id }]);
    // A reader arriving afterwards never hears of it at all.
    const late = await openStream(`${apiUrl()}/live/${story.slug}/stream?after=0`);
    streams.push(late);
    const lateEvents = await late.until((list) => list.some((e) => e.event === 'entry' && e.data._id === kept._id));
    late.close();
    everywhere.push(JSON.stringify(deletions), JSON.stringify(lateEvents));
    for (const text of everywhere) {
      expect(text).not.toContain(secret);
      for (const url of files) expect(text).not.toContain(new URL(url, siteUrl()).pathname);
    }

    // The row keeps no text, image or author; the files nothing else shows are gone, the shared one stays.
    const [row] = await rows(
      { sqlite: 'SELECT id, content, key_event, deleted_at, seq FROM live_entries WHERE document_id = ?', postgres: 'SELECT id, content, key_event, deleted_at, seq FROM live_entries WHERE document_id = $1' },
      gone._id,
    );
    expect(row).toMatchObject({ content: null });
    expect(Boolean(row!.key_event)).toBe(false);
    expect(row!.deleted_at).not.toBeNull();
    for (const [table, column] of [['live_entries_author_lnk', 'live_entry_id']]) {
      const links = await rows({ sqlite: `SELECT * FROM ${table} WHERE ${column} = ?`, postgres: `SELECT * FROM ${table} WHERE ${column} = $1` }, Number(row!.id));
      expect(links, table).toEqual([]);
    }
    const media = await rows(
      {
        sqlite: "SELECT * FROM files_related_mph WHERE related_type = 'api::live-entry.live-entry' AND related_id = ?",
        postgres: "SELECT * FROM files_related_mph WHERE related_type = 'api::live-entry.live-entry' AND related_id = $1",
      },
      Number(row!.id),
    );
    expect(media).toEqual([]);
    for (const url of files) expect(await uploadStatus(url), url).toBe(404);
    expect(await uploadStatus(shared)).toBe(200);
  });

  it('deleted before tombstones were emptied, it is emptied at the next start', async () => {
    const story = await startStory();
    const secret = unique('Old tombstone');
    const entry = await post(story.slug, { content: `<p>${secret}</p>` });
    // A tombstone as earlier versions left it: marked deleted, its text still in the row.
    const mark = { sqlite: 'UPDATE live_entries SET deleted_at = ? WHERE document_id = ?', postgres: 'UPDATE live_entries SET deleted_at = $1 WHERE document_id = $2' };
    if (stack.database === 'postgres') await rows(mark, new Date().toISOString(), entry._id);
    else {
      const db = new DatabaseSync(stack.env.DATABASE_FILENAME!);
      db.prepare(mark.sqlite).run(Date.now(), entry._id);
      db.close();
    }
    await stack.restart();
    const [row] = await rows({ sqlite: 'SELECT content FROM live_entries WHERE document_id = ?', postgres: 'SELECT content FROM live_entries WHERE document_id = $1' }, entry._id);
    expect(row).toEqual({ content: null });
    expect(JSON.stringify((await cms('GET', `/live-stories/${story.slug}/changes?after=0`)).body)).not.toContain(secret);
  });
});

describe('live streams per address', () => {
  it('one address holds at most its streams open; the next is a 429 in the envelope; a closed one frees its place', async () => {
    const story = await startStory();
    const url = `${apiUrl()}/live/${story.slug}/stream`;
    const mine: Stream[] = [];
    for (let i = 0; i < 3; i++) mine.push(await openStream(url, { 'x-forwarded-for': '203.0.113.30' }));
    streams.push(...mine);
    const refused = await openStream(url, { 'x-forwarded-for': '203.0.113.30' }).catch((error: { status: number; body: string; headers: Record<string, string> }) => error);
    expect('status' in refused && refused.status).toBe(429);
    if (!('body' in refused)) throw new Error('a fourth stream was opened');
    expect(JSON.parse(refused.body)).toEqual({ success: false, message: STREAMS_LIMITED });
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    // Another address has places of its own.
    const other = await openStream(url, { 'x-forwarded-for': '203.0.113.31' });
    streams.push(other);
    expect(other.status).toBe(200);
    // A reader closing a tab gives its place back.
    mine[0]!.close();
    await vi.waitFor(
      async () => {
        const again = await openStream(url, { 'x-forwarded-for': '203.0.113.30' });
        streams.push(again);
      },
      { timeout: 10_000, interval: 200 },
    );
  });
});
