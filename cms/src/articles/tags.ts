/** Tags are normalised by the contract package's `normaliseTags` (trimmed, ≤ 60 characters, no duplicates by case). */
export { normaliseTags } from '@bulletin/contract';

/** `|climate|elections|`: lets a tag filter be one indexed-friendly LIKE on a private column. */
export function tagIndexOf(tags: string[]): string {
  return tags.length ? `|${tags.map((t) => t.toLowerCase()).join('|')}|` : '';
}
