/** URL slugs for articles and categories: lower-case ASCII words joined by '-', unique per collection. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'item';
}

/** The first of `base`, `base-2`, `base-3`, … that `isTaken` rejects. */
export async function uniqueSlug(text: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  const base = slugify(text);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}
