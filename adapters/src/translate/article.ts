import {
  categoryTextIn,
  DEFAULT_LOCALE,
  isLocale,
  type Article,
  type ArticleInput,
  type ArticleList,
  type ArticleStatus,
  type ArticleUpdateInput,
  type ImageFocus,
  type Locale,
  type RelatedArticle,
} from '@bulletin/contract';
import { categoryRefIn } from './category.js';
import { commentFromStrapi } from './comment.js';
import { correctionsFromStrapi } from './correction.js';
import { mediaMeta, mediaUrl } from './media.js';
import type { StrapiArticle, StrapiList } from './types.js';

/** An article's language: the stored one, English where the answer does not carry it. */
const localeOf = (a: StrapiArticle): Locale => (isLocale(a.language) ? a.language : DEFAULT_LOCALE);

export function articleFromStrapi(a: StrapiArticle): Article {
  const locale = localeOf(a);
  const article: Article = {
    _id: a.documentId,
    locale,
    translations: (a.translations ?? []).map((t) => ({ locale: t.locale, _id: t.documentId, slug: t.slug, title: t.title })),
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt ?? '',
    content: a.content ?? '',
    featuredImage: mediaUrl(a.featuredImage),
    featuredImageMeta: mediaMeta(a.featuredImage),
    images: (a.images ?? []).map(mediaUrl).filter((url): url is string => url !== null),
    category: a.category
      ? {
          _id: a.category.documentId,
          // In the article's language (docs/product.md#languages), English where it has no name in it.
          name: categoryTextIn(a.category, locale).name,
          color: a.category.color ?? null,
          icon: a.category.icon ?? null,
          slug: a.category.slug,
          ...(a.category.ancestors ? { ancestors: a.category.ancestors.map((c) => categoryRefIn(c, locale)) } : {}),
        }
      : null,
    publishDate: a.publishDate ?? null,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    status: a.editorialStatus,
    breaking: a.breaking,
    featured: a.featured,
    views: a.views ?? 0,
    likes: a.likes ?? 0,
    tags: a.tags ?? [],
    corrections: correctionsFromStrapi(a.corrections),
    author: a.author
      ? {
          _id: String(a.author.id),
          firstName: a.author.firstName ?? null,
          lastName: a.author.lastName ?? null,
          avatar: a.author.avatar ?? null,
          bio: a.author.bio ?? null,
          slug: a.author.slug ?? null,
          xHandle: a.author.xHandle ?? null,
        }
      : null,
    coAuthors: (a.coAuthors ?? []).map((c) => ({ _id: String(c.id), firstName: c.firstName ?? null, lastName: c.lastName ?? null, slug: c.slug ?? null })),
  };
  if (a.comments !== undefined) article.comments = a.comments.map(commentFromStrapi);
  if (a.liked !== undefined) article.liked = a.liked;
  // Staff only: Strapi sends it to editors, admins and an article's reporter, never to anyone else.
  if (a.reviewNote !== undefined) article.reviewNote = a.reviewNote;
  return article;
}

export function articleListFromStrapi(body: StrapiList<StrapiArticle>): ArticleList {
  const { page, pageSize, pageCount, total } = body.meta.pagination;
  return {
    articles: body.data.map(articleFromStrapi),
    total,
    page,
    limit: pageSize,
    pages: pageCount,
  };
}

export function relatedFromStrapi(a: StrapiArticle): RelatedArticle {
  return {
    _id: a.documentId,
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt ?? '',
    featuredImage: mediaUrl(a.featuredImage),
  };
}

/** Upload ids for the article's media; a key is only sent to Strapi when present here. */
export type ArticleMediaIds = { featuredImage?: number | null; images?: number[] };

export type StrapiArticleData = {
  /** The article's language. */
  language: Locale;
  /** Creation only: the `_id` of the article this one translates. */
  translationOf?: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string[];
  editorialStatus: ArticleStatus;
  featured: boolean;
  breaking: boolean;
  publishDate?: string;
  featuredImage?: number | null;
  /** The featured image's focal point; null: the centre again; absent: unchanged (Strapi stores it on the file). */
  featuredImageFocus?: ImageFocus | null;
  images?: number[];
  /** Staff credited beside the author, by account id; absent: unchanged (Strapi checks each account). */
  coAuthors?: string[];
  /** An edit only: why an editor sends it back from review to draft (Strapi judges who and which move). */
  reviewNote?: string;
  /** An edit only: the version the editor loaded; Strapi answers 409 when the stored one differs. */
  updatedAt?: string;
};

export function articleInputToStrapi(input: ArticleInput | ArticleUpdateInput, media: ArticleMediaIds): StrapiArticleData {
  const data: StrapiArticleData = {
    language: input.locale,
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    category: input.category,
    tags: [...input.tags],
    editorialStatus: input.status,
    featured: input.featured,
    breaking: input.breaking,
  };
  if ('translationOf' in input && input.translationOf) data.translationOf = input.translationOf;
  if (input.coAuthors !== undefined) data.coAuthors = [...input.coAuthors];
  if (input.publishDate) data.publishDate = input.publishDate.toISOString();
  if (media.featuredImage !== undefined) data.featuredImage = media.featuredImage;
  if (media.images !== undefined) data.images = [...media.images];
  if (input.featuredImageFocus !== undefined) data.featuredImageFocus = input.featuredImageFocus;
  if ('reviewNote' in input && input.reviewNote !== undefined) data.reviewNote = input.reviewNote;
  if ('updatedAt' in input && input.updatedAt !== undefined) data.updatedAt = input.updatedAt.toISOString();
  return data;
}
