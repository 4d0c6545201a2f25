import type { Core } from '@strapi/strapi';
import { categorySchema } from '@bulletin/contract';
import { slugify } from '../../articles/slug';
import { decodeSlug, plainText } from './post-plan';
import type { WxrCategory } from './wxr';
import { queryOf } from '../../db/queries';

/**
 * WordPress categories as Bulletin categories, each under its parent (any depth). A category found by its
 * WordPress id (an earlier run) or by its slug (a section the site already has, e.g. "world") is used as it is;
 * any other is created, checked with the contract's `categorySchema` like the newsroom's form.
 */
const UID = 'api::category.category';
/** Where a post without a usable category goes, as in WordPress. */
export const FALLBACK = { slug: 'uncategorized', name: 'Uncategorized' };

export type CategoriesOutcome = { created: number; existing: number; notes: string[] };

/** Parents before children; a category whose parent is missing or in a loop comes at the top level. */
export function parentsFirst(categories: WxrCategory[]): WxrCategory[] {
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  const ordered: WxrCategory[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (category: WxrCategory) => {
    if (placed.has(category.slug) || visiting.has(category.slug)) return;
    visiting.add(category.slug);
    const parent = bySlug.get(category.parentSlug);
    if (parent && parent !== category) visit(parent);
    visiting.delete(category.slug);
    placed.add(category.slug);
    ordered.push(category);
  };
  for (const category of categories) visit(category);
  return ordered;
}

const VALID_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A URL slug in Bulletin's form: WordPress's own when it is one, else made from the name. */
export function slugFor(wordpressSlug: string, name: string, fallback: string): string {
  const decoded = decodeSlug(wordpressSlug);
  if (VALID_SLUG.test(decoded) && decoded.length <= 200) return decoded;
  const made = slugify(decoded || name);
  return made === 'item' && !/^item$/i.test(decoded || name) ? fallback : made;
}

export async function importCategories(strapi: Core.Strapi, categories: WxrCategory[]) {
  const documents = strapi.documents(UID);
  const bySlug = new Map<string, string>();
  const outcome: CategoriesOutcome = { created: 0, existing: 0, notes: [] };

  async function freeSlug(base: string): Promise<string> {
    for (let n = 1; ; n += 1) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if ((await documents.count({ filters: { slug } })) === 0) return slug;
    }
  }

  /** The Bulletin category (document id) for a WordPress category, found or created; null when it cannot be. */
  async function ensure(category: WxrCategory): Promise<string | null> {
    const known = bySlug.get(category.slug);
    if (known) return known;
    const name = plainText(category.name) || category.slug;
    const slug = slugFor(category.slug, name, `category-${category.termId ?? bySlug.size + 1}`);
    const fields = ['slug', 'wordpressId'] satisfies Array<'slug' | 'wordpressId'>;
    let found = category.termId !== null ? await documents.findFirst({ filters: { wordpressId: category.termId }, fields }) : null;
    found ??= await documents.findFirst({ filters: { slug }, fields });
    if (found) {
      outcome.existing += 1;
      if (category.termId !== null && found.wordpressId == null) {
        await queryOf(strapi, UID).update({ where: { id: found.id, wordpressId: null }, data: { wordpressId: category.termId } }).catch(() => undefined);
      }
      bySlug.set(category.slug, found.documentId);
      return found.documentId;
    }
    const checked = categorySchema.safeParse({ name, description: plainText(category.description), parentCategory: bySlug.get(category.parentSlug) ?? null });
    if (!checked.success) {
      outcome.notes.push(`category "${name}" could not be brought over: ${checked.error.issues.map((i) => i.message).join('; ')}`);
      return null;
    }
    const created = await documents.create({
      data: { ...checked.data, slug: await freeSlug(slug), wordpressId: category.termId ?? undefined },
      fields: ['slug'],
    });
    outcome.created += 1;
    bySlug.set(category.slug, created.documentId);
    return created.documentId;
  }

  for (const category of parentsFirst(categories)) {
    try {
      await ensure(category);
    } catch (error) {
      outcome.notes.push(`category "${category.name || category.slug}" could not be brought over: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** A post's category by its WordPress slug (made on the spot when the export's list lacks it). */
  async function categoryFor(slug: string, name: string): Promise<string | null> {
    return bySlug.get(slug) ?? ensure({ termId: null, slug, parentSlug: '', name, description: '' });
  }

  return { categoryFor, outcome };
}
