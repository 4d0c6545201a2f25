import useSWR from 'swr';
import type { SiteSettings } from '@bulletin/contract';

/** Where the browser learns the newsroom's time zone: the site's settings (`GET /api/settings`, decision 0018). */
export const SETTINGS_KEY = '/settings';

/** The newsroom's time zone (undefined while it loads or when it failed: see `error`). */
export function useNewsroomTimeZone(): { timeZone?: string; error?: Error; retry: () => void } {
  const { data, error, mutate } = useSWR<SiteSettings, Error>(SETTINGS_KEY);
  return { timeZone: data?.timeZone, error: data ? undefined : error, retry: () => void mutate() };
}
