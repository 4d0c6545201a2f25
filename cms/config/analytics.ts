import type { Core } from '@strapi/strapi';

/**
 * Page-view analytics' storage (read once here, checked at start; docs/decisions/0028-analytics-storage.md):
 * raw rows are kept ANALYTICS_RETENTION_DAYS days, the hourly rollup for ever. At least 31: the widest figures
 * (`range=30d`) read thirty days of raw rows.
 */
export const MIN_RETENTION_DAYS = 31;

export type AnalyticsConfig = { retentionDays: number };

export function readAnalyticsConfig(env: Core.Config.Shared.ConfigParams['env']): AnalyticsConfig {
  const retentionDays = env.int('ANALYTICS_RETENTION_DAYS', 90);
  if (!Number.isInteger(retentionDays) || retentionDays < MIN_RETENTION_DAYS) {
    throw new Error(`Invalid Strapi environment: ANALYTICS_RETENTION_DAYS must be a whole number of days, ${MIN_RETENTION_DAYS} or more`);
  }
  return { retentionDays };
}

export default ({ env }: Core.Config.Shared.ConfigParams): AnalyticsConfig => readAnalyticsConfig(env);
