/**
 * The search page's state and its address (docs/product.md#search-page): the query string mirrors the state —
 * q, category, author (a user id: that author's articles, the address structured data gives as an author's
 * page), breaking=true, featured=true, sortBy and sortOrder when not the default, page when above 1.
 * Pure functions — unit-tested in tests/frontend/reader/search/search-query.test.ts.
 *
 * `sort` null means "not chosen": with a query the API ranks by relevance, without one it sorts by date,
 * newest first. So the default sort (left out of the address) is relevance with q, publishDate desc
 * without q; any other choice is written out.
 */
import { articlesKey, DEFAULT_SORT, isDefaultSort, readPage, readSort, type Sort } from '../listing/list-query';

export type SearchState = {
  q: string;
  /** A category slug ('' for all). */
  category: string;
  /** An author's user id ('' for all). */
  author: string;
  breaking: boolean;
  featured: boolean;
  sort: Sort | null;
  page: number;
};

export const EMPTY_SEARCH: SearchState = { q: '', category: '', author: '', breaking: false, featured: false, sort: null, page: 1 };

/** The state an address describes; unknown or invalid values fall back to the defaults. */
export function parseSearch(params: URLSearchParams): SearchState {
  const q = (params.get('q') ?? '').trim();
  const sort = readSort(params);
  return {
    q,
    category: (params.get('category') ?? '').trim(),
    // A user id is a whole number; anything else is no filter.
    author: /^[1-9]\d{0,9}$/.test(params.get('author') ?? '') ? (params.get('author') as string) : '',
    breaking: params.get('breaking') === 'true',
    featured: params.get('featured') === 'true',
    // Without a query, date-newest-first is the default: the same as not choosing.
    sort: !q && isDefaultSort(sort) ? null : sort,
    page: readPage(params),
  };
}

/** The canonical query string of a state (no leading '?'; '' for the default state). */
export function searchString(state: SearchState): string {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set('q', q);
  if (state.category) params.set('category', state.category);
  if (state.author) params.set('author', state.author);
  if (state.breaking) params.set('breaking', 'true');
  if (state.featured) params.set('featured', 'true');
  if (state.sort && (q || !isDefaultSort(state.sort))) {
    params.set('sortBy', state.sort.by);
    params.set('sortOrder', state.sort.order);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** The GET /articles key of a state's results page. */
export function searchArticlesKey(state: SearchState): string {
  return articlesKey({ ...state, q: state.q.trim() });
}

/** The sort shown as active: the chosen one, else date-newest-first without a query (null: relevance). */
export function activeSort(state: SearchState): Sort | null {
  return state.sort ?? (state.q.trim() ? null : DEFAULT_SORT);
}
