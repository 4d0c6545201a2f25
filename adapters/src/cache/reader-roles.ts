import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { roleFromStrapiType } from '@bulletin/contract';
import type { StrapiConnection } from '../strapi/client.js';
import { ContentUnavailableError } from '../http/errors.js';

/**
 * Whether a bearer token belongs to a plain reader (role `user`), whose public reads are the same as an
 * anonymous reader's and may come from the read cache. Asked of Strapi once per token and remembered for
 * `ttlMs` (many requests of one page load share one question); a token Strapi refuses is not a reader here,
 * so its requests go through the app and get Strapi's own answer. Tokens are kept only as SHA-256 hashes.
 *
 * A role change or a revoked token takes up to `ttlMs` to be seen here; until then the caller is at most
 * shown what every anonymous reader sees. While Strapi cannot be asked (docs/product.md#when-the-cms-is-away) every
 * caller counts as a reader, unremembered: their public read is what every anonymous reader is served meanwhile,
 * the kept copy, rather than a 503.
 */
export function createReaderRoles(connect: StrapiConnection, ttlMs = 30_000) {
  const roles = new LRUCache<string, { plain: boolean }, string>({
    max: 20_000,
    ttl: ttlMs,
    fetchMethod: async (_hash, _stale, { context: token }) => {
      try {
        const { data } = await connect({ token }).get<{ data: { role?: { type?: string } } }>('/session/me');
        return { plain: roleFromStrapiType(data.role?.type) === 'user' };
      } catch (error) {
        if (error instanceof ContentUnavailableError) throw error;
        return { plain: false };
      }
    },
  });
  return async (token: string): Promise<boolean> => {
    const hash = createHash('sha256').update(token).digest('base64url');
    try {
      return (await roles.fetch(hash, { context: token }))?.plain ?? false;
    } catch (error) {
      if (error instanceof ContentUnavailableError) return true;
      throw error;
    }
  };
}
