import { Router } from 'express';
import { openApiDocument } from './document.js';
import { docsPage, type OpenApiDocument } from './docs-page.js';

/** `GET /api/openapi.json` (the document) and `GET /api/docs` (its reference page), both built once. */
export function openApiRoutes(): Router {
  const router = Router();
  let page: string | null = null;
  router.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument());
  });
  router.get('/docs', (_req, res) => {
    page ??= docsPage(openApiDocument() as OpenApiDocument);
    res.type('html').send(page);
  });
  return router;
}
