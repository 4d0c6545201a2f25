import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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

const schema = z.object({
  PORT: int(5000),
  HOST: z.string().default('0.0.0.0'),
  CMS_URL: z.string().url().optional(),
  CMS_PORT: int(1337),
  FRONTEND_DIST: z.string().default(path.resolve(here, '../../frontend/dist')),
  /** Every JSON body but the article editor's. */
  BODY_LIMIT: byteSize('100kb'),
  /** Article create/update, where images travel as data URLs (ten 10 MB images fit). */
  ARTICLE_BODY_LIMIT: byteSize('150mb'),
  TRUST_PROXY: z.string().default('false'),
  NEWSLETTER_LIMIT_PER_IP: int(10),
  NEWSLETTER_LIMIT_WINDOW_MS: int(60 * 60_000),
  UPSTREAM_TIMEOUT_MS: int(30_000),
  /** Cache-Control of public API answers (the same for every anonymous reader): a short shared cache. */
  PUBLIC_CACHE_CONTROL: z
    .string()
    .default('public, max-age=0, s-maxage=5, stale-while-revalidate=30')
    .refine((value) => /^public\b/i.test(value.trim()) && !/[\r\n]/.test(value), 'must start with "public" and be one line'),
});

export type Env = z.infer<typeof schema> & { CMS_URL: string };

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid adapters environment: ${problems}`);
  }
  return { ...parsed.data, CMS_URL: (parsed.data.CMS_URL ?? `http://127.0.0.1:${parsed.data.CMS_PORT}`).replace(/\/$/, '') };
}

/** Express's `trust proxy`: 'false', 'true', a hop count, or a list of addresses. */
export function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}
