/** The category tree as the admin form needs it. */
import type { Category } from '../../lib/types';

type Node = Pick<Category, '_id' | 'name'> & { parentCategory: { _id: string } | null };

/** Ids of every category below `id` (children, grandchildren, ...). Safe on a malformed cyclic list. */
export function descendantIds(categories: readonly Node[], id: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const category of categories) {
    const parent = category.parentCategory?._id;
    if (parent) children.set(parent, [...(children.get(parent) ?? []), category._id]);
  }
  const found = new Set<string>();
  const queue = [...(children.get(id) ?? [])];
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (next === id || found.has(next)) continue;
    found.add(next);
    queue.push(...(children.get(next) ?? []));
  }
  return found;
}

/** Possible parents: every category but the one being edited and its descendants (no cycles). */
export function parentChoices<T extends Node>(categories: readonly T[], editingId: string | null): T[] {
  if (!editingId) return [...categories];
  const excluded = descendantIds(categories, editingId);
  excluded.add(editingId);
  return categories.filter((category) => !excluded.has(category._id));
}

/**
 * The four figures above the categories list (docs/product.md#categories-screen): all, top-level, subcategories, and
 * the sum of their article counts.
 */
export function categoryStats(categories: readonly { parentCategory: object | null; articleCount: number }[]) {
  const topLevel = categories.filter((category) => !category.parentCategory).length;
  return {
    total: categories.length,
    topLevel,
    subcategories: categories.length - topLevel,
    articles: categories.reduce((sum, category) => sum + (category.articleCount ?? 0), 0),
  };
}
