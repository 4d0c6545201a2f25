import type { Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { NotFoundError } from '../http/errors.js';
import type { Pages } from '../pages/render.js';
import { REVALIDATE } from '../middleware/cache-control.js';

/**
 * The built frontend (frontend/dist).
 * - `/assets/*`: Vite's content-hashed files, `immutable` for a year. Their `.br` / `.gz` copies (made at build
 *   by vite-plugin-compression2) are chosen by Accept-Encoding, with the original's Content-Type and
 *   `Vary: Accept-Encoding`. A missing asset is a 404, never index.html under a script's name.
 * - Other files (favicon …) and index.html (every page address): `no-cache` with an ETag, so a browser
 *   revalidates (304) and picks up a new build at once.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const HASHED = /[/\\]assets[/\\][^/\\]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.(br|gz))?$/;

export function serveSite(app: Express, dist: string, pages?: Pages | null): void {
  const root = path.resolve(dist);
  const index = path.join(root, 'index.html');

  app.use(
    expressStaticGzip(root, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        cacheControl: false,
        setHeaders: (res: ServerResponse, file: string) => res.setHeader('Cache-Control', HASHED.test(file) ? IMMUTABLE : REVALIDATE),
      },
    }),
  );
  app.use('/assets', (_req, _res, next) => next(new NotFoundError('File not found')));

  // Reader pages are rendered on the server (adapters/src/pages); a failed render falls through to index.html.
  if (pages) app.get('/{*page}', (req, res, next) => (pages.serves(req.path) ? pages.handle(req, res, next) : next()));

  app.get('/{*page}', (_req, res, next) => {
    if (!existsSync(index)) {
      res.status(503).type('text').send('The Bulletin site has not been built yet: run `npm run build`.');
      return;
    }
    res.sendFile(index, { cacheControl: false, headers: { 'Cache-Control': REVALIDATE } }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  });
}
