/**
 * SWR configurations (docs/product.md#client).
 *
 * - `swrDefaults`: the app-wide default, set once in app/providers.tsx: 3 retries with exponential backoff
 *   (1 s, doubling, at most 30 s), responses reused for 5 minutes, no refetch on window focus.
 * - `adminSwrConfig`: admin data retries once. The /admin route layout (admin/AdminLayout.tsx) wraps every
 *   admin screen in `<SWRConfig value={adminSwrConfig}>`; nested SWRConfigs merge with the default.
 *
 * Keys are API paths (`/articles?featured=true&limit=6`) and the fetcher is lib/api.ts `fetcher`.
 * Client errors (4xx other than 408/429) are not retried: asking again cannot change the answer.
 */
import type { SWRConfiguration } from 'swr';
import { ApiError, fetcher } from './api';

const FIVE_MINUTES = 5 * 60_000;

/** Delay before retry number `retryCount` (1-based): 1 s, 2 s, 4 s, ... capped at 30 s. */
export function retryDelay(retryCount: number): number {
  return Math.min(1000 * 2 ** Math.max(0, retryCount - 1), 30_000);
}

export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.status === 408 || error.status === 429;
  }
  return !(error instanceof DOMException && error.name === 'AbortError');
}

const onErrorRetry: NonNullable<SWRConfiguration['onErrorRetry']> = (error, _key, config, revalidate, { retryCount }) => {
  const max = config.errorRetryCount ?? 0;
  if (retryCount > max || !isRetryable(error)) return;
  setTimeout(() => void revalidate({ retryCount }), retryDelay(retryCount));
};

export const swrDefaults: SWRConfiguration = {
  fetcher,
  errorRetryCount: 3,
  onErrorRetry,
  dedupingInterval: FIVE_MINUTES,
  revalidateOnFocus: false,
};

export const adminSwrConfig: SWRConfiguration = {
  errorRetryCount: 1,
  revalidateOnFocus: false,
};
