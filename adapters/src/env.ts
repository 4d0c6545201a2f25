import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The adapters' environment, read once and checked at start. */
const here = path.dirname(fileURLToPath(import.meta.url));
const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z.object({
  PORT: int(5000),
  HOST: z.string().default('0.0.0.0'),
  CMS_URL: z.string().url().optional(),
  CMS_PORT: int(1337),
  FRONTEND_DIST: z.string().default(path.resolve(here, '../../frontend/dist')),
  BODY_LIMIT: z.string().default('150mb'),
  TRUST_PROXY: z.string().default('false'),
  UPSTREAM_TIMEOUT_MS: int(30_000),
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
