import type { Core } from '@strapi/strapi';
import { joinTableOf, tableOf } from '../db/tables';

/**
 * The article table's names the category bookkeeping's SQL uses (the kept counts, the kept publish-date order,
 * their triggers): the articles table, its status, publish-date and language columns, and the article→category link
 * table with its two id columns.
 */
export function articleCategoryNames(strapi: Core.Strapi) {
  const { table: articles, column } = tableOf(strapi, 'api::article.article');
  const link = joinTableOf(strapi, 'api::article.article', 'category');
  return {
    articles,
    status: column('editorialStatus'),
    date: column('publishDate'),
    /** The article's language (docs/product.md#languages): the kept order and counts are per language. */
    language: column('language'),
    link: link.name,
    articleId: link.joinColumn.name,
    categoryId: link.inverseJoinColumn.name,
  };
}
export type ArticleCategoryNames = ReturnType<typeof articleCategoryNames>;
