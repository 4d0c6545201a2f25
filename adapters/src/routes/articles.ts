import { Router } from 'express';
import { articleSchema } from '@bulletin/contract';
import { parseOrThrow } from '../validate.js';
import { articleListQuery } from '../translate/query.js';
import { articleFromStrapi, articleInputToStrapi, articleListFromStrapi, relatedFromStrapi } from '../translate/article.js';
import type { StrapiArticle, StrapiList, StrapiSingle } from '../translate/types.js';
import { resolveArticleMedia, resolveContentImages } from '../media.js';
import { bearer, clientIp, param, parseSignedIn, requireToken, send, type Deps } from '../http.js';

const RELATED_COUNT = 4;

/** The contract's article fields of a stored article, so a PUT may send only what changes. */
function editableFields(a: StrapiArticle) {
  return {
    title: a.title,
    excerpt: a.excerpt ?? '',
    content: a.content ?? '',
    category: a.category?.documentId ?? '',
    tags: a.tags ?? [],
    status: a.editorialStatus,
    featured: a.featured,
    breaking: a.breaking,
    publishDate: a.publishDate ?? undefined,
  };
}

export function articleRoutes({ strapi }: Deps): Router {
  const router = Router();

  router.get('/articles', async (req, res) => {
    const query = articleListQuery(req.query as Record<string, unknown>);
    const body = await strapi<StrapiList<StrapiArticle>>({ path: '/articles', query, token: bearer(req), clientIp: clientIp(req) });
    send(res, articleListFromStrapi(body));
  });

  router.get('/articles/:id', async (req, res) => {
    const token = bearer(req);
    const { data } = await strapi<StrapiSingle<StrapiArticle>>({ path: `/articles/${param(req, 'id')}`, token, clientIp: clientIp(req) });
    let related: StrapiArticle[] = [];
    if (data.category) {
      const list = await strapi<StrapiList<StrapiArticle>>({
        path: '/articles',
        query: {
          filters: { category: { documentId: { $eq: data.category.documentId } }, documentId: { $ne: data.documentId } },
          pagination: { page: 1, pageSize: RELATED_COUNT },
        },
        clientIp: clientIp(req),
      });
      related = list.data;
    }
    send(res, { ...articleFromStrapi(data), relatedArticles: related.map(relatedFromStrapi) });
  });

  router.post('/articles', async (req, res) => {
    const token = requireToken(req);
    const input = await parseSignedIn({ strapi }, req, token, articleSchema, req.body);
    const media = await resolveArticleMedia({ strapi, token, clientIp: clientIp(req), known: [] }, input);
    const content = await resolveContentImages({ strapi, token, clientIp: clientIp(req) }, input.content);
    const { data } = await strapi<StrapiSingle<StrapiArticle>>({
      method: 'POST',
      path: '/articles',
      body: { data: articleInputToStrapi({ ...input, content }, media) },
      token,
      clientIp: clientIp(req),
    });
    send(res, articleFromStrapi(data), 201);
  });

  router.put('/articles/:id', async (req, res) => {
    const token = requireToken(req);
    const path = `/articles/${param(req, 'id')}`;
    const { data: current } = await strapi<StrapiSingle<StrapiArticle>>({ path, token, clientIp: clientIp(req) });
    const body = typeof req.body === 'object' && req.body !== null ? req.body : {};
    const input = parseOrThrow(articleSchema, { ...editableFields(current), ...body });
    const known = [...(current.featuredImage ? [current.featuredImage] : []), ...(current.images ?? [])];
    const media = await resolveArticleMedia({ strapi, token, clientIp: clientIp(req), known }, input);
    const content = await resolveContentImages({ strapi, token, clientIp: clientIp(req) }, input.content);
    const { data } = await strapi<StrapiSingle<StrapiArticle>>({
      method: 'PUT',
      path: `/articles/${encodeURIComponent(current.documentId)}`,
      body: { data: articleInputToStrapi({ ...input, content }, media) },
      token,
      clientIp: clientIp(req),
    });
    send(res, articleFromStrapi(data));
  });

  router.delete('/articles/:id', async (req, res) => {
    const token = requireToken(req);
    // Read it as the caller first, as PUT does: an article they may not open is a 404, whatever their role.
    const { data: current } = await strapi<StrapiSingle<StrapiArticle>>({ path: `/articles/${param(req, 'id')}`, token, clientIp: clientIp(req) });
    await strapi({ method: 'DELETE', path: `/articles/${encodeURIComponent(current.documentId)}`, token, clientIp: clientIp(req) });
    send(res, {});
  });

  router.post('/articles/:id/view', async (req, res) => {
    const { data } = await strapi<{ data: { views: number } }>({ method: 'POST', path: `/articles/${param(req, 'id')}/view`, clientIp: clientIp(req) });
    send(res, { views: data.views });
  });

  router.post('/articles/:id/like', async (req, res) => {
    const token = requireToken(req);
    const { data } = await strapi<{ data: { likes: number; liked: boolean } }>({
      method: 'POST',
      path: `/articles/${param(req, 'id')}/like`,
      token,
      clientIp: clientIp(req),
    });
    send(res, { likes: data.likes, liked: data.liked });
  });

  return router;
}
