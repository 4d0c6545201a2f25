/** Tags are trimmed, lower-cased for matching, empties and duplicates dropped. */
export function normaliseTags(input: unknown): string[] {
  const raw = Array.isArray(input) ? input : typeof input === 'string' ? input.split(',') : [];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const item of raw) {
    if (typeof item !== 'string') continue;
    const tag = item.trim().slice(0, 60);
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** `|climate|elections|`: lets a tag filter be one indexed-friendly LIKE on a private column. */
export function tagIndexOf(tags: string[]): string {
  return tags.length ? `|${tags.map((t) => t.toLowerCase()).join('|')}|` : '';
}
