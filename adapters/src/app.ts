import express, { type ErrorRequestHandler, type Express } from 'express';
import { RETRY_AFTER_SECONDS } from '@bulletin/contract';
import { NotFoundError, toEnvelope } from './http/errors.js';
import { trustProxySetting, type Env } from './env.js';
import { createStrapiConnection, strapiPerRequest } from './strapi/client.js';
import { refuseNul } from './middleware/nul-guard.js';
import type { Deps } from './routes/deps.js';
import type { DaySalts } from './analytics/day-salt.js';
import { healthRoutes } from './routes/health.js';
import { authRoutes } from './routes/auth.js';
import { articleRoutes } from './routes/articles.js';
import { commentRoutes } from './routes/comments.js';
import { categoryRoutes } from './routes/categories.js';
import { authorRoutes } from './routes/authors.js';
import { auditRoutes } from './routes/audit.js';
import { outboxRoutes } from './routes/outbox.js';
import { revisionRoutes } from './routes/revisions.js';
import { correctionRoutes } from './routes/corrections.js';
import { userRoutes } from './routes/users.js';
import { analyticsRoutes } from './routes/analytics.js';
import { newsletterRoutes } from './routes/newsletter.js';
import { newsletterDeskRoutes } from './routes/newsletter-desk.js';
import { settingsRoutes } from './routes/settings.js';
import { liveRoutes } from './routes/live.js';
import type { LiveHub } from './live/hub.js';
import type { ViewBuffer } from './analytics/view-buffer.js';
import { jsonBodies } from './middleware/body-limits.js';
import { securityHeaders } from './middleware/security-headers.js';
import { uploadsProxy } from './site/uploads.js';
import { compress } from './middleware/compression.js';
import { apiCacheControl, NO_STORE } from './middleware/cache-control.js';
import { serveSite } from './site/static-files.js';
import { feedRoutes } from './feeds/index.js';
import { oldLinkRoutes } from './site/old-links.js';
import { openApiRoutes } from './openapi/index.js';
import type { Pages } from './pages/render.js';
import { log, sendRequestId } from './middleware/request-log.js';

/** Every failure, a route's or Express's own (body parser, broken URL), as the envelope (`toEnvelope`, http/errors.ts). */
const envelopeErrors: ErrorRequestHandler = (err, _req, res, _next) => {
  const { status, body } = toEnvelope(err);
  // A caller who went away stopped their Strapi calls (strapiPerRequest): nothing to report, no one to answer.
  if (res.destroyed) return;
  if (status >= 500) log.error({ err }, 'request failed');
  // An error is never kept by a cache, whatever the route's own policy.
  res.setHeader('Cache-Control', NO_STORE);
  // A 503 (Strapi or its database away, or not ready) says when to try again.
  if (status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  res.status(status).json(body);
};

/**
 * The site's API, mounted at `/api` by `createApp` (docs/api.md). Exported so that the OpenAPI test can walk the routes it
 * mounts (tests/integration/openapi.test.ts): every one must be in the document (`openapi/routes.ts`).
 */
export function apiRouter(deps: Deps): express.Router {
  const { env } = deps;
  const api = express.Router();
  api.use(apiCacheControl(env));
  api.use(jsonBodies(env));
  api.use(refuseNul);
  // Each request's Strapi client (res.locals.strapi): the caller's token, address, abort signal and read deadline.
  api.use(strapiPerRequest(deps.connect, env.UPSTREAM_READ_TIMEOUT_MS));
  for (const routes of [healthRoutes, authRoutes, articleRoutes, commentRoutes, categoryRoutes, authorRoutes, userRoutes, analyticsRoutes, newsletterRoutes, newsletterDeskRoutes, auditRoutes, outboxRoutes, revisionRoutes, correctionRoutes, settingsRoutes, liveRoutes]) {
    api.use(routes(deps));
  }
  api.use(openApiRoutes());
  api.use((_req, _res, next) => next(new NotFoundError('API route not found')));
  api.use(envelopeErrors);
  return api;
}

/**
 * `pages`: the server renderer of reader pages (null: every page is the client-rendered index.html); `live`: the
 * live hub whose streams `/api/live/:slug/stream` opens (server.ts feeds it the purge notices); `views`: the page
 * views waiting for Strapi (server.ts flushes them on shutdown); `salts`: the visitor salt of the day, shared with the
 * other instances (server.ts).
 */
export function createApp(env: Env, pages: Pages | null = null, live?: LiveHub, views?: ViewBuffer, salts?: DaySalts): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(env.TRUST_PROXY));
  app.use(sendRequestId);
  app.use(securityHeaders(env.MEDIA_BASE_URL));
  app.use(compress());
  const deps: Deps = { connect: createStrapiConnection(env.CMS_URL, env.UPSTREAM_TIMEOUT_MS), env, live, views, salts };
  app.use('/api', apiRouter(deps));

  // Uploaded images in Strapi's folder are served from the site's own origin (in a bucket: sent to the media base).
  app.get('/uploads/{*file}', uploadsProxy(env));

  // robots.txt, sitemaps and RSS (adapters/src/feeds), before the site's catch-all.
  app.use(feedRoutes(deps));

  // Old WordPress addresses of imported posts (`/?p=123`, `/2024/05/01/slug/`) → 301 to the article.
  app.use(oldLinkRoutes(deps));

  serveSite(app, env.FRONTEND_DIST, pages);
  app.use(envelopeErrors);
  return app;
}
