import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, toastsOverLimit } from '../../../frontend/src/lib/toast-limit';

describe('toastsOverLimit', () => {
  it('picks the oldest visible toasts beyond the limit (the store lists newest first)', () => {
    const toasts = Array.from({ length: 23 }, (_, i) => ({ id: `t${22 - i}`, visible: i !== 1 }));
    expect(toastsOverLimit(toasts, TOAST_LIMIT)).toEqual(['t1', 't0']);
    expect(toastsOverLimit(toasts.slice(0, 5))).toEqual([]);
  });
});
