import { act, render } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster, TOAST_OPTIONS } from '../../frontend/src/app/AppToaster';
import { ApiError } from '../../frontend/src/lib/api';
import { adminSwrConfig, isRetryable, retryDelay, swrDefaults } from '../../frontend/src/lib/swr';
import { TOAST_LIMIT, toastsOverLimit } from '../../frontend/src/lib/toast-limit';

describe('SWR configuration (SPEC 7)', () => {
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

describe('toasts (SPEC 4)', () => {
  afterEach(() => {
    act(() => toast.remove());
  });

  it('uses the spec durations', () => {
    expect(TOAST_OPTIONS).toMatchObject({
      duration: 4000,
      success: { duration: 2000 },
      error: { duration: 4000 },
      blank: { duration: 4000 },
      custom: { duration: 4000 },
      loading: { duration: Infinity },
    });
  });

  it('picks the oldest visible toasts beyond the limit (the store lists newest first)', () => {
    const toasts = Array.from({ length: 23 }, (_, i) => ({ id: `t${22 - i}`, visible: i !== 1 }));
    expect(toastsOverLimit(toasts, TOAST_LIMIT)).toEqual(['t1', 't0']);
    expect(toastsOverLimit(toasts.slice(0, 5))).toEqual([]);
  });

  it('keeps at most 20 visible toasts on screen', () => {
    let visible = 0;
    function Count() {
      visible = useToasterStore().toasts.filter((t) => t.visible).length;
      return null;
    }
    const view = render(
      <>
        <AppToaster />
        <Count />
      </>,
    );
    act(() => {
      for (let i = 0; i < 25; i += 1) toast.loading(`working ${i}`);
    });
    expect(visible).toBeLessThanOrEqual(TOAST_LIMIT);
    expect(view.getByText('working 24')).toBeTruthy();
    view.unmount();
  });
});
