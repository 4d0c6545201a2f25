import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import knex, { type Knex } from 'knex';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Core } from '@strapi/strapi';
import type { AnalyticsRange, StoredView } from '@bulletin/contract';
import { ensureAnalyticsTables, COUNTS_TABLE, EVENTS_TABLE, VISITS_TABLE } from '../../cms/src/analytics/tables.js';
import { storeViews } from '../../cms/src/analytics/store-views.js';
import { periodsIn } from '../../cms/src/analytics/periods.js';
import { recountViews } from '../../cms/src/analytics/rebuild.js';
import { bucketsOf } from '../../cms/src/analytics/buckets.js';
import * as counted from '../../cms/src/analytics/read-counts.js';
import * as raw from '../../cms/src/analytics/read-views.js';
import { createPgDatabase } from '../support/stack.js';

/**
 * The counting tables answer exactly what the raw rows answer (docs/decisions/0034-analytics-counts.md): three days of
 * generated views — readers coming back within the hour and hours later, on several articles, untracked readers, the
 * visitor hash changing at UTC midnight as the salt does — are stored batch by batch as Strapi stores them, then every
 * figure of the 24-hour and 7-day ranges is read both ways, at several moments, in newsroom zones a half and three
 * quarters of an hour off UTC and one that changes its clocks. Then the counts are made again from the raw rows and
 * come out the same. On a real SQLite file and a real PostgreSQL database; Strapi itself is not needed for these
 * tables (`ensureAnalyticsTables` only asks for its database handle).
 */
const HOUR = 3_600_000;
const DAY = 86_400_000;
// Three days before the end of 2026-03-09 UTC: New York's clocks went forward on 2026-03-08.
const END = Date.UTC(2026, 2, 9, 20, 10);
const START = END - 3 * DAY;
const ZONES = ['Asia/Kolkata', 'Asia/Kathmandu', 'America/New_York', 'UTC'];
const ARTICLES = ['a-1', 'a-2', 'a-3', 'a-4', 'a-5', 'a-6'];
const SOURCES: Array<[StoredView['source'], string | null]> = [
  ['direct', null],
  ['search', 'Google'],
  ['social', 'X'],
  ['newsletter', 'morning'],
  ['site', 'example.org'],
];

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generatedViews(count: number, seed: number): StoredView[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const views: StoredView[] = [];
  for (let i = 0; i < count; i += 1) {
    // A reader often comes back soon after a view: a burst within the hour, else anywhere in the three days.
    const at = i > 0 && next() < 0.3 ? Math.min(END - 1, views[i - 1]!.at + Math.floor(next() * 50 * 60_000)) : START + Math.floor(next() * 3 * DAY);
    const reader = i > 0 && next() < 0.3 ? Number(views[i - 1]!.path.split('#')[1]) : Math.floor(next() * 40);
    const articleId = next() < 0.15 ? null : pick(ARTICLES);
    const [source, sourceName] = pick(SOURCES);
    views.push({
      at,
      path: `${articleId ? `/article/${articleId}` : '/'}#${reader}`,
      articleId,
      locale: pick(['en', 'hi', 'ta'] as const),
      source,
      sourceName,
      referrerDomain: null,
      campaign: null,
      device: pick(['desktop', 'mobile', 'tablet'] as const),
      // One reader in ten is untracked; a hash is the reader's of one UTC day.
      visitor: reader % 10 === 9 ? null : `${String(reader).padStart(16, '0')}${String(Math.floor(at / DAY)).padStart(16, '0')}`,
    });
  }
  return views.sort((a, b) => a.at - b.at);
}

type Database = { db: Knex; client: 'sqlite' | 'postgres'; close(): Promise<void> };

async function openDatabase(): Promise<Database> {
  if (inject('database') === 'postgres') {
    const database = await createPgDatabase(process.env.TEST_DATABASE_URL!);
    const db = knex({ client: 'pg', connection: database.url, pool: { min: 0, max: 4 } });
    return { db, client: 'postgres', close: async () => (await db.destroy(), await database.drop()) };
  }
  const folder = mkdtempSync(join(tmpdir(), 'bulletin-counts-'));
  const db = knex({ client: 'better-sqlite3', connection: { filename: join(folder, 'data.db') }, useNullAsDefault: true });
  return { db, client: 'sqlite', close: async () => (await db.destroy(), rmSync(folder, { recursive: true, force: true })) };
}

const sortedRows = async (db: Knex, table: string) =>
  ((await db(table).select('*')) as Array<Record<string, unknown>>)
    .map((row) => JSON.stringify(Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v]))))
    .sort();

describe('page-view counts against the raw rows', () => {
  let database: Database;
  const views = generatedViews(1500, 7);

  beforeAll(async () => {
    database = await openDatabase();
    const strapi = { db: { dialect: { client: database.client }, connection: database.db } } as unknown as Core.Strapi;
    expect(await ensureAnalyticsTables(strapi)).toBe(true);
  });
  afterAll(async () => {
    await database?.close();
  });

  it.each(ZONES)('every figure of the whole site and of each article, in %s', async (zone) => {
    const { db } = database;
    for (const table of [EVENTS_TABLE, COUNTS_TABLE, VISITS_TABLE]) await db(table).delete();
    const periods = periodsIn(zone);
    // Batches of a few to a hundred views, as the adapters send them.
    const next = random(11);
    for (let i = 0; i < views.length; ) {
      const size = 1 + Math.floor(next() * 100);
      await storeViews(db, views.slice(i, i + size), periods);
      i += size;
    }

    const byId = <T extends { articleId: string | null }>(rows: T[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    for (const now of [END, END - 7 * HOUR - 20 * 60_000, END - 30 * HOUR]) {
      for (const range of ['24h', '7d'] as AnalyticsRange[]) {
        const buckets = bucketsOf(range, now, zone);
        const span: counted.Span = { grain: range === '24h' ? 'h' : 'd', buckets, article: null };
        const scope = { from: buckets[0]!.start, to: buckets[buckets.length - 1]!.end, articles: null };
        const at = `${range} at ${new Date(now).toISOString()}`;
        expect(await counted.countsPerBucket(db, span), at).toEqual(await raw.viewsPerBucket(db, buckets, null));
        expect(await counted.countedTotals(db, span), at).toEqual(await raw.totalsOf(db, scope));
        expect(await counted.countedTopArticles(db, span, 10), at).toEqual(await raw.topArticles(db, scope, 10));
        expect(await counted.countedSources(db, span, 20), at).toEqual(await raw.viewsPerSource(db, scope, 20));
        for (const dimension of ['locale', 'device'] as const) expect(await counted.countedPer(db, span, dimension), at).toEqual(await raw.viewsPer(db, scope, dimension));
        expect(byId(await counted.countedPerBucketAndPage(db, span)), at).toEqual(byId(await raw.viewsPerBucketAndArticle(db, buckets, null)));
        for (const article of ARTICLES) {
          const one = { ...span, article };
          const only = { ...scope, articles: [article] };
          expect(await counted.countsPerBucket(db, one), `${article} ${at}`).toEqual(await raw.viewsPerBucket(db, buckets, [article]));
          expect(await counted.countedTotals(db, one), `${article} ${at}`).toEqual(await raw.totalsOf(db, only));
          expect(await counted.countedSources(db, one, 20), `${article} ${at}`).toEqual(await raw.viewsPerSource(db, only, 20));
        }
      }
    }
    // The figures are not all zeros: the comparison above compared something.
    const week = bucketsOf('7d', END, zone);
    const totals = await counted.countedTotals(db, { grain: 'd', buckets: week, article: null });
    expect(totals.views).toBe(views.length);
    expect(totals.visitors).toBeGreaterThan(40);

    // Counted again from the raw rows: the same tables.
    const before = { counts: await sortedRows(db, COUNTS_TABLE), visits: await sortedRows(db, VISITS_TABLE) };
    expect(await recountViews(db, periods)).toBe(views.length);
    expect({ counts: await sortedRows(db, COUNTS_TABLE), visits: await sortedRows(db, VISITS_TABLE) }).toEqual(before);
  });
});
