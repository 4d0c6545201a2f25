import type { Core } from '@strapi/strapi';

/**
 * Comment limits (read once here, checked at start): a signed-in reader posts at most COMMENT_LIMIT_PER_ACCOUNT
 * comments and one address at most COMMENT_LIMIT_PER_IP (several readers may share it) in COMMENT_LIMIT_WINDOW_MS;
 * beyond that a 429 (cms/src/articles/comment-limits.ts).
 */
function positive(name: string, value: number | undefined): number {
  if (value === undefined || !Number.isInteger(value) || value <= 0) {
    throw new Error(`Invalid Strapi environment: ${name} must be a positive whole number`);
  }
  return value;
}

const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  perAccount: positive('COMMENT_LIMIT_PER_ACCOUNT', env.int('COMMENT_LIMIT_PER_ACCOUNT', 5)),
  perAddress: positive('COMMENT_LIMIT_PER_IP', env.int('COMMENT_LIMIT_PER_IP', 20)),
  windowMs: positive('COMMENT_LIMIT_WINDOW_MS', env.int('COMMENT_LIMIT_WINDOW_MS', 60_000)),
});

export type CommentsConfig = ReturnType<typeof config>;
export default config;
