import type { Core } from '@strapi/strapi';

/**
 * Article revisions (read once here, checked at start): every create and update of an article stores a revision
 * (cms/src/revisions/snapshots.ts); the newest REVISIONS_PER_ARTICLE of each article are kept, older ones pruned.
 */
function positive(name: string, value: number | undefined): number {
  if (value === undefined || !Number.isInteger(value) || value <= 0) {
    throw new Error(`Invalid Strapi environment: ${name} must be a positive whole number`);
  }
  return value;
}

const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  perArticle: positive('REVISIONS_PER_ARTICLE', env.int('REVISIONS_PER_ARTICLE', 100)),
});

export type RevisionsConfig = ReturnType<typeof config>;
export default config;
