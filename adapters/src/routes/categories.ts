import { Router } from 'express';
import { ALL_LOCALES, categoryReadParamsSchema, categorySchema, DEFAULT_LOCALE, mergeCategoryTranslations } from '@bulletin/contract';
import { categoryFromStrapi, categoryInputToStrapi } from '../translate/category.js';
import type { StrapiCategory } from '../translate/types.js';
import { param, send } from '../http/route.js';
import { parseOrThrow } from '../http/validate.js';
import { createInput, updateInput, type UpdateOf } from './write-input.js';

/**
 * PUT /categories/:id: the category (read as the caller, so their token is checked first), its fields, the schema.
 * `translations` sent replace the stored ones language by language (`null` removes one).
 */
const categoryUpdate = (id: string): UpdateOf<StrapiCategory, typeof categorySchema> => ({
  read: async (strapi) => (await strapi.get<{ data: StrapiCategory }>(`/categories/${id}`)).data,
  stored: (c) => ({
    name: c.name,
    description: c.description ?? '',
    color: c.color ?? undefined,
    icon: c.icon ?? '',
    order: c.order ?? 0,
    parentCategory: c.parentCategory?.documentId ?? null,
    translations: c.translations ?? {},
  }),
  merge: (stored, sent) => ({ translations: mergeCategoryTranslations(stored.translations, sent.translations) }),
  schema: categorySchema,
});

/** `?locale=` of the category reads: the language names and counts are in (absent: English; `all`: every language). */
const localeOf = (query: unknown) => parseOrThrow(categoryReadParamsSchema, query).locale ?? DEFAULT_LOCALE;

export function categoryRoutes(): Router {
  const router = Router();

  // Categories are the same for every reader: read anonymously, in the language asked for.
  router.get('/categories', async (req, res) => {
    const locale = localeOf(req.query);
    const { data } = await res.locals.strapi.as(null).get<{ data: StrapiCategory[] }>('/categories', { locale });
    send(res, data.map((c) => categoryFromStrapi(c, locale)));
  });

  router.get('/categories/:id', async (req, res) => {
    const locale = localeOf(req.query);
    const { data } = await res.locals.strapi.as(null).get<{ data: StrapiCategory }>(`/categories/${param(req, 'id')}`, { locale });
    send(res, categoryFromStrapi(data, locale));
  });

  router.post('/categories', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    const input = await createInput(strapi, categorySchema, req.body);
    const { data } = await strapi.post<{ data: StrapiCategory }>('/categories', { data: categoryInputToStrapi(input) });
    send(res, categoryFromStrapi(data, ALL_LOCALES), 201);
  });

  router.put('/categories/:id', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    const { current, input } = await updateInput(strapi, categoryUpdate(param(req, 'id')), req.body);
    const { data } = await strapi.put<{ data: StrapiCategory }>(`/categories/${encodeURIComponent(current.documentId)}`, {
      data: categoryInputToStrapi(input),
    });
    send(res, categoryFromStrapi(data, ALL_LOCALES));
  });

  router.delete('/categories/:id', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    await strapi.delete(`/categories/${param(req, 'id')}`);
    send(res, {});
  });

  return router;
}
