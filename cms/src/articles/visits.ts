import { createHmac, randomBytes } from 'node:crypto';

/**
 * One view per visitor and article in a window: a visitor is their address and browser (User-Agent), kept only
 * as a keyed hash (the key is made at start and never stored, so the hashes name no one, even to whoever reads
 * the memory). Memory is bounded: visits are forgotten when the window has passed, and past `max` remembered
 * visits the oldest are forgotten first — which can only count a view again, never lose one. Each Strapi process
 * remembers its own visits. Pure apart from the clock: tests/unit/cms/articles/visits.test.ts.
 */
export const MAX_VISITS = 100_000;

export type Visits = {
  /** True the first time in the window that this visitor views this article (the view counts); false after. */
  firstView(address: string, userAgent: string, articleId: number, now?: number): boolean;
  readonly size: number;
};

export function createVisits(windowMs: number, max = MAX_VISITS): Visits {
  const key = randomBytes(32);
  /** Visit → when it was counted. A Map keeps insertion order, which is time order: the oldest come first. */
  const counted = new Map<string, number>();
  return {
    firstView(address, userAgent, articleId, now = Date.now()) {
      for (const [visit, at] of counted) {
        if (now - at < windowMs && counted.size < max) break;
        counted.delete(visit);
      }
      const visitor = createHmac('sha256', key).update(JSON.stringify([address, userAgent])).digest('base64url').slice(0, 22);
      const visit = `${visitor}:${articleId}`;
      if (counted.has(visit)) return false;
      counted.set(visit, now);
      return true;
    },
    get size() {
      return counted.size;
    },
  };
}
