import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../frontend/src/lib/api';
import { adminSwrConfig, isRetryable, retryDelay, swrDefaults } from '../../../frontend/src/lib/swr';

/** docs/product.md#client */
describe('SWR configuration', () => {
  it('backs off from 1 s, doubling, up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('retries server and network failures, not client errors', () => {
    expect(isRetryable(new ApiError(500, 'x'))).toBe(true);
    expect(isRetryable(new ApiError(0, 'x'))).toBe(true);
    expect(isRetryable(new ApiError(429, 'x'))).toBe(true);
    expect(isRetryable(new ApiError(404, 'x'))).toBe(false);
    expect(isRetryable(new ApiError(401, 'x'))).toBe(false);
  });

  it('defaults: 3 retries, 5 minutes, no refetch on focus; admin: 1 retry', () => {
    expect(swrDefaults).toMatchObject({ errorRetryCount: 3, dedupingInterval: 300_000, revalidateOnFocus: false });
    expect(adminSwrConfig).toMatchObject({ errorRetryCount: 1, revalidateOnFocus: false });
  });
});
