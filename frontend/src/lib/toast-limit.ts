import type { Toast } from 'react-hot-toast';

/** At most 20 toasts at once (docs/product.md#toasts). */
export const TOAST_LIMIT = 20;

/**
 * The ids to dismiss so that at most `limit` toasts stay visible. react-hot-toast keeps its toasts newest
 * first, so the oldest visible ones beyond the limit go.
 */
export function toastsOverLimit(toasts: readonly Pick<Toast, 'id' | 'visible'>[], limit = TOAST_LIMIT): string[] {
  return toasts
    .filter((t) => t.visible)
    .slice(limit)
    .map((t) => t.id);
}
