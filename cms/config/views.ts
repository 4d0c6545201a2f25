import type { Core } from '@strapi/strapi';

/**
 * View counting (read once here, checked at start): `POST /articles/:id/view` counts in memory and writes the
 * counts to the database every VIEW_FLUSH_MS (one atomic `views = views + n` per article), and on shutdown. A
 * visitor's further views of an article within VIEW_REPEAT_WINDOW_MS of a counted one are not counted.
 */
function positive(name: string, value: number | undefined): number {
  if (value === undefined || !Number.isInteger(value) || value <= 0) {
    throw new Error(`Invalid Strapi environment: ${name} must be a positive whole number`);
  }
  return value;
}

const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  flushMs: positive('VIEW_FLUSH_MS', env.int('VIEW_FLUSH_MS', 1000)),
  repeatWindowMs: positive('VIEW_REPEAT_WINDOW_MS', env.int('VIEW_REPEAT_WINDOW_MS', 30 * 60_000)),
});

export type ViewsConfig = ReturnType<typeof config>;
export default config;
