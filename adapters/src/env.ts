import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { canonicalTimeZone, isHttpBase, mediaBaseUrl } from '@bulletin/contract';

/** The adapters' environment, read once and checked at start. */
const here = path.dirname(fileURLToPath(import.meta.url));
const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const UNITS = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 } as const;
/** A body size such as `100kb` or `150mb` (body-parser's units), as a byte count. */
const byteSize = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(value);
      if (!match) {
        ctx.addIssue({ code: 'custom', message: 'expected a size such as 100kb or 150mb' });
        return z.NEVER;
      }
      const unit = (match[2]?.toLowerCase() ?? 'b') as keyof typeof UNITS;
      return Math.floor(Number(match[1]) * UNITS[unit]);
    });

/** A variable set to nothing but spaces counts as not set (its default applies, or it stays absent). */
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * An IANA time zone name (`Europe/London`, `UTC`), as the platform's Intl knows it, in its canonical spelling
 * (`europe/london` → `Europe/London`); anything else refuses the start.
 */
const timeZone = (fallback: string) =>
  z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .default(fallback)
      .transform((value, ctx) => {
        const canonical = canonicalTimeZone(value);
        if (canonical) return canonical;
        ctx.addIssue({ code: 'custom', message: `expected an IANA time zone name such as UTC or Europe/London, got "${value}"` });
        return z.NEVER;
      }),
  );

/** An optional http(s) address without query or fragment (empty: not set). */
const optionalHttpBase = () =>
  z.preprocess(
    blankAsUnset,
    z.string().trim().refine(isHttpBase, 'must be an http(s) address without query or fragment').optional(),
  );

const schema = z.object({
  PORT: int(5000),
  /** pino's level for the adapters' logs (adapters/src/middleware/request-log.ts). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('0.0.0.0'),
  CMS_URL: z.string().url().optional(),
  CMS_PORT: int(1337),
  FRONTEND_DIST: z.string().default(path.resolve(here, '../../frontend/dist')),
  /** The frontend's server entry (`vite build --ssr`): reader pages are rendered with it (adapters/src/pages). */
  FRONTEND_SSR_ENTRY: z.string().default(path.resolve(here, '../../frontend/dist-ssr/entry-server.js')),
  /** Every JSON body but the article editor's. */
  BODY_LIMIT: byteSize('100kb'),
  /** Article create/update, where images travel as data URLs (ten 10 MB images fit). */
  ARTICLE_BODY_LIMIT: byteSize('150mb'),
  TRUST_PROXY: z.string().default('false'),
  NEWSLETTER_LIMIT_PER_IP: int(10),
  NEWSLETTER_LIMIT_WINDOW_MS: int(60 * 60_000),
  /** Live streams (`/api/live/:slug/stream`) one address may hold open at once; the next is a 429. */
  LIVE_STREAMS_PER_IP: int(20),
  /** How long one Strapi call of a write may take (an upload of the largest image allowed is decoded twice). */
  UPSTREAM_TIMEOUT_MS: int(30_000),
  /** How long all the Strapi calls of one read (GET or HEAD) may take together: a CMS that hangs costs a reader
   *  at most this before the 503, never more than the 10 s a request may wait (docs/product.md#when-the-cms-is-away). */
  UPSTREAM_READ_TIMEOUT_MS: int(8_000),
  /** Cache-Control of public API answers (the same for every anonymous reader): a short shared cache. */
  PUBLIC_CACHE_CONTROL: z
    .string()
    .default('public, max-age=0, s-maxage=5, stale-while-revalidate=30')
    .refine((value) => /^public\b/i.test(value.trim()) && !/[\r\n]/.test(value), 'must start with "public" and be one line'),
  /** The site's public origin (and path, if any): canonical addresses, Open Graph, structured data and every
   * address in robots, sitemaps and feeds start with it. */
  PUBLIC_URL: z
    .string()
    .default('http://localhost:5000')
    .refine((value) => /^https?:\/\/[^\s?#]+$/i.test(value) && URL.canParse(value), 'must be an http(s) address without query or fragment')
    .transform((value) => value.replace(/\/+$/, '')),
  /** The site's X (Twitter) account, `@name` or `name` (1 to 15 letters, digits or `_`), as `@name` in `twitter:site`; none: no tag. */
  SITE_X_HANDLE: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .regex(/^@?[A-Za-z0-9_]{1,15}$/, 'expected an X account such as @bulletin (1 to 15 letters, digits or _)')
      .transform((value) => `@${value.replace(/^@/, '')}`)
      .optional(),
  ),
  /** Row ids (so at most as many addresses) per article sitemap file (/sitemaps/articles-<n>.xml); sitemaps.org allows at most 50,000. */
  SITEMAP_PAGE_SIZE: z.coerce.number().int().min(1).max(50_000).default(1_000),
  /** The newsroom's time zone: publish dates are entered and shown in it (GET /api/settings; docs/product.md#scheduling). */
  NEWSROOM_TIME_ZONE: timeZone('UTC'),
  /** The public read cache (adapters/src/cache): bytes of answers kept in memory; 0 turns it off. */
  READ_CACHE_MAX_BYTES: byteSize('64mb'),
  /** How long a cached answer is served as it is (view and like counts may be this old). */
  READ_CACHE_FRESH_MS: z.coerce.number().int().min(0).default(5_000),
  /** After that, how long it may still be served once while it is refreshed in the background. */
  READ_CACHE_STALE_MS: z.coerce.number().int().min(0).default(60_000),
  /** While Strapi or its database does not answer, a kept answer up to this old is served instead of the failure
   * (`X-Cache: STALE-IF-ERROR`; docs/product.md#when-the-cms-is-away). */
  READ_CACHE_STALE_IF_ERROR_MS: z.coerce.number().int().min(0).default(24 * 60 * 60_000),
  /** Page views (POST /api/analytics/views) are handed to Strapi in batches: every this many ms, */
  ANALYTICS_FLUSH_MS: int(1_000),
  /** or as soon as this many views wait. */
  ANALYTICS_BATCH_SIZE: z.coerce.number().int().min(1).max(5_000).default(500),
  /** Shared with Strapi: signs its purge notices (POST /internal/purge). Required while the cache is on. */
  PURGE_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(32, 'must be at least 32 characters').optional()),
  /** Media in an S3-compatible bucket (cms/config/media.ts): its public base (a CDN), else the bucket's own
   * address `S3_ENDPOINT/S3_BUCKET`, is allowed for images by the Content-Security-Policy and receives the old
   * `/uploads/…` addresses (docs/decisions/0035-media-object-storage.md). The credentials are Strapi's alone. */
  MEDIA_PUBLIC_URL: optionalHttpBase(),
  S3_ENDPOINT: optionalHttpBase(),
  S3_BUCKET: z.preprocess(blankAsUnset, z.string().trim().optional()),
  /** The database Strapi uses: on PostgreSQL, purges travel between adapters instances by LISTEN/NOTIFY. */
  DATABASE_CLIENT: z.enum(['sqlite', 'postgres']).default('sqlite'),
  DATABASE_URL: z.string().optional(),
  DATABASE_HOST: z.string().default('localhost'),
  DATABASE_PORT: int(5432),
  DATABASE_NAME: z.string().default('strapi'),
  DATABASE_USERNAME: z.string().default('strapi'),
  DATABASE_PASSWORD: z.string().default('strapi'),
  DATABASE_SSL: z.enum(['true', 'false']).default('false'),
});

/** `MEDIA_BASE_URL`: where stored media is served from when it is in a bucket; null: the site's own /uploads. */
export type Env = z.infer<typeof schema> & { CMS_URL: string; MEDIA_BASE_URL: string | null };

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid adapters environment: ${problems}`);
  }
  if (parsed.data.READ_CACHE_MAX_BYTES > 0 && !parsed.data.PURGE_SECRET) {
    throw new Error('Invalid adapters environment: PURGE_SECRET: required while the read cache is on (READ_CACHE_MAX_BYTES > 0); use the same value as Strapi');
  }
  return {
    ...parsed.data,
    CMS_URL: (parsed.data.CMS_URL ?? `http://127.0.0.1:${parsed.data.CMS_PORT}`).replace(/\/$/, ''),
    MEDIA_BASE_URL: mediaBaseUrl({ publicUrl: parsed.data.MEDIA_PUBLIC_URL, endpoint: parsed.data.S3_ENDPOINT, bucket: parsed.data.S3_BUCKET }),
  };
}

/** Express's `trust proxy`: 'false', 'true', a hop count, or a list of addresses. */
export function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Where the purge bus listens: the same PostgreSQL server and database as Strapi. */
export function busDatabase(env: Env) {
  return {
    client: env.DATABASE_CLIENT,
    connection: env.DATABASE_URL
      ? { connectionString: env.DATABASE_URL }
      : {
          host: env.DATABASE_HOST,
          port: env.DATABASE_PORT,
          database: env.DATABASE_NAME,
          user: env.DATABASE_USERNAME,
          password: env.DATABASE_PASSWORD,
          ssl: env.DATABASE_SSL === 'true',
        },
  };
}
