import type { Core } from '@strapi/strapi';
import { queryOf } from '../db/queries';

const UID = 'api::category.category';
/** Deeper than any real tree: a guard, as the tree has no cycles (the category controller refuses them). */
const MAX_DEPTH = 100;

export type CategoryAncestor = { id: number; documentId: string; name: string; slug: string; translations: unknown };

const parentOf = async (strapi: Core.Strapi, id: number): Promise<CategoryAncestor | null> => {
  const row = await queryOf(strapi, UID).findOne({
    where: { id },
    select: ['id'],
    populate: { parentCategory: { select: ['id', 'documentId', 'name', 'slug', 'translations'] } },
  });
  return (row?.parentCategory as CategoryAncestor | null | undefined) ?? null;
};

/**
 * The categories above a category, the top one first and its parent last: a breadcrumb's trail through the tree
 * (docs/product.md#categories; any depth). One small read per level; none for a category at the top.
 */
export async function categoryAncestors(strapi: Core.Strapi, categoryId: unknown): Promise<CategoryAncestor[]> {
  const trail: CategoryAncestor[] = [];
  const seen = new Set<number>([Number(categoryId)]);
  if (!Number.isSafeInteger(Number(categoryId))) return trail;
  for (let parent = await parentOf(strapi, Number(categoryId)); parent && !seen.has(parent.id) && trail.length < MAX_DEPTH; parent = await parentOf(strapi, parent.id)) {
    seen.add(parent.id);
    trail.unshift(parent);
  }
  return trail;
}
