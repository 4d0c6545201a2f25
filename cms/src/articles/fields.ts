import type { Modules } from '@strapi/strapi';

type Populate = Modules.Documents.Params.Populate.Any<'api::article.article'>;
type Fields = Modules.Documents.Params.Fields.ArrayNotation<'api::article.article'>;

/** What the article endpoints read: public fields only, bylines without private user data. */
export const ARTICLE_FIELDS = [
  'title', 'slug', 'excerpt', 'content', 'editorialStatus', 'publishDate', 'createdAt', 'updatedAt',
  'breaking', 'featured', 'views', 'likes', 'tags', 'language', 'corrections',
] satisfies Fields;

export const AUTHOR_FIELDS = ['firstName', 'lastName', 'avatar', 'bio', 'slug', 'xHandle'] as const;
export const CO_AUTHOR_FIELDS = ['firstName', 'lastName', 'slug'] as const;
const MEDIA_FIELDS = ['url', 'width', 'height', 'mime', 'alternativeText', 'formats', 'focus'] as const;

export const ARTICLE_POPULATE = {
  // Its names in other languages too: an article shows its category in the article's language.
  category: { fields: ['name', 'slug', 'color', 'icon', 'translations'] },
  author: { fields: [...AUTHOR_FIELDS] },
  // Shared bylines (docs/product.md#author-pages): a co-author's name and page.
  coAuthors: { fields: [...CO_AUTHOR_FIELDS] },
  featuredImage: { fields: [...MEDIA_FIELDS] },
  images: { fields: [...MEDIA_FIELDS] },
} satisfies Populate;

/** What a related article's link shows (`GET /articles/:id?related=n`), and at most how many. */
export const RELATED_FIELDS = ['title', 'slug', 'excerpt'] satisfies Fields;
export const RELATED_POPULATE = { featuredImage: { fields: [...MEDIA_FIELDS] } } satisfies Populate;
export const MAX_RELATED = 12;

export const ARTICLE_WITH_COMMENTS_POPULATE = {
  ...ARTICLE_POPULATE,
  comments: {
    fields: ['content', 'createdAt', 'authorName'],
    sort: ['createdAt:desc'],
    populate: { author: { fields: ['firstName', 'lastName', 'avatar'] } },
  },
} satisfies Populate;

/**
 * Fields a client may write; views, likes, slug and author are the server's business, and so is the story an
 * article belongs to (`translationOf` on creation: articles/translations.ts). `coAuthors` is written once checked
 * (articles/co-authors.ts).
 */
export const WRITABLE_FIELDS = [
  'title', 'excerpt', 'content', 'category', 'editorialStatus', 'publishDate', 'breaking', 'featured',
  'tags', 'featuredImage', 'images', 'language',
] as const;

export function pickWritable(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of WRITABLE_FIELDS) if (data[key] !== undefined) out[key] = data[key];
  return out;
}
