/**
 * `GET /articles`'s query, stated once: the adapters read a request with it (adapters/src/translate/query.ts), the
 * OpenAPI document describes the route's parameters from it, and the frontend's list addresses name its fields.
 * Problems are reported in the order of the fields.
 */
import { z } from 'zod';
import { ARTICLE_SORT_FIELDS, SORT_ORDERS } from '../article-list.js';
import { STATUS_FILTERS } from '../statuses.js';
import { oneOf, paginationParams, text } from './list-params.js';
import { localeParam } from './locale.js';

const BOOLEAN_TEXT = ['true', 'false'] as const;

export const articleListParamsSchema = z.object({
  q: text('q').describe('Full-text search'),
  category: text('category').describe("A category's id or slug (its own articles, not its subcategories')"),
  tag: text('tag'),
  author: text('author').describe("An author's user id, or their author slug (an author page's list)"),
  featured: oneOf(BOOLEAN_TEXT, 'featured must be true or false'),
  breaking: oneOf(BOOLEAN_TEXT, 'breaking must be true or false'),
  status: oneOf(STATUS_FILTERS, `status must be one of ${STATUS_FILTERS.join(', ')}`).describe(
    'Staff only. Without it everyone gets published articles whose publishDate has come; a reporter asking for `all` sees published plus their own',
  ),
  sortBy: oneOf(ARTICLE_SORT_FIELDS, `sortBy must be one of ${ARTICLE_SORT_FIELDS.join(', ')}`).describe('Default publishDate'),
  sortOrder: oneOf(SORT_ORDERS, 'sortOrder must be asc or desc').describe('Default desc'),
  sort: oneOf(['date'], 'sort must be date').describe('Alias of sortBy=publishDate&sortOrder=desc'),
  locale: localeParam.describe(
    "The articles' language (docs/product.md#languages); default `en`. `all`: every language, staff only. Another value is a 400 `Unknown language`",
  ),
  ...paginationParams,
});

export type ArticleListParams = z.output<typeof articleListParamsSchema>;
/** A parameter's name. */
export type ArticleListParam = keyof typeof articleListParamsSchema.shape;
