import { Router } from 'express';
import { articleSchema, articleUpdateSchema } from '@bulletin/contract';
import { articleListQuery } from '../translate/query.js';
import { articleFromStrapi, articleInputToStrapi, articleListFromStrapi, relatedFromStrapi } from '../translate/article.js';
import type { StrapiArticle, StrapiList, StrapiSingle } from '../translate/types.js';
import { resolveArticleMedia, resolveContentImages } from '../strapi/images.js';
import { param, send } from '../http/route.js';
import { createInput, updateInput, type UpdateOf } from './write-input.js';
import { EditConflictError } from '../http/errors.js';

const RELATED_COUNT = 4;

/**
 * PUT /articles/:id: the article as the caller may open it, its contract fields, the article schema with the
 * edit's own fields (`updatedAt`, `reviewNote`: never taken from the stored article). `coAuthors` is not taken from
 * it either: sent, it replaces the list; not sent, the list stays as it is.
 */
const articleUpdate = (id: string): UpdateOf<StrapiArticle, typeof articleUpdateSchema> => ({
  read: async (strapi) => (await strapi.get<StrapiSingle<StrapiArticle>>(`/articles/${id}`)).data,
  stored: (a) => ({
    title: a.title,
    excerpt: a.excerpt ?? '',
    content: a.content ?? '',
    category: a.category?.documentId ?? '',
    tags: a.tags ?? [],
    status: a.editorialStatus,
    featured: a.featured,
    breaking: a.breaking,
    publishDate: a.publishDate ?? undefined,
    locale: a.language ?? undefined,
  }),
  schema: articleUpdateSchema,
});

export function articleRoutes(): Router {
  const router = Router();

  router.get('/articles', async (req, res) => {
    const query = articleListQuery(req.query as Record<string, unknown>);
    send(res, articleListFromStrapi(await res.locals.strapi.get<StrapiList<StrapiArticle>>('/articles', query)));
  });

  router.get('/articles/:id', async (req, res) => {
    // One call: Strapi adds the related articles (its category's newest, the same for every reader).
    const { data } = await res.locals.strapi.get<StrapiSingle<StrapiArticle>>(`/articles/${param(req, 'id')}`, { related: RELATED_COUNT });
    send(res, { ...articleFromStrapi(data), relatedArticles: (data.relatedArticles ?? []).map(relatedFromStrapi) });
  });

  router.post('/articles', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    const input = await createInput(strapi, articleSchema, req.body);
    const media = await resolveArticleMedia({ strapi, known: [] }, input);
    const content = await resolveContentImages(strapi, input.content);
    const { data } = await strapi.post<StrapiSingle<StrapiArticle>>('/articles', { data: articleInputToStrapi({ ...input, content }, media) });
    send(res, articleFromStrapi(data), 201);
  });

  router.put('/articles/:id', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    const { current, input } = await updateInput(strapi, articleUpdate(param(req, 'id')), req.body);
    // Changed since the editor loaded it: refused before any image is uploaded (Strapi checks again as it writes).
    if (input.updatedAt && Date.parse(current.updatedAt) !== input.updatedAt.getTime()) throw new EditConflictError();
    const known = [...(current.featuredImage ? [current.featuredImage] : []), ...(current.images ?? [])];
    const media = await resolveArticleMedia({ strapi, known }, input);
    const content = await resolveContentImages(strapi, input.content);
    const { data } = await strapi.put<StrapiSingle<StrapiArticle>>(`/articles/${encodeURIComponent(current.documentId)}`, {
      data: articleInputToStrapi({ ...input, content }, media),
    });
    send(res, articleFromStrapi(data));
  });

  router.delete('/articles/:id', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    // Read it as the caller first, as PUT does: an article they may not open is a 404, whatever their role.
    const { data: current } = await strapi.get<StrapiSingle<StrapiArticle>>(`/articles/${param(req, 'id')}`);
    await strapi.delete(`/articles/${encodeURIComponent(current.documentId)}`);
    send(res, {});
  });

  router.post('/articles/:id/view', async (req, res) => {
    // Anyone's view counts the same: the view is counted anonymously.
    const { data } = await res.locals.strapi.as(null).post<{ data: { views: number } }>(`/articles/${param(req, 'id')}/view`);
    send(res, { views: data.views });
  });

  router.post('/articles/:id/like', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    const { data } = await strapi.post<{ data: { likes: number; liked: boolean } }>(`/articles/${param(req, 'id')}/like`);
    send(res, { likes: data.likes, liked: data.liked });
  });

  return router;
}
