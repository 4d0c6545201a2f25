/**
 * The key of a cacheable request: its path and the query parameters its route reads (`reads`, from
 * query-params.ts), in a stable order, so `?page=2&limit=12` and `?limit=12&page=2` share one answer and
 * `?utm_source=…` or `?junk=1…N` make no new one. Repeated parameters keep their order.
 */
export function cacheKey(pathname: string, search: URLSearchParams, reads: ReadonlySet<string>): string {
  const params = [...search.entries()].filter(([k]) => reads.has(k)).map(([k, v], i) => ({ k, v, i }));
  params.sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : a.i - b.i));
  const query = new URLSearchParams(params.map(({ k, v }): [string, string] => [k, v])).toString();
  return query ? `${pathname}?${query}` : pathname;
}
