import express, { type ErrorRequestHandler, type Express } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
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
  res.status(status).json(body);
};

export function createApp(env: Env): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(env.TRUST_PROXY));
  app.use(securityHeaders());
  const deps: Deps = { strapi: createStrapiClient(env.CMS_URL, env.UPSTREAM_TIMEOUT_MS), env };

  const api = express.Router();
  api.use(jsonBodies(env));
  api.use(refuseNul);
  api.get('/health', (_req, res) => {
    res.json({ success: true, data: { status: 'ok' } });
  });
  for (const routes of [authRoutes, articleRoutes, commentRoutes, categoryRoutes, userRoutes, analyticsRoutes, newsletterRoutes]) {
    api.use(routes(deps));
  }
  api.use((_req, _res, next) => next(new NotFoundError('API route not found')));
  api.use(envelopeErrors);
  app.use('/api', api);

  // Uploaded images live in Strapi; the site serves them from its own origin.
  app.get('/uploads/{*file}', uploadsProxy(env));

  const index = path.join(env.FRONTEND_DIST, 'index.html');
  app.use(express.static(env.FRONTEND_DIST, { index: false, maxAge: '1h' }));
  app.get('/{*page}', (_req, res) => {
    if (existsSync(index)) res.sendFile(index);
    else res.status(503).type('text').send('The Bulletin site has not been built yet: run `npm run build`.');
  });
  app.use(envelopeErrors);
  return app;
}
