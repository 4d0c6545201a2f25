import type { RequestHandler } from 'express';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { Env } from '../env.js';

/**
 * The /uploads proxy: uploaded images live in Strapi's public/uploads and the site serves them from its
 * own origin. Only a plain file name inside uploads is asked for (Strapi names its files `name_hash.ext`):
 * no `..`, no slash or backslash (raw or encoded), no NUL; anything else is a 404 and never reaches Strapi.
 * Only an image answer is passed on, and only a 200 image is cached for a year.
 */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,254}$/;
// The upload types, and AVIF: the renditions Strapi makes beside them (docs/decisions/0036-image-renditions.md).
const IMAGE_TYPES = /^image\/(png|gif|jpeg|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)(;|$)/i;

/** The decoded file name of `/uploads/<raw>`, or null when it is not a plain file name. */
export function uploadFileName(raw: string): string | null {
  if (/%(2f|5c|00)/i.test(raw)) return null;
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!FILE_NAME.test(name) || name.includes('..')) return null;
  return name;
}

/**
 * With media in a bucket (MEDIA_BASE_URL) the files are no longer in Strapi: an address written before they moved
 * (`npm run media:migrate`), in an article's text or an old revision, is sent on to the same name under the media base.
 */
export function uploadsProxy(env: Pick<Env, 'CMS_URL' | 'UPSTREAM_TIMEOUT_MS' | 'MEDIA_BASE_URL'>): RequestHandler {
  return async (req, res, next) => {
    try {
      res.setHeader('x-content-type-options', 'nosniff');
      const name = uploadFileName(req.path.replace(/^\/uploads\//, ''));
      if (!name) {
        res.status(404).end();
        return;
      }
      if (env.MEDIA_BASE_URL) {
        res.setHeader('cache-control', 'public, max-age=86400');
        res.redirect(301, `${env.MEDIA_BASE_URL}/${encodeURIComponent(name)}`);
        return;
      }
      const upstream = await fetch(`${env.CMS_URL}/uploads/${encodeURIComponent(name)}`, {
        signal: AbortSignal.timeout(env.UPSTREAM_TIMEOUT_MS),
        redirect: 'manual',
      });
      const type = upstream.headers.get('content-type') ?? '';
      if (upstream.status !== 200 || !upstream.body || !IMAGE_TYPES.test(type)) {
        await upstream.body?.cancel();
        res.status(upstream.status >= 500 ? 502 : 404).end();
        return;
      }
      for (const header of ['content-type', 'content-length', 'last-modified', 'etag']) {
        const value = upstream.headers.get(header);
        if (value) res.setHeader(header, value);
      }
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      // fetch's body is Node's web stream; a project compiled with the DOM library (the tests) sees the DOM's type.
      Readable.fromWeb(upstream.body as ReadableStream<Uint8Array>).pipe(res);
    } catch (error) {
      next(error);
    }
  };
}
