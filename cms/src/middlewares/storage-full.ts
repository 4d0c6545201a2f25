import type { Context, Next } from 'koa';

/** The operating system's "no space left" and "quota exceeded". */
const FULL = new Set(['ENOSPC', 'EDQUOT']);

/**
 * A request that failed because the disk is full is a 507 in Strapi's error shape, not a 500: the caller learns that
 * nothing was stored and why (the part of a file already written is removed: cms/src/media/partial-files.ts).
 */
export const storageFull = () => async (ctx: Context, next: Next) => {
  try {
    await next();
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code !== 'string' || !FULL.has(code)) throw error;
    ctx.status = 507;
    ctx.body = { data: null, error: { status: 507, name: 'InsufficientStorageError', message: 'The disk is full', details: {} } };
  }
};

export default storageFull;
