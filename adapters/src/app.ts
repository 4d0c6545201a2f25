import express, { type ErrorRequestHandler, type Express } from 'express';
import { BadRequestError, HttpError, NotFoundError, PayloadTooLargeError, toEnvelope } from './errors.js';
import { trustProxySetting, type Env } from './env.js';
import { createStrapiClient } from './strapi-client.js';
import { refuseNul } from './nul-guard.js';
import type { Deps } from './http.js';
import { authRoutes } from './routes/auth.js';
import { articleRoutes } from './routes/articles.js';
import { commentRoutes } from './routes/comments.js';
import { categoryRoutes } from './routes/categories.js';
import { userRoutes } from './routes/users.js';
import { analyticsRoutes } from './routes/analytics.js';
import { newsletterRoutes } from './routes/newsletter.js';
import { jsonBodies } from './body-limits.js';
import { securityHeaders } from './security-headers.js';
import { uploadsProxy } from './uploads.js';
import { compress } from './compression.js';
import { apiCacheControl, NO_STORE } from './cache-control.js';
import { serveSite } from './static-site.js';
import { feedRoutes } from './feeds/index.js';
import { openApiRoutes } from './openapi/index.js';
import type { Pages } from './pages/render.js';

/** Body-parser failures become the contract's 400 / 413 instead of an HTML error page. */
function bodyError(err: unknown): unknown {
  const type = (err as { type?: string } | null)?.type;
  if (type === 'entity.parse.failed') return new BadRequestError('Malformed JSON in request body');
  if (type === 'entity.too.large') return new PayloadTooLargeError('Request is too large');
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') return new BadRequestError('Unsupported request encoding');
  // A path parameter with broken percent-encoding ('/articles/%E0%A4%A'): Express's router throws a URIError marked 400.
  if (err instanceof URIError) return new BadRequestError('Malformed URL');
  const status = (err as { status?: unknown; statusCode?: unknown } | null)?.status ?? (err as { statusCode?: unknown } | null)?.statusCode;
  if (!(err instanceof HttpError) && typeof status === 'number' && status >= 400 && status < 500) return new HttpError(status, 'Bad request');
  return err;
}

const envelopeErrors: ErrorRequestHandler = (err, _req, res, _next) => {
  const { status, body } = toEnvelope(bodyError(err));
  if (status >= 500) console.error('[adapters]', err);
  // An error is never kept by a cache, whatever the route's own policy.
  res.setHeader('Cache-Control', NO_STORE);
  res.status(status).json(body);
};

/**
 * The spec's API, mounted at `/api` by `createApp`. Exported so that the OpenAPI test can walk the routes it
 * mounts (tests/integration/openapi.test.ts): every one must be in the document (`openapi/routes.ts`).
 */
export function apiRouter(deps: Deps): express.Router {
  const { env } = deps;
  const api = express.Router();
  api.use(apiCacheControl(env));
  api.use(jsonBodies(env));
  api.use(refuseNul);
  api.get('/health', (_req, res) => {
    res.json({ success: true, data: { status: 'ok' } });
  });
  for (const routes of [authRoutes, articleRoutes, commentRoutes, categoryRoutes, userRoutes, analyticsRoutes, newsletterRoutes]) {
    api.use(routes(deps));
  }
  api.use(openApiRoutes());
  api.use((_req, _res, next) => next(new NotFoundError('API route not found')));
  api.use(envelopeErrors);
  return api;
}

/** `pages`: the server renderer of reader pages (null: every page is the client-rendered index.html). */
export function createApp(env: Env, pages: Pages | null = null): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(env.TRUST_PROXY));
  app.use(securityHeaders());
  app.use(compress());
  const deps: Deps = { strapi: createStrapiClient(env.CMS_URL, env.UPSTREAM_TIMEOUT_MS), env };
  app.use('/api', apiRouter(deps));

  // Uploaded images live in Strapi; the site serves them from its own origin.
  app.get('/uploads/{*file}', uploadsProxy(env));

  // robots.txt, sitemaps and RSS (adapters/src/feeds), before the site's catch-all.
  app.use(feedRoutes(deps));

  serveSite(app, env.FRONTEND_DIST, pages);
  app.use(envelopeErrors);
  return app;
}
