/** Where a search field sends the reader: `/search?q=<text>` (trimmed), or `/search` for an empty query. */
export function searchPath(query: string): string {
  const q = query.trim();
  return q ? `/search?${new URLSearchParams({ q }).toString()}` : '/search';
}
