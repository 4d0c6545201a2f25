import type { Category, CategoryInput } from '@bulletin/contract';
import type { StrapiCategory } from './types.js';

export function categoryFromStrapi(c: StrapiCategory): Category {
  return {
    _id: c.documentId,
    name: c.name,
    slug: c.slug,
    description: c.description ?? '',
    color: c.color ?? null,
    icon: c.icon ?? null,
    order: c.order ?? 0,
    parentCategory: c.parentCategory
      ? { _id: c.parentCategory.documentId, name: c.parentCategory.name, slug: c.parentCategory.slug }
      : null,
    subCategories: (c.subCategories ?? []).map((s) => ({
      _id: s.documentId,
      slug: s.slug,
      name: s.name,
      color: s.color ?? null,
      icon: s.icon ?? null,
      articleCount: s.articleCount ?? 0,
    })),
    articleCount: c.articleCount ?? 0,
  };
}

export type StrapiCategoryData = {
  name: string;
  description: string;
  color: string;
  icon: string;
  order: number;
  parentCategory: string | null;
};

export function categoryInputToStrapi(input: CategoryInput): StrapiCategoryData {
  return {
    name: input.name,
    description: input.description,
    color: input.color,
    icon: input.icon,
    order: input.order,
    parentCategory: input.parentCategory,
  };
}
