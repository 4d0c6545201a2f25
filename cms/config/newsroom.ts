import type { Core } from '@strapi/strapi';
import { canonicalTimeZone } from '@bulletin/contract';

/**
 * The newsroom's settings, read once here: its time zone, `NEWSROOM_TIME_ZONE` (an IANA name, default UTC; the site
 * reads the same variable for the editor's dates), whose days and hours are the daily digest's and the page-view
 * figures'. An offset or an unknown name stops the start.
 */
export type NewsroomConfig = { timeZone: string };

export function readNewsroomConfig(env: Core.Config.Shared.ConfigParams['env']): NewsroomConfig {
  const value = env('NEWSROOM_TIME_ZONE', 'UTC');
  const timeZone = canonicalTimeZone(value.trim());
  if (!timeZone) throw new Error(`Invalid Strapi environment: NEWSROOM_TIME_ZONE must be an IANA time zone name such as UTC or Europe/London, got "${value}"`);
  return { timeZone };
}

export default ({ env }: Core.Config.Shared.ConfigParams): NewsroomConfig => readNewsroomConfig(env);
