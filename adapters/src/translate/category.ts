import {
  ALL_LOCALES,
  categoryTextIn,
  categoryTranslationsOf,
  DEFAULT_LOCALE,
  type Category,
  type CategoryInput,
  type CategoryTranslations,
  type Locale,
} from '@bulletin/contract';
import type { StrapiCategory, StrapiCategoryRef } from './types.js';

/**
 * A category as the API answers it in `locale` (docs/product.md#languages): its name and description, and those of
 * its parent and subcategories, in that language, each falling back to English. With `all`, the English ones and
 * `translations`, every other language's (what the newsroom's category form edits).
 */
/** A category named in `locale` (English where it has no name in it): a parent, a step of a breadcrumb trail. */
export const categoryRefIn = (c: StrapiCategoryRef, locale: Locale) => ({ _id: c.documentId, name: categoryTextIn(c, locale).name, slug: c.slug });

export function categoryFromStrapi(c: StrapiCategory, locale: Locale | typeof ALL_LOCALES = DEFAULT_LOCALE): Category {
  const language = locale === ALL_LOCALES ? DEFAULT_LOCALE : locale;
  const own = categoryTextIn(c, language);
  const category: Category = {
    _id: c.documentId,
    name: own.name,
    slug: c.slug,
    description: own.description,
    color: c.color ?? null,
    icon: c.icon ?? null,
    order: c.order ?? 0,
    parentCategory: c.parentCategory ? categoryRefIn(c.parentCategory, language) : null,
    ...(c.ancestors ? { ancestors: c.ancestors.map((a) => categoryRefIn(a, language)) } : {}),
    subCategories: (c.subCategories ?? []).map((s) => ({
      _id: s.documentId,
      slug: s.slug,
      name: categoryTextIn(s, language).name,
      color: s.color ?? null,
      icon: s.icon ?? null,
      articleCount: s.articleCount ?? 0,
    })),
    articleCount: c.articleCount ?? 0,
  };
  if (locale === ALL_LOCALES) category.translations = categoryTranslationsOf(c.translations);
  return category;
}

export type StrapiCategoryData = {
  name: string;
  description: string;
  color: string;
  icon: string;
  order: number;
  parentCategory: string | null;
  translations: CategoryTranslations;
};

export function categoryInputToStrapi(input: CategoryInput): StrapiCategoryData {
  return {
    name: input.name,
    description: input.description,
    color: input.color,
    icon: input.icon,
    order: input.order,
    parentCategory: input.parentCategory,
    translations: input.translations,
  };
}
