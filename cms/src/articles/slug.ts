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

/** The first of `base`, `base-2`, `base-3`, … that `isTaken` rejects (`base`: the slug of `text`, or `exact` as it is). */
export async function uniqueSlug(text: string, isTaken: (slug: string) => Promise<boolean>, exact?: string): Promise<string> {
  const base = exact ?? slugify(text);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}

/**
 * An article's address slug (docs/product.md#languages): English titles give their words; a translation takes its
 * original's slug and its language (`harbour-reopens-hi`), recognisable and plain ASCII as addresses need; an
 * article first written in another language starts with its language (`hi-…`; `hi-article` when its title has no
 * Latin letters at all).
 */
export function articleSlugBase(title: string, locale: string, original?: { slug: string; locale: string }): string {
  if (locale === 'en') return slugify(title);
  if (original) {
    const suffix = `-${original.locale}`;
    const root = original.locale !== 'en' && original.slug.endsWith(suffix) ? original.slug.slice(0, -suffix.length) : original.slug;
    return `${root}-${locale}`;
  }
  const own = /[A-Za-z]/.test(title) ? slugify(title) : 'article';
  return `${locale}-${own}`;
}
