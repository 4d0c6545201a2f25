import type { RequestListener } from 'node:http';
import { createFiller } from '../cache/fill.js';
import type { ApiAnswer } from './page-types.js';

/**
 * The adapters' own public API for the server renderer: `get('/articles/x')` asks `GET /api/articles/x` of
 * the server's request listener (the read cache, then Express) over a private loopback listener, with no
 * reader credentials — so a page is rendered from the same cached answers every anonymous reader gets, and
 * a spike of page views does not reach Strapi.
 */
export async function ownApi(listener: RequestListener) {
  const loopback = await createFiller(listener);
  return {
    get: async (path: string): Promise<ApiAnswer> => {
      const answer = await loopback.fill(`/api${path}`, { accept: 'application/json' });
      try {
        return { status: answer.status, body: JSON.parse(answer.body.toString('utf8')) as unknown };
      } catch {
        return { status: answer.status, body: null };
      }
    },
    close: loopback.close,
  };
}
