import type { AnalyticsExportRow, AnalyticsPoint } from '@bulletin/contract';
import { localLabel, type Bucket } from './buckets';

/**
 * The newsroom's figures in the API's shapes (docs/decisions/0029-analytics-read.md). Pure: the database's counts
 * come in, the answer's parts go out.
 */
export type Counts = { views: number; visitors: number };
export type ArticleNames = Map<string, { title: string; slug: string }>;

const NONE: Counts = { views: 0, visitors: 0 };

/** Every bucket, oldest first, with its counts; a bucket without a view is there with zeros. */
export function seriesOf(buckets: Bucket[], counts: Map<number, Counts>): AnalyticsPoint[] {
  return buckets.map((bucket, i) => ({ at: new Date(bucket.start).toISOString(), ...(counts.get(i) ?? NONE) }));
}

/** An article's title and slug by its id; null for both when it has since been deleted. */
export function named(articleId: string, names: ArticleNames): { _id: string; title: string | null; slug: string | null } {
  const found = names.get(articleId);
  return { _id: articleId, title: found?.title ?? null, slug: found?.slug ?? null };
}

/**
 * The export's lines: one per bucket and article that had a view (pages that are no article on a line of their own,
 * without an id), buckets oldest first, then most viewed first, then by id.
 */
export function exportRowsOf(
  buckets: Bucket[],
  counts: Array<{ bucket: number; articleId: string | null } & Counts>,
  names: ArticleNames,
  timeZone: string,
): AnalyticsExportRow[] {
  return [...counts]
    .filter((c) => buckets[c.bucket] !== undefined)
    .sort((a, b) => a.bucket - b.bucket || b.views - a.views || (a.articleId ?? '').localeCompare(b.articleId ?? ''))
    .map((c) => {
      const start = buckets[c.bucket]!.start;
      const article = c.articleId === null ? { title: null, slug: null } : named(c.articleId, names);
      return {
        at: new Date(start).toISOString(),
        local: localLabel(start, timeZone),
        articleId: c.articleId,
        title: article.title,
        slug: article.slug,
        views: c.views,
        visitors: c.visitors,
      };
    });
}
