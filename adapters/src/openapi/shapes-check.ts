/**
 * Compile-time proof that the response schemas (`schemas/responses.ts`, which the OpenAPI document is made of)
 * and the types the translate functions return (`translate/types.ts`) describe the same values: if one side
 * gains, loses or changes a field, `npm run typecheck` fails here.
 */
import type { z } from 'zod';
import type { Article, ArticleList, Category, Comment, RelatedArticle, User } from '../translate/types.js';
import type { LiveEntry, LiveStory, LiveStoryPage, LiveStorySummary } from '@bulletin/contract';
import type {
  articleListShape,
  articleShape,
  categoryShape,
  commentShape,
  liveEntryShape,
  liveStoryPageShape,
  liveStoryShape,
  liveStorySummaryShape,
  relatedArticleShape,
  userShape,
} from '@bulletin/contract';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

export type ShapesMatchTypes = [
  Assert<Same<z.output<typeof userShape>, User>>,
  Assert<Same<z.output<typeof categoryShape>, Category>>,
  Assert<Same<z.output<typeof commentShape>, Comment>>,
  Assert<Same<z.output<typeof relatedArticleShape>, RelatedArticle>>,
  Assert<Same<z.output<typeof articleShape>, Article>>,
  // The list's items carry no comments, related articles or `liked`; the type says Article[] with them optional.
  Assert<Same<z.output<typeof articleListShape>['articles'][number], Omit<Article, 'comments' | 'relatedArticles' | 'liked'>>>,
  Assert<Same<Omit<z.output<typeof articleListShape>, 'articles'>, Omit<ArticleList, 'articles'>>>,
  Assert<Same<z.output<typeof liveEntryShape>, LiveEntry>>,
  Assert<Same<z.output<typeof liveStorySummaryShape>, LiveStorySummary>>,
  Assert<Same<z.output<typeof liveStoryShape>, LiveStory>>,
  Assert<Same<z.output<typeof liveStoryPageShape>, LiveStoryPage>>,
];
