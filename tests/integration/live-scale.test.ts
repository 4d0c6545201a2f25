import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createCategory, signUpAs, unique, useStack, type Account } from '../support/api.js';
import { entryIds, openStream, type Stream } from '../support/sse.js';
import { startStack, type Stack } from '../support/stack.js';

/**
 * Live coverage at scale (docs/product.md#live-coverage; docs/decisions/0020-live-coverage.md): one stream per reader
 * must not cost a database query per reader per entry. 1,000 streams stay open on one story and each receives every
 * entry, while Strapi is asked for the story's changes a handful of times (its request log), not once per reader. On
 * PostgreSQL the streams are split over two adapters processes, and an entry posted through either reaches the
 * streams of both (the purge bus, LISTEN/NOTIFY).
 *
 * This file boots a stack of its own: its Strapi log counts only this file's calls, and its processes inherit
 * the raised open-file limit.
 */
const READERS = 1000;
const ENTRIES = 5;
/** Sockets this process holds (its streams) and, inherited, what the adapters hold (theirs and Strapi's). */
const FILES_NEEDED = READERS * 2 + 500;

/** Raises this process's soft limit of open files towards `needed` (up to the hard limit), before the stack starts. */
function raiseOpenFileLimit(needed: number): void {
  const line = /^Max open files\s+(\d+|unlimited)\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
  if (!line) return;
  const [soft, hard] = [line[1]!, line[2]!].map((v) => (v === 'unlimited' ? Infinity : Number(v))) as [number, number];
  if (soft >= needed) return;
  const target = Math.min(needed, hard);
  execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${target}:${Number.isFinite(hard) ? hard : target}`]);
}

let stack: Stack;
let second: { apiUrl: string } | null = null;
let editor: Account;
let reporter: Account;
let categoryId: string;
const streams: Stream[] = [];
const postgres = inject('database') === 'postgres';

beforeAll(async () => {
  raiseOpenFileLimit(FILES_NEEDED);
  stack = await startStack({ postgresUrl: postgres ? process.env.TEST_DATABASE_URL : undefined });
  useStack(stack);
  if (postgres) second = await stack.addAdapters();
  [editor, reporter] = await Promise.all([signUpAs('editor'), signUpAs('reporter')]);
  categoryId = (await createCategory())._id;
}, 300_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await stack?.stop();
});

async function startStory() {
  const res = await api('POST', '/live', { token: editor.token, body: { title: unique('Scale'), category: categoryId } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { slug: string; seq: number };
}

async function postThrough(apiUrl: string, slug: string, content: string): Promise<string> {
  const res = await fetch(`${apiUrl}/live/${slug}/entries`, {
    method: 'POST',
    headers: { authorization: `Bearer ${reporter.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  });
  const body = (await res.json()) as { data: { _id: string } };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data._id;
}

/** Opens `count` streams on `apiUrl`, a hundred at a time. */
async function openMany(apiUrl: string, slug: string, after: number, count: number): Promise<Stream[]> {
  const opened: Stream[] = [];
  for (let i = 0; i < count; i += 100) {
    const batch = await Promise.all(Array.from({ length: Math.min(100, count - i) }, () => openStream(`${apiUrl}/live/${slug}/stream?after=${after}`)));
    opened.push(...batch);
    streams.push(...batch);
  }
  return opened;
}

/** Counts Strapi's request-log lines that ask for `slug`'s changes, from now on (every line, not the log's last 20 kB). */
function countChangeCalls(slug: string): { count(): number; stop(): void } {
  let count = 0;
  let partial = '';
  const stop = stack.onCmsOutput((text) => {
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    count += lines.filter((line) => line.includes(`/live-stories/${slug}/changes`)).length;
  });
  return { count: () => count, stop };
}

describe('live streams at scale', () => {
  it(`${READERS.toLocaleString('en')} open streams each receive every entry, fanned out from memory`, { timeout: 300_000 }, async () => {
    const story = await startStory();
    const calls = countChangeCalls(story.slug);
    const instances = second ? [stack.apiUrl, second.apiUrl] : [stack.apiUrl];
    const opened = (await Promise.all(instances.map((url) => openMany(url, story.slug, story.seq, READERS / instances.length)))).flat();
    expect(opened).toHaveLength(READERS);

    const posted: string[] = [];
    for (let i = 0; i < ENTRIES; i += 1) {
      // On PostgreSQL, every other entry through the second instance.
      posted.push(await postThrough(instances[i % instances.length]!, story.slug, `<p>Entry ${i + 1} for everyone</p>`));
    }
    await Promise.all(opened.map((stream) => stream.until((events) => entryIds(events).length >= ENTRIES)));
    const wrong = opened.filter((stream) => JSON.stringify(entryIds(stream.events)) !== JSON.stringify(posted));
    expect(wrong.length, `streams that missed an entry, repeated one or got them out of order: ${wrong.length}`).toBe(0);
    for (const stream of opened) expect(stream.events.map((e) => Number(e.id))).toEqual([...stream.events.map((e) => Number(e.id))].sort((a, b) => a - b));

    // Each process asks Strapi for the changes a few times per entry (the notice, its own write), never per reader
    // (opening a thousand streams included).
    calls.stop();
    expect(calls.count()).toBeGreaterThan(0);
    expect(calls.count()).toBeLessThan(instances.length * (3 * ENTRIES + 10));
  });

  // PostgreSQL only, not a silent pass: adapters instances hear each other's purges through PostgreSQL's
  // LISTEN/NOTIFY (the purge bus), which SQLite does not have. The `integration-postgres` project runs it when
  // TEST_DATABASE_URL names a server; the SQLite project cannot, and reports it skipped.
  it.runIf(postgres)('an entry posted through one adapters process reaches a stream on the other', { timeout: 60_000 }, async () => {
    const story = await startStory();
    const [onFirst] = await openMany(stack.apiUrl, story.slug, story.seq, 1);
    const [onSecond] = await openMany(second!.apiUrl, story.slug, story.seq, 1);
    const viaFirst = await postThrough(stack.apiUrl, story.slug, '<p>Through the first</p>');
    expect(entryIds(await onSecond!.until((events) => entryIds(events).includes(viaFirst)))).toEqual([viaFirst]);
    const viaSecond = await postThrough(second!.apiUrl, story.slug, '<p>Through the second</p>');
    expect(entryIds(await onFirst!.until((events) => entryIds(events).includes(viaSecond)))).toEqual([viaFirst, viaSecond]);
    // The other instance's cached story was purged too (the purge bus).
    const page = (await (await fetch(`${second!.apiUrl}/live/${story.slug}`)).json()) as { data: { entries: Array<{ _id: string }> } };
    expect(page.data.entries.map((e) => e._id)).toEqual([viaSecond, viaFirst]);
  });
});
