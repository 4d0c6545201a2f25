/**
 * An article's editorial status (docs/product.md#article-workflow, docs/decisions/0002-editorial-status.md). The one
 * list: the Strapi schema's enum (cms/src/api/article/content-types/article/schema.json) is the only restatement,
 * pinned to this one by tests/unit/packages/contract/statuses.test.ts.
 */
export const ARTICLE_STATUSES = ['draft', 'review', 'published', 'archived'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** What the public sees (with a publish date that has come): decision 0002. */
export const PUBLISHED: ArticleStatus = 'published';
/** A new article's status when none is sent. */
export const DEFAULT_STATUS: ArticleStatus = 'draft';

/** `GET /articles?status=`: one status, or `all` (staff). */
export const STATUS_FILTERS = [...ARTICLE_STATUSES, 'all'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const STATUS_LABELS: Record<ArticleStatus, string> = {
  draft: 'Draft',
  review: 'Under Review',
  published: 'Published',
  archived: 'Archived',
};

export function isArticleStatus(value: unknown): value is ArticleStatus {
  return typeof value === 'string' && (ARTICLE_STATUSES as readonly string[]).includes(value);
}
