import { categoryReadParamsSchema, liveListParamsSchema, liveStoryParamsSchema } from '@bulletin/contract';
import { ARTICLE_LIST_PARAMS } from '../translate/query.js';

/**
 * The query parameters each cached address reads. Only these make its cache key (cache-key.ts), and the fill
 * asks for the key, so the Express app never sees the others: a junk parameter (`?utm_source=…`, `?junk=1…N`)
 * is the same answer as without it, never a new entry pushing popular answers out of memory.
 */
const NONE: ReadonlySet<string> = new Set();

/** Public API reads (the path under `/api`) that read a query: the others (one article, comments) read none. */
const API_READS: ReadonlyArray<[RegExp, ReadonlySet<string>]> = [
  [/^\/articles\/?$/, new Set(ARTICLE_LIST_PARAMS)],
  // The categories in a language (docs/product.md#languages).
  [/^\/categories(\/[^/]+)?\/?$/, new Set(Object.keys(categoryReadParamsSchema.shape))],
  [/^\/live\/?$/, new Set(Object.keys(liveListParamsSchema.shape))],
  [/^\/live\/[^/]+\/?$/, new Set(Object.keys(liveStoryParamsSchema.shape))],
];

/**
 * What a server-rendered reader page reads from its address: the search page's state
 * (frontend/src/reader/search/search-query.ts), a list's sort and page (reader/listing/list-query.ts; `page` also
 * makes a page's canonical address, ssr/head/head.ts), and an old WordPress link's `p` on `/` (site/old-links.ts).
 */
export const READER_PAGE_PARAMS: ReadonlySet<string> = new Set(['q', 'category', 'author', 'breaking', 'featured', 'sortBy', 'sortOrder', 'page', 'p']);

/** The parameters a public API read reads (`apiPath` under `/api`). */
export function apiReads(apiPath: string): ReadonlySet<string> {
  return API_READS.find(([route]) => route.test(apiPath))?.[1] ?? NONE;
}

/** Feeds read no query. */
export const FEED_READS = NONE;
